import Foundation
import Testing
import Trellis
import TrellisBench

/// The Swift of the DocC articles "Embedding Trellis" and "SwiftUI and UIKit", compiled and run
/// here: each snippet between `// snippet: NAME` and `// end snippet` is the article's
/// ```swift block marked `<!-- swift-snippet: NAME -->`, character for character, and the
/// checks after it are what the article says it does.
@Suite struct EmbeddingArticleTests {
  /// Text of 240 points of glyphs in words of 40, 20 points a line.
  static let text = ContentMeasurer("text") { proposal in
    let width = min(240, proposal.horizontal ?? 240)
    let perLine = max(1, (width / 40).rounded(.down))
    return AxisPair(perLine * 40, (6 / perLine).rounded(.up) * 20)
  }

  static func card() -> LayoutDocument {
    let text = Self.text
    // snippet: embedBuild
    let document = LayoutDocument(size: [200, nil], rounding: .none) {
      LayoutNode.vertical(id: "card", margin: 10, spacing: 8, align: [.start, .start]) {
        LayoutNode.item("title", desired: [120, 24])
        LayoutNode.item("body").measurer(text)
      }
    }
    // end snippet
    return document
  }

  @Test func build() throws {
    let document = Self.card()
    let answer = try DirectEngine().solve(document)
    // The body is measured at the 180 points inside the margins: four words a line, two lines.
    #expect(answer.frames["body"] == Rect(x: 10, y: 42, width: 160, height: 40))
    #expect(answer.size == [200, 92])
  }

  @Test func validate() throws {
    let document = Self.card()
    var messages: [String] = []
    func print(_ error: Any) { messages.append("\(error)") }
    // snippet: embedValidate
    var broken = document
    broken.root.item.stretch = [-1, 0]
    do {
      try broken.validate()
    } catch {
      print(error)  // root.stretch[0]: must be a number ≥ 0, got -1
    }
    // end snippet
    #expect(messages == ["root.stretch[0]: must be a number ≥ 0, got -1"])
    #expect(
      throws: LayoutError.invalid(
        DocumentError(path: "root.stretch[0]", message: "must be a number ≥ 0, got -1"))
    ) {
      try DirectEngine().solve(broken)
    }
  }

  @Test func measure() throws {
    // snippet: embedMeasure
    let label = ContentMeasurer("label") { proposal in
      // Whatever the app measures: here 16 points a character, wrapping at the width offered.
      let characters = 30.0
      let width = min(characters * 16, proposal.horizontal ?? .infinity)
      let perLine = max(1, (width / 16).rounded(.down))
      return AxisPair(perLine * 16, (characters / perLine).rounded(.up) * 18)
    }
    let row = LayoutDocument(size: [200, nil]) {
      LayoutNode.horizontal(id: "row") {
        LayoutNode.item("icon", desired: [32, 32])
        LayoutNode.item("label").measurer(label).ignoreDesired([true, false]).stretch([1, 0])
      }
    }
    let frame = try DirectEngine().solve(row).frames["label"]
    // 168 points left beside the icon: 10 characters a line, 3 lines.
    // end snippet
    #expect(frame == Rect(x: 32, y: 0, width: 168, height: 54))
  }

  @Test func session() throws {
    let document = Self.card()
    var heights: [Double] = []
    // snippet: embedSession
    var session = try LayoutSession(document, engine: DirectEngine())
    for width in [200.0, 120, 320] {
      let answer = try session.layout(size: [width, nil])
      heights.append(answer.size.vertical)
    }
    try session.update { document in
      document.root.item.stretch = [1, 1]
    }
    // end snippet
    #expect(heights == [92, 112, 72])
    #expect(try session.layout() == DirectEngine().solve(session.document))
  }

  @Test func threads() async throws {
    let document = Self.card()
    // snippet: embedThreads
    let heights = try await withThrowingTaskGroup(of: (Double, Double).self) { group in
      for width in [120.0, 200, 320] {
        group.addTask {
          var session = try LayoutSession(document, engine: DirectEngine())
          return (width, try session.layout(size: [width, nil]).size.vertical)
        }
      }
      var heights: [Double: Double] = [:]
      for try await (width, height) in group { heights[width] = height }
      return heights
    }
    // end snippet
    #expect(heights == [120: 112, 200: 92, 320: 72])
  }

  /// The snippet lays a document out under a time limit: a generous one gives the answer
  /// without a limit, one of 1 ns is over before the first check (the engine reads the clock
  /// after validating the document) and is reported.
  @Test func timeLimit() throws {
    var answers: [LayoutAnswer] = []
    var messages: [String] = []
    func print(_ message: String) { messages.append(message) }
    func layOut(_ document: LayoutDocument, seconds: Double) throws {
      // snippet: embedTimeLimit
      let engine = LPEngine(timeLimit: try TimeLimit(seconds: seconds))
      do {
        answers.append(try engine.solve(document))
      } catch .timeLimitReached(let limit) {
        print("no layout within \(limit)")  // no layout within 0.5 s
      } catch {
        print("no layout: \(error)")
      }
      // end snippet
    }
    let document = BenchWorkloads.tieredGridDocument(side: 30)
    try layOut(document, seconds: 600)
    #expect(answers == [try LPEngine().solve(document)])
    try layOut(document, seconds: 1e-9)
    #expect(messages == ["no layout within 1e-09 s"])
    #expect(throws: TimeLimit.Invalid.self) { try layOut(document, seconds: .nan) }
    #expect(throws: TimeLimit.Invalid.self) { try layOut(document, seconds: 0) }
  }

  /// The snippets of this file by name.
  static func snippetTexts() throws -> [String: String] {
    try Documentation.snippets(inSource: #filePath, start: "// snippet: ", end: "// end snippet")
  }

  /// The articles show exactly the snippets tested here, and every snippet is shown.
  @Test func articlesShowTheTestedSnippets() throws {
    let snippets = try Self.snippetTexts()
    var shown: Set<String> = []
    for file in Documentation.files {
      for block in try Documentation.blocks(in: file) {
        guard let marker = block.marker, marker.hasPrefix("swift-snippet:") else { continue }
        let name = marker.dropFirst("swift-snippet:".count).trimmingCharacters(in: .whitespaces)
        shown.insert(name)
        #expect(
          block.text == snippets[name], "\(block.place): not the snippet \(name) of \(#fileID)")
      }
    }
    #expect(shown == Set(snippets.keys))
  }
}
