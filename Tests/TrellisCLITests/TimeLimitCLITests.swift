import Foundation
import Testing
import TrellisCore

@testable import TrellisCommandLine

/// `--time-limit SECONDS` (issue 18, item 2): a document whose solve takes longer exits 75
/// with one `error:` line and nothing on stdout (no `--output` file either); `batch` reports
/// it as the document's failed line and goes on; a limit not reached changes no byte.
@Suite struct TimeLimitCLITests {
  /// A `side`×`side` grid of items under `rounding: none`, with a required and a strong
  /// constraint when `constrained` (the LP engine's tiered solve: about a quarter of a second
  /// for 100×100 in a debug build, far beyond a millisecond).
  static func grid(side: Int, constrained: Bool) -> String {
    let children = (0..<(side * side)).map { index in
      #"{"id": "i\#(index)", "desired": [\#(10 + index % 37), \#(10 + index % 23)]}"#
    }
    let constraints =
      constrained
      ? #", "constraints": [{"expr": "grid.col[0].width >= 100"}, "#
        + #"{"expr": "grid.col[1].width == 2 * grid.col[2].width", "strength": "strong"}]"#
      : ""
    return #"{"trellis": 1, "size": [800, 400], "rounding": "none", "root": {"id": "grid", "#
      + #""layout": "grid", "columns": \#(side), "columnSpacing": 4, "rowSpacing": 4, "#
      + #""columnSizing": {"stretch": 1}, "children": ["#
      + children.joined(separator: ", ") + "]}" + constraints + "}"
  }

  static let big = Array(grid(side: 100, constrained: true).utf8)
  static let plain = Array(grid(side: 30, constrained: false).utf8)

  static let message = "time limit of 0.001 s reached before the layout was done"

  @Test(arguments: [
    ["solve", "-"], ["solve", "-", "--engine", "lp", "--format", "text"],
    ["solve", "-", "--format", "svg"], ["render", "-"], ["explain", "-"],
    ["explain", "-", "--format", "json"], ["solve", "-", "--size", "900,null"],
  ])
  func aLongerSolveExits75(arguments: [String]) throws {
    let result = try Child.run(
      arguments + ["--time-limit", "0.001"], stdin: .bytes(Self.big))
    result.expectFailure(75, arguments.joined(separator: " "))
    #expect(result.stderr == "error: -: \(Self.message)\n")
  }

  /// A limit of 1 ns is over before the first check, whatever the machine: the direct engine
  /// and `check` stop too.
  @Test func anInstantLimitStopsEveryEngine() throws {
    let directory = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain.json")
    try Data(Self.plain).write(to: file)
    let line = "time limit of 1e-09 s reached before the layout was done"
    for arguments in [
      ["solve", file.path, "--engine", "direct"], ["solve", file.path, "--engine", "lp"],
      ["render", file.path, "--engine", "direct"], ["check", file.path],
    ] {
      let result = try Child.run(arguments + ["--time-limit", "1e-9"])
      result.expectFailure(75, arguments.joined(separator: " "))
      #expect(result.stderr == "error: \(file.path): \(line)\n")
    }
  }

  @Test func noOutputFileIsWritten() throws {
    let directory = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("big.json")
    try Data(Self.big).write(to: file)
    let new = directory.appendingPathComponent("new.json")
    let old = directory.appendingPathComponent("old.svg")
    try Data("old".utf8).write(to: old)
    for arguments in [
      ["solve", file.path, "--output", new.path], ["render", file.path, "-o", old.path],
      ["render", file.path, "-o", new.path + ".png"],
    ] {
      let result = try Child.run(arguments + ["--time-limit", "0.001"])
      result.expectFailure(75, arguments.joined(separator: " "))
      #expect(result.stderr == "error: \(file.path): \(Self.message)\n")
    }
    #expect(!FileManager.default.fileExists(atPath: new.path))
    #expect(!FileManager.default.fileExists(atPath: new.path + ".png"))
    #expect(try String(contentsOf: old, encoding: .utf8) == "old")
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(Set(entries) == ["big.json", "old.svg"])
  }

  /// Each document of a batch gets the limit: every one reaching it is its own failed line,
  /// in order, and the batch goes on (exit 1 as for any failed document).
  @Test func batchReportsEachDocument() throws {
    let lines = [Self.plain, Array(#"{"trellis": 1"#.utf8), Self.big, Self.plain]
    let input = Array(lines.joined(separator: Array("\n".utf8)))
    let result = try Child.run(["batch", "-", "--time-limit", "1e-9"], stdin: .bytes(input))
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let output = result.text.split(separator: "\n").map(String.init)
    let reached = "$: time limit of 1e-09 s reached before the layout was done"
    #expect(output.count == 4)
    for (index, line) in output.enumerated() where index != 1 {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["index"] as? Int == index)
      let error = object?["error"] as? String ?? ""
      #expect(error == reached)
    }
    #expect(output[1].contains(#""index": 1"#) && !output[1].contains("time limit"))
  }

  /// A limit that is not reached: the same status and bytes as none, for every command.
  @Test func aGenerousLimitChangesNothing() throws {
    let examples = CLITests.root.appendingPathComponent("Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      .filter { $0.hasSuffix(".json") }.sorted().map { examples.appendingPathComponent($0).path }
    #expect(files.count >= 5)
    var runs: [[String]] = [["check"] + files, ["batch", examples.path]]
    for file in files {
      runs += [
        ["solve", file], ["solve", file, "--engine", "lp"], ["solve", file, "--format", "text"],
        ["render", file], ["explain", file], ["explain", file, "--format", "json"],
      ]
    }
    for arguments in runs {
      let free = try Child.run(arguments)
      let bounded = try Child.run(arguments + ["--time-limit", "600"])
      let name = arguments.joined(separator: " ")
      #expect(free.status == bounded.status, "\(name)")
      #expect(free.stdout == bounded.stdout, "\(name)")
      #expect(free.stderr == bounded.stderr, "\(name)")
    }
  }

  /// The huge, the tiny and the odd values a number can be written as: a limit or a usage
  /// error, never a crash.
  @Test(arguments: ["1e300", "1.7976931348623157e308", "4.9e-324", "600"])
  func oddButValidLimitsAreAccepted(value: String) throws {
    let file = CLITests.root.appendingPathComponent("Examples/dashboard.json").path
    let result = try Child.run(["solve", file, "--time-limit", value])
    #expect(result.status == 0 || result.status == 75, "\(value): \(result.stderr)")
    if result.status == 75 { result.expectFailure(75, value) }
  }

  /// The explain text marks a conflict the time limit cut short.
  @Test func theExplainTableSaysWhenTheConflictIsNotMinimal() {
    var answer = LayoutAnswer(engine: .lp, size: [100, 50])
    answer.conflict = RuleConflict(rules: ["a", "b"], explanation: "a + b > 100")
    let origins: [RelaxedRule.Origin] = [.user, .user]
    let minimal = ExplainReport.text(
      Explanation(answer: answer, readings: [], conflictOrigins: origins), constrained: true)
    #expect(minimal.hasPrefix("Your required rules a and b cannot all hold: a + b > 100.\n"))
    answer.conflict?.isMinimal = false
    let cut = ExplainReport.text(
      Explanation(answer: answer, readings: [], conflictOrigins: origins), constrained: true)
    #expect(
      cut.hasPrefix(
        "Your required rules a and b cannot all hold: a + b > 100 (not proven minimal: the time limit stopped the search).\n"
      ))
  }
}
