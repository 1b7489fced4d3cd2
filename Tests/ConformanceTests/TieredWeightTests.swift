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

  /// A required rule of weight 0 outside the conflict takes part in the required tier's
  /// largest violation too: `r18` cannot hold and gives way by 12, so `r9` (free to give way)
  /// gives way by 12 at most, not by its whole 80 (once 80: the largest-violation rows were
  /// built for the rules the conflict search found sharing, where `r9` has weight 1).
  @Test func aRequiredRuleOfWeightZeroOutsideTheConflictGivesWayNoMoreThanTheLargest() throws {
    let document = try LayoutDocument(
      json: #"""
        {"trellis": 1, "size": [1305, 118], "rounding": "none", "root": {"layout": "vertical", "id": "page", "children": [{"layout": "horizontal", "id": "h1", "children": [{"id": "m1_4", "desired": [36, 23]}]}, {"layout": "horizontal", "id": "h2", "children": [{"id": "m2_4", "desired": [37, 25]}]}, {"layout": "horizontal", "id": "h3", "children": [{"id": "m3_6", "desired": [34, 12]}, {"id": "m3_36", "desired": [48, 17]}, {"id": "m3_37"}, {"id": "m3_39"}], "spacing": 3}]}, "constraints": [{"id": "r6", "expr": "m1_4.height == m2_4.height", "strength": "required", "weight": 0}, {"id": "r9", "expr": "m3_37.width >= 80", "strength": "required", "weight": 0}, {"id": "r18", "expr": "m3_6.height == m3_39.height", "strength": "required", "weight": 1}]}
        """#)
    let answer = try LPEngine().solve(document)
    #expect(answer.conflict?.rules == ["r18"])
    let required = answer.relaxed.filter { $0.tier == .required }
    #expect(required.map(\.rule) == ["r18", "r6", "r9"])
    #expect(required.map(\.violation) == [12, 2, 12])
    #expect(answer.frames["m3_37"]?.width == 68)
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
