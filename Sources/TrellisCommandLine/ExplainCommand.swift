import ArgumentParser
import Foundation
import Trellis

/// `trellis explain`: what gave way in an over-constrained document, and why.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Show which rules of a document gave way, and the required rules that conflict.",
    discussion: """
      Solves the document with every rule in a strict tier (LP engine): user constraints, size \
      groups and the layout's own rules (content inside its container required; fixed sizes, \
      minimums and maximums strong; desired sizes medium; stretch proportions weak). Prints, \
      in one sentence, a minimal set of required rules that cannot all hold, if there is one, \
      then every rule that gave way with its target, achieved value and violation: your \
      constraints and groups first, then the layout's own rules by container and axis, each \
      as the side it measures against its target, numbers rounded to two decimals (--format \
      json: the whole answer, exact, with a summary and each rule's origin, relation, owner \
      and axis added). A document without \
      constraints or groups is explained the same way, though 'trellis solve' lays it out \
      with the layout's own closed forms. When --time-limit is reached while searching the \
      conflict, the search stops: the layout is finished and the conflict found so far is \
      shown, marked as not proven minimal ("minimal": false in JSON); reached anywhere else, \
      it exits with status 75.
      """
  )

  @Argument(help: "The document ('-' or nothing for standard input).")
  var file: String = "-"

  @Option(help: "Override the document's size: W,H (either may be 'null').")
  var size: String?

  @Option(help: "Output: text (for people) or json (the whole answer, with keys added).")
  var format: Format = .text

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @OptionGroup var timeLimit: TimeLimitOption

  @OptionGroup var stats: StatsOption

  func validate() throws {
    if let size { _ = try SolveCommand.parseSize(size) }
  }

  func run() throws {
    var document = try InputFile.document(file)
    if let size { document.size = try SolveCommand.parseSize(size) }
    let limit = try timeLimit.limit
    stats.start()
    defer { stats.finish() }
    let explanation = try SolverFailure.catching(file) { () throws(LayoutError) in
      try Self.explanation(document, timeLimit: limit)
    }
    try OutputSink.write(
      format == .json
        ? explanation.json()
        : ExplainReport.text(explanation, constrained: document.isConstrained), to: nil)
  }

  /// The tiered solve's explanation, the conflict search stopped at the time limit.
  static func explanation(_ document: LayoutDocument, timeLimit: TimeLimit?)
    throws(LayoutError) -> Explanation
  {
    var engine = LPEngine(timeLimit: timeLimit)
    engine.stopsConflictSearchAtTimeLimit = true
    do throws(LPEngineError) {
      return try engine.explainTiered(document)
    } catch {
      throw error.layoutError
    }
  }
}
