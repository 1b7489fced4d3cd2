import TrellisCore

/// A document with constraints or groups as one linear program of prioritised rules (format.md
/// §5): the segment sizes of every laid-out container axis and the positions along its tracks
/// are variables; the layout's own rules, the size groups and the user constraints are rows,
/// each in a strict tier.
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
  /// The traced problems.
  var traced: [TracingAxisSolver.Traced]
  /// The layout's length scale (for tolerances).
  var scale: Double
  /// What the starting basis is made of.
  var start = Start(basic: [], pinnedRows: [], activities: [])
  /// Each chain row and the position it defines.
  var chainDefinitions: [(row: LinearProgram.Row, variable: LinearProgram.Variable)] = []
  /// What the rules' names and expressions are made of.
  var ruleNames = RuleNames()
}

/// One rule of a ``TieredProgram``: `Σ terms (relation) target`, with its tier and weight.
///
/// A class: the solve walks its rules many times, and a reference costs one count where a
/// value would copy its terms and text each time. It is built by
/// ``TieredBuilder`` and not changed afterwards.
final class TieredRule {
  /// A layout rule family, or `fill`: stretching content fills its container (tiered as
  /// `stretch`).
  enum Family: Equatable {
    case rule(LayoutRuleStrengths.Rule)
    case fill
  }

  /// Where a rule comes from.
  enum Source: Equatable {
    /// A layout rule about a whole axis (`bounds`, `fill`) or one segment of it.
    case layout(Family, problem: Int, segment: Int?)
    /// A size group.
    case group(String)
    /// `constraints[index]`.
    case constraint(Int)
  }

  /// The name and expression of a group or constraint (a layout rule's are made from its
  /// source when shown: ``RuleNames``).
  let text: (name: String, expression: String)?
  var tier: LayoutConstraint.Strength
  var weight: Double
  var relation: LayoutConstraint.Relation
  var terms: [LinearProgram.Term]
  var target: Double
  var source: Source
  /// The rule's row.
  var row = LinearProgram.Row(index: 0)
  /// How far the left-hand side is above the target (`==`, `<=`).
  var over: LinearProgram.Variable?
  /// How far it is below (`==`, `>=`).
  var under: LinearProgram.Variable?
  /// What the report adds to the target and to the achieved value so they read in the rule's
  /// own terms: the constant part of the quantities a constraint names (a frame that does not
  /// move is a constant, moved into the target when the row was built).
  var shown: Double = 0

  /// The violation variables (`over`, then `under`).
  var violations: Violations { Violations(over: over, under: under) }

  /// A rule's one or two violation variables, without an array.
  struct Violations: RandomAccessCollection {
    let over: LinearProgram.Variable?
    let under: LinearProgram.Variable?

    var startIndex: Int { 0 }
    var endIndex: Int { (over == nil ? 0 : 1) + (under == nil ? 0 : 1) }

    subscript(position: Int) -> LinearProgram.Variable {
      precondition(indices.contains(position), "violation index out of range")
      if position == 0, let over { return over }
      guard let under else { preconditionFailure("violation index out of range") }
      return under
    }
  }

  init(
    text: (name: String, expression: String)?, tier: LayoutConstraint.Strength,
    weight: Double, relation: LayoutConstraint.Relation, terms: [LinearProgram.Term],
    target: Double, source: Source
  ) {
    self.text = text
    self.tier = tier
    self.weight = weight
    self.relation = relation
    self.terms = terms
    self.target = target
    self.source = source
  }
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
}

/// The state of ``TieredProgram/compile(_:pass:trace:)``.
struct TieredBuilder {
  let document: LayoutDocument
  let pass: TracingAxisSolver
  let trace: FrameTrace
  var program = LinearProgram(name: "trellis_tiers", sense: .minimize)
  var rules: [TieredRule] = []
  var sizes: [Int: [LinearProgram.Variable]] = [:]
  var stretch: [Int: LinearProgram.Variable] = [:]
  var positions: [[LinearProgram.Variable]] = []
  /// Each chain row and the position it defines (basic in the starting basis).
  var definitions: [(row: LinearProgram.Row, variable: LinearProgram.Variable)] = []
  /// Readable names by problem number.
  var names: [Int: AxisProgramNames] = [:]
  var usedNames: Set<String> = []
  /// What the rules' names and expressions are made of, filled axis by axis.
  var ruleNames = RuleNames()
  /// The tier of each layout rule family (the document's `ruleStrengths`).
  let ruleTiers: RuleTiers
  /// Whether names are readable (export) or absent (solving).
  let readable: Bool

