import TrellisCore

/// The lexicographic solve of a ``TieredProgram``.
extension TieredProgram {
  /// What the solve found.
  struct Outcome {
    /// The value of every variable.
    var values: [Double]
    /// A minimal set of required rules that cannot all hold (indices into ``rules``), when
    /// the required tier is infeasible.
    var conflict: [Int]?
    /// How many programs GLPK solved (each one warm after the first).
    var solves: Int
    /// Each tier's least weighted violation and, when it spread one, its largest violation.
    var optima: [(tier: LayoutConstraint.Strength, least: Double, worst: Double?)] = []
    /// How many spreading stages found their start already least and added no rows, and how
    /// many tiers held at the last optimum without a solve (the shortcuts taken).
    var spreadsWithoutRows = 0
    var tiersHeldWithoutSolve = 0
  }

  /// The tiers in order.
  static let tierOrder: [LayoutConstraint.Strength] = [.required, .strong, .medium, .weak]

  /// Solves the tiers in order in one GLPK session.
  ///
  /// 1. Whether the required rules hold together is settled in a program of theirs alone
  ///    (``conflictSet(_:solver:)``: an elastic solve, then a minimal conflicting set by
  ///    deletion filtering). When they cannot all hold, they become elastic here and their
  ///    weighted violation is minimised and fixed like a lower tier's.
  /// 2. For each lower tier: minimise its weighted violation, fix it (`tier.T ≤ optimum`);
  ///    when it is not 0 and more than one rule can take it, minimise the largest violation
  ///    among those rules and fix that too, so equal rules that must give way share the
  ///    shortfall. The rows bounding that largest violation are added to the program then,
  ///    for those rules only (the others hold at every optimum of the tier). When the rule
  ///    that gives way most cannot give way less on the tier's optimal face, the start already
  ///    has the least largest violation: no rows, and it bounds the rules' violation
  ///    variables instead (``leastLargest(_:_:_:)``).
  /// 3. After each stage, every nonbasic variable and row with a nonzero reduced cost is held
  ///    where it sits (``LPSession/holdOptimalFace(tolerance:)``): that is exactly the stage's
  ///    optimal face, and GLPK leaves fixed variables out of the stages that follow.
  /// 4. A tier whose rules all hold at the last stage's optimum is fixed at 0 without a solve
  ///    (no point does better than no violation).
  ///
  /// - Parameters:
  ///   - solver: the GLPK solver (its sessions read duals and use Dantzig pricing here).
  ///   - shortcuts: whether to take the shortcuts that do not change the optimum (a starting
  ///     basis, holding each stage's optimal face, largest-violation rows only for the rules
  ///     that can share a shortfall); the tests compare both ways.
  /// - Returns: the values, the conflict and each tier's optimum.
  /// - Throws: ``LPEngineError`` when GLPK rejects the program or a stage is not solved.
  /// - Complexity: one cold solve, then a few warm re-solves per tier (and per deletion test).
  func solve(with solver: GLPKSolver, shortcuts: Bool = true) throws(LPEngineError) -> Outcome {
    do {
      // The conflict (if any) is searched first, so the full program's starting basis can
      // make the required rules it violates elastic too.
      let required = rules.indices.filter { rules[$0].tier == .required }
      let conflict = required.isEmpty ? nil : try conflictSet(required, solver: solver)
      var solver = solver
      solver.options.readsDuals = true
      // Warm stages of a few iterations each: cheap iterations beat fewer ones.
      solver.options.pricing = .dantzig
      var started = program
      // With a conflict, the required rules' elastic optimum; otherwise the layout's own
      // solution.
      var requiredSpread = false
      if shortcuts {
        var basis = conflict?.start ?? startingBasis(elastic: conflict != nil)
        if let conflict, conflict.sharing.count > 1, let largest = largest[.required] {
          // The required tier's largest-violation rows, known from the conflict search, go
          // in before the program is loaded (no refactorisation to add them later); the
          // largest violation starts basic in the row of the rule that gives way most.
          var most: (row: LinearProgram.Row, amount: Double)?
          for (index, amount) in conflict.sharing {
            let row = started.addRow("", largestRowTerms(index, largest), upper: 0)
            basis.rows.append(row)
            if amount > most?.amount ?? -.infinity { most = (row, amount) }
          }
          if let most {
            basis.basic.append(largest)
            basis.rows.removeAll { $0 == most.row }
          }
          requiredSpread = true
        }
        try started.setBasisHint(basic: basis.basic, basicRows: basis.rows)
      }
      return try solver.withSession(trustingNamesOf: started) { [requiredSpread] session in
        try solveStages(
          session, conflict: conflict?.rules, shortcuts: shortcuts,
          requiredSpread: requiredSpread)
      }
    } catch let error as LPEngineError {
      throw error
    } catch let error as LinearProgramError {
      throw .invalidProgram(error)
    } catch {
      throw .notOptimal(.undefined)
    }
  }

