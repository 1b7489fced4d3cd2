import ArgumentParser
import Foundation

/// `trellis serve`: runs the playground server, `trellis-serve`, in this process's place.
///
/// The server is its own executable (Hummingbird and SwiftNIO), so that this command and the
/// library products link neither; `trellis serve` finds it beside `trellis` (where
/// `swift build` puts both) or on `PATH`, and replaces itself with it, so that Ctrl-C reaches
/// the server directly.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a playground page: edit a layout, drag its size, watch what gives way.",
    discussion: """
      Runs trellis-serve (built with 'swift build --product trellis-serve'), which listens \
      on 127.0.0.1:8080 unless --host or --port say otherwise and prints the page's address. \
      The page opens the FILEs and the bundled examples (Examples/*.json), and reads no \
      other file. Requests are limited to 8 MiB and each solve to --time-limit seconds \
      (5 unless given). Ctrl-C stops it.
      """
  )

  @Argument(
    parsing: .captureForPassthrough,
    help: "[FILE…] [--port N] [--host ADDRESS] [--time-limit SECONDS]: trellis-serve's arguments.")
  var arguments: [String] = []

  /// The server's executable's name.
  static let executable = "trellis-serve"

  /// `trellis-serve` beside this executable, else the first on `PATH`.
  static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    // This executable's folder (Linux: /proc/self/exe; elsewhere the path it was run by).
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let ran = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directories = [own, ran].map { $0.deletingLastPathComponent().path }
    directories += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return directories.map { $0 + "/" + executable }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  func run() throws {
    guard let path = Self.find() else {
      StandardStreams.error(
        "error: \(Self.executable) is not built: run 'swift build --product \(Self.executable)' "
          + "(it is built beside trellis)")
      throw ExitCode(69)
    }
    let argv = ([Self.executable] + arguments).map { strdup($0) } + [nil]
    execv(path, argv)
    StandardStreams.error("error: cannot run \(path) (\(Errno(errno)))")
    throw ExitCode(71)
  }
}
