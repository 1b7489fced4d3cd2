import TrellisCore

/// Segments that the layout's own solution holds at a bound: where the starting basis pins them.
extension TieredBuilder {
  /// A segment of a traced problem.
  struct SegmentKey: Hashable {
    var problem: Int
    var segment: Int
  }

  /// The stretching segments the layout's own solution holds at a minimum or maximum rather
  /// than at their stretch proportion, and the stretch unit of each problem that has some.
  struct BoundedStart {
    /// Each such segment's minimum or maximum row: the starting basis pins its size there.
    var rows: [SegmentKey: LinearProgram.Row] = [:]
    /// The stretch unit of the layout's own solution, by problem: the start measures the
    /// stretch rules of bounded segments with it.
    var units: [Int: Double] = [:]
  }

  /// One stretching segment's rules.
  private struct SegmentRules {
    var key: SegmentKey
    /// Its stretch rule (`size − weight·unit == base`).
    var stretch: TieredRule?
    /// Its minimum and maximum rules.
    var bounds: [TieredRule] = []

    /// Its size at the layout's own solution with stretch unit `unit` is not its proportion.
    func leaves(_ size: Double, unit: Double, _ tolerance: Double) -> Bool {
      guard let stretch else { return false }
      return abs(size - stretch.target + stretch.terms[1].coefficient * unit) > tolerance
    }

    /// The first bound rule that `size` sits on.
    func bound(at size: Double, _ tolerance: Double) -> TieredRule? {
      bounds.first { abs(size - $0.target) <= tolerance }
    }
  }

  /// The stretching segments that the layout's own solution holds at their minimum or
  /// maximum instead of their stretch proportion (columns that `fair` distribution caps),
  /// each with the row of that bound.
  ///
  /// The starting basis pins such a size in its bound's row, and the stretch rule it breaks
  /// has its violation basic: the basic solution is then the layout's own, and the stages do
  /// not pivot each bounded segment from its proportion to its bound one at a time (one
  /// iteration of O(rows) work per segment: Θ(segments²) for a long capped axis).
  ///
  /// A problem's stretch unit is read from its first stretching segment strictly inside its
  /// bounds, which the layout keeps at its proportion. A problem keeps every segment in its
  /// stretch rule when it has no such segment (its unit is basic in its `fill` row and needs a
  /// proportional segment), or when a segment sits at neither its proportion nor a bound
  /// (`css` tracks sized by their content): the start would not be the layout's own there.
  ///
  /// - Complexity: O(rules).
  func boundedStart(_ tiered: TieredProgram) -> BoundedStart {
    let tolerance = LPTolerances.startViolation * tiered.scale
    // Each problem's stretching segments, in the order of their first rule.
    var byProblem: [Int: [SegmentRules]] = [:]
    var position: [SegmentKey: Int] = [:]
    for rule in tiered.rules {
      guard case .layout(.rule(let family), let problem, let segment?) = rule.source,
        let unit = stretch[problem]
      else { continue }
      let isStretch = family == .stretch && rule.terms.count == 2 && rule.terms[1].variable == unit
      guard isStretch || family == .minimum || family == .maximum else { continue }
      let key = SegmentKey(problem: problem, segment: segment)
      let index: Int
      if let known = position[key] {
        index = known
      } else {
        index = byProblem[problem, default: []].count
        position[key] = index
        byProblem[problem, default: []].append(SegmentRules(key: key))
      }
      if isStretch {
        byProblem[problem]?[index].stretch = rule
      } else {
        byProblem[problem]?[index].bounds.append(rule)
      }
    }
    var start = BoundedStart()
    for (problem, segments) in byProblem {
      guard let sizes = pass.sizes[problem],
        let unit = unit(segments, sizes, tolerance)
      else { continue }
      var rows: [SegmentKey: LinearProgram.Row] = [:]
      var consistent = true
      for segment in segments where sizes.indices.contains(segment.key.segment) {
        let size = sizes[segment.key.segment]
        guard segment.leaves(size, unit: unit, tolerance) else { continue }
        guard let bound = segment.bound(at: size, tolerance) else {
          consistent = false
          break
        }
        rows[segment.key] = bound.row
      }
      guard consistent, !rows.isEmpty else { continue }
      start.rows.merge(rows) { first, _ in first }
      start.units[problem] = unit
    }
    return start
  }

  /// The stretch unit of the layout's own solution on one problem, read from its first
  /// stretching segment strictly inside its bounds, or `nil` when there is none.
  private func unit(_ segments: [SegmentRules], _ sizes: [Double], _ tolerance: Double)
    -> Double?
  {
    for segment in segments {
      guard let stretch = segment.stretch, sizes.indices.contains(segment.key.segment) else {
        continue
      }
      let size = sizes[segment.key.segment]
      let weight = -stretch.terms[1].coefficient
      guard weight > 0, segment.bound(at: size, tolerance) == nil else { continue }
      return (size - stretch.target) / weight
    }
    return nil
  }
}
