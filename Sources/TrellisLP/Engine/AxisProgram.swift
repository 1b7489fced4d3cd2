import TrellisCore

/// One lowered axis compiled into a linear program: a variable per segment
/// size, one stretch unit for the distribution, one row per growth rule and the container sum.
///
/// Every program compiled here has a unique optimum, so the answer never depends on which
/// optimal vertex GLPK finds:
/// - `compat` growth: `size_i − weight_i·stretch = base_i` for weighted segments, the others
///   fixed at their base, `Σ size = available`, `stretch ≥ 0`;
/// - `compat` shrink: the same with `stretch ≤ 0`; segments that WeView clamps at 0 (known at
///   compile time from the shortfall) are fixed at 0 and the part they cannot give is the
///   constant `lost` in the sum (`Σ size − lost = available`);
/// - crop's proportional stage: `size_i − current_i·scale = 0`, `Σ size = available`;
/// - `fair`/`css`: maximise the fair unit `u` subject to `size_i − weight_i·u ≥ base_i`,
///   `min_i ≤ size_i ≤ max_i`, `Σ size = target` — the max-min fair LP; segments whose
///   maximum caps `u` are frozen at it and the LP is solved again (progressive filling), so the
///   optimum is max-min fair water-filling. The segments the rounds would freeze are predicted
///   from a sort of the breakpoints and frozen before the first solve, which the LP then
///   checks (`AxisProgram+FairPrediction.swift`).
struct AxisProgram {
  var program: LinearProgram
  /// The size variable of each segment.
  let sizes: [LinearProgram.Variable]
  /// The stretch unit, scale or fair unit.
  let unit: LinearProgram.Variable
  /// `fair`: each weighted segment with a finite maximum that is not frozen at it yet.
  var cappable: [FairCap] = []
  /// `fair`: whether a weighted segment has no finite maximum (its growth row binds the fair
  /// unit whatever is frozen).
  var hasUncapped = false
  /// `fair`: the water level the basis hint was set from (``hintFairBasis()``); for the
  /// program as first compiled, the level progressive filling is predicted to reach.
  var predictedLevel: Double?
}

extension AxisProgram {
  /// The length a problem distributes: its available length, rounded up under WeView's
  /// integral arithmetic.
  static func available(_ problem: AxisProblem) -> Double? {
    problem.available.map { problem.integral ? $0.rounded(.up) : $0 }
  }

  /// Compiles WeView's distribution of a `compat` problem, or `nil` when nothing is
  /// distributed (no available length, no weights, no extra space, or a shortfall that the
  /// problem does not shrink) and every segment keeps its base.
  static func compat(_ problem: AxisProblem, names: AxisProgramNames) -> AxisProgram? {
    let segments = problem.segments
    guard let (available, extra, totalWeight) = compatExtra(problem) else { return nil }
    var program = LinearProgram(sense: .minimize)
    // A size per segment, the unit and perhaps what is lost; a row per segment and the sum.
    program.reserveCapacity(variables: segments.count + 2, rows: segments.count + 1)
    let unit =
      extra > 0
      ? program.addVariable(names.axis("stretch"), lower: 0)
      : program.addVariable(names.axis("stretch"), lower: -.infinity, upper: 0)
    // WeView clamps a shrinking segment at 0 and loses the rest of its share (§1.4).
    let shortfallPerWeight = extra < 0 ? -extra / totalWeight : 0
    var sizes: [LinearProgram.Variable] = []
    sizes.reserveCapacity(segments.count)
    var lost = 0.0
    var growing = 0
    var basic: [LinearProgram.Variable] = [unit]
    for (index, segment) in segments.enumerated() {
      let name = names.size(index)
      let weight = max(0, segment.weight)
      if weight == 0 {
        sizes.append(program.addVariable(name, lower: segment.base, upper: segment.base))
      } else if extra < 0 && segment.base - weight * shortfallPerWeight < 0 {
        lost += weight * shortfallPerWeight - segment.base
        sizes.append(program.addVariable(name, lower: 0, upper: 0))
      } else {
        let size = program.addVariable(name, lower: -.infinity)
        sizes.append(size)
        basic.append(size)
        program.addRow(
          names.segmentRow(index, "grow"), [size: 1, unit: -weight],
          lower: segment.base, upper: segment.base)
        growing += 1
      }
    }
    var sum = sizes.map { LinearProgram.Term($0, 1) }
    if lost > 0 {
      // With a size left to grow, the lost share is a constant; with every weighted segment
      // clamped, every size is fixed and the sum row defines what is lost (a constant summed
      // in floating point would leave the row infeasible by an ulp in exact arithmetic).
      let lostVariable =
        growing > 0
        ? program.addVariable(names.axis("lost"), lower: lost, upper: lost)
        : program.addVariable(names.axis("lost"), lower: 0)
      sum.append(LinearProgram.Term(lostVariable, -1))
    }
    program.addRow(names.axis("sum"), sum, lower: available, upper: available)
    if growing == 0 {
      // Every weighted segment is clamped: the unit is the shortfall per weight itself.
      try? program.setBounds(unit, lower: -shortfallPerWeight, upper: -shortfallPerWeight)
    } else {
      // The optimal basis is known: the growing sizes and the unit.
      try? program.setBasisHint(basic: basic)
    }
    return AxisProgram(program: program, sizes: sizes, unit: unit)
  }

  /// What a `compat` problem distributes: its available length, the extra length beyond its
  /// bases (negative for a shortfall) and the weight that shares it, or `nil` when nothing is
  /// distributed (``compat(_:names:)``).
  ///
  /// - Complexity: O(segments).
  static func compatExtra(
    _ problem: AxisProblem
  ) -> (available: Double, extra: Double, totalWeight: Double)? {
    guard let available = available(problem) else { return nil }
    var baseTotal = 0.0
    var totalWeight = 0.0
    for segment in problem.segments {
      baseTotal += segment.base
      totalWeight += max(0, segment.weight)
    }
    let extra = available - baseTotal
    guard totalWeight > 0, extra != 0 else { return nil }
    guard extra > 0 ? problem.grows : problem.shrink != .none else { return nil }
    return (available, extra, totalWeight)
  }

  /// Compiles crop's proportional stage: sizes that still overflow `available`
  /// shrink in proportion to themselves, or `nil` when they fit.
  static func proportional(
    _ current: [Double], available: Double, problem: AxisProblem, names: AxisProgramNames
  ) -> AxisProgram? {
    let total = current.reduce(0, +)
    guard total - available > 0, total > 0 else { return nil }
    var program = LinearProgram(sense: .minimize)
    let scale = program.addVariable(names.axis("scale"), lower: -.infinity)
    var sizes: [LinearProgram.Variable] = []
    for index in problem.segments.indices {
      let size = program.addVariable(names.size(index), lower: -.infinity)
      sizes.append(size)
      program.addRow(
        names.segmentRow(index, "crop"), [size: 1, scale: -current[index]],
        lower: 0, upper: 0)
    }
    program.addRow(
      names.axis("sum"), sizes.map { LinearProgram.Term($0, 1) }, lower: available,
      upper: available)
    try? program.setBasisHint(basic: [scale] + sizes)
    return AxisProgram(
      program: program, sizes: sizes, unit: scale)
  }
}
