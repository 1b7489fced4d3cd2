// The linear, stack and grid-tree containers of format.md §2.2 and §2.4, each key a parameter
// with the format's default. Grids are in LayoutNode+Grid.swift.

extension LayoutNode {
  /// A `horizontal` container: its children side by side, in order.
  ///
  /// ```swift
  /// LayoutNode.horizontal(id: "toolbar", margin: 8, spacing: 8) {
  ///   LayoutNode.item("icon", desired: [32, 32])
  ///   LayoutNode.item("title", desired: [120, 20]).stretch([1, 0])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: the id its frame is reported by, if any.
  ///   - margin: margins, each ≥ 0: one number for every side, or `Insets(top:left:bottom:right:)`.
  ///   - spacing: between consecutive children; may be negative.
  ///   - align: contents alignment `[h, v]`, also the children's default `cellAlign`.
  ///   - crop: whether overflowing children are shrunk to fit.
  ///   - children: the children, in order.
  /// - Returns: the container, its item keys at their defaults.
  /// - Complexity: O(children).
  public static func horizontal(
    id: String? = nil, margin: Insets = 0, spacing: Double = 0,
    align: AxisPair<Alignment> = [.center, .center], crop: Bool = false,
    @LayoutBuilder children: () -> [LayoutNode]
  ) -> LayoutNode {
    linear(.horizontal, id, margin, spacing, align, crop, children())
  }

  /// A `vertical` container: its children stacked top to bottom, in order.
  ///
  /// - Parameters:
  ///   - id: the id its frame is reported by, if any.
  ///   - margin: margins, each ≥ 0: one number for every side, or `Insets(top:left:bottom:right:)`.
  ///   - spacing: between consecutive children; may be negative.
  ///   - align: contents alignment `[h, v]`, also the children's default `cellAlign`.
  ///   - crop: whether overflowing children are shrunk to fit.
  ///   - children: the children, in order.
  /// - Returns: the container, its item keys at their defaults.
  /// - Complexity: O(children).
  public static func vertical(
    id: String? = nil, margin: Insets = 0, spacing: Double = 0,
    align: AxisPair<Alignment> = [.center, .center], crop: Bool = false,
    @LayoutBuilder children: () -> [LayoutNode]
  ) -> LayoutNode {
    linear(.vertical, id, margin, spacing, align, crop, children())
  }

  /// A `stack` container: every child's cell is the whole content area, later children on top.
  ///
  /// - Parameters:
  ///   - id: the id its frame is reported by, if any.
  ///   - margin: margins, each ≥ 0: one number for every side, or `Insets(top:left:bottom:right:)`.
  ///   - align: contents alignment `[h, v]`, also the children's default `cellAlign`.
  ///   - crop: whether children are cropped to the content area.
  ///   - children: the children, in order.
  /// - Returns: the container, its item keys at their defaults.
  /// - Complexity: O(children).
  public static func stack(
    id: String? = nil, margin: Insets = 0, align: AxisPair<Alignment> = [.center, .center],
    crop: Bool = false, @LayoutBuilder children: () -> [LayoutNode]
  ) -> LayoutNode {
    LayoutNode(
      id: id,
      content: .stack(StackLayout(children: children(), margin: margin, align: align, crop: crop)))
  }

  /// A `gridTree` container: a MyGridLayout grid tree whose slots take the children in
  /// depth-first order.
  ///
  /// ```swift
  /// LayoutNode.gridTree(id: "card", grid: .rows(padding: 8, spacing: 4) {
  ///   GridTreeNode.leaf(size: 40)
  ///   GridTreeNode.leaf()
  /// }) {
  ///   LayoutNode.item("name", desired: [100, 20])
  ///   LayoutNode.item("bio", desired: [100, 60])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: the id its frame and cells are reported by, if any.
  ///   - grid: the root grid (`grid`); its own `size` is ignored.
  ///   - children: the views, in slot order.
  /// - Returns: the container, its item keys at their defaults.
  /// - Complexity: O(children).
  public static func gridTree(
    id: String? = nil, grid: GridTreeNode, @LayoutBuilder children: () -> [LayoutNode]
  ) -> LayoutNode {
    LayoutNode(id: id, content: .gridTree(GridTreeLayout(grid: grid, children: children())))
  }

  /// A linear container.
  private static func linear(
    _ axis: Axis, _ id: String?, _ margin: Insets, _ spacing: Double,
    _ align: AxisPair<Alignment>, _ crop: Bool, _ children: [LayoutNode]
  ) -> LayoutNode {
    LayoutNode(
      id: id,
      content: .linear(
        LinearLayout(
          axis: axis, children: children, margin: margin, spacing: spacing, align: align,
          crop: crop)))
  }
}
