import Testing
import Trellis

/// The complete example on the documentation's landing page (Trellis.docc/Trellis.md) runs and
/// prints what the page says. (Its Swift twin, and those of every other JSON example, are
/// checked by ``SwiftTwinTests``.)
@Suite struct DocumentationExampleTests {
  @Test func landingPageExample() throws {
    // The JSON as the page shows it, so that the page cannot drift from this test.
    let page = try Documentation.blocks(in: "Sources/Trellis/Trellis.docc/Trellis.md")
    let example = try #require(page.first { $0.text.contains(#""trellis": 1"#) })
    let json = try #require(Documentation.stringLiteral(in: example.text))
    let document = try LayoutDocument(json: json)
    let answer = try solve(document)
    #expect(answer.engine == .direct)
    #expect(answer.frames["title"] == Rect(x: 48, y: 14, width: 192, height: 20))
    #expect("\(try #require(answer.frames["title"]))" == "[48.0, 14.0, 192.0, 20.0]")
    let lp = try solve(document, engine: .lp)
    #expect(lp.frames == answer.frames)
    #expect(try CrossCheck.run(document).agrees)
    let svg = try SVGRenderer().render(solving: document).svg
    #expect(svg.hasPrefix("<?xml"))
  }

  /// The example of the distribution article (DistributionAndRounding.md).
  @Test(arguments: [("compat", 75.0), ("fair", 60), ("css", 60)])
  func distributionArticleExample(distribution: String, second: Double) throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, null], "rounding": "none",
         "root": {"layout": "grid", "id": "g", "columns": 2, "distribution": "\(distribution)",
           "columnSizings": [{"size": 0, "stretch": 1, "min": 40}, {"size": 0, "stretch": 3}],
           "children": [{"id": "a"}, {"id": "b"}]}}
        """)
    let columns = try #require(solve(document).tracks["g"]).columns
    #expect(columns.map(\.length) == [40, second])
  }
}
