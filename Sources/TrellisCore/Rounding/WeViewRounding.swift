/// WeView's integral arithmetic, shared by both engines under
/// `rounding: compat`.
@_spi(Engines) public enum WeViewRounding {
  /// C `roundf`: to nearest, half away from zero (`rnd(-2.5) = -3`).
  @inlinable @inline(__always)
  package static func rnd(_ value: Double) -> Double { value.roundedHalfAwayFromZero }

  /// WeView's `distributeAdjustment(T, values, w, sign, clampZero)`, in place.
  ///
  /// Shares `rnd(total)` out by weight in array order — each weighted value but the last gets
  /// `floor(rest · w / restWeight)`, the last weighted value the whole remainder, so the shares
  /// add up exactly — then sets
  /// `value := rnd(value + sign · share)`, clamped at 0 when asked. The part of a shortfall a
  /// value cannot absorb is lost, not redistributed.
  ///
  /// - Parameters:
  ///   - values: the values to adjust.
  ///   - total: the amount to share, ≥ 0 (rounded half away from zero first).
  ///   - sign: 1 to add the shares, -1 to take them.
  ///   - clampZero: whether adjusted values are clamped at 0.
  ///   - weight: the weight of the value at an index; values with weight ≤ 0 get no share.
  /// - Complexity: O(values), no allocation. `@inlinable` so that the engines' weight
  ///   closures are specialised into their hot loops, and SPI rather than `package` because
  ///   the compiler inlines a `package` function into another module's code less readily
  ///   (measured: +4 % instructions on a 100×100 grid).
  @_spi(Engines) @inlinable
  public static func distributeAdjustment(
    _ values: inout [Double], total: Double, sign: Double, clampZero: Bool,
    weight: (Int) -> Double
  ) {
    var restWeight = 0.0
    var remaining = 0
    for index in values.indices {
      let w = weight(index)
      if w > 0 {
        restWeight += w
        remaining += 1
      }
    }
    guard remaining > 0 else { return }
    var rest = rnd(total)
    for index in values.indices {
      let w = weight(index)
      guard w > 0 else { continue }
      let share =
        remaining == 1 ? rest.rounded(.towardZero) : (rest * w / restWeight).rounded(.down)
      rest -= share
      restWeight -= w
      remaining -= 1
      let adjusted = rnd(values[index] + sign * share)
      values[index] = clampZero ? max(0, adjusted) : adjusted
    }
  }

  /// `distributeSpace(S, w)`: the integer shares of `space` by weight (see
  /// ``distributeAdjustment(_:total:sign:clampZero:weight:)``).
  ///
  /// - Parameters:
  ///   - space: the space to share, an integer ≥ 0.
  ///   - weights: the weights; items with weight ≤ 0 get 0.
  /// - Returns: one share per weight, adding up to `space` when some weight is positive.
  package static func distributeSpace(_ space: Double, weights: [Double]) -> [Double] {
    var shares = [Double](repeating: 0, count: weights.count)
    distributeAdjustment(&shares, total: space, sign: 1, clampZero: false) { weights[$0] }
    return shares
  }
}