  init(document: LayoutDocument, pass: TracingAxisSolver, trace: FrameTrace, readable: Bool) {
    self.readable = readable
    self.document = document
    ruleTiers = RuleTiers(document.ruleStrengths)
    self.pass = pass
    self.trace = trace
    program.objectiveName = "violation"
  }

  /// A unique valid name built from `base`.
  mutating func unique(_ base: @autoclosure () -> String) -> String {
    // Names are shown only when the program is exported; a program built for solving has
    // none (GLPK is given none, and it is never written out).
    guard readable else { return "" }
    let clean = AxisProgramNames.sanitized(base())
    var name = clean
    var count = 1
    while !usedNames.insert(name).inserted {
      count += 1
      name = "\(clean)#\(count)"
    }
    return name
  }

  mutating func declareSizes() {
    for traced in pass.traced {
      let source = traced.problem.source
      let block =
        AxisProgramNames.sanitized(document.plan.name(of: source.container))
        + (source.axis == .horizontal ? ".x" : ".y")
      let blockNames = AxisProgramNames(problem: traced.problem, block: block)
      names[traced.number] = blockNames
      sizes[traced.number] = traced.problem.segments.enumerated().map { index, segment in
        program.addVariable(unique(blockNames.size(index, segment.kind)))
      }
      if traced.problem.totalWeight > 0 {
        stretch[traced.number] = program.addVariable(
          unique(blockNames.axis("stretch")), lower: -.infinity)
      }
    }
  }

  /// A variable per position that a constraint or group reaches, with the rows that define
  /// them: each chain up to its last position reached (a chain's origin may reach into
  /// another chain).
  mutating func declarePositions() {
    let reach = reachedSteps()
    for (index, chain) in trace.chains.enumerated() {
      guard reach[index] >= 0 else {
        positions.append([])
        continue
      }
      var variables: [LinearProgram.Variable] = []
      for step in 0...reach[index] {
        variables.append(program.addVariable(unique("pos\(index)[\(step)]"), lower: -.infinity))
      }
      positions.append(variables)
      let origin = linear(chain.origin)
      let start = program.addRow(
        unique("pos\(index)[0].start"),
        [LinearProgram.Term(variables[0], 1)] + origin.terms.map { negated($0) },
        lower: origin.constant, upper: origin.constant)
      definitions.append((start, variables[0]))
      for (step, length) in chain.steps.prefix(reach[index]).enumerated() {
        let part = linear(length)
        let next = program.addRow(
          unique("pos\(index)[\(step + 1)].next"),
          [LinearProgram.Term(variables[step + 1], 1), LinearProgram.Term(variables[step], -1)]
            + part.terms.map { negated($0) },
          lower: part.constant, upper: part.constant)
        definitions.append((next, variables[step + 1]))
      }
    }
  }

  /// The last step of each chain that the constraints and groups reach, directly or through
  /// another chain's origin; -1 for a chain they do not reach.
  func reachedSteps() -> [Int] {
    var reach = [Int](repeating: -1, count: trace.chains.count)
    var pending: [Int] = []
    func visit(_ length: AffineLength) {
      for term in length.terms {
        guard case .position(let chain, let step) = term.unknown, reach.indices.contains(chain),
          step > reach[chain]
        else { continue }
        reach[chain] = step
        pending.append(chain)
      }
    }
    for constraint in document.constraints {
      for term in constraint.expression.terms {
        if let length = try? quantity(term.quantity) { visit(length) }
      }
    }
    for group in document.groups {
      for track in group.tracks {
        if let length = try? quantity(track) { visit(length) }
      }
    }
    while let chain = pending.popLast() {
      visit(trace.chains[chain].origin)
      for length in trace.chains[chain].steps.prefix(reach[chain]) { visit(length) }
    }
    return reach
  }

