import Foundation
import Testing

/// Every hostile input through every command that reads a document (issue 20).
///
/// Each exits 65 with one `error:` line and nothing on stdout, inside the child's own memory
/// (1 GiB) and CPU (20 s) limits; `batch` answers each line in place. Hostile flags exit 64.
@Suite struct HostileInputTests {
  /// The commands each input goes through, reading it from standard input.
  static let commands: [[String]] = [
    ["solve", "-"], ["solve", "-", "--engine", "lp", "--format", "text"], ["explain", "-"],
    ["render", "-"], ["lp", "-"], ["check", "-"],
  ]

  @Test func theCorpusIsLargeEnough() {
    #expect(HostileCorpus.all.count >= 100)
    #expect(HostileCorpus.all.count * (Self.commands.count + 1) >= 700)
  }

  @Test(arguments: HostileCorpus.all)
  func everyCommandRefusesIt(input: HostileInput) throws {
    for command in Self.commands {
      let result = try Child.run(command, stdin: .bytes(input.bytes))
      result.expectFailure(65, "\(input.name): \(command.joined(separator: " "))")
    }
    // batch: each line answered in place, never a crash, nothing on stderr.
    let batch = try Child.run(["batch", "-"], stdin: .bytes(input.bytes))
    #expect(batch.status == 0 || batch.status == 1, "\(input.name): batch \(batch.status)")
    #expect(batch.stderr.isEmpty, "\(input.name): \(batch.stderr.prefix(300))")
    for line in batch.text.split(separator: "\n") {
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(object is [String: Any], "\(input.name): \(line.prefix(200))")
    }
  }

  @Test(arguments: [
    ["solve", "--size", ","], ["solve", "--size", "1,2,3"], ["solve", "--size", "NaN,1"],
    ["solve", "--size", "inf,1"], ["solve", "--size", "-1,1"], ["solve", "--size", "1e-10,1"],
    ["solve", "--size", "1e10,1"], ["solve", "--size", ""], ["solve", "--size", "null"],
    ["render", "--size", "1e20,10"], ["explain", "--size", "5e-324,1"],
    ["solve", "--engine", "simplex"], ["solve", "--format", "xml"], ["solve", "--output"],
    ["solve", "a.json", "b.json"], ["solve", "--bogus"], ["batch", "--jobs", "0"],
    ["batch", "--jobs", "-1"], ["batch", "--jobs", "many"], ["check"],
    ["check", "x.json", "--tolerance", "-1"], ["check", "x.json", "--tolerance", "nan"],
    ["render", "--scale", "0"], ["render", "--scale", "inf"], ["render", "--scale", "nan"],
    ["render", "--png", "-o", "x.svg"], ["lp"], ["lp", "x.json", "--format", "xml"],
    ["solve-lp"], ["solve-lp", "x.lp", "--method", "sideways"],
    ["solve-lp", "x.lp", "--output", "xml"],
    ["explain", "--format", "table"], ["no-such-command"], ["--no-such-flag"],
    ["solve", String(repeating: "-", count: 3)],
    ["solve", "--size", String(repeating: "9", count: 100_000) + ",1"],
    ["solve", "--time-limit", "0"], ["solve", "--time-limit", "-0"],
    ["solve", "--time-limit=-1"], ["solve", "--time-limit", "-1"],
    ["solve", "--time-limit", "nan"],
    ["solve", "--time-limit", "NaN"], ["solve", "--time-limit", "inf"],
    ["solve", "--time-limit", "-inf"], ["solve", "--time-limit", "infinity"],
    ["solve", "--time-limit", "1e400"], ["solve", "--time-limit", ""],
    ["solve", "--time-limit", " 1"], ["solve", "--time-limit", "1s"], ["solve", "--time-limit"],
    ["solve", "--time-limit", "0x"], ["solve", "--time-limit", "1,5"],
    ["solve", "--time-limit", "\u{1B}[31m\n2"],
    ["solve", "--time-limit", String(repeating: "9", count: 100_000)],
    ["explain", "--time-limit", "0"], ["render", "--time-limit", "nan"],
    ["check", "x.json", "--time-limit", "-5"], ["batch", "--time-limit", "inf"],
    ["lp", "x.json", "--time-limit", "0x10"], ["solve", "--time-limit", "0x1p-3"],
  ])
  func hostileFlagsAreUsageErrors(arguments: [String]) throws {
    let result = try Child.run(arguments, stdin: .bytes(Array(HostileCorpus.base.utf8)))
    result.expectFailure(64, arguments.joined(separator: " ").prefix(80).description)
    #expect(result.stderr.count < 2_000)
  }
}
