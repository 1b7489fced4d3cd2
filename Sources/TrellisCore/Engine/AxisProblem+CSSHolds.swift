/// CSS "find the size of an fr" on a `css` problem's weighted segments, shared by both engines
/// (each finds the fair unit its own way: the direct engine in closed form, the LP engine from
/// its breakpoints and GLPK).
extension AxisProblem {
  /// The `css` length the weighted segments share once some are held at their minimum.
  ///
  /// The segments that the fair unit `unit` leaves below their minimum (by more than
  /// ``Tolerances/heldAtMinimum``) are held there, CSS's inflexible tracks, and the others'
  /// weight sum, when below 1, counts as 1: the length is
  /// `Σ held minimums + Σ others' bases + (room − those) · their weight sum`.
  ///
  /// - Parameters:
  ///   - segments: the problem's segments.
  ///   - unit: the fair unit the current length gives.
  ///   - room: the length the weighted segments share before any hold.
  ///   - held: which segments are held so far; updated.
  /// - Returns: that length, or `nil` when no segment joins the held ones or the others weigh
  ///   1 or more together.
  /// - Complexity: O(segments).
  package static func cssFloor(
    _ segments: [Segment], unit: Double, room: Double, held: inout [Bool]
  ) -> Double? {
    var joined = false
    var heldTotal = 0.0
    var flexibleBase = 0.0
    var flexibleWeight = 0.0
    for (index, segment) in segments.enumerated() where segment.weight > 0 {
      let reach = segment.base + segment.weight * unit
      let below = segment.minimum - Tolerances.heldAtMinimum * max(1, abs(segment.minimum))
      if !held[index] && reach < below {
        held[index] = true
        joined = true
      }
      if held[index] {
        heldTotal += segment.minimum
      } else {
        flexibleBase += segment.base
        flexibleWeight += segment.weight
      }
    }
    guard joined, flexibleWeight > 0, flexibleWeight < 1 else { return nil }
    let left = room - heldTotal - flexibleBase
    guard left > 0 else { return nil }
    return heldTotal + flexibleBase + left * flexibleWeight
  }
}
