import Testing
import Trellis

/// Every worked example of semantics.md, as a JSON fixture, compared exactly: frames, cells
/// and diagnostics.
@Suite struct FixtureTests {
  @Test func fixturesAreFound() {
    #expect(Fixture.all.count >= 20)
  }

  @Test(arguments: Fixture.all)
  func directEngineMatchesTheSemantics(_ fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let answer = try DirectEngine().solve(document)
    for (id, expected) in fixture.frames.sorted(by: { $0.key < $1.key }) {
      let frame = try #require(answer.frames[id], "\(fixture.name): no frame for \(id)")
      #expect(
        [frame.x, frame.y, frame.width, frame.height] == expected,
        "\(fixture.name) (\(fixture.source)): \(id)")
    }
    for (id, expected) in fixture.cells {
      let cells = try #require(answer.cells[id], "\(fixture.name): no cells for \(id)")
      #expect(cells.map { [$0.x, $0.y, $0.width, $0.height] } == expected, "\(fixture.name)")
    }
    // What overflows, hand-checked against the semantics' example; nothing where it fits.
    #expect(answer.diagnostics == fixture.diagnostics, "\(fixture.name)")
    // Found in the pass both engines share: the LP engine reports the same.
    #expect(try LPEngine().solve(document).diagnostics == answer.diagnostics, "\(fixture.name)")
  }

  @Test func overflowingFixturesAreTheSemanticsOverflowExamples() {
    // The fixtures whose content does not fit: G4 (items overflow their shrunk columns), I4–I6
    // and the compat minimums (IGGridView's bumped minimums), L3 (no crop) and L6 (wrapped
    // text taller than its box), E14's fixed track wider than its css grid, E15's item wider than its cell, and the
    // placement examples X8b and X12 (a spanning item wider than the held flexible tracks). Every other
    // fixture fits and has no diagnostic.
    let overflowing = Set(Fixture.all.filter { !$0.diagnostics.isEmpty }.map(\.name))
    #expect(
      overflowing == [
        "E14-overflow-aligned-css", "E15-rounds-in-own-coordinates", "G4-shortfall", "I4-compat",
        "I5-compat", "I6-compat",
        "I6-fair", "L3-overflow",
        "L3-stretch-overflow", "L6-wrap-5x5", "L6-wrap-natural", "min-content-compat",
        "placement-X8b-flexible-held", "placement-X12-content-minimum-extended",
      ])
  }
}
