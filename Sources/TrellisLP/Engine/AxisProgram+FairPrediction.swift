import TrellisCore

/// Where progressive filling starts: a prediction of the segments it ends up freezing.
///
/// Progressive filling (``AxisProgram/freeze(cappedAt:)``) takes a round per cap that binds,
/// each a cold simplex solve of O(segments) iterations from a start that the newly raised unit
/// makes infeasible: O(segments³) when every column has its own cap (1,000 columns took 6.7 s,
/// 4,000 more than twenty minutes). The rounds end at the water-filling level, which
/// a sort of the breakpoints finds (``AxisProgram/predictedUnit(_:)``), and the segments capped
/// there are frozen before the first solve. The LP still decides: every segment the
/// prediction froze must be capped at the unit GLPK finds
/// (``AxisProgram/reachesCaps(_:unitValue:)``), otherwise progressive filling starts over
/// unfrozen; ``AxisProgram/freeze(cappedAt:)`` then freezes what the prediction missed.
///
/// Both tests are the ones that end progressive filling, so the frozen set they accept is a
/// fixed point of the rounds: it holds exactly the segments its own optimum caps. In exact
/// arithmetic that set is unique, and progressive filling reaches it from any subset of it,
/// so the program solved last, its basis hint and the answer are those of progressive filling
/// alone, bit for bit. The prediction never uses the direct engine.
extension AxisProgram {
  /// The fair unit at which the weighted sizes `clamp(base + weight·u, min, max)` add up to
  /// the setup's target: the level progressive filling reaches, predicted in floating point.
  ///
  /// - Returns: the unit, or `nil` when the setup settles the problem, a minimum is not
  ///   finite, or the target is out of reach (no prediction then: progressive filling starts
  ///   unfrozen).
  /// - Complexity: O(n log n) for n weighted segments (one sort of 2n breakpoints, one sweep,
  ///   one sum).
  static func predictedUnit(_ setup: FairSetup) -> Double? {
    guard setup.settled == nil else { return nil }
    var growing: [Growth] = []
    growing.reserveCapacity(setup.segments.count)
    for segment in setup.segments where segment.weight > 0 {
      growing.append(
        Growth(
          base: segment.base, weight: segment.weight, minimum: segment.minimum,
          maximum: segment.maximum))
    }
    return waterLevel(growing, target: setup.target)
  }

  /// A weighted segment as the water level sees it: its size is
  /// `clamp(base + weight·u, minimum, maximum)` at the fair unit `u`.
  struct Growth {
    var base: Double
    var weight: Double
    var minimum: Double
    var maximum: Double

    /// The size at the fair unit `u`.
    func size(_ u: Double) -> Double { max(minimum, min(maximum, base + weight * u)) }
  }

  /// The fair unit at which the sizes of `growing` add up to `target`
  /// (``predictedUnit(_:)``).
  ///
  /// - Returns: the unit, or `nil` when a minimum is not finite or the target is out of reach.
  /// - Complexity: O(n log n) for n segments.
  static func waterLevel(_ growing: [Growth], target: Double) -> Double? {
    // Each breakpoint changes the slope of the total by ± the segment's weight.
    var breakpoints: [(unit: Double, slope: Double)] = []
    breakpoints.reserveCapacity(2 * growing.count)
    var total = 0.0
    for segment in growing {
      guard segment.minimum.isFinite, segment.weight.isFinite else { return nil }
      total += segment.minimum
      breakpoints.append(((segment.minimum - segment.base) / segment.weight, segment.weight))
      if segment.maximum.isFinite {
        breakpoints.append(((segment.maximum - segment.base) / segment.weight, -segment.weight))
      }
    }
    guard !breakpoints.isEmpty else { return nil }
    breakpoints.sort { $0.unit < $1.unit }
    // Below the first breakpoint every size is at its minimum; walk up to the piece where the
    // total reaches the target (or past the last breakpoint).
    var unit = breakpoints[0].unit
    var slope = 0.0
    var end: Double?
    for breakpoint in breakpoints {
      guard breakpoint.unit.isFinite else { return nil }
      let next = total + slope * (breakpoint.unit - unit)
      if next >= target, slope > 0 {
        end = breakpoint.unit
        break
      }
      (total, unit) = (next, breakpoint.unit)
      slope += breakpoint.slope
    }
    // The total at the start of that piece and its slope (the weights of the segments growing
    // inside it), summed afresh: the sweep's running sums drift (a slope left at 1e-16 by
    // fractional weights would pass for a growing piece).
    let inside = end.map { unit + ($0 - unit) / 2 } ?? unit + max(1, abs(unit))
    var exact = 0.0
    var rate = 0.0
    for segment in growing {
      exact += segment.size(unit)
      let reach = segment.base + segment.weight * inside
      if reach > segment.minimum && reach < segment.maximum { rate += segment.weight }
    }
    guard rate > 0 else { return nil }
    let predicted = unit + (target - exact) / rate
    return predicted.isFinite ? predicted : nil
  }

  /// Whether the fair unit `u` found by the solve caps every segment in `frozen`, as it would
  /// have to for progressive filling to have frozen them; a segment frozen below the level
  /// where it caps (a wrong prediction) makes this `false`.
  ///
  /// - Complexity: O(frozen).
  func reachesCaps(_ frozen: [FairCap], unitValue u: Double) -> Bool {
    frozen.allSatisfy { isCapped($0, unitValue: u) }
  }
}
