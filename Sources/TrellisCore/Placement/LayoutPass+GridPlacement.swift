/// Where a grid's tracks lie on one axis: each track's start and its (rounded) length.
struct TrackStarts {
  var starts: [Double]
  var lengths: [Double]
}

/// Placing a grid's tracks and its children in their cells.
extension LayoutPass {
  /// The tracks of one solved grid axis, and the event that tells the recorder.
  ///
  /// The first track starts after the aligned free space and the leading margin (an overflow
  /// that weighted segments could not absorb stays at the start), each next one after
  /// the previous track and its spacing; lengths and spacings are rounded half away from zero
  /// under `compat`.
  func trackStarts(
    _ axis: GridAxis, _ sizes: [Double], problem: Int, start: Double, length: Double,
    alignment: Alignment, grid: Int
  ) -> TrackStarts {
    let segments = axis.segments
    let extra = ceil(length) - sizes.reduce(0, +)
    // §2.4: under `compat`, weighted segments absorb a shortfall, so an overflow leaves no free
    // space to align; under `fair` and `css` what is left is aligned, negative too (E14, like
    // CSS `justify-content`).
    let unaligned = axis.problem.totalWeight > 0 && axis.problem.distribution == .compat
    let offset = extra < 0 && unaligned ? 0 : alignmentOffset(alignment, free: extra)
    let lengths = (0..<segments.count).map { rnd(sizes[segments.cell($0)]) }
    var starts = [Double](repeating: start + (offset + sizes[segments.lead]), count: segments.count)
    for j in 1..<max(1, segments.count) {
      starts[j] = starts[j - 1] + lengths[j - 1] + rnd(sizes[segments.spacing(j - 1)])
    }
    if recording {
      recorder.placedTracks(
        PlacedTracks(
          container: grid, axis: axis.axis, problem: problem, segments: segments,
          free: length - sizes.reduce(0, +), length: length, weighted: unaligned,
          alignment: alignment))
    }
    return TrackStarts(starts: starts, lengths: lengths)
  }

  /// Places a grid's children in their cells, row by row; plain items straight from the plan.
  ///
  /// Checks each child against its cell (diagnostics): the fast path track by track from the
  /// tracks' content sizes `content` (``checkPlainGridItems(_:first:columns:rows:content:)``).
  mutating func placeGridChildren(
    _ layout: GridLayout, number: Int, columns: TrackStarts, rows: TrackStarts,
    problems: (columns: Int, rows: Int), content: (columns: [Double], rows: [Double])?,
    areas: GridAreas? = nil, placed: AxisPair<PlacedAxisItems>? = nil
  ) throws(Aborted) {
    let first = number + 1
    let align = layout.align
    if fastPaths && plan.plainChildren[number]
      && !(recording && recorder.wantsAny(first..<first + layout.children.count))
    {
      placePlainGridChildren(layout, first: first, columns: columns, rows: rows, areas: areas)
      if !layout.crop, let areas {
        checkPlacedPlainItems(
          layout, first: first, columns: columns, rows: rows, areas: areas, placed: placed)
      } else if !layout.crop {
        checkPlainGridItems(layout, first: first, columns: columns, rows: rows, content: content)
      }
      return
    }
    let children = layout.children
    var child = first
    let columnCount = columns.starts.count
    for index in children.indices {
      do {
        defer { child += plan.subtreeSizes[child] }
        let area =
          areas?.areas[index]
          ?? GridArea(
            column: index % columnCount, row: index / columnCount, columnSpan: 1, rowSpan: 1)
        let column = area.column
        let row = area.row
        let cell = Rect(
          x: columns.starts[column], y: rows.starts[row],
          width: Self.areaLength(columns, column, area.columnSpan),
          height: Self.areaLength(rows, row, area.rowSpan))
        let leaf = plan.leaves[child]
        let measured = plan.isMeasured(child)
        if leaf.isPlain || measured {
          var size =
            measured
            ? try cellSize(
              layout, children, index, number: child, cell: cell,
              fills: Self.fills(leaf.stretch, leaf.cellAlign, align))
            : AxisPair(ceil(leaf.desired.horizontal), ceil(leaf.desired.vertical))
          if layout.crop {
            size = AxisPair(min(size.horizontal, cell.width), min(size.vertical, cell.height))
          }
          checkItem(
            number: child, size: size, cell: cell.size,
            fills: { Self.fills(leaf.stretch, leaf.cellAlign, align) }, container: number,
            allowance: .terms(1),
            whole: { $0.areWhole(layout.children, first: first) && layout.ownSizesAreWhole })
          if !(recording && recorder.wants(child)) {
            rects[child] = CellPlacement.frame(
              size: size, in: cell, stretch: leaf.stretch,
              alignment: AxisPair(
                leaf.cellAlign.horizontal ?? align.horizontal,
                leaf.cellAlign.vertical ?? align.vertical),
              offset: leaf.offset, integral: integral,
              origin: AxisPair(rects[number].x, rects[number].y))
            continue
          }
        }
        let item = children[index].item
        var size = try cellSize(
          layout, children, index, number: child, cell: cell,
          fills: Self.fills(item.stretch, item.cellAlign, align))
        if layout.crop {
          size = AxisPair(min(size.horizontal, cell.width), min(size.vertical, cell.height))
        }
        if !leaf.isPlain {  // (a plain item recorded by its listener was checked above)
          checkItem(
            number: child, size: size, cell: cell.size,
            fills: { Self.fills(item.stretch, item.cellAlign, align) }, container: number,
            allowance: .terms(1),
            whole: { $0.areWhole(layout.children, first: first) && layout.ownSizesAreWhole })
        }
        _ = try place(
          children[index], number: child, size: size, cell: cell, container: number,
          containerAlign: align,
          spans: AxisPair(
            .track(problem: problems.columns, index: column, span: area.columnSpan),
            .track(problem: problems.rows, index: row, span: area.rowSpan)),
          margin: Self.noMargin)
      }
    }
  }

