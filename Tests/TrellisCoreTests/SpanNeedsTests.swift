import Testing
import TrellisTestSupport

@testable import TrellisCore

/// A step's list of needs keeps one need for the children over the same area (and for those
/// asking one track alone with the same weight): the tracks still grow by the largest part
/// any child asks, bit for bit.
@Suite struct SpanNeedsTests {
  /// Each track grown by the largest part a need of `list` asks of it.
  static func growth(_ list: AxisProblem.SpanNeeds, tracks: Int) -> [Double] {
    var grown = [Double](repeating: 0, count: tracks)
    for need in 0..<list.count {
      let total = list.totalWeight(need)
      for part in list.parts(need) {
        let track = list.tracks[list.segment(part)]
        grown[track] = max(grown[track], list.length(need) * list.weight(part) / total)
      }
    }
    return grown
  }

  @Test(arguments: 0..<30)
  func childrenOverTheSameAreaGrowTheTracksAsEachDoes(seed: UInt64) {
    var random = SplitMix64(seed: 7_300 + seed)
    let tracks = Int.random(in: 1...200, using: &random)
    var needs = SpanTracks.Needs(tracks: tracks)
    // Three steps, to use the list again after it is emptied.
    for step in 0..<3 {
      let context = "seed \(7_300 + seed), step \(step)"
      // Some tracks ask nothing (a child over only those adds no need).
      let weights = (0..<tracks).map { _ in
        Int.random(in: 0..<4, using: &random) == 0
          ? 0 : Double(Int.random(in: 1...3, using: &random))
      }
      var expected = [Double](repeating: 0, count: tracks)
      var areas: Set<[Int]> = []
      for _ in 0..<Int.random(in: 1...3_000, using: &random) {
        let span = Int.random(in: 1...min(8, tracks), using: &random)
        let start = Int.random(in: 0...(tracks - span), using: &random)
        let area = start..<start + span
        let length = Double.random(in: 0.5...100, using: &random)
        let asked = area.filter { weights[$0] > 0 }
        guard !asked.isEmpty else { continue }
        areas.insert([start, span])
        let total = asked.reduce(0) { $0 + weights[$1] }
        for j in asked { expected[j] = max(expected[j], length * weights[j] / total) }
        guard !needs.raise(over: area, to: length) else { continue }
        for j in asked { needs.part(j, weight: weights[j]) }
        needs.end(length, area: area)
      }
      let list = needs.needs
      #expect(list.count <= areas.count, "\(context)")
      #expect(
        Self.growth(list, tracks: tracks).map(\.bitPattern) == expected.map(\.bitPattern),
        "\(context)")
      needs.removeAll()
      #expect(needs.needs.count == 0 && needs.needs.tracks.isEmpty, "\(context)")
    }
  }
}
