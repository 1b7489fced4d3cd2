import Foundation

/// The executables this package builds, and command-line tools, run by the tests that need a
/// process: `trellis` through its arguments, `nm` and `readelf` on a binary.
package enum BuiltTools {
  /// An executable the tests expected beside them and did not find.
  package struct Missing: Error, CustomStringConvertible {
    package var name: String
    package var description: String { "\(name) not built next to the tests" }
  }

  /// A built executable next to the test bundle.
  ///
  /// - Throws: ``Missing`` when there is none.
  package static func built(_ name: String) throws -> URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent(name) }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw Missing(name: name) }
    return found
  }

  /// What a program prints on standard output (standard error dropped), and its exit status.
  ///
  /// - Parameters:
  ///   - program: a path, or a tool's name looked up on the `PATH`.
  ///   - arguments: its arguments.
  ///   - directory: where it runs; the test's own directory by default.
  /// - Returns: the exit status and the standard output as text.
  /// - Throws: when the program cannot be started.
  package static func output(
    _ program: String, _ arguments: [String], in directory: URL? = nil
  ) throws -> (status: Int32, text: String) {
    let process = Process()
    if program.contains("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [program] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
