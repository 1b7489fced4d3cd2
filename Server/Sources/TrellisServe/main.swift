import ArgumentParser
import Foundation
import Trellis
import TrellisServer

/// `trellis-serve` (what `trellis serve` runs): the playground's server.
@main
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis serve",
    abstract: "Serve a playground page: edit a layout, drag its size, watch what gives way.",
    discussion: """
      Listens on 127.0.0.1:8080 unless told otherwise and prints the page's address. The page \
      opens the documents named here and the bundled examples (Examples/*.json); it reads no \
      other file. Requests are limited to 8 MiB and every solve to --time-limit seconds. \
      Stops cleanly on SIGINT (Ctrl-C) or SIGTERM.
      """
  )

  @Argument(help: "Documents the page may open (besides the bundled examples).")
  var files: [String] = []

  @Option(help: "The port (0: any free port).")
  var port: Int = 8080

  @Option(help: "The address to listen on (0.0.0.0 to be reached from other machines).")
  var host: String = "127.0.0.1"

  @Option(name: .customLong("time-limit"), help: "Each solve's time limit in seconds.")
  var timeLimit: Double = PlaygroundLimits.defaultSeconds

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
    guard timeLimit.isFinite, timeLimit > 0, timeLimit <= 3600 else {
      throw ValidationError("--time-limit must be a number of seconds above 0, at most 3600")
    }
  }

  func run() async throws {
    let limit = try TimeLimit(seconds: timeLimit)
    let playground = Playground(files: files, timeLimit: limit)
    let server = PlaygroundServer(playground: playground, host: host, port: port)
    let host = host
    try await server.run { port in
      let shown = host.contains(":") ? "[\(host)]" : host
      // Written at once (not buffered): a script waiting for the address reads it now.
      FileHandle.standardOutput.write(
        Data("trellis serve: http://\(shown):\(port)/ (Ctrl-C stops)\n".utf8))
    }
  }
}
