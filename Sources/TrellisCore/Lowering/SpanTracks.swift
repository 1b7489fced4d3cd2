/// The tracks of one axis of a grid whose children are placed by area, as its spanning
/// children see them while the track contents are found
/// (``LayoutPass/placedContentSizes(_:_:areas:first:abstract:crossSizes:intrinsic:)``): each
/// track's kind, the spacings between them, and what a child covering a track finds there.
struct SpanTracks {
  /// Each track's sizing.
  let sizings: [TrackSizing]
  /// Each track's kind.
  let kinds: [LayoutPass.TrackKind]
  /// Whether each track is a content track.
  let isContent: [Bool]
  /// Whether each track is a flexible one.
  let isFlexible: [Bool]
  /// The spacing after each track but the last, rounded up.
  let gaps: [Double]
  /// Each content-minimum flexible track's stretch (> 0), its weight when it grows for the
  /// children covering flexible tracks; 0 for the other tracks.
  let stretches: [Double]
  /// The number of flexible tracks before each track (one more entry than tracks).
  private let flexibleBefore: [Int]
  /// What a child finds in each track that is not a content or content-minimum flexible one:
  /// its own size, known once the children of span 1 are in; NaN for the others, whose size
  /// is their base (``size(_:base:)``).
  var held: [Double]

  init(sizings: [TrackSizing], gaps: [Double]) {
    self.sizings = sizings
    self.gaps = gaps
    kinds = sizings.map(LayoutPass.kind)
    isContent = kinds.map { if case .content = $0 { true } else { false } }
    isFlexible = kinds.map { if case .flexible = $0 { true } else { false } }
    stretches = zip(kinds, sizings).map { kind, sizing in
      if case .flexible(contentMinimum: true) = kind { sizing.stretch } else { 0 }
    }
    var before = [Int](repeating: 0, count: sizings.count + 1)
    for (j, kind) in kinds.enumerated() {
      if case .flexible = kind { before[j + 1] = before[j] + 1 } else { before[j + 1] = before[j] }
    }
    flexibleBefore = before
    held = Array(repeating: .nan, count: sizings.count)
  }

  /// The number of tracks.
  var count: Int { sizings.count }

  /// Whether a child's area covers a flexible track.
  func crosses(_ item: Contribution) -> Bool {
    flexibleBefore[item.start + item.span] > flexibleBefore[item.start]
  }

  /// Whether a track grows for the children covering flexible tracks: a flexible track with
  /// a content minimum.
  func growsForFlexible(_ j: Int) -> Bool { stretches[j] > 0 }

  /// The spacings inside an area.
  func inner(_ tracks: Range<Int>) -> Double {
    var total = 0.0
    var j = tracks.lowerBound
    while j < tracks.upperBound - 1 {
      total += gaps[j]
      j += 1
    }
    return total
  }

  /// What a child of `size` needs beyond the tracks it covers at their sizes (`base` where a
  /// track has no size of its own) and the spacings between them.
  func excess(_ tracks: Range<Int>, _ size: Double, base: [Double]) -> Double {
    var total = 0.0
    for j in tracks { total += self.size(j, base: base) }
    return max(0, size - total - inner(tracks))
  }

  /// What a child finds in track `j`: its held size, else its base.
  @inline(__always)
  func size(_ j: Int, base: [Double]) -> Double {
    let held = held[j]
    return held.isNaN ? base[j] : held
  }

  /// A child's area on one axis and what it contributes there (16 bytes).
  struct Contribution {
    private var area: (start: Int32, span: Int32)
    /// Its size across its tracks.
    var size: Double

    init(start: Int, span: Int, size: Double) {
      self.init((Int32(start), Int32(span)), size: size)
    }

    /// A contribution over a run of tracks as a ``GridArea`` stores it.
    init(_ run: (start: Int32, span: Int32), size: Double) {
      area = run
      self.size = size
    }

    /// The first track.
    var start: Int { Int(area.start) }
    /// The number of tracks covered.
    var span: Int { Int(area.span) }
    /// The tracks covered.
    var tracks: Range<Int> { start..<start + span }
  }

  /// The needs of one step as they are found, over the tracks they ask of only.
  ///
  /// Segment `k` of ``needs`` is track `needs.tracks[k]`, numbered as first asked, so a step costs
  /// what its children ask, whatever the number of tracks. A child asking one track alone is
  /// kept only while it asks that track more than every earlier such child (the track grows
  /// by the largest part, so a smaller one changes nothing), in the place of the first.
  struct Needs {
    private(set) var needs = AxisProblem.SpanNeeds()
    /// For each track: its segment (-1: not asked in this step).
    private var segments: [Int32]
    /// For each segment: the need that asks it alone (-1: none yet), and that need's weight.
    private var alone: [Int] = []
    private var aloneWeights: [Double] = []

    /// An empty list for `tracks` tracks.
    ///
    /// - Complexity: O(tracks), once: ``removeAll()`` empties it for the next step.
    init(tracks: Int) {
      segments = Array(repeating: -1, count: tracks)
    }

    /// Empties the list for another step.
    ///
    /// - Complexity: O(the tracks asked).
    mutating func removeAll() {
      for track in needs.tracks { segments[track] = -1 }
      alone.removeAll(keepingCapacity: true)
      aloneWeights.removeAll(keepingCapacity: true)
      needs = AxisProblem.SpanNeeds()
    }

    /// Makes room for `needs` more children asking `parts` more parts in all.
    mutating func reserve(needs count: Int, parts: Int) {
      needs.reserve(needs: count, parts: parts)
    }

    /// Track `track`'s segment, numbered when first asked.
    @inline(__always)
    mutating func segment(_ track: Int) -> Int {
      let known = segments[track]
      if known >= 0 { return Int(known) }
      segments[track] = Int32(needs.tracks.count)
      needs.tracks.append(track)
      alone.append(-1)
      aloneWeights.append(0)
      return needs.tracks.count - 1
    }

    /// Adds a part to the child being added (``end(_:limited:)`` ends it): track `track`,
    /// asked with `weight` (> 0) and, up to limits, at most `room`.
    @inline(__always)
    mutating func part(_ track: Int, weight: Double = 1, room: Double = .infinity) {
      needs.appendPart(segment(track), weight: weight, room: room)
    }

    /// Ends the child being added, which needs `length` of its parts.
    ///
    /// It asks them in parts by their weights; up to limits when `limited`, its parts equal
    /// and each taking at most its room. A child without parts adds nothing; one asking a
    /// single track alone is kept only while it asks more than the earlier ones asking it
    /// alone with the same weight.
    mutating func end(_ length: Double, limited: Bool = false) {
      let parts = needs.openParts
      guard parts.count > 0 else { return }
      if parts.count == 1 && !limited {
        let (segment, weight) = (needs.segment(parts.lowerBound), needs.weight(parts.lowerBound))
        let earlier = alone[segment]
        if earlier >= 0 && aloneWeights[segment] == weight {
          needs.dropOpenParts()
          if length > needs.length(earlier) { needs.raise(earlier, to: length) }
          return
        }
        alone[segment] = needs.count
        aloneWeights[segment] = weight
      }
      needs.endNeed(length, limited: limited)
    }
  }
}
