/// WeView's integral arithmetic (semantics §1.4, §1.5, A7, A8), shared by both engines under
/// `rounding: compat`.
public enum WeViewRounding {
  /// C `roundf`: to nearest, half away from zero (`rnd(-2.5) = -3`).
  @inline(__always)
  public static func rnd(_ value: Double) -> Double { value.rounded(.toNearestOrAwayFromZero) }

  /// `distributeSpace(S, w)`: integer shares of `space` by weight, in array order, each
  /// weighted item but the last getting `floor(rest · w / restWeight)` and the last weighted
  /// item the whole remainder, so the shares add up to `space` exactly (semantics §1.4).
  ///
  /// - Parameters:
  ///   - space: the space to share, an integer ≥ 0.
  ///   - weights: the weights; items with weight ≤ 0 get 0.
  /// - Returns: one share per weight.
  /// - Complexity: O(weights).
  public static func distributeSpace(_ space: Double, weights: [Double]) -> [Double] {
    var shares = [Double](repeating: 0, count: weights.count)
    var rest = space
    var restWeight = weights.reduce(0) { $0 + max(0, $1) }
    var remaining = weights.count { $0 > 0 }
    guard remaining > 0, restWeight > 0 else { return shares }
    for (index, weight) in weights.enumerated() where weight > 0 {
      let share =
        remaining == 1 ? rest.rounded(.towardZero) : (rest * weight / restWeight).rounded(.down)
      shares[index] = share
      rest -= share
      restWeight -= weight
      remaining -= 1
    }
    return shares
  }

  /// `distributeAdjustment(T, values, w, sign, clampZero)`: adds (or, with `sign` -1, takes)
  /// integer shares of `rnd(total)` by weight, rounds, and clamps at 0 when asked — the part of
  /// a shortfall a value cannot absorb is lost (semantics §1.4).
  public static func distributeAdjustment(
    _ total: Double, values: [Double], weights: [Double], sign: Double, clampZero: Bool
  ) -> [Double] {
    let shares = distributeSpace(rnd(total), weights: weights)
    return zip(values, shares).map { value, share in
      let adjusted = rnd(value + sign * share)
      return clampZero ? max(0, adjusted) : adjusted
    }
  }
}
