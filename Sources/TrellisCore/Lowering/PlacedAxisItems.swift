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

  /// What the children of span 1 have given one track so far.
  struct TrackFold {
    /// How a child of span 1 counts in the track.
    enum Role { case content, flexible, contentMinimum, none }
    let role: Role
    /// A content track's base and limit, and whether it is still open (no child in it).
    var base: Double
    var limit: Double
    var open = true
    /// In a fixed track with a content minimum, its largest child.
    var spanOne = 0.0
    /// In a flexible track: its largest child, and that child's first one with a size
    /// (`.max`: none).
    var largestAlone = 0.0
    var firstAlone = Int.max
    /// Its largest child, whatever the track (what bounds every child of span 1 in it).
    var largest = 0.0
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
      return TrackFold(role: role, base: base, limit: base)
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
    folds[j].largest = max(folds[j].largest, item.size)
    switch folds[j].role {
    case .flexible:
      // A flexible track's base is 0 until the children covering flexible tracks are taken
      // (the last step): what this child needs there is its size.
      if item.size > folds[j].largestAlone { folds[j].largestAlone = item.size }
      if item.size > 0 && folds[j].firstAlone == .max { folds[j].firstAlone = index }
    case .content:
      folds[j].base = max(folds[j].base, minimum)
      folds[j].limit = max(folds[j].open ? 0 : folds[j].limit, maximum ?? 0, folds[j].base)
      folds[j].open = false
    case .contentMinimum:
      folds[j].spanOne = max(folds[j].spanOne, item.size)
    case .none: break
    }
  }
}
