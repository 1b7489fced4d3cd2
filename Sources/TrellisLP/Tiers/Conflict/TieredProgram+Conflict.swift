import TrellisCore

/// The search for a minimal set of required rules that cannot all hold, in a program of the
/// required rules alone.
extension TieredProgram {
  /// The required rules alone.
  ///
  /// The chain rows and every required rule's row: soft rules can always give way, so they
  /// play no part in whether the required tier holds. Only the variables those rows use are
  /// kept, renumbered (``RequiredProgram/variables``).
  ///
  /// - Returns: the program, and each required rule's row in it by rule index.
  func requiredProgram() -> RequiredProgram {
    var ruleOfRow = [Int?](repeating: nil, count: program.rows.count)
    for (index, rule) in rules.enumerated() { ruleOfRow[rule.row.index] = index }
    var isChain = [Bool](repeating: false, count: program.rows.count)
    for definition in chainDefinitions { isChain[definition.row.index] = true }
    // Only the variables the kept rows use, renumbered.
    var reduced = LinearProgram(name: "trellis_required", sense: .minimize)
    var map = [LinearProgram.Variable?](repeating: nil, count: program.variables.count)
    var variables: [Int: LinearProgram.Variable] = [:]
    var rows: [Int: LinearProgram.Row] = [:]
    var mainRows: [Int] = []
    for (index, row) in program.rows.enumerated() {
      let rule = ruleOfRow[index]
      guard isChain[index] || rule.map({ rules[$0].tier == .required }) == true else { continue }
      mainRows.append(index)
      let terms = row.terms.map { term in
        if let variable = map[term.variable.index] {
          return LinearProgram.Term(variable, term.coefficient)
        }
        let old = program.variables[term.variable.index]
        let new = reduced.addVariable(old.name, lower: old.lower, upper: old.upper)
        map[term.variable.index] = new
        variables[term.variable.index] = new
        return LinearProgram.Term(new, term.coefficient)
      }
      let added = reduced.addRow(row.name, terms, lower: row.lower, upper: row.upper)
      if let rule { rows[rule] = added }
    }
    var required = RequiredProgram(
      program: reduced, rows: rows, variables: variables, mainRows: mainRows)
    for rule in rows.keys {
      required.violationsOfRule[rule] = rules[rule].violations.compactMap { variables[$0.index] }
    }
    return required
  }

  /// A required conflict: the minimal set, and the required rules' elastic optimum (values and
  /// basis of the required program) that the full program can start from.
  struct Conflict {
    var rules: [Int]
    var start: (basic: [LinearProgram.Variable], rows: [LinearProgram.Row])?
    /// Whether the set was proven irreducible as the sensitivity filter left it
    /// (``provesIrreducible(_:in:_:)``) rather than reduced by deletion.
    var proven = false
  }

