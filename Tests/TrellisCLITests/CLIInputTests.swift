import Foundation
import Testing

/// Odd inputs through `batch`, `check`, `solve`, `explain` and `render` (issue 20): each bad
/// item reported in place and by name, the rest solved; text output one line per row.
@Suite struct CLIInputTests {
  /// A small valid document.
  static let good = #"{"trellis": 1, "size": [100, 20], "root": {"id": "a", "desired": [10, 10]}}"#

  @Test func batchReportsEachBadFileOfADirectoryInPlace() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    func path(_ name: String) -> String { scratch.appendingPathComponent(name).path }
    try Data(Self.good.utf8).write(to: URL(fileURLWithPath: path("a.json")))
    try Data([0xFF, 0xFE, 0x7B]).write(to: URL(fileURLWithPath: path("b.json")))
    try FileManager.default.createDirectory(
      atPath: path("c.json"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: path("d.json"), withDestinationPath: "nowhere")
    try Data(Self.good.utf8).write(to: URL(fileURLWithPath: path("e.json")))
    try Data("not a document".utf8).write(to: URL(fileURLWithPath: path("f.txt")))
    let result = try Child.run(["batch", scratch.path, "--jobs", "2"])
    #expect(result.status == 1)
    let lines = result.text.split(separator: "\n").map(String.init)
    try #require(lines.count == 5)
    #expect(lines[0].hasPrefix(#"{"diagnostics": []"#))
    #expect(lines[1] == #"{"index": 1, "file": "b.json", "error": "$: not UTF-8 text"}"#)
    #expect(
      lines[2]
        == #"{"index": 2, "file": "c.json", "error": "$: cannot read the file (it is a directory)"}"#
    )
    #expect(lines[3] == #"{"index": 3, "file": "d.json", "error": "$: cannot read the file"}"#)
    #expect(lines[4] == lines[0])
  }

  @Test func batchReportsALineThatIsNotUTF8InPlaceAndIndexesByLine() throws {
    var input = Array((Self.good + "\n\n").utf8)
    input += [0xC3, 0x28, 0x0A]  // an invalid UTF-8 sequence
    input += Array(("   \n" + Self.good + "\n").utf8)
    let result = try Child.run(["batch", "-"], stdin: .bytes(input))
    #expect(result.status == 1)
    let lines = result.text.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    #expect(lines[1] == #"{"index": 2, "error": "$: not UTF-8 text"}"#)
    #expect(lines[0] == lines[2])
    // index is the line's number from 0, blank lines counted.
    let errors = try Child.run(["batch", "-"], stdin: .bytes(Array("\n\n{}\n".utf8)))
    #expect(
      errors.text == #"{"index": 2, "error": "trellis: missing (the format version, 1)"}"# + "\n")
  }

  @Test func checkReadsEveryFileAndNamesEachBadOne() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let bad = scratch.appendingPathComponent("bad.json").path
    let worse = scratch.appendingPathComponent("worse.json").path
    try Data(#"{"trellis": 1}"#.utf8).write(to: URL(fileURLWithPath: bad))
    try Data([0xFF]).write(to: URL(fileURLWithPath: worse))
    let one = try Child.run(["check", "Examples/dashboard.json", bad, "Examples/photo-grid.json"])
    one.expectFailure(65)
    #expect(one.stderr == "error: \(bad): root: missing (the layout tree)\n")
    let two = try Child.run(["check", bad, "Examples/dashboard.json", worse])
    #expect(two.status == 65)
    #expect(two.stdout.isEmpty)
    #expect(
      two.stderr
        == "error: \(bad): root: missing (the layout tree)\nerror: \(worse): not UTF-8 text\n")
  }

  @Test func errorsNameTheFileTheyAreIn() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("doc.json").path
    let text =
      #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a"}, {"id": "b"}, {"id": "c", "stretch": -1}]}}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    for command in ["solve", "explain", "render", "lp"] {
      let result = try Child.run([command, file])
      result.expectFailure(65, command)
      #expect(
        result.stderr == "error: \(file): root.children[2].stretch: must be a number ≥ 0, got -1\n")
    }
    // Standard input has no name: the JSON path comes first, as before.
    let piped = try Child.run(["solve", "-"], stdin: .bytes(Array(text.utf8)))
    #expect(piped.stderr == "error: root.children[2].stretch: must be a number ≥ 0, got -1\n")
  }

  @Test func renderToAPNGFileWritesPNGOrNothing() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("picture.png").path
    let result = try Child.run(["render", "Examples/profile-card.json", "-o", file])
    if RenderCLITests.hasRSVG {
      #expect(result.status == 0, "\(result.stderr)")
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    } else {
      result.expectFailure(69)
      #expect(!FileManager.default.fileExists(atPath: file))
    }
    // Without rsvg-convert: the install hint, and no SVG text in a .png file.
    let none = try Child.run(
      ["render", "Examples/profile-card.json", "-o", file + ".PNG"],
      environment: ["PATH": "/nonexistent"])
    none.expectFailure(69)
    #expect(!FileManager.default.fileExists(atPath: file + ".PNG"))
    let mismatch = try Child.run(["render", "Examples/profile-card.json", "--png", "-o", "x.svg"])
    mismatch.expectFailure(64)
  }

  @Test func idsWithLineBreaksKeepTextTablesOneRowEach() throws {
    let text =
      #"{"trellis": 1, "size": [100, 100], "root": {"layout": "horizontal", "children": [{"id": "a\nb", "desired": [10, 10]}, {"id": "c\u001B[31m", "desired": [10, 10]}]}}"#
    let result = try Child.run(["solve", "--format", "text"], stdin: .bytes(Array(text.utf8)))
    #expect(result.status == 0)
    let lines = result.text.split(separator: "\n")
    try #require(lines.count == 3)
    #expect(lines[1].hasPrefix(#"a\nb "#))
    #expect(lines[2].hasPrefix(#"c\u{1B}[31m "#))
    let constrained =
      #"{"trellis": 1, "size": [100, 20], "root": {"layout": "horizontal", "children": [{"id": "x", "desired": [10, 10]}]}, "constraints": [{"id": "too\nwide", "expr": "x.width >= 200"}]}"#
    let explain = try Child.run(["explain"], stdin: .bytes(Array(constrained.utf8)))
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.text.contains(#"too\nwide"#))
    #expect(!explain.text.contains("too\nwide"))
  }

  /// A 1 MiB id in a rule that gives way: rendered in linear time (it took 77 s, quadratic in
  /// the id's length), bounded by the child's own CPU limit.
  @Test func aHugeIdRendersInLinearTime() throws {
    let id = String(repeating: "x", count: 1 << 20)
    let text =
      #"{"trellis": 1, "size": [100, 20], "root": {"layout": "horizontal", "children": [{"id": "x", "desired": [10, 10]}]}, "constraints": [{"id": ""#
      + id + #"", "expr": "x.width >= 200"}]}"#
    let result = try Child.run(["render"], stdin: .bytes(Array(text.utf8)), cpu: 10)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    #expect(result.text.hasSuffix("</svg>\n"))
  }
}
