import TrellisCore

/// Max-min fair water-filling for `distribution: fair` and `css`.
///
/// Each segment's size is `clamp(base + weight · t, minimum, maximum)` with one `t` for the
/// whole axis, chosen so the sizes add up to the available length: growth and shrinkage are
/// shared by weight, and a segment that reaches a bound stops while the others take the rest
/// (minimums redistribute). When even the bounds cannot meet the length, every weighted segment
/// sits at the bound. Under `css`, a weight sum below 1 counts as 1, so one `0.5` track takes
/// half of the extra space (I7).
enum FairDistribution {
  /// The sizes; `integral` turns the real growth into whole points with WeView's primitive.
  ///
  /// - Complexity: O(n log n) for n weighted segments (sorting the breakpoints); two
  ///   allocations.
  static func solve(_ problem: AxisProblem) -> [Double] {
    let segments = problem.segments
    var sizes = [Double](repeating: 0, count: segments.count)
    var fixedTotal = 0.0
    var weightedBase = 0.0
    var weightSum = 0.0
    for index in segments.indices {
      let segment = segments[index]
      sizes[index] = clamp(segment.base, segment)
      if segment.weight > 0 {
        weightedBase += segment.base
        weightSum += segment.weight
      } else {
        fixedTotal += sizes[index]
      }
    }
    guard let available = problem.available, weightSum > 0 else {
      return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
    }
    let room = available - fixedTotal
    var target = room
    if problem.distribution == .css && weightSum < 1 && target > weightedBase {
      target = weightedBase + (target - weightedBase) * weightSum
    }
    if !problem.grows && target > weightedBase { target = weightedBase }
    var t = solveForT(segments, target: target)
    if problem.distribution == .css && problem.grows {
      // CSS "find the size of an fr": a track held at its minimum is inflexible, and the flex
      // sum of the others counts as 1 when below 1 again, so part of what is left stays unused.
      var held = [Bool](repeating: false, count: segments.count)
      while let floored = AxisProblem.cssFloor(segments, unit: t, room: room, held: &held) {
        target = floored
        t = solveForT(segments, target: target)
      }
    }
    for index in segments.indices where segments[index].weight > 0 {
      sizes[index] = clamp(segments[index].base + segments[index].weight * t, segments[index])
    }
    return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
  }

  static func clamp(_ value: Double, _ segment: AxisProblem.Segment) -> Double {
    max(segment.minimum, min(segment.maximum, value))
  }

  /// The `t` at which `Σ clamp(base + w·t)` over the weighted segments meets `target` (its
  /// nearest reachable value).
  static func solveForT(_ segments: [AxisProblem.Segment], target: Double) -> Double {
    func total(_ t: Double) -> Double {
      var sum = 0.0
      for segment in segments where segment.weight > 0 {
        sum += clamp(segment.base + segment.weight * t, segment)
      }
      return sum
    }
    var breakpoints: [Double] = []
    breakpoints.reserveCapacity(segments.count * 2)
    for segment in segments where segment.weight > 0 {
      breakpoints.append((segment.minimum - segment.base) / segment.weight)
      if segment.maximum.isFinite {
        breakpoints.append((segment.maximum - segment.base) / segment.weight)
      }
    }
    breakpoints.sort()
    guard let first = breakpoints.first, let last = breakpoints.last else { return 0 }
    if total(first) >= target { return first }
    let atLast = total(last)
    if atLast <= target {
      // Past every bound: only unbounded segments still grow.
      var slope = 0.0
      for segment in segments where segment.weight > 0 && !segment.maximum.isFinite {
        slope += segment.weight
      }
      return slope > 0 ? last + (target - atLast) / slope : last
    }
    // Binary search for the first breakpoint whose total reaches the target, then interpolate.
    var low = 0
    var high = breakpoints.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if total(breakpoints[middle]) >= target { high = middle } else { low = middle }
    }
    let a = breakpoints[low]
    let b = breakpoints[high]
    let atA = total(a)
    let atB = total(b)
    return atB == atA ? a : a + (target - atA) * (b - a) / (atB - atA)
  }
}
