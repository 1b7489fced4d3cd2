import TrellisCore

/// How the rules of a ``TieredProgram`` are named and written (`main.col[3].min`,
/// `main.col[3].width >= 80`), from where they come: only the rules a report shows are ever
/// written out, so a layout rule keeps no strings of its own.
struct RuleNames {
  /// What the names of one traced container axis are made of (a class: a report looks it up
  /// once per rule shown, and a reference is one count where a value copies every field).
  final class Axis: Sendable {
    /// The container's name (its id, or its JSON path).
    let container: String
    /// The axis.
    let axis: TrellisCore.Axis
    /// `main.x`: the container and the axis letter.
    let prefix: String
    /// The axis's program names: its length word, margin words, and each segment's kind and
    /// ordinal among the segments of its kind.
    let words: AxisProgramNames
    /// The available length as written in the `bounds` and `fill` rules: a number, or the
    /// parent's segments it is linked to (with an offset).
    let available: String

    /// What every name and expression of the axis starts or ends with, written once:
    /// `main.col[`, `main.col.spacing[`, the two margins' names, `.width`, `sum of main.x`
    /// and ` * main.x.stretch`.
    private let cellStart: String
    private let spacingStart: String
    private let marginNames: (String, String)
    private let lengthEnd: String
    let sumOf: String
    let timesStretch: String

    init(
      container: String, axis: TrellisCore.Axis, prefix: String, track: String,
      words: AxisProgramNames, available: String
    ) {
      self.container = container
      self.axis = axis
      self.prefix = prefix
      self.words = words
      self.available = available
      cellStart = "\(container).\(track)["
      spacingStart = "\(container).\(track).spacing["
      marginNames = (
        "\(container).margin.\(words.margins.0)", "\(container).margin.\(words.margins.1)"
      )
      lengthEnd = ".\(words.length)"
      sumOf = "sum of \(prefix)"
      timesStretch = " * \(prefix).stretch"
    }

    /// A segment's name (`main.col[3]`, `main.col.spacing[0]`, `main.margin.left`).
    func segmentName(_ index: Int) -> String {
      let ordinal = words.ordinals[index]
      switch words.kinds[index] {
      case .margin: return ordinal == 0 ? marginNames.0 : marginNames.1
      case .spacing: return spacingStart + String(ordinal) + "]"
      case .cell: return cellStart + String(ordinal) + "]"
      }
    }

    /// A segment's size as a rule writes it, from its name (`main.col[3].width`; a margin or
    /// spacing is its own size).
    func segmentSize(_ index: Int, name: String) -> String {
      words.kinds[index] == .cell ? name + lengthEnd : name
    }
  }

  /// Each traced axis by problem number.
  var axes: [Int: Axis] = [:]

  /// The word a layout rule's name ends with, after its dot.
  static func suffix(_ family: TieredRule.Family) -> String {
    switch family {
    case .fill: ".fill"
    case .rule(.bounds): ".bounds"
    case .rule(.fixed): ".fixed"
    case .rule(.minimum): ".min"
    case .rule(.maximum): ".max"
    case .rule(.desired): ".desired"
    case .rule(.stretch): ".stretch"
    case .rule(.groups): ".groups"
    }
  }

  /// A rule's name: its id or JSON path for constraints and groups, `main.col[3].min` or
  /// `main.x.bounds` for layout rules.
  func name(of rule: TieredRule) -> String {
    text(of: rule, expression: false).name
  }

  /// A rule's name and the rule written as an expression (`main.col[2].width >= 80`,
  /// `sum of main.x <= 480`, `main.col[1].width == 40 + 2 * main.x.stretch`).
  func text(of rule: TieredRule) -> (name: String, expression: String) {
    text(of: rule, expression: true)
  }

  /// What a layout rule measures, the side of its expression before the relation
  /// (`main.col[3].width`, `sum of main.x`), with its container and axis; `nil` for a group or
  /// a constraint.
  func side(of rule: TieredRule) -> (side: String, container: String, axis: TrellisCore.Axis)? {
    guard case .layout(_, let problem, let segment) = rule.source, let axis = axes[problem]
    else { return nil }
    let side = segment.map { axis.segmentSize($0, name: axis.segmentName($0)) } ?? axis.sumOf
    return (side, axis.container, axis.axis)
  }

  private func text(of rule: TieredRule, expression: Bool) -> (name: String, expression: String) {
    if let text = rule.text { return text }
    guard case .layout(let family, let problem, let segment) = rule.source,
      let axis = axes[problem]
    else { return ("rule", "") }
    // Written piece by piece, each piece that repeats written once per axis: a report
    // writes hundreds of these.
    let relation =
      switch rule.relation {
      case .equal: " == "
      case .greaterOrEqual: " >= "
      case .lessOrEqual: " <= "
      }
    guard let segment else {
      let name = axis.prefix + Self.suffix(family)
      return (name, expression ? axis.sumOf + relation + axis.available : "")
    }
    let segmentName = axis.segmentName(segment)
    let name = segmentName + Self.suffix(family)
    guard expression else { return (name, "") }
    var written = axis.segmentSize(segment, name: segmentName)
    written += relation
    written += LayoutAnswer.number(rule.target)
    if case .rule(.stretch) = family, rule.terms.count == 2 {
      // `size − w·stretch = base`.
      written += " + "
      written += LayoutAnswer.number(-rule.terms[1].coefficient)
      written += axis.timesStretch
    }
    return (name, written)
  }
}
