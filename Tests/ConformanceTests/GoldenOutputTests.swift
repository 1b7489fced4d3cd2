import Foundation
import Testing
import Trellis
import TrellisBench

/// The bytes of the tiered answer (`trellis explain --format json` without the keys it adds,
/// ``ExplanationTests``), `trellis lp` and both engines' answers for
/// every fixture, example and benchmark workload, held against digests recorded before the
/// layout pass was restructured (issue 16): a refactoring must not change a single byte.
///
/// To record them again after a change that is meant to alter output, run
/// `TRELLIS_WRITE_GOLDEN=1 swift test --filter GoldenOutputTests` and commit
/// `Golden/outputs.json` with the change that explains why.
@Suite struct GoldenOutputTests {
  /// A named document.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var document: LayoutDocument
    var testDescription: String { name }
  }

  /// The documents read from files: every fixture, tiered fixture and bundled example
  /// (``TieredFrameSnapshotTests`` holds the same ones).
  static let fileCases: [Case] = {
    var cases: [Case] = []
    for fixture in Fixture.all {
      if let document = try? LayoutDocument(json: fixture.document) {
        cases.append(Case(name: "fixture/\(fixture.name)", document: document))
      }
    }
    for fixture in TieredFixture.all {
      if let document = try? LayoutDocument(json: fixture.document) {
        cases.append(Case(name: "tiered/\(fixture.name)", document: document))
      }
    }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples").standardized
    let files =
      (try? FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil))
      ?? []
    for file in files.filter({ $0.pathExtension == "json" }).sorted(by: {
      $0.lastPathComponent < $1.lastPathComponent
    }) {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let document = try? LayoutDocument(json: text)
      {
        cases.append(Case(name: "example/\(file.lastPathComponent)", document: document))
      }
    }
    return cases
  }()

  /// Every document: fixtures, tiered fixtures, the bundled examples and the benchmark
  /// workloads of `trellis bench --quick` (and the smaller sizes of the full run).
  static let cases: [Case] = {
    var cases = fileCases
    for side in [10, 30] {
      cases.append(
        Case(name: "bench/grid-\(side)", document: BenchWorkloads.gridDocument(side: side)))
    }
    for depth in 3...6 {
      cases.append(
        Case(name: "bench/tree-\(depth)", document: BenchWorkloads.treeDocument(depth: depth)))
    }
    for tracks in [16, 64] {
      for wide in [false, true] {
        cases.append(
          Case(
            name: "bench/over-constrained-\(tracks)\(wide ? "-wide" : "")",
            document: BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: wide)))
      }
    }
    for side in [10, 30] {
      cases.append(
        Case(
          name: "bench/tiered-grid-\(side)", document: BenchWorkloads.tieredGridDocument(side: side)
        ))
    }
    cases.append(
      Case(name: "bench/css-grid-30", document: BenchWorkloads.fairGridDocument(side: 30)))
    cases.append(
      Case(
        name: "bench/conflict-cycle-40", document: BenchWorkloads.conflictChainDocument(rules: 40)))
    // 70 medium width constraints, 20 of them broken: the tiered start mends them.
    cases.append(
      Case(
        name: "bench/broken-constraints-140",
        document: BenchWorkloads.brokenConstraintsDocument(items: 140)))
    return cases
  }()

  /// The outputs of one document, by kind.
  static func outputs(_ document: LayoutDocument) -> [String: String] {
    var outputs: [String: String] = [:]
    func attempt(_ kind: String, _ body: () throws -> String) {
      do {
        outputs[kind] = try body()
      } catch {
        outputs[kind] = "error: \(error)"
      }
    }
    attempt("explain") { try LPEngine().solveTiered(document).json() }
    attempt("lp") {
      let program =
        document.isConstrained
        ? try LPEngine().tieredProgram(for: document) : try LPEngine().program(for: document)
      return try program.text(format: .cplexLP)
    }
    attempt("tiered-lp") { try LPEngine().tieredProgram(for: document).text(format: .cplexLP) }
    attempt("solve-lp") { try LPEngine().solve(document).json() }
    attempt("solve-direct") { try Trellis.solve(document, engine: .direct).json() }
    return outputs
  }

  /// FNV-1a (64 bits) of a text's bytes, with its length: a digest that is the same on every
  /// machine and run.
  static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return "\(text.utf8.count):" + String(hash, radix: 16)
  }

  static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/outputs.json")

  /// The recorded digests, by case name and output kind.
  static let golden: [String: [String: String]] = {
    guard let data = try? Data(contentsOf: goldenURL),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
    else { return [:] }
    return object
  }()

  @Test func everyDocumentIsRecorded() throws {
    if ProcessInfo.processInfo.environment["TRELLIS_WRITE_GOLDEN"] != nil {
      var all: [String: [String: String]] = [:]
      for each in Self.cases {
        all[each.name] = Self.outputs(each.document).mapValues(Self.digest)
      }
      let data = try JSONSerialization.data(
        withJSONObject: all, options: [.prettyPrinted, .sortedKeys])
      try FileManager.default.createDirectory(
        at: Self.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: Self.goldenURL)
    }
    #expect(Self.cases.count > 80)
    #expect(Set(Self.golden.keys) == Set(Self.cases.map(\.name)))
  }

  @Test(arguments: cases)
  func outputsAreUnchanged(_ each: Case) throws {
    let recorded = try #require(Self.golden[each.name], "no digests recorded for \(each.name)")
    let outputs = Self.outputs(each.document)
    #expect(Set(outputs.keys) == Set(recorded.keys))
    for (kind, text) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(
        Self.digest(text) == recorded[kind],
        "\(each.name) \(kind) changed; now:\n\(text.prefix(2000))")
    }
  }
}
