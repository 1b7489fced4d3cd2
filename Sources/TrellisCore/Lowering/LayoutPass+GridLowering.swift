/// One axis of a grid, lowered: the segments in ``GridSegments`` order.
struct GridAxis {
  var problem: AxisProblem
  var axis: Axis
  var segments: GridSegments
  /// Under `fair` and `css`, each track's max-content limit where some content track's
  /// exceeds its min-content base (E17); `nil` when no track grows before the stretch weights.
  var limits: [Double]?
  /// The number of tracks.
  var count: Int { segments.count }
}

/// Lowering a grid's axes: content sizes of the tracks, and the segments
/// of each axis in WeView's order.
extension LayoutPass {
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

  /// Which of an item's two sizes on an axis content sizing reads (E16).
  enum Intrinsic {
    /// Its natural size with no limit (what `compat` and a measurement read).
    case maxContent
    /// The narrowest it can be without overflowing itself: a wrapping item (`heightForWidth`
    /// or a measurer) is measured with 0 offered on the axis; any other item or container
    /// offers its max-content size.
    case minContent
  }

  /// Content sizes of every track on `axis`: the largest desired size of its
  /// items, each measured against the fixed or resolved size of its other track.
  ///
  /// `first` is the preorder number of the grid's first child. A cell whose column and row
  /// both have a fixed size counts for neither (the `"size": "content"` base), unless
  /// `everyCell` (a `"min": "content"` bound counts every item of the track). Under `fair`
  /// and `css` an item is measured at its other track's resolved size when that is known,
  /// a stretching track with a numeric size included (E17).
  /// - Complexity: O(cells): plain items are read from the plan, without touching their nodes.
  func contentSizes(
    _ layout: GridLayout, _ axis: Axis, first: Int, abstract: Bool, crossSizes: [Double]?,
    everyCell: Bool = false, intrinsic: Intrinsic = .maxContent
  ) throws(Aborted) -> [Double] {
    let (columns, rows) = layout.flowDimensions
    let count = axis == .horizontal ? columns : rows
    var sizes = [Double](repeating: 0, count: count)
    guard columns > 0 else { return sizes }
    let cross = axis.cross
    let columnFixed = (0..<columns).map { fixedSize(layout, .horizontal, $0) }
    let rowFixed = (0..<rows).map { fixedSize(layout, .vertical, $0) }
    if fastPaths && plan.plainChildren[first - 1] {
      // Plain items only: consecutive numbers, sizes read straight from the plan.
      let both = plainContentSizes(layout, first: first, everyCell: everyCell)
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
        if ownFixed != nil && crossFixed != nil && !everyCell { continue }
        if plan.leaves.isPlain[number] {
          sizes[track] = max(sizes[track], ceil(plan.desiredSizes[number][axis]))
          continue
        }
        var guide = AxisPair<Double?>(both: nil)
        if !abstract {
          guide[cross] =
            layout.distribution == .compat
            ? crossFixed ?? crossSizes?[crossTrack] : crossSizes?[crossTrack] ?? crossFixed
          if guide[cross] == nil { guide[axis] = ownFixed }
        }
        sizes[track] = max(
          sizes[track],
          try contribution(of: children, index, number: number, axis, guide: guide, intrinsic))
      }
    }
    return sizes
  }

  /// What child `children[index]` (node `number`) contributes to content sizing on `axis`,
  /// offered `guide`: its desired size, or for its min-content size (``Intrinsic``), an item's
  /// size offered 0 on the axis and a container's natural size measured in min-content mode
  /// (``MeasurementCache/minimumAxis``).
  func contribution(
    of children: [LayoutNode], _ index: Int, number: Int, _ axis: Axis,
    guide: AxisPair<Double?>, _ intrinsic: Intrinsic
  ) throws(Aborted) -> Double {
    var guide = guide
    let outer = measurements.minimumAxis
    defer { measurements.minimumAxis = outer }
    if intrinsic == .minContent {
      if case .item = children[index].content { guide[axis] = 0 } else { guide[axis] = nil }
      measurements.minimumAxis = axis
    }
    return try desiredSize(of: children, index, number: number, guide: guide)[axis]
  }

  /// Lowers one axis of grid number `number` for a length (`nil`: measure
  /// naturally).
  ///
  /// Each track is a cell segment whose base is its fixed size
  /// (``AxisProblem/Segment/Basis/fixed``) or its content size, with its stretch, minimum and
  /// maximum; the margins and spacings are segments too, so a layout's available length is the
  /// whole frame length. A grid whose children are placed by area (`areas`) has the tracks
  /// they need, each with the content of
  /// ``placedContentSizes(_:_:areas:first:abstract:crossSizes:intrinsic:items:)`` (from
  /// `placed` when its children are plain items).
  func gridAxis(
    _ layout: GridLayout, _ axis: Axis, number: Int, length: Double?, grows: Bool,
    abstract: Bool, crossSizes: [Double]?, content known: [Double]? = nil,
    areas: GridAreas? = nil, placed: PlacedAxisItems? = nil
  ) throws(Aborted) -> GridAxis {
    let (columns, rows) = areas.map { ($0.columns, $0.rows) } ?? layout.flowDimensions
    let count = axis == .horizontal ? columns : rows
    func sizes(everyCell: Bool, _ intrinsic: Intrinsic) throws(Aborted) -> [Double] {
      if let areas {
        return try placedContentSizes(
          layout, axis, areas: areas, first: number + 1, abstract: abstract,
          crossSizes: crossSizes, intrinsic: intrinsic, items: placed)
      }
      return try contentSizes(
        layout, axis, first: number + 1, abstract: abstract, crossSizes: crossSizes,
        everyCell: everyCell, intrinsic: intrinsic)
    }
    let content: [Double]
    if let known { content = known } else { content = try sizes(everyCell: false, .maxContent) }
    // E16–E17: under `fair` and `css` a content track's base is its items' min-content size
    // and its limit their max-content size; they differ only for wrapping items.
    let intrinsic =
      layout.distribution != .compat && known == nil && plan.hasWrappingContent
      && !plan.plainChildren[number]
    let minContent = intrinsic ? try sizes(everyCell: false, .minContent) : content
    // E13: a `"min": "content"` bound is every item's (min-)content, cells between two fixed
    // tracks included (the content base skips them); computed apart only when such a cell
    // exists.
    var everyContent = minContent
    if areas == nil,
      (0..<count).contains(where: { sizing(layout, axis, $0).min == .content })
        && (0..<columns).contains(where: { fixedSize(layout, .horizontal, $0) != nil })
        && (0..<rows).contains(where: { fixedSize(layout, .vertical, $0) != nil })
    {
      everyContent = try sizes(everyCell: true, intrinsic ? .minContent : .maxContent)
    }
    var limits = content
    var cells: [AxisProblem.Segment] = (0..<count).map { j in
      let sizing = sizing(layout, axis, j)
      let fixed = fixedSize(layout, axis, j)
      var minimum = 0.0
      switch sizing.min {
      case .value(let value)?: minimum = value
      case .content?: minimum = everyContent[j]
      case nil: break
      }
      let maximum = sizing.max ?? .infinity
      var base = fixed ?? minContent[j]
      if fixed != nil && sizing.stretch <= 0 {
        // §4.2 step 1, C1: a fixed track takes its size clamped to its bounds (a minimum
        // winning) before the stretching tracks share what is left.
        base = max(minimum, min(maximum, base))
      }
      if fixed != nil { limits[j] = base }
      return AxisProblem.Segment(
        .cell, base: base, weight: sizing.stretch, minimum: minimum, maximum: maximum,
        basis: fixed != nil ? .fixed : .content)
    }
    if axis == .horizontal ? layout.uniformColumns : layout.uniformRows,
      var widest = cells.map(\.base).max()
    {
      var widestLimit = max(widest, limits.max() ?? 0)
      if let areas {
        // Spanning children: one size for every track such that each fits its area (from
        // min-content sizes for the bases, max-content ones for the limits).
        func uniform(_ kind: Intrinsic, _ others: [Double]) throws(Aborted) -> Double {
          let floor = try placedUniformBase(
            layout, axis, areas: areas, first: number + 1, abstract: abstract,
            crossSizes: crossSizes, intrinsic: kind)
          return (0..<count).reduce(floor) { widest, j in
            if case .content = Self.kind(sizing(layout, axis, j)) { return widest }
            return max(widest, others[j])
          }
        }
        widest = try uniform(intrinsic ? .minContent : .maxContent, cells.map(\.base))
        widestLimit = intrinsic ? max(widest, try uniform(.maxContent, limits)) : widest
      }
      for j in cells.indices { cells[j].base = widest }
      for j in limits.indices { limits[j] = widestLimit }
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
      distribution: layout.distribution, integral: integral,
      source: AxisProblem.Source(
        container: number, kind: .grid, axis: axis, purpose: grows ? .layout : .measure,
        frameInsets: grows && length != nil ? .zero : nil))
    let grows = intrinsic && cells.indices.contains { limits[$0] > cells[$0].base }
    return GridAxis(
      problem: problem, axis: axis, segments: GridSegments(count: count),
      limits: grows ? limits : nil)
  }
}
