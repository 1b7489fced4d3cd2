/// Items larger than their cells in a grid of plain items, found track by track: the fast
/// path places cells without looking at them one by one, so it must not check them one by one
/// either.
extension LayoutPass {
  /// Checks the items of a grid of plain items (numbers `first…`) against their cells, as the
  /// slow path checks each one (``checkItem(number:size:cell:fills:container:allowance:whole:)``).
  ///
  /// The grid's largest item (``DocumentPlan/largestPlainChild``) bounds every item, so when
  /// it fits the shortest track of an axis nothing is looked at on that axis. Otherwise a
  /// track's content size (`content`, the largest desired size of its items) bounds the items
  /// in it: only the cells of a shorter track are looked at. Content sizing skips the cells
  /// whose column and row are both fixed, so a fixed track across fixed ones is held against
  /// the grid's largest item instead.
  ///
  /// - Complexity: O(tracks) when every item fits its cell; plus O(items of a track) for each
  ///   track that may hold one that does not.
  mutating func checkPlainGridItems(
    _ layout: GridLayout, first: Int, columns: TrackStarts, rows: TrackStarts,
    content: (columns: [Double], rows: [Double])?
  ) {
    let columnCount = columns.lengths.count
    let end = first + layout.children.count
    guard columnCount > 0, first < end,
      let largest = plan.largestPlainChild[first - 1].map({ integral ? $0.whole : $0.desired })
    else { return }
    for axis in Axis.both {
      let lengths = axis == .horizontal ? columns.lengths : rows.lengths
      // The grid's largest item fits its shortest track: nothing to look at.
      guard largest[axis] > lengths.min() ?? 0 else { continue }
      let bounds = axis == .horizontal ? content?.columns : content?.rows
      let crossCount = axis == .horizontal ? rows.lengths.count : columnCount
      let crossFixed =
        Self.mayHaveFixedTracks(layout, axis.cross)
        && (0..<crossCount).contains { fixedSize(layout, axis.cross, $0) != nil }
      for track in lengths.indices {
        if crossFixed && fixedSize(layout, axis, track) != nil {
          // Content sizing skipped the cells of this track across fixed ones.
          if largest[axis] <= lengths[track] { continue }
        } else if let bounds, bounds[track] <= lengths[track] {
          continue
        }
        checkPlainTrack(
          layout, track: track, axis: axis, first: first, end: end, columns: columnCount,
          length: lengths[track])
      }
    }
  }

  /// Checks the items of a grid of plain items placed by area (numbers `first…`) against
  /// their areas, as the slow path checks each one: none when the grid's largest item fits
  /// the shortest track of both axes (an area holds at least one track); only the spanning
  /// ones when each track holds its largest child of span 1 (`placed`, the tracks' contents).
  ///
  /// - Complexity: O(tracks) when the largest item fits; O(tracks + spanning children) when
  ///   every track holds its largest; O(children) otherwise.
  mutating func checkPlacedPlainItems(
    _ layout: GridLayout, first: Int, columns: TrackStarts, rows: TrackStarts, areas: GridAreas,
    placed: AxisPair<PlacedAxisItems>?
  ) {
    guard
      let largest = plan.largestPlainChild[first - 1].map({ integral ? $0.whole : $0.desired }),
      largest.horizontal > columns.lengths.min() ?? 0 || largest.vertical > rows.lengths.min() ?? 0
    else { return }
    let sizes = integral ? plan.wholeSizes : plan.desiredSizes
    func check(_ index: Int) {
      let area = areas.areas[index]
      let number = first + index
      let cell = AxisPair(
        Self.areaLength(columns, area.column, area.columnSpan),
        Self.areaLength(rows, area.row, area.rowSpan))
      // (What ``checkItem`` looks at first, before anything is read for it.)
      guard
        sizes[number].horizontal - cell.horizontal > Tolerances.reportedOverflow
          || sizes[number].vertical - cell.vertical > Tolerances.reportedOverflow
      else { return }
      checkPlainItem(layout, number: number, first: first, size: sizes[number], cell: cell)
    }
    guard let placed,
      zip(placed.horizontal.largest, columns.lengths).allSatisfy({ $0 <= $1 }),
      zip(placed.vertical.largest, rows.lengths).allSatisfy({ $0 <= $1 })
    else {
      for index in areas.areas.indices { check(index) }
      return
    }
    // Every child of span 1 fits its track on each axis: only a spanning one may not, on an
    // axis it spans. There, its size rounded up (as the tracks' contents keep it, beside its
    // area) is at least its size: a child whose rounded size fits is not read again. The
    // others are checked in document order (both lists are), each once.
    func overflowing(_ items: PlacedAxisItems, _ tracks: TrackStarts) -> [Int] {
      items.spanning.compactMap { child in
        let item = child.item
        let cell = Self.areaLength(tracks, item.start, item.span)
        return item.size - cell > Tolerances.reportedOverflow ? child.index : nil
      }
    }
    let (wide, tall) = (overflowing(placed.horizontal, columns), overflowing(placed.vertical, rows))
    var (k, l) = (0, 0)
    while k < wide.count || l < tall.count {
      let index = min(k < wide.count ? wide[k] : .max, l < tall.count ? tall[l] : .max)
      check(index)
      if k < wide.count && wide[k] == index { k += 1 }
      if l < tall.count && tall[l] == index { l += 1 }
    }
  }

  /// Checks, on `axis`, every item of track `track` (a column on the horizontal axis, a row on
  /// the vertical) against the track's length.
  mutating func checkPlainTrack(
    _ layout: GridLayout, track: Int, axis: Axis, first: Int, end: Int, columns: Int,
    length: Double
  ) {
    let sizes = integral ? plan.wholeSizes : plan.desiredSizes
    let (start, step) =
      axis == .horizontal ? (first + track, columns) : (first + track * columns, 1)
    let stop = axis == .horizontal ? end : min(end, first + (track + 1) * columns)
    for number in stride(from: start, to: stop, by: step) {
      // Across, the item is its own track's to check: its size stands in for that cell.
      var cell = sizes[number]
      cell[axis] = length
      checkPlainItem(layout, number: number, first: first, size: sizes[number], cell: cell)
    }
  }

  /// Checks plain item `number` of the grid whose children start at `first`, of size `size`,
  /// against a cell (``checkItem(number:size:cell:fills:container:allowance:whole:)``).
  mutating func checkPlainItem(
    _ layout: GridLayout, number: Int, first: Int, size: AxisPair<Double>, cell: AxisPair<Double>
  ) {
    let leaf = plan.leaves.placement(number)
    let align = layout.align
    checkItem(
      number: number, size: size, cell: cell,
      fills: { Self.fills(leaf.stretch, leaf.cellAlign, align) }, container: first - 1,
      allowance: .terms(1),
      whole: { $0.areWhole(layout.children, first: first) && layout.ownSizesAreWhole })
  }

  /// Whether some track on `axis` may be fixed: `false` when neither the default sizing nor
  /// any per-track one is (the common grid, told without looking at each track).
  static func mayHaveFixedTracks(_ layout: GridLayout, _ axis: Axis) -> Bool {
    let sizing = axis == .horizontal ? layout.columnSizing : layout.rowSizing
    let sizings = axis == .horizontal ? layout.columnSizings : layout.rowSizings
    if case .fixed = sizing.base { return true }
    return sizings.contains {
      if case .fixed = $0.base { return true }
      return false
    }
  }
}
