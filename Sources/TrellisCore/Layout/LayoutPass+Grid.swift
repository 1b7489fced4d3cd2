/// Grid containers (semantics §2, §4.3): per-axis lowering, content sizing, distribution,
/// arrangement and measurement.
extension LayoutPass {
  /// One axis of a grid, lowered: the segments in WeView's order
  /// `[leading margin, trailing margin, cell_0 … cell_{n-1}, spacing_0 … spacing_{n-2}]`.
  struct GridAxis {
    var problem: AxisProblem
    var axis: Axis
    var count: Int
    /// The segment index of cell j.
    func cell(_ j: Int) -> Int { 2 + j }
    /// The segment index of the spacing after cell j.
    func spacing(_ j: Int) -> Int { 2 + count + j }
  }

  /// The sizing of track j on an axis.
  func sizing(_ layout: GridLayout, _ axis: Axis, _ j: Int) -> TrackSizing {
    let list = axis == .horizontal ? layout.columnSizings : layout.rowSizings
    return j < list.count ? list[j] : (axis == .horizontal ? layout.columnSizing : layout.rowSizing)
  }

  /// The spacing after track j on an axis.
  func spacing(_ layout: GridLayout, _ axis: Axis, _ j: Int) -> Spacing {
    let list = axis == .horizontal ? layout.columnSpacings : layout.rowSpacings
    return j < list.count
      ? list[j] : (axis == .horizontal ? layout.columnSpacing : layout.rowSpacing)
  }

  /// The fixed size of track j, if its sizing is fixed.
  func fixedSize(_ layout: GridLayout, _ axis: Axis, _ j: Int) -> Double? {
    if case .fixed(let size) = sizing(layout, axis, j).base { return max(0, ceil(size)) }
    return nil
  }

  /// Content sizes of every track on `axis` (§2.3 step 2): the largest desired size of its
  /// items, each measured against the fixed or resolved size of its other track.
  func contentSizes(
    _ layout: GridLayout, _ axis: Axis, abstract: Bool, crossSizes: [Double]?
  ) -> [Double] {
    let (columns, rows) = layout.dimensions
    let count = axis == .horizontal ? columns : rows
    var sizes = [Double](repeating: 0, count: count)
    guard columns > 0 else { return sizes }
    let cross = axis.cross
    // Indexing (not `for child in`) borrows each node instead of copying it: measured 14% of
    // the time of a 100×100 grid went to copying nodes.
    for index in layout.children.indices {
      let track = axis == .horizontal ? index % columns : index / columns
      let crossTrack = axis == .horizontal ? index / columns : index % columns
      let ownFixed = fixedSize(layout, axis, track)
      let crossFixed = fixedSize(layout, cross, crossTrack)
      if ownFixed != nil && crossFixed != nil { continue }
      var guide = AxisPair<Double?>(both: nil)
      if !abstract {
        guide[cross] = crossFixed ?? crossSizes?[crossTrack]
        if guide[cross] == nil { guide[axis] = ownFixed }
      }
      sizes[track] = max(sizes[track], desiredSize(of: layout.children, index, guide: guide)[axis])
    }
    return sizes
  }

  /// Lowers one axis of a grid (§2.2–§2.3) for a length (`nil`: measure naturally).
  func gridAxis(
    _ layout: GridLayout, _ axis: Axis, length: Double?, grows: Bool, abstract: Bool,
    crossSizes: [Double]?
  ) -> GridAxis {
    let (columns, rows) = layout.dimensions
    let count = axis == .horizontal ? columns : rows
    let content = contentSizes(layout, axis, abstract: abstract, crossSizes: crossSizes)
    var cells: [AxisProblem.Segment] = (0..<count).map { j in
      let sizing = sizing(layout, axis, j)
      let base = fixedSize(layout, axis, j) ?? content[j]
      var minimum = 0.0
      switch sizing.min {
      case .value(let value)?: minimum = value
      case .content?: minimum = content[j]
      case nil: break
      }
      return AxisProblem.Segment(
        .cell, base: base, weight: sizing.stretch, minimum: minimum,
        maximum: sizing.max ?? .infinity)
    }
    if axis == .horizontal ? layout.uniformColumns : layout.uniformRows,
      let widest = cells.map(\.base).max()
    {
      for j in cells.indices { cells[j].base = widest }
    }
    let lead = layout.margin.leading(axis)
    let trail = layout.margin.trailing(axis)
    var segments = [
      AxisProblem.Segment(.margin, base: ceil(lead.size), weight: lead.stretch),
      AxisProblem.Segment(.margin, base: ceil(trail.size), weight: trail.stretch),
    ]
    segments += cells
    for j in 0..<max(0, count - 1) {
      let space = spacing(layout, axis, j)
      segments.append(
        AxisProblem.Segment(.spacing, base: max(0, ceil(space.size)), weight: space.stretch))
    }
    let problem = AxisProblem(
      segments: segments, available: length, grows: grows, shrink: .weighted,
      distribution: layout.distribution, integral: integral)
    return GridAxis(problem: problem, axis: axis, count: count)
  }

