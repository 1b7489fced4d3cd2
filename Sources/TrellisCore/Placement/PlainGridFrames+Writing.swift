/// The frames of a whole grid written at once (the pass's; a session's answer derives them
/// one by one on access, with the same arithmetic).
extension PlainGridFrames {
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
  /// takes ``defaultFrame(_:x:width:y:height:)``, its arithmetic with the tables read through
  /// unchecked pointers and, in real numbers, each axis's alignment read once.
  func write(_ areas: [GridArea], into rects: UnsafeMutableBufferPointer<Rect>) {
    guard allDefault else {
      for number in first..<end { rects[number] = frame(number) }
      return
    }
    if whole {
      write(areas, into: rects) { size, x, width, y, height in
        wholeFrame(size, x: x, width: width, y: y, height: height)
      }
    } else if integral {
      write(areas, into: rects) { size, x, width, y, height in
        integralFrame(size, x: x, width: width, y: y, height: height)
      }
    } else {
      let real = RealDefaults(align)
      write(areas, into: rects) { size, x, width, y, height in
        real.frame(size, x: x, width: width, y: y, height: height)
      }
    }
  }

  /// Each child's frame placed by area, `place` taking its desired size (cropped to its area
  /// with ``crop``) and its area's start and length on each axis.
  @inline(__always)
  private func write(
    _ areas: [GridArea], into rects: UnsafeMutableBufferPointer<Rect>,
    _ place: (AxisPair<Double>, Double, Double, Double, Double) -> Rect
  ) {
    let (crop, first) = (crop, first)
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
                  var size = sizes[first &+ index]
                  if crop {
                    size.horizontal = min(size.horizontal, width)
                    size.vertical = min(size.vertical, height)
                  }
                  rects[first &+ index] = place(size, x, width, y, height)
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
    let (crop, whole, integral) = (crop, whole, integral)
    let real = RealDefaults(align)
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
                rects[number + column] = wholeFrame(
                  size, x: starts[column], width: width, y: y, height: height)
              } else if integral {
                rects[number + column] = integralFrame(
                  size, x: starts[column], width: width, y: y, height: height)
              } else {
                rects[number + column] = real.frame(
                  size, x: starts[column], width: width, y: y, height: height)
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
