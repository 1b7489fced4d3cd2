import Testing
import Trellis

/// The tie-breaking stage's weights follow the program's columns: the order the documentation
/// states (axes root first in document order, a grid's horizontal axis before its vertical one,
/// a linear layout's along its direction only; per axis its segments — a grid's leading and
/// trailing margins, then its tracks, then its spacings — and then its stretch unit), checked on
/// the exported program of a nested document.
@Suite struct TieBreakOrderTests {
  @Test func weightsFollowTheDocumentedColumnOrder() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "rounding": "none",
         "root": {"id": "row", "layout": "horizontal", "spacing": 5, "children": [
          {"id": "g", "layout": "grid", "columns": 2,
           "margin": {"left": {"size": 4, "stretch": 1}, "right": 4, "top": 2, "bottom": 2},
           "children": [{"id": "a", "desired": [50, 20]}, {"id": "b", "desired": [60, 20]}]},
          {"id": "h", "layout": "vertical",
           "children": [{"id": "c", "desired": [80, 30]}, {"id": "d", "desired": [40, 30]}]}]},
         "constraints": [{"id": "wide", "expr": "a.width >= 70", "strength": "strong"}]}
        """)
    let program = try LPEngine().tieredProgram(for: document)
    let weighted = program.variables.filter { $0.objective != 0 }.map(\.name)
    #expect(
      weighted == [
        "row.x.item[0].width", "row.x.item[1].width",
        "g.x.margin.left", "g.x.margin.right", "g.x.col[0].width", "g.x.col[1].width",
        "g.x.colgap[0]", "g.x.col.stretch",
        "g.y.margin.top", "g.y.margin.bottom", "g.y.row[0].height",
        "h.y.item[0].height", "h.y.item[1].height",
      ])
    // Every weighted column comes before every position and violation variable.
    let last = try #require(program.variables.lastIndex { $0.objective != 0 })
    #expect(last == weighted.count - 1)
  }
}
