@_spi(Engines) import TrellisCore

/// Solves an ``AxisProblem`` in closed form.
enum AxisSolver {
  /// The final size of each segment.
  ///
  /// One allocation (the result); the distribution runs in place.
  ///
  /// - Complexity: O(segments).
  static func solve(_ problem: AxisProblem) -> [Double] {
    let segments = problem.segments
    var sizes = [Double](repeating: 0, count: segments.count)
    var baseTotal = 0.0
    var totalWeight = 0.0
    for index in segments.indices {
      sizes[index] = segments[index].base
      baseTotal += segments[index].base
      totalWeight += max(0, segments[index].weight)
    }
    guard let available = problem.available else { return sizes }
    let extra = (problem.integral ? available.rounded(.up) : available) - baseTotal
    if extra > 0 {
      guard problem.grows, totalWeight > 0 else { return sizes }
      adjust(&sizes, by: extra, sign: 1, totalWeight: totalWeight, integral: problem.integral) {
        max(0, segments[$0].weight)
      }
      return sizes
    }
    guard extra < 0 else { return sizes }
    if problem.shrink != .none && totalWeight > 0 {
      adjust(&sizes, by: -extra, sign: -1, totalWeight: totalWeight, integral: problem.integral) {
        max(0, segments[$0].weight)
      }
    }
    if problem.shrink == .weightedThenProportional {
      let total = sizes.reduce(0, +)
      let overflow = total - available
      if overflow > 0 && total > 0 {
        // Weights are the current sizes; each is read before it is changed.
        adjust(&sizes, by: overflow, sign: -1, totalWeight: total, integral: problem.integral) {
          [sizes] index in sizes[index]
        }
      }
    }
    return sizes
  }

  /// Adds (`sign` 1) or takes (`sign` -1) weight shares of `total` in place, clamping at 0:
  /// WeView's integer `distributeAdjustment` under `integral` (the shared rounding primitive),
  /// exact shares otherwise.
  static func adjust(
    _ sizes: inout [Double], by total: Double, sign: Double, totalWeight: Double, integral: Bool,
    weight: (Int) -> Double
  ) {
    guard integral else {
      for index in sizes.indices {
        let share = total * weight(index) / totalWeight
        if share != 0 { sizes[index] = max(0, sizes[index] + sign * share) }
      }
      return
    }
    WeViewRounding.distributeAdjustment(
      &sizes, total: total, sign: sign, clampZero: true, weight: weight)
  }
}
