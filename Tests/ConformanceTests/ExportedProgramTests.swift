import Testing
import Trellis

/// `trellis lp`: the program of a document, written and read back by GLPK's own readers (what
/// `glpsol` does), has the same optimum.
@Suite struct ExportedProgramTests {
  @Test(arguments: Fixture.all)
  func exportedProgramReadsBackToTheSameOptimum(_ fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let program = try LPEngine().program(for: document)
    let solution = try GLPKSolver().solve(program)
    #expect(solution.status == .optimal, "\(fixture.name)")
    for format in LinearProgram.TextFormat.allCases {
      let text = try program.text(format: format)
      let read = try LinearProgram(parsing: text, format: format)
      // The LP format spells `[ ]` as `( )`.
      let spell = { (name: String) in LinearProgram.lpSpelling(of: name) }
      #expect(
        read.variables.map { spell($0.name) } == program.variables.map { spell($0.name) },
        "\(fixture.name)")
      let again = try GLPKSolver().solve(read)
      #expect(again.status == .optimal, "\(fixture.name) \(format)")
      #expect(
        zip(again.values, solution.values).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) },
        "\(fixture.name) \(format)")
    }
  }

  @Test func namesComeFromIdsAndJSONPaths() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "root": {"layout": "horizontal", "children": [
          {"id": "main", "layout": "grid", "columns": 2, "columnSizing": {"stretch": 1},
           "stretch": [1, 0],
           "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [20, 10]}]},
          {"layout": "vertical", "stretch": [1, 1], "children": [
            {"id": "c", "desired": [10, 10], "stretch": [0, 1]}]}]}}
        """)
    let program = try LPEngine().program(for: document)
    let names = Set(program.variables.map(\.name))
    #expect(names.contains("main.x.col[1].width"))
    #expect(names.contains("main.x.col.stretch"))
    #expect(names.contains("root.x.item[0].width"))
    #expect(names.contains("root.children[1].y.item[0].height"))
    #expect(program.rows.contains { $0.name == "main.x.col.sum" })
    #expect(program.rows.contains { $0.name == "main.x.col[0].grow" })
  }

  /// The tiered program of an over-constrained document states its rules by name, reads back
  /// through GLPK's readers, and is feasible, a required conflict or not: it is the solve's
  /// last stage, where required rules that cannot all hold give way (`TieredReplayTests`
  /// checks its optimum is the layout).
  @Test(arguments: TieredFixture.all)
  func tieredProgramStatesTheRules(_ fixture: TieredFixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let program = try LPEngine().tieredProgram(for: document)
    let rows = Set(program.rows.map(\.name))
    #expect(rows.contains { $0.hasSuffix(".bounds") }, "\(fixture.name)")
    #expect(rows.contains("tier.required"), "\(fixture.name)")
    for constraint in document.constraints {
      if let id = constraint.id { #expect(rows.contains(id), "\(fixture.name): \(id)") }
    }
    let solution = try GLPKSolver().solve(program)
    #expect(solution.status == .optimal, "\(fixture.name)")
    let text = try program.text(format: .cplexLP)
    let read = try LinearProgram(parsing: text, format: .cplexLP)
    #expect(try GLPKSolver().solve(read).status == solution.status, "\(fixture.name)")
  }
}
