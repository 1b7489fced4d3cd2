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
  /// The direct engine lays out every document without user constraints or size groups; those
  /// need the LP engine's strict tiers.
  public static func automatic(for document: LayoutDocument) -> EngineChoice {
    document.isConstrained ? .lp : .direct
  }
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
///   - timeLimit: the longest the solve may take (`LPEngine.timeLimit`,
///     `DirectEngine.timeLimit`); none by default.
/// - Returns: the answer; its ``/TrellisCore/LayoutAnswer/engine`` says which engine ran.
/// - Throws: ``/TrellisCore/LayoutError/invalid(_:)`` for an invalid document (checked unless it
///   was read from JSON or validated: ``/TrellisCore/LayoutDocument/validated()``);
///   ``/TrellisCore/LayoutError/unsupported(path:message:)`` when the direct engine is asked for a
///   document with constraints or groups (or the LP engine for a constraint on a frame the
///   layout does not solve), ``/TrellisCore/LayoutError/unsolved(_:)`` when the LP engine cannot
///   solve a program (``LPEngine/solve(_:)-(LayoutDocument)`` gives its ``LPEngineError``), and
///   ``/TrellisCore/LayoutError/timeLimitReached(_:)`` when `timeLimit` runs out.
public func solve(
  _ document: LayoutDocument, engine: EngineChoice = .auto, timeLimit: TimeLimit? = nil
) throws(LayoutError) -> LayoutAnswer {
  switch engine == .auto ? EngineChoice.automatic(for: document) : engine {
  case .auto, .direct: return try DirectEngine(timeLimit: timeLimit).solve(document)
  case .lp:
    do {
      return try LPEngine(timeLimit: timeLimit).solve(document)
    } catch {
      throw error.layoutError
    }
  }
}

/// `solve(_:engine:timeLimit:)` before a deadline shared with other solves (the several
/// solves of `trellis check` or `render`): each solve gets the time left, and a reached
/// deadline is reported with its own limit.
///
/// - Throws: as `solve(_:engine:timeLimit:)`;
///   ``/TrellisCore/LayoutError/timeLimitReached(_:)`` with the deadline's limit.
package func solve(
  _ document: LayoutDocument, engine: EngineChoice, within deadline: Deadline?
) throws(LayoutError) -> LayoutAnswer {
  guard let deadline else { return try solve(document, engine: engine) }
  let left: TimeLimit
  do {
    left = try TimeLimit(deadline.remaining)
  } catch {
    throw .timeLimitReached(deadline.limit)
  }
  do {
    return try solve(document, engine: engine, timeLimit: left)
  } catch .timeLimitReached {
    throw .timeLimitReached(deadline.limit)
  }
}
