extension AxisProblem {
  /// What the spanning children need from their tracks in one step of sizing a grid's tracks
  /// (``AxisProblem/spans``), flat: one entry per child, its parts side by side.
  ///
  /// Child `i` needs `length(i)` beyond what the tracks it covers already give it (their
  /// sizes and the spacings between them). It asks it of the segments of its parts
  /// (``parts(_:)``) in parts: the segment of part `p` is asked `length(i) × weight(p) / Σ
  /// weights`. A segment may repeat: a uniform axis
  /// is one segment, asked once per track the child covers.
  ///
  /// A child with limits (``isLimited(_:)``, CSS 11.5.1 "up to limits") asks instead equal
  /// parts that each stop at their part's room (``room(_:)``), what a full part cannot take
  /// going on equally to the others; what no part has room for is then shared equally by all.
  package struct SpanNeeds: Sendable, Equatable {
    /// A child: what it needs beyond its tracks' current sizes (> 0), and where its parts end.
    package struct Need: Sendable, Equatable {
      package var length: Double
      package var end: Int
    }
    /// A part: its segment and its weight (> 0).
    package struct Part: Sendable, Equatable {
      package var segment: Int
      package var weight: Double
    }
    /// The children, in order; child `i`'s parts follow child `i − 1`'s in ``parts``. (An
    /// engine's loop reads these arrays: the accessors below are not inlined across modules.)
    package private(set) var needs: [Need] = []
    /// Every child's parts, side by side.
    package private(set) var parts: [Part] = []
    /// The room of each part (``room(_:)``); `nil` while no child has limits.
    private var rooms: [Double]?
    /// Whether each child has limits; `nil` while none has.
    private var limited: [Bool]?
    /// The track of each segment, when a step's problem has only the tracks its children ask
    /// of (for names); empty when segment `k` is track `k`.
    package var tracks: [Int] = []

    /// No needs.
    package init() {}

    /// The number of children with a need.
    package var count: Int { needs.count }

    /// Whether no child needs anything.
    package var isEmpty: Bool { needs.isEmpty }

    /// Adds a part to the child being added (``endNeed(_:limited:)`` ends it): segment
    /// `segment`, of weight `weight` (> 0) and, for a child with limits, room `room`.
    @inline(__always)
    package mutating func appendPart(_ segment: Int, weight: Double = 1, room: Double = .infinity) {
      if room != .infinity { keepLimits() }
      parts.append(Part(segment: segment, weight: weight))
      rooms?.append(room)
    }

    /// Ends the child being added, which needs `length` of the parts added since the previous
    /// child (at least one) and asks them up to limits when `limited`.
    @inline(__always)
    package mutating func endNeed(_ length: Double, limited isLimited: Bool = false) {
      if isLimited { keepLimits() }
      needs.append(Need(length: length, end: parts.count))
      limited?.append(isLimited)
    }

    /// The parts added since the last child ended (``endNeed(_:limited:)``).
    package var openParts: Range<Int> { (needs.last?.end ?? 0)..<parts.count }

    /// Removes the parts added since the last child ended.
    package mutating func dropOpenParts() {
      let first = needs.last?.end ?? 0
      parts.removeSubrange(first...)
      rooms?.removeSubrange(first...)
    }

    /// Starts keeping rooms and limits, at their defaults for the parts and children so far.
    private mutating func keepLimits() {
      guard rooms == nil else { return }
      rooms = Array(repeating: .infinity, count: parts.count)
      limited = Array(repeating: false, count: needs.count)
    }

    /// What child `need` needs beyond its tracks' current sizes, > 0.
    package func length(_ need: Int) -> Double { needs[need].length }

    /// The segment of part `part`.
    package func segment(_ part: Int) -> Int { parts[part].segment }

    /// The weight of part `part`, > 0.
    package func weight(_ part: Int) -> Double { parts[part].weight }

    /// Whether child `need` asks up to limits (its parts equal, each up to its room).
    package func isLimited(_ need: Int) -> Bool { limited?[need] ?? false }

    /// Whether some child asks up to limits.
    package var hasLimits: Bool { limited?.contains(true) ?? false }

    /// The room of part `part` of a child with limits: how much it takes before the others
    /// take the rest (`.infinity` for every other part).
    package func room(_ part: Int) -> Double { rooms?[part] ?? .infinity }

    /// Raises what child `need` needs to `length` when it needs less (without a branch: which
    /// of two children needs more is anyone's guess).
    @inline(__always)
    package mutating func raise(_ need: Int, toAtLeast length: Double) {
      needs[need].length = max(needs[need].length, length)
    }

    /// The parts of child `need`: the indices ``segment(_:)``, ``weight(_:)`` and ``room(_:)``
    /// read.
    package func parts(_ need: Int) -> Range<Int> {
      (need == 0 ? 0 : needs[need - 1].end)..<needs[need].end
    }

    /// The sum of child `need`'s weights.
    package func totalWeight(_ need: Int) -> Double {
      parts(need).reduce(0) { $0 + parts[$1].weight }
    }
  }

  /// A problem of one step of sizing a grid's tracks for its spanning children: the tracks
  /// (cell segments) at their current sizes, each child's need (``SpanNeeds``); the answer is
  /// every track's size grown by the largest part any child asks of it.
  ///
  /// - Parameters:
  ///   - sizes: every track's current size.
  ///   - needs: what the children need (each with a length > 0 and at least one segment).
  ///   - integral: whether WeView's integral arithmetic applies to the grid.
  ///   - source: the grid, its axis (purpose ``Source/Purpose/measure``).
  /// - Returns: the problem, whose segments are the tracks.
  package static func spanning(
    _ sizes: [Double], needs: SpanNeeds, integral: Bool, source: Source
  ) -> AxisProblem {
    var problem = AxisProblem(
      segments: sizes.map { Segment(.cell, base: $0) }, available: nil, grows: false,
      distribution: .fair, integral: integral, source: source)
    problem.spans = needs
    return problem
  }
}
