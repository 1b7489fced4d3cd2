import TrellisCore

/// A step of sizing a grid's tracks for its spanning children in closed form: every track
/// grows by the largest part a child asks of it (``AxisProblem/SpanNeed``).
enum SpanGrowth {
  /// The tracks' sizes after the step.
  ///
  /// - Complexity: O(segments + the parts asked).
  static func solve(_ problem: AxisProblem, _ needs: [AxisProblem.SpanNeed]) -> [Double] {
    var growth = [Double](repeating: 0, count: problem.segments.count)
    for need in needs {
      let total = need.weights.reduce(0, +)
      for (k, segment) in need.segments.enumerated() {
        growth[segment] = max(growth[segment], need.length * need.weights[k] / total)
      }
    }
    return problem.segments.indices.map { problem.segments[$0].base + growth[$0] }
  }
}
