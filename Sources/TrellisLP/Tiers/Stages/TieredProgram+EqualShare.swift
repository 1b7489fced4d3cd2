import Foundation
import TrellisCore

/// The spreading stage's equal share: the least largest violation found without walking the
/// simplex method from the rule that takes the whole shortfall to the rules that share it.
extension TieredProgram {
  /// Spreads a tier's shortfall `least` over the `sharing` rules by their equal share, as far
  /// as each rule can give way, when the layout allows it, and fixes it as
  /// ``boundViolations(of:by:_:_:)`` does.
  ///
  /// On the tier's optimal face held so far, only the sharing rules can give way (every other
  /// rule of the tier has a positive reduced cost, so it holds at every optimum), their
  /// weighted violations add up to `least`, and each rule's violation is at most its reach
  /// `c` (``reach(of:in:_:)``: what its own row allows, its other variables within their
  /// bounds). So their largest violation is at least the water level `t` where
  /// `Σ weight · min(c, t) = least` (``waterLevel(_:_:_:)``; `least / Σ weights` when no
  /// reach is below it), and it is exactly `t` when some point of the face has every sharing
  /// rule give way by `min(c, t)`. That is a feasibility question, which GLPK settles. First
  /// each share becomes its rule's upper bound, the tier's objective kept, so the tier's
  /// optimal basis stays dual feasible: the dual simplex method with long steps (GLPK's
  /// bound-flipping ratio test) takes the rules that give way by more than their share down
  /// to it and flips those that give way by less up to it, many in one iteration, not a pivot
  /// each (``longStepPivots`` iterations at most). Failing that, each rule's violation
  /// variable is fixed at its share (nonbasic at a fixed value) and the simplex method, on a
  /// zero objective, repairs what that breaks within a few pivots: from a basis built for it
  /// (``shareBasis(_:_:)``) when every rule takes the level, otherwise (a rule giving
  /// way by its whole reach) from the tier's optimum. When it finds the face feasible, `t` is
  /// the least largest violation, proven: each violation variable is then bounded above by
  /// its share and stays there (on the face it cannot be less either: the shares add up to
  /// `least`). When not, the bounds and the basis are put back and the stage is solved with
  /// its rows.
  ///
  /// It applies only when each sharing rule has positive weight and exactly one violation
  /// variable that can give way (the other held at 0, or none): a violation of `t` is then
  /// that variable at `t`.
  ///
  /// - Parameters:
  ///   - sharing: the rules that can share the shortfall.
  ///   - least: the tier's optimum.
  ///   - session: the session of the full program, at the tier's optimum.
  ///   - stages: the staged solve's objective, solve count and fixed optima.
  /// - Returns: `t`, or `nil` when the share is not tried or not feasible (nothing changed).
  /// - Throws: a ``LinearProgramError`` when GLPK rejects a bound.
  /// - Complexity: O(k log k) for the water level, a long-step run of at most
  ///   ``longStepPivots`` iterations, then up to three factorisations and a simplex run
  ///   bounded by a fraction of the pivots the rows would take.
  func equalShare(
    _ sharing: [Int], least: Double, _ session: borrowing LPSession, _ stages: Stages
  ) throws -> Double? {
    var shares: [(rule: Int, variable: LinearProgram.Variable)] = []
    shares.reserveCapacity(sharing.count)
    for index in sharing {
      let rule = rules[index]
      guard rule.weight > 0 else { return nil }
      var share: LinearProgram.Variable?
      for variable in rule.violations where session.program.variables[variable.index].upper > 0 {
        guard share == nil else { return nil }
        share = variable
      }
      guard let share else { return nil }
      shares.append((index, share))
    }
    // The sizes and units the sharing rules move, bounded by the rows that pin them.
    var moved = Set<Int>()
    for share in shares {
      for term in rules[share.rule].terms { moved.insert(term.variable.index) }
    }
    let implied = impliedBounds(of: moved, session)
    let reaches = shares.map {
      reach(of: $0.variable, in: rules[$0.rule], implied: implied, session)
    }
    guard let worst = waterLevel(least, shares.map { rules[$0.rule].weight }, reaches) else {
      return nil
    }
    let fixed = zip(shares, reaches).map { ($0.variable, min($1, worst)) }
    for (variable, value) in fixed {
      let bounds = session.program.variables[variable.index]
      guard bounds.lower <= value, value <= bounds.upper else { return nil }
    }
    // The rows would bring each rule that does not give way yet into the basis, a pivot
    // each: a trial that takes more than that (and a few) does not pay.
    let rising = shares.reduce(0) { $0 + (session.value(of: $1.variable) > 0 ? 0 : 1) }
    let limit = Self.trialPivots + rising
    let before = session.problem.basis()
    let saved = fixed.map { session.program.variables[$0.0.index] }
    // The shares as upper bounds, the tier's objective kept: the optimal basis stays dual
    // feasible, and the dual simplex method with long steps moves every rule that gives way
    // by less than its share to its bound at once (a bound flip, not a pivot).
    for ((variable, value), bounds) in zip(fixed, saved) {
      try session.setBounds(variable, lower: min(bounds.lower, value), upper: value)
    }
    stages.solves += 1
    var found =
      session.solveStatus(iterationLimit: Self.longStepPivots, longSteps: true) == .optimal
    if !found {
      session.restore(before)
      for (variable, value) in fixed { try session.setBounds(variable, lower: value, upper: value) }
      try setObjective([], session, stages)
      if reaches.allSatisfy({ $0 >= worst }) {
        // Every rule takes the level: from the layout's own solution with the shares made
        // nonbasic (a cycle of rules).
        var built = shareBasis(shares, session)
        if session.restore(built.basis), mend(&built, session) {
          stages.solves += 1
          found = session.solveStatus(iterationLimit: 20 + shares.count / 4) == .optimal
        }
      } else {
        // Rules that give way by their whole reach (a spacing down to 0): their rows are
        // tight at the other variables' bounds, which the built basis does not know; from
        // the tier's optimum.
        stages.solves += 1
        found = session.solveStatus(iterationLimit: limit) == .optimal
      }
    }
    guard found else {
      for ((variable, _), bounds) in zip(fixed, saved) {
        try session.setBounds(variable, lower: bounds.lower, upper: bounds.upper)
      }
      session.restore(before)
      return nil
    }
    for ((variable, value), bounds) in zip(fixed, saved) {
      try session.setBounds(variable, lower: bounds.lower, upper: value)
      session.placeAtUpperBound(variable)
      stages.fixed.append((.variable(variable), value))
    }
    return worst
  }

