/// What the children of a grid placed by area give the tracks of one axis, taken child by
/// child in document order (``add(_:_:minimum:maximum:)``): the first step of the track
/// contents done as they come (children of span 1 outside flexible tracks), children of
/// span 1 in a flexible track folded by track, the spanning ones kept for the steps by span
/// (``LayoutPass/placedContentSizes(_:_:areas:first:abstract:crossSizes:intrinsic:items:)``).
///
/// O(tracks) of memory, plus the spanning children: a grid's children need not be listed.
struct PlacedAxisItems {
  /// A child covering several tracks (or, in ``spanning``, a flexible one among them).
  struct Spanning {
    /// Its index among the grid's children.
    var index: Int
    /// Its area and size.
    var item: SpanTracks.Contribution
    /// Its min-content size, and its max-content size where limits are kept.
    var minimum: Double
    var maximum: Double?

    /// A plain child (its min-content size is its size; no limit).
    init(plain index: Int, _ item: SpanTracks.Contribution) {
      self.init(index: index, item: item, minimum: item.size, maximum: nil)
    }

    init(index: Int, item: SpanTracks.Contribution, minimum: Double, maximum: Double?) {
      self.index = index
      self.item = item
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  /// How a child of span 1 counts in a track: what the first step of the track contents
  /// makes of a track's children of span 1 depends on it (``base(_:)``, ``limit(_:)``,
  /// ``isOpen(_:)``, ``spanOne(_:)``, ``largestAlone(_:)``).
  enum Role { case content, flexible, contentMinimum, none }

  /// The tracks.
  var tracks: SpanTracks
  /// Whether content tracks keep a max-content limit beside their base (some child's
  /// min-content and max-content sizes differ).
  let hasLimits: Bool
  /// Each track's role.
  let roles: [Role]
  /// Each content track's base before its children (its numeric minimum), 0 for the others.
  let starts: [Double]
  /// What the children of span 1 have given each track so far, one flat array a fold (a
  /// sweep of a million children touches only the ones it needs): their largest size (−∞:
  /// none yet), min-content size and max-content size (0 without limits), and the first
  /// child with a size above 0 (`.max`: none).
  var largest: [Double]
  var largestMinimum: [Double]
  var largestMaximum: [Double]
  var firstAlone: [Int]
  /// The children covering more than one track, in document order.
  var spanning: [Spanning] = []

  init(tracks: SpanTracks, hasLimits: Bool) {
    self.tracks = tracks
    self.hasLimits = hasLimits
    roles = (0..<tracks.count).map { j in
      if tracks.isFlexible[j] { return .flexible }
      if tracks.isContent[j] { return .content }
      return tracks.sizings[j].min == .content ? .contentMinimum : .none
    }
    starts = (0..<tracks.count).map { j in
      guard tracks.isContent[j], case .value(let low)? = tracks.sizings[j].min else { return 0 }
      return max(0, low)
    }
    largest = Array(repeating: -.infinity, count: tracks.count)
    largestMinimum = Array(repeating: 0, count: tracks.count)
    largestMaximum = largestMinimum
    firstAlone = Array(repeating: .max, count: tracks.count)
  }

  /// Whether a child of span 1 is in track `j`.
  func isSeen(_ j: Int) -> Bool { largest[j] != -.infinity }
  /// The largest size of track `j`'s children of span 1, 0 without one.
  func largestSize(_ j: Int) -> Double { isSeen(j) ? largest[j] : 0 }
  /// A content track's base: its start, or its largest child's min-content size.
  func base(_ j: Int) -> Double {
    roles[j] == .content && isSeen(j) ? max(starts[j], largestMinimum[j]) : starts[j]
  }
  /// A content track's limit: its base, or its largest child's max-content size.
  func limit(_ j: Int) -> Double {
    roles[j] == .content && isSeen(j) ? max(largestMaximum[j], base(j)) : starts[j]
  }
  /// Whether a content track is still open (no child of span 1 in it).
  func isOpen(_ j: Int) -> Bool { roles[j] != .content || !isSeen(j) }
  /// A fixed track with a content minimum: its largest child.
  func spanOne(_ j: Int) -> Double { roles[j] == .contentMinimum ? largestSize(j) : 0 }
  /// A flexible track: its largest child (what the child needs there, its base being 0).
  func largestAlone(_ j: Int) -> Double { roles[j] == .flexible ? largestSize(j) : 0 }

  /// Takes child `index` of area and size `item` (its size as the axis is measured), of
  /// min-content size `minimum` and max-content size `maximum` (`nil` without limits).
  mutating func add(
    _ index: Int, _ item: SpanTracks.Contribution, minimum: Double, maximum: Double?
  ) {
    guard item.span == 1 else {
      spanning.append(Spanning(index: index, item: item, minimum: minimum, maximum: maximum))
      return
    }
    let j = item.start
    largest[j] = max(largest[j], item.size)
    largestMinimum[j] = max(largestMinimum[j], minimum)
    largestMaximum[j] = max(largestMaximum[j], maximum ?? 0)
    if item.size > 0 && firstAlone[j] == .max { firstAlone[j] = index }
  }

  /// What a sweep of plain items writes on one axis (``sweepPlain(_:_:_:isAlone:)``): each
  /// track's largest size, and the runs in which a track's largest size first went above 0
  /// (its track and the run's first child; a track has one at most).
  struct PlainFolds {
    let largest: UnsafeMutableBufferPointer<Double>
    let openings: UnsafeMutableBufferPointer<(track: Int, from: Int)>
  }

  /// A sweep of plain items of span 1 on one axis.
  ///
  /// It folds as ``add(_:_:minimum:maximum:)`` does items whose min-content and max-content
  /// sizes are their size, without limits. The fold of the track the last child was in is taken out of the folds while the next children are in the
  /// same track (a row of a row-major grid): a run of children is folded in registers, not
  /// through memory. A track's first child of size above 0 (``firstAlone``) is not looked
  /// for child by child: the run in which its largest size first goes above 0 is noted, and
  /// the child found in it once the sweep is over.
  struct Run {
    var track = -1
    var largest = 0.0
    /// The track's largest size before the run, and the run's first child.
    var before = 0.0
    var from = 0
    /// The number of openings noted.
    var openings = 0

    /// Takes child `index` of size `size` in track `j` alone.
    @inline(__always)
    mutating func add(_ index: Int, track j: Int, size: Double, _ folds: PlainFolds) {
      if j != track {
        end(folds)
        (track, largest, from) = (j, folds.largest[j], index)
        before = largest
      }
      largest = max(largest, size)
    }

    /// Puts the run back into its track's fold.
    @inline(__always)
    mutating func end(_ folds: PlainFolds) {
      guard track >= 0 else { return }
      folds.largest[track] = largest
      if !(before > 0) && largest > 0 {
        folds.openings[openings] = (track, from)
        openings &+= 1
      }
    }
  }

  /// Sweeps plain items into the folds of both axes at once.
  ///
  /// `body` folds them with a ``Run`` an axis and returns the runs, ended. Then each axis's min-content folds are its largest
  /// sizes, and each track's first child of size above 0 is the first from its opening run's
  /// start for which `isAlone(axis, child, track)` (the child covers that track alone and
  /// its size there is above 0).
  ///
  /// - Complexity: O(tracks) beside `body`, plus the children of size 0 that open a run.
  static func sweepPlain(
    _ columns: inout Self, _ rows: inout Self,
    _ body: (AxisPair<PlainFolds>) -> AxisPair<Run>, isAlone: (Axis, Int, Int) -> Bool
  ) {
    let none = (track: 0, from: 0)
    var openings = AxisPair(
      Array(repeating: none, count: columns.tracks.count),
      Array(repeating: none, count: rows.tracks.count))
    let runs = columns.largest.withUnsafeMutableBufferPointer { columnLargest in
      rows.largest.withUnsafeMutableBufferPointer { rowLargest in
        openings.horizontal.withUnsafeMutableBufferPointer { columnOpenings in
          openings.vertical.withUnsafeMutableBufferPointer { rowOpenings in
            body(
              AxisPair(
                PlainFolds(largest: columnLargest, openings: columnOpenings),
                PlainFolds(largest: rowLargest, openings: rowOpenings)))
          }
        }
      }
    }
    columns.finishPlain(.horizontal, openings.horizontal.prefix(runs.horizontal.openings), isAlone)
    rows.finishPlain(.vertical, openings.vertical.prefix(runs.vertical.openings), isAlone)
  }

  /// The end of ``sweepPlain(_:_:_:isAlone:)`` on one axis.
  private mutating func finishPlain(
    _ axis: Axis, _ openings: ArraySlice<(track: Int, from: Int)>,
    _ isAlone: (Axis, Int, Int) -> Bool
  ) {
    for (track, from) in openings {
      var child = from
      while !isAlone(axis, child, track) { child += 1 }
      firstAlone[track] = child
    }
    largestMinimum = largest.indices.map(largestSize)
  }
}
