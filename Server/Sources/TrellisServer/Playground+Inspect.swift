import Foundation
import Trellis
import TrellisCommandLine

extension Playground {
  /// The picture `trellis render` draws: `{"ok": true, "svg": …}`, or the reason there is
  /// none.
  public func render(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { request, document throws(LayoutError) in
      let svg = try SVGRenderer().render(
        solving: document, engine: request.engine, timeLimit: timeLimit
      ).svg
      return "\"svg\":" + TrellisTool.jsonString(svg)
    }
  }

  /// The linear program `trellis lp` writes for the document at its size: `{"ok": true,
  /// "program": <CPLEX LP text>}` (the tiered program of a document with constraints, groups
  /// or rule strengths; else the program of each axis), or the reason there is none.
  public func program(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { _, document throws(LayoutError) in
      "\"program\":"
        + TrellisTool.jsonString(try TrellisTool.programText(document, timeLimit: timeLimit))
    }
  }

  /// The rules that gave way, with the LP engine's tiered solve: `{"ok": true,
  /// "explanation": <trellis explain --format json>}`.
  public func explain(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { _, document throws(LayoutError) in
      "\"explanation\":" + (try TrellisTool.explanationJSON(document, timeLimit: timeLimit))
    }
  }

  /// Whether both engines agree, as `trellis check` compares them: `{"ok": true, "agrees":
  /// …, "differences": ["…", …]}`, or `"lpOnly": true` for a document only the LP engine
  /// lays out.
  public func check(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { _, document throws(LayoutError) in
      if document.isConstrained {
        return "\"agrees\":true,\"lpOnly\":true,\"differences\":[]"
      }
      let report = try CrossCheck.run(document, timeLimit: timeLimit)
      let differences = report.differences.map { TrellisTool.jsonString($0.description) }
      return "\"agrees\":\(report.agrees),\"lpOnly\":false,"
        + "\"differences\":[\(differences.joined(separator: ","))]"
    }
  }

  /// `{"ok": true, "milliseconds": …, <members>}` from `members` of the request's document
  /// (at the request's size), or the reason there is none.
  func reply(
    to body: [UInt8],
    _ members: (PlaygroundRequest, LayoutDocument) throws(LayoutError) -> String
  ) -> PlaygroundReply {
    reply(to: body) { request throws(PlaygroundError) in
      let document = try request.document()
      do throws(LayoutError) {
        return try members(request, document)
      } catch {
        throw PlaygroundError(error)
      }
    } members: { _, text in
      text
    }
  }

  /// Every handler's reply: the request read from `body` (a `400` when it is not one), `work`
  /// done and timed, then `{"ok": true, "milliseconds": <work's time>, <members>}` with the
  /// members written from its result, or the reason there is none (a `200` message).
  func reply<Result>(
    to body: [UInt8],
    _ work: (PlaygroundRequest) throws(PlaygroundError) -> Result,
    members: (PlaygroundRequest, Result) -> String
  ) -> PlaygroundReply {
    let request: PlaygroundRequest
    do {
      request = try PlaygroundRequest(body)
    } catch {
      return .failure(error, status: 400)
    }
    let start = ContinuousClock.now
    let result: Result
    do {
      result = try work(request)
    } catch {
      return .failure(error)
    }
    let elapsed = TrellisTool.jsonNumber(Self.milliseconds(ContinuousClock.now - start))
    return .json("{\"ok\":true,\"milliseconds\":\(elapsed),\(members(request, result))}")
  }
}
