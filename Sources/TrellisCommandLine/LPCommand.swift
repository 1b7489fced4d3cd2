import ArgumentParser
import Foundation
import Trellis

/// `trellis lp`: the linear program the LP engine builds for a document.
struct LPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lp",
    abstract: "Write the linear program the LP engine solves for a document.",
    discussion: """
      One block per container axis the layout solves, named after the container's id (or \
      JSON path) and axis: main.x.col[2].width, main.x.col.sum, main.x.col.stretch. \
      LP text allows no brackets in names: it spells '[', ']' and '-' as '(', ')' and '~', as \
      GLPK does, so main.x.col[2].width reads main.x.col(2).width there (MPS keeps the names). \
      glpsol reads the output ('glpsol --lp FILE' or '--freemps FILE') and finds the same \
      optimum.

      A document with constraints, groups or ruleStrengths is solved tier by tier; its \
      program is the last stage of that solve, on the last layout round: every rule a named \
      row with its violation variables (rule.over, rule.under), one tier.T row per tier \
      bounded by that tier's least weighted violation, each violation bounded by its tier's \
      largest where the tier spread a shortfall, required rules elastic only when they \
      cannot all hold, and the tie-breaking objective (tie_break) that picks one layout \
      among the tiers' optima. glpsol finds the sizes 'trellis solve' lays out.
      """
  )

  @Argument(help: "The document ('-' for standard input).")
  var file: String

  @Option(help: "lp (CPLEX LP) or mps (free MPS).")
  var format: Format = .lp

  enum Format: String, ExpressibleByArgument, CaseIterable { case lp, mps }

  @OptionGroup var timeLimit: TimeLimitOption

  @OptionGroup var stats: StatsOption

  func run() throws {
    let document = try InputFile.document(file)
    stats.start()
    defer { stats.finish() }
    let limit = try timeLimit.limit
    let text = try SolverFailure.catching(file) { () throws(LayoutError) in
      try Self.text(document, timeLimit: limit, format: format)
    }
    try OutputSink.write(text, to: nil)
  }

  /// The program of `document` as text: the tiered program of a document with constraints,
  /// groups or rule strengths, else the program of each axis.
  ///
  /// - Throws: the LP engine's failure, or ``LayoutError/unsolved(_:)`` when the program cannot
  ///   be written in `format`.
  static func text(_ document: LayoutDocument, timeLimit: TimeLimit?, format: Format)
    throws(LayoutError) -> String
  {
    let engine = LPEngine(timeLimit: timeLimit)
    let program: LinearProgram
    do throws(LPEngineError) {
      program =
        document.isConstrained
        ? try engine.tieredProgram(for: document) : try engine.program(for: document)
    } catch {
      throw error.layoutError
    }
    do throws(LinearProgramError) {
      return try program.text(format: format == .lp ? .cplexLP : .freeMPS)
    } catch {
      throw .unsolved("\(error)")
    }
  }
}
