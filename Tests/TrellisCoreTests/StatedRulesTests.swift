import Testing
import TrellisCore

/// The rules a document states, named and written as a tiered solve reports them.
@Suite struct StatedRulesTests {
  @Test func constraintsAndGroupsAreNamedAsReportsNameThem() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100],
         "root": {"id": "g", "layout": "grid", "columns": 5,
           "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [10, 10]},
             {"id": "c", "desired": [10, 10]}, {"id": "d", "desired": [10, 10]}, {"id": "e", "desired": [10, 10]}]},
         "constraints": [{"id": "c", "expr": "a.width >= 2 * b.width"}, {"expr": "b.width <= 40"}],
         "groups": {"two": ["g.col[0]", "g.col[1]"], "three": ["g.col[2]", "g.col[3]", "g.col[4]"]}}
        """)
    #expect(
      document.statedRules == [
        .init(name: "c", expression: "a.width >= 2 * b.width"),
        .init(name: "constraints[1]", expression: "b.width <= 40"),
        .init(name: "groups.two", expression: "g.col[1].width == g.col[0].width"),
        .init(name: "groups.three[1]", expression: "g.col[3].width == g.col[2].width"),
        .init(name: "groups.three[2]", expression: "g.col[4].width == g.col[2].width"),
      ])
    let relaxed = [
      RelaxedRule(
        rule: "c", expression: "a.width >= 2 * b.width", tier: .required, weight: 1, target: 0,
        achieved: -10, violation: 10),
      RelaxedRule(
        rule: "g.x.bounds", expression: "sum of g.x <= 300", tier: .required, weight: 1,
        target: 300, achieved: 310, violation: 10),
    ]
    #expect(document.statedCount(of: relaxed) == 1)
  }

  @Test func aConstraintsSideIsItsTermsWithoutTheConstant() {
    let a = LayoutQuantity.frame(id: "a", .width)
    let b = LayoutQuantity.column(id: "g", index: 1, size: true)
    #expect(
      LinearExpression(terms: [(a, 1), (b, -2)], constant: -10).sideText
        == "a.width - 2 * g.col[1].width")
    #expect(
      LinearExpression(terms: [(a, -1), (b, 0.5)]).sideText == "-a.width + 0.5 * g.col[1].width")
    #expect(LinearExpression(terms: [(a, -3)]).sideText == "-3 * a.width")
    #expect(LinearExpression(constant: 5).sideText == "0")
  }
}
