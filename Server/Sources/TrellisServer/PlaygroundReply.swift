import Foundation
import Trellis
import TrellisCommandLine

/// What a playground handler answers: a status, a content type and the bytes.
///
/// Every failure a document can cause — invalid JSON, an invalid document, a refused engine,
/// a time limit reached — is a `200` JSON message `{"ok": false, "error": {…}}`; only a
/// request the page would never send (not JSON, a missing `text`, an unknown engine) is a
/// `400`, and a body over ``PlaygroundLimits/bodyBytes`` a `413`. No document makes a `5xx`.
public struct PlaygroundReply: Sendable, Equatable {
  /// The HTTP status code.
  public var status: Int
  /// The `Content-Type`.
  public var contentType: String
  /// The body.
  public var body: String

  /// A `200` JSON reply.
  static func json(_ body: String, status: Int = 200) -> PlaygroundReply {
    PlaygroundReply(status: status, contentType: "application/json; charset=utf-8", body: body)
  }

  /// A JSON message saying why the document was not laid out: `{"ok": false, "error": …}`.
  static func failure(_ error: PlaygroundError, status: Int = 200) -> PlaygroundReply {
    json("{\"ok\":false,\"error\":\(error.json)}", status: status)
  }
}

/// Why a request was not answered: a JSON path and a message, with the line and column of a
/// JSON syntax error.
struct PlaygroundError: Error, Equatable {
  /// What kind of failure: `request` (not a playground request), `document` (the reader's
  /// error), `unsupported` (the engine refuses the document), `timeLimit` or `unsolved`.
  var kind: String
  /// The JSON path (`$` for the whole document), when the failure has one.
  var path: String?
  /// What is wrong.
  var message: String
  /// The 1-based line and column of a syntax error.
  var line: Int?
  var column: Int?

  /// A request error.
  static func request(_ message: String) -> PlaygroundError {
    PlaygroundError(kind: "request", path: nil, message: message)
  }

  /// The reader's error; a syntax error's line and column (`invalid JSON at line L, column
  /// C: …`) are given apart as well.
  init(_ error: DocumentError) {
    kind = "document"
    path = error.path
    message = error.message
    (line, column) = Self.position(in: error.message)
  }

  init(kind: String, path: String?, message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// A layout failure.
  init(_ error: LayoutError) {
    switch error {
    case .invalid(let error): self.init(error)
    case .unsupported(let path, let message):
      self.init(kind: "unsupported", path: path, message: message)
    case .timeLimitReached(let limit):
      self.init(
        kind: "timeLimit", path: nil,
        message: "time limit of \(limit) reached before the layout was done")
    case .unsolved, .measurement:
      self.init(kind: "unsolved", path: nil, message: error.description)
    }
  }

  /// The line and column of `line L, column C` in a message.
  static func position(in message: String) -> (Int?, Int?) {
    guard let match = message.firstMatch(of: /line (\d+), column (\d+)/) else {
      return (nil, nil)
    }
    return (Int(match.1), Int(match.2))
  }

  var json: String {
    var members = ["\"kind\":\(TrellisTool.jsonString(kind))"]
    if let path { members.append("\"path\":\(TrellisTool.jsonString(path))") }
    members.append("\"message\":\(TrellisTool.jsonString(message))")
    if let line { members.append("\"line\":\(line)") }
    if let column { members.append("\"column\":\(column)") }
    return "{" + members.joined(separator: ",") + "}"
  }
}

/// The playground's limits.
public enum PlaygroundLimits {
  /// The most bytes a request body may have: 8 MiB.
  ///
  /// The command line reads documents up to
  /// 256 MiB; a document typed into a page is far smaller, and a larger body is refused
  /// (`413`) before it is read to its end.
  public static let bodyBytes = 8 << 20
  /// The time limit of every solve, render, explanation and check, unless `--time-limit`
  /// gives another: 5 s.
  public static let defaultSeconds = 5.0
  /// How many documents keep a layout session (the least recently used one is let go).
  public static let sessions = 16
}
