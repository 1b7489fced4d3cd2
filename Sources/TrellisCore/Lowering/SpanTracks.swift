/// The tracks of one axis of a grid whose children are placed by area, as its spanning
/// children see them while the track contents are found
/// (``LayoutPass/placedContentSizes(_:_:areas:first:abstract:crossSizes:intrinsic:)``): each
/// track's kind and the spacings between them.
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

  /// What a child of `size` needs beyond the tracks it covers at their current `sizes` and
  /// the spacings between them.
  ///
  /// (One loop over the tracks adds both sums, each in its order.)
  @inline(__always)
  func excess(_ tracks: Range<Int>, _ size: Double, sizes: [Double]) -> Double {
    var (total, inner) = (sizes[tracks.lowerBound], 0.0)
    var j = tracks.lowerBound + 1
    while j < tracks.upperBound {
      inner += gaps[j - 1]
      total += sizes[j]
      j += 1
    }
    return max(0, size - total - inner)
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
  /// what its children ask, whatever the number of tracks. A track grows by the largest part it
  /// is given, so a child asking the same parts as an earlier one changes nothing unless it
  /// needs more, and is then kept as the earlier one's larger length, in its place: a child
  /// over the same area as an earlier one (``raise(over:to:)``), or asking one track alone with
  /// the same weight.
  struct Needs {
    private(set) var needs = AxisProblem.SpanNeeds()
    /// For each track: its segment (-1: not asked in this step).
    private var segments: [Int32]
    /// For each segment: the need that asks it alone (-1: none yet), and that need's weight.
    private var alone: [Int] = []
    private var aloneWeights: [Double] = []
    /// The areas that asked needs in this step, open-addressed (at most half full), their
    /// number, and the step (a slot kept in an earlier one is free).
    private var areas = [AreaSlot](repeating: AreaSlot(), count: 64)
    private var kept = 0
    private var step: Int32 = 0

    /// An area's first track and span, the need it asked and the step it was kept in.
    struct AreaSlot {
      var start: Int32 = 0
      var span: Int32 = 0
      var need: Int32 = 0
      var step: Int32 = -1
    }

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
      step += 1
      kept = 0
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

    /// Whether an earlier child of this step over `area` asked a need, which it raises to
    /// `length` when `length` is larger: children over the same area ask the same parts.
    ///
    /// - Complexity: O(1): it looks at eight slots at most (a child not found asks its parts
    ///   again, which only costs their time).
    @inline(__always)
    mutating func raise(over area: Range<Int>, to length: Double) -> Bool {
      let mask = areas.count - 1
      var slot = Self.hash(area) & mask
      for _ in 0..<8 {
        let entry = areas[slot]
        guard entry.step == step else { return false }
        if entry.start == area.lowerBound && entry.span == area.count {
          needs.raise(Int(entry.need), toAtLeast: length)
          return true
        }
        slot = (slot + 1) & mask
      }
      return false
    }

    /// Where `area` is first looked for.
    @inline(__always)
    private static func hash(_ area: Range<Int>) -> Int {
      let key =
        UInt64(truncatingIfNeeded: area.lowerBound) &<< 24 ^ UInt64(truncatingIfNeeded: area.count)
      return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> 32)
    }

    /// Keeps `area` as asking need `need`, the slots doubled when half full.
    private mutating func keep(_ area: Range<Int>, need: Int) {
      if 2 * (kept + 1) > areas.count {
        let full = areas
        areas = Array(repeating: AreaSlot(), count: 2 * full.count)
        kept = 0
        for entry in full where entry.step == step {
          let start = Int(entry.start)
          keep(start..<start + Int(entry.span), need: Int(entry.need))
        }
      }
      let mask = areas.count - 1
      var slot = Self.hash(area) & mask
      for _ in 0..<8 {
        if areas[slot].step != step {
          areas[slot] = AreaSlot(
            start: Int32(area.lowerBound), span: Int32(area.count), need: Int32(need), step: step)
          kept += 1
          return
        }
        slot = (slot + 1) & mask
      }
    }

    /// Adds a part to the child being added (``end(_:area:limited:)`` ends it): track
    /// `track`, asked with `weight` (> 0) and, up to limits, at most `room`.
    @inline(__always)
    mutating func part(_ track: Int, weight: Double = 1, room: Double = .infinity) {
      needs.appendPart(segment(track), weight: weight, room: room)
    }

    /// Ends the child being added, which needs `length` of its parts.
    ///
    /// It asks them in parts by their weights; up to limits when `limited`, its parts equal
    /// and each taking at most its room. A child without parts adds nothing; one asking a
    /// single track alone is kept only while it asks more than the earlier ones asking it
    /// alone with the same weight. Without limits, its `area` (when given) is kept for
    /// ``raise(over:to:)``.
    mutating func end(_ length: Double, area: Range<Int>? = nil, limited: Bool = false) {
      let parts = needs.openParts
      guard parts.count > 0 else { return }
      var need = needs.count
      if parts.count == 1 && !limited {
        let (segment, weight) = (needs.segment(parts.lowerBound), needs.weight(parts.lowerBound))
        let earlier = alone[segment]
        if earlier >= 0 && aloneWeights[segment] == weight {
          needs.dropOpenParts()
          needs.raise(earlier, toAtLeast: length)
          need = earlier
        } else {
          alone[segment] = needs.count
          aloneWeights[segment] = weight
        }
      }
      if need == needs.count { needs.endNeed(length, limited: limited) }
      if let area, !limited { keep(area, need: need) }
    }
  }
}
