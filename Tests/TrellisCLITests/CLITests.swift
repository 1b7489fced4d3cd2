import Foundation
import Testing
import TrellisTestSupport

/// The `trellis` executable, run as a user runs it: arguments in, stdout, stderr and the exit
/// status out (format.md §4).
@Suite struct CLITests {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The built `trellis` next to the test bundle.
  static var executable: URL {
    get throws { try BuiltTools.built("trellis") }
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = try executable
    process.arguments = arguments
    process.currentDirectoryURL = root
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  @Test func versionNamesTrellisAndGLPK() throws {
    let result = try Self.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("trellis "))
    #expect(result.stdout.contains("(GLPK 5."))
  }

  @Test func helpListsTheCommands() throws {
    let result = try Self.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("solve-lp"))
  }

  @Test func solvesTheBundledExample() throws {
    let result = try Self.run(["solve-lp", "Examples/lp/wyndor-glass.lp"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("plant3: 3 doors + 2 windows <= 18    [activity 18, dual 1]"))
    #expect(result.stdout.hasSuffix("status optimal, objective 36\n"))
  }

  @Test func jsonOutputWithExactRecheck() throws {
    let result = try Self.run([
      "solve-lp", "Examples/lp/wyndor-glass.lp", "--exact", "--output", "json",
    ])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["status"] as? String == "optimal")
    #expect(json["objective"] as? Double == 36)
    #expect(json["exactDeviation"] as? Double == 0)
  }

  @Test func readsStandardInputAndMPS() throws {
    let mps = "NAME t\nROWS\n N obj\n L cap\nCOLUMNS\n x obj -1 cap 1\nRHS\n RHS cap 3\nENDATA\n"
    let result = try Self.run(["solve-lp", "-", "--format", "mps"], stdin: mps)
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("status optimal, objective -3\n"))
  }

  @Test(
    arguments: [
      (["solve-lp", "-"], "Maximize\n obj: x +\nSubject To\n c: x <= 1\nEnd\n", "error: -:3: "),
      (["solve-lp", "no/such/file.lp"], nil, "error: no/such/file.lp: cannot read the file"),
      (
        ["solve-lp", "-", "--format", "mps"],
        "NAME\nROWS\n N obj\nCOLUMNS\n 2x obj 1\nENDATA\n", "error: -: variable '2x': invalid name"
      ),
    ] as [([String], String?, String)])
  func invalidInputExits65WithOneErrorLine(arguments: [String], stdin: String?, prefix: String)
    throws
  {
    let result = try Self.run(arguments, stdin: stdin)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func solvesTheBundledExamples() throws {
    for example in ["settings-form", "photo-grid", "dashboard", "profile-card"] {
      let result = try Self.run(["solve", "Examples/\(example).json"])
      #expect(result.status == 0, "\(example): \(result.stderr)")
      #expect(result.stdout.contains("\"engine\": \"direct\""))
      #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }
  }

  @Test func solveAnswersJSONOrATextTable() throws {
    let document =
      #"{"trellis": 1, "size": [300, 50], "root": {"layout": "horizontal", "spacing": 10, "children": [{"id": "a", "desired": [50, 20], "stretch": [1, 0]}, {"id": "b", "desired": [30, 20]}]}}"#
    let json = try Self.run(["solve", "-"], stdin: document)
    #expect(json.status == 0)
    #expect(json.stdout.contains("\"a\": [0, 15, 260, 20]"))
    let text = try Self.run(["solve", "--format", "text", "--size", "100,null"], stdin: document)
    #expect(text.stdout == "id   x  y   w   h\na    0  0  60  20\nb   70  0  30  20\n")
  }

  @Test func solveRefusesInvalidDocumentsWithTheirPath() throws {
    let result = try Self.run(
      ["solve"],
      stdin:
        #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a"}, {"id": "b"}, {"id": "c", "stretch": -1}]}}"#
    )
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: root.children[2].stretch: must be a number ≥ 0, got -1\n")
  }

  @Test func usageErrorsExit64() throws {
    #expect(try Self.run(["solve-lp"]).status == 64)
    #expect(try Self.run(["solve-lp", "x.lp", "--method", "sideways"]).status == 64)
    #expect(try Self.run(["no-such-command"]).status == 64)
    #expect(try Self.run(["solve", "x.json", "--size", "10"]).status == 64)
    #expect(try Self.run(["solve", "x.json", "--engine", "simplex"]).status == 64)
    #expect(try Self.run(["check"]).status == 64)
    #expect(try Self.run(["lp", "x.json", "--format", "xml"]).status == 64)
  }

  @Test func bothEnginesAnswerAndCheckAgrees() throws {
    let direct = try Self.run(["solve", "Examples/dashboard.json", "--engine", "direct"])
    let lp = try Self.run(["solve", "Examples/dashboard.json", "--engine", "lp"])
    #expect(direct.status == 0 && lp.status == 0)
    #expect(lp.stdout.contains(#""engine": "lp""#))
    #expect(
      direct.stdout.replacingOccurrences(of: #""engine": "direct""#, with: #""engine": "lp""#)
        == lp.stdout)
    let auto = try Self.run(["solve", "Examples/dashboard.json"])
    #expect(auto.stdout.contains(#""engine": "direct""#))
    let check = try Self.run([
      "check", "Examples/dashboard.json", "Examples/photo-grid.json", "Examples/settings-form.json",
      "Examples/profile-card.json",
    ])
    #expect(check.status == 0)
    #expect(
      check.stdout
        == "ok Examples/dashboard.json\nok Examples/photo-grid.json\nok Examples/settings-form.json\n"
        + "ok Examples/profile-card.json\n")
  }

  @Test func benchComparesBothEnginesOnEveryWorkload() throws {
    let table = try Self.run(["bench", "--quick"])
    #expect(table.status == 0)
    #expect(table.stderr.isEmpty)  // no progress bar when stderr is not a terminal
    let lines = table.stdout.split(separator: "\n")
    #expect(
      lines.first
        == "| scenario | size | direct median | direct p90 | LP median | LP p90 | LP ÷ direct |")
    // 21 workloads for both engines (a placed grid; 4 of them resizes by sessions, 3 resizes solved cold, 2
    // drags of the 100×100 css grid), 16 for the LP engine's tiers alone (6 of them resizes of
    // the wide and the 2-rule conflict and the 4-tier 30×30 grid, cold and by a session, 6
    // drags of the over-constrained documents), 4 for the direct engine alone (the grid
    // document under `none` and `pixel`, cold and resized by a session).
    #expect(lines.count == 2 + 41)
    #expect(lines.contains { $0.hasPrefix("| css grid document | 100×100 |") })
    #expect(lines.contains { $0.hasPrefix("| placed grid document | 30×30 |") })
    #expect(lines.contains { $0.hasPrefix("| grid document, session resize ±7 | 100×100 |") })
    #expect(lines.contains { $0.hasPrefix("| grid tree | depth 6 |") })
    #expect(
      lines.contains { $0.hasPrefix("| css grid document, session resize ±7 | 100×100 |") })
    #expect(lines.contains { $0.hasPrefix("| explain, 2-rule conflict | 64 tracks | — |") })
    #expect(
      lines.contains {
        $0.hasPrefix("| drag 10 widths and back, session | 64 tracks, 2-rule conflict | — |")
      })
    #expect(
      lines.contains { $0.hasPrefix("| drag 10 widths and back, cold | over-constrained.json |") })
    #expect(
      lines.contains { $0.hasPrefix("| drag 10 widths and back, session | css grid 100×100 |") })
    #expect(
      lines.contains {
        $0.hasPrefix("| grid document, rounding none, session resize ±7 | 100×100 |")
      })
    let json = try Self.run(["bench", "--quick", "--json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 41)
    for row in rows {
      let scenario = row["scenario"] as? String ?? ""
      if scenario.hasPrefix("grid document, rounding") {
        #expect(row["lp"] is NSNull)  // the direct engine's roundings alone
        let direct = try #require(row["direct"] as? [String: Double])
        #expect(direct["median"]! > 0 && direct["p90"]! >= direct["median"]!)
        continue
      }
      let lp = try #require(row["lp"] as? [String: Double])
      #expect(lp["median"]! > 0 && lp["p90"]! >= lp["median"]!)
      let size = row["size"] as? String ?? ""
      if scenario.hasPrefix("explain") || scenario.hasPrefix("4-tier")
        || (scenario.hasPrefix("drag") && !size.hasPrefix("css"))
      {
        #expect(row["direct"] is NSNull)  // no closed form for tiers
      } else {
        let direct = try #require(row["direct"] as? [String: Double])
        #expect(direct["median"]! > 0 && direct["p90"]! >= direct["median"]!)
      }
    }
  }

  @Test func benchRunsOnlyTheCasesItIsAskedFor() throws {
    let css = try Self.run(["bench", "--quick", "--json", "--filter", "CSS GRID DOCUMENT 100"])
    #expect(css.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(css.stdout.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["scenario"] as? String } == ["css grid document"])
    let none = try Self.run(["bench", "--quick", "--filter", "no such workload"])
    #expect(none.status == 64)
    #expect(none.stdout.isEmpty)
    #expect(none.stderr.hasPrefix("error: --filter: no case matches 'no such workload'"))
  }

  @Test func batchAnswersEveryLineInOrderWhateverTheJobs() throws {
    let good = #"{"trellis": 1, "size": [100, 20], "root": {"id": "a", "desired": [10, 10]}}"#
    let grid =
      #"{"trellis": 1, "size": [200, 50], "root": {"id": "g", "layout": "grid", "columns": 2, "children": [{"id": "b", "desired": [10, 10]}, {"id": "c", "desired": [20, 10]}]}}"#
    let input = [good, "", #"{"trellis": 1}"#, grid, "not json", good].joined(separator: "\n")
    let one = try Self.run(["batch", "-", "--jobs", "1"], stdin: input)
    let three = try Self.run(["batch", "-", "--jobs", "3", "--engine", "auto"], stdin: input)
    #expect(one.status == 1)  // two documents failed
    #expect(one.stdout == three.stdout)
    let lines = one.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 5)  // the blank line is skipped, but counted: index is the line
    #expect(lines[1] == #"{"index": 2, "error": "root: missing (the layout tree)"}"#)
    // The syntax error names the input's line (index 4 is line 5), not the document's.
    #expect(lines[3].hasPrefix(#"{"index": 4, "error": "$: invalid JSON at line 5, column 1"#))
    for index in [0, 2, 4] {
      let answer = try #require(
        try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any])
      #expect(answer["engine"] as? String == "direct")
    }
    let directory = try Self.run(["batch", "Examples", "--engine", "lp"])
    #expect(directory.status == 0)
    #expect(directory.stdout.split(separator: "\n").count == 6)  // one answer per example
    #expect(directory.stdout.contains(#""engine": "lp""#))
  }

  @Test func checkRefusesAnInvalidDocumentBeforeAnyOutput() throws {
    let result = try Self.run(["check", "Examples/dashboard.json", "-"], stdin: #"{"trellis": 1}"#)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "))
  }

  @Test func lpWritesTheProgramWithNamesFromIds() throws {
    let result = try Self.run(["lp", "Examples/photo-grid.json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("photos.x.col(0).width"))
    #expect(result.stdout.contains("photos.x.col.sum:"))
    let mps = try Self.run(["lp", "Examples/photo-grid.json", "--format", "mps"])
    #expect(mps.status == 0)
    #expect(mps.stdout.contains("ROWS"))
  }

  @Test func explainShowsTheConflictAndWhatGaveWay() throws {
    let text = try Self.run(["explain", "Examples/over-constrained.json"])
    #expect(text.status == 0)
    #expect(
      text.stdout.contains(
        "main.col[0].fixed 240 + main.col.spacing[1].fixed 16 + content-min 260 > main width 504"))
    #expect(text.stdout.contains("rule "))
    #expect(text.stdout.contains("content-min"))
    let json = try Self.run(["explain", "Examples/over-constrained.json", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdout.contains("\"relaxed\": ["))
    #expect(json.stdout.contains("\"conflict\": {"))
    // auto picks the LP engine's tiers; the direct engine refuses; check has nothing to compare.
    let auto = try Self.run(["solve", "Examples/over-constrained.json"])
    #expect(auto.status == 0)
    #expect(auto.stdout.contains("\"engine\": \"lp\""))
    let direct = try Self.run(["solve", "Examples/over-constrained.json", "--engine", "direct"])
    #expect(direct.status == 65)
    #expect(
      direct.stderr.hasPrefix(
        "error: Examples/over-constrained.json: constraints: the direct engine"))
    #expect(direct.stdout.isEmpty)
    let check = try Self.run(["check", "Examples/over-constrained.json"])
    #expect(check.status == 0)
    #expect(check.stdout.hasPrefix("lp-only Examples/over-constrained.json"))
  }
}
