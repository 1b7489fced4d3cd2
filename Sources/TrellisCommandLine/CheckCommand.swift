import ArgumentParser
import Foundation
import Trellis

/// `trellis check`: both engines on each document, compared.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Solve documents with both engines and compare every frame and track.",
    discussion: """
      Real values (the layout under rounding 'none') must agree within the relative \
      tolerance; the answers under each document's own rounding must be identical. Prints \
      'ok <file>' or every difference (id, field, both values); exits 1 when any differs. \
      Every document is read before any is compared: each invalid one is reported on stderr \
      ('error: <file>: <path>: <message>'), and the command exits 65 with nothing on stdout. \
      --time-limit bounds each document's check (its solves share the limit); reached, the \
      command exits 75 with nothing on stdout.
      """
  )

  @Argument(help: "The documents.")
  var files: [String]

  @Option(
    help: "Relative tolerance for real values: |a - b| <= T * max(1, |a|, |b|, width, height).")
  var tolerance: Double = CrossCheck.defaultTolerance

  @OptionGroup var timeLimit: TimeLimitOption

  /// A `check` command line with its file arguments taken out but the first, and the files,
  /// or `arguments` unchanged and `nil` for another command.
  ///
  /// An argument is a file unless it is an option (`-…` but `-`) or the value of one that
  /// takes a value; after `--`, every argument is a file.
  ///
  /// - Complexity: O(`arguments.count`).
  static func splitFiles(_ arguments: [String]) -> (arguments: [String], files: [String]?) {
    guard arguments.first == configuration.commandName else { return (arguments, nil) }
    let valued: Set<String> = ["--tolerance", "--time-limit"]
    var options: [String] = []
    var files: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        files += arguments[(index + 1)...]
        break
      }
      if argument.hasPrefix("-") && argument != "-" {
        options.append(argument)
        if valued.contains(argument), index + 1 < arguments.count {
          options.append(arguments[index + 1])
          index += 1
        }
      } else {
        files.append(argument)
      }
      index += 1
    }
    // The first file stands for all in the parse (`--` keeps one that starts with `-` a file).
    return ([arguments[0]] + options + (files.first.map { ["--", $0] } ?? []), files)
  }

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one document") }
    guard tolerance.isFinite, tolerance >= 0 else {
      throw ValidationError("--tolerance must be a number >= 0")
    }
  }

  func run() throws {
    // Every document is read first: each invalid one is reported with its file, and none is
    // compared, so an input error prints nothing on stdout (format.md §4).
    var documents: [(String, LayoutDocument)] = []
    var invalid: [InputError] = []
    for file in files {
      do {
        documents.append((file, try InputFile.document(file)))
      } catch let error as InputError {
        invalid.append(error)
      }
    }
    if let last = invalid.last {
      for error in invalid.dropLast() { StandardStreams.error(error.description) }
      throw last
    }
    let limit = try timeLimit.limit
    var failed = false
    var lines: [String] = []
    for (file, document) in documents {
      let name = LayoutAnswer.textEscaped(FileName.shown(file))
      if document.isConstrained {
        // Constraints, groups and rule tiers have no closed form: only the LP engine applies.
        lines.append("lp-only \(name): constraints, groups or rule tiers (nothing to compare)")
        continue
      }
      let report = try SolverFailure.catching(file) { () throws(LayoutError) in
        try CrossCheck.run(document, tolerance: tolerance, timeLimit: limit)
      }
      if report.agrees {
        lines.append("ok \(name)")
      } else {
        failed = true
        lines.append("differs \(name): \(report.differences.count) difference(s)")
        lines += report.differences.map { "  \($0)" }
      }
    }
    try OutputSink.write(lines.map { $0 + "\n" }.joined(), to: nil)
    if failed { throw ExitCode(1) }
  }
}
