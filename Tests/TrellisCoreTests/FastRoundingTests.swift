import Testing
import TrellisCore
import TrellisTestSupport

/// The library-free rounding equals the standard library's, bit for bit except zero signs.
@Suite struct FastRoundingTests {
  static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

  static let edges: [Double] = [
    0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
    0.5000000000000001, 1 - 0x1p-53, 0x1p52, -0x1p52, 0x1p52 - 0.5, 0x1p52 + 1, 0x1p53,
    4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 1e300, -1e300, .infinity, -.infinity,
    .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
    123.456, -123.456, 99.5, -99.5,
  ]

  @Test(arguments: edges)
  func edgeCases(_ value: Double) {
    #expect(Self.same(value.roundedHalfAwayFromZero, value.rounded(.toNearestOrAwayFromZero)))
    #expect(Self.same(value.roundedUp, value.rounded(.up)))
    #expect(Self.same(value.roundedDown, value.rounded(.down)))
  }

  @Test func millionRandomValues() {
    var random = SplitMix64(seed: 42)
    var mismatches: [Double] = []
    for _ in 0..<1_000_000 {
      let scale = [1.0, 2, 1e3, 1e7, 1e15, 0x1p53][Int.random(in: 0...5, using: &random)]
      let halves = Double(Int.random(in: -1000...1000, using: &random)) / 2
      let value =
        Bool.random(using: &random) ? halves : Double.random(in: -scale...scale, using: &random)
      if !Self.same(value.roundedHalfAwayFromZero, value.rounded(.toNearestOrAwayFromZero))
        || !Self.same(value.roundedUp, value.rounded(.up))
        || !Self.same(value.roundedDown, value.rounded(.down))
      {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }
}
