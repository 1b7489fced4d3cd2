import TrellisCore

extension AxisProgram {
  /// The outcome of compiling a `fair` or `css` problem.
  enum FairPlan {
    /// Nothing to distribute, or bounds that decide every size: these sizes.
    case settled([Double])
    /// The max-min fair LP.
    case program(AxisProgram)
  }

  /// What a `fair` or `css` problem distributes, found before any program is built.
  struct FairSetup {
    /// The segments, each maximum raised to its minimum where it was below.
    var segments: [AxisProblem.Segment]
    /// Each segment clamped to its bounds: the unweighted ones' sizes.
    var start: [Double]
    /// The sum of the unweighted segments.
    var fixedTotal: Double
    /// The length the weighted segments share.
    var target: Double
    /// The sizes, when no program is needed (nothing to distribute, or bounds that decide
    /// every size).
    var settled: [Double]?

    /// The right-hand side of the program's sum row.
    var sum: Double { target + fixedTotal }
  }

  /// The target of a `fair` or `css` problem (``FairSetup``).
  ///
  /// Each segment starts clamped to its bounds; unweighted segments stay there. The weighted
  /// ones share `target = available − Σ unweighted` (under `css` a weight sum below 1 counts as
  /// 1, so part of the extra stays unused; a measurement never grows). When even their minimums
  /// exceed the target, or all are capped and their maximums fall short of it, every weighted
  /// segment sits at that bound and no program is needed.
  ///
  /// - Complexity: O(segments).
  static func fairSetup(_ problem: AxisProblem) -> FairSetup {
    var setup = fairSetup(problem, target: nil)
    guard problem.distribution == .css, problem.grows, let available = problem.available,
      setup.target > 0
    else { return setup }
    // CSS "find the size of an fr": the segments the water level leaves below their minimum
    // are held there, and the others' flex sum counts as 1 when below 1, again after each
    // hold (``AxisProblem/cssFloor(_:unit:room:held:)``); each hold lowers the level, at most once per
    // segment.
    let room = available - setup.fixedTotal
    var held = [Bool](repeating: false, count: problem.segments.count)
    for _ in 0...problem.segments.count {
      guard let unit = predictedUnit(setup) ?? lowestUnit(setup),
        let floored = AxisProblem.cssFloor(setup.segments, unit: unit, room: room, held: &held)
      else { break }
      setup = fairSetup(problem, target: floored)
    }
    return setup
  }

  /// The level of a setup settled with every weighted segment at its minimum: the lowest
  /// breakpoint; `nil` for any other setup.
  static func lowestUnit(_ setup: FairSetup) -> Double? {
    guard let settled = setup.settled else { return nil }
    var lowest: Double?
    for (index, segment) in setup.segments.enumerated() where segment.weight > 0 {
      guard settled[index] == segment.minimum else { return nil }
      for bound in [segment.minimum, segment.maximum] where bound.isFinite {
        let unit = (bound - segment.base) / segment.weight
        lowest = min(lowest ?? unit, unit)
      }
    }
    return lowest
  }

  /// ``fairSetup(_:)`` before the `css` holds, or with the weighted segments sharing `target`
  /// (a `css` length after holds).
  static func fairSetup(_ problem: AxisProblem, target override: Double?) -> FairSetup {
    // A minimum above the maximum wins (the clamp `max(min, min(max, v))`).
    var segments = problem.segments
    for index in segments.indices where segments[index].maximum < segments[index].minimum {
      segments[index].maximum = segments[index].minimum
    }
    let start = segments.map { max($0.minimum, min($0.maximum, $0.base)) }
    var fixedTotal = 0.0
    var weightedBase = 0.0
    var weightSum = 0.0
    var minimumTotal = 0.0
    var maximumTotal = 0.0
    for (index, segment) in segments.enumerated() {
      if segment.weight > 0 {
        weightedBase += segment.base
        weightSum += segment.weight
        minimumTotal += segment.minimum
        maximumTotal += segment.maximum
      } else {
        fixedTotal += start[index]
      }
    }
    var setup = FairSetup(
      segments: segments, start: start, fixedTotal: fixedTotal, target: 0, settled: nil)
    guard let available = problem.available, weightSum > 0 else {
      setup.settled = start
      return setup
    }
    var target = available - fixedTotal
    if problem.distribution == .css && weightSum < 1 && target > weightedBase {
      target = weightedBase + (target - weightedBase) * weightSum
    }
    if !problem.grows && target > weightedBase { target = weightedBase }
    if let override { target = override }
    setup.target = target
    if minimumTotal >= target || maximumTotal <= target {
      let atMinimum = minimumTotal >= target
      setup.settled = segments.indices.map { index in
        let segment = segments[index]
        guard segment.weight > 0 else { return start[index] }
        return atMinimum ? segment.minimum : max(segment.minimum, segment.maximum)
      }
    }
    return setup
  }

