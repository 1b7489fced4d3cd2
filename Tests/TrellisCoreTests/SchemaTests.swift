import Foundation
import Testing

@testable import TrellisCore

/// The JSON Schema shipped in `Schema/` describes exactly the keys the reader accepts.
@Suite struct SchemaTests {
  static let schemaText: String? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Schema/trellis-document.schema.json")
    return try? String(contentsOf: url, encoding: .utf8)
  }()

  /// The property names of a schema definition.
  static func properties(_ definition: String) throws -> Set<String> {
    let schema = try JSONParser.parse(try #require(schemaText))
    let node = definition == "document" ? schema : schema["$defs"]?[definition]
    guard case .object(let members)? = node?["properties"] else { return [] }
    return Set(members.map(\.key))
  }

  @Test func schemaIsValidJSON() throws {
    #expect(throws: Never.self) { try JSONParser.parse(try #require(Self.schemaText)) }
  }

  @Test func schemaListsEveryKeyTheReaderAccepts() throws {
    #expect(
      try Self.properties("document")
        == Set(LayoutDocument.documentKeys.components(separatedBy: ", ")))
    #expect(try Self.properties("item") == Set(LayoutNode.itemKeys))
    #expect(
      try Self.properties("linear") == Set(LayoutNode.containerItemKeys + LayoutNode.linearKeys))
    #expect(
      try Self.properties("stack") == Set(LayoutNode.containerItemKeys + LayoutNode.stackKeys))
    #expect(try Self.properties("grid") == Set(LayoutNode.containerItemKeys + LayoutNode.gridKeys))
    #expect(
      try Self.properties("gridTree")
        == Set(LayoutNode.containerItemKeys + GridTreeLayout.keys))
    #expect(try Self.properties("gridTreeNode") == Set(GridTreeNode.keys))
    #expect(try Self.properties("track") == ["size", "stretch", "min", "max"])
  }
}