  /// The terms of a rule's largest-violation row: its violation less the tier's largest.
  func largestRowTerms(_ rule: Int, _ largest: LinearProgram.Variable) -> [LinearProgram.Term] {
    var terms: [LinearProgram.Term] = []
    terms.reserveCapacity(3)
    for variable in rules[rule].violations { terms.append(LinearProgram.Term(variable, 1)) }
    terms.append(LinearProgram.Term(largest, -1))
    return terms
  }

  /// The tolerance a fixed optimum is given (``LPTolerances/optimumSlack``: scaled by the
  /// layout's scale and relative to the optimum).
  func slack(_ value: Double) -> Double {
    LPTolerances.optimumSlack * scale + LPTolerances.optimumSlack * abs(value)
  }

  /// Sets the session's objective to `coefficients` (each variable at most once), every other
  /// coefficient 0, changing only what differs.
  private func setObjective(
    _ coefficients: [(variable: LinearProgram.Variable, coefficient: Double)],
    _ session: borrowing LPSession, _ stages: Stages
  ) throws {
    stages.stamp += 1
    for (variable, coefficient) in coefficients {
      stages.mark[variable.index] = stages.stamp
      if stages.objective[variable.index] != coefficient {
        try session.setObjective(variable, coefficient)
        stages.objective[variable.index] = coefficient
      }
    }
    for index in stages.nonzero where stages.mark[index] != stages.stamp {
      try session.setObjective(LinearProgram.Variable(index: index), 0)
      stages.objective[index] = 0
    }
    stages.nonzero = coefficients.map(\.variable.index)
  }