  /// A minimal infeasible set of the required rules (an IIS).
  ///
  /// It is searched in a program of the required rules alone (``requiredProgram()``):
  ///
  /// 1. every required rule may give way, and their violation is minimised, every rule counted
  ///    alike (whether the rules hold together does not depend on their weights; a weight of 0
  ///    counted as nothing once made a conflict look like none, and the tier then infeasible),
  ///    from the point where every size sits at its bound (each rule that point breaks starts
  ///    with its violation basic, so the simplex method starts feasible). An optimum of 0 means
  ///    the required rules hold together;
  /// 2. sensitivity: the rules whose row dual is 0 at that optimum play no part in the
  ///    conflict (Chinneck), so they are set aside when the rest is still infeasible without
  ///    them;
  /// 3. proof: that set may be irreducible as it stands, shown by the elastic optimum's
  ///    certificate without a solve (``provesIrreducible(_:in:_:)``);
  /// 4. otherwise deletion: what remains is minimal
  ///    (``deletionFilter(_:in:_:_:witnessing:)``, with its witnesses).
  ///
  /// Every shortcut returns exactly the set that plain sequential deletion would: deletion
  /// never removes a rule of an irreducible set, nor a rule needed in a superset of what is
  /// left, so all give the same conflicts (the golden outputs pin them).
  ///
  /// LP solves, for `n` required rules of which the filter leaves `s` and a conflict of `k`:
  /// 2 when the proof applies (the elastic solve and the filter's test). Otherwise O(r log s)
  /// deletion tests for the `r = s − k` rules that go, plus, for the rules that stay, a test
  /// each or one witness solve per run of removals (the benchmark's 64-track wide conflict: 24
  /// solves where plain deletion took 103). Each solve costs GLPK a pass over the whole required
  /// program, so a test per rule is quadratic in the conflict's size: the proof avoids exactly
  /// that.
  ///
  /// - Parameters:
  ///   - candidates: the required rules, by index.
  ///   - solver: the GLPK solver.
  ///   - stages: the search's solve count, and what a deadline needs (the tests left before it,
  ///     the smallest set shown infeasible so far).
  ///   - proving: whether to take the shortcuts (the proof, step 3, and the witnesses of step
  ///     4); the tests compare both ways.
  /// - Returns: the indices of the minimal set, in document order, or `nil` when the required
  ///   rules hold together.
  /// - Throws: ``LPEngineError/notOptimal(_:)`` when the elastic solve has no optimum, or a
  ///   ``LinearProgramError`` when GLPK rejects the program.
  /// - Complexity: see the LP solves above, and the proof's (``provesIrreducible(_:in:_:)``).
  func conflictSet(
    _ candidates: [Int], solver: GLPKSolver, _ stages: Stages = Stages(count: 0),
    proving: Bool = true
  ) throws -> Conflict? {
    SolveStatistics.shared.begin("conflict")
    var reduced = requiredProgram()
    for index in candidates {
      for variable in reduced.violations(of: index) {
        try reduced.program.setBounds(variable, lower: 0, upper: .infinity)
        reduced.program.variables[variable.index].objective = 1
      }
    }
    let natural = naturalBasis(of: reduced)
    try reduced.program.setBasisHint(basic: natural.basic, basicRows: natural.rows)
    var solver = solver
    solver.options.readsDuals = true
    solver.options.pricing = .dantzig
    return try solver.withSession(reduced.program, checkingNames: false) { session in
      stages.solves += 1
      let elastic = session.solve()
      guard elastic.status == .optimal else { throw LPEngineError.notOptimal(elastic.status) }
      guard elastic.objective > slack(0) else { return nil }
      return try searchConflict(
        candidates, in: reduced, elastic, session, stages, proving: proving)
    }
  }

  /// The required program's basis at the point where every variable but the positions sits at
  /// a bound (its lower one when finite) and each position follows its chain row: positions
  /// basic in their chain rows; each required rule that point breaks with its violation
  /// variable basic, every other rule row with its slack.
  private func naturalBasis(of reduced: RequiredProgram)
    -> (basic: [LinearProgram.Variable], rows: [LinearProgram.Row])
  {
    let program = reduced.program
    var values = program.variables.map { variable in
      variable.lower.isFinite ? variable.lower : variable.upper.isFinite ? variable.upper : 0
    }
    var rowOfMain: [Int: Int] = [:]
    for (index, main) in reduced.mainRows.enumerated() { rowOfMain[main] = index }
    var defined = [Bool](repeating: false, count: program.rows.count)
    var basic: [LinearProgram.Variable] = []
    for definition in chainDefinitions {
      guard let index = rowOfMain[definition.row.index],
        let variable = reduced.variables[definition.variable.index]
      else { continue }
      values[variable.index] = Self.defined(variable, by: program.rows[index], values)
      basic.append(variable)
      defined[index] = true
    }
    var ruleOfRow: [Int: Int] = [:]
    for (rule, row) in reduced.rows { ruleOfRow[row.index] = rule }
    let tolerance = LPTolerances.startViolation * scale
    var rows: [LinearProgram.Row] = []
    for (index, row) in program.rows.enumerated() where !defined[index] {
      let activity = row.terms.reduce(0) { $0 + $1.coefficient * values[$1.variable.index] }
      if let rule = ruleOfRow[index].map({ rules[$0] }),
        let measure = measure(rule, activity: activity, tolerance: tolerance),
        let variable = reduced.variables[measure.variable.index]
      {
        basic.append(variable)
      } else {
        rows.append(LinearProgram.Row(index: index))
      }
    }
    return (basic, rows)
  }

