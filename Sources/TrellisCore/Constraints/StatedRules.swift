// The rules a document states itself (its constraints and size groups) as a tiered solve names
// and writes them: one place for the names the LP engine gives them and the command line
// recognises them by.

extension LayoutConstraint {
  /// The constraint's name in a report: its `id`, else `constraints[index]`.
  package func ruleName(index: Int) -> String { id ?? "constraints[\(index)]" }
}

extension SizeGroup {
  /// The name of the rule that holds track `member` (from 1) equal to the first:
  /// `groups.NAME` for a group of two tracks, else `groups.NAME[member]`.
  package func ruleName(member: Int) -> String {
    tracks.count == 2 ? "groups.\(name)" : "groups.\(name)[\(member)]"
  }

  /// That rule as a relation: `footer.col[0].width == main.col[0].width`.
  package func ruleExpression(member: Int) -> String { "\(tracks[member]) == \(tracks[0])" }

  /// What that rule measures: the difference of the two tracks,
  /// `footer.col[0].width - main.col[0].width`.
  package func ruleSide(member: Int) -> String { "\(tracks[member]) - \(tracks[0])" }
}

extension LinearExpression {
  /// The terms without the constant, as a report writes the side of a constraint whose value it
  /// shows: `main.col[1].width - 2 * main.col[2].width` (`0` without terms).
  package var sideText: String {
    guard !terms.isEmpty else { return "0" }
    var text = ""
    for (index, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      if index == 0 {
        if term.coefficient < 0 { text += "-" }
      } else {
        text += term.coefficient < 0 ? " - " : " + "
      }
      if magnitude != 1 { text += LayoutAnswer.number(magnitude) + " * " }
      text += term.quantity.description
    }
    return text
  }
}

extension LayoutDocument {
  /// A rule the document states, as a report names and writes it.
  package struct StatedRule: Hashable, Sendable {
    /// Its name (``RelaxedRule/rule``).
    package var name: String
    /// Its relation (``RelaxedRule/expression``).
    package var expression: String

    /// Makes a rule's name and relation.
    package init(name: String, expression: String) {
      self.name = name
      self.expression = expression
    }
  }

  /// Every rule the document states: each constraint, and each group's rules (one for each
  /// track after the first).
  package var statedRules: Set<StatedRule> {
    var rules = Set<StatedRule>()
    for (index, constraint) in constraints.enumerated() {
      rules.insert(StatedRule(name: constraint.ruleName(index: index), expression: constraint.text))
    }
    for group in groups where group.tracks.count > 1 {
      for member in 1..<group.tracks.count {
        rules.insert(
          StatedRule(
            name: group.ruleName(member: member), expression: group.ruleExpression(member: member)))
      }
    }
    return rules
  }

  /// How many of `relaxed` the document states (its constraints and groups); the others are
  /// the layout's own rules.
  package func statedCount(of relaxed: [RelaxedRule]) -> Int {
    let stated = statedRules
    return relaxed.count { stated.contains(StatedRule(name: $0.rule, expression: $0.expression)) }
  }
}
