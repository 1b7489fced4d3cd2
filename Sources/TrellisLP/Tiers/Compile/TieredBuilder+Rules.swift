import TrellisCore

/// The rules of a ``TieredProgram``: the layout's own, groups and constraints.
extension TieredBuilder {
  /// The layout rules of one traced axis: its content fits (`bounds`), stretching content fills
  /// it (`fill`), and each segment keeps its fixed size, minimum, maximum, desired size and
  /// stretch proportion.
  mutating func layoutRules(_ traced: TracingAxisSolver.Traced) {
    let problem = traced.problem
    let source = problem.source
    let number = traced.number
    guard let variables = sizes[number], let blockNames = names[number] else { return }
    let container = document.plan.name(of: source.container)
    let horizontal = source.axis == .horizontal
    // The available length: a parent's segments plus a constant, or a constant.
    var available: (terms: [LinearProgram.Term], constant: Double, text: String) = (
      [], problem.available ?? 0, LayoutAnswer.number(problem.available ?? 0)
    )
    if let link = traced.link, let parent = sizes[link.problem] {
      let segments = link.segments
      if segments.allSatisfy(parent.indices.contains) {
        // The parent's segments by their readable names (a program built for solving has no
        // names).
        let parentNames = segments.map {
          names[link.problem]?.size($0) ?? program.variables[parent[$0].index].name
        }.joined(separator: " + ")
        available = (
          segments.map { LinearProgram.Term(parent[$0], 1) }, link.offset,
          link.offset == 0
            ? parentNames
            : "\(parentNames) \(link.offset < 0 ? "-" : "+") \(LayoutAnswer.number(abs(link.offset)))"
        )
      }
    }
    ruleNames.axes[number] = RuleNames.Axis(
      container: container, axis: source.axis, prefix: "\(container).\(horizontal ? "x" : "y")",
      track: source.kind == .grid ? (horizontal ? "col" : "row") : "item", words: blockNames,
      available: available.text)
    var sumTerms: [LinearProgram.Term] = []
    sumTerms.reserveCapacity(variables.count + available.terms.count)
    for variable in variables { sumTerms.append(LinearProgram.Term(variable, 1)) }
    for term in available.terms { sumTerms.append(negated(term)) }
    add(
      rule: .bounds, relation: .lessOrEqual, terms: sumTerms, target: available.constant,
      source: .layout(.rule(.bounds), problem: number, segment: nil))
    let weight = problem.totalWeight
    if problem.grows && weight > 0 {
      var fillTerms = sumTerms
      var fillTarget = available.constant
      if problem.distribution == .css && weight < 1 {
        // CSS's flex-sum rule: weights summing to less than 1 fill only that part of the
        // free length, `Σ size ≥ Σ base + weight·(available − Σ base)`.
        for index in variables.count..<fillTerms.count { fillTerms[index].coefficient *= weight }
        fillTarget = weight * available.constant + (1 - weight) * problem.baseTotal
      }
      add(
        rule: .stretch, relation: .greaterOrEqual, terms: fillTerms, target: fillTarget,
        source: .layout(.fill, problem: number, segment: nil))
    }
    for (index, segment) in problem.segments.enumerated() {
      // Margins, spacings and fixed tracks state their size; content is desired.
      let fixed: Bool
      switch segment.basis {
      case .margin, .spacing, .fixed: fixed = true
      case .content, .treeShare: fixed = false
      }
      let variable = [LinearProgram.Term(variables[index], 1)]
      let base = segment.base
      func source(_ rule: LayoutRuleStrengths.Rule) -> TieredRule.Source {
        .layout(.rule(rule), problem: number, segment: index)
      }
      if fixed {
        // A fixed size is the size the layout's own rules give the track: its size clamped to
        // its bounds (a minimum above it wins, `"min": "content"` among them), so the rule and
        // the bounds agree where no constraint pulls.
        add(
          rule: .fixed, relation: segment.weight > 0 ? .greaterOrEqual : .equal, terms: variable,
          target: Self.fixedTarget(segment), source: source(.fixed))
      } else if base > 0 {
        add(
          rule: .desired, relation: .greaterOrEqual, terms: variable, target: base,
          source: source(.desired))
      }
      if segment.minimum > 0 {
        add(
          rule: .minimum, relation: .greaterOrEqual, terms: variable, target: segment.minimum,
          source: source(.minimum))
      }
      if segment.maximum.isFinite {
        add(
          rule: .maximum, relation: .lessOrEqual, terms: variable, target: segment.maximum,
          source: source(.maximum))
      }
      guard !(fixed && segment.weight <= 0) else { continue }
      var terms = variable
      if segment.weight > 0, let unit = stretch[number] {
        terms.append(LinearProgram.Term(unit, -segment.weight))
      }
      add(rule: .stretch, relation: .equal, terms: terms, target: base, source: source(.stretch))
    }
  }

