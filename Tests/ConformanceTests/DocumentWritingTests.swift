import Foundation
import Testing
import Trellis

/// Writing documents back: read → write → read gives the same document, through the
/// JSON text writer and through `Codable`.
@Suite struct DocumentWritingTests {
  @Test(arguments: Fixture.all)
  func fixturesRoundTrip(_ fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    #expect(try LayoutDocument(json: document.json.text()) == document)
  }

  @Test(arguments: 0..<10)
  func randomDocumentsRoundTrip(batch: UInt64) throws {
    for index in 0..<50 {
      var generator = RandomDocuments(seed: 10_000 + batch * 50 + UInt64(index))
      let text = generator.document()
      let document = try LayoutDocument(json: text)
      let written = document.json.text()
      #expect(try LayoutDocument(json: written) == document, "\(text)\n→ \(written)")
    }
  }

  @Test func codableBothWays() throws {
    let fixture = try #require(Fixture.all.first { $0.name == "G3-fixed-stretch-uniform" })
    let document = try LayoutDocument(json: fixture.document)
    let data = try JSONEncoder().encode(document)
    #expect(try JSONDecoder().decode(LayoutDocument.self, from: data) == document)
  }

  @Test func decodingAnInvalidDocumentNamesThePath() {
    let data = Data(
      #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a", "stretch": -1}]}}"#
        .utf8)
    #expect {
      try JSONDecoder().decode(LayoutDocument.self, from: data)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "root.children[0].stretch: must be a number ≥ 0, got -1"
    }
  }

  @Test func writesOnlyNonDefaultKeys() throws {
    let document = try LayoutDocument(
      json:
        #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a", "desired": [1, 2]}]}}"#
    )
    #expect(
      document.json.text()
        == #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a", "desired": [1, 2]}]}}"#
    )
  }
}
