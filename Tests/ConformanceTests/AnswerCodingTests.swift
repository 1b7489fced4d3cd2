import Foundation
import Testing
import Trellis

/// `LayoutAnswer` as `Codable` against the CLI's own writer (``LayoutAnswer/json()``): the same
/// keys and numbers, byte for byte once the writer's spacing is taken out, on every fixture,
/// example and benchmark workload, solved by both engines and by the tiered solve.
@Suite struct AnswerCodingTests {
  /// The answers of one document: each engine that solves it, and the tiered solve (which
  /// reports relaxed rules and conflicts).
  static func answers(_ document: LayoutDocument) throws -> [LayoutAnswer] {
    var answers = [try LPEngine().solveTiered(document), try LPEngine().solve(document)]
    if !document.isConstrained { answers.append(try DirectEngine().solve(document)) }
    return answers
  }

  /// JSON text without the whitespace between tokens (strings kept as they are).
  static func compact(_ text: String) -> String {
    var out = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        out.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
        out.append(character)
      } else if !character.isWhitespace {
        out.append(character)
      }
    }
    return out
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  @Test(arguments: GoldenOutputTests.cases)
  func codableAgreesWithTheWriter(_ each: GoldenOutputTests.Case) throws {
    for answer in try Self.answers(each.document) {
      let written = answer.json()
      // The writer's output decodes to the answer.
      let decoded = try JSONDecoder().decode(LayoutAnswer.self, from: Data(written.utf8))
      #expect(decoded == answer, "\(each.name) \(answer.engine): decoding the writer's JSON")
      // JSONEncoder writes the same keys and numbers, byte for byte.
      let encoded = try Self.encoder.encode(answer)
      #expect(
        String(decoding: encoded, as: UTF8.self) == Self.compact(written),
        "\(each.name) \(answer.engine): JSONEncoder and json() differ")
      // And its output decodes back to the answer.
      #expect(try JSONDecoder().decode(LayoutAnswer.self, from: encoded) == answer)
    }
  }

  @Test func tracksAreNamedPairsAndEnginesAndSeveritiesAreEnums() throws {
    let text = """
      {"trellis": 1, "engine": "lp", "size": [100, 50],
       "frames": {"a": [0, 0, 40, 50], "b": [40.5, 0, 59.5, 50]},
       "tracks": {"g": {"columns": [[0, 40], [40.5, 59.5]], "rows": [[0, 50]]}},
       "diagnostics": [{"severity": "warning", "path": "root", "message": "m"}],
       "somethingNew": true}
      """
    let answer = try JSONDecoder().decode(LayoutAnswer.self, from: Data(text.utf8))
    #expect(answer.engine == .lp)
    #expect(answer.size == AxisPair(100, 50))
    #expect(answer.frames["b"] == Rect(x: 40.5, y: 0, width: 59.5, height: 50))
    let columns = try #require(answer.tracks["g"]).columns
    #expect(columns == [.init(offset: 0, length: 40), .init(offset: 40.5, length: 59.5)])
    #expect(columns[1].end == 100)
    #expect(
      answer.diagnostics == [.init(severity: .warning, path: "root", message: "m")])
    #expect(answer.relaxed.isEmpty && answer.conflict == nil && answer.cells.isEmpty)
    // A decoded table has frames by id only.
    #expect(answer.frames[node: 0] == nil && answer.frames[path: "root"] == nil)
  }

  @Test(arguments: [
    #"{"engine": "lp", "size": [1, 1], "frames": {}}"#,
    #"{"trellis": 2, "engine": "lp", "size": [1, 1], "frames": {}}"#,
    #"{"trellis": 1, "engine": "glpk", "size": [1, 1], "frames": {}}"#,
    #"{"trellis": 1, "engine": "lp", "size": [1], "frames": {}}"#,
    #"{"trellis": 1, "engine": "lp", "size": [1, 1], "frames": {"a": [1, 2, 3]}}"#,
    #"{"trellis": 1, "engine": "lp", "size": [1, 1], "frames": {}, "tracks": {"g": {"columns": [[1, 2, 3]], "rows": []}}}"#,
    #"{"trellis": 1, "engine": "lp", "size": [1, 1], "frames": {}, "diagnostics": [{"severity": "error", "path": "root", "message": ""}]}"#,
  ])
  func malformedAnswersDoNotDecode(_ text: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LayoutAnswer.self, from: Data(text.utf8))
    }
  }

  @Test func negativeZeroIsWrittenAsZero() throws {
    var answer = LayoutAnswer(
      engine: .direct, size: AxisPair(-0.0, 10),
      frames: ["a": Rect(x: -0.0, y: 0, width: 10, height: 10)],
      tracks: ["g": .init(columns: [.init(offset: -0.0, length: 10)], rows: [])])
    answer.diagnostics = []
    let encoded = String(decoding: try Self.encoder.encode(answer), as: UTF8.self)
    #expect(!encoded.contains("-0"))
    #expect(encoded == Self.compact(answer.json()))
  }
}