  /// A fixed segment's `fixed` rule target: its size clamped to its bounds.
  static func fixedTarget(_ segment: AxisProblem.Segment) -> Double {
    max(segment.minimum, min(segment.maximum, segment.base))
  }

  /// The target of a segment's layout rule of `family` (``layoutRules(_:)``), `nil` for a
  /// family no segment rule has.
  static func target(of family: LayoutRuleStrengths.Rule, _ segment: AxisProblem.Segment)
    -> Double?
  {
    switch family {
    case .fixed: fixedTarget(segment)
    case .desired, .stretch: segment.base
    case .minimum: segment.minimum
    case .maximum: segment.maximum
    default: nil
    }
  }

  /// Each group's tracks equal to its first.
  mutating func groupRules() throws(LPEngineError) {
    for group in document.groups {
      var lengths: [AffineLength] = []
      for (index, track) in group.tracks.enumerated() {
        guard let length = try? quantity(track) else {
          throw .unsupported(
            path: "groups.\(group.name)[\(index)]",
            message: "\(track.trackName) is not a track the layout solves")
        }
        lengths.append(length)
      }
      guard let first = lengths.first else { continue }
      for (index, member) in lengths.enumerated().dropFirst() {
        let difference = linear(member - first)
        add(
          (group.ruleName(member: index), group.ruleExpression(member: index)), rule: .groups,
          relation: .equal, terms: difference.terms, target: -difference.constant,
          source: .group(group.name, member: index))
      }
    }
  }

  /// The user constraints, each `Σ coefficient·quantity (relation) −constant`.
  mutating func constraintRules() throws(LPEngineError) {
    for (index, constraint) in document.constraints.enumerated() {
      var total = AffineLength(constraint.expression.constant)
      for term in constraint.expression.terms {
        do {
          total = total + (try quantity(term.quantity)) * term.coefficient
        } catch {
          throw .unsupported(path: "constraints[\(index)].expr", message: error.message)
        }
      }
      let parts = linear(total)
      add(
        (constraint.ruleName(index: index), constraint.text), rule: nil,
        tier: constraint.strength, weight: constraint.weight, relation: constraint.relation,
        terms: parts.terms, target: -parts.constant, source: .constraint(index))
      rules[rules.count - 1].shown = parts.constant - constraint.expression.constant
    }
  }

  /// Why a quantity cannot be stated.
  struct Unreachable: Error {
    var message: String
  }

  /// A quantity as an affine length of the traced layout.
  func quantity(_ quantity: LayoutQuantity) throws(Unreachable) -> AffineLength {
    switch quantity {
    case .frame(let id, let attribute):
      guard let number = document.plan.numbers[id], let frame = trace.frames[number] else {
        throw Unreachable(message: "the frame of \"\(id)\" is not one the layout solves")
      }
      switch attribute {
      case .x, .left: return frame.x
      case .y, .top: return frame.y
      case .width: return frame.width
      case .height: return frame.height
      case .right: return frame.x + frame.width
      case .bottom: return frame.y + frame.height
      case .centerX: return frame.x + frame.width * 0.5
      case .centerY: return frame.y + frame.height * 0.5
      }
    case .column(let id, let index, let size), .row(let id, let index, let size):
      let isColumn = if case .column = quantity { true } else { false }
      guard let tracks = trace.tracks[id].map({ isColumn ? $0.columns : $0.rows }),
        tracks.indices.contains(index)
      else { throw Unreachable(message: "\(quantity) is not a track the layout solves") }
      return size ? tracks[index].length : tracks[index].start
    }
  }
}
