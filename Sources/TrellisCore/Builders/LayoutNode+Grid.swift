// The grid container of format.md §2.3, each key a parameter with the format's default.

extension LayoutNode {
  /// A `grid` with at most `columns` columns, children placed row by row.
  ///
  /// ```swift
  /// LayoutNode.grid(
  ///   id: "form", columns: 2, columnSpacing: 12, rowSpacing: 10,
  ///   columnSizings: [.fixed(120), .content(stretch: 1)]
  /// ) {
  ///   LayoutNode.item("nameLabel", desired: [80, 20])
  ///   LayoutNode.item("nameField", desired: [200, 28]).cellAlign([.fill, nil])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: the id its frame and tracks are reported by, if any.
  ///   - columns: the most columns (`columns`); 0 puts every child in one row.
  ///   - margin: margins with size and stretch: one number, ``SpacingInsets/init(all:)`` or
  ///     ``SpacingInsets/init(top:left:bottom:right:)``.
  ///   - spacing: the default spacing on both axes (`spacing`).
  ///   - columnSpacing: the default spacing between columns; wins over `spacing`.
  ///   - rowSpacing: the default spacing between rows; wins over `spacing`.
  ///   - columnSpacings: per index: entry j is between columns j and j + 1.
  ///   - rowSpacings: per index: entry i is between rows i and i + 1.
  ///   - columnSizing: the default column sizing (``TrackSizing/content`` by default).
  ///   - rowSizing: the default row sizing.
  ///   - columnSizings: per-index column sizings.
  ///   - rowSizings: per-index row sizings.
  ///   - uniformColumns: every column as wide as the widest.
  ///   - uniformRows: every row as tall as the tallest.
  ///   - distribution: how extra or missing space is shared.
  ///   - align: contents alignment `[h, v]`, also the children's default `cellAlign`.
  ///   - crop: whether items are cropped to their cells.
  ///   - children: the children, in row-major flow order.
  /// - Returns: the grid container, its item keys at their defaults.
  /// - Complexity: O(children + tracks).
  public static func grid(
    id: String? = nil, columns: Int, margin: SpacingInsets = 0, spacing: Spacing? = nil,
    columnSpacing: Spacing? = nil, rowSpacing: Spacing? = nil, columnSpacings: [Spacing] = [],
    rowSpacings: [Spacing] = [], columnSizing: TrackSizing = .content,
    rowSizing: TrackSizing = .content, columnSizings: [TrackSizing] = [],
    rowSizings: [TrackSizing] = [], uniformColumns: Bool = false, uniformRows: Bool = false,
    distribution: Distribution = .compat, align: AxisPair<Alignment> = [.center, .center],
    crop: Bool = false, @LayoutBuilder children: () -> [LayoutNode]
  ) -> LayoutNode {
    var grid = GridLayout(children: children(), count: .columns(columns))
    grid.margin = margin
    grid.columnSpacing = columnSpacing ?? spacing ?? Spacing()
    grid.rowSpacing = rowSpacing ?? spacing ?? Spacing()
    grid.columnSpacings = columnSpacings
    grid.rowSpacings = rowSpacings
    grid.columnSizing = columnSizing
    grid.rowSizing = rowSizing
    grid.columnSizings = columnSizings
    grid.rowSizings = rowSizings
    grid.uniformColumns = uniformColumns
    grid.uniformRows = uniformRows
    grid.distribution = distribution
    grid.align = align
    grid.crop = crop
    return LayoutNode(id: id, content: .grid(grid))
  }

  /// A `grid` with at most `rows` rows, children placed row by row.
  ///
  /// - Parameters:
  ///   - id: the id its frame and tracks are reported by, if any.
  ///   - rows: the most rows (`rows`); 0 puts every child in one column.
  ///   - margin: margins with size and stretch: one number, ``SpacingInsets/init(all:)`` or
  ///     ``SpacingInsets/init(top:left:bottom:right:)``.
  ///   - spacing: the default spacing on both axes (`spacing`).
  ///   - columnSpacing: the default spacing between columns; wins over `spacing`.
  ///   - rowSpacing: the default spacing between rows; wins over `spacing`.
  ///   - columnSpacings: per index: entry j is between columns j and j + 1.
  ///   - rowSpacings: per index: entry i is between rows i and i + 1.
  ///   - columnSizing: the default column sizing (``TrackSizing/content`` by default).
  ///   - rowSizing: the default row sizing.
  ///   - columnSizings: per-index column sizings.
  ///   - rowSizings: per-index row sizings.
  ///   - uniformColumns: every column as wide as the widest.
  ///   - uniformRows: every row as tall as the tallest.
  ///   - distribution: how extra or missing space is shared.
  ///   - align: contents alignment `[h, v]`, also the children's default `cellAlign`.
  ///   - crop: whether items are cropped to their cells.
  ///   - children: the children, in row-major flow order.
  /// - Returns: the grid container, its item keys at their defaults.
  /// - Complexity: O(children + tracks).
  public static func grid(
    id: String? = nil, rows: Int, margin: SpacingInsets = 0, spacing: Spacing? = nil,
    columnSpacing: Spacing? = nil, rowSpacing: Spacing? = nil, columnSpacings: [Spacing] = [],
    rowSpacings: [Spacing] = [], columnSizing: TrackSizing = .content,
    rowSizing: TrackSizing = .content, columnSizings: [TrackSizing] = [],
    rowSizings: [TrackSizing] = [], uniformColumns: Bool = false, uniformRows: Bool = false,
    distribution: Distribution = .compat, align: AxisPair<Alignment> = [.center, .center],
    crop: Bool = false, @LayoutBuilder children: () -> [LayoutNode]
  ) -> LayoutNode {
    var node = grid(
      id: id, columns: 0, margin: margin, spacing: spacing, columnSpacing: columnSpacing,
      rowSpacing: rowSpacing, columnSpacings: columnSpacings, rowSpacings: rowSpacings,
      columnSizing: columnSizing, rowSizing: rowSizing, columnSizings: columnSizings,
      rowSizings: rowSizings, uniformColumns: uniformColumns, uniformRows: uniformRows,
      distribution: distribution, align: align, crop: crop, children: children)
    if case .grid(var layout) = node.content {
      layout.count = .rows(rows)
      node.content = .grid(layout)
    }
    return node
  }
}
