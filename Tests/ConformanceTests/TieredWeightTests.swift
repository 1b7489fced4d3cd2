import Testing
import Trellis

/// Weights within a tier (issue 18, item 4): a rule of weight 0, or a tiny one, is still a rule
/// of its tier: when required rules conflict it is found in the conflict and gives way, and the
/// document is laid out — never "infeasible" (exit 70).
@Suite struct TieredWeightTests {
  static func document(weight: Double) throws -> LayoutDocument {
    try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, 50], "root": {"id": "row", "layout": "horizontal",
         "children": [{"id": "a", "desired": [40, 20]}]},
         "constraints": [{"id": "big", "expr": "a.width >= 200", "weight": \(weight)}]}
        """)
  }

  /// Weight 0: the conflict is the container's bounds and `big`; `big` gives way at no cost,
  /// so the bounds hold and `a` keeps its desired 40 (medium tier).
  @Test func aRequiredRuleOfWeightZeroGivesWayInItsConflict() throws {
    let answer = try LPEngine().solve(try Self.document(weight: 0))
    #expect(answer.conflict?.rules == ["row.x.bounds", "big"])
    #expect(answer.frames["a"] == Rect(x: 30, y: 15, width: 40, height: 20))
    let big = try #require(answer.relaxed.first { $0.rule == "big" })
    #expect(big.violation == 160)
    #expect(big.weight == 0)
  }

  /// From a weight of 1e-9 (the smallest number a document holds) to 1e9, the same conflict is
  /// found and a layout returned.
  @Test(arguments: [1e-9, 1e-3, 1, 1e9])
  func theConflictIsFoundWhateverTheWeight(weight: Double) throws {
    let answer = try LPEngine().solve(try Self.document(weight: weight))
    #expect(answer.conflict?.rules == ["row.x.bounds", "big"])
    #expect(answer.frames["a"] != nil)
  }
}
