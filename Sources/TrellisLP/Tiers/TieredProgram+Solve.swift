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
      // The conflict (if any) is searched first, so the full program's starting basis can
      // make the required rules it violates elastic too.
      let required = rules.indices.filter { rules[$0].tier == .required }
      let conflict = required.isEmpty ? nil : try conflictSet(required, solver: solver)
      var started = program
      // With a conflict, the required rules' elastic optimum; otherwise the layout's own
      // solution.
      let basis = conflict?.start ?? startingBasis(elastic: conflict != nil)
      try started.setBasisHint(basic: basis.basic, basicRows: basis.rows)
      return try solver.withSession(started) { session in
        try solveStages(session, conflict: conflict?.rules)
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

  /// Whether the program as it stands is infeasible (status only).
  private func infeasible(_ session: borrowing LPSession, _ stages: Stages) -> Bool {
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

  private func solveStages(_ session: borrowing LPSession, conflict: [Int]?) throws -> Outcome {
    let stages = Stages(count: program.variables.count)
    let required = rules.indices.filter { rules[$0].tier == .required }
    // Whether the required rules hold was settled in a program of theirs alone; when they do
    // not, the full program starts with them elastic. No solve precedes the first stage: the
    // starting basis is primal feasible.
    if conflict != nil { try setElastic(required, true, session) }
    var solution: LPSolution
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
    // The last stage's optimum is the layout (a zero objective changes nothing); a program
    // without soft tiers is solved for feasibility here.
    try setObjective([:], session, stages)
    solution = try stage(session)
    return Outcome(values: solution.values, conflict: conflict, solves: stages.solves)
  }

  /// The required rules alone.
  ///
  /// The chain rows and every required rule's row: soft rules can always give way, so they
  /// play no part in whether the required tier holds. Only the variables those rows use are
  /// kept, renumbered (``RequiredProgram/variables``).
  ///
  /// - Returns: the program, and each required rule's row in it by rule index.
  func requiredProgram() -> RequiredProgram {
    var soft = Set<Int>(largestRows)
    for row in tierRows.values { soft.insert(row.index) }
    var ruleOfRow: [Int: Int] = [:]
    for (index, rule) in rules.enumerated() {
      if rule.tier == .required {
        ruleOfRow[rule.row.index] = index
      } else {
        soft.insert(rule.row.index)
      }
    }
    // Only the variables the kept rows use, renumbered.
    var reduced = LinearProgram(name: "trellis_required", sense: .minimize)
    var map: [Int: LinearProgram.Variable] = [:]
    var rows: [Int: LinearProgram.Row] = [:]
    var mainRows: [Int] = []
    for (index, row) in program.rows.enumerated() where !soft.contains(index) {
      mainRows.append(index)
      let terms = row.terms.map { term in
        let variable =
          map[term.variable.index]
          ?? {
            let old = program.variables[term.variable.index]
            let new = reduced.addVariable(old.name, lower: old.lower, upper: old.upper)
            map[term.variable.index] = new
            return new
          }()
        return LinearProgram.Term(variable, term.coefficient)
      }
      let added = reduced.addRow(row.name, terms, lower: row.lower, upper: row.upper)
      if let rule = ruleOfRow[index] { rows[rule] = added }
    }
    return RequiredProgram(program: reduced, rows: rows, variables: map, mainRows: mainRows)
  }

  /// The required rules alone (``requiredProgram()``).
  struct RequiredProgram {
    var program: LinearProgram
    /// Each required rule's row, by rule index.
    var rows: [Int: LinearProgram.Row]
    /// The program's variable for each variable of the full program it uses.
    var variables: [Int: LinearProgram.Variable]
    /// The full program's index of each of this program's rows.
    var mainRows: [Int]

    /// A rule's violation variables here.
    func violations(of rule: TieredRule) -> [LinearProgram.Variable] {
      rule.violations.compactMap { variables[$0.index] }
    }
  }

  /// A minimal infeasible set of the required rules (an IIS).
  ///
  /// It is searched in a program of the required rules alone (``requiredProgram()``), in two
  /// filters:
  ///
  /// 1. sensitivity: every required rule may give way; minimising their total violation gives
  ///    a row dual per rule, and the rules whose dual is 0 play no part in the conflict
  ///    (Chinneck), so they are set aside when the rest is still infeasible without them;
  /// 2. deletion: the remaining rules are dropped (made elastic) block by block as long as the
  ///    rest stays infeasible — a block that cannot go is halved down to single rules, and
  ///    blocks grow again after each success — so what remains is minimal: removing any one
  ///    rule makes it feasible.
  ///
  /// - Returns: the indices of the minimal set, in document order, or `nil` when the required
  ///   rules hold together.
  /// - Complexity: one elastic solve and O(k log n) warm feasibility tests for a set of k
  ///   rules among n candidates.
  private func conflictSet(_ candidates: [Int], solver: GLPKSolver) throws -> Conflict? {
    let stages = Stages(count: 0)
    let reduced = requiredProgram()
    var solver = solver
    solver.options.readsDuals = true
    return try solver.withSession(reduced.program) { session in
      stages.solves += 1
      guard session.solve().status == .infeasible else { return nil }
      return try searchConflict(candidates, in: reduced, session, stages)
    }
  }

  /// A required conflict: the minimal set, and the required rules' elastic optimum (values and
  /// basis of the required program) that the full program can start from.
  struct Conflict {
    var rules: [Int]
    var start: (basic: [LinearProgram.Variable], rows: [LinearProgram.Row])?
  }

  /// The full program's starting basis from the required program's elastic optimum.
  ///
  /// It holds that optimum's basic variables and rows, and for every other row the violation variable that measures it at
  /// that point (when the point violates it) or its slack. The required tier is then optimal
  /// from the start, instead of moving every track from the layout's own solution.
  func startingBasis(
    from reduced: RequiredProgram, basis: (variables: [Bool], rows: [Bool]), values: [Double]
  ) -> (basic: [LinearProgram.Variable], rows: [LinearProgram.Row]) {
    var mainValues = [Double](repeating: 0, count: program.variables.count)
    var basic: [LinearProgram.Variable] = []
    for (main, variable) in reduced.variables {
      mainValues[main] = values[variable.index]
      if basis.variables[variable.index] { basic.append(LinearProgram.Variable(index: main)) }
    }
    basic.sort()
    var rows: [LinearProgram.Row] = []
    var kept = Set<Int>()
    for (index, main) in reduced.mainRows.enumerated() {
      kept.insert(main)
      if basis.rows[index] { rows.append(LinearProgram.Row(index: main)) }
    }
    var ruleOfRow: [Int: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleOfRow[rule.row.index] = index }
    let tolerance = 1e-9 * scale
    var violated: [Int: Double] = [:]
    for index in program.rows.indices where !kept.contains(index) {
      guard let ruleIndex = ruleOfRow[index] else {
        rows.append(LinearProgram.Row(index: index))
        continue
      }
      let rule = rules[ruleIndex]
      let activity = rule.terms.reduce(0) { $0 + $1.coefficient * mainValues[$1.variable.index] }
      if let measure = measure(rule, activity: activity, tolerance: tolerance) {
        basic.append(measure.variable)
        violated[ruleIndex] = measure.amount
      } else {
        rows.append(LinearProgram.Row(index: index))
      }
    }
    // Required rules measured by the elastic optimum count too.
    for (index, rule) in rules.enumerated() where rule.tier == .required {
      let amount = rule.violations.reduce(0.0) { $0 + mainValues[$1.index] }
      if amount > tolerance { violated[index] = amount }
    }
    var result = (basic: basic, rows: rows)
    balanceLargest(&result, violated: violated)
    return result
  }

  /// The filters of ``conflictSet(_:solver:_:)`` in the session of the required program.
  private func searchConflict(
    _ candidates: [Int], in reduced: RequiredProgram, _ session: borrowing LPSession,
    _ stages: Stages
  ) throws -> Conflict {
    var set = candidates
    try open(candidates, true, in: reduced, session)
    for index in candidates {
      for variable in reduced.violations(of: rules[index]) {
        try session.setObjective(variable, rules[index].weight)
      }
    }
    stages.solves += 1
    let elastic = session.solve()
    let start =
      elastic.status == .optimal
      ? startingBasis(from: reduced, basis: session.basis(), values: elastic.values) : nil
    for index in candidates {
      for variable in reduced.violations(of: rules[index]) {
        try session.setObjective(variable, 0)
      }
    }
    var filtered = false
    if elastic.status == .optimal, elastic.rowDuals.count == reduced.program.rows.count {
      let involved = candidates.filter { index in
        reduced.rows[index].map { abs(elastic.rowDuals[$0.index]) > 1e-9 } ?? true
      }
      try open(involved, false, in: reduced, session)
      if !involved.isEmpty && infeasible(session, stages) {
        set = involved
        filtered = true
      }
    }
    if !filtered { try open(candidates, false, in: reduced, session) }
    var index = 0
    var block = max(1, set.count / 4)
    while index < set.count {
      let end = min(index + block, set.count)
      try open(set[index..<end], true, in: reduced, session)
      if infeasible(session, stages) {
        set.removeSubrange(index..<end)
        block = min(max(1, set.count / 4), block * 2)
      } else {
        try open(set[index..<end], false, in: reduced, session)
        if block > 1 {
          block = max(1, block / 2)
        } else {
          index += 1
        }
      }
    }
    return Conflict(rules: set, start: start)
  }

  /// Lets required rules give way (`open`) or holds them (in the required program).
  private func open(
    _ indices: some Sequence<Int>, _ open: Bool, in reduced: RequiredProgram,
    _ session: borrowing LPSession
  ) throws {
    for index in indices {
      for variable in reduced.violations(of: rules[index]) {
        try session.setBounds(variable, lower: 0, upper: open ? .infinity : 0)
      }
    }
  }
}
