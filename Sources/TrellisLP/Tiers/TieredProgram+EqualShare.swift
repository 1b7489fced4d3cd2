import TrellisCore

/// The spreading stage's equal share: the least largest violation found without walking the
/// simplex method from the rule that takes the whole shortfall to the rules that share it.
extension TieredProgram {
  /// Spreads a tier's shortfall `least` over the `sharing` rules by their equal share, when
  /// the layout allows it, and fixes it as ``boundViolations(of:by:_:_:)`` does.
  ///
  /// On the tier's optimal face held so far, only the sharing rules can give way (every other
  /// rule of the tier has a positive reduced cost, so it holds at every optimum), and their
  /// weighted violations add up to `least`. So their largest violation is at least
  /// `t = least / Σ weights`, and it is exactly `t` when some point of the face has every
  /// sharing rule give way by `t`. That is a feasibility question, which GLPK settles, from a
  /// basis built for it (``shareBasis(_:largest:_:)``): each rule's violation variable fixed
  /// at `t` and nonbasic (no pivot brings the k rules to their share one by one), the rest the
  /// layout's own solution with each size that a sharing rule moves released from the lower
  /// tier's rule that pinned it. The simplex method, on a zero objective, repairs what that
  /// basis gets wrong. When it finds the face feasible, `t` is the least largest violation,
  /// proven: the violation variables are then bounded by `[lower, t]` and stay at `t`, and the
  /// tier's `largest` (when its rows were loaded) is fixed at `t` too. When not, the bounds
  /// and the basis are put back and the stage is solved with its rows.
  ///
  /// It applies only when each sharing rule has positive weight and exactly one violation
  /// variable that can give way (the other held at 0, or none): a violation of `t` is then
  /// that variable at `t`. It is not tried when a rule's own row keeps it from giving way by
  /// `t` (``reach(of:in:_:)``: a spacing of 2 cannot give way by 5, as in the benchmark's
  /// wide conflict, where the optimum spreads over fewer rules than can share).
  ///
  /// - Parameters:
  ///   - sharing: the rules that can share the shortfall.
  ///   - least: the tier's optimum.
  ///   - largest: the tier's largest violation when its rows are in the program.
  ///   - session: the session of the full program, at the tier's optimum.
  ///   - stages: the staged solve's objective, solve count and fixed optima.
  /// - Returns: `t`, or `nil` when the share is not tried or not feasible (nothing changed).
  /// - Throws: a ``LinearProgramError`` when GLPK rejects a bound.
  /// - Complexity: two factorisations and a simplex run whose pivots repair only what the
  ///   built basis gets wrong, instead of one pivot per sharing rule.
  func equalShare(
    _ sharing: [Int], least: Double, largest: LinearProgram.Variable?,
    _ session: borrowing LPSession, _ stages: Stages
  ) throws -> Double? {
    var totalWeight = 0.0
    var shares: [(rule: Int, variable: LinearProgram.Variable)] = []
    shares.reserveCapacity(sharing.count)
    for index in sharing {
      let rule = rules[index]
      guard rule.weight > 0 else { return nil }
      totalWeight += rule.weight
      var share: LinearProgram.Variable?
      for variable in rule.violations where session.program.variables[variable.index].upper > 0 {
        guard share == nil else { return nil }
        share = variable
      }
      guard let share else { return nil }
      shares.append((index, share))
    }
    let worst = least / totalWeight
    guard worst.isFinite, worst > 0 else { return nil }
    var fixed = shares.map(\.variable)
    if let largest { fixed.append(largest) }
    for variable in fixed {
      let bounds = session.program.variables[variable.index]
      guard bounds.lower <= worst, worst <= bounds.upper else { return nil }
    }
    // A rule whose own row cannot let it give way by the share makes the share infeasible
    // (a spacing of 2 cannot give way by 5): no trial then.
    for (index, variable) in shares where reach(of: variable, in: rules[index], session) < worst {
      return nil
    }
    let before = session.currentBasis()
    let saved = fixed.map { session.program.variables[$0.index] }
    for variable in fixed { try session.setBounds(variable, lower: worst, upper: worst) }
    try setObjective([], session, stages)
    var found = false
    var trial = shareBasis(shares, largest: largest, session)
    if session.restore(trial.basis), alignReleased(&trial, session) {
      stages.solves += 1
      // The trial pays off only when short: past a quarter of the pivots the rows would
      // take, the rows decide.
      let status = session.solveStatus(iterationLimit: 20 + shares.count / 4)
      found = status == .optimal
    }
    guard found else {
      for (variable, bounds) in zip(fixed, saved) {
        try session.setBounds(variable, lower: bounds.lower, upper: bounds.upper)
      }
      session.restore(before)
      return nil
    }
    for (variable, bounds) in zip(fixed, saved) {
      try session.setBounds(variable, lower: bounds.lower, upper: worst)
      session.placeAtUpperBound(variable)
      stages.fixed.append((nil, variable, worst))
    }
    return worst
  }

  /// How far a rule's violation variable can rise within the rule's own row, every other
  /// variable of the row within its bounds as they stand (held ones included): a bound that
  /// every point of the program keeps (`.infinity` when the row sets none).
  ///
  /// - Complexity: O(terms of the row).
  func reach(
    of variable: LinearProgram.Variable, in rule: TieredRule, _ session: borrowing LPSession
  ) -> Double {
    let program = session.program
    let row = program.rows[rule.row.index]
    var coefficient = 0.0
    // The least and largest activity of the rest of the row.
    var least = 0.0
    var most = 0.0
    for term in row.terms {
      if term.variable == variable {
        coefficient = term.coefficient
        continue
      }
      let bounds = program.variables[term.variable.index]
      let (low, high) =
        term.coefficient > 0 ? (bounds.lower, bounds.upper) : (bounds.upper, bounds.lower)
      least += term.coefficient * low
      most += term.coefficient * high
    }
    // coefficient · v + rest ∈ [lower, upper]: v ≤ (upper − least) / c for c > 0, and
    // v ≤ (lower − most) / c for c < 0 (an infinite bound on either side gives none).
    let reach =
      coefficient > 0
      ? (row.upper - least) / coefficient
      : coefficient < 0 ? (row.lower - most) / coefficient : .infinity
    return reach.isNaN ? .infinity : reach
  }
}
