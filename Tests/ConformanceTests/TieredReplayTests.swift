import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisCore

@testable import TrellisLP

/// `trellis lp` on a tiered document (issue 18, item 5): glpsol, an independent solver reading
/// the written program, finds the sizes the tiered solve lays out — the program states what was
/// solved, over-constrained documents included.
@Suite struct TieredReplayTests {
  /// A tiered case: a name and a document.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var testDescription: String { name }
  }

  static let cases: [Case] = {
    var cases = TieredFixture.all.map { Case(name: $0.name, json: $0.document) }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/over-constrained.json").standardized
    if let text = try? String(contentsOf: examples, encoding: .utf8) {
      cases.append(Case(name: "example/over-constrained", json: text))
    }
    for (tracks, wide) in [(16, false), (16, true), (64, true)] {
      let document = BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: wide)
      cases.append(
        Case(
          name: "bench/over-constrained-\(tracks)\(wide ? "-wide" : "")", json: document.json.text()
        ))
    }
    cases.append(
      Case(
        name: "bench/tiered-grid-10", json: BenchWorkloads.tieredGridDocument(side: 10).json.text())
    )
    // Rounds that do not settle (TieredReportTests): the last round's program.
    cases.append(
      Case(
        name: "unsettled",
        json: """
          {"trellis":1,"size":[100,100],"rounding":"none","ruleStrengths":{"bounds":"strong"},
           "root":{"id":"page","layout":"horizontal","margin":10,"align":["left","top"],
           "children":[{"id":"L","layout":"grid","columns":1,"rowSpacing":{"size":0,"stretch":1},
           "children":[{"id":"a","desired":[20,20]},{"id":"b","desired":[20,30]}]}]},
           "constraints":[{"id":"top","expr":"L.row[0].y == 0"}]}
          """))
    return cases
  }()

  @Test(arguments: cases)
  func glpsolFindsTheSizesTrellisLaysOut(_ each: Case) throws {
    let document = try LayoutDocument(json: each.json)
    let engine = LPEngine()
    var memory: TieredMemory?
    let rounds = try engine.tieredRounds(document, remembering: &memory)
    let last = try #require(rounds.last, "\(each.name): no tiered program")
    let program = try engine.tieredProgram(for: document)
    let text = try program.text(format: .cplexLP)
    let solved = try Self.glpsol(text)
    #expect(solved.status == "OPTIMAL", "\(each.name): glpsol says \(solved.status)")
    try #require(solved.values.count == program.variables.count, "\(each.name): glpsol's columns")
    // Trellis's own reader and solver (`trellis solve-lp`) agree too.
    let read = try LinearProgram(parsing: text, format: .cplexLP)
    let own = try GLPKSolver().solve(read)
    #expect(own.status == .optimal, "\(each.name)")
    let scale = last.program.scale
    var compared = 0
    for (variable, _) in last.program.tieWeights() {
      let name = program.variables[variable.index].name
      let expected = last.outcome.values[variable.index]
      let found = solved.values[variable.index]
      #expect(
        abs(found - expected) <= 1e-6 * scale,
        "\(each.name): \(name) is \(expected) in Trellis, \(found) in glpsol")
      #expect(abs(own.values[variable.index] - expected) <= 1e-6 * scale, "\(each.name): \(name)")
      compared += 1
    }
    #expect(compared > 0, "\(each.name)")
  }

  /// glpsol's status and column values for an LP text, read from the solution it writes
  /// (`-w`: `s bas ROWS COLUMNS PRIMAL DUAL OBJECTIVE`, then `j COLUMN STATUS VALUE DUAL` per
  /// column, in full precision).
  ///
  /// The LP text names every variable in its objective, in the program's order, so glpsol's
  /// columns are the program's variables in order.
  static func glpsol(_ text: String) throws -> (status: String, values: [Double]) {
    let executable = ["/usr/bin/glpsol", "/usr/local/bin/glpsol"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let path = try #require(
      executable, "glpsol is missing: install glpk-utils (scripts/ensure-glpk does)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("program.lp")
    let output = directory.appendingPathComponent("solution.txt")
    try text.write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--lp", input.path, "-w", output.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    var status = "no solution"
    var values: [Double] = []
    for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.first == "s", fields.count >= 6 {
        status =
          fields[4] == "f" && fields[5] == "f" ? "OPTIMAL" : "primal \(fields[4]) dual \(fields[5])"
      } else if fields.first == "j", fields.count >= 4, let value = Double(fields[3]) {
        values.append(value)
      }
    }
    return (status, values)
  }
}
