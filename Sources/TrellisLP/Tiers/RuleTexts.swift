import TrellisCore

/// The layout rules' names and expressions a session's last reports wrote, to be read again
/// by the next report instead of written anew (a resize reports the same few hundred rules).
///
/// A text is reused only when everything it is written from is the same: the rule's source,
/// relation and target (and the stretch rule's weight), and its axis as ``RuleNames`` writes
/// it (container, track and segment words, and for a `bounds` or `fill` rule the available
/// length). The text is then the one ``RuleNames/text(of:)`` writes, character for character.
struct RuleTexts: Sendable {
  /// What one layout rule's text was written from: plain values, compared without copying a
  /// string.
  struct Key: Equatable, Sendable {
    var family: TieredRule.Family
    var problem: Int
    /// The segment, −1 for a rule about a whole axis.
    var segment: Int
    var relation: LayoutConstraint.Relation
    var target: UInt64
    var weight: UInt64
  }

  /// The axes the entries were written with, by problem number.
  private var axes: [Int: RuleNames.Axis] = [:]
  /// By rule index: what each text was written from, the text, and for a rule about a whole
  /// axis (`bounds`, `fill`) the available length as written.
  private var keys: [Key?] = []
  private var texts: [(name: String, expression: String)] = []
  private var availables: [String?] = []

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
    axes = names.axes
    if !same || keys.count != rules {
      keys = [Key?](repeating: nil, count: rules)
      texts = [(String, String)](repeating: ("", ""), count: rules)
      availables = [String?](repeating: nil, count: rules)
    }
  }

  /// The text of the layout rule `rule` (at `index` in the program's rules), from the memory
  /// when it was written from the same parts, otherwise written by `names` and remembered.
  mutating func text(of rule: TieredRule, at index: Int, _ names: RuleNames)
    -> (name: String, expression: String)
  {
    if let text = rule.text { return text }
    guard case .layout(let family, let problem, let segment) = rule.source,
      keys.indices.contains(index)
    else { return names.text(of: rule) }
    let weight = rule.terms.count == 2 ? rule.terms[1].coefficient : 0
    let key = Key(
      family: family, problem: problem, segment: segment ?? -1, relation: rule.relation,
      target: rule.target.bitPattern, weight: weight.bitPattern)
    let available = segment == nil ? names.axes[problem]?.available : nil
    if keys[index] == key && availables[index] == available { return texts[index] }
    let text = names.text(of: rule)
    keys[index] = key
    texts[index] = text
    availables[index] = available
    return text
  }
}
