import Foundation
import Testing
import Trellis

/// The tiered solve on seeded random documents: when every rule holds, the tiers lay a
/// document out exactly as its own rules do (the direct engine is the oracle here; the LP
/// engine never calls it), and the answer never has a non-finite number.
@Suite struct TieredPropertyTests {
  /// Four batches of documents, and from the fifth on documents whose grids place some of
  /// their children by area.
  static let batches: [UInt64] = Array(0..<6)

  @Test(arguments: batches)
  func rulesThatAllHoldGiveTheLayoutsOwnAnswer(batch: UInt64) throws {
    var compared = 0
    for index in 0..<75 {
      let seed = 5_000_000 + batch * 100 + UInt64(index)
      if check(seed: seed, placement: batch >= 4) { compared += 1 }
    }
    // Most random documents fit: the comparison must not be vacuous.
    #expect(compared >= 20, "only \(compared) of 75 documents had every rule hold")
  }

  /// Checks the document of `seed`; returns whether every rule held (and so was compared).
  func check(seed: UInt64, placement: Bool) -> Bool {
    var generator = RandomDocuments(seed: seed, placement: placement)
    let text = generator.document()
    do {
      var document = try LayoutDocument(json: text)
      document.rounding = .none
      let tiered = try LPEngine().solveTiered(document)
      for (id, rect) in tiered.frames
      where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
        Issue.record("seed \(seed): \(id) is not finite: \(rect)\ndocument: \(text)")
      }
      guard tiered.relaxed.isEmpty, tiered.conflict == nil else { return false }
      let direct = try DirectEngine().solve(document)
      let extent = max(1, tiered.size.horizontal, tiered.size.vertical)
      for (id, expected) in direct.frames {
        guard let got = tiered.frames[id] else {
          Issue.record("seed \(seed): \(id) missing\ndocument: \(text)")
          continue
        }
        let pairs = [
          (got.x, expected.x), (got.y, expected.y), (got.width, expected.width),
          (got.height, expected.height),
        ]
        if !pairs.allSatisfy({ abs($0 - $1) <= 1e-7 * max(extent, abs($0), abs($1)) }) {
          Issue.record(
            "seed \(seed): \(id) tiered \(got) ≠ direct \(expected)\ndocument: \(text)\n\(tiered.json())"
          )
        }
      }
      return true
    } catch {
      Issue.record("seed \(seed): \(error)\ndocument: \(text)")
      return false
    }
  }
}
