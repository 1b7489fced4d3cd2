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
      Input errors exit with status 65 and one line on stderr, 'error: <path>: <message>'; \
      usage errors exit with status 64.
      """,
    version: "trellis \(TrellisVersion.current) (GLPK \(GLPKSolver.glpkVersion))",
    subcommands: [
      SolveCommand.self, CheckCommand.self, LPCommand.self, ExplainCommand.self, BatchCommand.self,
      BenchCommand.self,
      SolveLPCommand.self, RenderCommand.self,
    ]
  )

  /// Runs the command; input errors exit 65 with `error: <path>: <message>` on stderr.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as InputError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      Foundation.exit(65)
    } catch let error as SolverFailure {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      Foundation.exit(70)
    } catch {
      exit(withError: error)
    }
  }
}
