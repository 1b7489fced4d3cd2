import Foundation

/// The executables built beside the tests (`trellis`, `trellis-serve`), and what `trellis`
/// prints.
enum Executables {
  /// An executable the tests expected beside them and did not find.
  struct Missing: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) not built next to the tests" }
  }

  /// The checkout's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built executable `name` next to the test bundle.
  ///
  /// - Throws: ``Missing`` when there is none.
  static func built(_ name: String) throws -> URL {
    let folders = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    guard
      let found = folders.map({ $0.appendingPathComponent(name) }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0.path)
      })
    else { throw Missing(name: name) }
    return found
  }

  /// What `trellis` prints on standard output (standard error dropped), run from the root.
  static func trellis(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = try built("trellis")
    process.arguments = arguments
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
