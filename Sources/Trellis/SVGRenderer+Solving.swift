/// Rendering a document solved by either engine (the LP engine is in this module's product
/// only; `TrellisLayout` draws answers it is given, or solves with the direct engine).
extension SVGRenderer {
  /// Lays `document` out with `engine`, every container named (`LayoutDocument.namingEveryNode()`)
  /// so that all of them are drawn, and draws the answer.
  ///
  /// - Parameters:
  ///   - document: the document.
  ///   - engine: the engine; `auto` by default.
  ///   - timeLimit: the longest the layout may take (both solves when the first is refused);
  ///     none by default.
  /// - Returns: the SVG document and the answer it shows.
  /// - Throws: ``/TrellisCore/LayoutError`` when the engine refuses the document or cannot solve it,
  ///   ``/TrellisCore/LayoutError/timeLimitReached(_:)`` when the time limit runs out.
  public func render(
    solving document: LayoutDocument, engine: EngineChoice = .auto, timeLimit: TimeLimit? = nil
  ) throws(LayoutError) -> (svg: String, answer: LayoutAnswer) {
    let named = document.namingEveryNode()
    let deadline = timeLimit?.deadline()
    do {
      return try explained(named, engine: engine, within: deadline)
    } catch {
      if case .timeLimitReached = error { throw error }
      // Names made of long paths can exceed a program's name limit: draw the named ids only.
      return try explained(document, engine: engine, within: deadline)
    }
  }

  /// The picture of `document` solved by `engine`; a tiered solve's rules that gave way are
  /// read as `trellis explain` reads them.
  private func explained(
    _ document: LayoutDocument, engine: EngineChoice, within deadline: Deadline?
  ) throws(LayoutError) -> (svg: String, answer: LayoutAnswer) {
    guard document.isConstrained, engine != .direct else {
      let answer = try solve(document, engine: engine, within: deadline)
      return (render(document, answer), answer)
    }
    var left: TimeLimit?
    if let deadline {
      do { left = try TimeLimit(deadline.remaining) } catch {
        throw .timeLimitReached(deadline.limit)
      }
    }
    let explanation: Explanation
    do {
      explanation = try LPEngine(timeLimit: left).explainTiered(document)
    } catch {
      if case .timeLimitReached = error.layoutError, let deadline {
        throw .timeLimitReached(deadline.limit)
      }
      throw error.layoutError
    }
    var renderer = self
    renderer.options.readings = explanation.readings
    return (renderer.render(document, explanation.answer), explanation.answer)
  }
}
