import TrellisCore

/// One rule of a ``TieredProgram``: `Σ terms (relation) target`, with its tier and weight.
///
/// A class: the solve walks its rules many times, and a reference costs one count where a
/// value would copy its terms and text each time. It is built by
/// ``TieredBuilder`` and not changed afterwards.
final class TieredRule {
  /// A layout rule family, or `fill`: stretching content fills its container (tiered as
  /// `stretch`).
  enum Family: Equatable, Sendable {
    case rule(LayoutRuleStrengths.Rule)
    case fill
  }

  /// Where a rule comes from.
  enum Source: Equatable, Sendable {
    /// A layout rule about a whole axis (`bounds`, `fill`) or one segment of it.
    case layout(Family, problem: Int, segment: Int?)
    /// A size group's rule for its track `member` (from 1).
    case group(String, member: Int)
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

  /// Whether the document states the rule (a constraint or a size group), not the layout.
  var isUsers: Bool {
    if case .layout = source { return false }
    return true
  }

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
