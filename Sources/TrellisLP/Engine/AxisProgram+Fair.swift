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

  /// Compiles max-min fair water-filling (§4.3) from its setup (``fairSetup(_:)``).
  static func fair(_ problem: AxisProblem, names: AxisProgramNames) -> FairPlan {
    let setup = fairSetup(problem)
    if let settled = setup.settled { return .settled(settled) }
    let (segments, start) = (setup.segments, setup.start)
    var program = LinearProgram(sense: .maximize)
    let unit = program.addVariable(names.axis("fair"), lower: -.infinity, objective: 1)
    var sizes: [LinearProgram.Variable] = []
    sizes.reserveCapacity(segments.count)
    var cappable: [(segment: Int, row: LinearProgram.Row)] = []
    for (index, segment) in segments.enumerated() {
      let name = names.size(index, segment.kind)
      guard segment.weight > 0 else {
        sizes.append(program.addVariable(name, lower: start[index], upper: start[index]))
        continue
      }
      let size = program.addVariable(name, lower: segment.minimum, upper: segment.maximum)
      sizes.append(size)
      let row = program.addRow(
        names.segmentRow(index, segment.kind, "fair"), [size: 1, unit: -segment.weight],
        lower: segment.base)
      if segment.maximum.isFinite { cappable.append((index, row)) }
    }
    program.addRow(
      names.axis("sum"), sizes.map { LinearProgram.Term($0, 1) }, lower: setup.sum,
      upper: setup.sum)
    // The usual optimum: every weighted size basic, with the fair unit.
    try? program.setBasisHint(
      basic: [unit] + segments.indices.filter { segments[$0].weight > 0 }.map { sizes[$0] })
    var compiled = AxisProgram(program: program, stage: .fair, sizes: sizes, unit: unit)
    compiled.cappable = cappable
    return .program(compiled)
  }

  /// Progressive filling: freezes at their maximum the segments whose cap limits the fair unit
  /// `u` found, so that the next solve raises the others.
  ///
  /// - Returns: whether any segment was frozen (the program must be solved again).
  mutating func freezeCapped(unitValue u: Double) -> Bool {
    var frozen = false
    var remaining: [(segment: Int, row: LinearProgram.Row)] = []
    for entry in cappable {
      let variable = program.variables[sizes[entry.segment].index]
      let base = program.rows[entry.row.index].lower
      let weight =
        -(program.rows[entry.row.index].terms.first { $0.variable == unit }?
        .coefficient ?? 0)
      let reach = base + weight * u
      if reach >= variable.upper - LPTolerances.fairCap * max(1, abs(variable.upper)) {
        try? program.setBounds(entry.row, lower: -.infinity, upper: .infinity)
        try? program.setBounds(
          sizes[entry.segment], lower: variable.upper, upper: variable.upper)
        frozen = true
      } else {
        remaining.append(entry)
      }
    }
    cappable = remaining
    if frozen {
      // The frozen sizes leave the basis; their freed rows enter it.
      var basic = [unit]
      var basicRows: [LinearProgram.Row] = []
      for (index, row) in program.rows.enumerated() {
        guard let size = row.terms.first(where: { $0.variable != unit })?.variable,
          row.terms.count == 2
        else { continue }
        if row.lower.isFinite {
          basic.append(size)
        } else {
          basicRows.append(LinearProgram.Row(index: index))
        }
      }
      try? program.setBasisHint(basic: basic, basicRows: basicRows)
    }
    return frozen
  }
}