  /// The length of an area of `span` tracks from track `start`: the tracks and the spacings
  /// between them.
  static func areaLength(_ tracks: TrackStarts, _ start: Int, _ span: Int) -> Double {
    if span == 1 { return tracks.lengths[start] }
    let last = start + span - 1
    return tracks.starts[last] + tracks.lengths[last] - tracks.starts[start]
  }

  /// The size a child asks of its cell: its desired size offered the cell.
  ///
  /// Under `fair` and `css` a wrapping item (`heightForWidth` or a measurer) is fit-content
  /// (E18) on each axis where it does not fill its cell: `min(max-content, max(min-content,
  /// cell))`, its width first and its height at that width (`heightForWidth` is as tall as it
  /// is at that width whatever height it is offered).
  func cellSize(
    _ layout: GridLayout, _ children: [LayoutNode], _ index: Int, number: Int, cell: Rect,
    fills: AxisPair<Bool>
  ) throws(Aborted) -> AxisPair<Double> {
    func measured(_ width: Double?, _ height: Double?) throws(Aborted) -> AxisPair<Double> {
      try desiredSize(of: children, index, number: number, guide: AxisPair(width, height))
    }
    guard layout.distribution != .compat, !(fills.horizontal && fills.vertical),
      case .item = children[index].content, !plan.leaves.isPlain[number]
    else { return try measured(cell.width, cell.height) }
    var width = cell.width
    if !fills.horizontal {
      let widest = try measured(nil, cell.height).horizontal
      let narrowest = try measured(0, cell.height).horizontal
      width = ceil(min(widest, max(narrowest, cell.width)))
    }
    var size = try measured(width, cell.height)
    if !fills.horizontal { size.horizontal = width }
    if !fills.vertical && plan.isMeasured(number) {
      let tallest = try measured(width, nil).vertical
      let shortest = try measured(width, 0).vertical
      size.vertical = ceil(min(tallest, max(shortest, cell.height)))
    }
    return size
  }

  /// On which axes a child takes its cell's length: where it stretches or its
  /// alignment, its own or the container's, is `fill`.
  static func fills(
    _ stretch: AxisPair<Double>, _ cellAlign: AxisPair<Alignment?>, _ align: AxisPair<Alignment>
  ) -> AxisPair<Bool> {
    AxisPair(
      stretch.horizontal > 0 || (cellAlign.horizontal ?? align.horizontal) == .fill,
      stretch.vertical > 0 || (cellAlign.vertical ?? align.vertical) == .fill)
  }

  /// The margins of a container whose cells are tracks (grid margins are segments).
  static var noMargin: Insets { Insets() }
}
