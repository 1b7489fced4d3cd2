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
    @usableFromInline struct Need: Sendable, Equatable {
      @usableFromInline var length: Double
      @usableFromInline var end: Int
    }
    /// A part: its segment and its weight (> 0).
    @usableFromInline struct Part: Sendable, Equatable {
      @usableFromInline var segment: Int
      @usableFromInline var weight: Double
    }
    // (Read by the engines' loops, which inline the accessors below.)
    @usableFromInline private(set) var needs: [Need] = []
    @usableFromInline private(set) var parts: [Part] = []
    /// The room of each part (``room(_:)``); `nil` while no child has limits.
    @usableFromInline private(set) var rooms: [Double]?
    /// Whether each child has limits; `nil` while none has.
    @usableFromInline private(set) var limited: [Bool]?
    /// The track of each segment, when a step's problem has only the tracks its children ask
    /// of (for names); empty when segment `k` is track `k`.
    package var tracks: [Int] = []

    /// No needs.
    package init() {}

    /// Makes room for `needs` more children asking `parts` more parts in all.
    package mutating func reserve(needs: Int, parts: Int) {
      self.needs.reserveCapacity(self.needs.count + needs)
      self.parts.reserveCapacity(self.parts.count + parts)
    }

    /// The number of children with a need.
    @inlinable package var count: Int { needs.count }

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
    @inlinable package func length(_ need: Int) -> Double { needs[need].length }

    /// The segment of part `part`.
    @inlinable package func segment(_ part: Int) -> Int { parts[part].segment }

    /// The weight of part `part`, > 0.
    @inlinable package func weight(_ part: Int) -> Double { parts[part].weight }

    /// Whether child `need` asks up to limits (its parts equal, each up to its room).
    @inlinable package func isLimited(_ need: Int) -> Bool { limited?[need] ?? false }

    /// Whether some child asks up to limits.
    package var hasLimits: Bool { limited?.contains(true) ?? false }

    /// The room of part `part` of a child with limits: how much it takes before the others
    /// take the rest (`.infinity` for every other part).
    @inlinable package func room(_ part: Int) -> Double { rooms?[part] ?? .infinity }

    /// Raises what child `need` needs to `length`.
    package mutating func raise(_ need: Int, to length: Double) {
      needs[need].length = length
    }

    /// The parts of child `need`: the indices ``segment(_:)``, ``weight(_:)`` and ``room(_:)``
    /// read.
    @inlinable package func parts(_ need: Int) -> Range<Int> {
      (need == 0 ? 0 : needs[need - 1].end)..<needs[need].end
    }

    /// The sum of child `need`'s weights.
    @inlinable package func totalWeight(_ need: Int) -> Double {
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
