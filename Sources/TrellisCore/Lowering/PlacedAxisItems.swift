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

  /// What the children of span 1 have given one track so far: their largest sizes, whatever
  /// the track; what the first step of the track contents makes of them depends on the
  /// track's role (``base``, ``limit``, ``open``, ``spanOne``, ``largestAlone``).
  struct TrackFold {
    /// How a child of span 1 counts in the track.
    enum Role { case content, flexible, contentMinimum, none }
    let role: Role
    /// A content track's base before its children (its numeric minimum), 0 for the others.
    let start: Double
    /// Whether a child of span 1 is in the track.
    var seen = false
    /// The largest size, min-content size and max-content size (0 without limits) of its
    /// children of span 1.
    var largest = 0.0
    var largestMinimum = 0.0
    var largestMaximum = 0.0
    /// The first child with a size above 0 (`.max`: none).
    var firstAlone = Int.max

    /// A content track's base: its start, or its largest child's min-content size.
    var base: Double { role == .content && seen ? max(start, largestMinimum) : start }
    /// A content track's limit: its base, or its largest child's max-content size.
    var limit: Double { role == .content && seen ? max(largestMaximum, base) : start }
    /// Whether a content track is still open (no child of span 1 in it).
    var open: Bool { role != .content || !seen }
    /// A fixed track with a content minimum: its largest child.
    var spanOne: Double { role == .contentMinimum ? largest : 0 }
    /// A flexible track: its largest child (what the child needs there, its base being 0).
    var largestAlone: Double { role == .flexible ? largest : 0 }
  }

  /// The tracks.
  var tracks: SpanTracks
  /// Whether content tracks keep a max-content limit beside their base (some child's
  /// min-content and max-content sizes differ).
  let hasLimits: Bool
  /// Each track's fold.
  var folds: [TrackFold]
  /// The children covering more than one track, in document order.
  var spanning: [Spanning] = []

  init(tracks: SpanTracks, hasLimits: Bool) {
    self.tracks = tracks
    self.hasLimits = hasLimits
    folds = (0..<tracks.count).map { j in
      let sizing = tracks.sizings[j]
      var base = 0.0
      if tracks.isContent[j], case .value(let low)? = sizing.min { base = max(0, low) }
      let role: TrackFold.Role =
        tracks.isFlexible[j]
        ? .flexible
        : tracks.isContent[j] ? .content : sizing.min == .content ? .contentMinimum : .none
      return TrackFold(role: role, start: base)
    }
  }

  /// Takes child `index` of area and size `item` (its size as the axis is measured), of
  /// min-content size `minimum` and max-content size `maximum` (`nil` without limits).
  mutating func add(
    _ index: Int, _ item: SpanTracks.Contribution, minimum: Double, maximum: Double?
  ) {
    folds.withUnsafeMutableBufferPointer { folds in
      Self.add(index, item, minimum: minimum, maximum: maximum, folds, &spanning)
    }
  }

  /// ``add(_:_:minimum:maximum:)`` into `folds` and `spanning`, for a sweep that holds the
  /// folds of both axes at once.
  @inline(__always)
  static func add(
    _ index: Int, _ item: SpanTracks.Contribution, minimum: Double, maximum: Double?,
    _ folds: UnsafeMutableBufferPointer<TrackFold>, _ spanning: inout [Spanning]
  ) {
    guard item.span == 1 else {
      spanning.append(Spanning(index: index, item: item, minimum: minimum, maximum: maximum))
      return
    }
    let j = item.start
    folds[j].seen = true
    folds[j].largest = max(folds[j].largest, item.size)
    folds[j].largestMinimum = max(folds[j].largestMinimum, minimum)
    folds[j].largestMaximum = max(folds[j].largestMaximum, maximum ?? 0)
    if item.size > 0 && folds[j].firstAlone == .max { folds[j].firstAlone = index }
  }

  /// The fold of the track the last plain child of span 1 was in, taken out of the folds
  /// while the next children are in the same track (a row of a row-major grid): a run of
  /// children is folded in registers, not through memory.
  struct Run {
    var track = -1
    var largest = 0.0
    var firstAlone = Int.max

    /// Puts the run back into its track's fold.
    @inline(__always)
    func end(_ folds: UnsafeMutableBufferPointer<TrackFold>) {
      guard track >= 0 else { return }
      folds[track].seen = true
      folds[track].largest = largest
      folds[track].firstAlone = firstAlone
    }
  }

  /// ``add(_:_:minimum:maximum:)`` of a plain item, whose min-content and max-content sizes
  /// are its size and which keeps no limit: its largest min-content size is its largest size,
  /// written once the sweep is over (``finishPlain(_:_:)``).
  @inline(__always)
  static func addPlain(
    _ index: Int, _ item: SpanTracks.Contribution,
    _ folds: UnsafeMutableBufferPointer<TrackFold>, _ run: inout Run,
    _ spanning: inout [Spanning]
  ) {
    guard item.span == 1 else {
      spanning.append(Spanning(index: index, item: item, minimum: item.size, maximum: nil))
      return
    }
    let j = item.start
    if j != run.track {
      run.end(folds)
      run = Run(track: j, largest: folds[j].largest, firstAlone: folds[j].firstAlone)
    }
    run.largest = max(run.largest, item.size)
    if item.size > 0 && run.firstAlone == .max { run.firstAlone = index }
  }

  /// Ends a sweep of plain items (``addPlain(_:_:_:_:_:)``).
  static func finishPlain(_ folds: UnsafeMutableBufferPointer<TrackFold>, _ run: Run) {
    run.end(folds)
    for j in folds.indices { folds[j].largestMinimum = folds[j].largest }
  }
}
