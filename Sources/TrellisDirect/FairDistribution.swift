import TrellisCore

/// Max-min fair water-filling for `distribution: fair` and `css` (semantics §4.3).
///
/// Each segment's size is `clamp(base + weight · t, minimum, maximum)` with one `t` for the
/// whole axis, chosen so the sizes add up to the available length: growth and shrinkage are
/// shared by weight, and a segment that reaches a bound stops while the others take the rest
/// (minimums redistribute). When even the bounds cannot meet the length, every weighted segment
/// sits at the bound. Under `css`, a weight sum below 1 counts as 1, so one `0.5` track takes
/// half of the extra space (I7).
enum FairDistribution {
  /// The sizes; `integral` turns the real growth into whole points with WeView's primitive.
  static func solve(_ problem: AxisProblem) -> [Double] {
    let segments = problem.segments
    let clampedBases = segments.map { clamp($0.base, $0) }
    guard let available = problem.available else { return clampedBases }
    let weighted = segments.indices.filter { segments[$0].weight > 0 }
    let fixedTotal = segments.indices.filter { segments[$0].weight <= 0 }.reduce(0) {
      $0 + clampedBases[$1]
    }
    var target = available - fixedTotal
    let weightedBase = weighted.reduce(0) { $0 + segments[$1].base }
    if problem.distribution == .css {
      let weightSum = weighted.reduce(0) { $0 + segments[$1].weight }
      if weightSum < 1 && target > weightedBase {
        target = weightedBase + (target - weightedBase) * weightSum
      }
    }
    if !problem.grows && target > weightedBase { target = weightedBase }
    guard !weighted.isEmpty else { return clampedBases }
    let t = solveForT(weighted.map { segments[$0] }, target: target)
    var sizes = clampedBases
    for index in weighted {
      sizes[index] = clamp(segments[index].base + segments[index].weight * t, segments[index])
    }
    guard problem.integral else { return sizes }
    // Whole points: share the real growth out with WeView's primitive (remainder to the last).
    let growth = weighted.map { sizes[$0] - segments[$0].base.rounded(.up) }
    let total = growth.reduce(0, +)
    let shares = WeViewRounding.distributeSpace(
      WeViewRounding.rnd(abs(total)), weights: growth.map(abs))
    for (k, index) in weighted.enumerated() {
      sizes[index] = segments[index].base.rounded(.up) + (total < 0 ? -shares[k] : shares[k])
    }
    return sizes
  }

  static func clamp(_ value: Double, _ segment: AxisProblem.Segment) -> Double {
    max(segment.minimum, min(segment.maximum, value))
  }

  /// The `t` at which `Σ clamp(base + w·t)` meets `target` (its nearest reachable value).
  static func solveForT(_ segments: [AxisProblem.Segment], target: Double) -> Double {
    func total(_ t: Double) -> Double {
      segments.reduce(0) { $0 + clamp($1.base + $1.weight * t, $1) }
    }
    var breakpoints: [Double] = []
    for segment in segments {
      breakpoints.append((segment.minimum - segment.base) / segment.weight)
      if segment.maximum.isFinite {
        breakpoints.append((segment.maximum - segment.base) / segment.weight)
      }
    }
    breakpoints.sort()
    guard let first = breakpoints.first, let last = breakpoints.last else { return 0 }
    if total(first) >= target { return first }
    if total(last) <= target {
      // Past every bound: only unbounded segments still grow.
      let slope = segments.reduce(0) { $0 + ($1.maximum.isFinite ? 0 : $1.weight) }
      return slope > 0 ? last + (target - total(last)) / slope : last
    }
    var low = first
    for high in breakpoints.dropFirst() {
      let atHigh = total(high)
      if atHigh >= target {
        let atLow = total(low)
        return atHigh == atLow ? low : low + (target - atLow) * (high - low) / (atHigh - atLow)
      }
      low = high
    }
    return last
  }
}
