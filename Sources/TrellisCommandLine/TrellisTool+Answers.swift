import Trellis

/// The command line's answers as text, for the playground's server (`Server/`), which answers
/// as the commands do: the same code writes both.
extension TrellisTool {
  /// What `trellis explain --format json` prints for `document`: the tiered solve's answer with
  /// a `summary` and each relaxed rule's `origin`, `relation`, `owner` and `axis` added.
  ///
  /// The conflict search stops at the time limit, as the command's does (the conflict found so
  /// far is then marked `"minimal": false`).
  ///
  /// - Throws: the LP engine's failure: an invalid document, a time limit reached before the
  ///   layout was done, or a solve GLPK did not finish.
  public static func explanationJSON(_ document: LayoutDocument, timeLimit: TimeLimit?)
    throws(LayoutError) -> String
  {
    try ExplainCommand.explanation(document, timeLimit: timeLimit).json()
  }

  /// What `trellis lp` prints for `document` (CPLEX LP text): the tiered program of a document
  /// with constraints, groups or rule strengths, else the program of each axis.
  ///
  /// - Throws: the LP engine's failure, or ``LayoutError/unsolved(_:)`` when the program cannot
  ///   be written as LP text.
  public static func programText(_ document: LayoutDocument, timeLimit: TimeLimit?)
    throws(LayoutError) -> String
  {
    try LPCommand.text(document, timeLimit: timeLimit, format: .lp)
  }

  /// `text` as a JSON string literal, escaped as the command's JSON answers escape it.
  public static func jsonString(_ text: String) -> String {
    LayoutAnswer.quoted(text)
  }

  /// `value` as a JSON number, written as the command's JSON answers write numbers (integers
  /// without `.0`).
  public static func jsonNumber(_ value: Double) -> String {
    LayoutAnswer.number(value)
  }
}
