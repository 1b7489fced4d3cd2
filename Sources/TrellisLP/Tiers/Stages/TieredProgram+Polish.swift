/// The staged solve's last step: the optimum as the exact vertex of the layout's own rules
/// (``LPSession/polishedVertex(exact:tolerance:)``), the same bits whatever path the stages
/// took to it.
extension TieredProgram {
  /// The program's own bounds, before the solve fixes any optimum.
  ///
  /// What the polished vertex stands on. A tier's row (`tier.T`) and largest violation are
  /// free; the rows bounding a largest violation, added by the solve, keep their bound of 0.
  var exactBounds: LPSession.ExactBounds {
    LPSession.ExactBounds(
      rows: program.rows.map { ($0.lower, $0.upper) },
      variables: program.variables.map { ($0.lower, $0.upper) })
  }

  /// The values of the last stage's optimum, polished onto the vertex that the program's own
  /// rows and bounds define: the stages fixed each tier's optimum as a bound read from a basic
  /// solution, with the round-off of the path that reached it, and the polish solves for
  /// those bounds instead (the equal shares of a spreading stage, one bound for all, stay
  /// equal).
  ///
  /// - Returns: the values, or `nil` when the vertex could not be polished (the caller keeps
  ///   the simplex method's).
  func polishedValues(_ session: borrowing LPSession) -> [Double]? {
    session.polishedVertex(
      exact: exactBounds, tolerance: LPTolerances.vertexBound * max(1, scale))
  }
}
