import TrellisCore

/// A document with constraints or groups as one linear program of prioritised rules: the segment
/// sizes of every laid-out container axis, and the positions along its tracks or items that the
/// constraints and groups reach, are variables; the layout's own rules, the size groups and the
/// user constraints are rows, each in a strict tier.
///
/// Every rule below the required tier has violation variables (`over`, `under`), and so does
/// every required rule, held at 0 unless the required tier itself cannot hold. The tiers are
/// solved in order (``TieredProgram/solve(with:)``): each tier's least weighted violation is
/// fixed by its `tier.*` row before the next tier is minimised.
///
/// The program states the layout rules themselves, named after the document:
/// `main.col[2].desired: main.x.col[2].width >= 80`, `main.x.bounds: Σ main.x.* <= 480`,
/// `main.col[1].stretch: main.x.col[1].width - 1 main.x.col.stretch = 0`.
struct TieredProgram {
  /// The program, violation variables and tier rows included.
  var program: LinearProgram
  /// Every rule, in the order stated: layout rules container by container, then groups, then
  /// user constraints.
  var rules: [TieredRule]
  /// The row that holds each tier's weighted violation.
  var tierRows: [LayoutConstraint.Strength: LinearProgram.Row] = [:]
  /// Each tier's largest violation: the solve bounds it below by the violation of each rule
  /// that can still give way when the tier must (rows `tier.T.max[i]`, added then).
  var largest: [LayoutConstraint.Strength: LinearProgram.Variable] = [:]
  /// The size variable of each segment of each traced problem, by problem number.
  var sizes: [Int: [LinearProgram.Variable]] = [:]
  /// The stretch unit of each traced problem with weighted segments, by problem number.
  var units: [Int: LinearProgram.Variable] = [:]
  /// The traced problems.
  var traced: [TracingAxisSolver.Traced]
  /// The layout's length scale (for tolerances).
  var scale: Double
  /// What the starting basis is made of, worked out when first read (a session's remembered
  /// outcome never reads it).
  var start: Start { startSource.start(of: self) }
  /// Where ``start`` comes from: the compile's builder, until it is read.
  var startSource: StartSource
  /// The sizes the traced pass used, by problem number: with the program, what ``start`` is
  /// made of (``SolveKey``).
  var passSizes: [Int: [Double]]
  /// Each chain row and the position it defines.
  var chainDefinitions: [(row: LinearProgram.Row, variable: LinearProgram.Variable)] = []
  /// What the rules' names and expressions are made of.
  var ruleNames = RuleNames()
}

extension TieredProgram {
  /// Compiles a traced layout pass of `document` into the tiered program, with readable
  /// names (`main.col[2].desired`) or none for solving.
  ///
  /// - Throws: ``LPEngineError/unsupported(path:message:)`` when a constraint or group names a
  ///   quantity the pass did not trace.
  static func compile(
    _ document: LayoutDocument, pass: TracingAxisSolver, trace: FrameTrace,
    readable: Bool = false
  ) throws(LPEngineError) -> TieredProgram {
    var builder = TieredBuilder(
      document: document, pass: pass, trace: trace, readable: readable)
    // About four rules per segment (its own, and its share of sums), each a row with up to two
    // violation variables.
    let segments = pass.traced.reduce(0) { $0 + $1.problem.segments.count }
    builder.program.reserveCapacity(variables: 8 * segments + 64, rows: 4 * segments + 64)
    builder.rules.reserveCapacity(4 * segments + 64)
    builder.declareSizes()
    builder.declarePositions()
    for traced in pass.traced { builder.layoutRules(traced) }
    try builder.groupRules()
    try builder.constraintRules()
    return builder.finish()
  }

  /// The tiers a solve minimises, in order: the required one only when its rules gave way.
  func solvedTiers(elastic: Bool) -> [LayoutConstraint.Strength] {
    Self.tierOrder.filter { tier in
      tierRows[tier] != nil && largest[tier] != nil && (tier != .required || elastic)
    }
  }

  /// The layout's length scale (``TieredBuilder/scale``): the traced problems' available
  /// lengths and their largest base, at least 1.
  static func scale(of traced: [TracingAxisSolver.Traced]) -> Double {
    var scale = 1.0
    for traced in traced {
      scale = max(scale, traced.problem.available ?? 0)
      for segment in traced.problem.segments where segment.base.isFinite {
        scale = max(scale, segment.base)
      }
    }
    return scale
  }
}
