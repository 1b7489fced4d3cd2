// An item and the item keys of format.md §2.1 as modifiers. Each modifier returns a copy with
// one key set, so they chain: `LayoutNode.item("title", desired: [120, 20]).stretch([1, 0])`.
// They apply to containers too (a container is an item of its parent), except `desired` and
// `heightForWidth`, which belong to items.

extension LayoutNode {
  /// An item (a leaf): `{"id": "a", "desired": [40, 20]}` is `.item("a", desired: [40, 20])`.
  ///
  /// - Parameters:
  ///   - id: the id its frame is reported by; unique in the document.
  ///   - desired: what `sizeThatFits` reports, `[w, h]`, each ≥ 0 (`desired`).
  /// - Returns: an item with the other item keys at their defaults.
  public static func item(_ id: String, desired: AxisPair<Double> = [0, 0]) -> LayoutNode {
    var item = ItemOptions()
    item.desired = desired
    return LayoutNode(id: id, item: item)
  }

  /// Content that wraps like text (`heightForWidth`, items only): `tiles` tiles of size `tile`,
  /// as many a row as the width holds.
  ///
  /// - Parameters:
  ///   - tiles: the number of tiles, ≥ 0.
  ///   - tile: one tile's size `[w, h]`, each > 0.
  /// - Returns: the item with `heightForWidth` set.
  public func heightForWidth(tiles: Int, tile: AxisPair<Double>) -> LayoutNode {
    with { $0.heightForWidth = HeightForWidth(tiles: tiles, tile: tile) }
  }

  /// Measures the item's content with code for each proposal, instead of `desired` and
  /// `heightForWidth` (Swift only: the format has no key for it; see ``ContentMeasurer``).
  public func measurer(_ measurer: ContentMeasurer) -> LayoutNode {
    with { $0.measurer = measurer }
  }

  /// Lower clamps on the desired size, `[w, h]`; `nil` leaves an axis unclamped (`minDesired`).
  public func minDesired(_ sizes: AxisPair<Double?>) -> LayoutNode {
    with { $0.minDesired = sizes }
  }

  /// Upper clamps on the desired size, `[w, h]`; `nil` leaves an axis unclamped (`maxDesired`).
  public func maxDesired(_ sizes: AxisPair<Double?>) -> LayoutNode {
    with { $0.maxDesired = sizes }
  }

  /// Added to the desired size, `[dw, dh]` (`adjust`).
  public func adjust(_ amounts: AxisPair<Double>) -> LayoutNode {
    with { $0.adjust = amounts }
  }

  /// Treats the desired size as 0 on both axes (`"ignoreDesired": true`).
  public func ignoreDesired(_ ignores: Bool) -> LayoutNode {
    ignoreDesired(AxisPair(both: ignores))
  }

  /// Treats the desired size as 0 on the axes marked `true`, `[h, v]` (`ignoreDesired`).
  public func ignoreDesired(_ ignores: AxisPair<Bool>) -> LayoutNode {
    with { $0.ignoreDesired = ignores }
  }

  /// The same stretch weight on both axes, ≥ 0 (`"stretch": 1`).
  public func stretch(_ weight: Double) -> LayoutNode {
    stretch(AxisPair(both: weight))
  }

  /// Stretch weights `[h, v]`, each ≥ 0 (`"stretch": [1, 0]`).
  public func stretch(_ weights: AxisPair<Double>) -> LayoutNode {
    with { $0.stretch = weights }
  }

  /// How the node sits in its cell, `[h, v]` (`cellAlign`).
  ///
  /// `nil` on an axis inherits the parent's `align`; `.fill` takes the cell's size on that axis
  /// without counting as a stretch.
  public func cellAlign(_ alignment: AxisPair<Alignment?>) -> LayoutNode {
    with { $0.cellAlign = alignment }
  }

  /// Added to the final origin, `[dx, dy]` (`offset`).
  public func offset(_ amounts: AxisPair<Double>) -> LayoutNode {
    with { $0.offset = amounts }
  }

  /// Places a child of a grid (`column`, `row`, `columnSpan`, `rowSpan`): the first column and
  /// row of its area, 0-based (`nil`: placed automatically on that axis), and how many columns
  /// and rows it covers.
  ///
  /// A grid with at least one placed child has exactly its `columns` (or `rows`) and grows
  /// the other axis as its children need; see ``GridCell``. Spans above 1 need the grid's
  /// `distribution` to be `fair` or `css`.
  ///
  /// `.item("a", desired: [40, 20]).gridCell(column: 1, row: 0, columnSpan: 2)` is
  /// `{"id": "a", "desired": [40, 20], "column": 1, "row": 0, "columnSpan": 2}`.
  ///
  /// - Parameters:
  ///   - column: the first column, ≥ 0, or `nil`.
  ///   - row: the first row, ≥ 0, or `nil`.
  ///   - columnSpan: the columns covered, ≥ 1.
  ///   - rowSpan: the rows covered, ≥ 1.
  /// - Returns: the node, placed.
  public func gridCell(
    column: Int? = nil, row: Int? = nil, columnSpan: Int = 1, rowSpan: Int = 1
  ) -> LayoutNode {
    with {
      $0.gridCell = GridCell(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan)
    }
  }

  /// A copy with its item keys changed.
  private func with(_ change: (inout ItemOptions) -> Void) -> LayoutNode {
    var node = self
    change(&node.item)
    return node
  }
}
