/// Rectangles bucketed on a square grid, to tell whether a small rectangle overlaps any of them
/// without scanning them all: the obstacles badges and zero-size items' labels are placed
/// clear of.
///
/// A rectangle spanning more than ``maxCells`` cells (or with a coordinate that is not finite)
/// is kept in a list every query scans.
struct RectIndex {
  /// The side of a bucket.
  let cell: Double
  /// Every rectangle added, in order.
  private(set) var rects: [Rect] = []
  /// The rectangles touching each bucket, by index into ``rects``.
  private var buckets: [Key: [Int]] = [:]
  /// The rectangles too large (or too far out) for buckets.
  private var large: [Int] = []

  /// A bucket's column and row.
  private struct Key: Hashable {
    var column: Int
    var row: Int
  }

  /// The most buckets one rectangle is filed under.
  static let maxCells = 64
  /// Bucket coordinates are clamped to ± this, so that huge lengths never trap.
  private static let limit = 1 << 40

  /// An empty index with buckets `cell` wide (1 when `cell` is not a positive number).
  init(cell: Double) {
    self.cell = cell > 0 && cell.isFinite ? cell : 1
  }

  /// An index of `rects`.
  init(cell: Double, _ rects: [Rect]) {
    self.init(cell: cell)
    for rect in rects { insert(rect) }
  }

  /// Whether two rectangles overlap with some area.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  /// Adds `rect`; one without area (or with a coordinate that is not a number) is never met.
  mutating func insert(_ rect: Rect) {
    guard rect.width > 0, rect.height > 0, !rect.x.isNaN, !rect.y.isNaN else { return }
    let index = rects.count
    rects.append(rect)
    guard let span = span(rect) else {
      large.append(index)
      return
    }
    for column in span.columns {
      for row in span.rows { buckets[Key(column: column, row: row), default: []].append(index) }
    }
  }

  /// Whether `rect` overlaps any rectangle added.
  func overlapsAny(_ rect: Rect) -> Bool {
    if large.contains(where: { Self.overlap(rects[$0], rect) }) { return true }
    guard let span = span(rect) else { return rects.contains { Self.overlap($0, rect) } }
    for column in span.columns {
      for row in span.rows {
        if let indices = buckets[Key(column: column, row: row)],
          indices.contains(where: { Self.overlap(rects[$0], rect) })
        {
          return true
        }
      }
    }
    return false
  }

  /// The buckets `rect` touches, or `nil` when they are more than ``maxCells`` or a coordinate
  /// is not finite.
  private func span(_ rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let edges = [rect.x, rect.x + rect.width, rect.y, rect.y + rect.height]
    guard edges.allSatisfy(\.isFinite) else { return nil }
    let cells = edges.map { edge in
      Int(max(-Double(Self.limit), min(Double(Self.limit), (edge / cell).rounded(.down))))
    }
    guard cells[1] - cells[0] < Self.maxCells, cells[3] - cells[2] < Self.maxCells,
      (cells[1] - cells[0] + 1) * (cells[3] - cells[2] + 1) <= Self.maxCells
    else { return nil }
    return (cells[0]...cells[1], cells[2]...cells[3])
  }
}
