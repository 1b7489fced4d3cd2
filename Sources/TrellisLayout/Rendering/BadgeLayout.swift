/// Where the numbered badges of highlights go: a small layout pass of their own, after
/// everything else is drawn.
///
/// Badges are placed one at a time in highlight order, each at the first of its candidate
/// positions where it overlaps no badge placed before it (with a gap) and no reserved box
/// (labels, zero-size items' markers), and lies inside the picture. The candidates walk
/// outward from the highlighted region: its corners, then points along its edges, then the
/// same inside it (when it is large enough), then around it at one, two and three badge
/// widths, with a line to it. A badge that fits nowhere goes to a column right of the layout, at
/// its region's height or the nearest free place, also with a line to the region. The pass is
/// deterministic: the same picture gives the same positions.
struct BadgeLayout {
  /// One badge's place.
  struct Badge {
    /// Its centre's x.
    var x: Double
    /// Its centre's y.
    var y: Double
    /// Where its line to the region ends, for a badge off the region's outline and outside it.
    var leader: (x: Double, y: Double)?
  }

  /// The badges' radius.
  let radius: Double
  /// Where badges may go.
  let area: Rect
  /// What badges stay clear of.
  let obstacles: RectIndex
  /// The badges placed so far, each grown by half the gap.
  private var placed: RectIndex
  /// How many badges went to the column right of the layout.
  private var columnCount = 0
  /// The centre of the column's lowest badge.
  private var columnBottom: Double?

  /// At most this many points along each edge.
  static let pointsPerEdge = 12

  /// A pass placing badges of `radius` inside `area`, clear of `obstacles`.
  init(radius: Double, area: Rect, obstacles: RectIndex) {
    self.radius = radius
    self.area = area
    self.obstacles = obstacles
    placed = RectIndex(cell: radius * 4)
  }

  /// The room between badges.
  var gap: Double { radius * 0.25 }
  /// The distance between neighbouring candidates.
  var step: Double { radius * 2 + gap }
  /// The centre of the column right of the layout.
  var columnX: Double { area.x + area.width + gap + radius }

  /// The square a badge centred at `(x, y)` covers.
  func square(_ x: Double, _ y: Double) -> Rect {
    Rect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2)
  }

  /// Places the badge of `region`, which must have finite coordinates.
  mutating func place(_ region: Rect) -> Badge {
    for (x, y, outside) in candidates(region) where fits(x, y) {
      take(x, y)
      return Badge(x: x, y: y, leader: outside ? nearest(x, y, region) : nil)
    }
    // The column right of the layout: the region's height, else the nearest free place up to
    // a few places above or below it, else under the column's lowest badge.
    let top = area.y + radius
    let start = max(top, min(region.y + region.height / 2, area.y + area.height - radius))
    var y = (columnBottom ?? start - step) + step
    for offset in 0...(2 * min(columnCount, Self.pointsPerEdge)) {
      let shift = Double((offset + 1) / 2) * step * (offset % 2 == 0 ? 1 : -1)
      if start + shift >= top, !placed.overlapsAny(grown(square(columnX, start + shift))) {
        y = start + shift
        break
      }
    }
    columnBottom = max(columnBottom ?? y, y)
    columnCount += 1
    take(columnX, y)
    return Badge(x: columnX, y: y, leader: nearest(columnX, y, region))
  }

  /// The point of `region` nearest to `(x, y)`.
  private func nearest(_ x: Double, _ y: Double, _ region: Rect) -> (x: Double, y: Double) {
    (
      min(max(x, region.x), region.x + max(0, region.width)),
      min(max(y, region.y), region.y + max(0, region.height))
    )
  }

  /// Whether a badge centred at `(x, y)` lies inside the area and clear of badges and
  /// obstacles.
  private func fits(_ x: Double, _ y: Double) -> Bool {
    let box = square(x, y)
    guard box.x >= area.x, box.y >= area.y, box.x + box.width <= area.x + area.width,
      box.y + box.height <= area.y + area.height
    else { return false }
    let padded = grown(box)
    return !placed.overlapsAny(padded) && !obstacles.overlapsAny(padded)
  }

  /// `box` grown by half the gap on every side.
  private func grown(_ box: Rect) -> Rect {
    Rect(
      x: box.x - gap / 2, y: box.y - gap / 2, width: box.width + gap, height: box.height + gap)
  }

  /// Records a badge at `(x, y)`.
  private mutating func take(_ x: Double, _ y: Double) {
    placed.insert(grown(square(x, y)))
  }

  /// The candidate centres for the badge of `region`, best first: on its outline, inside it,
  /// then around it (those `outside` it get a line to it).
  func candidates(_ region: Rect) -> [(x: Double, y: Double, outside: Bool)] {
    let width = max(0, region.width)
    let height = max(0, region.height)
    var insets = [0.0]
    let inner = radius + gap
    if width >= 2 * step + 2 * inner, height >= 2 * step + 2 * inner { insets.append(inner) }
    insets += [-step, -2 * step, -3 * step]
    var result: [(x: Double, y: Double, outside: Bool)] = []
    for inset in insets {
      let left = region.x + inset
      let top = region.y + inset
      let right = region.x + width - inset
      let bottom = region.y + height - inset
      var ring = [(left, top), (right, top), (left, bottom), (right, bottom)]
      ring += along(from: left, to: right).map { ($0, top) }
      ring += along(from: top, to: bottom).map { (left, $0) }
      ring += along(from: top, to: bottom).map { (right, $0) }
      ring += along(from: left, to: right).map { ($0, bottom) }
      result += ring.map { ($0.0, $0.1, inset < 0) }
    }
    return result
  }

  /// Points one ``step`` apart from `start` towards `end`, short of both ends, at most
  /// ``pointsPerEdge``.
  private func along(from start: Double, to end: Double) -> [Double] {
    var points: [Double] = []
    var point = start + step
    while point <= end - step * 0.5, points.count < Self.pointsPerEdge {
      points.append(point)
      point += step
    }
    return points
  }
}
