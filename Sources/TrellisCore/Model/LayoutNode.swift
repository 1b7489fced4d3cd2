/// A node of the layout tree: an item (leaf) or a container, which is also an item of its
/// parent.
public struct LayoutNode: Sendable, Equatable {
  /// The id frames are reported by; required for items, optional for containers.
  public var id: String?
  /// The keys every child has.
  public var item: ItemOptions
  /// What the node is.
  public var content: Content

  /// An item or one of the container kinds.
  public enum Content: Sendable, Equatable {
    /// A leaf item.
    case item
    /// A `horizontal` or `vertical` linear container.
    indirect case linear(LinearLayout)
    /// A `stack` container.
    indirect case stack(StackLayout)
    /// A `grid` container.
    indirect case grid(GridLayout)
    /// A MyGridLayout grid tree.
    indirect case gridTree(GridTreeLayout)
  }

  /// Makes a node.
  public init(id: String?, item: ItemOptions = ItemOptions(), content: Content = .item) {
    self.id = id
    self.item = item
    self.content = content
  }

  /// The children of a container; empty for an item.
  public var children: [LayoutNode] {
    switch content {
    case .item: []
    case .linear(let layout): layout.children
    case .stack(let layout): layout.children
    case .grid(let layout): layout.children
    case .gridTree(let layout): layout.children
    }
  }
}

/// Margins, one number per side.
public struct Insets: Sendable, Equatable {
  /// Top margin.
  public var top: Double
  /// Left margin.
  public var left: Double
  /// Bottom margin.
  public var bottom: Double
  /// Right margin.
  public var right: Double

  /// Makes margins.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The margin before the contents on an axis (left or top).
  public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
  /// The margin after the contents on an axis (right or bottom).
  public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}

/// A `horizontal` or `vertical` container.
public struct LinearLayout: Sendable, Equatable {
  /// The axis the children are stacked along.
  public var axis: Axis
  /// The children, in order.
  public var children: [LayoutNode]
  /// Margins (`margin`), each ≥ 0.
  public var margin: Insets
  /// Spacing between consecutive children; may be negative.
  public var spacing: Double
  /// Contents alignment (`align`), also the default cell alignment.
  public var align: AxisPair<Alignment>
  /// Whether overflowing children are shrunk to fit (`crop`).
  public var crop: Bool

  /// Makes a linear container with the format's defaults.
  public init(
    axis: Axis, children: [LayoutNode], margin: Insets = Insets(), spacing: Double = 0,
    align: AxisPair<Alignment> = AxisPair(both: .center), crop: Bool = false
  ) {
    self.axis = axis
    self.children = children
    self.margin = margin
    self.spacing = spacing
    self.align = align
    self.crop = crop
  }
}

/// A `stack` container: every child's cell is the whole content area.
public struct StackLayout: Sendable, Equatable {
  /// The children, in order (later ones on top).
  public var children: [LayoutNode]
  /// Margins (`margin`), each ≥ 0.
  public var margin: Insets
  /// Contents alignment (`align`), also the default cell alignment.
  public var align: AxisPair<Alignment>
  /// Whether children are cropped to the content area (`crop`).
  public var crop: Bool

  /// Makes a stack with the format's defaults.
  public init(
    children: [LayoutNode], margin: Insets = Insets(),
    align: AxisPair<Alignment> = AxisPair(both: .center), crop: Bool = false
  ) {
    self.children = children
    self.margin = margin
    self.align = align
    self.crop = crop
  }
}
