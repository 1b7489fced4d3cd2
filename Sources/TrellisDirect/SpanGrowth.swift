import TrellisCore

/// A step of sizing a grid's tracks for its spanning children in closed form: every track
/// grows by the largest part a child asks of it (``AxisProblem/SpanNeeds``).
enum SpanGrowth {
  /// The tracks' sizes after the step.
  ///
  /// - Complexity: O(segments + the parts asked).
  static func solve(_ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds) -> [Double] {
    var growth = [Double](repeating: 0, count: problem.segments.count)
    for need in 0..<needs.count {
      let total = needs.totalWeight(need)
      for part in needs.parts(need) {
        let segment = needs.segments[part]
        growth[segment] = max(growth[segment], needs.lengths[need] * needs.weights[part] / total)
      }
    }
    return problem.segments.indices.map { problem.segments[$0].base + growth[$0] }
  }
}
