/// The fast paths for grids of plain items (no `heightForWidth`, no nested containers): their
/// numbers are consecutive and everything placement needs is in the document plan.
extension LayoutPass {
  /// ``placeGridChildren(_:first:columnStarts:rowStarts:widths:heights:)`` for a grid of plain
  /// items: consecutive numbers, every frame written straight into the table.
  mutating func placePlainGridChildren(
    _ layout: GridLayout, first: Int, columnStarts: [Double], rowStarts: [Double],
    widths: [Double], heights: [Double]
  ) {
    let align = layout.align
    let crop = layout.crop
    let integral = integral
    // Under compat the cells are whole when the grid's origin is (always, below a whole root).
    let whole =
      integral && (columnStarts.first ?? 0) == (columnStarts.first ?? 0).roundedDown
      && (rowStarts.first ?? 0) == (rowStarts.first ?? 0).roundedDown
    let end = first + layout.children.count
    let plan = plan
    // The grid's origin: items are rounded in its coordinates (E15).
    let origin = AxisPair(rects[first - 1].x, rects[first - 1].y)
    if whole, !crop, let integers = plan.wholeIntegers,
      placeInIntegers(
        integers, first: first, end: end, align: align, origin: origin, columnStarts: columnStarts,
        rowStarts: rowStarts, widths: widths, heights: heights)
    {
      return
    }
    let sizes = integral ? plan.wholeSizes : plan.desiredSizes
    rects.withUnsafeMutableBufferPointer { rects in
      sizes.withUnsafeBufferPointer { sizes in
        plan.defaultPlacement.withUnsafeBufferPointer { defaultPlacement in
          var number = first
          for row in rowStarts.indices where number < end {
            let y = rowStarts[row]
            let height = heights[row]
            for column in 0..<min(columnStarts.count, end - number) {
              defer { number += 1 }
              var size = sizes[number]
              if crop {
                size.horizontal = min(size.horizontal, widths[column])
                size.vertical = min(size.vertical, height)
              }
              if whole && defaultPlacement[number] {
                // The common cell: no stretch, alignment or offset of its own, whole numbers.
                let h = CellPlacement.wholeSpan(
                  size.horizontal, start: columnStarts[column], length: widths[column],
                  stretches: false, alignment: align.horizontal, offset: 0,
                  origin: origin.horizontal)
                let v = CellPlacement.wholeSpan(
                  size.vertical, start: y, length: height, stretches: false,
                  alignment: align.vertical, offset: 0, origin: origin.vertical)
                rects[number] = Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
                continue
              }
              let leaf = plan.leaves[number]
              let x = CellPlacement.span(
                size.horizontal, start: columnStarts[column], length: widths[column],
                stretches: leaf.stretch.horizontal > 0,
                alignment: leaf.cellAlign.horizontal ?? align.horizontal,
                offset: leaf.offset.horizontal, integral: integral, origin: origin.horizontal)
              let v = CellPlacement.span(
                size.vertical, start: y, length: height, stretches: leaf.stretch.vertical > 0,
                alignment: leaf.cellAlign.vertical ?? align.vertical,
                offset: leaf.offset.vertical, integral: integral, origin: origin.vertical)
              rects[number] = Rect(x: x.origin, y: v.origin, width: x.size, height: v.size)
            }
          }
        }
      }
    }
  }

  /// Whole-point placement of a grid whose plain items have no placement of their own, in
  /// integer arithmetic (the same frames as ``CellPlacement/wholeSpan``).
  ///
  /// - Returns: `false`, having placed nothing, when some item has its own placement or some
  ///   cell edge is not below 2⁵⁰.
  mutating func placeInIntegers(
    _ sizes: [AxisPair<Int64>], first: Int, end: Int, align: AxisPair<Alignment>,
    origin: AxisPair<Double>,
    columnStarts: [Double], rowStarts: [Double], widths: [Double], heights: [Double]
  ) -> Bool {
    let limit = 0x1p50
    guard plan.defaultPlacement[first..<end].allSatisfy({ $0 }),
      (columnStarts + rowStarts + widths + heights).allSatisfy({ abs($0) < limit }),
      abs(origin.horizontal) < limit, abs(origin.vertical) < limit,
      origin.horizontal == origin.horizontal.roundedDown,
      origin.vertical == origin.vertical.roundedDown
    else { return false }
    let (x0, y0) = (Int64(origin.horizontal), Int64(origin.vertical))
    let xs = columnStarts.map { Int64($0) }
    let ws = widths.map { Int64($0) }
    let horizontal = CellPlacement.IntegerAlignment(align.horizontal)
    let vertical = CellPlacement.IntegerAlignment(align.vertical)
    rects.withUnsafeMutableBufferPointer { rects in
      sizes.withUnsafeBufferPointer { sizes in
        var number = first
        for row in rowStarts.indices where number < end {
          let v0 = Int64(rowStarts[row])
          let height = Int64(heights[row])
          let count = min(xs.count, end - number)
          for column in 0..<count {
            let size = sizes[number + column]
            let h = CellPlacement.integerSpan(
              size.horizontal, start: xs[column], length: ws[column], alignment: horizontal,
              origin: x0)
            let v = CellPlacement.integerSpan(
              size.vertical, start: v0, length: height, alignment: vertical, origin: y0)
            rects[number + column] = Rect(
              x: Double(h.origin), y: Double(v.origin), width: Double(h.size),
              height: Double(v.size))
          }
          number += count
        }
      }
    }
    return true
  }
}
