/// A non-fatal finding of a layout pass: something needs more length than it is given.
///
/// The pass records findings by node number; ``LayoutPass/diagnostics(_:plan:)`` names them
/// by JSON path and words them (the answer's `diagnostics`).
///
/// When each is made is the README's "The answer and its diagnostics"; the numbers are the pass's
/// own (whole points under `rounding: compat`, before pixel snapping under `pixel`).
struct LayoutFinding: Sendable, Equatable {
  /// What overflows.
  enum Kind: Int, Sendable, Comparable {
    /// A container's fixed lengths on an axis — fixed tracks, margins (a grid tree's
    /// padding) and spacings — exceed its length.
    case fixedOverflow
    /// A container's content — children (or tracks), margins and spacings as laid out —
    /// exceeds its length on an axis (and, when the fixed lengths do too, needs more).
    case contentOverflow
    /// A child of a grid (or a view of a grid tree) is larger than its cell.
    case itemOverflow

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }

  /// Which fixed lengths a ``Kind/fixedOverflow`` sums.
  struct Parts: OptionSet, Sendable, Equatable {
    let rawValue: Int
    /// Fixed tracks (a grid's `size: n` tracks).
    static let tracks = Parts(rawValue: 1)
    /// Margins.
    static let margins = Parts(rawValue: 2)
    /// A grid tree's padding.
    static let padding = Parts(rawValue: 4)
    /// Spacings.
    static let spacings = Parts(rawValue: 8)
  }

  /// What overflows.
  var kind: Kind
  /// The node concerned: the container, or the child larger than its cell.
  var number: Int
  /// The axis.
  var axis: Axis
  /// The length needed.
  var needed: Double
  /// The length given (the container's, or the cell's).
  var given: Double
  /// Which fixed lengths ``needed`` sums (``Kind/fixedOverflow`` only).
  var parts: Parts = []
  /// The grid of a grid tree concerned, by depth-first index (0: the tree's own rect).
  var grid = 0

  /// The order diagnostics are listed in: by node, then grid, axis and kind, so that the
  /// order does not depend on how the pass met them (fast paths or not).
  static func ordered(_ a: Self, _ b: Self) -> Bool {
    (a.number, a.grid, a.axis == .horizontal ? 0 : 1, a.kind)
      < (b.number, b.grid, b.axis == .horizontal ? 0 : 1, b.kind)
  }

  /// The finding as one sentence with its numbers: `content needs 160 wide, the container
  /// gives 100 (overflow 60)`.
  var message: String {
    MessageText.make { text in
      switch kind {
      case .fixedOverflow: text.write(Self.words(parts))
      case .contentOverflow: text.append("content")
      case .itemOverflow: text.append("the item")
      }
      if grid > 0 {
        text.append(" of grid ")
        text.write(String(grid))
        text.append(" (depth-first)")
      }
      text.append(kind == .fixedOverflow && parts != .padding ? " need " : " needs ")
      text.number(Self.shown(needed))
      text.append(axis == .horizontal ? " wide, " : " tall, ")
      text.append(kind == .itemOverflow ? "its cell" : grid > 0 ? "the grid" : "the container")
      text.append(" gives ")
      text.number(Self.shown(given))
      text.append(" (overflow ")
      text.number(Self.shown(needed - given))
      text.append(")")
    }
  }

  /// The fixed lengths named: `fixed tracks, margins and spacings`.
  static func words(_ parts: Parts) -> String {
    var names: [String] = []
    if parts.contains(.tracks) { names.append("fixed tracks") }
    if parts.contains(.margins) { names.append("margins") }
    if parts.contains(.padding) { names.append("padding") }
    if parts.contains(.spacings) { names.append("spacings") }
    guard let last = names.popLast() else { return "fixed lengths" }
    return names.isEmpty ? last : names.joined(separator: ", ") + " and " + last
  }

  /// A length as a diagnostic shows it: to the thousandth of a point
  /// (``Tolerances/reportedOverflow``), written as ``LayoutAnswer/number(_:)`` writes it
  /// (without a trailing `.0`).
  static func shown(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }
}
