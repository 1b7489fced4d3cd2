import TrellisCore

/// What the tiered solve (``LPEngine/solveTiered(_:)``) keeps from one layout of a session to
/// the next: the axis memory of each of its traced passes, and each round's tiered program
/// (as the plain data its solve reads) with the outcome of its solve, for the last few
/// layouts.
///
/// A round whose program is exactly one that a remembered layout solved (in any round) takes
/// that outcome without a solve: the solve (conflict search, tiers, every GLPK call) is a
/// deterministic function of the program. So a session that goes back to a size it laid out
/// lately (a window toggled between two widths, a layout asked for a few proposals in turn) is
/// answered at once; any other program is solved cold.
struct TieredMemory: Sendable {
  /// A layout's rounds: each round's program and the outcome of its solve, in order.
  typealias Rounds = [(key: TieredProgram.SolveKey, outcome: TieredProgram.Outcome)]

  /// The axis memory of each traced pass, in order.
  var passes: [AxisMemory] = []
  /// The last layout's rounds.
  var rounds: Rounds = []
  /// The rounds of the layouts before it, the latest first (at most
  /// ``rememberedLayouts`` − 1 of them, their programs holding at most
  /// ``rememberedNonzeros`` nonzeros in all).
  var earlier: [Rounds] = []
  /// How many rounds of the last layout took the outcome of a layout before.
  var repeatedSolves = 0

  /// How many layouts' rounds a session remembers.
  static let rememberedLayouts = 4

  /// How many nonzeros the programs of ``earlier`` may hold in all: about 24 MB of terms.
  ///
  /// The oldest layouts are let go first; ``rounds``, the last layout's, are always kept.
  static let rememberedNonzeros = 1_000_000

  /// The outcome of `key`'s program if a remembered layout solved exactly that program.
  ///
  /// - Complexity: O(program) per remembered round whose program has the same size.
  func outcome(of key: TieredProgram.SolveKey) -> TieredProgram.Outcome? {
    for layout in [rounds] + earlier {
      for round in layout where round.key == key { return round.outcome }
    }
    return nil
  }

  /// A memory for the next layout: no rounds of its own yet, and this one's rounds first
  /// among those it remembers.
  ///
  /// - Complexity: O(remembered rounds).
  func next() -> TieredMemory {
    var remembered: [Rounds] = []
    var nonzeros = 0
    for layout in ([rounds] + earlier).prefix(Self.rememberedLayouts - 1) {
      nonzeros += layout.reduce(0) { $0 + $1.key.program.nonzeroCount }
      guard nonzeros <= Self.rememberedNonzeros else { break }
      remembered.append(layout)
    }
    var memory = TieredMemory()
    memory.earlier = remembered
    return memory
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
    /// With the program, rules, sizes and units, what the starting basis is made of (it is
    /// worked out only when the stages run).
    var passSizes: [Int: [Double]]
    var sizes: [Int: [LinearProgram.Variable]]
    var units: [Int: LinearProgram.Variable]
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
      tierRows: tierRows, largest: largest, scale: scale, passSizes: passSizes, sizes: sizes,
      units: units,
      chainRows: chainDefinitions.map(\.row), chainVariables: chainDefinitions.map(\.variable))
  }
}
