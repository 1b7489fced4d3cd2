/// The keys every child has, item or container: how its desired size is
/// derived, how it stretches, and how it sits in its cell.
///
/// `desired` is stored in place; the other keys, which most items leave at their defaults
/// (`stretch` too: a grid's items rarely stretch), live in one shared box that is absent while
/// they all have their defaults (the options are then 24 bytes, a node 48: 16 MB less for a
/// million items than with `stretch` in place); a common stretch or placement alone shares a
/// box with every item that has it.
public struct ItemOptions: Sendable, Equatable {
  /// What `sizeThatFits` reports for an item (`desired`); a container's desired size is its
  /// measurement, so containers leave this at zero.
  public var desired: AxisPair<Double>
  /// The rarely set keys, shared until written (copy on write); `nil` while every one of them
  /// has its default.
  private var rare: Rare?

  /// Whether the item's stretch is kept in a box shared by every item of that stretch (and
  /// no other key): ``stretch``.
  package var sharesStretch: Bool {
    guard let rare else { return false }
    return Rare.shared(stretch: rare.stretch) === rare
  }

  /// Whether the item's placement is kept in a box shared by every item of that placement
  /// (and no other key): ``gridCell``.
  package var sharesGridCell: Bool {
    guard let rare, let cell = rare.gridCell else { return false }
    return Rare.shared(gridCell: cell) === rare
  }

  /// The rarely set keys, each at its default until set.
  private final class Rare: @unchecked Sendable {
    var stretch: AxisPair<Double> = AxisPair(both: 0)
    var heightForWidth: HeightForWidth? = nil
    var measurer: ContentMeasurer? = nil
    var minDesired: AxisPair<Double?> = AxisPair(both: nil)
    var maxDesired: AxisPair<Double?> = AxisPair(both: nil)
    var adjust: AxisPair<Double> = AxisPair(both: 0)
    var ignoreDesired: AxisPair<Bool> = AxisPair(both: false)
    var cellAlign: AxisPair<Alignment?> = AxisPair(both: nil)
    var offset: AxisPair<Double> = AxisPair(both: 0)
    var gridCell: GridCell? = nil

    init() {}

    /// The boxes of the stretches whose weights are whole numbers from 0 to 4 (`+0`, not
    /// `−0`) on each axis, every other key at its default, by `5 · horizontal + vertical`
    /// (the box of `[0, 0]` is never used: that item has no box).
    private static let sharedStretches: [Rare] = (0..<25).map { index in
      let box = Rare()
      box.stretch = AxisPair(Double(index / 5), Double(index % 5))
      return box
    }

    /// The shared box of a stretch of small whole weights, or `nil` for any other stretch.
    static func shared(stretch: AxisPair<Double>) -> Rare? {
      func small(_ weight: Double) -> Int? {
        guard weight >= 0, weight <= 4, let whole = Int(exactly: weight),
          Double(whole).bitPattern == weight.bitPattern
        else { return nil }
        return whole
      }
      guard let horizontal = small(stretch.horizontal), let vertical = small(stretch.vertical)
      else { return nil }
      return sharedStretches[5 * horizontal + vertical]
    }

    /// The boxes of the placements of automatically placed children (no `column`, no `row`)
    /// spanning 1 to 4 tracks on each axis, every other key at its default, by
    /// `4 · (columnSpan − 1) + rowSpan − 1`.
    private static let sharedPlacements: [Rare] = (0..<16).map { index in
      let box = Rare()
      box.gridCell = GridCell(columnSpan: index / 4 + 1, rowSpan: index % 4 + 1)
      return box
    }

    /// The shared box of such a placement, or `nil` for any other placement.
    static func shared(gridCell cell: GridCell) -> Rare? {
      guard cell.column == nil, cell.row == nil, (1...4).contains(cell.columnSpan),
        (1...4).contains(cell.rowSpan)
      else { return nil }
      return sharedPlacements[4 * (cell.columnSpan - 1) + cell.rowSpan - 1]
    }

    /// A copy to write into.
    func copy() -> Rare {
      let copy = Rare()
      copy.stretch = stretch
      copy.heightForWidth = heightForWidth
      copy.measurer = measurer
      copy.minDesired = minDesired
      copy.maxDesired = maxDesired
      copy.adjust = adjust
      copy.ignoreDesired = ignoreDesired
      copy.cellAlign = cellAlign
      copy.offset = offset
      copy.gridCell = gridCell
      return copy
    }

    /// Whether every key but ``stretch`` has its default (bit for bit: a −0 offset is not the
    /// default).
    var isDefault: Bool {
      heightForWidth == nil
        && measurer == nil
        && minDesired.horizontal == nil && minDesired.vertical == nil
        && maxDesired.horizontal == nil && maxDesired.vertical == nil
        && ItemOptions.isZero(adjust)
        && ignoreDesired == AxisPair(both: false)
        && cellAlign.horizontal == nil && cellAlign.vertical == nil
        && ItemOptions.isZero(offset)
        && gridCell == nil
    }
  }

  /// The rare keys, made (or made unique) before a write.
  private var writableRare: Rare {
    mutating get {
      if rare == nil {
        rare = Rare()
      } else if !isKnownUniquelyReferenced(&rare) {
        rare = rare?.copy()
      }
      return rare.unsafelyUnwrapped  // made just above when it was nil
    }
  }

  /// Sets a rarely set key; a default value on an item without the box makes none.
  private mutating func setRare<Value>(
    _ key: ReferenceWritableKeyPath<Rare, Value>, _ value: Value, isDefault: Bool
  ) {
    if rare == nil, isDefault { return }
    writableRare[keyPath: key] = value
  }

