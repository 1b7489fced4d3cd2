import TrellisCore

/// The layout rules' names and expressions a session's last reports wrote, to be read again
/// by the next report instead of written anew (a resize reports the same few hundred rules).
///
/// A text is reused only when everything it is written from is the same: the rule's source,
/// relation and target (and the stretch rule's weight), and its axis as ``RuleNames`` writes
/// it (container, track and segment words, and for a `bounds` or `fill` rule the available
/// length). The text is then the one ``RuleNames/text(of:)`` writes, character for character.
struct RuleTexts: Sendable {
  /// One rule's text and what it was written from.
  struct Entry: Sendable {
    var source: TieredRule.Source
    var relation: LayoutConstraint.Relation
    var target: Double
    var weight: Double
    /// The available length as written, for a rule about a whole axis (`bounds`, `fill`).
    var available: String?
    var text: (name: String, expression: String)
  }

  /// The axes the entries were written with, by problem number.
  private var axes: [Int: RuleNames.Axis] = [:]
  /// The entries, by rule index.
  private var entries: [Entry?] = []

  /// An empty memory.
  init() {}

  /// Takes the axes of the program a report is written for: the entries stay when every axis
  /// names as the one they were written with (``RuleNames/Axis/namesLike(_:)``), and go
  /// otherwise.
  ///
  /// - Complexity: O(axes + their segments).
  mutating func adopt(_ names: RuleNames, rules: Int) {
    let same =
      axes.count == names.axes.count
      && names.axes.allSatisfy { problem, axis in axes[problem]?.namesLike(axis) == true }
    if !same { entries = [] }
    axes = names.axes
    if entries.count != rules { entries = [Entry?](repeating: nil, count: rules) }
  }

  /// The text of the layout rule `rule` (at `index` in the program's rules), from the memory
  /// when it was written from the same parts, otherwise written by `names` and remembered.
  mutating func text(of rule: TieredRule, at index: Int, _ names: RuleNames)
    -> (name: String, expression: String)
  {
    if let text = rule.text { return text }
    let weight = rule.terms.count == 2 ? rule.terms[1].coefficient : 0
    var available: String?
    if case .layout(_, let problem, nil) = rule.source {
      available = names.axes[problem]?.available
    }
    if entries.indices.contains(index), let entry = entries[index], entry.source == rule.source,
      entry.relation == rule.relation, entry.target.bitPattern == rule.target.bitPattern,
      entry.weight.bitPattern == weight.bitPattern, entry.available == available
    {
      return entry.text
    }
    let text = names.text(of: rule)
    if entries.indices.contains(index) {
      entries[index] = Entry(
        source: rule.source, relation: rule.relation, target: rule.target, weight: weight,
        available: available, text: text)
    }
    return text
  }
}
