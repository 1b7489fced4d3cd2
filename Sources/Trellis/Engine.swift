/// Which engine lays a document out.
public enum EngineChoice: String, Sendable, CaseIterable {
  /// The direct engine wherever it applies, the LP engine otherwise.
  case auto
  /// The closed-form direct engine.
  case direct
  /// The LP engine (GLPK).
  case lp

  /// The engine `auto` picks for a document.
  ///
  /// Every document the current format can express is within the direct engine's reach, so
  /// `auto` picks `direct`; user constraints and size groups (format.md §5) will need `lp`.
  public static func automatic(for document: LayoutDocument) -> EngineChoice { .direct }
}

/// Lays a document out with the chosen engine.
///
/// ```swift
/// let answer = try solve(document, engine: .lp)
/// ```
///
/// - Parameters:
///   - document: a validated document.
///   - engine: the engine; `auto` by default.
/// - Returns: the answer; its ``LayoutAnswer/engine`` says which engine ran.
/// - Throws: ``LPEngineError`` when the LP engine cannot solve a program.
public func solve(
  _ document: LayoutDocument, engine: EngineChoice = .auto
) throws(LPEngineError) -> LayoutAnswer {
  switch engine == .auto ? EngineChoice.automatic(for: document) : engine {
  case .auto, .direct: DirectEngine().solve(document)
  case .lp: try LPEngine().solve(document)
  }
}
