import ArgumentParser
import Trellis

/// `--time-limit SECONDS`, shared by `solve`, `explain`, `check`, `lp`, `render` and `batch`.
struct TimeLimitOption: ParsableArguments {
  @Option(
    name: .customLong("time-limit"),
    help: ArgumentHelp(
      "Stop a document's solve after this many seconds (a positive decimal number); exit 75 if reached (batch: that document's line fails, and batch exits 1).",
      valueName: "seconds"))
  var text: String?

  /// The limit, `nil` without the option.
  ///
  /// - Throws: a usage error (exit 64) unless the value is a positive, finite number.
  var limit: TimeLimit? {
    get throws {
      guard let text else { return nil }
      return try Self.limit(text)
    }
  }

  /// The limit `text` gives.
  ///
  /// - Throws: a usage error (exit 64) unless `text` is a positive, finite number.
  static func limit(_ text: String) throws -> TimeLimit {
    do {
      // Decimal only: Swift would also read `0x10` as 16 and `nan` or `inf`.
      let decimal = !text.isEmpty && text.allSatisfy { "0123456789.eE+-".contains($0) }
      return try TimeLimit(seconds: decimal ? Double(text) ?? .nan : .nan)
    } catch {
      throw ValidationError(
        "--time-limit: '\(ErrorLine.quote(text, limit: 80))' must be a positive, finite number of seconds"
      )
    }
  }

  func validate() throws { _ = try limit }
}

/// A document whose solve reached `--time-limit`: printed as `error: <file>: time limit of S s
/// reached before the layout was done`, exit status 75 (`EX_TEMPFAIL`: a longer limit may
/// succeed).
struct TimeLimitReached: Error, CustomStringConvertible {
  /// The exit status.
  static let status: Int32 = 75

  /// The document (`-`: standard input).
  var file: String
  /// The limit that ran out.
  var limit: TimeLimit

  var description: String { ErrorLine.format(file, LayoutError.timeLimitMessage(limit)) }
}
