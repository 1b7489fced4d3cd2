import Testing
import Trellis

@testable import TrellisLP

/// The document's program links nested containers to their parents' cells (real-valued
/// layouts), and its optimum is still every block's.
@Suite struct LinkedProgramTests {
  @Test func aFillingChildIsLinkedToItsParentsCell() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "rounding": "none", "root": {"id": "main",
         "layout": "grid", "columns": 2, "columnSizing": {"stretch": 1},
         "rowSizing": {"stretch": 1}, "spacing": 4,
         "children": [
          {"id": "side", "layout": "vertical", "margin": 5, "cellAlign": ["fill", "fill"],
           "children": [{"id": "a", "desired": [10, 10], "stretch": [0, 1]},
                        {"id": "b", "desired": [10, 20]}]},
          {"id": "body", "layout": "horizontal", "stretch": [1, 1], "spacing": 2,
           "children": [{"id": "c", "desired": [30, 10], "stretch": [1, 0]},
                        {"id": "d", "desired": [20, 10], "stretch": [2, 0]}]}]}}
        """)
    let program = try LPEngine().program(for: document)
    func row(_ name: String) throws -> LinearProgram.RowDefinition {
      try #require(program.rows.first { $0.name == name }, "no row \(name)")
    }
    func variables(of row: LinearProgram.RowDefinition) -> Set<String> {
      Set(row.terms.map { program.variables[$0.variable.index].name })
    }
    // body fills column 1: its items share the column's width less the 2-point spacing.
    let body = try row("body.x.item.sum")
    #expect(variables(of: body).contains("main.x.col[1].width"))
    #expect(body.lower == -2 && body.upper == -2)
    // side fills row 0 vertically: its items share the row's height less the 5 + 5 margins.
    let side = try row("side.y.item.sum")
    #expect(variables(of: side).contains("main.y.row[0].height"))
    #expect(side.lower == -10)
    let solution = try GLPKSolver().solve(program)
    #expect(solution.status == .optimal)
  }

  /// On random real-valued documents the linked program's optimum equals the blocks solved
  /// one by one (the unlinked program).
  @Test func linkedAndUnlinkedProgramsHaveTheSameOptimum() throws {
    var links = 0
    for seed in UInt64(5_000_000)..<5_000_300 {
      var generator = RandomDocuments(seed: seed)
      var document = try LayoutDocument(json: generator.document())
      document.rounding = .none
      let blocks = try LPEngine().blocks(for: document)
      links += blocks.filter { $0.link != nil && $0.sum != nil }.count
      let linked = LPEngine.join(blocks)
      let unlinked = LPEngine.join(blocks, linking: false)
      let a = try GLPKSolver().solve(linked)
      let b = try GLPKSolver().solve(unlinked)
      #expect(a.status == .optimal && b.status == .optimal, "seed \(seed)")
      let close = zip(a.values, b.values).allSatisfy { abs($0 - $1) <= 1e-7 * max(1, abs($1)) }
      #expect(close, "seed \(seed)")
    }
    // Nested containers fill their cells in a good share of the documents.
    #expect(links > 10)
  }
}
