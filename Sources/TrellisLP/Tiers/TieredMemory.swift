import TrellisCore

/// What the tiered solve (``LPEngine/solveTiered(_:)``) keeps from one layout of a session to
/// the next: the axis memory of each of its traced passes, and each round's tiered program
/// (as the plain data its solve reads) with the outcome of its solve.
///
/// A round whose program is exactly the last layout's same round's takes that round's
/// outcome without a solve: the solve (conflict search, tiers, every GLPK call) is a
/// deterministic function of the program. A program that differs in anything, a right-hand
/// side included, is solved cold: the tiered solve's stages fix each tier's optimum as a
/// bound read from the simplex method's last basis, and starting them elsewhere moves those
/// bounds, and so the answer, in their last bits.
struct TieredMemory: Sendable {
  /// The axis memory of each traced pass, in order.
  var passes: [AxisMemory] = []
  /// Each round's program and the outcome of its solve, in order.
  var rounds: [(key: TieredProgram.SolveKey, outcome: TieredProgram.Outcome)] = []
  /// How many rounds of the last layout took the outcome of the layout before.
  var repeatedSolves = 0

  /// The outcome of round `round`'s program if the last layout solved exactly that program in
  /// that round.
  func outcome(of key: TieredProgram.SolveKey, round: Int) -> TieredProgram.Outcome? {
    guard rounds.indices.contains(round), rounds[round].key == key else { return nil }
    return rounds[round].outcome
  }
}

extension TieredProgram {
  /// Everything ``solve(with:shortcuts:)`` reads of a tiered program, as plain data: two
  /// programs with equal keys are solved by the same GLPK calls to the same outcome.
  struct SolveKey: Sendable, Equatable {
    /// One rule as the solve reads it.
    struct Rule: Sendable, Equatable {
      var tier: LayoutConstraint.Strength
      var weight: Double
      var relation: LayoutConstraint.Relation
      var terms: [LinearProgram.Term]
      var target: Double
      var row: LinearProgram.Row
      var over: LinearProgram.Variable?
      var under: LinearProgram.Variable?
    }

    var program: LinearProgram
    var rules: [Rule]
    var tierRows: [LayoutConstraint.Strength: LinearProgram.Row]
    var largest: [LayoutConstraint.Strength: LinearProgram.Variable]
    var scale: Double
    var start: Start
    var chainRows: [LinearProgram.Row]
    var chainVariables: [LinearProgram.Variable]
  }

  /// The program's ``SolveKey``.
  ///
  /// - Complexity: O(rules + chains); the program itself is shared, not copied.
  var solveKey: SolveKey {
    SolveKey(
      program: program,
      rules: rules.map { rule in
        SolveKey.Rule(
          tier: rule.tier, weight: rule.weight, relation: rule.relation, terms: rule.terms,
          target: rule.target, row: rule.row, over: rule.over, under: rule.under)
      },
      tierRows: tierRows, largest: largest, scale: scale, start: start,
      chainRows: chainDefinitions.map(\.row), chainVariables: chainDefinitions.map(\.variable))
  }
}