  /// The full program's starting basis from the required program's elastic optimum.
  ///
  /// It holds that optimum's basic variables and rows, and for every other row the violation
  /// variable that measures it at that point (when the point violates it) or its slack. The
  /// required tier is then optimal from the start, instead of moving every track from the
  /// layout's own solution.
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
    var kept = [Bool](repeating: false, count: program.rows.count)
    for (index, main) in reduced.mainRows.enumerated() {
      kept[main] = true
      if basis.rows[index] { rows.append(LinearProgram.Row(index: main)) }
    }
    return completed(
      (basic, rows), keeping: { kept[$0] }, elastic: true,
      activity: { value(of: rules[$0], mainValues) })
  }

  /// The filters of ``conflictSet(_:solver:_:proving:)`` in the session of the required
  /// program, after the elastic solve found that the required rules cannot all hold.
  private func searchConflict(
    _ candidates: [Int], in reduced: RequiredProgram, _ elastic: LPSolution,
    _ session: borrowing LPSession, _ stages: Stages, proving: Bool
  ) throws -> Conflict? {
    let start = startingBasis(from: reduced, basis: session.basis(), values: elastic.values)
    for index in candidates {
      for variable in reduced.violations(of: index) {
        try session.setObjective(variable, 0)
      }
    }
    var set = candidates
    defer { stages.conflictSoFar = Conflict(rules: set, start: start) }
    var filtered = false
    if elastic.rowDuals.count == reduced.program.rows.count {
      let involved = candidates.filter { index in
        reduced.rows[index].map { abs(elastic.rowDuals[$0.index]) > LPTolerances.conflictDual }
          ?? true
      }
      try open(involved, false, in: reduced, session)
      if try !involved.isEmpty && infeasible(session, stages) {
        set = involved
        filtered = true
        // Most chain-like conflicts are irreducible as the filter leaves them: proven so,
        // the deletion filter would keep every rule, one feasibility test each.
        if proving && provesIrreducible(set, in: reduced, elastic) {
          return Conflict(rules: set, start: start, proven: true)
        }
      }
    }
    if !filtered {
      try open(candidates, false, in: reduced, session)
      // The elastic optimum was round-off above 0: the rules hold together after all.
      guard try infeasible(session, stages) else { return nil }
    }
    try deletionFilter(&set, in: reduced, session, stages, witnessing: proving)
    return Conflict(rules: set, start: start)
  }

  /// Step 4 of ``conflictSet(_:solver:_:proving:)``: drops the rules of `set` block by block
  /// while the rest stays infeasible; what remains is minimal.
  ///
  /// The result is the sequential deletion filter's (each rule in turn dropped when the rest
  /// stays infeasible without it): a block that goes is its rules going one by one, a block
  /// that cannot go is halved down to single rules. When a single rule must stay, one elastic
  /// solve of the rules left (``neededRules(_:from:in:_:_:)``, once after each block that
  /// went) shows the later rules it can to be needed too; they stay without a test.
  ///
  /// - Parameters:
  ///   - set: the rules, reduced in place to the minimal set (in their order): a deadline
  ///     that stops the filter leaves the smallest set shown infeasible so far.
  ///   - reduced: the required program.
  ///   - session: its session, the rules of `set` held, the others free to give way.
  ///   - stages: the solve count and the deadline's test budget.
  ///   - witnessing: whether to look for witnesses (``neededRules(_:from:in:_:_:)``).
  /// - Throws: ``LPEngineError/notOptimal(_:)`` with a time limit when the deadline passes,
  ///   or a ``LinearProgramError`` when GLPK rejects a change.
  private func deletionFilter(
    _ set: inout [Int], in reduced: RequiredProgram, _ session: borrowing LPSession,
    _ stages: Stages, witnessing: Bool
  ) throws {
    var needed = [Bool](repeating: false, count: set.count)
    var witnessedSinceRemoval = !witnessing
    var index = 0
    var block = max(1, set.count / 4)
    while index < set.count {
      guard !needed[index] else {
        index += 1
        continue
      }
      var end = min(index + block, set.count)
      if let stop = needed[index..<end].firstIndex(of: true) { end = stop }
      try open(set[index..<end], true, in: reduced, session)
      if try infeasible(session, stages) {
        set.removeSubrange(index..<end)
        needed.removeSubrange(index..<end)
        block = min(max(1, set.count / 4), block * 2)
        witnessedSinceRemoval = !witnessing
      } else {
        try open(set[index..<end], false, in: reduced, session)
        if end - index > 1 {
          block = max(1, (end - index) / 2)
        } else {
          index += 1
          if !witnessedSinceRemoval && set.count - index >= Self.witnessedRules {
            witnessedSinceRemoval = true
            let shown = try neededRules(set, from: index, in: reduced, session, stages)
            for position in shown.indices where shown[position] { needed[position] = true }
          }
        }
      }
    }
  }

  /// How many rules must be left to test for the deletion filter to look for witnesses rather
  /// than test them one by one.
  static let witnessedRules = 4

  /// Lets required rules give way (`open`) or holds them (in the required program).
  private func open(
    _ indices: some Sequence<Int>, _ open: Bool, in reduced: RequiredProgram,
    _ session: borrowing LPSession
  ) throws {
    for index in indices {
      for variable in reduced.violations(of: index) {
        try session.setBounds(variable, lower: 0, upper: open ? .infinity : 0)
      }
    }
  }
}
