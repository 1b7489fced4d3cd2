/// A user constraint: a linear relation between frame and track quantities,
/// with a strength tier and a weight within it.
public struct LayoutConstraint: Sendable, Equatable {
  /// The strict priority tiers, solved in this order (never a weighted sum).
  public enum Strength: String, Sendable, Equatable, CaseIterable {
    case required, strong, medium, weak
  }

  /// How the two sides relate.
  public enum Relation: String, Sendable, Equatable {
    case equal = "=="
    case greaterOrEqual = ">="
    case lessOrEqual = "<="
  }

  /// The constraint's name (for explanations), if it has one.
  public var id: String?
  /// The expression as written.
  public var text: String
  /// `Σ coefficient·quantity + constant (relation) 0`.
  public var expression: LinearExpression
  /// How the expression relates to 0.
  public var relation: Relation
  /// The tier.
  public var strength: Strength
  /// The weight within the tier, ≥ 0.
  public var weight: Double

  /// Makes a constraint.
  public init(
    id: String?, text: String, expression: LinearExpression, relation: Relation,
    strength: Strength = .required, weight: Double = 1
  ) {
    self.id = id
    self.text = text
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.weight = weight
  }
}

/// A quantity of a solved layout that constraints and groups can name.
public enum LayoutQuantity: Sendable, Hashable, CustomStringConvertible {
  /// The edges and sizes of a frame.
  public enum FrameAttribute: String, Sendable, Hashable, CaseIterable {
    case x, y, width, height, left, right, top, bottom, centerX, centerY
  }

  /// An attribute of the frame of the node with this id.
  case frame(id: String, FrameAttribute)
  /// Column `index` of grid `id`: its `width` (`size: true`) or its `x`.
  case column(id: String, index: Int, size: Bool)
  /// Row `index` of grid `id`: its `height` (`size: true`) or its `y`.
  case row(id: String, index: Int, size: Bool)

  public var description: String {
    switch self {
    case .frame(let id, let attribute): "\(id).\(attribute.rawValue)"
    case .column(let id, let index, let size): "\(id).col[\(index)].\(size ? "width" : "x")"
    case .row(let id, let index, let size): "\(id).row[\(index)].\(size ? "height" : "y")"
    }
  }
}

/// `Σ coefficient·quantity + constant`, terms in the order first written, each quantity once.
public struct LinearExpression: Sendable, Equatable {
  /// The quantities and their coefficients.
  public var terms: [(quantity: LayoutQuantity, coefficient: Double)]
  /// The constant.
  public var constant: Double

  /// Makes an expression.
  public init(terms: [(quantity: LayoutQuantity, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.constant == b.constant
      && a.terms.elementsEqual(b.terms) {
        $0.quantity == $1.quantity && $0.coefficient == $1.coefficient
      }
  }

  /// `self + factor·other`, merging equal quantities and dropping zero coefficients.
  func adding(_ other: LinearExpression, times factor: Double) -> LinearExpression {
    var result = self
    result.constant += factor * other.constant
    for term in other.terms {
      if let index = result.terms.firstIndex(where: { $0.quantity == term.quantity }) {
        result.terms[index].coefficient += factor * term.coefficient
      } else {
        result.terms.append((term.quantity, factor * term.coefficient))
      }
    }
    result.terms.removeAll { $0.coefficient == 0 }
    return result
  }

  /// Whether the expression has no quantity (a number).
  var isConstant: Bool { terms.isEmpty }
}
