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
  }

  /// The tiers in order.
  static let tierOrder: [LayoutConstraint.Strength] = [.required, .strong, .medium, .weak]

  /// Solves the tiers in order in one GLPK session.
  ///
  /// 1. Feasibility of the required rules (all violations held at 0). When they cannot all
  ///    hold, a minimal conflicting set is found by deletion filtering, then the required
  ///    rules become elastic and their weighted violation is minimised and fixed.
  /// 2. For each lower tier: minimise its weighted violation, fix it (`tier.T ≤ optimum`);
  ///    when it is not 0, minimise the tier's largest violation and fix that too, so equal
  ///    rules that must give way share the shortfall.
  ///
  /// - Throws: ``LPEngineError`` when GLPK rejects the program or a stage is not solved.
  /// - Complexity: one cold solve, then a few warm re-solves per tier (and per deletion test).
  func solve(with solver: GLPKSolver) throws(LPEngineError) -> Outcome {
    do {
      return try solver.withSession(program) { session in
        try solveStages(session)
      }
    } catch let error as LPEngineError {
      throw error
    } catch let error as LinearProgramError {
      throw .invalidProgram(error)
    } catch {
      throw .notOptimal(.undefined)
    }
  }

  /// The tolerance a fixed optimum is given.
  func slack(_ value: Double) -> Double { 1e-9 * scale + 1e-9 * abs(value) }

  /// The objective and solve count of a staged solve.
  private final class Stages {
    var objective: [Double]
    var solves = 0
    init(count: Int) { objective = [Double](repeating: 0, count: count) }
  }

  private func setObjective(
    _ coefficients: [LinearProgram.Variable: Double], _ session: borrowing LPSession,
    _ stages: Stages
  ) throws {
    for index in stages.objective.indices {
      let wanted = coefficients[LinearProgram.Variable(index: index)] ?? 0
      if wanted != stages.objective[index] {
        try session.setObjective(LinearProgram.Variable(index: index), wanted)
        stages.objective[index] = wanted
      }
    }
  }

  private func run(_ session: borrowing LPSession, _ stages: Stages) -> LPSolution {
    stages.solves += 1
    return session.solve()
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

  private func solveStages(_ session: borrowing LPSession) throws -> Outcome {
    let stages = Stages(count: program.variables.count)
    let required = rules.indices.filter { rules[$0].tier == .required }
    var solution = run(session, stages)
    var conflict: [Int]?
    if solution.status == .infeasible {
      conflict = try deletionFilter(required, session, stages)
      try setElastic(required, true, session)
    } else {
      _ = try optimal(solution)
    }
    // Each optimum is fixed exactly (a vertex's value, so the next stage starts feasible);
    // should GLPK's tolerances disagree, the fixing rows get a hair of slack and the stage runs
    // again.
    var fixed: [(row: LinearProgram.Row?, variable: LinearProgram.Variable?, value: Double)] = []
    func stage(_ session: borrowing LPSession) throws -> LPSolution {
      let first = run(session, stages)
      guard first.status == .infeasible || first.status == .undefined else {
        return try optimal(first)
      }
      for entry in fixed {
        if let row = entry.row {
          try session.setBounds(row, lower: -.infinity, upper: entry.value + slack(entry.value))
        }
        if let variable = entry.variable {
          try session.setBounds(variable, lower: 0, upper: entry.value + slack(entry.value))
        }
      }
      return try optimal(run(session, stages))
    }
    for tier in Self.tierOrder {
      guard let row = tierRows[tier], let largest = largest[tier] else { continue }
      if tier == .required && conflict == nil { continue }
      var weights: [LinearProgram.Variable: Double] = [:]
      for rule in rules where rule.tier == tier {
        for variable in rule.violations { weights[variable, default: 0] += rule.weight }
      }
      try setObjective(weights, session, stages)
      solution = try stage(session)
      let least = max(0, solution.objective)
      try session.setBounds(row, lower: -.infinity, upper: least)
      fixed.append((row, nil, least))
      guard least > slack(0) else { continue }
      try setObjective([largest: 1], session, stages)
      solution = try stage(session)
      let worst = max(0, solution.objective)
      try session.setBounds(largest, lower: 0, upper: worst)
      fixed.append((nil, largest, worst))
    }
    try setObjective([:], session, stages)
    solution = try stage(session)
    return Outcome(values: solution.values, conflict: conflict, solves: stages.solves)
  }

  /// Deletion filtering over the required rules: drops (makes elastic) blocks of rules as long
  /// as the rest stays infeasible, halving the block when it does not, so what remains is a
  /// minimal infeasible set (removing any one rule makes it feasible).
  ///
  /// - Returns: the indices of the minimal set, in document order; every required rule is
  ///   rigid again afterwards.
  private func deletionFilter(
    _ candidates: [Int], _ session: borrowing LPSession, _ stages: Stages
  ) throws -> [Int] {
    var set = candidates
    var index = 0
    var block = max(1, set.count / 4)
    while index < set.count {
      let end = min(index + block, set.count)
      try setElastic(set[index..<end], true, session)
      if run(session, stages).status == .infeasible {
        set.removeSubrange(index..<end)
      } else {
        try setElastic(set[index..<end], false, session)
        if block > 1 {
          block = max(1, block / 2)
        } else {
          index += 1
        }
      }
    }
    try setElastic(candidates, false, session)
    return set
  }
}