  /// Solves a lowered axis of `layout` with the engine.
  func solveGridAxis(
    _ axis: GridAxis, of layout: GridLayout, purpose: AxisProblemOrigin.Purpose
  ) -> [Double] {
    solve(
      axis.problem, children: layout.children, layout: "grid", axis: axis.axis, purpose: purpose)
  }

  /// `sizeThatFits` of a grid (§2.6): natural size, shrinking toward the guide only on axes
  /// with stretch weights, never growing.
  func measureGrid(_ layout: GridLayout, guide: AxisPair<Double?>) -> AxisPair<Double> {
    let abstract = guide.horizontal == nil && guide.vertical == nil
    let columns = gridAxis(
      layout, .horizontal, length: guide.horizontal, grows: false, abstract: abstract,
      crossSizes: nil)
    let columnSizes = solveGridAxis(columns, of: layout, purpose: .measure)
    let resolved = abstract ? nil : (0..<columns.count).map { columnSizes[columns.cell($0)] }
    let rows = gridAxis(
      layout, .vertical, length: guide.vertical, grows: false, abstract: abstract,
      crossSizes: resolved)
    return AxisPair(
      columnSizes.reduce(0, +), solveGridAxis(rows, of: layout, purpose: .measure).reduce(0, +))
  }

  /// Lays out a grid's children in its frame (§2.4–§2.5), recording its tracks when it has an id.
  mutating func layoutGrid(_ layout: GridLayout, in frame: Rect, id: String?) {
    frames.reserveCapacity(frames.count + layout.children.count)
    let (columnCount, rowCount) = layout.dimensions
    let columns = gridAxis(
      layout, .horizontal, length: frame.width, grows: true, abstract: false, crossSizes: nil)
    let columnSizes = solveGridAxis(columns, of: layout, purpose: .layout)
    let widths = (0..<columnCount).map { columnSizes[columns.cell($0)] }
    let rows = gridAxis(
      layout, .vertical, length: frame.height, grows: true, abstract: false, crossSizes: widths)
    let rowSizes = solveGridAxis(rows, of: layout, purpose: .layout)
    let heights = (0..<rowCount).map { rowSizes[rows.cell($0)] }
    func origin(_ axis: GridAxis, _ sizes: [Double], _ length: Double, _ alignment: Alignment)
      -> Double
    {
      let extra = ceil(length) - sizes.reduce(0, +)
      // A shortfall that weighted segments could not absorb overflows from the start (§2.4).
      let offset =
        extra < 0 && axis.problem.totalWeight > 0 ? 0 : alignmentOffset(alignment, free: extra)
      return offset + sizes[0]
    }
    let x0 = frame.x + origin(columns, columnSizes, frame.width, layout.align.horizontal)
    let y0 = frame.y + origin(rows, rowSizes, frame.height, layout.align.vertical)
    let columnGaps = (0..<max(0, columnCount - 1)).map { rnd(columnSizes[columns.spacing($0)]) }
    let rowGaps = (0..<max(0, rowCount - 1)).map { rnd(rowSizes[rows.spacing($0)]) }
    var columnStarts = [Double](repeating: x0, count: columnCount)
    for j in 1..<max(1, columnCount) {
      columnStarts[j] = columnStarts[j - 1] + rnd(widths[j - 1]) + columnGaps[j - 1]
    }
    var rowStarts = [Double](repeating: y0, count: rowCount)
    for j in 1..<max(1, rowCount) {
      rowStarts[j] = rowStarts[j - 1] + rnd(heights[j - 1]) + rowGaps[j - 1]
    }
    if let id {
      tracks[id] = LayoutAnswer.GridTracks(
        columns: (0..<columnCount).map { (columnStarts[$0], rnd(widths[$0])) },
        rows: (0..<rowCount).map { (rowStarts[$0], rnd(heights[$0])) })
    }
    for index in layout.children.indices {
      let column = index % columnCount
      let row = index / columnCount
      let cell = Rect(
        x: columnStarts[column], y: rowStarts[row], width: rnd(widths[column]),
        height: rnd(heights[row]))
      var size = desiredSize(of: layout.children, index, guide: AxisPair(cell.width, cell.height))
      if layout.crop {
        size = AxisPair(min(size.horizontal, cell.width), min(size.vertical, cell.height))
      }
      if case .item = layout.children[index].content {
        // Leaves are placed here from their fields: passing the whole node on would copy it
        // (its container payload is large), which was a third of a 100×100 grid's time.
        let item = layout.children[index].item
        let frame = CellPlacement.frame(
          size: size, in: cell, stretch: item.stretch,
          alignment: AxisPair(
            item.cellAlign.horizontal ?? layout.align.horizontal,
            item.cellAlign.vertical ?? layout.align.vertical),
          offset: item.offset, integral: integral)
        if let id = layout.children[index].id { frames[id] = frame }
      } else {
        _ = place(layout.children[index], size: size, cell: cell, containerAlign: layout.align)
      }
    }
  }
}
