import Testing
import Trellis

/// Every worked example of semantics.md, as a JSON fixture, compared exactly.
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
  }
}
