import ArgumentParser
import Foundation
import Trellis

/// `trellis solve-lp`: solves a linear program written in CPLEX LP or free MPS text with
/// Trellis's GLPK layer, and prints the program with its solution.
struct SolveLPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve-lp",
    abstract: "Solve a linear program in CPLEX LP or free MPS text and print the solution.",
    discussion: """
      Reads the program with GLPK's reader, validates it, solves it with the simplex method \
      and prints the program listing with each variable's value and reduced cost and each \
      row's activity and dual. Exit status 0 whatever the program's status (optimal, \
      infeasible, unbounded); 65 when the text cannot be read.
      """
  )

  @Argument(help: "The program file ('-' for standard input).")
  var file: String

  @Option(help: "Text format: lp or mps (default: from the file extension, else lp).")
  var format: LinearProgram.TextFormat?

  @Option(help: "Simplex method: primal, dual or dualThenPrimal.")
  var method: GLPKSolver.Options.Method = .primal

  @Flag(help: "Re-check the optimum in exact rational arithmetic (glp_exact).")
  var exact = false

  @Option(help: "Output format: text or json.")
  var output: OutputFormat = .text

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

  func run() throws {
    let text = try InputFile.read(file)
    let textFormat = format ?? (file.lowercased().hasSuffix(".mps") ? .freeMPS : .cplexLP)
    let program: LinearProgram
    do {
      program = try LinearProgram(parsing: text, format: textFormat)
    } catch let error as LinearProgramTextError {
      // GLPK says line 0 of an empty input: the file, then.
      let location = error.line.flatMap { $0 > 0 ? "\(file):\($0)" : nil } ?? file
      throw InputError(path: location, message: text.isEmpty ? "the file is empty" : error.message)
    } catch {
      throw InputError(path: file, message: "\(error)")
    }
    var options = GLPKSolver.Options()
    options.method = method
    options.exactRecheck = exact
    let solution = try GLPKSolver(options: options).solve(program)
    var report: String
    switch output {
    case .text:
      report = program.dump(with: solution)
      if let recheck = solution.exactRecheck {
        report +=
          "exact re-check: \(recheck.status), \(recheck.iterations) more iterations, "
          + "largest floating-point deviation \(recheck.maximumDeviation)\n"
      }
    case .json:
      report = try SolutionReport(program: program, solution: solution).json() + "\n"
    }
    try OutputSink.write(report, to: nil)
  }
}

extension LinearProgram.TextFormat: ExpressibleByArgument {}
extension GLPKSolver.Options.Method: ExpressibleByArgument {}
