import Foundation
import Testing

@testable import TrellisCore

/// The single-pass reader (`JSONParser.readDocument`) against the careful one
/// (`JSONParser.parse` then `LayoutDocument(json: JSONValue)`): on every document of the
/// repository (fixtures, examples, the fuzzer's corpus and regressions) and thousands of
/// mutations of them, it accepts exactly what the careful reader accepts, with the same model,
/// and `LayoutDocument(json: String)` reports the careful reader's error byte for byte.
@Suite struct SinglePassReaderTests {
  /// What a reader made of a text: the document, or the error's text.
  enum Outcome: Equatable {
    case document(LayoutDocument)
    case refused(String)
  }

  /// The careful reader: the whole text as a `JSONValue`, then the model.
  static func careful(_ text: String) -> Outcome {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      return .refused(DocumentError(path: "$", message: "invalid JSON at \(error)").description)
    }
    do {
      return .document(try LayoutDocument(json: value))
    } catch {
      return .refused(error.description)
    }
  }

  /// The single pass alone (`nil`: refused).
  static func singlePass(_ text: String) -> LayoutDocument? {
    try? JSONParser.withParser(of: text) { (parser) throws(JSONSyntaxError) in
      try parser.readDocument()
    }
  }

  /// The public reader.
  static func reader(_ text: String) -> Outcome {
    do {
      return .document(try LayoutDocument(json: text))
    } catch {
      return .refused(error.description)
    }
  }

  /// Every JSON document in the repository's fixtures, examples and fuzzing corpus.
  static let repositoryDocuments: [(name: String, text: String)] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var found: [(String, String)] = []
    for folder in [
      "Tests/ConformanceTests/Fixtures", "Examples", "Fuzz/Corpus", "Fuzz/Regressions",
      "Fuzz/Findings",
    ] {
      let directory = root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: directory, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where url.pathExtension == "json" {
        guard let data = try? Data(contentsOf: url), data.count < 1 << 20,
          let text = String(data: data, encoding: .utf8)
        else { continue }
        found.append(("\(folder)/\(url.lastPathComponent)", text))
      }
    }
    return found.sorted { $0.0 < $1.0 }
  }()

  /// Checks one text: the same acceptance and model, the careful reader's error.
  static func check(_ text: String, name: String) {
    let expected = careful(text)
    let fast = singlePass(text)
    switch expected {
    case .document(let document):
      #expect(fast == document, "\(name): the single pass should read the same document")
    case .refused:
      #expect(fast == nil, "\(name): the single pass accepted what the careful reader refuses")
    }
    #expect(reader(text) == expected, "\(name)")
    #expect(utf8Reader(text) == expected, "\(name): read from its bytes")
  }

  /// The command line's reader, from the text's bytes (let go before the plan is made).
  static func utf8Reader(_ text: String) -> Outcome {
    do {
      return .document(try LayoutDocument(jsonUTF8: Array(text.utf8)))
    } catch {
      return .refused(error.description)
    }
  }

  @Test func readsTheRepositoryDocumentsAsTheCarefulReaderDoes() {
    #expect(Self.repositoryDocuments.count > 50)
    var accepted = 0
    for (name, text) in Self.repositoryDocuments {
      Self.check(text, name: name)
      if case .document = Self.careful(text) { accepted += 1 }
    }
    // Most of them are valid: the single pass read them itself (checked above).
    #expect(accepted > 40)
  }

  /// Deterministic mutations of a text: bytes dropped, doubled, replaced by JSON's
  /// punctuation, digits, quotes and backslashes, and cut short.
  static func mutations(of text: String, count: Int, seed: UInt64) -> [String] {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return [] }
    let replacements = Array(#"{}[],:"\-.0123456789eE+ nult"#.utf8) + [0x0A, 0x09, 0x00]
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var result: [String] = []
    for _ in 0..<count {
      var mutated = bytes
      for _ in 0...next(3) {
        let at = next(mutated.count)
        switch next(4) {
        case 0: mutated.remove(at: at)
        case 1: mutated.insert(mutated[at], at: at)
        case 2: mutated[at] = replacements[next(replacements.count)]
        default: mutated.removeSubrange(at...)
        }
        if mutated.isEmpty { break }
      }
      result.append(String(decoding: mutated, as: UTF8.self))
    }
    return result
  }

  @Test func refusesWhatTheCarefulReaderRefusesOnMutations() {
    for (index, (name, text)) in Self.repositoryDocuments.enumerated()
    where text.utf8.count < 20_000 {
      for (number, mutated) in Self.mutations(of: text, count: 40, seed: UInt64(index)).enumerated()
      {
        Self.check(mutated, name: "\(name) mutation \(number)")
      }
    }
  }

  @Test(arguments: [
    // Keys in any order, escaped keys, whitespace everywhere.
    #"{"root": {"children": [{"desired": [1, 2], "id": "a"}], "layout": "stack"}, "trellis": 1}"#,
    #"{"trellis": 1, "root": {"\u0069d": "a", "d\u0065sired": [1e1, 2.5], "layout": null}}"#,
    " {\n\t\"trellis\" : 1 , \"root\" : { \"id\" : \"a\" , \"desired\" : [ 0 , -0 ] } } \n",
    // Ids with escapes and non-ASCII text; numbers in every form.
    #"{"trellis": 1, "root": {"id": "a\"b\\c\u00e9😀", "desired": [0.1, 123456789.123456789]}}"#,
    #"{"trellis": 1.0, "root": {"id": "a", "desired": [1E2, 100e-2]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [1234567890123456, 0.0000000001]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [-1, 2]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [1e10, 2]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [1, 2, 3]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [1]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [1, null]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": {"w": 1}}}"#,
    // Duplicate keys and ids, hot and cold.
    #"{"trellis": 1, "root": {"id": "a", "id": "b"}}"#,
    #"{"trellis": 1, "root": {"id": "a", "desired": [1, 2], "desired": [1, 2]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "stretch": 1, "stretch": 1}}"#,
    #"{"trellis": 1, "root": {"id": "a", "i\u0064": "b"}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a"}, {"id": "a"}]}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [], "children": []}}"#,
    #"{"trellis": 1, "trellis": 1, "root": {"id": "a"}}"#,
    // Items and containers: what each may hold.
    #"{"trellis": 1, "root": {"desired": [1, 2]}}"#,
    #"{"trellis": 1, "root": {"id": ""}}"#,
    #"{"trellis": 1, "root": {"id": 3}}"#,
    #"{"trellis": 1, "root": {"id": "a", "children": []}}"#,
    #"{"trellis": 1, "root": {"id": "a", "columns": 2}}"#,
    #"{"trellis": 1, "root": {"layout": "grid", "desired": [1, 2], "columns": 1}}"#,
    #"{"trellis": 1, "root": {"layout": "grid", "heightForWidth": {"tiles": 1, "tile": [1, 1]}, "columns": 1}}"#,
    #"{"trellis": 1, "root": {"layout": "grid", "children": []}}"#,
    #"{"trellis": 1, "root": {"layout": "grid", "rows": 1, "columns": 1}}"#,
    #"{"trellis": 1, "root": {"layout": "grid", "columns": 2, "children": [{"id": "a", "stretch": [1, 0], "cellAlign": ["left", null]}], "columnSizings": [{"size": "content", "min": 70, "stretch": 2}], "distribution": "css", "margin": {"top": 1, "left": {"size": 2, "stretch": 1}}}}"#,
    #"{"trellis": 1, "root": {"layout": "wrap", "children": []}}"#,
    #"{"trellis": 1, "root": {"layout": 7}}"#,
    #"{"trellis": 1, "root": {"layout": "horizontal", "spacing": 4, "align": ["fill", "top"], "crop": true, "children": [{"id": "a", "heightForWidth": {"tiles": 3, "tile": [10, 10]}}]}}"#,
    #"{"trellis": 1, "root": {"id": "a", "unknown": 1}}"#,
    // Grid trees: read whole by the careful reader, before or after their children.
    #"{"trellis": 1, "root": {"layout": "gridTree", "grid": {"cols": [{}, {}]}, "children": [{"id": "a"}, {"id": "b"}]}}"#,
    #"{"trellis": 1, "root": {"children": [{"id": "a"}, {"id": "b"}], "grid": {"cols": [{}, {}]}, "layout": "gridTree"}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a"}, {"layout": "gridTree", "grid": "{\"cols\": [{}]}", "children": [{"id": "a"}]}]}}"#,
    #"{"trellis": 1, "rounding": "none", "root": {"layout": "gridTree", "grid": {"cols": [{"gravity": "top"}]}, "children": [{"id": "a"}]}}"#,
    // The document's own keys.
    #"{"trellis": 2, "root": {"id": "a"}}"#,
    #"{"root": {"id": "a"}}"#,
    #"{"trellis": 1}"#,
    #"{"trellis": 1, "root": {"id": "a"}, "size": [10, null], "rounding": "pixel", "pixelScale": 2}"#,
    #"{"trellis": 1, "root": {"id": "a"}, "extra": true}"#,
    #"{"trellis": 1, "root": {"id": "a"}, "constraints": [{"expr": "a.width >= 10"}]}"#,
    #"{"trellis": 1, "root": {"id": "a"}, "constraints": [{"expr": "b.width >= 10"}]}"#,
    #"{"trellis": 1, "root": {"id": "a"}} x"#,
    #"{"trellis": 1, "root": {"id": "a"}"#,
    #"[{"trellis": 1}]"#,
    "",
  ])
  func readsEdgeCasesAsTheCarefulReaderDoes(text: String) {
    Self.check(text, name: text)
  }

  @Test func refusesNestingPastTheLimitAsTheCarefulReaderDoes() {
    // Containers 255 deep fit in 512 levels of JSON; one more does not.
    for depth in [254, 255, 256] {
      var text = #"{"id": "leaf"}"#
      for _ in 0..<depth { text = #"{"layout": "stack", "children": ["# + text + "]}" }
      Self.check(#"{"trellis": 1, "root": "# + text + "}", name: "depth \(depth)")
    }
    let deepValue = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    Self.check(
      #"{"trellis": 1, "root": {"id": "a", "stretch": "# + deepValue + "}}", name: "deep value")
  }

  @Test func refusesMoreNodesThanTheLimit() throws {
    let children = (0..<9).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
    let grid = #"{"layout": "gridTree", "grid": {"cols": [{}]}, "children": [{"id": "t"}]}"#
    for (text, nodes) in [
      (#"{"trellis": 1, "root": {"layout": "stack", "children": [\#(children)]}}"#, 10),
      (#"{"trellis": 1, "root": {"layout": "stack", "children": [\#(children), \#(grid)]}}"#, 12),
    ] {
      func read(limit: Int) -> LayoutDocument? {
        try? JSONParser.withParser(of: text) { (parser) throws(JSONSyntaxError) in
          try parser.readDocument(nodeLimit: limit)
        }
      }
      #expect(read(limit: nodes)?.nodeCount == nodes)
      #expect(read(limit: nodes - 1) == nil)
      // The careful reader's own check, with the same limits.
      let value = try JSONParser.parse(text)
      #expect(throws: Never.self) {
        try DocumentLimits.checkNodes(json: value["root"]!, limit: nodes)
      }
      #expect(throws: DocumentError.self) {
        try DocumentLimits.checkNodes(json: value["root"]!, limit: nodes - 1)
      }
    }
  }
}
