import Testing
import Trellis
import TrellisTestSupport

/// Warm re-solves of one axis at changing lengths equal cold solves, in both engines (the
/// LP engine's bit for bit: `compat` growth from the last basis, `fair` and `css` rounds
/// restarted from their last optimal bases).
@Suite struct AxisSessionTests {
  static func problem(seed: UInt64, distribution: Distribution, shrink: AxisProblem.Shrink)
    -> AxisProblem
  {
    var random = SplitMix64(seed: seed)
    var segments = [AxisProblem.Segment(.margin, base: 8), AxisProblem.Segment(.margin, base: 8)]
    for index in 0..<Int.random(in: 1...24, using: &random) {
      let base = Double(Int.random(in: 0...120, using: &random))
      let weight = index % 3 == 2 ? 0 : [0.5, 1, 2, 3][Int.random(in: 0...3, using: &random)]
      if distribution == .css {
        // Minimums above the content and caps, so rounds of progressive filling restart.
        segments.append(
          .init(
            .cell, base: base, weight: weight, minimum: index % 2 == 0 ? base + 30 : base / 4,
            maximum: index % 5 == 1 ? base + 20 : .infinity))
      } else {
        segments.append(.init(.cell, base: base, weight: weight, minimum: base / 4))
      }
    }
    return AxisProblem(
      segments: segments, available: nil, shrink: shrink, distribution: distribution,
      integral: seed % 2 == 0)
  }

  @Test(arguments: 0..<60)
  func warmResizesEqualColdSolves(seed: UInt64) throws {
    let distribution: Distribution = seed >= 40 ? .css : seed % 5 == 4 ? .fair : .compat
    let shrink: AxisProblem.Shrink = seed % 3 == 0 ? .weightedThenProportional : .weighted
    let problem = Self.problem(seed: seed, distribution: distribution, shrink: shrink)
    let natural = problem.baseTotal
    // ±7 steps around the natural length, then big steps both ways, and fractional lengths.
    var lengths = (0..<12).map { natural + Double($0 % 2 == 0 ? 7 : -7) + Double($0) }
    lengths += [natural * 1.5, natural, natural * 0.5, natural * 1.5 + 0.5, 0, natural + 0.25]
    try LPEngine().withAxisSession(problem) { session in
      for length in lengths {
        var cold = problem
        cold.available = length
        let warm = try session.solve(available: length)
        let lp = try LPEngine().solve(cold)
        let direct = DirectEngine.solve(cold)
        #expect(warm == lp, "seed \(seed) length \(length)")
        #expect(
          zip(warm, direct).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) },
          "seed \(seed) length \(length) natural \(natural): \(warm) vs \(direct) \(cold)")
      }
    }
  }
}
