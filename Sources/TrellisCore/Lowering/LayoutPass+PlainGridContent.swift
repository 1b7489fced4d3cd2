/// Content sizing of grids of plain items (no `heightForWidth`, no nested containers): both
/// axes' content sizes read straight from the document plan in one sweep.
extension LayoutPass {
  /// The larger of two sizes (never NaN here): one `maxsd`, where `Swift.max` keeps NaN
  /// ordering with a compare-and-blend.
  @inline(__always)
  func larger(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

  /// The tallest of `count` consecutive desired sizes from `first`, in four independent
  /// running maxima (a single one waits on each comparison in turn).
  static func tallest(
    _ desired: UnsafeBufferPointer<AxisPair<Double>>, from first: Int, count: Int
  ) -> Double {
    var (a, b, c, d) = (0.0, 0.0, 0.0, 0.0)
    var index = first
    let end = first + count
    while index + 4 <= end {
      let (p, q, r, s) = (
        desired[index].vertical, desired[index + 1].vertical, desired[index + 2].vertical,
        desired[index + 3].vertical
      )
      a = a < p ? p : a
      b = b < q ? q : b
      c = c < r ? r : c
      d = d < s ? s : d
      index += 4
    }
    while index < end {
      let p = desired[index].vertical
      a = a < p ? p : a
      index += 1
    }
    a = a < b ? b : a
    c = c < d ? d : c
    return a < c ? c : a
  }

  /// Both axes' content sizes of a grid of plain items (``contentSizes(_:_:first:abstract:crossSizes:)``
  /// on each axis) in one sweep over their desired sizes.
  ///
  /// - Complexity: O(cells), reading each item's desired size once.
  func plainContentSizes(
    _ layout: GridLayout, first: Int, everyCell: Bool = false
  ) -> (columns: [Double], rows: [Double]) {
    let (columns, rows) = layout.flowDimensions
    var widths = [Double](repeating: 0, count: columns)
    var heights = [Double](repeating: 0, count: rows)
    guard columns > 0 else { return (widths, heights) }
    let columnFixed = (0..<columns).map { fixedSize(layout, .horizontal, $0) != nil }
    let rowFixed = (0..<rows).map { fixedSize(layout, .vertical, $0) != nil }
    // A cell whose tracks are both fixed needs no content size.
    let someFixed = !everyCell && columnFixed.contains(true) && rowFixed.contains(true)
    (integral ? plan.wholeSizes : plan.desiredSizes).withUnsafeBufferPointer { desired in
      widths.withUnsafeMutableBufferPointer { widths in
        var number = first
        let end = first + layout.children.count
        for row in 0..<rows where number < end {
          let count = min(columns, end - number)
          if someFixed {
            var tallest = 0.0
            for column in 0..<count where !columnFixed[column] || !rowFixed[row] {
              let size = desired[number + column]
              widths[column] = larger(widths[column], size.horizontal)
              tallest = larger(tallest, size.vertical)
            }
            heights[row] = tallest
          } else {
            for column in 0..<count {
              widths[column] = larger(widths[column], desired[number + column].horizontal)
            }
            heights[row] = Self.tallest(desired, from: number, count: count)
          }
          number += count
        }
      }
    }
    return (widths, heights)
  }
}
