import TrellisCore

/// The tier of each layout rule family, looked up without hashing (the builder asks once per
/// rule).
struct RuleTiers {
  private let tiers: [LayoutConstraint.Strength]

  init(_ strengths: LayoutRuleStrengths) {
    tiers = LayoutRuleStrengths.Rule.allCases.map { strengths[$0] }
  }

  subscript(rule: LayoutRuleStrengths.Rule) -> LayoutConstraint.Strength {
    let index =
      switch rule {
      case .bounds: 0
      case .fixed: 1
      case .minimum: 2
      case .maximum: 3
      case .desired: 4
      case .stretch: 5
      case .groups: 6
      }
    return tiers[index]
  }
}
