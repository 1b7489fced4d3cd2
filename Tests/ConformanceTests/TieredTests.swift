import Foundation
import Testing
import Trellis

/// An over-constrained document with the layout and explanation worked out by hand.
struct TieredFixture: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var document: String
  var frames: [String: [Double]]
  var columns: [String: [[Double]]]
  /// `[rule, tier, target, achieved, violation]`, in report order, when the fixture lists them.
  var relaxed: [[String]]?
  var conflict: (rules: [String], explanation: String)?

  var testDescription: String { name }

  static let all: [TieredFixture] = {
    guard let directory = Bundle.module.url(forResource: "Tiered", withExtension: nil),
      let files = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    return files.filter { $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
      .compactMap { url in
        guard let data = try? Data(contentsOf: url),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let documentObject = object["document"],
          let documentData = try? JSONSerialization.data(withJSONObject: documentObject)
        else { return nil }
        var columns: [String: [[Double]]] = [:]
        for (id, value) in object["tracks"] as? [String: [String: [[Double]]]] ?? [:] {
          columns[id] = value["columns"]
        }
        let relaxed = (object["relaxed"] as? [[Any]])?.map { row in row.map { "\($0)" } }
        var conflict: ([String], String)?
        if let value = object["conflict"] as? [String: Any],
          let rules = value["rules"] as? [String],
          let explanation = value["explanation"] as? String
        {
          conflict = (rules, explanation)
        }
        return TieredFixture(
          name: url.deletingPathExtension().lastPathComponent,
          source: object["source"] as? String ?? "",
          document: String(decoding: documentData, as: UTF8.self),
          frames: object["frames"] as? [String: [Double]] ?? [:], columns: columns,
          relaxed: relaxed, conflict: conflict)
      }
  }()
}

/// Over-constrained documents (issue 6): the tiered LP solve's layout, its report of what gave
/// way, and the minimal conflicting set, each against values worked out by hand.
@Suite struct TieredTests {
  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

  @Test func thereAreAtLeastTwelve() {
    #expect(TieredFixture.all.count >= 12)
  }

  @Test(arguments: TieredFixture.all)
  func layoutAndExplanation(_ fixture: TieredFixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let answer = try LPEngine().solveTiered(document)
    let context = "\(fixture.name): \(fixture.source)\n\(answer.json())"
    for (id, expected) in fixture.frames {
      let frame = try #require(answer.frames[id], "\(context)")
      let got = [frame.x, frame.y, frame.width, frame.height]
      #expect(zip(got, expected).allSatisfy(Self.close), "\(id): \(got) ≠ \(expected)\n\(context)")
    }
    for (id, expected) in fixture.columns {
      let got = try #require(answer.tracks[id], "\(context)").columns.map {
        [$0.offset, $0.length]
      }
      #expect(
        got.count == expected.count
          && zip(got, expected).allSatisfy { zip($0, $1).allSatisfy(Self.close) },
        "\(id) columns: \(got) ≠ \(expected)\n\(context)")
    }
    if let relaxed = fixture.relaxed {
      #expect(answer.relaxed.count == relaxed.count, "\(context)")
      for (rule, row) in zip(answer.relaxed, relaxed) {
        #expect(rule.rule == row[0] && rule.tier.rawValue == row[1], "\(rule) ≠ \(row)\n\(context)")
        let numbers = [rule.target, rule.achieved, rule.violation]
        let expected = row[2...].compactMap(Double.init)
        #expect(
          zip(numbers, expected).allSatisfy(Self.close), "\(rule.rule): \(numbers) ≠ \(expected)")
      }
    }
    if let conflict = fixture.conflict {
      #expect(answer.conflict?.rules == conflict.rules, "\(context)")
      #expect(answer.conflict?.explanation == conflict.explanation, "\(context)")
    } else {
      #expect(answer.conflict == nil, "\(context)")
    }
  }

  /// A grid laid out in its parent's segment states its bounds against that segment by its
  /// readable name, in the conflict and in the report (the solved program's own names are
  /// short ones).
  @Test func nestedBoundsNameTheirParentsSegment() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "rounding": "none",
         "root": {"id": "row", "layout": "horizontal", "children": [
           {"id": "g", "layout": "grid", "columns": 2, "columnSizing": {"stretch": 1},
            "children": [{"id": "a", "desired": [100, 20]}, {"id": "b", "desired": [100, 20]}]},
           {"id": "c", "desired": [50, 20]}]},
         "constraints": [{"expr": "g.col[0].width >= 400", "strength": "required"}]}
        """)
    let answer = try LPEngine().solveTiered(document)
    #expect(answer.conflict?.rules == ["row.x.bounds", "g.x.bounds", "constraints[0]"])
    #expect(
      answer.conflict?.explanation
        == "row.x.bounds (sum of row.x <= 300) + g.x.bounds (sum of g.x <= row.x.item[0].width)"
        + " + constraints[0] (g.col[0].width >= 400)")
    let bounds = try #require(answer.relaxed.first { $0.rule == "g.x.bounds" })
    #expect(bounds.expression == "sum of g.x <= row.x.item[0].width")
    // The required rules share the 100-point shortfall evenly.
    for rule in answer.relaxed where rule.tier == .required {
      #expect(Self.close(rule.violation, 100.0 / 3), "\(rule)")
    }
  }

  /// A constraint on a frame that cannot move reports its own target and the frame's value
  /// (the frame is a constant in the program's row).
  @Test func constantFramesReportInTheConstraintsTerms() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "rounding": "none",
         "root": {"id": "g", "layout": "grid", "columns": 2,
                  "children": [{"id": "a", "desired": [100, 20]}, {"id": "b", "desired": [100, 20]}]},
         "constraints": [{"expr": "a.width == 250", "strength": "required"}]}
        """)
    let answer = try LPEngine().solveTiered(document)
    #expect(answer.conflict?.rules == ["constraints[0]"])
    let rule = try #require(answer.relaxed.first)
    #expect(rule.target == 250 && rule.achieved == 100 && rule.violation == 150, "\(rule)")
  }

  /// The same document gives the same bytes, run after run and on eight threads at once.
  @Test func bitIdenticalOnOneOrEightThreads() async throws {
    let documents = try TieredFixture.all.map { try LayoutDocument(json: $0.document) }
    let serial = try documents.map { try LPEngine().solveTiered($0).json() }
    let again = try documents.map { try LPEngine().solveTiered($0).json() }
    #expect(serial == again)
    let parallel = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
      for task in 0..<8 {
        group.addTask {
          (task, try documents.map { try LPEngine().solveTiered($0).json() })
        }
      }
      var results: [[String]] = []
      for try await (_, answers) in group { results.append(answers) }
      return results
    }
    #expect(parallel.count == 8)
    for answers in parallel { #expect(answers == serial) }
  }
}
