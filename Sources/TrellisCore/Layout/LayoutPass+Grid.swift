/// Grid containers: each axis lowered, solved, then the children placed.
extension LayoutPass {
  /// `sizeThatFits` of grid number `number`: natural size, shrinking toward the guide
  /// only on axes with stretch weights, never growing.
  func measureGrid(
    _ layout: GridLayout, number: Int, guide: AxisPair<Double?>
  ) throws(Aborted) -> AxisPair<Double> {
    let abstract = guide.horizontal == nil && guide.vertical == nil
    let areas = placedAreas(number)
    let placed = sweptPlacedItems(layout, number: number, areas: areas)
    var columns = try gridAxis(
      layout, .horizontal, number: number, length: guide.horizontal, grows: false,
      abstract: abstract, crossSizes: nil, areas: areas, placed: placed?.horizontal)
    let columnSizes = try solve(&columns).sizes
    var resolved =
      abstract ? nil : (0..<columns.count).map { columnSizes[columns.segments.cell($0)] }
    if layout.distribution != .compat, plan.hasWrappingContent, !plan.plainChildren[number],
      let width = guide.horizontal
    {
      // Under `fair` and `css` the rows are measured at the widths the columns take when the
      // grid is laid out that wide (CSS sizes columns in a definite width before rows), not
      // at the natural widths the grid reports.
      var laidOut = try gridAxis(
        layout, .horizontal, number: number, length: width, grows: true, abstract: false,
        crossSizes: nil, areas: areas)
      laidOut.problem.source.purpose = .measure
      laidOut.problem.source.frameInsets = nil
      let sizes = try solve(&laidOut).sizes
      resolved = (0..<laidOut.count).map { sizes[laidOut.segments.cell($0)] }
    }
    var rows = try gridAxis(
      layout, .vertical, number: number, length: guide.vertical, grows: false,
      abstract: abstract, crossSizes: resolved, areas: areas, placed: placed?.vertical)
    return AxisPair(columnSizes.reduce(0, +), try solve(&rows).sizes.reduce(0, +))
  }

  /// Lays out grid number `number`'s children in its frame, recording its tracks
  /// when it has an id.
  mutating func layoutGrid(
    _ layout: GridLayout, in frame: Rect, id: String?, number: Int
  ) throws(Aborted) {
    // Plain items: both axes' content sizes in one sweep (they do not depend on the widths).
    let areas = placedAreas(number)
    let plain = fastPaths && plan.plainChildren[number] && areas == nil
    let content = plain ? memoisedPlainContentSizes(layout, number: number) : nil
    let placed = sweptPlacedItems(layout, number: number, areas: areas)
    // Lower and solve the columns, then the rows (whose items are measured at their widths).
    var columns = try gridAxis(
      layout, .horizontal, number: number, length: frame.width, grows: true, abstract: false,
      crossSizes: nil, content: content?.columns, areas: areas, placed: placed?.horizontal)
    let (columnSizes, columnProblem) = try solve(&columns)
    let widths = (0..<columns.count).map { columnSizes[columns.segments.cell($0)] }
    var rows = try gridAxis(
      layout, .vertical, number: number, length: frame.height, grows: true, abstract: false,
      crossSizes: widths, content: content?.rows, areas: areas, placed: placed?.vertical)
    let (rowSizes, rowProblem) = try solve(&rows)
    // Place the tracks, then the children in their cells.
    let columnTracks = trackStarts(
      columns, columnSizes, problem: columnProblem, start: frame.x, length: frame.width,
      alignment: layout.align.horizontal, grid: number)
    let rowTracks = trackStarts(
      rows, rowSizes, problem: rowProblem, start: frame.y, length: frame.height,
      alignment: layout.align.vertical, grid: number)
    if let id {
      tracks[id] = LayoutAnswer.GridTracks(
        columns: (0..<columns.count).map {
          LayoutAnswer.Track(offset: columnTracks.starts[$0], length: columnTracks.lengths[$0])
        },
        rows: (0..<rows.count).map {
          LayoutAnswer.Track(offset: rowTracks.starts[$0], length: rowTracks.lengths[$0])
        })
    }
    // Diagnostics: tracks, margins and spacings against the frame.
    checkGridAxis(columns, columnSizes, length: frame.width, number: number, layout: layout)
    checkGridAxis(rows, rowSizes, length: frame.height, number: number, layout: layout)
    try placeGridChildren(
      layout, number: number, columns: columnTracks, rows: rowTracks,
      problems: (columns: columnProblem, rows: rowProblem), content: content, areas: areas,
      placed: placed)
  }