  func negated(_ term: LinearProgram.Term) -> LinearProgram.Term {
    LinearProgram.Term(term.variable, -term.coefficient)
  }

  /// An affine length as terms over the program's variables plus a constant.
  func linear(_ length: AffineLength) -> (terms: [LinearProgram.Term], constant: Double) {
    var terms: [LinearProgram.Term] = []
    var constant = length.constant
    for term in length.terms {
      switch term.unknown {
      case .size(let problem, let segment):
        if let variables = sizes[problem], variables.indices.contains(segment) {
          terms.append(LinearProgram.Term(variables[segment], term.coefficient))
        } else {
          constant += term.coefficient * (pass.sizes[problem]?[segment] ?? 0)
        }
      case .position(let chain, let step):
        terms.append(LinearProgram.Term(positions[chain][step], term.coefficient))
      }
    }
    return (terms, constant)
  }

  /// Adds a rule and its row and violation variables.
  ///
  /// A group or constraint brings its name and expression (`text`); a layout rule's come from
  /// its source when shown (``RuleNames``).
  mutating func add(
    _ text: (name: String, expression: String)? = nil,
    rule family: LayoutRuleStrengths.Rule?,
    tier: LayoutConstraint.Strength? = nil, weight: Double = 1,
    relation: LayoutConstraint.Relation, terms: [LinearProgram.Term], target: Double,
    source: TieredRule.Source
  ) {
    let tier = tier ?? family.map { ruleTiers[$0] } ?? .required
    let rule = TieredRule(
      text: text, tier: tier, weight: weight, relation: relation,
      terms: terms, target: target, source: source)
    let names = ruleNames
    let rowName = unique(names.name(of: rule))
    var rowTerms = terms
    rowTerms.reserveCapacity(terms.count + 2)
    // Required rules are elastic only when the required tier cannot hold.
    let upper: Double = tier == .required ? 0 : .infinity
    if relation != .greaterOrEqual {
      let over = program.addVariable(unique("\(rowName).over"), upper: upper)
      rule.over = over
      rowTerms.append(LinearProgram.Term(over, -1))
    }
    if relation != .lessOrEqual {
      let under = program.addVariable(unique("\(rowName).under"), upper: upper)
      rule.under = under
      rowTerms.append(LinearProgram.Term(under, 1))
    }
    switch relation {
    case .equal: rule.row = program.addRow(rowName, rowTerms, lower: target, upper: target)
    case .greaterOrEqual: rule.row = program.addRow(rowName, rowTerms, lower: target)
    case .lessOrEqual: rule.row = program.addRow(rowName, rowTerms, upper: target)
    }
    rules.append(rule)
  }

  /// The tiers and their rows: `tier.T` sums the tier's weighted violations; `tier.T.largest`
  /// is the variable the solve bounds by each rule's violation when the tier must give way.
  mutating func finish() -> TieredProgram {
    var tiered = TieredProgram(
      program: program, rules: rules, sizes: sizes, traced: pass.traced, scale: scale)
    for tier in LayoutConstraint.Strength.allCases {
      var terms: [LinearProgram.Term] = []
      for rule in rules where rule.tier == tier {
        if let over = rule.over { terms.append(LinearProgram.Term(over, rule.weight)) }
        if let under = rule.under { terms.append(LinearProgram.Term(under, rule.weight)) }
      }
      guard !terms.isEmpty else { continue }
      tiered.tierRows[tier] = tiered.program.addRow(unique("tier.\(tier.rawValue)"), terms)
      tiered.largest[tier] = tiered.program.addVariable(unique("tier.\(tier.rawValue).largest"))
    }
    tiered.chainDefinitions = definitions
    tiered.ruleNames = ruleNames
    startingBasis(&tiered)
    return tiered
  }

  /// The layout's length scale: the root's size and the largest base, at least 1.
  var scale: Double {
    var scale = 1.0
    for traced in pass.traced {
      scale = max(scale, traced.problem.available ?? 0)
      for segment in traced.problem.segments where segment.base.isFinite {
        scale = max(scale, segment.base)
      }
    }
    return scale
  }
}
