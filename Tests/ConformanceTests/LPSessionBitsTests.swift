import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisTestSupport

@testable import TrellisCore

/// The LP engine's session keeps the content sizes of grids of plain items and derives their
/// children's frames from the tracks on access, as the direct engine's does
/// (``SessionBitsTests``): over the same seeded random documents (`compat`, `fair` and `css`
/// grids under `compat`, `none` and `pixel`), every answer after each resize or edit is the
/// cold LP solve's, bit for bit, read every way an answer is read.
@Suite struct LPSessionBitsTests {
  @Test(arguments: 0..<4)
  func sessionAnswersAreColdAnswersBitForBit(block: UInt64) throws {
    var derived = 0
    for index in 0..<15 {
      derived += try SessionBitsTests.resizeAndEdit(
        LPEngine(), seed: 21_500 + block * 15 + UInt64(index), salt: 11, steps: 8)
    }
    // Not cold solves against themselves: most answers derive their grids' frames.
    #expect(derived >= 60)
  }

  /// The benchmark's grid and css grid resized by ±7 points through the LP engine's session:
  /// the answers are the cold ones, and derived.
  @Test func benchmarkGridsResizeBitForBit() throws {
    for document in [
      BenchWorkloads.gridDocument(side: 30), BenchWorkloads.fairGridDocument(side: 30),
    ] {
      var session = try LayoutSession(document, engine: LPEngine())
      let width = document.size.horizontal ?? 0
      for step in 0..<6 {
        let answer = try session.layout(
          size: AxisPair(width + (step % 2 == 0 ? 7 : -7), document.size.vertical))
        #expect(answer.frames.grids.count == 1)
        try SessionBitsTests.expectBitIdentical(
          answer, try LPEngine().solve(session.document), document: session.document,
          "\(document.rounding) step \(step)")
      }
    }
  }
}
