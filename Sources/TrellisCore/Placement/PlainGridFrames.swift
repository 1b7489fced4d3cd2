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
    if whole {
      let h = CellPlacement.wholeSpan(
        size.horizontal, start: x, length: width, stretches: false,
        alignment: align.horizontal, offset: 0, origin: origin.horizontal)
      let v = CellPlacement.wholeSpan(
        size.vertical, start: y, length: height, stretches: false,
        alignment: align.vertical, offset: 0, origin: origin.vertical)
      return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
    }
    let h = CellPlacement.span(
      size.horizontal, start: x, length: width, stretches: false,
      alignment: align.horizontal, offset: 0, integral: integral, origin: origin.horizontal)
    let v = CellPlacement.span(
      size.vertical, start: y, length: height, stretches: false,
      alignment: align.vertical, offset: 0, integral: integral, origin: origin.vertical)
    return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
  }

  /// Writes every child's frame into the table, row by row: ``frame(_:column:row:)`` for
  /// each, its tables read through unchecked pointers where the arithmetic is integers.
  ///
  /// - Complexity: O(children), reading 16 bytes (and a placement flag) and writing 32 a
  ///   child.
  func write(into rects: UnsafeMutableBufferPointer<Rect>) {
    let count = columnStarts.count
    guard count > 0 else { return }
    if let areas {
      write(areas, into: rects)
      return
    }
    if let integers {
      write(integers, into: rects)
      return
    }
    var number = first
    if allDefault {
      writeDefaults(into: rects)
      return
    }
    for row in rowStarts.indices where number < end {
      let columns = min(count, end - number)
      for column in 0..<columns {
        rects[number + column] = frame(number + column, column: column, row: row)
      }
      number += columns
    }
  }

  /// ``write(into:)`` of children placed by area: ``frame(_:)`` for each; when every child
  /// takes ``defaultFrame(_:x:width:y:height:)``, its calls of ``CellPlacement`` with the
  /// tables read through unchecked pointers.
  func write(_ areas: [GridArea], into rects: UnsafeMutableBufferPointer<Rect>) {
    guard allDefault else {
      for number in first..<end { rects[number] = frame(number) }
      return
    }
    let (crop, whole, integral, align, origin, first) = (
      crop, whole, integral, align, origin, first
    )
    // Where an area of `span` tracks from `start` starts, and its length.
    @inline(__always)
    func span(
      _ starts: UnsafeBufferPointer<Double>, _ lengths: UnsafeBufferPointer<Double>, _ start: Int,
      _ span: Int
    ) -> (Double, Double) {
      if span == 1 { return (starts[start], lengths[start]) }
      let last = start + span - 1
      return (starts[start], starts[last] + lengths[last] - starts[start])
    }
    areas.withUnsafeBufferPointer { areas in
      sizes.withUnsafeBufferPointer { sizes in
        columnStarts.withUnsafeBufferPointer { xs in
          widths.withUnsafeBufferPointer { ws in
            rowStarts.withUnsafeBufferPointer { ys in
              heights.withUnsafeBufferPointer { hs in
                for index in areas.indices {
                  let area = areas[index]
                  let (x, width) = span(xs, ws, area.column, area.columnSpan)
                  let (y, height) = span(ys, hs, area.row, area.rowSpan)
                  var size = sizes[first + index]
                  if crop {
                    size.horizontal = min(size.horizontal, width)
                    size.vertical = min(size.vertical, height)
                  }
                  let h =
                    whole
                    ? CellPlacement.wholeSpan(
                      size.horizontal, start: x, length: width, stretches: false,
                      alignment: align.horizontal, offset: 0, origin: origin.horizontal)
                    : CellPlacement.span(
                      size.horizontal, start: x, length: width, stretches: false,
                      alignment: align.horizontal, offset: 0, integral: integral,
                      origin: origin.horizontal)
                  let v =
                    whole
                    ? CellPlacement.wholeSpan(
                      size.vertical, start: y, length: height, stretches: false,
                      alignment: align.vertical, offset: 0, origin: origin.vertical)
                    : CellPlacement.span(
                      size.vertical, start: y, length: height, stretches: false,
                      alignment: align.vertical, offset: 0, integral: integral,
                      origin: origin.vertical)
                  rects[first + index] = Rect(
                    x: h.origin, y: v.origin, width: h.size, height: v.size)
                }
              }
            }
          }
        }
      }
    }
  }

  /// ``write(into:)`` when every child takes ``defaultFrame(_:x:width:y:height:)``: the same calls
  /// of ``CellPlacement``, with the tables read through unchecked pointers and each row's
  /// start and height read once.
  func writeDefaults(into rects: UnsafeMutableBufferPointer<Rect>) {
    let (crop, whole, integral, align, origin) = (crop, whole, integral, align, origin)
    sizes.withUnsafeBufferPointer { sizes in
      columnStarts.withUnsafeBufferPointer { starts in
        widths.withUnsafeBufferPointer { widths in
          var number = first
          for row in rowStarts.indices where number < end {
            let y = rowStarts[row]
            let height = heights[row]
            let count = min(starts.count, end - number)
            for column in 0..<count {
              var size = sizes[number + column]
              let width = widths[column]
              if crop {
                size.horizontal = min(size.horizontal, width)
                size.vertical = min(size.vertical, height)
              }
              if whole {
                let h = CellPlacement.wholeSpan(
                  size.horizontal, start: starts[column], length: width, stretches: false,
                  alignment: align.horizontal, offset: 0, origin: origin.horizontal)
                let v = CellPlacement.wholeSpan(
                  size.vertical, start: y, length: height, stretches: false,
                  alignment: align.vertical, offset: 0, origin: origin.vertical)
                rects[number + column] = Rect(
                  x: h.origin, y: v.origin, width: h.size, height: v.size)
              } else {
                let h = CellPlacement.span(
                  size.horizontal, start: starts[column], length: width, stretches: false,
                  alignment: align.horizontal, offset: 0, integral: integral,
                  origin: origin.horizontal)
                let v = CellPlacement.span(
                  size.vertical, start: y, length: height, stretches: false,
                  alignment: align.vertical, offset: 0, integral: integral, origin: origin.vertical)
                rects[number + column] = Rect(
                  x: h.origin, y: v.origin, width: h.size, height: v.size)
              }
            }
            number += count
          }
        }
      }
    }
  }

  /// ``write(into:)`` in integers: the integer branch of ``frame(_:column:row:)``, the row's
  /// start and height converted once a row.
  func write(_ integers: Integers, into rects: UnsafeMutableBufferPointer<Rect>) {
    integers.sizes.withUnsafeBufferPointer { sizes in
      integers.xs.withUnsafeBufferPointer { xs in
        integers.ws.withUnsafeBufferPointer { ws in
          var number = first
          for row in rowStarts.indices where number < end {
            let v0 = Int64(rowStarts[row])
            let height = Int64(heights[row])
            let count = min(xs.count, end - number)
            for column in 0..<count {
              let size = sizes[number + column]
              let h = CellPlacement.integerSpan(
                Int64(size.horizontal), start: xs[column], length: ws[column],
                alignment: integers.horizontal, origin: integers.x0)
              let v = CellPlacement.integerSpan(
                Int64(size.vertical), start: v0, length: height, alignment: integers.vertical,
                origin: integers.y0)
              rects[number + column] = Rect(
                x: Double(h.origin), y: Double(v.origin), width: Double(h.size),
                height: Double(v.size))
            }
            number += count
          }
        }
      }
    }
  }
}
