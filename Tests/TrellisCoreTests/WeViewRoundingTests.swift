import Testing
@_spi(Engines) import TrellisCore

/// WeView's integral distribution primitive (semantics §1.4).
@Suite struct WeViewRoundingTests {
  @Test func distributeSpaceGivesTheRemainderToTheLastWeighted() {
    // semantics §1.4 example: floor(160/3) = 53, the last weighted item gets 107.
    #expect(WeViewRounding.distributeSpace(160, weights: [1, 2, 0]) == [53, 107, 0])
    #expect(WeViewRounding.distributeSpace(65, weights: [1, 1, 0, 0, 1]) == [21, 22, 0, 0, 22])
    #expect(WeViewRounding.distributeSpace(10, weights: [0, 0]) == [0, 0])
  }

  @Test func shortfallIsLostWhereValuesHitZero() {
    // semantics §2.7 G4 at width 20: shares [57, 58] of 115 → columns [0, 2].
    var columns: [Double] = [50, 60]
    WeViewRounding.distributeAdjustment(&columns, total: 115, sign: -1, clampZero: true) { _ in 1 }
    #expect(columns == [0, 2])
  }

  @Test func roundingIsHalfAwayFromZero() {
    #expect(WeViewRounding.rnd(2.5) == 3)
    #expect(WeViewRounding.rnd(-2.5) == -3)
    #expect(WeViewRounding.rnd(-497.5) == -498)
  }
}
