import Testing
import TrellisCore

/// What `print` shows of the values users print: the documents' notation, not the fields.
@Suite struct DescriptionTests {
  @Test func pairsPrintAsDocumentsWriteThem() {
    #expect("\(AxisPair(1024.0, 640.0))" == "[1024.0, 640.0]")
    #expect("\(AxisPair<Double?>(200, nil))" == "[200.0, nil]")
    #expect("\(AxisPair(true, false))" == "[true, false]")
  }

  @Test func answersPrintInOneLine() {
    let frames: FrameTable = ["a": Rect(x: 0, y: 0, width: 10, height: 20)]
    var answer = LayoutAnswer(
      engine: .direct, size: AxisPair(1024, 640), frames: frames,
      tracks: [
        "g": .init(
          columns: [.init(offset: 16, length: 200)], rows: [.init(offset: 0, length: 120)])
      ],
      diagnostics: [.init(severity: .warning, path: "root", message: "overflows")])
    #expect(
      answer.description
        == "direct answer of size [1024.0, 640.0]: 1 frame, tracks of 1 grid, 1 diagnostic")
    answer.relaxed = [
      RelaxedRule(
        rule: "c1", expression: "a.width >= 200", tier: .strong, weight: 1, target: 200,
        achieved: 150, violation: 50)
    ]
    answer.conflict = RuleConflict(rules: ["c2", "c3"], explanation: "a > b", isMinimal: false)
    #expect(answer.description.hasSuffix(", 1 rule gave way, a conflict of 2 rules"))
    #expect("\(answer.frames)" == #"["a": [0.0, 0.0, 10.0, 20.0]]"#)
    #expect("\(answer.tracks["g"]!)" == "columns [[16.0, 200.0]], rows [[0.0, 120.0]]")
    #expect("\(answer.diagnostics[0])" == "warning root: overflows")
    #expect(
      "\(answer.relaxed[0])"
        == "c1 (strong, weight 1.0): a.width >= 200 target 200.0, achieved 150.0, violation 50.0")
    #expect("\(answer.conflict!)" == "c2, c3: a > b (not minimal)")
    let empty: FrameTable = [:]
    #expect("\(empty)" == "[:]")
  }

  @Test func documentsPrintAndWriteTheirJSON() throws {
    let document = LayoutDocument(size: [320, nil]) {
      LayoutNode.horizontal(id: "row") { LayoutNode.item("a", desired: [50, 20]) }
    }
    #expect(document.jsonText == document.json.text())
    #expect("\(document)" == document.jsonText)
    #expect("\(document.json)" == document.jsonText)
    #expect(document.jsonText.hasPrefix(#"{"trellis": 1, "size": [320, null], "root": "#))
    let copy = try LayoutDocument(json: document.jsonText)
    #expect(copy.json == document.json)
  }
}
