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
      let answer = try solve(named, engine: engine, within: deadline)
      return (render(named, answer), answer)
    } catch {
      if case .timeLimitReached = error { throw error }
      // Names made of long paths can exceed a program's name limit: draw the named ids only.
      let answer = try solve(document, engine: engine, within: deadline)
      return (render(document, answer), answer)
    }
  }
}
