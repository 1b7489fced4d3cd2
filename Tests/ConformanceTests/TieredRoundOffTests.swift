import Testing
import Trellis
import TrellisCore

@testable import TrellisLP

/// A stage whose start exceeds a fixed optimum by round-off alone
/// (``TieredProgram/coverRoundOff(_:_:)``).
@Suite struct TieredRoundOffTests {
  /// 120 fixed columns of 1,000,000 points and 2-point spacings in 33 % of their width: every
  /// strong rule gives way, and the tie-breaking stage's start exceeds the strong tier's
  /// optimum (80,400,159, a sum of 239 violations) by round-off past GLPK's tolerance.
  ///
  /// The stage is solved again with that round-off covered, not with a slack of 1e-9 of the
  /// layout's scale (0.04 here), which it spent on the row, 10 points tall on an axis that
  /// nothing bounds (9.9604, its desired and stretch rules given way), and on one column.
  @Test func roundOffOverAFixedOptimumIsNotSpent() throws {
    let (columns, side) = (120, 1_000_000.0)
    let width = ((side + 2) * Double(columns) - 2) * 0.33
    let items = (0..<columns).map { #"{"id": "i\#($0)", "desired": [10, 10]}"# }
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [\(width.rounded()), null], "rounding": "none",
         "root": {"layout": "grid", "id": "g", "columns": \(columns), "columnSpacing": 2,
                  "columnSizing": {"size": \(side)}, "children": [\(items.joined(separator: ","))]},
         "constraints": [{"expr": "g.col[0].width >= 1", "strength": "weak"}]}
        """)
    let engine = LPEngine()
    let outcome = try engine.firstTieredRound(document, shortcuts: true).outcome
    #expect(outcome.roundOffCovered >= 1, "no longer infeasible by round-off: resize it")
    #expect(outcome.slackReruns == 0)
    let answer = try engine.solveTiered(document)
    #expect(answer.tracks["g"]?.rows.map { [$0.offset, $0.length] } == [[0, 10]])
    #expect(answer.relaxed.count == 2 * columns - 1)
    #expect(answer.relaxed.allSatisfy { $0.tier == .strong }, "\(answer.relaxed.map(\.rule))")
    // Every column takes the same share of the width, the spacings none.
    let share = width.rounded() / Double(columns)
    let lengths = try #require(answer.tracks["g"]).columns.map(\.length)
    let worst = lengths.map { abs($0 - share) }.max() ?? .infinity
    #expect(lengths.count == columns && worst <= 1e-9 * share, "\(worst) from \(share)")
  }
}
