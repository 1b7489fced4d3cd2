/// Witnesses that rules of a conflicting set are needed in it, read off one elastic optimum
/// instead of one feasibility test per rule (the deletion filter's shortcut).
extension TieredProgram {
  /// Which rules of `set`, from position `start` on, the elastic optimum of `set` shows to be
  /// needed: without the rule, the rest of `set` holds.
  ///
  /// The rules of `set` give way at unit cost (the others may give way at no cost) and that
  /// program is solved once. When a single violation `p` is positive at its optimum `x*`, the
  /// rule of `p` is needed (`x*` holds every other rule of `set`), and so is a rule whose
  /// violation `u`, raised along its edge of the optimal basis (the column of the simplex
  /// tableau), brings `p` to 0 before any basic variable or row leaves its bounds and moves no
  /// other violation of `set`: the point reached holds every rule of `set` but the one of `u`.
  ///
  /// A rule needed in `set` is needed in every conflicting subset of it, so the deletion
  /// filter keeps it without a test, and finds the same set. The search stops after
  /// ``witnessFailures`` rules in a row without a witness (the set is then likely still
  /// reducible). The session is left as it was
  /// found: the rules of `set` held, every objective coefficient of theirs 0.
  ///
  /// - Returns: for each position of `set`, whether its rule was shown to be needed (never
  ///   before `start`).
  /// - Complexity: one warm solve, then for each rule one edge (a solve with the basis
  ///   factors) and a pass over the items it moves: O(rules × rows) at most, without GLPK's
  ///   set-up of a feasibility test per rule.
  func neededRules(
    _ set: [Int], from start: Int, in reduced: RequiredProgram, _ session: borrowing LPSession,
    _ stages: Stages
  ) throws -> [Bool] {
    var needed = [Bool](repeating: false, count: set.count)
    // The position in `set` of each violation variable of its rules, -1 for the others.
    var owner = [Int](repeating: -1, count: reduced.program.variables.count)
    for (position, rule) in set.enumerated() {
      for variable in reduced.violations(of: rule) {
        owner[variable.index] = position
        try session.setBounds(variable, lower: 0, upper: .infinity)
        try session.setObjective(variable, 1)
      }
    }
    stages.solves += 1
    let elastic = session.solve(checkingStart: false, refreshing: false, reading: false)
    if elastic.status == .optimal {
      witness(set, from: start, owner: owner, in: reduced, session, &needed)
    }
    for rule in set {
      for variable in reduced.violations(of: rule) {
        try session.setBounds(variable, lower: 0, upper: 0)
        try session.setObjective(variable, 0)
      }
    }
    return needed
  }

  /// The most a rule's violation variable may be and the rule still hold, in the required
  /// program at the session's point: ``LPTolerances/relaxed`` times `1 + |target| + Σ
  /// |coefficient · value|` over the rule's terms, as the report decides that a rule gave way.
  private func zero(
    of rule: TieredRule, in reduced: RequiredProgram, _ session: borrowing LPSession
  ) -> Double {
    var magnitude = 1 + abs(rule.target)
    for term in rule.terms {
      guard let variable = reduced.variables[term.variable.index] else { continue }
      magnitude += abs(term.coefficient * session.value(of: variable))
    }
    return LPTolerances.relaxed * magnitude
  }

  /// How many rules in a row may fail to show a witness before the search for witnesses stops
  /// (the set is then likely still reducible: deletion decides).
  static let witnessFailures = 4

  /// The witnesses of ``neededRules(_:from:in:_:_:)`` at the elastic optimum the session holds.
  private func witness(
    _ set: [Int], from start: Int, owner: [Int], in reduced: RequiredProgram,
    _ session: borrowing LPSession, _ needed: inout [Bool]
  ) {
    // A violation is positive when its rule gives way by more than the rule's own
    // tolerance (``relaxedTolerance(of:_:)``: relative to the rule's magnitude, not the
    // layout's, so a 1-point shortfall in a chain 32 million points long still shows).
    let zeros = set.map { zero(of: rules[$0], in: reduced, session) }
    var violated: LinearProgram.Variable?
    for (position, rule) in set.enumerated() {
      for variable in reduced.violations(of: rule)
      where session.value(of: variable) > zeros[position] {
        // A second positive violation: no single edge reaches a point that holds the rest.
        guard violated == nil else { return }
        violated = variable
      }
    }
    guard let violated else { return }
    let amount = session.value(of: violated)
    if owner[violated.index] >= start { needed[owner[violated.index]] = true }
    var edge = LPSession.Edge()
    var failures = 0
    for position in set.indices.dropFirst(start) where !needed[position] {
      for variable in reduced.violations(of: set[position]) where !needed[position] {
        guard session.edge(raising: variable, into: &edge) else { continue }
        needed[position] = reaches(edge, violated, amount, owner, zeros, session)
      }
      failures = needed[position] ? 0 : failures + 1
      if failures >= Self.witnessFailures { return }
    }
  }

  /// Whether rising along `edge` brings the violation `violated` (at `amount`) to 0 before any
  /// basic variable or row leaves its bounds, every other violation of the set staying 0.
  private func reaches(
    _ edge: LPSession.Edge, _ violated: LinearProgram.Variable, _ amount: Double,
    _ owner: [Int], _ zeros: [Double], _ session: borrowing LPSession
  ) -> Bool {
    var step: Double?
    for position in 0..<edge.count {
      let move = session.moveOfEdge(edge, position)
      if move.variable == violated.index {
        guard move.rate < 0 else { return false }
        step = amount / -move.rate
      }
    }
    guard let step else { return false }
    let tolerance = LPTolerances.glpkFeasibility
    for position in 0..<edge.count {
      let move = session.moveOfEdge(edge, position)
      if move.variable == violated.index { continue }
      let reached = move.value + step * move.rate
      if let variable = move.variable, owner[variable] >= 0 {
        // Another rule of the set stays held.
        guard abs(reached) <= zeros[owner[variable]] else { return false }
        continue
      }
      guard reached >= move.lower - tolerance * max(1, abs(move.lower)),
        reached <= move.upper + tolerance * max(1, abs(move.upper))
      else { return false }
    }
    return true
  }
}