  /// Compiles max-min fair water-filling from its setup (``fairSetup(_:)``).
  static func fair(_ problem: AxisProblem, names: AxisProgramNames) -> FairPlan {
    let setup = fairSetup(problem)
    if let settled = setup.settled { return .settled(settled) }
    let (segments, start) = (setup.segments, setup.start)
    var program = LinearProgram(sense: .maximize)
    let unit = program.addVariable(names.axis("fair"), lower: -.infinity, objective: 1)
    var sizes: [LinearProgram.Variable] = []
    sizes.reserveCapacity(segments.count)
    var cappable: [FairCap] = []
    var hasUncapped = false
    for (index, segment) in segments.enumerated() {
      let name = names.size(index)
      guard segment.weight > 0 else {
        sizes.append(program.addVariable(name, lower: start[index], upper: start[index]))
        continue
      }
      let size = program.addVariable(name, lower: segment.minimum, upper: segment.maximum)
      sizes.append(size)
      let row = program.addRow(
        names.segmentRow(index, "fair"), [size: 1, unit: -segment.weight],
        lower: segment.base)
      if segment.maximum.isFinite {
        cappable.append(
          FairCap(segment: index, row: row, base: segment.base, weight: segment.weight))
      } else {
        hasUncapped = true
      }
    }
    program.addRow(
      names.axis("sum"), sizes.map { LinearProgram.Term($0, 1) }, lower: setup.sum,
      upper: setup.sum)
    var compiled = AxisProgram(program: program, sizes: sizes, unit: unit)
    compiled.cappable = cappable
    compiled.hasUncapped = hasUncapped
    // The optimum the water level predicts: the fair unit and every weighted size basic but
    // for the sizes held at their minimum.
    compiled.hintFairBasis()
    return .program(compiled)
  }

  /// Whether the fair unit `u` brings a segment to its maximum, within ``LPTolerances/fairCap``
  /// (the test of ``freeze(cappedAt:)``).
  func isCapped(_ cap: FairCap, unitValue u: Double) -> Bool {
    let maximum = program.variables[sizes[cap.segment].index].upper
    return cap.reach(u) >= maximum - LPTolerances.fairCap * max(1, abs(maximum))
  }

  /// Progressive filling: freezes at their maximum the segments that the fair unit `u` caps.
  ///
  /// The cappable segments that `u` caps (``isCapped(_:unitValue:)``) are fixed at their
  /// maximum, so that the next solve raises the others, and their growth rows freed; when any
  /// was, the basis of the program's usual optimum is hinted: the fair unit, every size whose
  /// growth row still binds, and the freed rows. Before the first solve, at the predicted
  /// unit, it freezes the prediction. The hint depends only on which segments are frozen, so a
  /// program reaches the same start whatever the order in which its segments were frozen.
  ///
  /// When the last weighted segment is frozen, the unit is held at `u` (no growth row bounds it
  /// then).
  ///
  /// - Returns: the segments frozen (none: the program need not be solved again).
  /// - Complexity: O(segments).
  mutating func freeze(cappedAt u: Double) -> [FairCap] {
    var frozen: [FairCap] = []
    var remaining: [FairCap] = []
    for cap in cappable {
      guard isCapped(cap, unitValue: u) else {
        remaining.append(cap)
        continue
      }
      let size = sizes[cap.segment]
      let maximum = program.variables[size.index].upper
      try? program.setBounds(cap.row, lower: -.infinity, upper: .infinity)
      try? program.setBounds(size, lower: maximum, upper: maximum)
      frozen.append(cap)
    }
    cappable = remaining
    if !frozen.isEmpty && cappable.isEmpty && !hasUncapped {
      // Every weighted segment is frozen, so no growth row bounds the unit any more: it is
      // held where it froze the last ones (the sizes are decided; the program stays bounded).
      try? program.setBounds(unit, lower: u, upper: u)
    }
    // The frozen sizes leave the basis; their freed rows enter it.
    if !frozen.isEmpty { hintFairBasis() }
    return frozen
  }
}

/// A weighted segment of a `fair` or `css` program with a finite maximum: what progressive
/// filling needs to tell whether the fair unit caps it.
struct FairCap {
  /// The segment's index.
  var segment: Int
  /// Its growth row, `size − weight·u ≥ base`.
  var row: LinearProgram.Row
  /// The segment's base (the growth row's right-hand side).
  var base: Double
  /// The segment's weight (positive).
  var weight: Double

  /// The size the fair unit `u` asks of the segment: `base + weight·u`.
  func reach(_ u: Double) -> Double { base + weight * u }
}
