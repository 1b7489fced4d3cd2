import Testing
import TrellisTestSupport

@testable import TrellisCore

/// The real-valued placement a grid's loop takes for items with the default placement (the
/// alignment read once as a fraction of the free length) against the cell placement rule, bit
/// for bit: every alignment, items larger and smaller than their cell, sizes and starts of ±0.
@Suite struct CellPlacementTests {
  static let values: [Double] = [0, -0.0, 0.1, 1, 2.5, 3, 7.3, 40, 1e-300, 123_456.789, 0x1p52 + 1]

  @Test(arguments: [Alignment.start, .center, .end, .fill])
  func realSpanIsTheCellPlacementRule(_ alignment: Alignment) {
    var random = SplitMix64(seed: 4_400)
    var cases: [(Double, Double, Double)] = []
    for size in Self.values {
      for start in Self.values + Self.values.map(-) {
        for length in Self.values { cases.append((size, start, length)) }
      }
    }
    for _ in 0..<2_000 {
      cases.append(
        (
          Double.random(in: 0...500, using: &random), Double.random(in: -500...500, using: &random),
          Double.random(in: 0...500, using: &random)
        ))
    }
    for (size, start, length) in cases {
      let rule = CellPlacement.span(
        size, start: start, length: length, stretches: false, alignment: alignment, offset: 0,
        integral: false, origin: 0)
      let real = CellPlacement.realSpan(
        size, start: start, length: length, fills: alignment == .fill,
        fraction: alignment.fraction)
      #expect(
        real.origin.bitPattern == rule.origin.bitPattern
          && real.size.bitPattern == rule.size.bitPattern,
        "size \(size), start \(start), length \(length): \(real) against \(rule)")
    }
  }
}
