import ArgumentParser
import Foundation
import Trellis

/// The `trellis` command: lays out grid documents and works with their linear programs.
@main
struct TrellisCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "A grid-layout solver with a closed-form direct engine and an exact LP engine.",
    discussion: """
      Input errors exit with status 65 and one line on stderr, 'error: <path>: <message>' \
      ('error: <file>: <path>: <message>' when the input is a file); usage errors exit with \
      status 64. Output errors exit with 73 when the output file cannot be created or \
      replaced and 74 when writing fails (a full disk, a closed or broken standard output); \
      an --output file is replaced only once it is completely written.
      """,
    version: "trellis \(TrellisVersion.current) (GLPK \(GLPKSolver.glpkVersion))",
    subcommands: [
      SolveCommand.self, CheckCommand.self, LPCommand.self, ExplainCommand.self, BatchCommand.self,
      BenchCommand.self,
      SolveLPCommand.self, RenderCommand.self,
    ]
  )

  /// Runs the command.
  ///
  /// Input errors exit 65 with `error: <path>: <message>` on stderr,
  /// output errors 73 or 74 (``OutputError``), solver failures 70; help and the version go
  /// to standard output through ``OutputSink`` like any other output.
  static func main() {
    StandardStreams.prepare()
    do {
      var command = try parseAsRoot()
      try command.run()
      Foundation.exit(0)
    } catch let error as InputError {
      StandardStreams.error(error.description)
      Foundation.exit(65)
    } catch let error as SolverFailure {
      StandardStreams.error(error.description)
      Foundation.exit(70)
    } catch let error as OutputError {
      StandardStreams.error(error.description)
      Foundation.exit(error.status)
    } catch {
      let status = exitCode(for: error)
      let message = fullMessage(for: error)
      guard status == .success else {
        // A usage error's first line reads like every other error line: `error: …`.
        let line = message.hasPrefix("Error: ") ? "error: " + message.dropFirst(7) : message
        if !line.isEmpty { StandardStreams.error(String(line)) }
        Foundation.exit(status.rawValue)
      }
      do {
        try OutputSink.write(message.isEmpty ? "" : message + "\n", to: nil)
      } catch {
        StandardStreams.error(error.description)
        Foundation.exit(error.status)
      }
      Foundation.exit(0)
    }
  }
}
