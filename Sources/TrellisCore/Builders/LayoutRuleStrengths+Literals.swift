extension LayoutRuleStrengths: ExpressibleByDictionaryLiteral {
  /// The default tiers with some families moved: `[.fixed: .required]` is
  /// `"ruleStrengths": {"fixed": "required"}`.
  public init(dictionaryLiteral tiers: (Rule, LayoutConstraint.Strength)...) {
    self.init()
    for (rule, tier) in tiers { self[rule] = tier }
  }
}
