import Foundation
import Testing

/// The growth harness, `trellis bench --growth` (`scripts/growth`).
///
/// Every generated family is a document that `trellis solve` or `explain` accepts at a small
/// size and answers as the family says. No timing: the harness's times are for a release build
/// on a quiet machine.
@Suite struct GrowthCLITests {
  @Test func everyFamilySolvesAtASmallSizeAndShowsWhatItSays() throws {
    let json = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-growth-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: json) }
    let run = try CLITests.run([
      "bench", "--growth", "--sizes", "50", "--time-limit", "120", "--json-file", json.path,
    ])
    #expect(run.status == 0, "\(run.stderr.suffix(2000))")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
    let families = try #require(report["families"] as? [[String: Any]])
    let runs = try #require(report["runs"] as? [[String: Any]])
    #expect(families.count >= 12)
    #expect(runs.count == families.count)
    let commands = Set(families.compactMap { $0["command"] as? String })
    #expect(commands == ["solve", "explain"])
    for run in runs {
      let name = run["family"] as? String ?? "?"
      #expect(run["result"] as? String == "ok", "\(name): \(run["problems"] ?? "")")
      #expect((run["problems"] as? [String])?.isEmpty == true, "\(name): \(run["problems"] ?? "")")
      // The child's --stats line was read, and its peak memory measured.
      #expect(run["iterations"] is Int, "\(name)")
      #expect((run["megabytes"] as? Double ?? 0) > 0, "\(name)")
    }
    #expect(run.stdout.contains("| family | n | result |"))
    // The saved runs print the same report again.
    let again = try CLITests.run(["bench", "--growth", "--report", json.path])
    #expect(again.status == 0)
    #expect(again.stdout == run.stdout)
  }

  @Test func writesTheSameDocumentsForASeedAndSolveAcceptsThem() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-growth-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = [
      "bench", "--growth", "--families", "row-all-give,conflict-cycle,mix", "--sizes", "40,60",
      "--write-workloads", directory.path,
    ]
    #expect(try CLITests.run(arguments).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      files == [
        "conflict-cycle-40.json", "conflict-cycle-60.json", "mix-40.json", "mix-60.json",
        "row-all-give-40.json", "row-all-give-60.json",
      ])
    let mix = try Data(contentsOf: directory.appendingPathComponent("mix-60.json"))
    #expect(try CLITests.run(arguments).status == 0)
    #expect(try Data(contentsOf: directory.appendingPathComponent("mix-60.json")) == mix)
    let other = try CLITests.run(
      ["bench", "--growth", "--families", "mix", "--sizes", "60", "--seed", "2"]
        + ["--write-workloads", directory.path])
    #expect(other.status == 0)
    #expect(try Data(contentsOf: directory.appendingPathComponent("mix-60.json")) != mix)
    let solve = try CLITests.run(["solve", directory.appendingPathComponent(files[4]).path])
    #expect(solve.status == 0, "\(solve.stderr)")
    let explain = try CLITests.run(["explain", directory.appendingPathComponent(files[0]).path])
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.hasPrefix("40 of your required rules cannot all hold: c0 ("))
  }

  @Test func growthOptionsNeedGrowthAndKnownFamilies() throws {
    let alone = try CLITests.run(["bench", "--sizes", "100"])
    #expect(alone.status == 64)
    #expect(alone.stderr.hasPrefix("error: --families, --sizes"))
    let unknown = try CLITests.run(["bench", "--growth", "--families", "row-all-give,nope"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("no family 'nope'; the families are row-all-give"))
    let small = try CLITests.run(["bench", "--growth", "--sizes", "10"])
    #expect(small.status == 64)
    let list = try CLITests.run(["bench", "--growth", "--list-families"])
    #expect(list.status == 0)
    #expect(list.stdout.split(separator: "\n").count >= 12)
    #expect(list.stdout.contains("conflict-cycle (explain): "))
  }
}
