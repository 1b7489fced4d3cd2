import Trellis

/// The text `trellis explain` prints: the conflict in one sentence, then the rules that gave
/// way — the user's first, then the layout's own by the container axis they belong to — each
/// written with its target in place, numbers rounded for people.
enum ExplainReport {
  /// The report of an explanation; `constrained` is whether the document has constraints,
  /// groups or rule tiers (a note says when it has none).
  static func text(_ explanation: Explanation, constrained: Bool) -> String {
    let answer = explanation.answer
    var lines: [String] = []
    if !constrained {
      lines.append(
        "note: no constraints, groups or ruleStrengths: 'trellis solve' uses the layout's own rules; these are its tiers."
      )
    }
    lines.append(LayoutAnswer.textEscaped(explanation.summary(writing: roundingNumbers)))
    if let conflict = answer.conflict {
      lines.append(
        "  rules in the conflict: "
          + LayoutAnswer.textEscaped(conflict.rules.joined(separator: ", ")))
    }
    guard !answer.relaxed.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines.append("")
    lines.append(
      Explanation.gaveWay(answer.relaxed.count, yours: explanation.usersCount) + ":")
    lines += table(explanation)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The relaxed rules, grouped: a header, then each group's heading and its rows (indented),
  /// columns aligned across groups.
  static func table(_ explanation: Explanation) -> [String] {
    let header = ["rule", "tier", "weight", "target", "achieved", "violation", "expression"]
    let groups = grouped(explanation)
    let rows = groups.flatMap { group in
      group.members.map { index in
        let rule = explanation.answer.relaxed[index]
        return [
          rule.rule, rule.tier.rawValue, short(rule.weight), short(rule.target),
          short(rule.achieved), short(rule.violation),
          expression(rule, explanation.readings[index]),
        ].map(LayoutAnswer.textEscaped)
      }
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ row: [String]) -> String {
      let cells = row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        // Names and words left, numbers right, the expression last and unpadded.
        switch column {
        case 0, 1: return cell + pad
        case header.count - 1: return cell
        default: return pad + cell
        }
      }
      return "  " + cells.joined(separator: "  ")
    }
    var lines = [line(header)]
    var next = rows.makeIterator()
    for group in groups {
      lines.append(LayoutAnswer.textEscaped(group.heading))
      for _ in group.members { if let row = next.next() { lines.append(line(row)) } }
    }
    return lines
  }

  /// The relaxed rules' indices by group, in the answer's order within each: the user's
  /// first, then the layout's by container axis, in the order each first gave way.
  static func grouped(_ explanation: Explanation) -> [(heading: String, members: [Int])] {
    var users: [Int] = []
    var layout: [(key: String, heading: String, members: [Int])] = []
    for (index, reading) in explanation.readings.enumerated() {
      guard reading.origin == .layout else {
        users.append(index)
        continue
      }
      let owner = reading.owner ?? "the layout"
      let axis = reading.axis.map { $0 == .horizontal ? "horizontal" : "vertical" } ?? ""
      let key = owner + "\u{0}" + axis
      if let at = layout.firstIndex(where: { $0.key == key }) {
        layout[at].members.append(index)
      } else {
        let heading = "the layout of \(owner)" + (axis.isEmpty ? ":" : ", \(axis):")
        layout.append((key, heading, [index]))
      }
    }
    let yours = users.isEmpty ? [] : [(heading: "your rules:", members: users)]
    return yours + layout.map { ($0.heading, $0.members) }
  }

  /// A rule as `side relation target` (`main.col[1].width == 140`), followed, when the rule
  /// states its target otherwise, by how it does (``RelaxedRule/Reading/statement(of:number:numbers:)``),
  /// its numbers rounded for people.
  static func expression(_ rule: RelaxedRule, _ reading: RelaxedRule.Reading) -> String {
    reading.statement(of: rule, number: short, numbers: roundingNumbers(in:))
  }

  /// A number for people: at most two decimals, no trailing zeros, `-0` as `0`.
  static func short(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e13 else { return LayoutAnswer.number(value) }
    return LayoutAnswer.number((value * 100).rounded() / 100)
  }

  /// `text` with each number in it rounded as ``short(_:)`` writes it: each word (between
  /// spaces, inside parentheses and before a comma) that is a decimal number with a point or
  /// an exponent.
  static func roundingNumbers(in text: String) -> String {
    guard text.contains(".") || text.contains("e") else { return text }
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      let opening = word.prefix { $0 == "(" }
      let rest = word.dropFirst(opening.count)
      let closing = rest.reversed().prefix { $0 == ")" || $0 == "," }.count
      let number = rest.dropLast(closing)
      let digits = number.first == "-" ? number.dropFirst() : number
      guard digits.first?.isASCII == true, digits.first?.isNumber == true,
        number.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
        let value = Double(number)
      else { return String(word) }
      return opening + short(value) + rest.suffix(closing)
    }.joined(separator: " ")
  }
}
