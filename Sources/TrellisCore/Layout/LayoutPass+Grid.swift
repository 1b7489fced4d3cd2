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
  ///
  /// `first` is the preorder number of the grid's first child.
  /// - Complexity: O(cells): plain items are read from the plan, without touching their nodes.
  func contentSizes(
    _ layout: GridLayout, _ axis: Axis, first: Int, abstract: Bool, crossSizes: [Double]?
  ) -> [Double] {
    let (columns, rows) = layout.dimensions
    let count = axis == .horizontal ? columns : rows
    var sizes = [Double](repeating: 0, count: count)
    guard columns > 0 else { return sizes }
    let cross = axis.cross
    let columnFixed = (0..<columns).map { fixedSize(layout, .horizontal, $0) }
    let rowFixed = (0..<rows).map { fixedSize(layout, .vertical, $0) }
    if fastPaths && plan.plainChildren[first - 1] {
      // Plain items only: consecutive numbers, sizes read straight from the plan.
      let both = plainContentSizes(layout, first: first)
      return axis == .horizontal ? both.columns : both.rows
    }
    let children = layout.children
    var index = 0
    var number = first
    for row in 0..<rows {
      for column in 0..<columns where index < children.count {
        defer {
          number += plan.subtreeSizes[number]
          index += 1
        }
        let track = axis == .horizontal ? column : row
        let crossTrack = axis == .horizontal ? row : column
        let ownFixed = axis == .horizontal ? columnFixed[column] : rowFixed[row]
        let crossFixed = axis == .horizontal ? rowFixed[row] : columnFixed[column]
        if ownFixed != nil && crossFixed != nil { continue }
        let leaf = plan.leaves[number]
        if leaf.isPlain {
          sizes[track] = max(sizes[track], ceil(leaf.desired[axis]))
          continue
        }
        var guide = AxisPair<Double?>(both: nil)
        if !abstract {
          guide[cross] = crossFixed ?? crossSizes?[crossTrack]
          if guide[cross] == nil { guide[axis] = ownFixed }
        }
        sizes[track] = max(
          sizes[track], desiredSize(of: children, index, number: number, guide: guide)[axis])
      }
    }
    return sizes
  }

  /// Lowers one axis of a grid (§2.2–§2.3) for a length (`nil`: measure naturally).
  func gridAxis(
    _ layout: GridLayout, _ axis: Axis, first: Int, length: Double?, grows: Bool,
    abstract: Bool, crossSizes: [Double]?, content known: [Double]? = nil
  ) -> GridAxis {
    let (columns, rows) = layout.dimensions
    let count = axis == .horizontal ? columns : rows
    let content =
      known
      ?? contentSizes(layout, axis, first: first, abstract: abstract, crossSizes: crossSizes)
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
    _ axis: GridAxis, of layout: GridLayout, purpose: AxisProblemOrigin.Purpose,
    available: LengthLink? = nil
  ) -> (sizes: [Double], number: Int) {
    solve(
      axis.problem, children: layout.children, layout: "grid", axis: axis.axis, purpose: purpose,
      available: available)
  }

  /// `sizeThatFits` of a grid (§2.6): natural size, shrinking toward the guide only on axes
  /// with stretch weights, never growing.
  func measureGrid(
    _ layout: GridLayout, first: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let abstract = guide.horizontal == nil && guide.vertical == nil
    let columns = gridAxis(
      layout, .horizontal, first: first, length: guide.horizontal, grows: false,
      abstract: abstract, crossSizes: nil)
    let columnSizes = solveGridAxis(columns, of: layout, purpose: .measure).sizes
    let resolved = abstract ? nil : (0..<columns.count).map { columnSizes[columns.cell($0)] }
    let rows = gridAxis(
      layout, .vertical, first: first, length: guide.vertical, grows: false,
      abstract: abstract, crossSizes: resolved)
    return AxisPair(
      columnSizes.reduce(0, +),
      solveGridAxis(rows, of: layout, purpose: .measure).sizes.reduce(0, +))
  }

  /// Lays out a grid's children in its frame (§2.4–§2.5), recording its tracks when it has an id.
  ///
  /// `first` is the preorder number of the grid's first child.
  mutating func layoutGrid(
    _ layout: GridLayout, in frame: Rect, id: String?, first: Int,
    sources: AxisPair<LengthLink?>
  ) {
    let (columnCount, rowCount) = layout.dimensions
    // Plain items: both axes' content sizes in one sweep (they do not depend on the widths).
    let plain = fastPaths && plan.plainChildren[first - 1]
    let content = plain ? plainContentSizes(layout, first: first) : nil
    let columns = gridAxis(
      layout, .horizontal, first: first, length: frame.width, grows: true, abstract: false,
      crossSizes: nil, content: content?.columns)
    let (columnSizes, columnProblem) = solveGridAxis(
      columns, of: layout, purpose: .layout, available: sources.horizontal)
    let widths = (0..<columnCount).map { columnSizes[columns.cell($0)] }
    let rows = gridAxis(
      layout, .vertical, first: first, length: frame.height, grows: true, abstract: false,
      crossSizes: widths, content: content?.rows)
    let (rowSizes, rowProblem) = solveGridAxis(
      rows, of: layout, purpose: .layout, available: sources.vertical)
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
    let cellWidths = widths.map { rnd($0) }
    let cellHeights = heights.map { rnd($0) }
    var columnStarts = [Double](repeating: x0, count: columnCount)
    for j in 1..<max(1, columnCount) {
      columnStarts[j] =
        columnStarts[j - 1] + cellWidths[j - 1] + rnd(columnSizes[columns.spacing(j - 1)])
    }
    var rowStarts = [Double](repeating: y0, count: rowCount)
    for j in 1..<max(1, rowCount) {
      rowStarts[j] = rowStarts[j - 1] + cellHeights[j - 1] + rnd(rowSizes[rows.spacing(j - 1)])
    }
    if let id {
      tracks[id] = LayoutAnswer.GridTracks(
        columns: (0..<columnCount).map { (columnStarts[$0], cellWidths[$0]) },
        rows: (0..<rowCount).map { (rowStarts[$0], cellHeights[$0]) })
    }
    var chains: (columns: Int, rows: Int)?
    if let trace, let traced = trace.frames[first - 1] {
      chains = (
        traceTracks(
          columns, columnSizes, number: columnProblem, start: traced.x, length: traced.width,
          actualLength: frame.width, alignment: layout.align.horizontal, trace: trace),
        traceTracks(
          rows, rowSizes, number: rowProblem, start: traced.y, length: traced.height,
          actualLength: frame.height, alignment: layout.align.vertical, trace: trace)
      )
      if let id, let chains {
        trace.tracks[id] = FrameTrace.Tracks(
          columns: (0..<columnCount).map {
            (
              AffineLength(.position(chain: chains.columns, step: $0)),
              AffineLength(.size(problem: columnProblem, segment: columns.cell($0)))
            )
          },
          rows: (0..<rowCount).map {
            (
              AffineLength(.position(chain: chains.rows, step: $0)),
              AffineLength(.size(problem: rowProblem, segment: rows.cell($0)))
            )
          })
      }
    }
    placeGridChildren(
      layout, first: first, columnStarts: columnStarts, rowStarts: rowStarts,
      widths: cellWidths, heights: cellHeights,
      problems: (columns: columnProblem, rows: rowProblem), chains: chains)
  }

  /// Traces one axis of a grid: a chain whose positions are the track starts (the frame's
  /// start, the alignment offset of the free space — none when weighted segments overflow —
  /// and the leading margin, then each track and its spacing).
  ///
  /// - Returns: the chain's index.
  func traceTracks(
    _ axis: GridAxis, _ sizes: [Double], number: Int, start: AffineLength,
    length: AffineLength, actualLength: Double, alignment: Alignment, trace: FrameTrace
  ) -> Int {
    func size(_ segment: Int) -> AffineLength {
      AffineLength(.size(problem: number, segment: segment))
    }
    let extra = actualLength - sizes.reduce(0, +)
    var origin = start + size(0)
    // An overflow within round-off is no overflow: the regime must not flip on the last bit
    // of a sum that fills the length.
    let overflows = extra < -Tolerances.overflow * max(1, abs(actualLength))
    if !(overflows && axis.problem.totalWeight > 0) {
      let fraction = Self.fraction(alignment)
      if fraction != 0 {
        origin = origin + (length - .sum(sizes.indices.map(size))) * fraction
      }
    }
    let steps = (0..<max(0, axis.count - 1)).map { size(axis.cell($0)) + size(axis.spacing($0)) }
    return trace.addChain(origin: origin, steps: steps)
  }

  /// Places a grid's children in their cells, row by row; plain items straight from the plan.
  mutating func placeGridChildren(
    _ layout: GridLayout, first: Int, columnStarts: [Double], rowStarts: [Double],
    widths: [Double], heights: [Double], problems: (columns: Int, rows: Int),
    chains: (columns: Int, rows: Int)? = nil
  ) {
    let align = layout.align
    if fastPaths && plan.plainChildren[first - 1]
      && !(trace?.wantsAny(first..<first + layout.children.count) ?? false)
    {
      placePlainGridChildren(
        layout, first: first, columnStarts: columnStarts, rowStarts: rowStarts, widths: widths,
        heights: heights)
      return
    }
    let children = layout.children
    var index = 0
    var number = first
    for row in rowStarts.indices {
      for column in columnStarts.indices where index < children.count {
        defer {
          number += plan.subtreeSizes[number]
          index += 1
        }
        let cell = Rect(
          x: columnStarts[column], y: rowStarts[row], width: widths[column],
          height: heights[row])
        let leaf = plan.leaves[number]
        if leaf.isPlain {
          var size = AxisPair(ceil(leaf.desired.horizontal), ceil(leaf.desired.vertical))
          if layout.crop {
            size = AxisPair(min(size.horizontal, cell.width), min(size.vertical, cell.height))
          }
          if !(trace?.traces(number, container: false) ?? false) {
            rects[number] = CellPlacement.frame(
              size: size, in: cell, stretch: leaf.stretch,
              alignment: AxisPair(
                leaf.cellAlign.horizontal ?? align.horizontal,
                leaf.cellAlign.vertical ?? align.vertical),
              offset: leaf.offset, integral: integral)
            continue
          }
        }
        var size = desiredSize(
          of: children, index, number: number, guide: AxisPair(cell.width, cell.height))
        if layout.crop {
          size = AxisPair(min(size.horizontal, cell.width), min(size.vertical, cell.height))
        }
        // A cell is column `column`'s and row `row`'s segments (after the two margins).
        let cellSources = AxisPair<LengthLink?>(
          LengthLink(problem: problems.columns, segment: 2 + column, offset: 0),
          LengthLink(problem: problems.rows, segment: 2 + row, offset: 0))
        let cellTrace = chains.map { chains in
          AffineRect(
            x: AffineLength(.position(chain: chains.columns, step: column)),
            y: AffineLength(.position(chain: chains.rows, step: row)),
            width: AffineLength(.size(problem: problems.columns, segment: 2 + column)),
            height: AffineLength(.size(problem: problems.rows, segment: 2 + row)))
        }
        _ = place(
          children[index], number: number, size: size, cell: cell, containerAlign: align,
          cellSources: cellSources, cellTrace: cellTrace)
      }
    }
  }
}
