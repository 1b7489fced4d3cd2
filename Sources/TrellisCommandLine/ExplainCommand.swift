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
      minimums and maximums strong; desired sizes medium; stretch proportions weak). Prints a \
      minimal set of required rules that cannot all hold, if there is one, then every rule \
      that gave way with its target, achieved value and violation. A document without \
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

  @Option(help: "Output: text (a table) or json (the whole answer).")
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
    var engine = LPEngine(timeLimit: try timeLimit.limit)
    engine.stopsConflictSearchAtTimeLimit = true
    stats.start()
    defer { stats.finish() }
    let answer = try SolverFailure.catching(file) { () throws(LPEngineError) in
      try engine.solveTiered(document)
    }
    try OutputSink.write(
      format == .json
        ? answer.json() : Self.report(answer, constrained: document.isConstrained), to: nil)
  }

  /// The text report: the conflict, then the table of relaxed rules.
  static func report(_ answer: LayoutAnswer, constrained: Bool) -> String {
    var lines: [String] = []
    if !constrained {
      lines.append(
        "note: no constraints, groups or ruleStrengths: 'trellis solve' uses the layout's own rules; these are its tiers."
      )
    }
    if let conflict = answer.conflict {
      lines.append(
        conflict.isMinimal
          ? "conflict (required rules that cannot all hold):"
          : "conflict (required rules that cannot all hold; not proven minimal: the time limit stopped the search):"
      )
      lines.append("  \(LayoutAnswer.textEscaped(conflict.explanation))")
      lines.append(
        "  rules: \(LayoutAnswer.textEscaped(conflict.rules.joined(separator: ", ")))")
    }
    guard !answer.relaxed.isEmpty else {
      lines.append("every rule holds.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("\(answer.relaxed.count) rule\(answer.relaxed.count == 1 ? "" : "s") gave way:")
    let header = ["rule", "tier", "weight", "target", "achieved", "violation", "expression"]
    let rows = answer.relaxed.map { rule in
      [
        rule.rule, rule.tier.rawValue, Self.short(rule.weight), Self.short(rule.target),
        Self.short(rule.achieved), Self.short(rule.violation), rule.expression,
      ].map(LayoutAnswer.textEscaped)
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    for row in all {
      let cells = row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        // Names and words left, numbers right, the expression last and unpadded.
        switch column {
        case 0, 1: return cell + pad
        case header.count - 1: return cell
        default: return pad + cell
        }
      }
      lines.append(cells.joined(separator: "  "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number for the table: at most four decimals, no trailing zeros.
  static func short(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return LayoutAnswer.number(rounded)
  }
}
