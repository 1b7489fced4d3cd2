import TrellisCore

/// What a tiered solve reports: the rules that gave way, and a required conflict in grid terms.
extension TieredProgram {
  /// The left-hand side of a rule at a solution.
  func value(of rule: TieredRule, _ values: [Double]) -> Double {
    rule.terms.reduce(0) { $0 + $1.coefficient * values[$1.variable.index] }
  }

  /// How far a rule may miss at a solution and still count as holding
  /// (``LPTolerances/relaxed``, relative to the rule's own magnitude).
  func relaxedTolerance(of rule: TieredRule, _ values: [Double]) -> Double {
    let magnitude = rule.terms.reduce(1 + abs(rule.target)) {
      $0 + abs($1.coefficient * values[$1.variable.index])
    }
    return LPTolerances.relaxed * magnitude
  }

  /// How far a rule is from holding at a solution, ≥ 0.
  func violation(of rule: TieredRule, _ values: [Double]) -> Double {
    let value = value(of: rule, values)
    switch rule.relation {
    case .equal: return abs(value - rule.target)
    case .greaterOrEqual: return max(0, rule.target - value)
    case .lessOrEqual: return max(0, value - rule.target)
    }
  }

  /// Every rule that gives way at `values` (one value per variable of the program) by more
  /// than the layout's tolerance: required rules first, then by tier, each tier by decreasing
  /// weighted violation (ties in document order).
  func relaxed(values: [Double]) -> [RelaxedRule] {
    relaxedRules(values: values).map(\.record)
  }

  /// ``relaxed(values:)``, each record with its rule.
  func relaxedRules(values: [Double]) -> [(rule: TieredRule, record: RelaxedRule)] {
    var records: [(rule: TieredRule, record: RelaxedRule)] = []
    // Sort keys apart from the records (which hold strings): tier rank, weighted violation.
    var keys: [(rank: Int, weighted: Double)] = []
    for rule in rules {
      let violation = violation(of: rule, values)
      guard violation > relaxedTolerance(of: rule, values) else { continue }
      var target = rule.target + rule.shown
      var achieved = value(of: rule, values) + rule.shown
      if case .layout(.rule(.stretch), _, _?) = rule.source, rule.terms.count == 2 {
        // `size − w·stretch = base`: the size against its share, `base + w·stretch`.
        let unit = rule.terms[1]
        let share = -unit.coefficient * values[unit.variable.index]
        target += share
        achieved += share
      } else if case .layout(let family, _, nil) = rule.source,
        family == .rule(.bounds) || family == .fill, rule.terms.count > 1
      {
        // Show the sum against the available length when it is a parent's segments (the
        // negated terms after the sizes).
        for term in rule.terms.reversed() {
          guard term.coefficient < 0 else { break }
          let available = -term.coefficient * values[term.variable.index]
          target += available
          achieved += available
        }
      }
      let text = ruleNames.text(of: rule)
      let record = RelaxedRule(
        rule: text.name, expression: text.expression, tier: rule.tier, weight: rule.weight,
        target: AxisProblem.cleaned(target), achieved: AxisProblem.cleaned(achieved),
        violation: AxisProblem.cleaned(violation))
      keys.append((Self.tierOrder.firstIndex(of: rule.tier) ?? 0, record.weightedViolation))
      records.append((rule, record))
    }
    // Records are in document order, so the index breaks ties.
    let order = records.indices.sorted { a, b in
      let (ka, kb) = (keys[a], keys[b])
      if ka.rank != kb.rank { return ka.rank < kb.rank }
      // Violations equal but for round-off keep document order.
      let (va, vb) = (ka.weighted, kb.weighted)
      if abs(va - vb) > LPTolerances.equalViolations * max(1, abs(va), abs(vb)) { return va > vb }
      return a < b
    }
    return order.map { records[$0] }
  }

  /// A minimal set of required rules, phrased in grid terms when it is one container axis
  /// that cannot hold its segments (`main.col[3].min 200 + main.col[4].fixed 300 > main
  /// width 480`), otherwise as the rules with their relations joined by `+`.
  func conflict(_ indices: [Int]) -> RuleConflict {
    let members = indices.map { rules[$0] }
    let names = members.map { ruleNames.name(of: $0) }
    let bounds = members.filter {
      if case .layout(.rule(.bounds), _, _) = $0.source { return true }
      return false
    }
    if bounds.count == 1, let sum = bounds.first,
      case .layout(_, let problem, _) = sum.source
    {
      let parts = members.filter { $0 !== sum }
      let segments = Set(sizes[problem] ?? [])
      // Each other rule bounds one segment of this axis from below.
      let onAxis = parts.allSatisfy { rule in
        rule.terms.count == 1 && rule.terms[0].coefficient > 0
          && segments.contains(rule.terms[0].variable) && rule.relation != .lessOrEqual
      }
      if onAxis && !parts.isEmpty {
        let traced = self.traced.first { $0.number == problem }
        let word = traced?.problem.source.axis == .vertical ? "height" : "width"
        let container = ruleNames.axes[problem]?.container ?? "container"
        let linked = sum.terms.contains { $0.coefficient < 0 }
        // Each part by the name already written for it.
        let lhs = zip(members, names).compactMap { rule, name in
          rule === sum
            ? nil : name + " " + LayoutAnswer.number(rule.target / rule.terms[0].coefficient)
        }.joined(separator: " + ")
        let rhs =
          linked
          ? "the \(word) of \(container)"
          : "\(container) \(word) \(LayoutAnswer.number(sum.target))"
        return RuleConflict(rules: names, explanation: "\(lhs) > \(rhs)")
      }
    }
    let listed = members.map { rule in
      let text = ruleNames.text(of: rule)
      return "\(text.name) (\(text.expression))"
    }.joined(separator: " + ")
    return RuleConflict(rules: names, explanation: members.count == 1 ? "\(listed) alone" : listed)
  }
}
