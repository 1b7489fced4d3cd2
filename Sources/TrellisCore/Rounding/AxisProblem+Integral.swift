/// The integral post-passes of `rounding: compat` ("solve in reals, then apply the
/// WeView distribution as a deterministic post-pass"), shared by both engines.
extension AxisProblem {
  /// WeView's integral sizes for a stretch unit `t` found in reals.
  ///
  /// Every weighted segment gets its integer share of `|t| · Σ weights` by WeView's
  /// primitive (floors, the remainder to the last weighted segment), added (`t > 0`) or taken
  /// (`t < 0`, clamped at 0). The total is ``snapped(_:)`` first.
  ///
  /// - Parameters:
  ///   - sizes: the sizes before the distribution (integers under compat).
  ///   - unit: the stretch unit: growth or shrinkage per unit of weight.
  ///   - weights: the weight of each size.
  /// - Returns: the adjusted sizes.
  /// - Complexity: O(segments).
  package static func weviewIntegralSizes(
    _ sizes: [Double], unit: Double, weights: [Double]
  ) -> [Double] {
    var totalWeight = 0.0
    for weight in weights where weight > 0 { totalWeight += weight }
    var result = sizes
    guard unit != 0, totalWeight > 0 else { return result }
    WeViewRounding.distributeAdjustment(
      &result, total: snapped(abs(unit) * totalWeight), sign: unit < 0 ? -1 : 1,
      clampZero: true
    ) { max(0, weights[$0]) }
    return result
  }

  /// The integral sizes of a `fair` or `css` distribution solved in reals.
  ///
  /// Each weighted segment starts from its rounded-up base and gets a share of the rounded total
  /// growth, weighted by its own real growth (WeView's distribution, so the remainder goes to the
  /// last). Growths are ``snapped(_:)`` first.
  ///
  /// - Parameter real: the real sizes, one per segment (unweighted ones are kept).
  /// - Returns: whole-point sizes.
  /// - Complexity: O(segments).
  package func fairIntegralSizes(real: [Double]) -> [Double] {
    var sizes = real
    var growths = [Double](repeating: 0, count: real.count)
    var growth = 0.0
    for index in segments.indices where segments[index].weight > 0 {
      growths[index] = Self.snapped(real[index] - segments[index].base.rounded(.up))
      growth += growths[index]
      sizes[index] = segments[index].base.rounded(.up)
    }
    WeViewRounding.distributeAdjustment(
      &sizes, total: abs(growth), sign: growth < 0 ? -1 : 1, clampZero: false
    ) { abs(growths[$0]) }
    return sizes
  }

  /// A real quantity snapped to a multiple of 2⁻²⁰ before integral rounding decides on it.
  ///
  /// Two exact solvers agree to about 1e-12, not bit for bit; rounding decisions (floors of
  /// shares, halves of totals) taken on snapped values come out the same for both unless a
  /// value falls within that noise of a snapping boundary.
  @inlinable
  package static func snapped(_ value: Double) -> Double {
    let quantum = Tolerances.snapQuantum
    return (value / quantum).rounded() * quantum
  }

  /// A solved size with its round-off removed where it sits next to a simple number.
  ///
  /// Solvers agree to about 1e-12, not bit for bit: the LP returns `39.99999999999999` for 40
  /// and a closed form can return `32.00000000000001` for 32, and a height-for-width item
  /// measured at such a width fits one tile fewer or more per row. A value within 1e-11
  /// (relative) of a multiple of 2⁻²⁰ — integers, halves, quarters and the like — becomes that
  /// multiple; others are kept. The layout pass cleans every engine's sizes this way.
  package static func cleaned(_ value: Double) -> Double {
    let simple = snapped(value)
    return abs(simple - value) <= Tolerances.cleaning * max(1, abs(value)) ? simple : value
  }

  /// Clamps each cell to its `min`/`max` after a `compat` distribution.
  ///
  /// The others are not recomputed (IGGridView's minimum bump; a closed-form step in both
  /// engines). Margins and spacings are not clamped.
  ///
  /// - Parameter sizes: the distributed sizes, clamped in place.
  package func clampCellsAfterDistribution(_ sizes: inout [Double]) {
    for index in sizes.indices where segments[index].kind == .cell {
      let segment = segments[index]
      sizes[index] = max(segment.minimum, min(segment.maximum, sizes[index]))
    }
  }
}
