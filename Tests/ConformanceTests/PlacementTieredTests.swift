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
}
