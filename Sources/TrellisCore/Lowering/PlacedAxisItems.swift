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

  /// The tracks.
  var tracks: SpanTracks
  /// Whether content tracks keep a max-content limit beside their base (some child's
  /// min-content and max-content sizes differ).
  let hasLimits: Bool
  /// Each content track's base and limit, and whether it is still open (no child of span 1
  /// in it).
  var base: [Double]
  var limit: [Double]
  var open: [Bool]
  /// The largest child of span 1 in each fixed track with a content minimum.
  var spanOne: [Double]
  /// For each flexible track: its largest child of span 1, and that child's first one with a
  /// size (`.max`: none).
  var largestAlone: [Double]
  var firstAlone: [Int]
  /// The children covering more than one track, in document order.
  var spanning: [Spanning] = []

  init(tracks: SpanTracks, hasLimits: Bool) {
    self.tracks = tracks
    self.hasLimits = hasLimits
    let count = tracks.count
    base = (0..<count).map { j in
      if tracks.isContent[j], case .value(let low)? = tracks.sizings[j].min { return max(0, low) }
      return 0
    }
    limit = base
    open = Array(repeating: true, count: count)
    spanOne = Array(repeating: 0, count: count)
    largestAlone = Array(repeating: 0, count: count)
    firstAlone = Array(repeating: .max, count: count)
  }

  /// Takes child `index` of area and size `item` (its size as the axis is measured), of
  /// min-content size `minimum` and max-content size `maximum` (`nil` without limits).
  @inline(__always)
  mutating func add(
    _ index: Int, _ item: SpanTracks.Contribution, minimum: Double, maximum: Double?
  ) {
    guard item.span == 1 else {
      spanning.append(Spanning(index: index, item: item, minimum: minimum, maximum: maximum))
      return
    }
    let j = item.start
    if tracks.isFlexible[j] {
      // A flexible track's base is 0 until the children covering flexible tracks are taken
      // (the last step): what this child needs there is its size.
      if item.size > largestAlone[j] { largestAlone[j] = item.size }
      if item.size > 0 && firstAlone[j] == .max { firstAlone[j] = index }
    } else if tracks.isContent[j] {
      base[j] = max(base[j], minimum)
      limit[j] = max(open[j] ? 0 : limit[j], maximum ?? 0, base[j])
      open[j] = false
    } else if tracks.sizings[j].min == .content {
      spanOne[j] = max(spanOne[j], item.size)
    }
  }
}
