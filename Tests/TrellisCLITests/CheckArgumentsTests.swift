import Testing

@testable import TrellisCommandLine

/// `check` takes its files around the argument parser, in one pass over the arguments.
@Suite struct CheckArgumentsTests {
  @Test func filesAreTakenOutAndTheFirstStandsForAll() {
    let (parsed, files) = CheckCommand.splitFiles([
      "check", "a.json", "--tolerance", "1e-6", "-", "--time-limit=2", "b.json", "--", "-c.json",
    ])
    #expect(parsed == ["check", "--tolerance", "1e-6", "--time-limit=2", "--", "a.json"])
    #expect(files == ["a.json", "-", "b.json", "-c.json"])
    #expect(CheckCommand.splitFiles(["solve", "a.json"]).files == nil)
    #expect(CheckCommand.splitFiles(["check", "--help"]).arguments == ["check", "--help"])
  }

  @Test func manyFilesParseAsOne() throws {
    let names = (0..<50_000).map { "d\($0).json" }
    let (parsed, files) = CheckCommand.splitFiles(["check"] + names)
    #expect(files == names)
    let command = try TrellisCommand.parseAsRoot(parsed)
    #expect((command as? CheckCommand)?.files == ["d0.json"])
  }
}
