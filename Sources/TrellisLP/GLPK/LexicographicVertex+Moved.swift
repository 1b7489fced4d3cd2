/// The certified vertex at new bounds moved from the last one refined (``ParametricVertex``),
/// from the bounds alone.
extension LexicographicVertex {
  /// The vertex at `bounds` moved along the few bounds that moved since the last vertex
  /// refined here, when their directions are known and the basis is feasible there.
  ///
  /// The same bits as ``vertex(at:tolerance:sameMatrix:)``'s refinement (debug builds
  /// compare), with no GLPK call and no program made.
  ///
  /// - Precondition: the program these bounds are of has ``program``'s matrix and objective.
  /// - Parameters:
  ///   - bounds: every item's bounds (``LinearProgram/itemBounds``).
  ///   - tolerance: how far a basic item may be outside a bound.
  /// - Returns: every variable's value, or `nil` (the caller refines).
  /// - Complexity: O(items) per bound moved.
  func movedVertex(at bounds: [(lower: Double, upper: Double)], tolerance: Double) -> [Double]? {
    guard program.hasBoundKinds(of: bounds), let values = parametric.values(at: bounds),
      let vertex = feasibleVertex(values, bounds, tolerance: tolerance)
    else { return nil }
    assert(
      vertex
        == refinedVertex(
          at: program.withItemBounds(bounds), tolerance: tolerance, keeping: false))
    return vertex
  }

  /// The variables' values, rounded, from every item's exact value at `bounds`, when every
  /// variable and basic row is within its bounds (by `tolerance`, a nonbasic row being at its
  /// bound): what the refinement accepts, or a little less.
  private func feasibleVertex(
    _ values: [DoubleDouble], _ bounds: [(lower: Double, upper: Double)], tolerance: Double
  ) -> [Double]? {
    let m = program.rows.count
    // A value that is 0 exactly is round-off of round-off, as in the refinement.
    let zero = tolerance * VertexPolish.zeroFraction
    var vertex = [Double](repeating: 0, count: program.variables.count)
    for index in vertex.indices {
      let value = values[m + index + 1].value
      guard value.isFinite else { return nil }
      let rounded = abs(value) <= zero ? 0 : value
      let (lower, upper) = bounds[m + index + 1]
      guard rounded >= lower - tolerance, rounded <= upper + tolerance else { return nil }
      vertex[index] = rounded
    }
    // A row's exact value within its bounds by the tolerance: its activity from the rounded
    // values is then within the refinement's slack.
    for index in 0..<m where basis.rows[index] == .basic {
      let value = values[index + 1].value
      guard value >= bounds[index + 1].lower - tolerance,
        value <= bounds[index + 1].upper + tolerance
      else { return nil }
    }
    return vertex
  }
}
