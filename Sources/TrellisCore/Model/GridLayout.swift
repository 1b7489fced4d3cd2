/// A spacing or margin with a size and a stretch weight (`{"size": n, "stretch": w}`).
public struct Spacing: Sendable, Equatable {
  /// The base size.
  public var size: Double
  /// The weight of its share of extra space, ≥ 0.
  public var stretch: Double

  /// Makes a spacing.
  public init(size: Double = 0, stretch: Double = 0) {
    self.size = size
    self.stretch = stretch
  }
}

/// Grid margins: a ``Spacing`` per side.
public struct SpacingInsets: Sendable, Equatable {
  /// Top margin.
  public var top: Spacing
  /// Left margin.
  public var left: Spacing
  /// Bottom margin.
  public var bottom: Spacing
  /// Right margin.
  public var right: Spacing

  /// Makes margins (all zero by default).
  public init(
    top: Spacing = Spacing(), left: Spacing = Spacing(), bottom: Spacing = Spacing(),
    right: Spacing = Spacing()
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The margin before the contents on an axis (left or top).
  public func leading(_ axis: Axis) -> Spacing { axis == .horizontal ? left : top }
  /// The margin after the contents on an axis (right or bottom).
  public func trailing(_ axis: Axis) -> Spacing { axis == .horizontal ? right : bottom }
}

/// How a grid track is sized (`{"size": "content" | n, "stretch": w, "min": m | "content",
/// "max": M}`).
public struct TrackSizing: Sendable, Equatable {
  /// The base: the widest (tallest) desired size in the track, or a fixed size.
  public enum Base: Sendable, Equatable {
    /// From the content (the default).
    case content
    /// A fixed size; content is ignored.
    case fixed(Double)
  }

  /// A lower bound on the final size.
  public enum Minimum: Sendable, Equatable {
    /// A number.
    case value(Double)
    /// The track's content size.
    case content
  }

  /// The base size.
  public var base: Base
  /// The weight of the track's share of extra space.
  public var stretch: Double
  /// The lower bound, if any.
  public var min: Minimum?
  /// The upper bound, if any.
  public var max: Double?

  /// Makes a track sizing (all defaults: content base, no stretch, no bounds).
  public init(base: Base = .content, stretch: Double = 0, min: Minimum? = nil, max: Double? = nil) {
    self.base = base
    self.stretch = stretch
    self.min = min
    self.max = max
  }
}

/// How extra or missing space is shared among a grid's tracks (`distribution`).
public enum Distribution: String, Sendable, Equatable, CaseIterable {
  /// Each source's own rule (WeView shrink clamps at 0 without redistribution; IG minimums bump).
  case compat
  /// Max-min fair water-filling in both directions, minimums redistribute, weights normalised.
  case fair
  /// `fair` with CSS's flex-sum rule (a sum of weights below 1 counts as 1).
  case css
}

/// A `grid` container.
public struct GridLayout: Sendable, Equatable {
  /// Which count the grid is given.
  public enum Count: Sendable, Equatable {
    /// At most this many columns (`columns`); 0 = one row.
    case columns(Int)
    /// At most this many rows (`rows`); 0 = one column.
    case rows(Int)
  }

  /// The children, in flow order (row-major).
  public var children: [LayoutNode]
  /// The column or row count.
  public var count: Count
  /// Margins with size and stretch.
  public var margin: SpacingInsets
  /// Default spacing between columns.
  public var columnSpacing: Spacing
  /// Default spacing between rows.
  public var rowSpacing: Spacing
  /// Per-index column spacings: entry j is between columns j and j + 1.
  public var columnSpacings: [Spacing]
  /// Per-index row spacings.
  public var rowSpacings: [Spacing]
  /// Default column sizing.
  public var columnSizing: TrackSizing
  /// Default row sizing.
  public var rowSizing: TrackSizing
  /// Per-index column sizings.
  public var columnSizings: [TrackSizing]
  /// Per-index row sizings.
  public var rowSizings: [TrackSizing]
  /// Whether every column is as wide as the widest.
  public var uniformColumns: Bool
  /// Whether every row is as tall as the tallest.
  public var uniformRows: Bool
  /// How extra or missing space is shared.
  public var distribution: Distribution
  /// Contents alignment, also the default cell alignment.
  public var align: AxisPair<Alignment>
  /// Whether items are cropped to their cells.
  public var crop: Bool

  /// Makes a grid with the format's defaults.
  public init(children: [LayoutNode], count: Count) {
    self.children = children
    self.count = count
    margin = SpacingInsets()
    columnSpacing = Spacing()
    rowSpacing = Spacing()
    columnSpacings = []
    rowSpacings = []
    columnSizing = TrackSizing()
    rowSizing = TrackSizing()
    columnSizings = []
    rowSizings = []
    uniformColumns = false
    uniformRows = false
    distribution = .compat
    align = AxisPair(both: .center)
    crop = false
  }

  /// The number of columns and rows for the children.
  ///
  /// When a child is placed (``ItemOptions/gridCell``), the tracks its children's areas need,
  /// empty ones included: exactly `columns` (or `rows`) on the fixed axis. A placement that
  /// ``LayoutDocument/validate()`` refuses counts as none.
  ///
  /// - Complexity: O(children), more when children are placed (every area is found).
  public var dimensions: (columns: Int, rows: Int) {
    if GridAreas.isPlaced(self), let areas = try? GridAreas(self) {
      return (areas.columns, areas.rows)
    }
    return flowDimensions
  }

  /// The number of columns and rows when the children fill the cells in order (no child is
  /// placed).
  var flowDimensions: (columns: Int, rows: Int) {
    let n = children.count
    guard n > 0 else { return (0, 0) }
    switch count {
    case .columns(0): return (n, 1)
    case .columns(let k):
      let columns = Swift.min(k, n)
      return (columns, (n + columns - 1) / columns)
    case .rows(0): return (1, n)
    case .rows(let k):
      let rows = Swift.min(k, n)
      return ((n + rows - 1) / rows, rows)
    }
  }
}
