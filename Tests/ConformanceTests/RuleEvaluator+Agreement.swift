import Trellis

/// Whether an answer's `relaxed` agrees with its frames (``RuleEvaluator``).
extension RuleEvaluator {
  /// Every way `relaxed` and the frames disagree, one line each; empty when exactly the rules
  /// broken in the layout (by more than ``tolerance``) are reported, with their violations,
  /// achieved values, targets, tiers and weights, in report order (tier, then decreasing
  /// weighted violation).
  func disagreements(with relaxed: [RelaxedRule]) -> [String] {
    var messages: [String] = []
    var reported: [String: RelaxedRule] = [:]
    for record in relaxed {
      if reported.updateValue(record, forKey: record.rule) != nil {
        messages.append("\(record.rule) is reported twice")
      }
    }
    let known = Set(rules.map(\.name))
    for record in relaxed where !known.contains(record.rule) {
      messages.append("\(record.rule) is reported but is not a rule of the document")
    }
    let unknowns = axes.indices.map { self.unknowns(of: $0, reported, &messages) }
    let tolerance = tolerance
    func differs(_ a: Double, _ b: Double) -> Bool { !(abs(a - b) <= tolerance) }
    for rule in rules {
      let z = rule.axis.map { unknowns[$0] } ?? SIMD3()
      let violation = rule.violation(z)
      let (achieved, target) = (rule.achieved(z), rule.target(z))
      let text = "achieved \(achieved) \(rule.relation.rawValue) target \(target)"
      guard let record = reported[rule.name] else {
        if violation > tolerance {
          messages.append("\(rule.name) breaks by \(violation) (\(text)) but is not reported")
        }
        continue
      }
      if differs(violation, record.violation) || differs(achieved, record.achieved)
        || differs(target, record.target)
      {
        messages.append(
          "\(rule.name) is reported broken by \(record.violation) (achieved \(record.achieved), target \(record.target)); the layout breaks it by \(violation) (\(text))"
        )
      }
      if record.tier != rule.tier || record.weight != rule.weight {
        messages.append(
          "\(rule.name) is reported in tier \(record.tier.rawValue) weight \(record.weight), not \(rule.tier.rawValue) weight \(rule.weight)"
        )
      }
    }
    let ranks = LayoutConstraint.Strength.allCases
    for (a, b) in zip(relaxed, relaxed.dropFirst()) {
      let (ra, rb) = (ranks.firstIndex(of: a.tier) ?? 0, ranks.firstIndex(of: b.tier) ?? 0)
      if ra > rb || (ra == rb && a.weightedViolation < b.weightedViolation - tolerance) {
        messages.append("\(a.rule) is reported before \(b.rule): out of order")
      }
    }
    return messages
  }

  /// Values of an axis's unknowns (stretch unit, leading and trailing margin) under which the
  /// report can hold: what every reported rule's `achieved` and `target` say, every unreported
  /// equality (it holds), `S = W` when neither `bounds` nor `fill` is reported, and where the
  /// first track starts (`lead + a·(W − S)`, or `lead` when a stretching `compat` axis overflows: the
  /// branch taken is the one the solution satisfies).
  func unknowns(
    of index: Int, _ reported: [String: RelaxedRule], _ messages: inout [String]
  ) -> SIMD3<Double> {
    let axis = axes[index]
    let own = rules.filter { $0.axis == index }
    var equations: [(SIMD3<Double>, Double)] = []
    func equate(_ value: Affine, _ number: Double) {
      if !value.isConstant { equations.append((value.terms, number - value.constant)) }
    }
    var needed = SIMD3<Double>()
    for rule in own {
      needed += rule.achieved.terms * rule.achieved.terms + rule.target.terms * rule.target.terms
      if let record = reported[rule.name] {
        equate(rule.achieved, record.achieved)
        equate(rule.target, record.target)
      } else if rule.relation == .equal {
        equate(rule.achieved - rule.target, 0)
      }
    }
    if axis.weighted, reported["\(axis.name).bounds"] == nil,
      reported["\(axis.name).fill"] == nil
    {
      equate(axis.sum, axis.filled)
    }
    guard let start = axis.start else {
      return solved(equations, needed: needed, axis.name, &messages)
    }
    needed.y = 1
    let free = Affine(axis.available) - axis.sum
    let leading = Affine.leading + start.fraction * free
    var notes: [String] = []
    var z = solved(
      equations + [(leading.terms, start.observed - leading.constant)], needed: needed,
      axis.name, &notes)
    if axis.overflowStaysAtStart && axis.sum(z) > axis.available + tolerance {
      // An overflowing `compat` axis that stretches starts at its leading margin (§2.4, E14).
      var overflowNotes: [String] = []
      let overflowing = solved(
        equations + [(Affine.leading.terms, start.observed)], needed: needed, axis.name,
        &overflowNotes)
      if axis.sum(overflowing) > axis.available - tolerance {
        z = overflowing
        notes = overflowNotes
      }
    }
    messages += notes
    let overflows = axis.overflowStaysAtStart && axis.sum(z) > axis.available + tolerance
    let expected = z.y + (overflows ? 0 : start.fraction * free(z))
    if !(abs(expected - start.observed) <= tolerance) {
      messages.append(
        "\(axis.name): the tracks start \(start.observed) into the frame; margins \(z.y), \(z.z) and sum \(axis.sum(z)) put them at \(expected)"
      )
    }
    return z
  }

  /// Solves `equations` (coefficients · z = right-hand side) by Gauss–Jordan elimination in
  /// order, each equation independent of the earlier ones fixing one more unknown; notes an
  /// unknown the rules need (`needed`) that no equation fixes.
  func solved(
    _ equations: [(SIMD3<Double>, Double)], needed: SIMD3<Double>, _ name: String,
    _ messages: inout [String]
  ) -> SIMD3<Double> {
    var pivots: [(row: SIMD3<Double>, value: Double, column: Int)] = []
    for (terms, value) in equations {
      var row = terms
      var rhs = value
      for pivot in pivots {
        let factor = row[pivot.column]
        row -= factor * pivot.row
        rhs -= factor * pivot.value
      }
      let free = (0..<3).filter { column in !pivots.contains { $0.column == column } }
      guard let column = free.max(by: { abs(row[$0]) < abs(row[$1]) }),
        abs(row[column]) > 1e-9
      else { continue }
      rhs /= row[column]
      row /= row[column]
      for index in pivots.indices {
        let factor = pivots[index].row[column]
        pivots[index].row -= factor * row
        pivots[index].value -= factor * rhs
      }
      pivots.append((row, rhs, column))
    }
    var z = SIMD3<Double>()
    for pivot in pivots { z[pivot.column] = pivot.value }
    for column in 0..<3 where needed[column] > 0 && !pivots.contains(where: { $0.column == column })
    {
      messages.append("\(name): the evaluator cannot determine unknown \(column) from the answer")
    }
    return z
  }
}
