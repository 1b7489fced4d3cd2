import Testing
import Trellis

/// Constraints and groups on the frames of children placed by area: a spanning child's frame
/// is its tracks and the spacings between them, which the tiered solve sizes.
@Suite struct PlacementTieredTests {
  /// A dashboard: a header over three columns, a chart over the two flexible ones.
  static let dashboard = """
    {"trellis": 1, "size": [600, 400], "rounding": "none",
     "root": {"layout": "grid", "id": "dash", "columns": 3, "distribution": "css",
       "spacing": 10, "align": ["left", "top"],
       "columnSizings": [{"size": "content"}, {"size": 1, "stretch": 1},
         {"size": 1, "stretch": 1}],
       "children": [
         {"id": "head", "desired": [100, 40], "column": 0, "row": 0, "columnSpan": 3,
          "stretch": [1, 0]},
         {"id": "chart", "desired": [150, 200], "column": 1, "row": 1, "columnSpan": 2,
          "stretch": [1, 1]},
         {"id": "side", "desired": [120, 100], "column": 0, "row": 1}]}
    """

  /// A strong rule on the spanning chart's width holds exactly; the header, over every
  /// column, follows the tracks the rule moved.
  @Test func aRuleOnASpanningChildHolds() throws {
    let text =
      Self.dashboard
      + #", "constraints": [{"id": "narrow", "expr": "chart.width <= 300", "strength": "strong"}]}"#
    let answer = try LPEngine().solve(try LayoutDocument(json: text))
    let chart = try #require(answer.frames["chart"])
    let head = try #require(answer.frames["head"])
    let columns = try #require(answer.tracks["dash"]).columns
    #expect(abs(chart.width - 300) < 1e-9)
    #expect(!answer.relaxed.contains { $0.rule == "narrow" })
    #expect(abs(chart.width - (columns[1].length + 10 + columns[2].length)) < 1e-9)
    #expect(abs(head.width - (columns[2].offset + columns[2].length - columns[0].offset)) < 1e-9)
    #expect(abs(chart.x - columns[1].offset) < 1e-9)
  }

  /// A group makes the spanning header as tall as an implicit row's spanning item.
  @Test func aGroupOnAnImplicitTrackHolds() throws {
    let footer = #"{"id": "foot", "desired": [50, 20], "row": 2, "column": 0, "columnSpan": 3}, "#
    let text =
      Self.dashboard.replacingOccurrences(of: #"{"id": "side""#, with: footer + #"{"id": "side""#)
      + #", "groups": {"rows": ["dash.row[1]", "dash.row[2]"]}, "#
      + #""constraints": [{"id": "tall", "expr": "dash.row[2].height >= 150", "strength": "strong"}]}"#
    let answer = try LPEngine().solve(try LayoutDocument(json: text))
    let rows = try #require(answer.tracks["dash"]).rows
    #expect(rows.count == 3)
    #expect(abs(rows[1].length - rows[2].length) < 1e-9)
    #expect(rows[2].length >= 150 - 1e-9)
    let foot = try #require(answer.frames["foot"])
    #expect(abs(foot.y - rows[2].offset) < 1e-9)
  }

  /// A nested container over two `1fr` columns follows its area jointly: its available length
  /// is the columns and the spacing between them, so a rule on one of its items widens them.
  ///
  /// Before areas were linked, the bar's length was the pass's constant 410 (200 + 10 + 200):
  /// `wide` gave way (a 406 wide, b squashed to 0) with the columns left at 200 each. Now the
  /// first two columns widen to 232 and the third gives way to 136.
  @Test func aNestedContainerInASpanningAreaIsLinked() throws {
    let text = """
      {"trellis": 1, "size": [620, 200], "rounding": "none",
       "root": {"layout": "grid", "id": "dash", "columns": 3, "distribution": "css",
         "spacing": 10, "columnSizing": {"size": 1, "stretch": 1},
         "children": [
           {"id": "bar", "layout": "horizontal", "spacing": 4, "column": 0, "row": 0,
            "columnSpan": 2, "cellAlign": ["fill", "fill"],
            "children": [{"id": "a", "desired": [20, 20], "stretch": [1, 0]},
                         {"id": "b", "desired": [20, 20], "stretch": [1, 0]}]},
           {"id": "side", "desired": [20, 20], "column": 2, "row": 0}]},
       "constraints": [{"id": "wide", "expr": "a.width >= 450", "strength": "strong"}]}
      """
    let document = try LayoutDocument(json: text)
    let answer = try LPEngine().solve(document)
    let a = try #require(answer.frames["a"])
    let b = try #require(answer.frames["b"])
    let bar = try #require(answer.frames["bar"])
    let columns = try #require(answer.tracks["dash"]).columns
    #expect(!answer.relaxed.contains { $0.rule == "wide" || $0.rule.hasSuffix("desired") })
    #expect(abs(a.width - 450) < 1e-9 && abs(b.width - 20) < 1e-9)
    #expect(abs(bar.width - (columns[0].length + 10 + columns[1].length)) < 1e-9)
    #expect(abs(bar.width - (a.width + 4 + b.width)) < 1e-9)
    #expect(abs(columns[0].length - 232) < 1e-9 && abs(columns[2].length - 136) < 1e-9)
    // The bar's sum is written against the two columns and the spacing between them, in the
    // tiered program and in the document's program without its constraints.
    var plain = document
    plain.constraints = []
    for (program, row) in [
      (try LPEngine().tieredProgram(for: document), "bar.x.bounds"),
      (try LPEngine().program(for: plain), "bar.x.item.sum"),
    ] {
      let sum = try #require(program.rows.first { $0.name == row }, "no row \(row)")
      let parents = sum.terms.map { program.variables[$0.variable.index].name }
      #expect(
        Set(parents.filter { $0.hasPrefix("dash.") }) == [
          "dash.x.col[0].width", "dash.x.colgap[0]", "dash.x.col[1].width",
        ])
      #expect(sum.upper == -4)
    }
  }
}
