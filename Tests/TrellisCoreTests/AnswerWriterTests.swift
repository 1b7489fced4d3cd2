import Testing

@testable import TrellisCore

/// The answer's byte writer (`LayoutAnswer.jsonBytes()`) against the string-building writer it
/// replaced (kept here as the oracle): the same bytes for ids that sort by more than their first
/// eight bytes, non-ASCII and escaped ids, every kind of number, and every optional section.
@Suite struct AnswerWriterTests {
  /// The writer `json()` had before the byte writer, unchanged.
  static func legacyJSON(_ answer: LayoutAnswer) -> String {
    var lines: [String] = []
    if !answer.cells.isEmpty {
      let entries = answer.cells.sorted { $0.key < $1.key }.map { id, rects in
        "    \(LayoutAnswer.quoted(id)): ["
          + rects.map { rect in
            "[\(LayoutAnswer.number(rect.x)), \(LayoutAnswer.number(rect.y)), \(LayoutAnswer.number(rect.width)), "
              + "\(LayoutAnswer.number(rect.height))]"
          }.joined(separator: ", ") + "]"
      }
      lines.append("  \"cells\": {\n" + entries.joined(separator: ",\n") + "\n  },")
    }
    if let conflict = answer.conflict {
      lines.append(
        "  \"conflict\": {\"explanation\": \(LayoutAnswer.quoted(conflict.explanation)), "
          + (conflict.isMinimal ? "" : "\"minimal\": false, ") + "\"rules\": ["
          + conflict.rules.map(LayoutAnswer.quoted).joined(separator: ", ") + "]},")
    }
    lines.append(
      "  \"diagnostics\": ["
        + answer.diagnostics.map { diagnostic in
          "{\"message\": \(LayoutAnswer.quoted(diagnostic.message)), \"path\": \(LayoutAnswer.quoted(diagnostic.path)), "
            + "\"severity\": \(LayoutAnswer.quoted(diagnostic.severity.rawValue))}"
        }.joined(separator: ", ") + "],")
    lines.append("  \"engine\": \(LayoutAnswer.quoted(answer.engine.rawValue)),")
    let frameEntries = answer.frames.sorted { $0.key < $1.key }.map { id, rect in
      "    \(LayoutAnswer.quoted(id)): [\(LayoutAnswer.number(rect.x)), \(LayoutAnswer.number(rect.y)), "
        + "\(LayoutAnswer.number(rect.width)), \(LayoutAnswer.number(rect.height))]"
    }
    lines.append(
      "  \"frames\": {"
        + (frameEntries.isEmpty ? "}," : "\n" + frameEntries.joined(separator: ",\n") + "\n  },"))
    if !answer.relaxed.isEmpty {
      lines.append(
        "  \"relaxed\": [\n"
          + answer.relaxed.map { rule in
            "    {\"achieved\": \(LayoutAnswer.number(rule.achieved)), \"expr\": \(LayoutAnswer.quoted(rule.expression)), "
              + "\"rule\": \(LayoutAnswer.quoted(rule.rule)), \"target\": \(LayoutAnswer.number(rule.target)), "
              + "\"tier\": \(LayoutAnswer.quoted(rule.tier.rawValue)), \"violation\": \(LayoutAnswer.number(rule.violation)), "
              + "\"weight\": \(LayoutAnswer.number(rule.weight))}"
          }.joined(separator: ",\n") + "\n  ],")
    }
    lines.append(
      "  \"size\": [\(LayoutAnswer.number(answer.size.horizontal)), \(LayoutAnswer.number(answer.size.vertical))],"
    )
    let trackEntries = answer.tracks.sorted { $0.key < $1.key }.map { id, grid in
      func list(_ tracks: [LayoutAnswer.Track]) -> String {
        "["
          + tracks.map { "[\(LayoutAnswer.number($0.offset)), \(LayoutAnswer.number($0.length))]" }
          .joined(
            separator: ", ") + "]"
      }
      return
        "    \(LayoutAnswer.quoted(id)): {\"columns\": \(list(grid.columns)), \"rows\": \(list(grid.rows))}"
    }
    lines.append(
      "  \"tracks\": {"
        + (trackEntries.isEmpty ? "}," : "\n" + trackEntries.joined(separator: ",\n") + "\n  },"))
    lines.append("  \"trellis\": 1")
    return "{\n" + lines.joined(separator: "\n") + "\n}\n"
  }

