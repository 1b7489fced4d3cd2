import Foundation
import Testing

/// `--output` and `-o` through the one writer (issue 20): a regular file replaced whole and
/// atomically with its mode kept, a link written through, anything else written directly or
/// refused, never replaced.
@Suite struct CLIOutputFileTests {
  /// The answer `trellis solve Examples/dashboard.json` prints.
  static func dashboardAnswer() throws -> [UInt8] {
    let result = try Child.run(["solve", "Examples/dashboard.json"])
    try #require(result.status == 0)
    return result.stdout
  }

  /// The file at `url`'s permission bits.
  static func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  /// The names in `directory` other than `keep`: no temporary file may be left behind.
  static func strays(in directory: URL, keep: Set<String>) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      !keep.contains($0)
    }
  }

  @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let target = scratch.appendingPathComponent("target.json")
    let link = scratch.appendingPathComponent("link.json")
    try Data("old".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "target.json")
    let result = try Child.run(["solve", "Examples/dashboard.json", "--output", link.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.json")
    #expect(try Array(Data(contentsOf: target)) == Self.dashboardAnswer())
    // A dangling link creates its target.
    let dangling = scratch.appendingPathComponent("dangling.svg")
    try FileManager.default.createSymbolicLink(
      atPath: dangling.path, withDestinationPath: "new.svg")
    #expect(try Child.run(["render", "Examples/dashboard.json", "-o", dangling.path]).status == 0)
    #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("new.svg").path))
    #expect(
      try Self.strays(in: scratch, keep: ["target.json", "link.json", "dangling.svg", "new.svg"])
        .isEmpty)
  }

  @Test func aReplacedFileKeepsItsMode() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("answer.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let result = try Child.run(["solve", "Examples/dashboard.json", "--output", file.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.mode(file) == 0o600)
    #expect(try Array(Data(contentsOf: file)) == Self.dashboardAnswer())
    #expect(try Self.strays(in: scratch, keep: ["answer.json"]).isEmpty)
  }

  @Test(.enabled(if: geteuid() != 0, "root may write a read-only file"))
  func aReadOnlyFileIsRefusedAndKept() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("answer.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let result = try Child.run(["solve", "Examples/dashboard.json", "--output", file.path])
    result.expectFailure(73)
    #expect(try Data(contentsOf: file) == Data("old".utf8))
  }

  @Test func aFileTheUserMayNotWriteIsRefusedAndKept() throws {
    // Root ignores 0444, but not the kernel's immutable device: a file in /proc is refused as
    // not writable by access(2) for any user.
    let result = try Child.run(["solve", "Examples/dashboard.json", "--output", "/proc/version"])
    result.expectFailure(73)
    #expect(result.stderr.hasPrefix("error: /proc/version: cannot create the file ("))
  }

  @Test func aDirectoryIsRefusedNeverReplaced() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let directory = scratch.appendingPathComponent("out.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    let result = try Child.run(["solve", "Examples/dashboard.json", "--output", directory.path])
    result.expectFailure(73)
    #expect(result.stderr.hasSuffix("cannot create the file (it is a directory)\n"))
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  @Test func aDeviceIsWrittenDirectlyNeverReplaced() throws {
    let result = try Child.run(["render", "Examples/dashboard.json", "-o", "/dev/null"])
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aMissingDirectoryCannotBeCreated() throws {
    let result = try Child.run([
      "solve", "Examples/dashboard.json", "--output", "/nonexistent-trellis/answer.json",
    ])
    result.expectFailure(73)
    #expect(
      result.stderr
        == "error: /nonexistent-trellis/answer.json: cannot create the file (No such file or directory)\n"
    )
  }

  @Test func aNewFileGetsTheUsualMode() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("new.json")
    let result = try Child.run(["solve", "Examples/dashboard.json", "--output", file.path])
    #expect(result.status == 0)
    let mask = umask(0)
    umask(mask)
    #expect(try Self.mode(file) == 0o666 & ~Int(mask))
  }

  /// A run killed while it writes leaves the old file or the whole new one, never a part.
  @Test func aKilledRunLeavesTheOldFile() throws {
    let scratch = try Child.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A 120 × 120 grid: a few megabytes of answer, a fraction of a second to solve.
    let side = 120
    let items = (0..<side * side).map { #"{"id": "i\#($0)", "desired": [3, 2]}"# }
    let document =
      #"{"trellis": 1, "size": [2000, 2000], "root": {"layout": "grid", "columns": \#(side), "children": ["#
      + items.joined(separator: ", ") + "]}}"
    let input = scratch.appendingPathComponent("grid.json")
    try Data(document.utf8).write(to: input)
    let file = scratch.appendingPathComponent("answer.json")
    let old = Data("the old answer".utf8)
    var complete: Data?
    for delay in [0.0, 0.02, 0.05, 0.1, 0.2, 0.4, 0.8] {
      try old.write(to: file)
      let process = Process()
      process.executableURL = try CLITests.executable
      process.arguments = ["solve", input.path, "--format", "text", "--output", file.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let now = try Data(contentsOf: file)
      if now != old {
        complete = complete ?? now
        #expect(now == complete, "a part of the answer after \(delay) s")
        #expect(now.last == UInt8(ascii: "\n"))
      }
    }
    // Left to finish, the run writes the whole answer.
    let finished = try Child.run(["solve", input.path, "--format", "text", "--output", file.path])
    #expect(finished.status == 0)
    let whole = try Data(contentsOf: file)
    #expect(whole.count > 100_000)
    if let complete { #expect(complete == whole) }
  }
}
