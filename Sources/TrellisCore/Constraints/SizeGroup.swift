/// Tracks, in any grids, that share one size (a document's `groups`; Tk `-uniform`, WPF
/// `SharedSizeGroup`).
public struct SizeGroup: Sendable, Equatable {
  /// The group's name (its key in `groups`).
  public var name: String
  /// The tracks: ``LayoutQuantity/column(id:index:size:)`` or
  /// ``LayoutQuantity/row(id:index:size:)`` sizes, in the order written.
  public var tracks: [LayoutQuantity]

  /// Makes a group.
  public init(name: String, tracks: [LayoutQuantity]) {
    self.name = name
    self.tracks = tracks
  }
}

/// The tier of each family of the layout's own rules when a document has constraints or groups
///: `bounds` (content inside its container) are required, `fixed` sizes
/// (fixed tracks, margins, spacings), `minimum` and `maximum` sizes strong, `desired` (content)
/// sizes medium, `stretch` proportions (and stretching content filling its container) weak,
/// and `groups` required, unless the document's `ruleStrengths` says otherwise.
public struct LayoutRuleStrengths: Sendable, Equatable {
  /// A family of layout rules.
  public enum Rule: String, Sendable, Equatable, CaseIterable {
    case bounds, fixed, minimum, maximum, desired, stretch, groups
  }

  /// The tier of each family.
  public var tiers: [Rule: LayoutConstraint.Strength]

  /// the format's defaults.
  public init() {
    tiers = Self.defaults
  }

  /// The default tier of each family.
  static let defaults = Dictionary(
    uniqueKeysWithValues: Rule.allCases.map { ($0, defaultTier($0)) })

  /// The tier of a family.
  public subscript(rule: Rule) -> LayoutConstraint.Strength {
    get { tiers[rule] ?? .required }
    set { tiers[rule] = newValue }
  }

  /// Whether every family has its default tier.
  ///
  /// - Complexity: O(1): no dictionary is made (the engines ask this of every document).
  public var isDefault: Bool {
    tiers.count == Self.defaults.count
      && tiers.allSatisfy { rule, tier in tier == Self.defaultTier(rule) }
  }

  /// The default tier of a family, without hashing.
  static func defaultTier(_ rule: Rule) -> LayoutConstraint.Strength {
    switch rule {
    case .bounds, .groups: .required
    case .fixed, .minimum, .maximum: .strong
    case .desired: .medium
    case .stretch: .weak
    }
  }
}
