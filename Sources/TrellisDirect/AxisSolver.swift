import TrellisCore

/// Solves an ``AxisProblem`` in closed form (semantics §1.4, §1.6 step 4, §2.4).
enum AxisSolver {
  /// The final size of each segment.
  ///
  /// - Complexity: O(segments).
  static func solve(_ problem: AxisProblem) -> [Double] {
    let bases = problem.segments.map(\.base)
    guard let available = problem.available else { return bases }
    let weights = problem.segments.map { max(0, $0.weight) }
    let hasWeight = weights.contains { $0 > 0 }
    let extra = (problem.integral ? available.rounded(.up) : available) - problem.baseTotal
    if extra > 0 {
      guard problem.grows, hasWeight else { return bases }
      return adjust(extra, bases, weights, sign: 1, integral: problem.integral)
    }
    guard extra < 0 else { return bases }
    var sizes = bases
    if problem.shrink != .none && hasWeight {
      sizes = adjust(-extra, sizes, weights, sign: -1, integral: problem.integral)
    }
    if problem.shrink == .weightedThenProportional {
      let overflow = sizes.reduce(0, +) - available
      if overflow > 0 {
        sizes = adjust(overflow, sizes, sizes, sign: -1, integral: problem.integral)
      }
    }
    return sizes
  }

  /// Adds (`sign` 1) or takes (`sign` -1) weight shares of `total`, clamping at 0: WeView's
  /// integer `distributeAdjustment` under `integral`, exact shares otherwise.
  static func adjust(
    _ total: Double, _ values: [Double], _ weights: [Double], sign: Double, integral: Bool
  ) -> [Double] {
    if integral {
      return WeViewRounding.distributeAdjustment(
        total, values: values, weights: weights, sign: sign, clampZero: true)
    }
    let totalWeight = weights.reduce(0) { $0 + max(0, $1) }
    guard totalWeight > 0 else { return values }
    return zip(values, weights).map { value, weight in
      max(0, value + sign * total * max(0, weight) / totalWeight)
    }
  }
}
