/// A rule that gave way in an over-constrained layout (format.md §5): a user constraint, a size
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

  /// The keys of the answer's `relaxed` entries (format.md §5; `expr` for ``expression``).
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
/// feasible), found by deletion filtering.
public struct RuleConflict: Sendable, Equatable, Codable {
  /// The rules, named as in ``RelaxedRule/rule``, in document order.
  public var rules: [String]
  /// The conflict in grid terms (`main.col[3].min 200 + main.col[4].fixed 300 > main width
  /// 480`).
  public var explanation: String

  /// Makes a conflict.
  public init(rules: [String], explanation: String) {
    self.rules = rules
    self.explanation = explanation
  }
}
