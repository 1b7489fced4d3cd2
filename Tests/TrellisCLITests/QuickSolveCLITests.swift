import Foundation
import Testing

/// `trellis solve` through the quick reader and through ArgumentParser (a `--` before the
/// document sends the same command line there) ends the same way: the same bytes on stdout
/// and stderr, the same status.
@Suite struct QuickSolveCLITests {
  @Test(
    arguments: [
      ["Examples/dashboard.json"],
      ["Examples/photo-grid.json", "--format", "text"],
      ["Examples/settings-form.json", "--engine", "lp"],
      ["Examples/profile-card.json", "--size", "300,null"],
      ["Examples/photo-grid.json", "--format", "svg"],
      ["no/such/file.json"],
      ["Examples"],
      ["Examples/lp/wyndor-glass.lp"],
    ])
  func quickAndArgumentParserPathsAgree(_ rest: [String]) throws {
    let file = try #require(rest.first)
    let quick = try CLITests.run(["solve"] + rest)
    let parsed = try CLITests.run(["solve"] + rest.dropFirst() + ["--", file])
    #expect(quick.status == parsed.status)
    #expect(quick.stdout == parsed.stdout)
    #expect(quick.stderr == parsed.stderr)
  }

  @Test func standardInputThroughBothPaths() throws {
    let document = try String(
      contentsOf: CLITests.root.appendingPathComponent("Examples/dashboard.json"), encoding: .utf8)
    let quick = try CLITests.run(["solve"], stdin: document)
    let parsed = try CLITests.run(["solve", "--", "-"], stdin: document)
    #expect(quick.status == 0)
    #expect(quick.stdout == parsed.stdout)
    #expect(quick.stderr.isEmpty && parsed.stderr.isEmpty)
  }
}
