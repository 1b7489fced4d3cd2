import Trellis

/// An independent evaluation of the tiered solve's rules (format.md §5) on the frames and
/// tracks it returned: issue 18, item 3 ("one answer").
///
/// Built from the document alone (its tracks, sizes, bounds, stretch weights, margins,
/// spacings, desired sizes, groups, constraints and `ruleStrengths`, read through the public
/// model) and the answer's `frames` and `tracks` — never from the solver's program or values —
/// it lists every rule the tiered program states, as the program names it, and computes how far
/// each is from holding in the returned layout. ``disagreements(with:)`` then checks that the
/// answer's `relaxed` lists exactly the rules that break there, by the same amounts.
///
/// The tiered solve lays out in real numbers (WeView's whole-point rules — margins, spacings,
/// fixed and desired sizes rounded up — are `compat` rounding's only), and so does the
/// evaluator. The rules, per laid-out container axis (`P.x`, `G.y`; the cross axis of a linear
/// layout is measured, not laid out, and has none), with `S` the sum of the axis's segments (a
/// grid's margins, tracks and spacings; a linear layout's items) and `W` its length (a grid's
/// frame length; a linear layout's content length less its spacings):
/// - `P.x.bounds` (`bounds` tier): `S ≤ W`;
/// - `P.x.fill` (`stretch` tier), when a segment stretches: `S ≥ W` (shown against `W`
///   when `W` is a parent's segment, as `bounds` is);
/// - `….fixed` (`fixed` tier) for margins, spacings and tracks of a numeric size: `== base`,
///   or `≥ base` when the segment stretches, the base of a track clamped to its `min` and
///   `max` (a minimum winning);
/// - `….desired` (`desired` tier) for every other segment with a base above 0: `≥ base` (a
///   track's widest item, an item's desired size, a nested grid's natural size);
/// - `….min`, `….max` (`minimum`, `maximum` tiers) for a track's bounds (`"min": "content"`:
///   its widest item, every item counted, semantics E13);
/// - `….stretch` (`stretch` tier) for every segment but a fixed one that does not stretch:
///   `size == base + w·u`, with one stretch unit `u` per axis (`== base` when `w` is 0).
///
/// Groups: each member after the first equals the first (`groups.NAME`, or `groups.NAME[i]`
/// when there are more than two). Constraints: `Σ coefficient·quantity` against the negated
/// constant, the quantities read from the frames and tracks.
///
/// Two kinds of quantity are not observable from frames, and are treated existentially: the
/// axis's stretch unit `u`, and a grid's two margins (the tracks show the leading margin plus
/// the aligned share of the free space, `lead + a·(W − S)`, or `lead` alone when a stretching
/// axis overflows; one equation for two margins). The answer agrees when there are values for
/// them under which exactly the reported rules break, by the reported amounts. They are solved
/// for from what must hold: each reported rule's `achieved` and `target`, each unreported
/// equality (a margin's fixed size, a stretch share), `S = W` when neither `bounds` nor `fill`
/// is reported, and where the tracks start; every rule is then checked at that solution.
struct RuleEvaluator {
  /// A document outside what the evaluator evaluates exactly.
  struct Unsupported: Error, CustomStringConvertible {
    var description: String
  }

  /// `constant + terms·z`, over one axis's unknowns `z = (u, leading margin, trailing margin)`.
  struct Affine {
    var constant: Double
    var terms = SIMD3<Double>()

    init(_ constant: Double, _ terms: SIMD3<Double> = SIMD3()) {
      self.constant = constant
      self.terms = terms
    }

    static let unit = Affine(0, SIMD3(1, 0, 0))
    static let leading = Affine(0, SIMD3(0, 1, 0))
    static let trailing = Affine(0, SIMD3(0, 0, 1))

    var isConstant: Bool { terms == SIMD3() }

    func callAsFunction(_ z: SIMD3<Double>) -> Double { constant + (terms * z).sum() }

    static func + (a: Affine, b: Affine) -> Affine {
      Affine(a.constant + b.constant, a.terms + b.terms)
    }

    static func - (a: Affine, b: Affine) -> Affine {
      Affine(a.constant - b.constant, a.terms - b.terms)
    }

    static func * (factor: Double, a: Affine) -> Affine {
      Affine(factor * a.constant, factor * a.terms)
    }
  }

  /// One rule: `achieved (relation) target`, both affine in its axis's unknowns.
  struct Rule {
    var name: String
    var tier: LayoutConstraint.Strength
    var weight: Double
    var relation: LayoutConstraint.Relation
    var achieved: Affine
    var target: Affine
    /// The index of its axis in ``axes``, `nil` for groups and constraints.
    var axis: Int?

    /// How far the rule is from holding, ≥ 0.
    func violation(_ z: SIMD3<Double>) -> Double {
      let difference = achieved(z) - target(z)
      switch relation {
      case .equal: return abs(difference)
      case .greaterOrEqual: return max(0, -difference)
      case .lessOrEqual: return max(0, difference)
      }
    }
  }

