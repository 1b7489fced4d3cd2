import ArgumentParser
import Foundation

/// `trellis serve`: runs the playground server, `trellis-serve`, in this process's place.
///
/// The server is its own executable, built by its own package (`Server/`: Hummingbird and
/// SwiftNIO), so that neither this command, the library products nor the root package's build
/// have any of it. `trellis serve` runs the `trellis-serve` beside itself (where
/// `scripts/install` puts both); in a checkout, the checkout's server build (``server()``),
/// built first (`scripts/build-cli trellis-serve`) when there is none. It replaces itself with
/// the server, so that Ctrl-C reaches the server directly.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a playground page: edit a layout, drag its size, watch what gives way.",
    discussion: """
      Runs trellis-serve (installed beside trellis by scripts/install; in a checkout, built \
      from Server/ the first time), which listens \
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

  /// This executable's folder (Linux: /proc/self/exe; elsewhere the path it was run by), its
  /// links resolved.
  static var folders: [URL] {
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let ran = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return [own, ran].map { $0.deletingLastPathComponent() }
  }

  /// `trellis-serve` beside this executable, or `nil`.
  static func beside() -> String? {
    folders.map { $0.path + "/" + executable }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The checkout this command was built from (its root, which has `Server/Package.swift`),
  /// or `nil` where the sources are gone (an installed `trellis`).
  static let checkout: URL? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Server/Package.swift").path
    return FileManager.default.fileExists(atPath: manifest) ? root : nil
  }()

  /// The checkout's `trellis-serve` built as this `trellis` was, when this `trellis` is a build
  /// of the checkout's root (`Server/.build/debug` for `.build/debug`,
  /// `Server/.build/cli/release` for `scripts/build-cli`'s `.build/cli/release`), whether it is
  /// built or not; `nil` for a `trellis` built elsewhere.
  static func alike(in checkout: URL) -> String? {
    let builds = checkout.appendingPathComponent(".build").resolvingSymlinksInPath().path + "/"
    return folders.map(\.path).first { $0.hasPrefix(builds) }.map {
      checkout.appendingPathComponent("Server/.build/" + $0.dropFirst(builds.count)).path + "/"
        + executable
    }
  }

  /// The checkout's most recently built `trellis-serve` (by `scripts/build-cli trellis-serve`,
  /// or a release or debug `swift build` of `Server/`), or `nil`.
  static func newest(in checkout: URL) -> String? {
    let builds = ["Server/.build/cli/release", "Server/.build/release", "Server/.build/debug"]
    let modified = builds.compactMap { build -> (path: String, date: Date)? in
      let path = checkout.appendingPathComponent(build + "/" + executable).path
      guard FileManager.default.isExecutableFile(atPath: path),
        let date = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
          as? Date
      else { return nil }
      return (path, date)
    }
    return modified.max { $0.date < $1.date }?.path
  }

  /// The server to run: for a `trellis` built in the checkout's root, the checkout's server
  /// built alike, else its newest (a `trellis-serve` an older build left beside it is not
  /// the checkout's); otherwise the one beside this executable, else the checkout's newest;
  /// built first when the checkout has none.
  ///
  /// - Returns: its path, or `nil` when there is neither one beside this executable nor a
  ///   checkout.
  /// - Throws: ``ExitCode`` 69 when it had to be built and the build failed.
  static func server() throws -> String? {
    let checkout = Self.checkout
    let alike = checkout.flatMap(Self.alike(in:))
    if alike == nil, let beside = beside() { return beside }
    guard let checkout else { return nil }
    if let alike, FileManager.default.isExecutableFile(atPath: alike) { return alike }
    return try newest(in: checkout) ?? build(in: checkout)
  }

  /// Builds the checkout's `trellis-serve` with `scripts/build-cli`, saying so on standard
  /// error; its path.
  ///
  /// - Throws: ``ExitCode`` 69 when the build fails (the script has shown why).
  static func build(in checkout: URL) throws -> String {
    StandardStreams.error(
      "trellis serve: building \(executable) from \(checkout.path)/Server (release; a few "
        + "minutes the first time)…")
    let process = Process()
    process.executableURL = checkout.appendingPathComponent("scripts/build-cli")
    process.arguments = [executable]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      StandardStreams.error("error: cannot run \(process.executableURL?.path ?? "") (\(error))")
      throw ExitCode(69)
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path) else {
      StandardStreams.error("error: building \(executable) failed")
      throw ExitCode(69)
    }
    return path
  }

  func run() throws {
    guard let path = try Self.server() else {
      StandardStreams.error(
        "error: \(Self.executable) is not installed beside trellis: install both with "
          + "'scripts/install PREFIX' from a Trellis checkout (or build it there with "
          + "'swift build --package-path Server --product \(Self.executable)')")
      throw ExitCode(69)
    }
    let argv = ([Self.executable] + arguments).map { strdup($0) } + [nil]
    execv(path, argv)
    StandardStreams.error("error: cannot run \(path) (\(Errno(errno)))")
    throw ExitCode(71)
  }
}