  /// Whether every key but `desired` and `stretch` has its default, bit for bit (most items).
  package var hasOnlyDesiredAndStretch: Bool { rare?.isDefault ?? true }

  /// Whether neither axis has a value.
  static func isNone<Value>(_ pair: AxisPair<Value?>) -> Bool {
    pair.horizontal == nil && pair.vertical == nil
  }

  /// Whether both numbers are +0 (a −0 is kept: `x + (−0)` differs from `x + 0` when `x` is −0).
  static func isZero(_ pair: AxisPair<Double>) -> Bool {
    pair.horizontal.bitPattern == 0 && pair.vertical.bitPattern == 0
  }

  /// Stretch weights, ≥ 0 (`stretch`).
  ///
  /// An item whose only other key is a stretch of small whole weights (0 to 4 on each axis)
  /// shares one box with every such item of that stretch, so that a grid of a million
  /// stretching items holds no box per item (the box is copied before any write).
  public var stretch: AxisPair<Double> {
    get { rare?.stretch ?? AxisPair(both: 0) }
    set {
      if rare?.isDefault ?? true {
        if ItemOptions.isZero(newValue) {
          rare = nil
          return
        }
        if let shared = Rare.shared(stretch: newValue) {
          rare = shared
          return
        }
      }
      setRare(\.stretch, newValue, isDefault: ItemOptions.isZero(newValue))
    }
  }
  /// Content that wraps like text (`heightForWidth`), for items.
  public var heightForWidth: HeightForWidth? {
    get { rare?.heightForWidth ?? nil }
    set { setRare(\.heightForWidth, newValue, isDefault: newValue == nil) }
  }
  /// Measures the item's content for each proposal, instead of `desired` and `heightForWidth`.
  ///
  /// Swift only: the JSON format has no key for code. See ``ContentMeasurer``.
  public var measurer: ContentMeasurer? {
    get { rare?.measurer ?? nil }
    set { setRare(\.measurer, newValue, isDefault: newValue == nil) }
  }
  /// Lower clamps on the desired size (`minDesired`), `nil` for none; min wins over max.
  public var minDesired: AxisPair<Double?> {
    get { rare?.minDesired ?? AxisPair(both: nil) }
    set { setRare(\.minDesired, newValue, isDefault: ItemOptions.isNone(newValue)) }
  }
  /// Upper clamps on the desired size (`maxDesired`); `nil` for none.
  public var maxDesired: AxisPair<Double?> {
    get { rare?.maxDesired ?? AxisPair(both: nil) }
    set { setRare(\.maxDesired, newValue, isDefault: ItemOptions.isNone(newValue)) }
  }
  /// Added to the desired size (`adjust`).
  public var adjust: AxisPair<Double> {
    get { rare?.adjust ?? AxisPair(both: 0) }
    set { setRare(\.adjust, newValue, isDefault: ItemOptions.isZero(newValue)) }
  }
  /// Whether the desired size counts as 0 on an axis (`ignoreDesired`).
  public var ignoreDesired: AxisPair<Bool> {
    get { rare?.ignoreDesired ?? AxisPair(both: false) }
    set { setRare(\.ignoreDesired, newValue, isDefault: newValue == AxisPair(both: false)) }
  }
  /// How the child sits in its cell (`cellAlign`); `nil` inherits the parent's `align`.
  public var cellAlign: AxisPair<Alignment?> {
    get { rare?.cellAlign ?? AxisPair(both: nil) }
    set { setRare(\.cellAlign, newValue, isDefault: ItemOptions.isNone(newValue)) }
  }
  /// Added to the final origin (`offset`).
  public var offset: AxisPair<Double> {
    get { rare?.offset ?? AxisPair(both: 0) }
    set { setRare(\.offset, newValue, isDefault: ItemOptions.isZero(newValue)) }
  }

  /// Where the child sits in its grid (`column`, `row`, `columnSpan`, `rowSpan`).
  ///
  /// `nil` when it has none of these keys. Only a child of a grid may have one.
  ///
  /// An item whose only other key is a placement without `column` and `row`, spanning 1 to 4
  /// tracks on each axis, shares one box with every such item of that placement (the box is
  /// copied before any write).
  public var gridCell: GridCell? {
    get { rare?.gridCell ?? nil }
    set {
      if rare == nil, let newValue, let shared = Rare.shared(gridCell: newValue) {
        rare = shared
        return
      }
      setRare(\.gridCell, newValue, isDefault: newValue == nil)
    }
  }

  /// The defaults of the document format.
  public init() {
    desired = AxisPair(both: 0)
    rare = nil
  }

  /// Key by key, as the synthesised comparison of the stored keys was.
  public static func == (lhs: ItemOptions, rhs: ItemOptions) -> Bool {
    guard lhs.desired == rhs.desired, lhs.stretch == rhs.stretch else { return false }
    // Both at the defaults, which hold no NaN.
    if lhs.rare == nil, rhs.rare == nil { return true }
    return lhs.heightForWidth == rhs.heightForWidth
      && lhs.measurer == rhs.measurer
      && lhs.minDesired == rhs.minDesired
      && lhs.maxDesired == rhs.maxDesired
      && lhs.adjust == rhs.adjust
      && lhs.ignoreDesired == rhs.ignoreDesired
      && lhs.cellAlign == rhs.cellAlign
      && lhs.offset == rhs.offset
      && lhs.gridCell == rhs.gridCell
  }
}

/// Content that wraps like text: `tiles` tiles of size `tile`, as many a row as the width holds.
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