  /// One laid-out container axis.
  struct LayoutAxis {
    /// `G.x`.
    var name: String
    /// The length its segments share (`W`).
    var available: Double
    /// The length its `fill` rule asks of them: `W`, less under CSS's flex-sum rule.
    var filled: Double
    /// The sum of its segments (`S`).
    var sum: Affine
    /// Whether a segment stretches (the axis has a stretch unit and a `fill` rule).
    var weighted: Bool
    /// For a grid: where its first track starts, less the frame's origin, and the alignment
    /// fraction of its free space.
    var start: (observed: Double, fraction: Double)?
    /// Whether an overflow leaves the free space unaligned: a stretching `compat` axis (§2.4;
    /// `fair` and `css` align it, negative too, E14).
    var overflowStaysAtStart = false
  }

  let document: LayoutDocument
  let answer: LayoutAnswer
  /// Every rule of the tiered program, layout rules first.
  private(set) var rules: [Rule] = []
  /// The laid-out axes.
  private(set) var axes: [LayoutAxis] = []
  /// The layout's length scale: the root's size, the bases and the frames, at least 1.
  var scale = 1.0

  /// Lists the rules of `document` with their values in `answer`.
  ///
  /// - Throws: ``Unsupported`` for a document outside the family evaluated exactly.
  init(document: LayoutDocument, answer: LayoutAnswer) throws(Unsupported) {
    self.document = document
    self.answer = answer
    guard document.rounding == .none else { throw Unsupported(description: "rounding") }
    guard let width = document.size.horizontal, let height = document.size.vertical else {
      throw Unsupported(description: "an unconstrained root")
    }
    scale = max(1, abs(width), abs(height))
    for (_, rect) in answer.frames {
      scale = max(scale, abs(rect.x), abs(rect.y), abs(rect.width), abs(rect.height))
    }
    try layoutRules(Rect(x: 0, y: 0, width: width, height: height))
    try groupRules()
    try constraintRules()
  }

  /// The tolerance of every comparison: 1e-6 of the layout's scale.
  var tolerance: Double { 1e-6 * scale }

  /// The tier of a layout rule family.
  func tier(_ family: LayoutRuleStrengths.Rule) -> LayoutConstraint.Strength {
    document.ruleStrengths[family]
  }

  mutating func add(
    _ name: String, _ tier: LayoutConstraint.Strength, weight: Double = 1,
    _ relation: LayoutConstraint.Relation, achieved: Affine, target: Affine, axis: Int?
  ) {
    rules.append(
      Rule(
        name: name, tier: tier, weight: weight, relation: relation, achieved: achieved,
        target: target, axis: axis))
    if axis != nil { scale = max(scale, abs(target.constant)) }
  }

  mutating func addAxis(_ axis: LayoutAxis) -> Int {
    axes.append(axis)
    scale = max(scale, abs(axis.available))
    return axes.count - 1
  }

  /// A quantity of the answer (format.md §5 terms).
  func value(_ quantity: LayoutQuantity) throws(Unsupported) -> Double {
    switch quantity {
    case .frame(let id, let attribute):
      guard let rect = answer.frames[id] else {
        throw Unsupported(description: "no frame for \(id)")
      }
      switch attribute {
      case .x, .left: return rect.x
      case .y, .top: return rect.y
      case .width: return rect.width
      case .height: return rect.height
      case .right: return rect.x + rect.width
      case .bottom: return rect.y + rect.height
      case .centerX: return rect.x + rect.width / 2
      case .centerY: return rect.y + rect.height / 2
      }
    case .column(let id, let index, let size):
      guard let tracks = answer.tracks[id]?.columns, tracks.indices.contains(index) else {
        throw Unsupported(description: "no track \(quantity)")
      }
      return size ? tracks[index].length : tracks[index].offset
    case .row(let id, let index, let size):
      guard let tracks = answer.tracks[id]?.rows, tracks.indices.contains(index) else {
        throw Unsupported(description: "no track \(quantity)")
      }
      return size ? tracks[index].length : tracks[index].offset
    }
  }

  /// Each group member after the first equals the first.
  mutating func groupRules() throws(Unsupported) {
    for group in document.groups {
      guard let first = group.tracks.first else { continue }
      let base = try value(first)
      for (index, member) in group.tracks.enumerated().dropFirst() {
        let name =
          group.tracks.count == 2 ? "groups.\(group.name)" : "groups.\(group.name)[\(index)]"
        add(
          name, tier(.groups), .equal, achieved: Affine(try value(member) - base),
          target: Affine(0), axis: nil)
      }
    }
  }

  /// Each constraint: `Σ coefficient·quantity (relation) −constant`.
  mutating func constraintRules() throws(Unsupported) {
    for (index, constraint) in document.constraints.enumerated() {
      var achieved = 0.0
      for term in constraint.expression.terms {
        achieved += term.coefficient * (try value(term.quantity))
      }
      add(
        constraint.id ?? "constraints[\(index)]", constraint.strength, weight: constraint.weight,
        constraint.relation, achieved: Affine(achieved),
        target: Affine(-constraint.expression.constant), axis: nil)
    }
  }
}
