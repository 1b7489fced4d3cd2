/// Invalid document input, with the JSON path of the offending value.
///
/// The path is `root.children[2].stretch`-style, or `$` for the whole document (a syntax
/// error). The CLI prints it as `error: <path>: <message>` and exits 65.
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value.
  public var path: String
  /// What is wrong, for example `must be a number ≥ 0, got -1`.
  public var message: String

  /// Makes an error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}
