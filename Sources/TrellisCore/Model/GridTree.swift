/// A MyGridLayout grid tree container: a tree of grids, each
/// split along one direction into child grids, whose slots take the container's children in
/// depth-first order.
public struct GridTreeLayout: Sendable, Equatable {
  /// The root grid (its measure is ignored: the root is the container's frame).
  public var grid: GridTreeNode
  /// The views, in slot order.
  public var children: [LayoutNode]

  /// Makes a grid tree container.
  public init(grid: GridTreeNode, children: [LayoutNode]) {
    self.grid = grid
    self.children = children
  }
}

/// One grid of a grid tree.
public struct GridTreeNode: Sendable, Equatable {
  /// A grid's size along its parent's direction.
  public enum Measure: Sendable, Equatable {
    /// Fixed points (including 0).
    case points(Double)
    /// A ratio in (0, 1) of the parent's valid size (size less padding and spacings).
    case ratio(Double)
    /// A ratio in (0, 1) of what the earlier children left (`"-40%"` is 0.4).
    case remaining(Double)
    /// The content's size.
    case wrap
    /// An equal share of what is left.
    case fill
  }

  /// How a grid's children run.
  public enum Direction: String, Sendable, Equatable {
    /// Stacked vertically: each child's measure is its height.
    case rows
    /// Side by side: each child's measure is its width.
    case cols
  }

  /// The size along the parent's direction.
  public var measure: Measure
  /// The `size` as written when it was a numeric string without `%` (`"40"`): 40 points by
  /// default, `fill` under `rounding: compat`.
  public var numericSize: String?
  /// How the children run (`nil` for a leaf).
  public var direction: Direction?
  /// The child grids.
  public var children: [GridTreeNode]
  /// Padding, `{top, left, bottom, right}`.
  public var padding: Insets
  /// Space between adjacent children.
  public var spacing: Double
  /// Gravity tokens (`top`, `bottom`, `left`, `right`, `leading`, `trailing`, `centerX`,
  /// `centerY`, `width`, `height`), in the order given.
  public var gravity: [String]
  /// Overlap tokens when the grid was given as an `overlap` (anchor, measure 0, gravity).
  public var overlap: [String]?
  /// Suppresses the grid's slot.
  public var placeholder: Bool
  /// A grid with children that also takes a view (drawn as its background).
  public var anchor: Bool
  /// Tag (0 = none): recorded and written back, no effect on geometry.
  public var tag: Int
  /// Action selector name: recorded and written back.
  public var action: String?
  /// Action data: recorded and written back.
  public var actionData: JSONValue?
  /// The borderlines by key (`top-borderline`, …): recorded and written back, no effect on
  /// geometry.
  public var borderlines: [String: JSONValue]

  /// Makes a grid: a fill leaf by default.
  public init(
    measure: Measure = .fill, direction: Direction? = nil, children: [GridTreeNode] = [],
    padding: Insets = Insets(), spacing: Double = 0
  ) {
    self.measure = measure
    self.numericSize = nil
    self.direction = direction
    self.children = children
    self.padding = padding
    self.spacing = spacing
    gravity = []
    overlap = nil
    placeholder = false
    anchor = false
    tag = 0
    action = nil
    actionData = nil
    borderlines = [:]
  }

  /// Whether the grid takes a view: `(anchor || no children) && !placeholder`.
  public var isSlot: Bool { (anchor || children.isEmpty) && !placeholder }

  /// The gravity on one axis: `start`, `center`, `end`, or `fill` (`width`/`height`, or no
  /// token on that axis).
  ///
  /// Under `compat` (MyGrid's own reading) tokens are flags OR-ed together, so a start and
  /// an end token on one axis (`top|bottom`) fill it and unknown tokens are ignored; by default
  /// the reader has already refused both.
  package func gravity(on axis: Axis, compat: Bool = false) -> Alignment {
    var found: [Alignment] = []
    for token in gravity {
      switch (axis, token) {
      case (.horizontal, "left"), (.horizontal, "leading"), (.vertical, "top"): found.append(.start)
      case (.horizontal, "right"), (.horizontal, "trailing"), (.vertical, "bottom"):
        found.append(.end)
      case (.horizontal, "centerX"), (.vertical, "centerY"): found.append(.center)
      case (.horizontal, "width"), (.vertical, "height"): found.append(.fill)
      default: continue
      }
    }
    if compat && found.contains(.start) && found.contains(.end) { return .fill }
    return found.first ?? .fill
  }
}
