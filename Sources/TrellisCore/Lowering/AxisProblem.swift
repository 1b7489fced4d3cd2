/// The neutral sizing problem of one axis of one container, which every engine solves.
///
/// Lowering turns each container axis into ordered segments — margins, cells (or items) and
/// spacings — each with a base size, a stretch weight and bounds, plus the length available
/// and how space is distributed. The order matters: under `rounding: compat` the last weighted
/// segment absorbs the rounding remainder.
public struct AxisProblem: Sendable, Equatable {
  /// One segment of the axis.
  public struct Segment: Sendable, Equatable {
    /// What the segment is.
    public enum Kind: Sendable, Equatable {
      /// A margin before or after the contents.
      case margin
      /// A cell, track or item.
      case cell
      /// A spacing between two cells.
      case spacing
    }

    /// Where a segment's base size comes from (its provenance, for explanations).
    public enum Basis: Sendable, Equatable {
      /// A margin (or grid-tree padding) the document states.
      case margin
      /// A spacing the document states.
      case spacing
      /// A track's fixed `size`.
      case fixed
      /// The content: the largest desired size of the items in the track (or the item's own).
      case content
      /// A grid-tree cell, sized by its measure and the split (``AxisProblem/TreeSplit``).
      case treeShare
    }

    /// What the segment is.
    public var kind: Kind
    /// Where its base size comes from.
    public var basis: Basis
    /// The size before distribution.
    public var base: Double
    /// The weight of the segment's share of extra (or missing) space, ≥ 0.
    public var weight: Double
    /// The least final size (`fair`/`css` distributions; 0 by default).
    public var minimum: Double
    /// The greatest final size (`.infinity` for none).
    public var maximum: Double

