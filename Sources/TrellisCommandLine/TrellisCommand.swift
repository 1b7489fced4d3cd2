import ArgumentParser
import Foundation
import Trellis

/// The `trellis` command: lays out grid documents and works with their linear programs.
struct TrellisCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "A grid-layout solver with a closed-form direct engine and an exact LP engine.",
    discussion: """
      Input errors exit with status 65 and one line on stderr, 'error: <path>: <message>' \
      ('error: <file>: <path>: <message>' when the input is a file); usage errors exit with \
      status 64. Output errors exit with 73 when the output file cannot be created or \
      replaced and 74 when writing fails (a full disk, a closed or broken standard output); \
      an --output file is replaced only once it is completely written. A document whose \
      solve reaches --time-limit exits with 75 and 'error: <file>: time limit of S s \
      reached before the layout was done', with nothing on stdout ('explain' shows the \
      conflict found so far instead; 'batch' prints the document's error line and goes on).
      """,
    version: "trellis \(TrellisVersion.current) (GLPK \(GLPKSolver.glpkVersion))",
    subcommands: [
      SolveCommand.self, CheckCommand.self, LPCommand.self, ExplainCommand.self, BatchCommand.self,
      BenchCommand.self,
      SolveLPCommand.self, RenderCommand.self, ServeCommand.self,
    ]
  )

  /// Runs the command, and ends the process.
  ///
  /// Input errors exit 65 with `error: <path>: <message>` on stderr,
  /// output errors 73 or 74 (``OutputError``), solver failures 70, a reached time limit 75
  /// (``TimeLimitReached``); help and the version go to standard output through
  /// ``OutputSink`` like any other output.
  static func main() -> Never {
    StandardStreams.prepare()
    do {
      try StandardStreams.checkDescriptors()
      // The common `solve` command lines skip ArgumentParser's command tree (1.4 ms), and end
      // the process before the document and the answer are released — except under a
      // sanitizer (`scripts/sanitize` sets TRELLIS_SANITIZER), whose leak check at exit
      // cannot follow the model's tagged payload pointers, and so reports a document still
      // alive as leaked.
      // The arguments as bytes: a file name that is not UTF-8 names that file (``FileName``).
      let arguments = FileName.arguments()
      if let request = SolveRequest(quick: arguments) {
        let releasing = ProcessInfo.processInfo.environment["TRELLIS_SANITIZER"] != nil
        try request.run { if !releasing { Foundation.exit(0) } }
      } else {
        // `check`'s files go around ArgumentParser, whose parsing grows as the square of the
        // arguments (16,000 files: 48 s); it parses the options and the first file.
        let (parsed, files) = CheckCommand.splitFiles(arguments)
        var command = try parseAsRoot(parsed)
        if var check = command as? CheckCommand, let files {
          check.files = files
          command = check
        }
        try command.run()
      }
      Foundation.exit(0)
    } catch {
      switch ending(for: error) {
      case .failure(let status, let line):
        if let line { StandardStreams.error(line) }
        Foundation.exit(status)
      case .output(let text):
        do {
          try OutputSink.write(text, to: nil)
        } catch {
          StandardStreams.error(error.description)
          Foundation.exit(error.status)
        }
        Foundation.exit(0)
      }
    }
  }

  /// How an error thrown by parsing or running a command ends the process.
  enum Ending: Equatable {
    /// A non-zero status and the text for stderr (a line, or a usage error's `error:` line
    /// followed by the usage), or nothing to print (`ExitCode(1)`).
    case failure(status: Int32, line: String?)
    /// Exit 0 once `text` (the help or the version) is written to standard output.
    case output(String)
  }

  /// How `error` ends the process: input errors 65, solver failures 70, output errors 73 or
  /// 74, a refused system resource 71, a reached time limit 75, ArgumentParser's errors with their status (a usage error's first line starting with
  /// `error: `), help and the version on standard output.
  static func ending(for error: any Error) -> Ending {
    switch error {
    case let error as InputError:
      return .failure(status: 65, line: error.description)
    case let error as SolverFailure:
      return .failure(status: 70, line: error.description)
    case let error as TimeLimitReached:
      return .failure(status: TimeLimitReached.status, line: error.description)
    case let error as OutputError:
      return .failure(status: error.status, line: error.description)
    case let error as SystemError:
      return .failure(status: SystemError.status, line: error.description)
    default:
      let status = exitCode(for: error)
      let message = fullMessage(for: error)
      guard status == .success else {
        // A usage error's first line reads like every other error line: `error: …`, one
        // line whatever the arguments held (ArgumentParser quotes them as they are: their
        // control characters are escaped and a long one cut, the usage after it kept).
        let text = message.hasPrefix("Error: ") ? "error: " + message.dropFirst(7) : message
        let usage = text.range(of: "\nUsage: ", options: .backwards)?.lowerBound ?? text.endIndex
        let limit = ErrorLine.whereLimit + ErrorLine.messageLimit
        let line = ErrorLine.quote(String(text[..<usage]), limit: limit) + text[usage...]
        return .failure(status: status.rawValue, line: line.isEmpty ? nil : line)
      }
      return .output(message.isEmpty ? "" : message + "\n")
    }
  }
}
