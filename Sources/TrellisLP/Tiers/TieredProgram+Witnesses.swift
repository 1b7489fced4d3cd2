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
  /// filter keeps it without a test, and finds the same set. The session is left as it was
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
    var owner: [Int: Int] = [:]
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

  /// The witnesses of ``neededRules(_:from:in:_:_:)`` at the elastic optimum the session holds.
  private func witness(
    _ set: [Int], from start: Int, owner: [Int: Int], in reduced: RequiredProgram,
    _ session: borrowing LPSession, _ needed: inout [Bool]
  ) {
    let tolerance = LPTolerances.glpkFeasibility
    var positive: [LinearProgram.Variable] = []
    for index in owner.keys.sorted() {
      let variable = LinearProgram.Variable(index: index)
      if session.value(of: variable) > tolerance * max(1, scale) { positive.append(variable) }
    }
    guard positive.count == 1, let violated = positive.first,
      let violatedPosition = owner[violated.index]
    else { return }
    let amount = session.value(of: violated)
    if violatedPosition >= start { needed[violatedPosition] = true }
    for position in set.indices.dropFirst(start) where position != violatedPosition {
      for variable in reduced.violations(of: set[position]) where !needed[position] {
        guard let moves = session.edge(raising: variable),
          let rate = moves.first(where: { $0.variable == violated })?.rate, rate < 0
        else { continue }
        let step = amount / -rate
        needed[position] = moves.allSatisfy { move in
          if move.variable == violated { return true }
          let reached = move.value + step * move.rate
          if let other = move.variable, owner[other.index] != nil {
            // Another rule of the set stays held.
            return abs(reached) <= tolerance * max(1, scale)
          }
          return reached >= move.lower - tolerance * max(1, abs(move.lower))
            && reached <= move.upper + tolerance * max(1, abs(move.upper))
        }
      }
    }
  }
}
