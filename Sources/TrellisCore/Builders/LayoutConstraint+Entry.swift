// The entries of a document's `constraints` (format.md §5) built in Swift.

extension LayoutConstraint {
  /// A constraint as a document states it: an entry of `constraints`.
  ///
  /// It holds the expression as text, its tier, its weight and its id; ``LayoutDocument``
  /// parses it against the tree.
  ///
  /// ```swift
  /// constraints: [
  ///   .strong("main.col[1].width >= 2 * main.col[0].width", id: "c1"),
  ///   .required("sidebar.width <= 240"),
  /// ]
  /// ```
  public struct Entry: Sendable, Equatable {
    /// The expression (`expr`): `main.col[1].width >= 2 * main.col[0].width`.
    public var expr: String
    /// The tier (`strength`).
    public var strength: Strength
    /// The weight within the tier, ≥ 0 (`weight`).
    public var weight: Double
    /// The constraint's name, for explanations (`id`).
    public var id: String?

    /// Makes an entry.
    public init(
      _ expr: String, strength: Strength = .required, weight: Double = 1, id: String? = nil
    ) {
      self.expr = expr
      self.strength = strength
      self.weight = weight
      self.id = id
    }

    /// A `required` constraint: it holds whenever it can.
    public static func required(_ expr: String, weight: Double = 1, id: String? = nil) -> Entry {
      Entry(expr, strength: .required, weight: weight, id: id)
    }

    /// A `strong` constraint.
    public static func strong(_ expr: String, weight: Double = 1, id: String? = nil) -> Entry {
      Entry(expr, strength: .strong, weight: weight, id: id)
    }

    /// A `medium` constraint.
    public static func medium(_ expr: String, weight: Double = 1, id: String? = nil) -> Entry {
      Entry(expr, strength: .medium, weight: weight, id: id)
    }

    /// A `weak` constraint.
    public static func weak(_ expr: String, weight: Double = 1, id: String? = nil) -> Entry {
      Entry(expr, strength: .weak, weight: weight, id: id)
    }

    /// The entry as a document holds it.
    var json: JSONValue {
      var members: [JSONValue.Member] = []
      if let id { members.append(.init("id", .string(id))) }
      members.append(.init("expr", .string(expr)))
      members.append(.init("strength", .string(strength.rawValue)))
      members.append(.init("weight", .number(weight)))
      return .object(members)
    }
  }
}
