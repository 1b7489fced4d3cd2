import TrellisCore

/// Step 2 of the staged solve (``TieredProgram/solve(with:shortcuts:stopping:testsBeforeDeadline:)``):
/// a tier's shortfall spread over the rules that can share it.
extension TieredProgram {
  /// Step 2: spreads a tier's nonzero shortfall over the rules that can share it, minimising
  /// their largest violation and fixing it.
  ///
  /// When the start already has the least largest violation (``leastLargest(_:_:_:)``), it
  /// bounds the sharing rules' violation variables without rows. Otherwise, when the rules'
  /// equal share is feasible, it is the least largest violation
  /// (``equalShare(_:least:_:_:)``: a basis built for it, proven by GLPK), and bounds
  /// them too. Otherwise the rows bounding the largest violation are added, for the sharing
  /// rules only, and the largest violation is minimised.
  ///
  /// - Returns: whether a largest violation was fixed; not when one rule alone takes the whole
  ///   optimum (nothing to spread).
  func spreadShortfall(
    _ tier: LayoutConstraint.Strength, largest: LinearProgram.Variable, shortcuts: Bool,
    _ session: borrowing LPSession, _ stages: Stages
  ) throws -> Bool {
    let last = stages.outcome.optima.count - 1
    let least = stages.outcome.optima[last].least
    let sharing = sharingRules(of: tier, shortcuts: shortcuts, session)
    guard sharing.count > 1 else {
      stages.outcome.optima[last].worst = sharing.first.map { index in
        rules[index].violations.reduce(0) { $0 + session.value(of: $1) }
      }
      return false
    }
    if shortcuts, let worst = try leastLargest(sharing, session, stages) {
      try boundViolations(of: sharing, by: worst, session, stages)
      stages.outcome.optima[last].worst = worst
      stages.outcome.spreadsWithoutRows += 1
      return true
    }
    if shortcuts, let worst = try equalShare(sharing, least: least, session, stages) {
      sharedEqually(worst, stages)
      return true
    }
    try addLargestRows(sharing, largest, session)
    try setObjective([(largest, 1)], session, stages)
    let spread = try stage(session, stages, spreading: true)
    try fixLargest(largest, max(0, spread.objective), session, stages)
    return true
  }

  /// Records an equal share `worst` found by ``equalShare(_:least:_:_:)``.
  private func sharedEqually(_ worst: Double, _ stages: Stages) {
    stages.outcome.optima[stages.outcome.optima.count - 1].worst = worst
    stages.outcome.spreadsWithoutRows += 1
    stages.outcome.equalShares += 1
  }

  /// Fixes a tier's largest violation at `worst` (its upper bound).
  private func fixLargest(
    _ largest: LinearProgram.Variable, _ worst: Double, _ session: borrowing LPSession,
    _ stages: Stages
  ) throws {
    try session.setBounds(largest, lower: 0, upper: worst)
    stages.fixed.append((.variable(largest), worst))
    stages.outcome.optima[stages.outcome.optima.count - 1].worst = worst
  }

  /// The rules of a tier that can share its shortfall: only rules that can give way at no cost
  /// to the tier's optimum (a violation variable with a positive reduced cost is 0 at every
  /// optimum); every rule of the tier without the shortcuts.
  private func sharingRules(
    of tier: LayoutConstraint.Strength, shortcuts: Bool, _ session: borrowing LPSession
  ) -> [Int] {
    rules.indices.filter { index in
      rules[index].tier == tier
        && (!shortcuts
          || rules[index].violations.contains { variable in
            abs(session.reducedCost(of: variable))
              <= LPTolerances.freeReducedCost * max(1, rules[index].weight)
          })
    }
  }

  /// The least largest violation among `sharing` when the start already has it, found without
  /// adding a row: a rule that gives way most at the start (`a`, violation `L`) and cannot give
  /// way less anywhere on the optimal face held so far (its violation is already minimal
  /// there, which the start's reduced costs show) bounds the largest violation from below by
  /// `L` everywhere on that face, and the start reaches `L`.
  ///
  /// - Returns: `L`, or `nil` when the violation of `a` could be smaller (the spreading stage
  ///   then decides, with its rows).
  private func leastLargest(
    _ sharing: [Int], _ session: borrowing LPSession, _ stages: Stages
  ) throws -> Double? {
    var most: (index: Int, amount: Double)?
    for index in sharing {
      let amount = rules[index].violations.reduce(0) { $0 + session.value(of: $1) }
      if amount > most?.amount ?? -.infinity { most = (index, amount) }
    }
    guard let most else { return nil }
    try setObjective(rules[most.index].violations.map { ($0, 1) }, session, stages)
    stages.solves += 1
    return session.startIsOptimal() ? max(0, most.amount) : nil
  }

  /// Fixes the least largest violation `worst` found by ``leastLargest(_:_:_:)``: it becomes a
  /// bound on each sharing rule's violation variables instead of rows.
  private func boundViolations(
    of sharing: [Int], by worst: Double, _ session: borrowing LPSession, _ stages: Stages
  ) throws {
    for index in sharing {
      for variable in rules[index].violations {
        let bounds = session.program.variables[variable.index]
        try session.setBounds(
          variable, lower: bounds.lower, upper: max(bounds.lower, min(bounds.upper, worst)))
        stages.fixed.append((.variable(variable), worst))
      }
    }
  }

  /// Adds the rows that bound the tier's largest violation by each sharing rule's violation,
  /// the largest violation starting basic in the row of the rule that gives way most, so every
  /// new row holds at the start.
  private func addLargestRows(
    _ sharing: [Int], _ largest: LinearProgram.Variable, _ session: borrowing LPSession
  ) throws {
    let added = try session.addRows(
      trustingNames: sharing.map { index in
        // Unnamed, like every row of a program built for solving.
        ("", largestRowTerms(index, largest), -.infinity, 0)
      })
    var most: (row: LinearProgram.Row, amount: Double)?
    for (row, index) in zip(added, sharing) {
      let amount = rules[index].violations.reduce(0) { $0 + session.value(of: $1) }
      if amount > most?.amount ?? -.infinity { most = (row, amount) }
    }
    if let most { try session.exchange(entering: largest, leaving: most.row) }
  }
}
