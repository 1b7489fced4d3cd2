import TrellisCore

/// The builder's starting basis: the layout's own solution, and each rule's value there.
extension TieredBuilder {
  /// A starting basis that is the layout's own solution.
  ///
  /// Each segment size is basic in the row that pins it: its stretch rule, its fixed size
  /// when it does not stretch, or the minimum or maximum the layout holds it at instead of
  /// its proportion (``boundedStart(_:)``). Each stretch unit is basic in its container's
  /// `fill` row, each position in the chain row that defines it; every other row is basic in
  /// its slack and every violation variable nonbasic at 0, except those of the rules the start
  /// breaks. The basic solution is then the layout without user constraints (every segment
  /// `base + weight·stretch` or at its bound, stretching content filling its container), so
  /// the simplex method only repairs what the constraints and groups change.
  func startingBasis(_ tiered: TieredProgram) -> TieredProgram.Start {
    var basic: [LinearProgram.Variable] = []
    var pinned = Set<Int>()
    for definition in definitions {
      pinned.insert(definition.row.index)
      basic.append(definition.variable)
    }
    let bounded = boundedStart(tiered)
    let activities = startActivities(tiered.rules, units: bounded.units)
    let bounding = bounded.rows
    // The rule that pins each size, by variable index.
    var pins: [Int: Int] = [:]
    for (index, rule) in tiered.rules.enumerated() {
      guard case .layout(let family, let problem, let segment) = rule.source else { continue }
      var variable: LinearProgram.Variable?
      var row = rule.row
      switch family {
      case .rule(.stretch):
        variable = segment.flatMap { sizes[problem]?[$0] }
        if let segment, let bound = bounding[SegmentKey(problem: problem, segment: segment)] {
          row = bound
        }
      case .rule(.fixed) where rule.relation == .equal:
        variable = segment.flatMap { sizes[problem]?[$0] }
      case .fill: variable = stretch[problem]
      default: variable = nil
      }
      guard let variable else { continue }
      basic.append(variable)
      pinned.insert(row.index)
      if row == rule.row { pins[variable.index] = index }
    }
    let unmended = TieredProgram.Pinning(pinned: pinned, activities: activities)
    let soft = mended(tiered, unmended, pins: pins, units: bounded.units, required: false)
    var start = TieredProgram.Start(
      basic: basic, pinnedRows: soft?.pinned ?? pinned,
      activities: soft?.activities ?? activities)
    // When the required rules hold together, the main program starts with them mended too.
    if tiered.rules.contains(where: { $0.isUsers && $0.tier == .required }),
      let all = mended(tiered, unmended, pins: pins, units: bounded.units, required: true),
      all.pinned != start.pinnedRows
    {
      start.whenRequiredHold = all
    }
    return start
  }

  /// The start `start` with the broken constraints and groups mended
  /// (``repairs(_:pins:activities:required:)``), or `nil` when none is, or when the mends would
  /// break a required rule that the layout kept.
  private func mended(
    _ tiered: TieredProgram, _ start: TieredProgram.Pinning, pins: [Int: Int],
    units: [Int: Double], required: Bool
  ) -> TieredProgram.Pinning? {
    let repairs = repairs(tiered, pins: pins, activities: start.activities, required: required)
    guard !repairs.moved.isEmpty else { return nil }
    let activities = startActivities(tiered.rules, units: units, moved: repairs.moved)
    guard !breaksRequiredRules(tiered, before: start.activities, after: activities) else {
      return nil
    }
    var pinned = start.pinned
    for row in repairs.released { pinned.remove(row.index) }
    for row in repairs.pinning { pinned.insert(row.index) }
    return TieredProgram.Pinning(pinned: pinned, activities: activities)
  }

  /// Each rule's left-hand side at the layout's own solution (the sizes the traced pass used,
  /// positions along their chains): which rules the starting basis already finds violated.
  func startActivities(
    _ rules: [TieredRule], units: [Int: Double] = [:], moved: [Int: Double] = [:]
  ) -> [Double] {
    var values = [Double](repeating: 0, count: program.variables.count)
    for (problem, unit) in units {
      if let variable = stretch[problem] { values[variable.index] = unit }
    }
    for (problem, variables) in sizes {
      guard let used = pass.sizes[problem] else { continue }
      for (variable, size) in zip(variables, used) { values[variable.index] = size }
    }
    for (variable, size) in moved { values[variable] = size }
    func evaluate(_ length: AffineLength) -> Double {
      let parts = linear(length)
      return parts.terms.reduce(parts.constant) {
        $0 + $1.coefficient * values[$1.variable.index]
      }
    }
    // Chains in order: a chain's origin reaches only into chains traced before it.
    for (index, chain) in trace.chains.enumerated() where !positions[index].isEmpty {
      var position = evaluate(chain.origin)
      values[positions[index][0].index] = position
      for (step, length) in chain.steps.prefix(positions[index].count - 1).enumerated() {
        position += evaluate(length)
        values[positions[index][step + 1].index] = position
      }
    }
    return rules.map { rule in
      rule.terms.reduce(0) { $0 + $1.coefficient * values[$1.variable.index] }
    }
  }

  /// Whether a required rule that holds at `before` is broken at `after`.
  func breaksRequiredRules(_ tiered: TieredProgram, before: [Double], after: [Double]) -> Bool {
    let tolerance = LPTolerances.startViolation * tiered.scale
    return tiered.rules.indices.contains { index in
      let rule = tiered.rules[index]
      return rule.tier == .required
        && tiered.measure(rule, activity: after[index], tolerance: tolerance) != nil
        && tiered.measure(rule, activity: before[index], tolerance: tolerance) == nil
    }
  }

}