  /// How far a rule's violation variable can rise within the rule's own row, every other
  /// variable of the row within its bounds as they stand (held ones included) or as the
  /// short rows that pin it imply (`implied`: ``impliedBounds(of:_:)``): a bound that every
  /// point of the program keeps (`.infinity` when the row sets none).
  ///
  /// - Complexity: O(terms of the row).
  func reach(
    of variable: LinearProgram.Variable, in rule: TieredRule,
    implied: [Int: (lower: Double, upper: Double)] = [:], _ session: borrowing LPSession
  ) -> Double {
    let program = session.program
    let row = program.rows[rule.row.index]
    let (least, most, coefficient) = Self.restActivity(of: row, without: variable) { index in
      if let bounds = implied[index] { return bounds }
      let own = program.variables[index]
      return (own.lower, own.upper)
    }
    // coefficient · v + rest ∈ [lower, upper]: v ≤ (upper − least) / c for c > 0, and
    // v ≤ (lower − most) / c for c < 0 (an infinite bound on either side gives none).
    let reach =
      coefficient > 0
      ? (row.upper - least) / coefficient
      : coefficient < 0 ? (row.lower - most) / coefficient : .infinity
    return reach.isNaN ? .infinity : reach
  }

  /// The level `t` at which rules of these weights, each giving way by `min(reach, t)`, give
  /// way by `total` in all: `total / Σ weights` when no reach is below it.
  ///
  /// - Returns: `t`, or `nil` when it is not positive and finite (the rules cannot take
  ///   `total`).
  /// - Complexity: O(k log k).
  func waterLevel(_ total: Double, _ weights: [Double], _ reaches: [Double]) -> Double? {
    var left = total
    var weight = weights.reduce(0, +)
    var level = left / weight
    // Rules that cannot reach the level take what they can, lowest reach first.
    for index in reaches.indices.sorted(by: { reaches[$0] < reaches[$1] }) {
      guard reaches[index] < level else { break }
      left -= weights[index] * reaches[index]
      weight -= weights[index]
      guard weight > 0 else { return nil }
      level = left / weight
    }
    return level.isFinite && level > 0 ? level : nil
  }

  /// The pivots a trial may take beyond one per sharing rule that does not give way yet.
  static let trialPivots = 4

  /// The iterations the long-step trial may take.
  static let longStepPivots = 16
}
