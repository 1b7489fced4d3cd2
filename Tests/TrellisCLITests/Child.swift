import Foundation
import Testing

/// `trellis` run as a child with its standard streams and limits set by the test: standard
/// input closed or from bytes, standard output captured or sent to a path (`/dev/full`), and
/// the child's own resource limits (`ulimit -v`, `ulimit -t`), so a runaway input is stopped
/// by the kernel rather than by a wall clock.
struct Child {
  /// Standard input.
  enum Input {
    /// Closed (`<&-`).
    case closed
    /// These bytes, from a file.
    case bytes([UInt8])
  }

  /// What a run gave.
  struct Result {
    /// The exit status, or 128 + the signal that ended the child.
    var status: Int32
    /// Standard output (empty when it was sent to a path).
    var stdout: [UInt8]
    /// Standard error.
    var stderr: String

    /// Standard output as text.
    var text: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error's lines.
    var errorLines: [Substring] {
      stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
  }

  /// Virtual memory the child may map, in KiB (1 GiB: a debug `trellis` needs about 300 MiB).
  static let memoryLimit = 1 << 20
  /// CPU seconds the child may use.
  static let cpuLimit = 20

  /// A fresh temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `trellis` with `arguments` in the package root.
  ///
  /// - Parameters:
  ///   - arguments: the command line after `trellis`.
  ///   - stdin: closed, or bytes.
  ///   - stdout: a path to send standard output to, or `nil` to capture it.
  ///   - cpu: CPU seconds allowed (`ulimit -t`).
  ///   - environment: changes to the environment.
  /// - Returns: the status and what the child wrote.
  /// - Throws: when the child cannot be started.
  static func run(
    _ arguments: [String], stdin: Input = .bytes([]), stdout: String? = nil,
    cpu: Int = cpuLimit, environment: [String: String] = [:]
  ) throws -> Result {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("stdin")
    let output = scratch.appendingPathComponent("stdout")
    let errors = scratch.appendingPathComponent("stderr")
    var inputPath = "-"
    if case .bytes(let bytes) = stdin {
      try Data(bytes).write(to: input)
      inputPath = input.path
    }
    // A sanitized binary reserves terabytes of address space: under `scripts/sanitize` only the
    // CPU time is limited.
    let sanitized = ProcessInfo.processInfo.environment["TRELLIS_SANITIZER"] != nil
    let memory = sanitized ? "" : "ulimit -v \(memoryLimit) && "
    let script = """
      d=$1 i=$2 o=$3 e=$4; shift 4
      cd "$d" || exit 125
      \(memory)ulimit -t \(cpu) || exit 125
      if [ "$i" = - ]; then exec "$@" <&- >"$o" 2>"$e"; else exec "$@" <"$i" >"$o" 2>"$e"; fi
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      [
        "-c", script, "sh", CLITests.root.path, inputPath, stdout ?? output.path, errors.path,
        try CLITests.executable.path,
      ] + arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    let out = stdout == nil ? (try? Data(contentsOf: output)) ?? Data() : Data()
    let err = (try? Data(contentsOf: errors)) ?? Data()
    return Result(status: status, stdout: Array(out), stderr: String(decoding: err, as: UTF8.self))
  }
}

extension Child.Result {
  /// Expects the format.md §4 shape of a failure: `status`, exactly one `error:` line on
  /// stderr (a usage error, 64, follows it with the usage), nothing on stdout.
  func expectFailure(
    _ status: Int32, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let context = "\(comment) → status \(self.status), stderr: \(stderr.prefix(400))"
    #expect(self.status == status, "\(context)", sourceLocation: sourceLocation)
    #expect(stdout.count == 0, "\(comment): \(text.prefix(200))", sourceLocation: sourceLocation)
    let errors = errorLines.filter { $0.hasPrefix("error: ") }
    let shape =
      status == 64
      ? errors.count == 1 && errorLines.first?.hasPrefix("error: ") == true
      : errors.count == 1 && errorLines.count == 1
    #expect(shape, "\(context)", sourceLocation: sourceLocation)
  }
}