  /// Solves a stage.
  ///
  /// `likelyOptimal` stages (the first, and the spreading ones, whose start is often already
  /// the least largest violation) first check whether the starting basis is optimal, which is
  /// cheaper than starting the simplex method.
  private func run(
    _ session: borrowing LPSession, _ stages: Stages, likelyOptimal: Bool
  ) -> LPSolution {
    stages.solves += 1
    // Each stage's optimum only sets the next one up: the last is refreshed at the end, and
    // only the values a stage needs are read (``LPSession/value(of:)``).
    return session.solve(
      checkingStart: likelyOptimal || stages.solves == 1, refreshing: false, reading: false)
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

  /// Whether the program as it stands is infeasible (status only).
  func infeasible(_ session: borrowing LPSession, _ stages: Stages) -> Bool {
    stages.solves += 1
    return session.solveStatus() == .infeasible
  }

  private func optimal(_ solution: LPSolution) throws -> LPSolution {
    guard solution.status == .optimal else { throw LPEngineError.notOptimal(solution.status) }
    return solution
  }

  private func setElastic(
    _ indices: some Sequence<Int>, _ open: Bool, _ session: borrowing LPSession
  ) throws {
    for index in indices {
      for variable in rules[index].violations {
        try session.setBounds(variable, lower: 0, upper: open ? .infinity : 0)
      }
    }
  }

  private func solveStages(
    _ session: borrowing LPSession, conflict: [Int]?, shortcuts: Bool, requiredSpread: Bool
  ) throws -> Outcome {
    let stages = Stages(count: program.variables.count)
    var optima: [(tier: LayoutConstraint.Strength, least: Double, worst: Double?)] = []
    var taken = (spreads: 0, held: 0)
    let required = rules.indices.filter { rules[$0].tier == .required }
    // Whether the required rules hold was settled in a program of theirs alone; when they do
    // not, the full program starts with them elastic. No solve precedes the first stage: the
    // starting basis is primal feasible.
    if conflict != nil { try setElastic(required, true, session) }
    var solvedAStage = false
    // Each optimum is fixed exactly (a vertex's value, so the next stage starts feasible);
    // should GLPK's tolerances disagree, the fixing rows get a hair of slack and the stage runs
    // again.
    var fixed: [(row: LinearProgram.Row?, variable: LinearProgram.Variable?, value: Double)] = []
    var held: [LPSession.HeldBounds] = []
    func stage(_ session: borrowing LPSession, spreading: Bool = false) throws -> LPSolution {
      let first = run(session, stages, likelyOptimal: spreading)
      guard first.status == .infeasible || first.status == .undefined else {
        return try optimal(first)
      }
      for entry in held.reversed() { session.release(entry) }
      held = []
      for entry in fixed {
        if let row = entry.row {
          try session.setBounds(row, lower: -.infinity, upper: entry.value + slack(entry.value))
        }
        if let variable = entry.variable {
          try session.setBounds(variable, lower: 0, upper: entry.value + slack(entry.value))
        }
      }
      return try optimal(run(session, stages, likelyOptimal: false))
    }
    // The tiers solved here; no stage follows the last one's, so it holds no optimal face.
    let solvedTiers = Self.tierOrder.filter { tier in
      tierRows[tier] != nil && largest[tier] != nil && (tier != .required || conflict != nil)
    }
    for tier in solvedTiers {
      guard let row = tierRows[tier], let largest = largest[tier] else { continue }
      let isLast = tier == solvedTiers.last
      var weights: [(variable: LinearProgram.Variable, coefficient: Double)] = []
      for index in rules.indices where rules[index].tier == tier {
        for variable in rules[index].violations { weights.append((variable, rules[index].weight)) }
      }
      // A tier whose rules all hold at the last stage's optimum cannot do better than 0: its
      // row is fixed there without a solve.
      if shortcuts && solvedAStage && weights.allSatisfy({ session.value(of: $0.variable) == 0 }) {
        try session.setBounds(row, lower: -.infinity, upper: 0)
        fixed.append((row, nil, 0))
        optima.append((tier, 0, nil))
        taken.held += 1
        continue
      }
      try setObjective(weights, session, stages)
      let tierOptimum = try stage(session)
      solvedAStage = true
      let least = max(0, tierOptimum.objective)
      try session.setBounds(row, lower: -.infinity, upper: least)
      fixed.append((row, nil, least))
      optima.append((tier, least, nil))
      if shortcuts && (!isLast || least > slack(0)) {
        held.append(session.holdOptimalFace(tolerance: LPTolerances.heldReducedCost))
      }
      guard least > slack(0) else { continue }
      // The required tier's largest-violation rows may have been loaded with the program.
      if !(tier == .required && requiredSpread) {
        // Only rules that can give way at no cost to this tier's optimum can share its
        // shortfall: a violation variable with a positive reduced cost is 0 at every optimum.
        let sharing = rules.indices.filter { index in
          rules[index].tier == tier
            && (!shortcuts
              || rules[index].violations.contains { variable in
                abs(session.reducedCost(of: variable)) <= LPTolerances.freeReducedCost
                  * max(1, rules[index].weight)
              })
        }
        // One rule alone takes the whole optimum: nothing to spread.
        guard sharing.count > 1 else {
          optima[optima.count - 1].worst = sharing.first.map { index in
            rules[index].violations.reduce(0) { $0 + session.value(of: $1) }
          }
          continue
        }
        if shortcuts, let worst = try leastLargest(sharing, session, stages) {
          // The largest violation is already as small as it can be: it becomes a bound on
          // each sharing rule's violation variables instead of rows.
          for index in sharing {
            for variable in rules[index].violations {
              let bounds = session.program.variables[variable.index]
              try session.setBounds(
                variable, lower: bounds.lower, upper: max(bounds.lower, min(bounds.upper, worst)))
              fixed.append((nil, variable, worst))
            }
          }
          optima[optima.count - 1].worst = worst
          taken.spreads += 1
          if !isLast {
            held.append(session.holdOptimalFace(tolerance: LPTolerances.heldReducedCost))
          }
          continue
        }
        let added = try session.addRows(
          trustingNames: sharing.map { index in
            // Unnamed, like every row of a program built for solving.
            ("", largestRowTerms(index, largest), -.infinity, 0)
          })
        // The largest violation starts basic in the row of the rule that gives way most, so
        // every new row holds at the start.
        var most: (row: LinearProgram.Row, amount: Double)?
        for (row, index) in zip(added, sharing) {
          let amount = rules[index].violations.reduce(0) { $0 + session.value(of: $1) }
          if amount > most?.amount ?? -.infinity { most = (row, amount) }
        }
        if let most { try session.exchange(entering: largest, leaving: most.row) }
      }
      try setObjective([(largest, 1)], session, stages)
      let spread = try stage(session, spreading: true)
      let worst = max(0, spread.objective)
      try session.setBounds(largest, lower: 0, upper: worst)
      fixed.append((nil, largest, worst))
      optima[optima.count - 1].worst = worst
      if shortcuts && !isLast {
        held.append(session.holdOptimalFace(tolerance: LPTolerances.heldReducedCost))
      }
    }
    // The last stage's optimum is the layout (fixing its optimum leaves it optimal); a program
    // without soft tiers is solved for feasibility here.
    if !solvedAStage {
      try setObjective([], session, stages)
      _ = try stage(session)
    }
    let final = session.refreshedSolution(status: .optimal)
    return Outcome(
      values: final.values, conflict: conflict, solves: stages.solves, optima: optima,
      spreadsWithoutRows: taken.spreads, tiersHeldWithoutSolve: taken.held)
  }
}
