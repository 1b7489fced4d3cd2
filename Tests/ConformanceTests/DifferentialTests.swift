import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisTestSupport

/// The LP engine against the semantics and against the direct engine (issue 4).
@Suite struct DifferentialTests {
  @Test(arguments: Fixture.all)
  func lpEngineMatchesTheSemantics(_ fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let answer = try LPEngine().solve(document)
    #expect(answer.engine == .lp)
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

  /// Documents on which the engines once disagreed (found by the long mode), kept as they were
  /// generated.
  static let regressions: [(seed: Int, document: String)] = [
    // The LP's 39.99999999999999 for a 40-point item fitted one tile fewer per row.
    (
      10_038_656,
      #"{"trellis": 1, "size": [75, 310], "rounding": "compat", "pixelScale": 3, "root": {"id": "n1", "maxDesired": [null, 20.5], "layout": "vertical", "spacing": -3, "margin": 9, "children": [{"id": "n2", "cellAlign": ["right", null], "layout": "horizontal", "spacing": -3, "margin": 0.5, "children": [{"id": "n3", "cellAlign": ["fill", null], "layout": "horizontal", "spacing": 12, "crop": true, "children": [{"id": "n4", "maxDesired": [null, 26], "heightForWidth": {"tiles": 11, "tile": [18, 17]}}, {"id": "n5", "heightForWidth": {"tiles": 3, "tile": [20, 11]}}, {"id": "n6", "stretch": [2, 1], "desired": [12, 16]}]}]}, {"id": "n7", "stretch": [2, 1], "layout": "grid", "columns": 3, "distribution": "fair", "spacing": 3, "columnSizing": {"stretch": 1}, "crop": true, "children": [{"id": "n8", "stretch": [1, 0], "maxDesired": [null, 27.5], "layout": "stack", "children": []}, {"id": "n9", "desired": [5, 32]}, {"id": "n10", "layout": "stack", "align": ["center", "bottom"], "children": []}, {"id": "n11", "layout": "vertical", "children": [{"id": "n12", "ignoreDesired": [false, false], "minDesired": [18, null], "desired": [113, 54.5]}, {"id": "n13", "stretch": [0.5, 0], "desired": [115, 79]}, {"id": "n14", "desired": [116, 65.5]}]}]}]}}"#
    ),
    // A closed form's 31.999999999999996 for 32 fitted one 16-point tile per row, not two.
    (
      10_022_460,
      #"{"trellis": 1, "size": [111, 199], "rounding": "compat", "pixelScale": 1, "root": {"id": "n1", "cellAlign": ["left", "fill"], "layout": "horizontal", "crop": true, "children": [{"id": "n2", "stretch": [1, 0], "layout": "vertical", "spacing": 1, "margin": 3, "align": ["left", "bottom"], "children": [{"id": "n3", "layout": "horizontal", "spacing": 6, "margin": 2, "crop": true, "align": ["center", "top"], "children": [{"id": "n4", "desired": [35, 32]}, {"id": "n5", "desired": [44, 59]}, {"id": "n6", "stretch": [2, 3], "desired": [56, 21]}]}]}, {"id": "n7", "stretch": [0.5, 0], "desired": [116, 15]}, {"id": "n8", "layout": "grid", "columns": 0, "distribution": "compat", "spacing": 0, "rowSizings": [{"stretch": 0}, {}], "align": ["right", "top"], "children": [{"id": "n9", "ignoreDesired": [true, true], "desired": [58.5, 20.5]}]}, {"id": "n10", "heightForWidth": {"tiles": 2, "tile": [16, 1]}}, {"id": "n11", "minDesired": [20, null], "desired": [4, 61]}]}}"#
    ),
    // A grid-tree view's edge at a third of a pixel rounded differently (no snapping first).
    (
      10_000_774,
      #"{"trellis": 1, "size": [327, 64], "rounding": "compat", "pixelScale": 3, "root": {"id": "n1", "layout": "stack", "children": [{"id": "n10", "layout": "gridTree", "stretch": [2, 3], "maxDesired": [null, 55], "grid": "{\"size\": 45, \"cols\": [{\"size\": \"-40%\", \"spacing\": 4, \"cols\": [{\"padding\": \"{4,4,2,5}\", \"cols\": [{\"size\": \"wrap\", \"cols\": [{\"size\": \"fill\", \"gravity\": \"bottom\", \"placeholder\": true}]}, {\"gravity\": \"right|top\", \"overlap\": \"top\"}, {\"size\": 20, \"rows\": [{\"size\": 20, \"spacing\": 5}, {\"size\": 0}]}, {\"size\": \"30%\", \"space\": 2}]}]}, {\"size\": 0, \"space\": 6}, {\"size\": -0.5, \"space\": 0}, {\"size\": 45, \"spacing\": 4, \"overlap\": \"top\"}]}", "children": [{"id": "n11", "desired": [68, 38]}, {"id": "n16", "desired": [59, 72]}, {"id": "n17", "stretch": [1, 1], "layout": "horizontal", "children": []}, {"id": "n18", "stretch": [0, 3], "heightForWidth": {"tiles": 29, "tile": [12, 16]}}]}]}}"#
    ),
    // A measured css grid kept a track at its real maximum 60.5 under compat rounding.
    (
      10_029_548,
      #"{"trellis": 1, "size": [null, null], "rounding": "compat", "pixelScale": 1, "root": {"id": "n1", "layout": "grid", "rows": 2, "distribution": "css", "spacing": 8, "columnSizing": {"min": 13}, "rowSizings": [{"stretch": 0.25}, {"size": 71, "stretch": 1, "max": 60.5}], "children": [{"id": "n2", "stretch": [0.5, 3], "cellAlign": ["right", "center"], "desired": [78, 18]}, {"id": "n3", "stretch": [0.5, 0], "desired": [96, 66]}]}}"#
    ),
  ]

  @Test(arguments: regressions.map(\.seed))
  func enginesAgreeOnPastRegressions(seed: Int) throws {
    let text = try #require(Self.regressions.first { $0.seed == seed }).document
    let report = try CrossCheck.run(try LayoutDocument(json: text))
    #expect(report.differences.isEmpty, "seed \(seed)")
  }

  /// Batches of 100 seeded random documents: 2,000 in the normal suite.
  static let batches: [UInt64] = Array(0..<20)

  @Test(arguments: batches)
  func enginesAgreeOnRandomDocuments(batch: UInt64) throws {
    for index in 0..<100 { crossCheck(seed: 1_000_000 + batch * 100 + UInt64(index)) }
  }

  /// Batches of 100 seeded random documents whose grids place some of their children by area
  /// (starts, spans, overlaps, holes): 500 in the normal suite.
  @Test(arguments: 0..<5)
  func enginesAgreeOnRandomPlacedDocuments(batch: UInt64) throws {
    for index in 0..<100 {
      crossCheck(seed: 38_000_000 + batch * 100 + UInt64(index), placement: true)
    }
  }

  /// Grids whose water-filling caps many columns one by one (issue 18).
  ///
  /// 1×n `fair` and `css` grids, each column with its own maximum, weight, minimum (none, a value, or the
  /// content) and size, laid out at widths from a shortfall to beyond every cap, under every
  /// rounding; and the benchmark's workload. The engines agree.
  @Test(arguments: 0..<4)
  func enginesAgreeOnGridsOfDistinctCaps(batch: UInt64) throws {
    for index in 0..<25 {
      let seed = 18_200_000 + batch * 100 + UInt64(index)
      var random = SplitMix64(seed: seed)
      let columns = Int.random(in: 2...60, using: &random)
      var sizings: [String] = []
      var children: [String] = []
      var widest = 0.0
      for column in 0..<columns {
        let desired = Int.random(in: 0...60, using: &random)
        let maximum = Double(desired) + Double(Int.random(in: 1...4_000, using: &random)) / 100
        widest += maximum + 4
        var sizing = "\"stretch\": \([0.5, 1, 2, 3, 1.25][Int.random(in: 0...4, using: &random)])"
        sizing += ", \"max\": \(maximum)"
        switch Int.random(in: 0...5, using: &random) {
        case 0: sizing += ", \"min\": \(Int.random(in: desired...Int(maximum), using: &random))"
        case 1: sizing += ", \"min\": \"content\""
        case 2: sizing += ", \"size\": \(Int.random(in: 0...40, using: &random))"
        default: break
        }
        sizings.append("{\(sizing)}")
        children.append("{\"id\": \"c\(column)\", \"desired\": [\(desired), 10]}")
      }
      let width = Int(widest * Double(Int.random(in: 20...120, using: &random)) / 100)
      let distribution = seed % 2 == 0 ? "fair" : "css"
      let rounding = ["none", "pixel", "compat"][Int(seed % 3)]
      let text = """
        {"trellis": 1, "size": [\(width), 30], "rounding": "\(rounding)", "root": {"id": "g",
         "layout": "grid", "columns": \(columns), "distribution": "\(distribution)",
         "columnSpacing": 2, "columnSizings": [\(sizings.joined(separator: ", "))],
         "children": [\(children.joined(separator: ", "))]}}
        """
      let report = try CrossCheck.run(try LayoutDocument(json: text))
      #expect(report.differences.isEmpty, "seed \(seed): \(report.differences.prefix(4))\n\(text)")
    }
    let distribution: Distribution = batch % 2 == 0 ? .fair : .css
    let workload = BenchWorkloads.fairCapsDocument(columns: 200, distribution: distribution)
    #expect(try CrossCheck.run(workload).differences.isEmpty)
  }

  /// The long mode: `TRELLIS_DIFFERENTIAL=100000 swift test --filter longDifferential` checks
  /// that many documents, seeds from 10,000,000 on (or from `TRELLIS_DIFFERENTIAL_FROM`, to
  /// replay a failure).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_DIFFERENTIAL"] != nil))
  func longDifferential() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = UInt64(environment["TRELLIS_DIFFERENTIAL"] ?? "") ?? 100_000
    let first = UInt64(environment["TRELLIS_DIFFERENTIAL_FROM"] ?? "") ?? 10_000_000
    for seed in first..<(first + count) { crossCheck(seed: seed) }
  }

  /// Both engines on the document of `seed`; on failure the seed and the document are printed.
  func crossCheck(seed: UInt64, placement: Bool = false) {
    var generator = RandomDocuments(seed: seed, placement: placement)
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