    /// Makes a segment; `basis` says where the base comes from, by default the kind's own (a
    /// margin, a spacing, or content for a cell).
    public init(
      _ kind: Kind, base: Double, weight: Double = 0, minimum: Double = 0,
      maximum: Double = .infinity, basis: Basis? = nil
    ) {
      self.kind = kind
      self.basis =
        basis
        ?? {
          switch kind {
          case .margin: .margin
          case .spacing: .spacing
          case .cell: .content
          }
        }()
      self.base = base
      self.weight = weight
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  /// What happens when the segments need more than is available.
  public enum Shrink: Sendable, Equatable {
    /// Nothing: the segments overflow.
    case none
    /// Weighted segments give up their weight's share of the shortfall, clamped at 0, and the
    /// part they cannot absorb is lost.
    case weighted
    /// As `weighted`, then, if still too long, every segment shrinks in proportion to its size,
    /// clamped at 0 (WeView linear layouts with `crop`).
    case weightedThenProportional
  }

  /// The segments, in distribution order.
  public var segments: [Segment]
  /// The length to fill, or `nil` when the axis is unconstrained (no distribution).
  public var available: Double?
  /// Whether extra space is distributed (measurement of a grid never grows).
  public var grows: Bool
  /// What a shortfall does.
  public var shrink: Shrink
  /// How extra or missing space is shared.
  public var distribution: Distribution
  /// Whether WeView's integral arithmetic applies (`rounding: compat`).
  public var integral: Bool
  /// A MyGridLayout split instead of a distribution, or `nil`.
  public var tree: TreeSplit?
  /// The needs of a grid's spanning children instead of a distribution
  /// (``spanning(_:needs:integral:source:)``), or `nil`.
  package var spans: SpanNeeds?
  /// Where the problem comes from: its container, axis and purpose.
  package var source: Source

  /// Where an ``AxisProblem`` comes from: one axis of one container of a document, laid out or
  /// measured.
  package struct Source: Sendable, Equatable {
    /// Why the problem is solved.
    package enum Purpose: Sendable, Equatable {
      /// To lay the container out in its frame.
      case layout
      /// To measure the container (`sizeThatFits`) for its parent.
      case measure
    }

    /// The container's number in its document: its position in a depth-first preorder walk
    /// of the layout tree (the root is 0); 0 for a problem made outside a document.
    package var container: Int
    /// The container's kind.
    package var kind: ContainerKind
    /// The axis.
    package var axis: Axis
    /// Why.
    package var purpose: Purpose
    /// How the available length follows the container's frame.
    ///
    /// Set when the available length is exactly the frame's length less these insets (no
    /// clamping took place): what ties a nested container's length to the cell its parent
    /// solved. `nil` for measurements, clamped lengths and WeView's integral arithmetic.
    package var frameInsets: FrameInsets?

    /// Makes a source.
    package init(
      container: Int, kind: ContainerKind, axis: Axis, purpose: Purpose,
      frameInsets: FrameInsets? = nil
    ) {
      self.container = container
      self.kind = kind
      self.axis = axis
      self.purpose = purpose
      self.frameInsets = frameInsets
    }

    /// The source of a problem made outside a document (a benchmark or an axis session).
    package static let standalone = Source(
      container: 0, kind: .grid, axis: .horizontal, purpose: .layout)
  }

  /// What lies between a container's frame and the length its axis problem distributes:
  /// `available = frame length − lead − trail − between`.
  package struct FrameInsets: Sendable, Equatable {
    /// The leading margin (not a segment of the problem).
    package var lead: Double
    /// The trailing margin (not a segment of the problem).
    package var trail: Double
    /// The spacings between the items (not segments of the problem).
    package var between: Double

    /// Makes insets.
    package init(lead: Double, trail: Double, between: Double) {
      self.lead = lead
      self.trail = trail
      self.between = between
    }

    /// None: the problem distributes the whole frame length (a grid, whose margins and
    /// spacings are segments).
    package static let zero = FrameInsets(lead: 0, trail: 0, between: 0)
  }

  /// How the children of one grid-tree node share its length, segment by segment:
  /// margins (padding), spacings and `.base` cells are their bases; `remaining` cells take
  /// their ratio of what the earlier ones left, in order; `fill` cells share the rest equally.
  public struct TreeSplit: Sendable, Equatable {
    /// What a cell takes.
    public enum Share: Sendable, Equatable {
      /// Its base (fixed points, a ratio of the valid size or its wrapped content, resolved
      /// by the lowering).
      case base
      /// This ratio of what is left after the bases and the earlier remaining cells.
      case remaining(Double)
      /// An equal share of the rest.
      case fill
    }

    /// The share of each segment (`.base` for margins and spacings).
    public var shares: [Share]
    /// The pixel scale fill shares are rounded to one after another (MyGrid's `pxround`,
    /// `rounding: compat`), or `nil` for real shares.
    public var fillScale: Double?
    /// Whether each resolved remaining or fill size is clamped at 0 (the default reading; `compat`
    /// keeps them).
    public var clampsAtZero: Bool

    /// Makes a split.
    public init(shares: [Share], fillScale: Double?, clampsAtZero: Bool) {
      self.shares = shares
      self.fillScale = fillScale
      self.clampsAtZero = clampsAtZero
    }
  }

  /// Makes a problem.
  public init(
    segments: [Segment], available: Double?, grows: Bool = true, shrink: Shrink = .none,
    distribution: Distribution = .compat, integral: Bool
  ) {
    self.init(
      segments: segments, available: available, grows: grows, shrink: shrink,
      distribution: distribution, integral: integral, source: .standalone)
  }

  /// Makes a problem that says where it comes from (lowering).
  package init(
    segments: [Segment], available: Double?, grows: Bool = true, shrink: Shrink = .none,
    distribution: Distribution = .compat, integral: Bool, source: Source
  ) {
    self.source = source
    self.segments = segments
    self.available = available
    self.grows = grows
    self.shrink = shrink
    self.distribution = distribution
    self.integral = integral
    self.tree = nil
    self.spans = nil
  }

  /// The sum of the base sizes.
  package var baseTotal: Double { segments.reduce(0) { $0 + $1.base } }
  /// The sum of the weights.
  package var totalWeight: Double { segments.reduce(0) { $0 + $1.weight } }
}

extension AxisProblem.TreeSplit {
  /// The fill cells' sizes from their real total: equal shares, each rounded to the pixel grid
  /// in turn when ``fillScale`` is set, so the rounding drift ends in the last,
  /// shared by both engines.
  ///
  /// - Parameters:
  ///   - total: what the fill cells share (the rest after bases and remaining ratios).
  ///   - count: how many fill cells there are.
  /// - Returns: one size per fill cell, in order.
  package func fillSizes(total: Double, count: Int) -> [Double] {
    var rest = total
    var sizes: [Double] = []
    for k in stride(from: count, to: 0, by: -1) {
      var share = rest / Double(k)
      if let scale = fillScale {
        share = AxisProblem.snapped(share * scale).roundedHalfAwayFromZero / scale
      }
      sizes.append(share)
      rest -= share
    }
    return sizes
  }
}
