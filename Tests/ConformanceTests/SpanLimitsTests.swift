import Testing
import Trellis

/// A spanning child's growth up to its tracks' limits (CSS 11.5.1, where children wrap) is a
/// problem the engines solve: the LP engine with a program of its own (`root.limits.x`), the
/// direct engine in closed form, with the same tracks.
@Suite struct SpanLimitsTests {
  /// A css grid of three content columns at max-content width: column 0 holds a wrapping item
  /// (min-content 20, max-content `tiles`×20), column 1 a 30-point item, and a 20-point high
  /// item spans columns 0 to `last` needing `width`.
  static func document(tiles: Int, width: Double, last: Int) throws -> LayoutDocument {
    try LayoutDocument(
      json: """
        {"trellis": 1, "size": [null, null], "rounding": "none", "root": {
          "id": "root", "layout": "grid", "columns": 3, "distribution": "css",
          "columnSpacing": 10, "columnSizing": {"size": "content"}, "align": ["left", "top"],
          "children": [
            {"id": "wrap", "heightForWidth": {"tiles": \(tiles), "tile": [20, 10]},
             "column": 0, "row": 0},
            {"id": "fixed", "desired": [30, 10], "column": 1, "row": 0},
            {"id": "span", "desired": [\(width), 20], "column": 0, "row": 1,
             "columnSpan": \(last + 1)}]}}
        """)
  }

  /// Up to limits: the excess fills the closed columns' rooms and the open one equally, a
  /// level below every room but the open column's (`span0.level`, `span0.cap…`).
  @Test func upToLimitsIsAProgramBlock() throws {
    let document = try Self.document(tiles: 5, width: 200, last: 2)
    let program = try LPEngine().program(for: document)
    let variables = Set(program.variables.map(\.name))
    let rows = Set(program.rows.map(\.name))
    #expect(variables.contains("root.limits.x.col.span0.level"))
    #expect(variables.contains("root.limits.x.col.span0.fill2"))
    #expect(rows.contains("root.limits.x.col.span0.cap0"))
    #expect(rows.contains("root.limits.x.col.span0.need"))
    #expect(try GLPKSolver().solve(program).status == .optimal)
    let report = try CrossCheck.run(document)
    #expect(report.differences.isEmpty, "\(report.differences)")
  }

  /// Beyond limits: every column is closed and the excess is above their rooms, which each
  /// fills before the rest is shared equally (`span0`, the equal share).
  @Test func beyondLimitsIsAProgramBlock() throws {
    let document = try Self.document(tiles: 3, width: 200, last: 1)
    let program = try LPEngine().program(for: document)
    let variables = Set(program.variables.map(\.name))
    #expect(variables.contains("root.limits.x.col.span0"))
    #expect(!variables.contains("root.limits.x.col.span0.level"))
    let report = try CrossCheck.run(document)
    #expect(report.differences.isEmpty, "\(report.differences)")
    // 200 − 10 of spacing over 20 + 30: 140 more, 40 to the wrapping column's room, 50 each.
    let columns = try #require(report.direct.tracks["root"]).columns.map(\.length)
    #expect(columns.prefix(2) == [110, 80])
  }
}
