import Foundation
import Testing
import Trellis

/// The LP engine against the semantics and against the direct engine (issue 4).
@Suite struct DifferentialTests {
  @Test(arguments: Fixture.all)
  func lpEngineMatchesTheSemantics(_ fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let answer = try LPEngine().solve(document)
    #expect(answer.engine == "lp")
    // Real values (rounding none) agree within 1e-9 relative; rounded ones exactly.
    let tolerance = document.rounding == .none ? 1e-9 : 0
    for (id, expected) in fixture.frames.sorted(by: { $0.key < $1.key }) {
      let frame = try #require(answer.frames[id], "\(fixture.name): no frame for \(id)")
      let values = [frame.x, frame.y, frame.width, frame.height]
      #expect(
        zip(values, expected).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) },
        "\(fixture.name) (\(fixture.source)): \(id) \(values) != \(expected)")
    }
    let report = try CrossCheck.run(document)
    #expect(report.differences.isEmpty, "\(fixture.name)")
  }

  /// Found by the long mode: a content minimum above the track's maximum wins,
  /// in both engines, under every distribution.
  @Test(arguments: ["compat", "fair", "css"])
  func contentMinimumAboveTheMaximumWins(distribution: String) throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 50], "root": {"id": "g", "layout": "grid", "columns": 2,
         "distribution": "\(distribution)",
         "columnSizing": {"stretch": 1, "min": "content", "max": 50},
         "children": [{"id": "a", "desired": [100, 10]}, {"id": "b", "desired": [20, 10]}]}}
        """)
    let report = try CrossCheck.run(document)
    #expect(report.differences.isEmpty)
    #expect(report.lp.frames["a"]?.width == 100)
  }

  /// Batches of 100 seeded random documents: 2,000 in the normal suite.
  static let batches: [UInt64] = Array(0..<20)

  @Test(arguments: batches)
  func enginesAgreeOnRandomDocuments(batch: UInt64) throws {
    for index in 0..<100 { crossCheck(seed: 1_000_000 + batch * 100 + UInt64(index)) }
  }

  /// The long mode: `TRELLIS_DIFFERENTIAL=100000 swift test --filter longDifferential` checks
  /// that many documents (seeds from 10,000,000 on).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_DIFFERENTIAL"] != nil))
  func longDifferential() throws {
    let count = UInt64(ProcessInfo.processInfo.environment["TRELLIS_DIFFERENTIAL"] ?? "") ?? 100_000
    for seed in 10_000_000..<(10_000_000 + count) { crossCheck(seed: seed) }
  }

  /// Both engines on the document of `seed`; on failure the seed and the document are printed.
  func crossCheck(seed: UInt64) {
    var generator = RandomDocuments(seed: seed)
    let text = generator.document()
    let report: CrossCheck.Report
    do {
      report = try CrossCheck.run(try LayoutDocument(json: text))
    } catch {
      Issue.record("seed \(seed): \(error)\ndocument: \(text)")
      return
    }
    if !report.agrees {
      let differences = report.differences.prefix(8).map(\.description).joined(separator: "; ")
      Issue.record("seed \(seed): \(differences)\ndocument: \(text)")
    }
  }
}
