/// How the frames of a grid of plain items follow from its placed tracks:
/// one function from a child's number to its frame, which the pass runs for every child
/// (``write(into:)``) and a session's answer runs on access instead
/// (``FrameTable``'s frames of a ``LayoutSession``), so both give the same bits by
/// construction.
///
/// Everything a frame needs is here: the tracks, the grid's alignment, crop and origin, and
/// the plan's flat per-leaf tables (shared, not copied). Which arithmetic a frame takes is
/// decided once for the whole grid, as the pass always has: integers when every item has the
/// default placement and every edge is whole and below 2⁵⁰ under `compat`, else per cell
/// whole-point, real-valued default or the full cell-placement rule from the leaf's own keys.
package struct PlainGridFrames: Sendable {
  /// The first child's number, and one past the last's.
  let first: Int
  let end: Int
  /// The tracks: start and (rounded) length of each column and row.
  let columnStarts: [Double]
  let widths: [Double]
  let rowStarts: [Double]
  let heights: [Double]
  /// The grid's cell alignment and `crop`.
  let align: AxisPair<Alignment>
  let crop: Bool
  /// Whether WeView's integral rules apply (`rounding: compat`).
  let integral: Bool
  /// Under `compat`, whether the cells are whole (the grid's first tracks start on whole
  /// points, as they do below a whole root).
  let whole: Bool
  /// The grid's origin: items are rounded in its coordinates.
  let origin: AxisPair<Double>
  /// Each leaf's desired size as placement reads it (whole under `compat`), by number.
  let sizes: [AxisPair<Double>]
  /// Whether each leaf has the default placement (``DocumentPlan/defaultPlacement``).
  let defaultPlacement: [Bool]
  /// Each leaf's keys, read only for a child with a placement of its own.
  let leaves: DocumentPlan.Leaves
  /// The integer path's tables, when it applies: whole sizes, column starts and widths, and
  /// the alignments.
  let integers: Integers?
  /// Whether a real-valued child with the default placement is placed without reading its
  /// leaf: not when some leaf's offset is −0, which `+ offset` tells from +0
  /// (``DocumentPlan/hasNegativeZeroOffset``).
  let realDefaults: Bool
  /// Whether every child takes ``defaultFrame(_:x:width:y:height:)`` (the default placement,
  /// and whole cells or ``realDefaults``).
  let allDefault: Bool
  /// Each child's area when the grid places them by area (the plan's, shared); `nil` when they
  /// fill the cells in order.
  let areas: [GridArea]?

  /// What placement in integers reads
  /// (``CellPlacement/integerSpan(_:start:length:alignment:origin:)``).
  struct Integers: Sendable {
    let sizes: [AxisPair<Int32>]
    let xs: [Int64]
    let ws: [Int64]
    let x0: Int64
    let y0: Int64
    let horizontal: CellPlacement.IntegerAlignment
    let vertical: CellPlacement.IntegerAlignment
  }

  /// The frames of grid `first - 1`'s children `first..<end`, placed in `columns` × `rows`
  /// tracks, the grid's frame starting at `origin`.
  ///
  /// - Complexity: O(children) to look at the placements once when the integer path may
  ///   apply; the tables are the plan's, shared.
  init(
    plan: DocumentPlan, first: Int, end: Int, columns: TrackStarts, rows: TrackStarts,
    align: AxisPair<Alignment>, crop: Bool, integral: Bool, origin: AxisPair<Double>,
    areas: GridAreas? = nil
  ) {
    self.areas = areas?.areas
    self.first = first
    self.end = end
    columnStarts = columns.starts
    widths = columns.lengths
    rowStarts = rows.starts
    heights = rows.lengths
    self.align = align
    self.crop = crop
    self.integral = integral
    self.origin = origin
    let whole =
      integral && (columns.starts.first ?? 0) == (columns.starts.first ?? 0).roundedDown
      && (rows.starts.first ?? 0) == (rows.starts.first ?? 0).roundedDown
    self.whole = whole
    sizes = integral ? plan.wholeSizes : plan.desiredSizes
    defaultPlacement = plan.defaultPlacement
    leaves = plan.leaves
    realDefaults = !plan.hasNegativeZeroOffset
    allDefault = plan.defaultPlacementContainers.contains(first - 1) && (whole || realDefaults)
    integers =
      whole && !crop && areas == nil
      ? Self.integers(
        plan: plan, first: first, end: end, columns: columns, rows: rows, align: align,
        origin: origin) : nil
  }

  /// The integer path's tables, or `nil` when some item has its own placement or some cell
  /// edge is not below 2⁵⁰ (or the origin is not whole).
  static func integers(
    plan: DocumentPlan, first: Int, end: Int, columns: TrackStarts, rows: TrackStarts,
    align: AxisPair<Alignment>, origin: AxisPair<Double>
  ) -> Integers? {
    let limit = 0x1p50
    guard let sizes = plan.wholeIntegers, plan.defaultPlacementContainers.contains(first - 1),
      (columns.starts + rows.starts + columns.lengths + rows.lengths).allSatisfy({
        abs($0) < limit
      }),
      abs(origin.horizontal) < limit, abs(origin.vertical) < limit,
      origin.horizontal == origin.horizontal.roundedDown,
      origin.vertical == origin.vertical.roundedDown
    else { return nil }
    return Integers(
      sizes: sizes, xs: columns.starts.map { Int64($0) }, ws: columns.lengths.map { Int64($0) },
      x0: Int64(origin.horizontal), y0: Int64(origin.vertical),
      horizontal: CellPlacement.IntegerAlignment(align.horizontal),
      vertical: CellPlacement.IntegerAlignment(align.vertical))
  }

  /// Whether child `number` is one of this grid's.
  @inline(__always)
  func contains(_ number: Int) -> Bool { number >= first && number < end }

  /// The frame of child `number` (one of ``first``..<``end``).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func frame(_ number: Int) -> Rect {
    let index = number - first
    if let areas {
      let area = areas[index]
      let (x, width) = Self.span(columnStarts, widths, area.column, area.columnSpan)
      let (y, height) = Self.span(rowStarts, heights, area.row, area.rowSpan)
      return frame(number, x: x, width: width, y: y, height: height)
    }
    let count = columnStarts.count
    return frame(number, column: index % count, row: index / count)
  }

  /// Where an area of `span` tracks from track `start` starts, and its length: the tracks and
  /// the spacings between them.
  @inline(__always)
  static func span(
    _ starts: [Double], _ lengths: [Double], _ start: Int, _ span: Int
  ) -> (start: Double, length: Double) {
    if span == 1 { return (starts[start], lengths[start]) }
    let last = start + span - 1
    return (starts[start], starts[last] + lengths[last] - starts[start])
  }

  /// The frame of child `number`, in column `column` of row `row`.
  @inline(__always)
  func frame(_ number: Int, column: Int, row: Int) -> Rect {
    if let integers {
      let size = integers.sizes[number]
      let h = CellPlacement.integerSpan(
        Int64(size.horizontal), start: integers.xs[column], length: integers.ws[column],
        alignment: integers.horizontal, origin: integers.x0)
      let v = CellPlacement.integerSpan(
        Int64(size.vertical), start: Int64(rowStarts[row]), length: Int64(heights[row]),
        alignment: integers.vertical, origin: integers.y0)
      return Rect(
        x: Double(h.origin), y: Double(v.origin), width: Double(h.size), height: Double(v.size))
    }
    return frame(
      number, x: columnStarts[column], width: widths[column], y: rowStarts[row],
      height: heights[row])
  }

  /// The frame of child `number` in a cell at `x`, `y` of `width` × `height`, in real numbers
  /// or whole points.
  @inline(__always)
  func frame(_ number: Int, x: Double, width: Double, y: Double, height: Double) -> Rect {
    if defaultPlacement[number] && (whole || realDefaults) {
      return defaultFrame(sizes[number], x: x, width: width, y: y, height: height)
    }
    var size = sizes[number]
    if crop {
      size.horizontal = min(size.horizontal, width)
      size.vertical = min(size.vertical, height)
    }
    let leaf = leaves.placement(number)
    let h = CellPlacement.span(
      size.horizontal, start: x, length: width,
      stretches: leaf.stretch.horizontal > 0,
      alignment: leaf.cellAlign.horizontal ?? align.horizontal,
      offset: leaf.offset.horizontal, integral: integral, origin: origin.horizontal)
    let v = CellPlacement.span(
      size.vertical, start: y, length: height, stretches: leaf.stretch.vertical > 0,
      alignment: leaf.cellAlign.vertical ?? align.vertical,
      offset: leaf.offset.vertical, integral: integral, origin: origin.vertical)
    return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
  }

  /// The frame of a child of desired size `size` with the default placement (no stretch,
  /// cell alignment or offset of its own) in a cell at `x`, `y` of `width` × `height`.
  @inline(__always)
  func defaultFrame(
    _ size: AxisPair<Double>, x: Double, width: Double, y: Double, height: Double
  ) -> Rect {
    var size = size
    if crop {
      size.horizontal = min(size.horizontal, width)
      size.vertical = min(size.vertical, height)
    }
    if whole { return wholeFrame(size, x: x, width: width, y: y, height: height) }
    guard integral else {
      return RealDefaults(align).frame(size, x: x, width: width, y: y, height: height)
    }
    return integralFrame(size, x: x, width: width, y: y, height: height)
  }

  /// ``defaultFrame(_:x:width:y:height:)`` of a size already cropped, in whole cells.
  @inline(__always)
  func wholeFrame(
    _ size: AxisPair<Double>, x: Double, width: Double, y: Double, height: Double
  ) -> Rect {
    let h = CellPlacement.wholeSpan(
      size.horizontal, start: x, length: width, stretches: false,
      alignment: align.horizontal, offset: 0, origin: origin.horizontal)
    let v = CellPlacement.wholeSpan(
      size.vertical, start: y, length: height, stretches: false,
      alignment: align.vertical, offset: 0, origin: origin.vertical)
    return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
  }

  /// ``defaultFrame(_:x:width:y:height:)`` of a size already cropped, under integral rounding
  /// in cells that are not whole.
  @inline(__always)
  func integralFrame(
    _ size: AxisPair<Double>, x: Double, width: Double, y: Double, height: Double
  ) -> Rect {
    let h = CellPlacement.span(
      size.horizontal, start: x, length: width, stretches: false,
      alignment: align.horizontal, offset: 0, integral: true, origin: origin.horizontal)
    let v = CellPlacement.span(
      size.vertical, start: y, length: height, stretches: false,
      alignment: align.vertical, offset: 0, integral: true, origin: origin.vertical)
    return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
  }

  /// The frame of a child with the default placement in real numbers
  /// (``CellPlacement/realSpan(_:start:length:fills:fraction:)``), the grid's alignment read
  /// once.
  struct RealDefaults {
    let fills: (horizontal: Bool, vertical: Bool)
    let fraction: (horizontal: Double, vertical: Double)

    init(_ align: AxisPair<Alignment>) {
      fills = (align.horizontal == .fill, align.vertical == .fill)
      fraction = (align.horizontal.fraction, align.vertical.fraction)
    }

    @inline(__always)
    func frame(
      _ size: AxisPair<Double>, x: Double, width: Double, y: Double, height: Double
    ) -> Rect {
      let h = CellPlacement.realSpan(
        size.horizontal, start: x, length: width, fills: fills.horizontal,
        fraction: fraction.horizontal)
      let v = CellPlacement.realSpan(
        size.vertical, start: y, length: height, fills: fills.vertical,
        fraction: fraction.vertical)
      return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
    }
  }
}
