import Foundation
import Trellis

extension Playground {
  /// The picture `trellis render` draws: `{"ok": true, "svg": …}`, or the reason there is
  /// none.
  public func render(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { request, document throws(PlaygroundError) in
      do throws(LayoutError) {
        let svg = try SVGRenderer().render(
          solving: document, engine: request.engine, timeLimit: timeLimit
        ).svg
        return "\"svg\":" + LayoutAnswer.quoted(svg)
      } catch {
        throw PlaygroundError(error)
      }
    }
  }

  /// The linear program `trellis lp` writes for the document at its size: `{"ok": true,
  /// "program": <CPLEX LP text>}` (the tiered program of a document with constraints, groups
  /// or rule strengths; else the program of each axis), or the reason there is none.
  public func program(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { _, document throws(PlaygroundError) in
      let engine = LPEngine(timeLimit: timeLimit)
      let program: LinearProgram
      do throws(LPEngineError) {
        program =
          document.isConstrained
          ? try engine.tieredProgram(for: document) : try engine.program(for: document)
      } catch {
        throw PlaygroundError(error.layoutError)
      }
      do {
        return "\"program\":" + LayoutAnswer.quoted(try program.text(format: .cplexLP))
      } catch {
        throw PlaygroundError(kind: "program", path: nil, message: "\(error)")
      }
    }
  }

  /// The rules that gave way, with the LP engine's tiered solve: `{"ok": true,
  /// "explanation": <trellis explain --format json>}`.
  public func explain(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { _, document throws(PlaygroundError) in
      var engine = LPEngine(timeLimit: timeLimit)
      engine.stopsConflictSearchAtTimeLimit = true
      do throws(LPEngineError) {
        return "\"explanation\":" + (try engine.explainTiered(document)).json()
      } catch {
        throw PlaygroundError(error.layoutError)
      }
    }
  }

  /// Whether both engines agree, as `trellis check` compares them: `{"ok": true, "agrees":
  /// …, "differences": ["…", …]}`, or `"lpOnly": true` for a document only the LP engine
  /// lays out.
  public func check(_ body: [UInt8]) -> PlaygroundReply {
    reply(to: body) { _, document throws(PlaygroundError) in
      if document.isConstrained {
        return "\"agrees\":true,\"lpOnly\":true,\"differences\":[]"
      }
      do throws(LayoutError) {
        let report = try CrossCheck.run(document, timeLimit: timeLimit)
        let differences = report.differences.map { LayoutAnswer.quoted($0.description) }
        return "\"agrees\":\(report.agrees),\"lpOnly\":false,"
          + "\"differences\":[\(differences.joined(separator: ","))]"
      } catch {
        throw PlaygroundError(error)
      }
    }
  }

  /// `{"ok": true, "milliseconds": …, <members>}` from `members` of the request's document,
  /// or the reason there is none.
  func reply(
    to body: [UInt8],
    _ members: (PlaygroundRequest, LayoutDocument) throws(PlaygroundError) -> String
  ) -> PlaygroundReply {
    let request: PlaygroundRequest
    do {
      request = try PlaygroundRequest(body)
    } catch {
      return .failure(error, status: 400)
    }
    let start = ContinuousClock.now
    do {
      let text = try members(request, try request.document())
      let elapsed = Self.milliseconds(ContinuousClock.now - start)
      return .json("{\"ok\":true,\"milliseconds\":\(LayoutAnswer.number(elapsed)),\(text)}")
    } catch {
      return .failure(error)
    }
  }
}
