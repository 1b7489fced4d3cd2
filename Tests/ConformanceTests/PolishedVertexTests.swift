import Testing
import Trellis
import TrellisBench
import TrellisCore

@testable import TrellisLP

/// The tiered solve's last step polishes the optimum onto the exact vertex of the program's own
/// rules and rounds it correctly (``LPSession/polishedVertex(exact:tolerance:)``): the frames
/// are the doubles nearest the exact layout, whatever path the simplex method took.
@Suite struct PolishedVertexTests {
  /// Three equal columns sharing 100 points under a constraint: the simplex method's answer
  /// was a column starting at 7.1e-15 and widths of 33.33333333333333 (an ulp short); the
  /// polished one starts at 0, each width is 100/3 rounded to the nearest double
  /// (33.333333333333336, as `100.0 / 3` is), and so is every position.
  @Test func thirdsAreCorrectlyRounded() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, 10], "rounding": "none",
         "root": {"layout": "grid", "id": "g", "columns": 3,
           "columnSizings": [{"size": 0, "stretch": 1}, {"size": 0, "stretch": 1},
             {"size": 0, "stretch": 1}],
           "children": [{"id": "c0"}, {"id": "c1"}, {"id": "c2"}]},
         "constraints": [{"expr": "g.col[0].width == g.col[1].width", "strength": "strong"}]}
        """)
    let (_, outcome) = try LPEngine().firstTieredRound(document, shortcuts: true)
    #expect(outcome.polished)
    let answer = try LPEngine().solveTiered(document)
    let columns = try #require(answer.tracks["g"]?.columns)
    let third = 100.0 / 3
    let thirds: [Double] = [0, third, 200.0 / 3]
    #expect(columns.map(\.offset) == thirds)
    #expect(columns.allSatisfy { $0.length == third })
    #expect(answer.frames["c0"]?.x == 50.0 / 3)
  }

  /// The benchmark's over-constrained grids: the required tier's shares, bounded by the
  /// largest violation, and every tier's fixed optimum are solved for rather than read from
  /// the simplex method; both ways of solving the tiers give the same bits.
  @Test(arguments: [16, 64])
  func overConstrainedGridsPolishTheSameVertex(tracks: Int) throws {
    for wide in [false, true] {
      let document = BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: wide)
      let engine = LPEngine()
      let fast = try engine.firstTieredRound(document, shortcuts: true)
      let plain = try engine.firstTieredRound(document, shortcuts: false)
      #expect(fast.outcome.polished && plain.outcome.polished, "\(tracks) tracks, wide \(wide)")
      for (variable, _) in fast.program.tieWeights() {
        let (a, b) = (fast.outcome.values[variable.index], plain.outcome.values[variable.index])
        #expect(a.bitPattern == b.bitPattern, "\(tracks) tracks, wide \(wide): \(a) ≠ \(b)")
      }
    }
  }
}