  /// The areas of grid number `number`'s children when it places them by area (a child has
  /// `column`, `row`, `columnSpan` or `rowSpan`), else `nil`: grids without placed children
  /// keep their paths.
  func placedAreas(_ number: Int) -> GridAreas? {
    plan.hasGridCells ? plan.gridAreas[number] : nil
  }

  /// What the children of grid number `number` give its tracks when it places plain items
  /// by area, taken in one sweep for both axes (``plainPlacedItems(_:number:areas:)``); else
  /// `nil` (each axis measures its children).
  func sweptPlacedItems(
    _ layout: GridLayout, number: Int, areas: GridAreas?
  ) -> AxisPair<PlacedAxisItems>? {
    guard fastPaths, plan.plainChildren[number], let areas else { return nil }
    return plainPlacedItems(layout, number: number, areas: areas)
  }

  /// Solves a lowered grid axis.
  ///
  /// Under `fair` and `css`, content tracks whose max-content
  /// limit exceeds their min-content base first grow equally, each up to its limit, into the
  /// free space (E17, CSS "maximize tracks"): a water-filling of its own that the engine
  /// solves, with every other segment held at its base. The axis then takes those sizes as
  /// its tracks' bases and is solved as lowered; with nothing available to fill (a natural
  /// measurement) the tracks take their limits.
  func solve(_ axis: inout GridAxis) throws(Aborted) -> (sizes: [Double], number: Int) {
    if let limits = axis.limits {
      axis.limits = nil
      var growth = axis.problem
      for index in growth.segments.indices { growth.segments[index].weight = 0 }
      let growing = limits.indices.map(axis.segments.cell).filter { cell in
        limits[cell - axis.segments.cell(0)] > growth.segments[cell].base
      }
      for cell in growing {
        let segment = growth.segments[cell]
        let limit = limits[cell - axis.segments.cell(0)]
        if growth.available == nil {
          axis.problem.segments[cell].base = limit
        } else {
          growth.segments[cell].weight = 1
          growth.segments[cell].minimum = max(segment.minimum, segment.base)
          growth.segments[cell].maximum = max(segment.base, min(segment.maximum, limit))
        }
      }
      if growth.available != nil && !growing.isEmpty {
        growth.grows = true
        growth.distribution = .fair
        growth.source.purpose = .measure
        let grown = try solve(growth).sizes
        for cell in growing { axis.problem.segments[cell].base = grown[cell] }
      }
    }
    return try solve(axis.problem)
  }

  /// Checks one solved grid axis for overflow
  /// (``checkAxis(number:axis:needed:fixed:given:grid:allowance:parts:whole:)``): every segment's
  /// size against the frame, and the fixed tracks, margins and spacings alone.
  mutating func checkGridAxis(
    _ axis: GridAxis, _ sizes: [Double], length: Double, number: Int, layout: GridLayout
  ) {
    let segments = axis.problem.segments
    var needed = 0.0
    var fixed = 0.0
    for index in segments.indices {
      needed += sizes[index]
      if segments[index].basis != .content { fixed += segments[index].base }
    }
    checkAxis(
      number: number, axis: axis.axis, needed: needed, fixed: fixed, given: ceil(length),
      allowance: .terms(segments.count), parts: { Self.fixedParts(segments) },
      whole: { $0.areWhole(layout.children, first: number + 1) && layout.ownSizesAreWhole })
  }
}
