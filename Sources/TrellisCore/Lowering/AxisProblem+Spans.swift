extension AxisProblem {
  /// What one child spanning several tracks needs from them, in one step of sizing a grid's
  /// tracks for its spanning children (``AxisProblem/spans``).
  ///
  /// The child needs ``length`` beyond what the tracks it covers already give it (their sizes
  /// and the spacings between them). It asks it of ``segments`` in parts: the segment at
  /// position `k` is asked `length × weights[k] / Σ weights`. A segment may repeat: a uniform
  /// axis is one segment, asked once per track the child covers.
  package struct SpanNeed: Sendable, Equatable {
    /// What the child needs beyond its tracks' current sizes, > 0.
    package var length: Double
    /// The segments it grows.
    package var segments: [Int]
    /// Each one's weight, > 0.
    package var weights: [Double]

    /// Makes a need; `weights` defaults to equal parts.
    package init(length: Double, segments: [Int], weights: [Double]? = nil) {
      self.length = length
      self.segments = segments
      self.weights = weights ?? Array(repeating: 1, count: segments.count)
    }

    /// The part asked of the segment at position `k` of ``segments``.
    package func part(_ k: Int) -> Double {
      length * weights[k] / weights.reduce(0, +)
    }
  }

  /// A problem of one step of sizing a grid's tracks for its spanning children: the tracks
  /// (cell segments) at their current sizes, each child's need (``SpanNeed``); the answer is
  /// every track's size grown by the largest part any child asks of it.
  ///
  /// - Parameters:
  ///   - sizes: every track's current size.
  ///   - needs: what the children need (each with a length > 0 and at least one segment).
  ///   - integral: whether WeView's integral arithmetic applies to the grid.
  ///   - source: the grid, its axis (purpose ``Source/Purpose/measure``).
  /// - Returns: the problem, whose segments are the tracks.
  package static func spanning(
    _ sizes: [Double], needs: [SpanNeed], integral: Bool, source: Source
  ) -> AxisProblem {
    var problem = AxisProblem(
      segments: sizes.map { Segment(.cell, base: $0) }, available: nil, grows: false,
      distribution: .fair, integral: integral, source: source)
    problem.spans = needs
    return problem
  }
}
