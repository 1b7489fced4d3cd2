/// Measures an item's content for what its container offers: the Swift counterpart of Yoga's
/// `YGMeasureFunc`, Taffy's measure closure and SwiftUI's `sizeThatFits(_:)`.
///
/// The proposal has a length per axis, as SwiftUI's `ProposedViewSize` does:
/// - `nil`: unconstrained; answer the content's natural size, its **max-content** size (text on
///   as few lines as it has paragraphs);
/// - `0`: answer its **min-content** size, the narrowest it can be without overflowing itself
///   (text: its longest word);
/// - a length: the size it takes when offered that much (text wrapped at that width).
///
/// The length offered is capped by the item's `maxDesired` and rounded up under `compat`. The
/// size returned is the item's desired size for that proposal, before `adjust`, `minDesired`
/// and `maxDesired`. A grid measures its items unconstrained for their columns — and, under
/// `fair` and `css`, at 0 for their min-content widths, as a browser does — then again at each
/// resolved column width for their rows, so wrapping content gets taller as its column
/// narrows:
///
/// ```swift
/// // A paragraph of 300 points' worth of glyphs in words up to 60 points wide, 16 points a
/// // line, wrapping at the width offered.
/// let text = ContentMeasurer("label") { proposal in
///   let width = max(60, min(300, proposal.horizontal ?? 300))
///   let lines = (300 / width).rounded(.up)
///   return AxisPair(width, lines * 16)
/// }
/// var item = ItemOptions()
/// item.measurer = text
/// let label = LayoutNode(id: "label", item: item)
/// ```
///
/// Each (item, proposal) is measured at most once per solve, however many layout passes the
/// solve makes. The closure may run on any thread (solves run concurrently), hence
/// `@Sendable`; it should be a pure function of the proposal. A measurer that throws, or
/// returns a negative, NaN, infinite or out-of-range size (beyond 1e9), stops the solve with a
/// ``MeasurementError`` naming the item.
///
/// A measurer is code, not data: a document's JSON (``LayoutDocument/json``) has no key for it
/// and writes the item's `desired` size instead (`heightForWidth` is the one measurer the
/// format writes: offered 0 it answers one tile, unconstrained all its tiles on one line).
/// Two measurers are equal when they are the same measurer (made by the same call), or both
/// the same built-in one.
public struct ContentMeasurer: Sendable, Equatable, CustomStringConvertible {
  /// What a container offers an item: a length per axis, `nil` where unconstrained
  /// (max-content), 0 for its min-content size.
  public typealias Proposal = AxisPair<Double?>

  /// What measures.
  enum Kind: Sendable, Equatable {
    /// Text-like tiles (`heightForWidth`).
    case heightForWidth(HeightForWidth)
    /// A closure, compared by identity.
    case closure(Closure)
  }

  /// A closure and its name; a class so that copies of one measurer compare equal.
  final class Closure: Sendable, Equatable {
    let name: String
    let body: @Sendable (Proposal) throws -> AxisPair<Double>

    init(name: String, body: @escaping @Sendable (Proposal) throws -> AxisPair<Double>) {
      self.name = name
      self.body = body
    }

    static func == (a: Closure, b: Closure) -> Bool { a === b }
  }

  let kind: Kind

  /// A measurer that calls `measure` for each proposal.
  ///
  /// - Parameters:
  ///   - name: what error messages call it.
  ///   - measure: the content's size for a proposal; it may throw.
  public init(
    _ name: String = "measurer",
    measure: @escaping @Sendable (Proposal) throws -> AxisPair<Double>
  ) {
    kind = .closure(Closure(name: name, body: measure))
  }

  init(kind: Kind) { self.kind = kind }

  /// Content that wraps like text, `heightForWidth`: the
  /// built-in measurer the document format writes.
  public static func heightForWidth(_ wrapping: HeightForWidth) -> ContentMeasurer {
    ContentMeasurer(kind: .heightForWidth(wrapping))
  }

  /// The content's size for a proposal.
  ///
  /// - Throws: whatever the measurer's closure throws.
  public func size(for proposal: Proposal) throws -> AxisPair<Double> {
    switch kind {
    case .heightForWidth(let wrapping): wrapping.size(atWidth: proposal.horizontal)
    case .closure(let closure): try closure.body(proposal)
    }
  }

  public var description: String {
    switch kind {
    case .heightForWidth(let wrapping):
      "heightForWidth(\(wrapping.tiles) tiles of \(wrapping.tile.horizontal)×\(wrapping.tile.vertical))"
    case .closure(let closure): closure.name
    }
  }
}

/// A measurer failed: it threw, or returned a size that is not a length.
public struct MeasurementError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The item's JSON path (`root.children[2]`).
  public var path: String
  /// The item's id.
  public var id: String?
  /// What went wrong, with the proposal.
  public var message: String

  /// Makes an error.
  public init(path: String, id: String?, message: String) {
    self.path = path
    self.id = id
    self.message = message
  }

  public var description: String {
    "\(path)\(id.map { " (\"\($0)\")" } ?? ""): \(message)"
  }
}
