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
  /// What the children of span 1 have given each track so far, one flat array a fold (a
  /// sweep of a million children touches only the ones it needs): their largest size (−∞:
  /// none yet), min-content size and max-content size (kept only with limits).
  var largest: [Double]
  var largestMinimum: [Double]
  var largestMaximum: [Double]
  /// The children covering more than one track, in document order.
  var spanning: [Spanning] = []

  init(tracks: SpanTracks, hasLimits: Bool) {
    self.tracks = tracks
    self.hasLimits = hasLimits
    largest = Array(repeating: -.infinity, count: tracks.count)
    largestMinimum = Array(repeating: 0, count: tracks.count)
    largestMaximum = hasLimits ? largestMinimum : []
  }

  /// Track `j`'s role.
  func role(_ j: Int) -> Role {
    if tracks.isFlexible[j] { return .flexible }
    if tracks.isContent[j] { return .content }
    return tracks.sizings[j].min == .content ? .contentMinimum : .none
  }
  /// A content track's base before its children (its numeric minimum), 0 for the others.
  func start(_ j: Int) -> Double {
    tracks.isContent[j] ? LayoutPass.numericMinimum(tracks.sizings[j]) : 0
  }

  /// Whether a child of span 1 is in track `j`.
  func isSeen(_ j: Int) -> Bool { largest[j] != -.infinity }
  /// The largest size of track `j`'s children of span 1, 0 without one.
  func largestSize(_ j: Int) -> Double { isSeen(j) ? largest[j] : 0 }
  /// A content track's base: its start, or its largest child's min-content size.
  func base(_ j: Int) -> Double {
    role(j) == .content && isSeen(j) ? max(start(j), largestMinimum[j]) : start(j)
  }
  /// A content track's limit: its base, or its largest child's max-content size.
  func limit(_ j: Int) -> Double {
    guard role(j) == .content && isSeen(j) else { return start(j) }
    return max(hasLimits ? largestMaximum[j] : 0, base(j))
  }
  /// Whether a content track is still open (no child of span 1 in it).
  func isOpen(_ j: Int) -> Bool { role(j) != .content || !isSeen(j) }
  /// A fixed track with a content minimum: its largest child.
  func spanOne(_ j: Int) -> Double { role(j) == .contentMinimum ? largestSize(j) : 0 }
  /// A flexible track: its largest child (what the child needs there, its base being 0).
  func largestAlone(_ j: Int) -> Double { role(j) == .flexible ? largestSize(j) : 0 }

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
    if hasLimits { largestMaximum[j] = max(largestMaximum[j], maximum ?? 0) }
  }

  /// A run of plain items of span 1 in the same track, on one axis: the fold of the track the
  /// last child was in is taken out of the folds while the next children are in the same
  /// track (a row of a row-major grid), so a run of children is folded in registers, not
  /// through memory.
  struct Run {
    var track = -1
    var largest = 0.0

    /// Takes an item of size `size` in track `j` alone, `folds` the axis's largest sizes.
    @inline(__always)
    mutating func add(track j: Int, size: Double, _ folds: UnsafeMutableBufferPointer<Double>) {
      if j != track {
        end(folds)
        (track, largest) = (j, folds[j])
      }
      // `max(largest, size)` in one `maxsd` (sizes are never NaN): a run waits on each.
      largest = size < largest ? largest : size
    }

    /// Puts the run back into its track's fold.
    @inline(__always)
    func end(_ folds: UnsafeMutableBufferPointer<Double>) {
      if track >= 0 { folds[track] = largest }
    }
  }

  /// Sweeps plain items into the folds of both axes at once: `body` folds them with a ``Run``
  /// an axis, ended, into each axis's largest sizes; they are then its min-content folds.
  static func sweepPlain(
    _ columns: inout Self, _ rows: inout Self,
    _ body: (AxisPair<UnsafeMutableBufferPointer<Double>>) -> Void
  ) {
    columns.largest.withUnsafeMutableBufferPointer { columnLargest in
      rows.largest.withUnsafeMutableBufferPointer { rowLargest in
        body(AxisPair(columnLargest, rowLargest))
      }
    }
    columns.largestMinimum = columns.largest.indices.map(columns.largestSize)
    rows.largestMinimum = rows.largest.indices.map(rows.largestSize)
  }
}

extension PlacedAxisItems.Spanning {
  /// A plain child (its min-content size is its size; no limit).
  init(plain index: Int, _ item: SpanTracks.Contribution) {
    self.init(index: index, item: item, minimum: item.size, maximum: nil)
  }
}
