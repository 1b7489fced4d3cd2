import TrellisCore

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
  /// Readable names by problem number (a linked problem's `bounds` rule names its parent's
  /// segment: a look-up, not a search of the traced problems).
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
      let block = AxisProgramNames.block(document.plan.name(of: source.container), source.axis)
      let blockNames = AxisProgramNames(problem: traced.problem, block: block)
      names[traced.number] = blockNames
      sizes[traced.number] = traced.problem.segments.indices.map { index in
        program.addVariable(unique(blockNames.size(index)))
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
  ///
  /// A chain's positions are named after its container and axis, `main.x.pos[3]`: the start
  /// of column 3 of grid `main`, or of item 3 of linear container `main`. Row
  /// `main.x.pos[0].start` states the first position (the content box's start and the
  /// aligned free space), and row `main.x.pos[k].next`, `pos[k] = pos[k − 1] + step`, each
  /// next one: O(1) terms a row, so a constraint on the last of n items costs n rows of a few
  /// terms rather than one row of n terms, and constraints on many items share them.
  mutating func declarePositions() {
    let reach = reachedSteps()
    for (index, chain) in trace.chains.enumerated() {
      guard reach[index] >= 0 else {
        positions.append([])
        continue
      }
      let block = positionBlock(chain)
      var variables: [LinearProgram.Variable] = []
      variables.reserveCapacity(reach[index] + 1)
      for step in 0...reach[index] {
        variables.append(
          program.addVariable(unique("\(block).pos[\(step)]"), lower: -.infinity))
      }
      positions.append(variables)
      let origin = linear(chain.origin)
      let start = program.addRow(
        unique("\(block).pos[0].start"),
        [LinearProgram.Term(variables[0], 1)] + origin.terms.map { negated($0) },
        lower: origin.constant, upper: origin.constant)
      definitions.append((start, variables[0]))
      for (step, length) in chain.steps.prefix(reach[index]).enumerated() {
        let part = linear(length)
        let next = program.addRow(
          unique("\(block).pos[\(step + 1)].next"),
          [LinearProgram.Term(variables[step + 1], 1), LinearProgram.Term(variables[step], -1)]
            + part.terms.map { negated($0) },
          lower: part.constant, upper: part.constant)
        definitions.append((next, variables[step + 1]))
      }
    }
  }

  /// The name of a chain's positions without their index: `main.x`, its container and axis
  /// (empty when names are not readable).
  func positionBlock(_ chain: FrameTrace.Chain) -> String {
    readable ? AxisProgramNames.block(document.plan.name(of: chain.container), chain.axis) : ""
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
    let bounds = Self.rowBounds(relation, target)
    rule.row = program.addRow(rowName, rowTerms, lower: bounds.lower, upper: bounds.upper)
    rules.append(rule)
  }

  /// The bounds of a rule's row: its target on the side its relation holds it.
  static func rowBounds(_ relation: LayoutConstraint.Relation, _ target: Double)
    -> (lower: Double, upper: Double)
  {
    switch relation {
    case .equal: (target, target)
    case .greaterOrEqual: (target, .infinity)
    case .lessOrEqual: (-.infinity, target)
    }
  }

  /// The tiers and their rows: `tier.T` sums the tier's weighted violations; `tier.T.largest`
  /// is the variable the solve bounds by each rule's violation when the tier must give way.
  mutating func finish() -> TieredProgram {
    var tiered = TieredProgram(
      program: program, rules: rules, sizes: sizes, traced: pass.traced, scale: scale,
      startSource: TieredProgram.StartSource(self), passSizes: pass.sizes)
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
    tiered.units = stretch
    tiered.ruleNames = ruleNames
    return tiered
  }

  /// The layout's length scale: the root's size and the largest base, at least 1.
  var scale: Double { TieredProgram.scale(of: pass.traced) }
}
