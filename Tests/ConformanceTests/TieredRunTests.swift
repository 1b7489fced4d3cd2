import Testing
import Trellis

/// Constraints on where a linear container's items start, which the tiered program states
/// through the run's position chain (`row.x.pos[k]`): the required conflict search and the
/// starting basis see the chain rows as they see a grid's.
@Suite struct TieredRunTests {
  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

  /// `c` cannot start at 280 in a 300-point row of items 100, 100 and 40 wide, 10 apart, with
  /// desired sizes required: the row's bounds (280 for the items), `c`'s desired width and the
  /// constraint conflict (`a` and `b` only help); each gives way by 20/3, and `a` and `b`
  /// share the rest of the push.
  @Test func aRequiredConflictThroughARunsPositions() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 40], "rounding": "none",
         "ruleStrengths": {"desired": "required"},
         "root": {"id": "row", "layout": "horizontal", "align": ["left", "top"], "spacing": 10,
          "children": [{"id": "a", "desired": [100, 20]}, {"id": "b", "desired": [100, 20]},
                       {"id": "c", "desired": [40, 20]}]},
         "constraints": [{"id": "far", "expr": "c.x >= 280", "strength": "required"}]}
        """)
    let answer = try LPEngine().solveTiered(document)
    #expect(answer.conflict?.rules == ["row.x.bounds", "row.item[2].desired", "far"])
    let share = 20.0 / 3
    for rule in answer.relaxed where rule.tier == .required {
      #expect(Self.close(rule.violation, share), "\(rule)")
    }
    let c = try #require(answer.frames["c"])
    #expect(Self.close(c.x, 280 - share) && Self.close(c.width, 40 - share), "\(c)")
    let a = try #require(answer.frames["a"])
    let b = try #require(answer.frames["b"])
    #expect(Self.close(a.width, (260 - share) / 2) && Self.close(b.width, a.width))
    #expect(Self.close(b.x, a.width + 10))
  }

  /// A constraint on the end of the last item of a centred run: the run's chain origin holds
  /// the aligned free space, and the items before it share the move.
  @Test func theLastItemOfACentredRun() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [400, 40], "rounding": "none",
         "root": {"id": "row", "layout": "horizontal", "spacing": 4, "children": [
           {"id": "a", "desired": [50, 20]}, {"id": "b", "desired": [60, 20]},
           {"id": "c", "desired": [70, 20]}]},
         "constraints": [{"id": "end", "expr": "c.right == 380", "strength": "strong"}]}
        """)
    let answer = try LPEngine().solveTiered(document)
    let c = try #require(answer.frames["c"])
    #expect(Self.close(c.x + c.width, 380), "\(c)")
    #expect(answer.relaxed.allSatisfy { $0.tier == .weak }, "\(answer.relaxed)")
    // Centred: the free space splits evenly before and after the run.
    let a = try #require(answer.frames["a"])
    #expect(Self.close(a.x, 400 - 380), "\(a)")
  }
}
