/// The integral post-passes of `rounding: compat` (semantics A7: "solve in reals, then apply the
/// WeView distribution as a deterministic post-pass"), shared by both engines.
extension AxisProblem {
  /// WeView's integral sizes for a stretch unit `t` found in reals: every weighted segment gets
  /// its integer share of `|t| · Σ weights` by the §1.4 primitive (floors, the remainder to the
  /// last weighted segment), added (`t > 0`) or taken (`t < 0`, clamped at 0).
  ///
  /// - Parameters:
  ///   - sizes: the sizes before the distribution (integers under compat).
  ///   - unit: the stretch unit: growth or shrinkage per unit of weight.
  ///   - weights: the weight of each size.
  /// - Returns: the adjusted sizes.
  /// - Complexity: O(segments).
  public static func weviewIntegralSizes(
    _ sizes: [Double], unit: Double, weights: [Double]
  ) -> [Double] {
    var totalWeight = 0.0
    for weight in weights where weight > 0 { totalWeight += weight }
    var result = sizes
    guard unit != 0, totalWeight > 0 else { return result }
    WeViewRounding.distributeAdjustment(
      &result, total: abs(unit) * totalWeight, sign: unit < 0 ? -1 : 1, clampZero: true
    ) { max(0, weights[$0]) }
    return result
  }

  /// The integral sizes of a `fair` or `css` distribution solved in reals: each weighted
  /// segment starts from its rounded-up base and gets a share of the rounded total growth,
  /// weighted by its own real growth (the §1.4 primitive, so the remainder goes to the last).
  ///
  /// - Parameter real: the real sizes, one per segment (unweighted ones are kept).
  /// - Returns: whole-point sizes.
  /// - Complexity: O(segments).
  public func fairIntegralSizes(real: [Double]) -> [Double] {
    var sizes = real
    var growth = 0.0
    for index in segments.indices where segments[index].weight > 0 {
      growth += real[index] - segments[index].base.rounded(.up)
      sizes[index] = segments[index].base.rounded(.up)
    }
    WeViewRounding.distributeAdjustment(
      &sizes, total: abs(growth), sign: growth < 0 ? -1 : 1, clampZero: false
    ) { index in
      segments[index].weight > 0 ? abs(real[index] - segments[index].base.rounded(.up)) : 0
    }
    return sizes
  }

  /// Under `compat`, each cell clamped to its `min`/`max` after the distribution, without
  /// recomputing the others (IGGridView's minimum bump, semantics §4.2; a closed-form step per
  /// D1). Margins and spacings are not clamped.
  ///
  /// - Parameter sizes: the distributed sizes, clamped in place.
  public func clampCellsAfterDistribution(_ sizes: inout [Double]) {
    for index in sizes.indices where segments[index].kind == .cell {
      let segment = segments[index]
      sizes[index] = max(segment.minimum, min(segment.maximum, sizes[index]))
    }
  }
}
