import Foundation
import Trellis
import TrellisCommandLine

/// The playground's handlers, apart from HTTP.
///
/// Each takes a request body and gives a ``PlaygroundReply``; ``PlaygroundServer`` routes
/// requests to them.
///
/// - `solve`: the answer `trellis solve` prints for the document at the size, with the
///   engine, from a layout session kept per document so that a resize is fast; optionally the
///   answer drawn as SVG.
/// - `render`: the picture `trellis render` draws.
/// - `explain`: the rules that gave way, as `trellis explain --format json` writes them.
/// - `check`: whether both engines agree, as `trellis check` compares them.
/// - `program`: the linear program `trellis lp` writes.
public final class Playground: Sendable {
  /// The documents the page may open: the files named on the command line, then the examples.
  public let documents: [PlaygroundDocument]
  /// Every solve's time limit (`nil`: none).
  public let timeLimit: TimeLimit?
  /// The sessions of the documents laid out lately.
  let sessions = PlaygroundSessions()

  /// Makes the handlers.
  ///
  /// - Parameters:
  ///   - files: the documents named on the command line.
  ///   - examplesDirectory: the bundled examples' folder (`Examples/`), whose `*.json` are
  ///     offered too; `nil` for none.
  ///   - timeLimit: every solve's time limit (`nil`: none).
  public init(
    files: [String], examplesDirectory: String? = Playground.examplesDirectory,
    timeLimit: TimeLimit?
  ) {
    var documents = files.map { PlaygroundDocument(name: $0, path: $0, kind: "file") }
    if let examplesDirectory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory)
    {
      documents += names.filter { $0.hasSuffix(".json") }.sorted().map {
        PlaygroundDocument(name: $0, path: examplesDirectory + "/" + $0, kind: "example")
      }
    }
    self.documents = documents
    self.timeLimit = timeLimit
  }

  /// The bundled examples' folder: `share/trellis/examples` of an installed server, else the
  /// checkout's `Examples/`.
  public static let examplesDirectory: String? = PlaygroundFiles.directory(
    installed: "examples", checkout: "Examples")

  /// The documents: `[{"index": 0, "name": "dashboard.json", "kind": "example"}, …]`.
  public func documentList() -> PlaygroundReply {
    let items = documents.enumerated().map { index, document in
      "{\"index\":\(index),\"name\":\(TrellisTool.jsonString(document.name)),"
        + "\"kind\":\(TrellisTool.jsonString(document.kind))}"
    }
    return .json("[" + items.joined(separator: ",") + "]")
  }

  /// The text of document `index`, read from its file now: `{"name": …, "text": …}`.
  public func document(_ index: Int) -> PlaygroundReply {
    guard documents.indices.contains(index) else {
      return .failure(.request("no document \(index)"), status: 404)
    }
    let document = documents[index]
    // A regular file only: a named pipe or a device would block or never end.
    let type = try? FileManager.default.attributesOfItem(atPath: document.path)[.type]
    guard type as? FileAttributeType == .typeRegular,
      let data = FileManager.default.contents(atPath: document.path),
      data.count <= PlaygroundLimits.bodyBytes,
      let text = String(data: data, encoding: .utf8)
    else {
      return .failure(
        PlaygroundError(
          kind: "file", path: document.path,
          message: "cannot read the file (missing, not a regular file, over 8 MiB or not UTF-8)"))
    }
    return .json(
      "{\"ok\":true,\"name\":\(TrellisTool.jsonString(document.name)),"
        + "\"text\":\(TrellisTool.jsonString(text))}")
  }

  /// Lays the document out: `{"ok": true, "answer": <trellis solve's JSON>, "engine": …,
  /// "milliseconds": …, "reused": …, "svg": …}`, or the reason it was not.
  public func solve(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body, layout) { request, solved in
      var members =
        "\"engine\":\(TrellisTool.jsonString(solved.answer.engine.rawValue)),"
        + "\"reused\":\(solved.reused)"
      if request.svg {
        members +=
          ",\"svg\":"
          + TrellisTool.jsonString(SVGRenderer().render(solved.document, solved.answer))
      }
      return members + ",\"answer\":" + solved.answer.json()
    }
  }

  /// The answer of a request, from its document's session (made when there is none).
  ///
  /// - Throws: the reader's or the engine's failure.
  func layout(_ request: PlaygroundRequest) throws(PlaygroundError) -> (
    answer: LayoutAnswer, document: LayoutDocument, reused: Bool
  ) {
    let key = PlaygroundSessions.Key(text: request.text, engine: request.engine)
    var reused = true
    var entry: PlaygroundSessions.Entry
    if let kept = sessions.take(key) {
      entry = kept
    } else {
      reused = false
      let document = try request.document(sized: false)
      do {
        entry = PlaygroundSessions.Entry(
          session: try AnySession(document, engine: request.engine, timeLimit: timeLimit),
          ownSize: document.size)
      } catch {
        throw PlaygroundError(error)
      }
    }
    let answer: LayoutAnswer
    do {
      answer = try entry.session.layout(size: request.size ?? entry.ownSize)
    } catch {
      // A session whose layout failed is let go: the next request starts afresh.
      throw PlaygroundError(error)
    }
    let document = entry.session.document
    sessions.put(entry, for: key)
    return (answer, document, reused)
  }

  /// A duration in milliseconds, to the microsecond.
  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return ((Double(seconds) * 1e6 + Double(attoseconds / 1_000_000_000_000)) / 1e3)
  }
}

/// A document the page may open.
public struct PlaygroundDocument: Sendable, Equatable {
  /// What the page shows: the file as given, or the example's file name.
  public var name: String
  /// Where it is read from.
  public var path: String
  /// `file` (named on the command line) or `example`.
  public var kind: String
}