  static let numbers: [Double] = [
    0, -0.0, 1, -1, 0.1, 0.30000000000000004, 1e-5, 1e-9, 123456789.123, 1e15, 999_999_999_999_999,
    -999_999_999_999_999, 1e16, 2.5e300, -4.75, 27.999999999972715, .ulpOfOne, 1 / 3,
  ]

  static func rect(_ index: Int) -> Rect {
    let count = numbers.count
    return Rect(
      x: numbers[index % count], y: numbers[(index + 3) % count],
      width: numbers[(index + 7) % count], height: numbers[(index + 11) % count])
  }

  static let asciiIDs = [
    "i0", "i1", "i10", "i100", "i2", "grid", "abcdefgh1", "abcdefgh", "abcdefgh0", "abcdefghij",
    "a", "a\u{0}", "A", "Z", "_", "quote\"d", "back\\slash", "tab\tid", "x\u{1}y", "",
  ]
  static let unicodeIDs = asciiIDs + ["é", "e\u{301}", "😀", "zé", "Å", "A\u{30A}"]

  static func answer(ids: [String], sections: Bool) -> LayoutAnswer {
    var frames: [String: Rect] = [:]
    for (index, id) in ids.enumerated() { frames[id] = rect(index) }
    var answer = LayoutAnswer(
      engine: sections ? .lp : .direct, size: AxisPair(numbers[8], numbers[9]),
      frames: FrameTable(frames))
    guard sections else { return answer }
    answer.tracks = [
      "grid": .init(
        columns: [.init(offset: 0, length: 0.1), .init(offset: 1e-5, length: 3)],
        rows: [.init(offset: -0.0, length: 1e16)]),
      "é": .init(columns: [], rows: []),
    ]
    answer.cells = ["tree": [rect(1), rect(2)], "t\"2": [rect(3)]]
    answer.diagnostics = [
      .init(severity: .warning, path: "root.children[1]", message: "content needs 3.5 \"more\""),
      .init(severity: .info, path: "root", message: "line\nbreak"),
    ]
    answer.relaxed = [
      .init(
        rule: "c1", expression: "a.width >= 10", tier: .strong, weight: 1, target: 10,
        achieved: 9.5, violation: 0.5),
      .init(
        rule: "c\"2", expression: "b.x == 1/3", tier: .weak, weight: 0.25, target: 1 / 3,
        achieved: 0, violation: 1 / 3),
    ]
    answer.conflict = RuleConflict(rules: ["c1", "c\u{7}"], explanation: "both", isMinimal: false)
    return answer
  }

  @Test(arguments: [false, true])
  func writesTheBytesTheStringWriterWrote(sections: Bool) {
    for ids in [Self.asciiIDs, Self.unicodeIDs, [], (0..<2000).map { "i\($0)" }] {
      let answer = Self.answer(ids: ids, sections: sections)
      #expect(answer.jsonBytes() == Array(Self.legacyJSON(answer).utf8))
      #expect(answer.json() == Self.legacyJSON(answer))
    }
  }

  /// Written in pieces (what `trellis solve` does), the answer is the same bytes, each piece
  /// but the last at least the piece size and ending after a whole frame.
  @Test(arguments: [1, 64, 4096])
  func writesTheSameBytesInPieces(piece: Int) {
    for sections in [false, true] {
      for ids in [Self.asciiIDs, Self.unicodeIDs, [], (0..<2000).map { "i\($0)" }] {
        let answer = Self.answer(ids: ids, sections: sections)
        final class Pieces: @unchecked Sendable { var all: [[UInt8]] = [] }
        let pieces = Pieces()
        answer.writeJSON(piece: piece) { pieces.all.append($0) }
        #expect(Array(pieces.all.joined()) == answer.jsonBytes())
        #expect(pieces.all.dropLast().allSatisfy { $0.count >= piece && $0.last == 93 })
        if ids.count > 1 && piece < 100 { #expect(pieces.all.count > 1) }
      }
    }
  }

  @Test func sortsIDsAsStringsDo() {
    for ids in [Self.asciiIDs, Self.unicodeIDs, (0..<300).map { "id-\($0 * 7919 % 300)" }] {
      #expect(LayoutAnswer.sortedOrder(ids).map { ids[$0] } == ids.sorted())
    }
  }
}
