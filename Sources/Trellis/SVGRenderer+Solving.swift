/// Rendering a document solved by either engine (the LP engine is in this module's product
/// only; `TrellisLayout` draws answers it is given, or solves with the direct engine).
extension SVGRenderer {
  /// Lays `document` out with `engine`, every container named (`LayoutDocument.namingEveryNode()`)
  /// so that all of them are drawn, and draws the answer.
  ///
  /// - Returns: the SVG document and the answer it shows.
  /// - Throws: ``/TrellisCore/LayoutError`` when the engine refuses the document or cannot solve it.
  public func render(
    solving document: LayoutDocument, engine: EngineChoice = .auto
  ) throws(LayoutError) -> (svg: String, answer: LayoutAnswer) {
    let named = document.namingEveryNode()
    do {
      let answer = try solve(named, engine: engine)
      return (render(named, answer), answer)
    } catch {
      // Names made of long paths can exceed a program's name limit: draw the named ids only.
      let answer = try solve(document, engine: engine)
      return (render(document, answer), answer)
    }
  }
}
