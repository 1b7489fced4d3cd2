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
    /// Whether ``conflict`` is proven minimal: `false` when the time limit stopped its search
    /// (``solve(with:shortcuts:stopping:testsBeforeDeadline:)``).
    var conflictIsMinimal = true
    /// Each tier's least weighted violation and, when it spread one, its largest violation.
    var optima: [(tier: LayoutConstraint.Strength, least: Double, worst: Double?)] = []
    /// How many spreading stages found their start already least and added no rows, and how
    /// many tiers held at the last optimum without a solve (the shortcuts taken).
    var spreadsWithoutRows = 0
    var tiersHeldWithoutSolve = 0
    /// Whether ``values`` are the polished vertex (``LPSession/polishedVertex(exact:tolerance:)``)
    /// rather than the simplex method's last basic solution.
    var polished = false
    /// How many of those spreading stages found the rules' equal share least, proven feasible
    /// from a basis built for it (``equalShare(_:least:_:_:)``).
    var equalShares = 0
    /// How many stages were solved again past their start's round-off
    /// (``coverRoundOff(_:_:)``), and how many with slack (``rerunWithSlack(_:_:)``).
    var roundOffCovered = 0
    var slackReruns = 0
  }

  /// The tiers in order.
  static let tierOrder: [LayoutConstraint.Strength] = [.required, .strong, .medium, .weak]

  /// Solves the tiers in order in one GLPK session.
  ///
  /// 1. Whether the required rules hold together is settled in a program of theirs alone
  ///    (``conflictSet(_:solver:_:proving:)``). When they cannot all hold, they become elastic
  ///    here (``letRequiredGiveWay(_:)``) and their tier is solved like a lower one.
  /// 2. For each lower tier: minimise its weighted violation, fix it (`tier.T ≤ optimum`:
  ///    ``minimiseTier(_:_:row:_:_:)``), and when it is not 0 spread it over the rules that
  ///    can share it (``spreadShortfall(_:largest:shortcuts:_:_:)``).
  /// 3. After each stage its optimal face is held (``LPSession/holdOptimalFace(tolerance:)``).
  ///    Should a stage then be infeasible by GLPK's tolerances, it is solved again
  ///    (``stage(_:_:spreading:)``: past its round-off, or with the faces released and slack).
  /// 4. A tier whose rules all hold at the last stage's optimum (``holdsAlready(_:_:)``) is
  ///    fixed at 0 without a solve (``fixHolding(_:row:_:_:)``; no point does better than no
  ///    violation).
  /// 5. Among the points optimal in every tier, the one least in the tie-breaking weights
  ///    (``tieWeights()``): one point, whatever path the stages took to their optimal face.
  ///
  /// - Parameters:
  ///   - solver: the GLPK solver (its sessions read duals and use Dantzig pricing here).
  ///   - shortcuts: whether to take the shortcuts that do not change the optimum (a starting
  ///     basis, holding each stage's optimal face, largest-violation rows only for the rules
  ///     that can share a shortfall); the tests compare both ways.
  ///   - stopping: whether the deadline stops the conflict search with the smallest set shown
  ///     infeasible so far (``LPEngine/stopsConflictSearchAtTimeLimit``).
  ///   - testsBeforeDeadline: for tests, the conflict search's feasibility tests before it
  ///     acts as if the deadline had passed (``Stages/testsBeforeDeadline``).
  /// - Returns: the values, the conflict and each tier's optimum.
  /// - Throws: ``LPEngineError`` when GLPK rejects the program or a stage is not solved (a
  ///   stage stopped by the deadline too).
  /// - Complexity: one cold solve, then a few warm re-solves per tier (and per deletion test).
  func solve(
    with solver: GLPKSolver, shortcuts: Bool = true, stopping: Bool = false,
    testsBeforeDeadline: Int? = nil
  ) throws(LPEngineError) -> Outcome {
    do {
      // The conflict (if any) is searched first, so the full program's starting basis can
      // make the required rules it violates elastic too.
      let required = rules.indices.filter { rules[$0].tier == .required }
      var solver = solver
      let search = Stages(count: 0)
      search.testsBeforeDeadline = testsBeforeDeadline
      let conflict: Conflict?
      var conflictIsMinimal = true
      do {
        conflict = required.isEmpty ? nil : try conflictSet(required, solver: solver, search)
      } catch let error as LPEngineError
        where stopping && error == .notOptimal(.solverFailure(.timeLimit))
      {
        guard let found = search.conflictSoFar else { throw error }
        conflict = found
        conflictIsMinimal = false
      }
      // Once a conflict is shown, the layout from it is finished whatever the time.
      if stopping && conflict != nil { solver.options.deadline = nil }
      solver.options.readsDuals = true
      // Warm stages of a few iterations each: cheap iterations beat fewer ones.
      solver.options.pricing = .dantzig
      var started = program
      // With a conflict, the required rules' elastic optimum; otherwise the layout's own
      // solution.
      if shortcuts {
        let basis = conflict?.start ?? startingBasis(elastic: conflict != nil)
        try started.setBasisHint(basic: basis.basic, basicRows: basis.rows)
      }
      return try solver.withSession(started, checkingNames: false) { session in
        var outcome = try solveStages(session, conflict: conflict?.rules, shortcuts: shortcuts)
        outcome.conflictIsMinimal = conflictIsMinimal
        return outcome
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

  /// The stages of ``solve(with:shortcuts:)`` in the session of the full program, in the order
  /// of its steps.
  private func solveStages(
    _ session: borrowing LPSession, conflict: [Int]?, shortcuts: Bool
  ) throws -> Outcome {
    let stages = Stages(count: program.variables.count)
    // 1. Whether the required rules hold was settled in a program of theirs alone; when they
    //    do not, they give way here. No solve precedes the first stage: the starting basis is
    //    primal feasible.
    if conflict != nil { try letRequiredGiveWay(session) }
    // The tiers solved here; no stage follows the last one's, so it holds no optimal face.
    for tier in solvedTiers(elastic: conflict != nil) {
      guard let row = tierRows[tier], let largest = largest[tier] else { continue }
      let weights = weightedViolations(of: tier)
      // 4. A tier that holds already at an earlier tier's optimum is fixed at 0 without a solve.
      if shortcuts && !stages.outcome.optima.isEmpty && holdsAlready(weights, session) {
        try fixHolding(tier, row: row, session, stages)
        continue
      }
      // 2. Minimise the tier's weighted violation and fix it; 3. hold the optimal face.
      SolveStatistics.shared.begin("\(tier).minimise")
      let least = try minimiseTier(tier, weights, row: row, session, stages)
      if shortcuts { stages.held.append(session.holdOptimalFace()) }
      guard least > slack(0) else { continue }
      // 2. Spread the shortfall over the rules that can share it and fix its largest
      //    violation; 3. hold the optimal face.
      SolveStatistics.shared.begin("\(tier).spread")
      let spread = try spreadShortfall(
        tier, largest: largest, shortcuts: shortcuts, session, stages)
      if spread && shortcuts { stages.held.append(session.holdOptimalFace()) }
    }
    // 5. Among the points optimal in every tier, the least in the tie-breaking weights (one
    //    point: ``tieWeights()``); a program without soft tiers is solved here.
    SolveStatistics.shared.begin("ties")
    try setObjective(tieWeights(), session, stages)
    _ = try stage(session, stages, spreading: !stages.outcome.optima.isEmpty)
    try restoreCovered(session, stages)
    let final = session.refreshedSolution(status: .optimal)
    // 6. The vertex the layout's own rules define, correctly rounded: the same bits whatever
    //    path the stages took to it.
    SolveStatistics.shared.begin("polish")
    let polished = polishedValues(session)
    stages.outcome.values = polished ?? final.values
    stages.outcome.conflict = conflict
    stages.outcome.polished = polished != nil
    return stages.outcome
  }

  /// Step 1: the required rules cannot all hold (their conflict was settled in a program of
  /// their own), so they give way in the full program too, and their tier is solved like a
  /// lower one.
  private func letRequiredGiveWay(_ session: borrowing LPSession) throws {
    for rule in rules where rule.tier == .required {
      for variable in rule.violations {
        try session.setBounds(variable, lower: 0, upper: .infinity)
      }
    }
  }

  /// The objective of a tier's stage: each violation variable of its rules, by the rule's
  /// weight.
  func weightedViolations(
    of tier: LayoutConstraint.Strength
  ) -> [(variable: LinearProgram.Variable, coefficient: Double)] {
    var weights: [(variable: LinearProgram.Variable, coefficient: Double)] = []
    for index in rules.indices where rules[index].tier == tier {
      for variable in rules[index].violations { weights.append((variable, rules[index].weight)) }
    }
    return weights
  }

  /// Step 4: whether every rule of a tier holds at the last stage's optimum (no point does
  /// better than no violation).
  private func holdsAlready(
    _ weights: [(variable: LinearProgram.Variable, coefficient: Double)],
    _ session: borrowing LPSession
  ) -> Bool {
    weights.allSatisfy { session.value(of: $0.variable) == 0 }
  }

  /// Step 4: fixes the row of a tier that holds already at 0, without a solve.
  private func fixHolding(
    _ tier: LayoutConstraint.Strength, row: LinearProgram.Row, _ session: borrowing LPSession,
    _ stages: Stages
  ) throws {
    try session.setBounds(row, lower: -.infinity, upper: 0)
    stages.fixed.append((.row(row), 0))
    stages.outcome.optima.append((tier, 0, nil))
    stages.outcome.tiersHeldWithoutSolve += 1
    // Its weighted rules' violations are 0 at every point that keeps the row: held there, as
    // an optimal face is (GLPK leaves fixed variables out of the stages that follow, and the
    // tie-breaking stage need not pivot them out one by one).
    var held: LPSession.HeldBounds = []
    for rule in rules where rule.tier == tier && rule.weight > 0 {
      for variable in rule.violations {
        let bounds = session.program.variables[variable.index]
        guard bounds.lower == 0, bounds.upper > 0 else { continue }
        held.append((.variable(variable), bounds.lower, bounds.upper))
        try session.setBounds(variable, lower: 0, upper: 0)
      }
    }
    stages.held.append(held)
  }

  /// Step 2: minimises a tier's weighted violation and fixes it (`tier.T ≤ optimum`).
  ///
  /// - Returns: the optimum, ≥ 0.
  private func minimiseTier(
    _ tier: LayoutConstraint.Strength,
    _ weights: [(variable: LinearProgram.Variable, coefficient: Double)],
    row: LinearProgram.Row, _ session: borrowing LPSession, _ stages: Stages
  ) throws -> Double {
    try setObjective(weights, session, stages)
    let tierOptimum = try stage(session, stages)
    let least = max(0, tierOptimum.objective)
    try session.setBounds(row, lower: -.infinity, upper: least)
    stages.fixed.append((.row(row), least))
    stages.outcome.optima.append((tier, least, nil))
    return least
  }
}
