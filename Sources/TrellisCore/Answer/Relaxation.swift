/// A rule that gave way in an over-constrained layout: a user constraint, a size
/// group or one of the layout's own rules, with how far it is from holding.
public struct RelaxedRule: Sendable, Equatable, Codable {
  /// The rule: a constraint's id (else `constraints[i]`), `groups.NAME`, or a layout rule named
  /// after its container and track, such as `main.col[3].min` or `main.x.bounds`.
  public var rule: String
  /// The rule as a relation (`main.col[3].width >= 200`).
  public var expression: String
  /// Its tier.
  public var tier: LayoutConstraint.Strength
  /// Its weight within the tier.
  public var weight: Double
  /// What the left-hand side should be (the relation's right-hand side).
  public var target: Double
  /// What it is in the layout.
  public var achieved: Double
  /// How far it is from holding, ≥ 0.
  public var violation: Double

  /// Makes a record.
  public init(
    rule: String, expression: String, tier: LayoutConstraint.Strength, weight: Double,
    target: Double, achieved: Double, violation: Double
  ) {
    self.rule = rule
    self.expression = expression
    self.tier = tier
    self.weight = weight
    self.target = target
    self.achieved = achieved
    self.violation = violation
  }

  /// The keys of the answer's `relaxed` entries (`expr` for ``expression``).
  enum CodingKeys: String, CodingKey {
    case achieved
    case expression = "expr"
    case rule, target, tier, violation, weight
  }

  /// Writes the record as ``LayoutAnswer/json()`` does (`-0` as `0`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(achieved.withoutNegativeZero, forKey: .achieved)
    try container.encode(expression, forKey: .expression)
    try container.encode(rule, forKey: .rule)
    try container.encode(target.withoutNegativeZero, forKey: .target)
    try container.encode(tier, forKey: .tier)
    try container.encode(violation.withoutNegativeZero, forKey: .violation)
    try container.encode(weight.withoutNegativeZero, forKey: .weight)
  }

  /// The violation times the weight: what the record is sorted by.
  public var weightedViolation: Double { violation * weight }
}

/// Required rules that cannot all hold: a minimal set (removing any one of them makes the rest
/// feasible), found by deletion filtering — or, when the engine's ``TimeLimit`` stopped that
/// search (`trellis explain --time-limit`), the smallest set shown infeasible by then
/// (``isMinimal`` `false`).
public struct RuleConflict: Sendable, Equatable, Codable {
  /// The rules, named as in ``RelaxedRule/rule``, in document order.
  public var rules: [String]
  /// The conflict in grid terms (`main.col[3].min 200 + main.col[4].fixed 300 > main width
  /// 480`).
  public var explanation: String
  /// Whether the set is proven minimal.
  ///
  /// `false` when the time limit stopped the search first: the rules still cannot all hold,
  /// but fewer of them may already conflict. The answer's
  /// JSON writes `"minimal": false` then, and nothing when it is minimal.
  public var isMinimal: Bool

  /// Makes a conflict.
  public init(rules: [String], explanation: String, isMinimal: Bool = true) {
    self.rules = rules
    self.explanation = explanation
    self.isMinimal = isMinimal
  }

  private enum CodingKeys: String, CodingKey {
    case explanation, minimal, rules
  }

  /// Decodes a conflict; without `minimal` it is minimal.
  ///
  /// - Throws: `DecodingError` when a key has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rules = try container.decode([String].self, forKey: .rules)
    explanation = try container.decode(String.self, forKey: .explanation)
    isMinimal = try container.decodeIfPresent(Bool.self, forKey: .minimal) ?? true
  }

  /// Encodes a conflict, with `minimal` only when it is `false`.
  ///
  /// - Throws: what the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(explanation, forKey: .explanation)
    if !isMinimal { try container.encode(false, forKey: .minimal) }
    try container.encode(rules, forKey: .rules)
  }
}
