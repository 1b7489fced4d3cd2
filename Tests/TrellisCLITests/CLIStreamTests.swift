import Foundation
import Testing

/// The command line under closed and full streams, and numbers out of range (issue 20):
/// never a crash, never lost output, one `error:` line.
@Suite struct CLIStreamTests {
  /// A small valid document.
  static let document = Array(
    #"{"trellis": 1, "size": [100, 20], "root": {"id": "a", "desired": [10, 10]}}"#.utf8)

  @Test(arguments: [
    ["solve", "-"], ["explain", "-"], ["render", "-"], ["batch", "-"], ["solve-lp", "-"],
    ["lp", "-"], ["check", "-"],
  ])
  func closedStandardInputIsAnInputError(arguments: [String]) throws {
    let result = try Child.run(arguments, stdin: .closed)
    result.expectFailure(65, arguments.joined(separator: " "))
    #expect(result.stderr == "error: -: cannot read standard input (it is closed)\n")
  }

  @Test(arguments: [
    ["solve", "--size", "1e20,10"], ["render", "--size", "1e20,10"],
    ["render", "--size", "1e300,1e300"], ["solve", "--size", "1e300,1"],
    ["explain", "--size", "5e-324,1"], ["solve", "--size", "10,2e9"],
  ])
  func sizeOutsideTheNumberRangeIsAUsageError(arguments: [String]) throws {
    let result = try Child.run(arguments, stdin: .bytes(Self.document))
    result.expectFailure(64, arguments.joined(separator: " "))
    #expect(result.stderr.hasPrefix("error: --size: "))
    #expect(result.stderr.contains("must be 0 or between 1e-9 and 1e9"))
  }

  @Test func sizesInsideTheRangeStillSolve() throws {
    for size in ["0,0", "1e-9,1e9", "null,20", "1000000000,1"] {
      let result = try Child.run(["solve", "--size", size], stdin: .bytes(Self.document))
      #expect(result.status == 0, "\(size): \(result.stderr)")
    }
  }

  @Test(arguments: [
    ["solve", "Examples/dashboard.json"], ["solve", "Examples/dashboard.json", "--format", "text"],
    ["render", "Examples/dashboard.json"], ["explain", "Examples/over-constrained.json"],
    ["lp", "Examples/photo-grid.json"], ["batch", "Examples"],
    ["check", "Examples/dashboard.json"],
    ["solve-lp", "Examples/lp/wyndor-glass.lp"], ["--help"], ["--version"], ["solve", "--help"],
  ])
  func aFullDiskIsAnOutputError(arguments: [String]) throws {
    let result = try Child.run(arguments, stdout: "/dev/full")
    result.expectFailure(74, arguments.joined(separator: " "))
    #expect(result.stderr.contains("No space left on device"))
  }

  @Test func aFullDiskBehindOutputIsAnOutputError() throws {
    for arguments in [
      ["solve", "Examples/dashboard.json", "--output", "/dev/full"],
      ["render", "Examples/dashboard.json", "-o", "/dev/full"],
    ] {
      let result = try Child.run(arguments)
      result.expectFailure(74, arguments.joined(separator: " "))
      #expect(result.stderr.hasPrefix("error: /dev/full: cannot write (No space left on device)"))
    }
  }

  @Test func aClosedStandardOutputIsAnOutputError() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let errors = scratch.appendingPathComponent("stderr").path
    // The input file must not take the closed descriptor 1 and be written over.
    let input = scratch.appendingPathComponent("in.json")
    try Data(Self.document).write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"exec "$1" solve "$2" >&- 2>"$3""#, "sh", try CLITests.executable.path, input.path,
      errors,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(
      try String(contentsOfFile: errors, encoding: .utf8)
        == "error: standard output: cannot write (it is closed)\n")
    #expect(try Data(contentsOf: input) == Data(Self.document))
  }

  @Test func aReaderThatGoesAwayIsAnOutputError() throws {
    // More than a pipe holds (64 KiB), to a pipe nobody reads.
    let items = (0..<3_600).map { #"{"id": "i\#($0)", "desired": [3, 2]}"# }
    let document =
      #"{"trellis": 1, "size": [500, 500], "root": {"layout": "grid", "columns": 60, "children": ["#
      + items.joined(separator: ", ") + "]}}"
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("grid.json")
    try Data(document.utf8).write(to: input)
    let process = Process()
    process.executableURL = try CLITests.executable
    process.arguments = ["solve", input.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try output.fileHandleForReading.close()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 74)
    #expect(
      String(decoding: stderr, as: UTF8.self)
        == "error: standard output: cannot write (Broken pipe)\n")
  }

  @Test func aLongNumberIsQuotedShort() throws {
    let digits = String(repeating: "9", count: 1_000_001)
    let text = #"{"trellis": 1, "size": [1"# + digits + #", 1], "root": {"id": "a"}}"#
    let result = try Child.run(["solve"], stdin: .bytes(Array(text.utf8)))
    result.expectFailure(65)
    #expect(result.stderr.count < 200, "\(result.stderr.count) characters")
    #expect(result.stderr.contains("(1000002 characters) is out of range"))
  }

  @Test func errorLinesAreOneLineAndCut() throws {
    // An unknown key of 100,000 characters holding line breaks: one line, cut in the middle.
    let key = String(repeating: "k\n", count: 50_000)
    let text =
      #"{"trellis": 1, "root": {"id": "a", ""# + key.replacingOccurrences(of: "\n", with: "\\n")
      + #"": 1}}"#
    let result = try Child.run(["solve"], stdin: .bytes(Array(text.utf8)))
    result.expectFailure(65)
    #expect(result.stderr.count < 600, "\(result.stderr.count) characters")
    #expect(result.stderr.contains("k\\nk\\n"))
    #expect(result.stderr.contains("…"))
  }
}
