import ArgumentParser
import Foundation
import Trellis

/// `trellis solve`: lays a document out and prints the answer.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Lay out a document and print every frame.",
    discussion: """
      Reads a layout document (JSON), solves it and prints the answer as JSON (or a \
      table of frames with --format text, a picture with --format svg). Invalid documents exit with status 65 and \
      'error: <json path>: <message>' on stderr. With --time-limit, a solve that takes longer \
      stops and exits with status 75 and 'error: <file>: time limit of S s reached before the \
      layout was done', writing nothing (no --output file either).
      """
  )

  @Argument(help: "The document ('-' or nothing for standard input).")
  var file: String = "-"

  @Option(help: "Engine: auto (direct where it applies, else LP), direct or lp.")
  var engine: EngineChoice = .auto

  @Option(help: "Override the document's size: W,H (either may be 'null' to measure that axis).")
  var size: String?

  @Option(help: "Output: json, text or svg (the picture 'trellis render' draws).")
  var format: OutputFormat = .json

  @Option(help: "Write the answer to this file instead of standard output.")
  var output: String?

  @OptionGroup var timeLimit: TimeLimitOption

  @OptionGroup var stats: StatsOption

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case json, text, svg }

  func validate() throws {
    if let size { _ = try Self.parseSize(size) }
  }

  /// `W,H` with `null` allowed on either side.
  static func parseSize(_ text: String) throws -> AxisPair<Double?> {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2 else {
      throw ValidationError("--size must be W,H, got '\(ErrorLine.quote(text, limit: 80))'")
    }
    func value(_ part: String) throws -> Double? {
      if part == "null" { return nil }
      guard let number = Double(part), number.isFinite, number >= 0 else {
        throw ValidationError(
          "--size: '\(ErrorLine.quote(part, limit: 80))' must be a number ≥ 0 or null")
      }
      // The documents' own number range (README, Limits): a length GLPK and the renderer take.
      guard
        number == 0
          || (DocumentLimits.smallestMagnitude...DocumentLimits.largestMagnitude).contains(number)
      else {
        throw ValidationError(
          "--size: '\(ErrorLine.quote(part, limit: 80))' must be 0 or between 1e-9 and 1e9, or null"
        )
      }
      return number
    }
    return AxisPair(try value(parts[0]), try value(parts[1]))
  }

  func run() throws {
    try SolveRequest(self).run()
  }
}
