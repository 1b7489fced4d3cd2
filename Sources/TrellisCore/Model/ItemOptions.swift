/// The keys every child has, item or container (format.md §2.1): how its desired size is
/// derived, how it stretches, and how it sits in its cell.
public struct ItemOptions: Sendable, Equatable {
  /// What `sizeThatFits` reports for an item (`desired`); a container's desired size is its
  /// measurement, so containers leave this at zero.
  public var desired: AxisPair<Double>
  /// Content that wraps like text (`heightForWidth`), for items.
  public var heightForWidth: HeightForWidth?
  /// Measures the item's content for each proposal, instead of `desired` and `heightForWidth`.
  ///
  /// Swift only: the JSON format has no key for code. See ``ContentMeasurer``.
  public var measurer: ContentMeasurer?
  /// Lower clamps on the desired size (`minDesired`), `nil` for none; min wins over max.
  public var minDesired: AxisPair<Double?>
  /// Upper clamps on the desired size (`maxDesired`); `nil` for none.
  public var maxDesired: AxisPair<Double?>
  /// Added to the desired size (`adjust`).
  public var adjust: AxisPair<Double>
  /// Whether the desired size counts as 0 on an axis (`ignoreDesired`).
  public var ignoreDesired: AxisPair<Bool>
  /// Stretch weights, ≥ 0 (`stretch`).
  public var stretch: AxisPair<Double>
  /// How the child sits in its cell (`cellAlign`); `nil` inherits the parent's `align`.
  public var cellAlign: AxisPair<Alignment?>
  /// Added to the final origin (`offset`).
  public var offset: AxisPair<Double>

  /// The defaults of format.md §2.1.
  public init() {
    desired = AxisPair(both: 0)
    heightForWidth = nil
    measurer = nil
    minDesired = AxisPair(both: nil)
    maxDesired = AxisPair(both: nil)
    adjust = AxisPair(both: 0)
    ignoreDesired = AxisPair(both: false)
    stretch = AxisPair(both: 0)
    cellAlign = AxisPair(both: nil)
    offset = AxisPair(both: 0)
  }
}

/// Content that wraps like text: `tiles` tiles of size `tile`, as many a row as the width holds
/// (format.md §2.1, semantics E4).
public struct HeightForWidth: Sendable, Equatable {
  /// The number of tiles, ≥ 0.
  public var tiles: Int
  /// One tile's size, each side > 0.
  public var tile: AxisPair<Double>

  /// Makes a wrapping content.
  public init(tiles: Int, tile: AxisPair<Double>) {
    self.tiles = tiles
    self.tile = tile
  }

  /// The desired size at a width (`nil`: unconstrained, `[tiles · tile.w, tile.h]`).
  ///
  /// At width W: `perRow = max(1, floor(W / tile.w))`, size
  /// `[min(n, perRow) · tile.w, ceil(n / perRow) · tile.h]`.
  public func size(atWidth width: Double?) -> AxisPair<Double> {
    guard let width, width.isFinite else {
      return AxisPair(Double(tiles) * tile.horizontal, tile.vertical)
    }
    // Compared as reals first: a width far beyond the tiles (or a tile of 1e-300) fits them
    // all in one row without converting a huge quotient to an integer.
    let fit = (width / tile.horizontal).rounded(.down)
    let perRow = fit >= Double(tiles) ? max(1, tiles) : max(1, Int(fit))
    let rows = tiles / perRow + (tiles % perRow == 0 ? 0 : 1)
    return AxisPair(Double(min(tiles, perRow)) * tile.horizontal, Double(rows) * tile.vertical)
  }
}
