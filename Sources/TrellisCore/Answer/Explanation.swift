/// What `trellis explain` shows of a tiered solve: its answer, how each rule that gave way reads
/// for people, and the conflict in one sentence.
///
/// The answer is the one `trellis solve` gives (its JSON unchanged); the rest is the
/// command's own reading of it.
package struct Explanation: Sendable, Equatable {
  /// The tiered solve's answer.
  package var answer: LayoutAnswer
  /// One reading for each of the answer's ``LayoutAnswer/relaxed`` rules, in their order.
  package var readings: [RelaxedRule.Reading]
  /// Where each rule of the answer's ``LayoutAnswer/conflict`` comes from, in its order.
  package var conflictOrigins: [RelaxedRule.Origin]

  /// Makes an explanation.
  package init(
    answer: LayoutAnswer, readings: [RelaxedRule.Reading],
    conflictOrigins: [RelaxedRule.Origin] = []
  ) {
    precondition(readings.count == answer.relaxed.count, "one reading per relaxed rule")
    self.answer = answer
    self.readings = readings
    self.conflictOrigins = conflictOrigins
  }

  /// How many of the rules that gave way are the document's own.
  package var usersCount: Int { readings.count { $0.origin == .user } }

  /// The conflict in one sentence, with the user's rules in it named first:
  /// `Your rule content-min cannot hold with the layout's own required rules: main.col[0].fixed
  /// 240 + main.col.spacing[1].fixed 16 + content-min 260 > main width 504.` Without a
  /// conflict, `No required rules conflict.`, or `Every rule holds.` when none gave way.
  package var summary: String { summary(writing: { $0 }) }

  /// ``summary``, with the conflict's explanation as `writing` writes it (its numbers rounded
  /// for people, in the text report).
  package func summary(writing: (String) -> String) -> String {
    guard let conflict = answer.conflict else {
      return answer.relaxed.isEmpty ? "Every rule holds." : "No required rules conflict."
    }
    let users = zip(conflict.rules, conflictOrigins).filter { $0.1 == .user }.map(\.0)
    let layout = conflict.rules.count - users.count
    // A few of the user's rules by name; more by number (the explanation names them all).
    func yours(_ kind: String) -> String {
      users.count == 1
        ? "Your \(kind) \(users[0])"
        : users.count <= 3
          ? "Your \(kind)s \(Self.list(users))" : "\(users.count) of your \(kind)s"
    }
    let whose: String
    switch (users.isEmpty, layout == 0) {
    case (true, _): whose = "The layout's own required rules cannot all hold"
    case (false, true) where users.count == 1: whose = yours("required rule") + " cannot hold"
    case (false, true): whose = yours("required rule") + " cannot all hold"
    case (false, false): whose = yours("rule") + " cannot hold with the layout's own required rules"
    }
    let cut = conflict.isMinimal ? "" : " (not proven minimal: the time limit stopped the search)"
    return whose + ": " + writing(conflict.explanation) + cut + "."
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// How many rules gave way and how many are the user's: `11 rules gave way, 1 of them
  /// yours`, `1 rule gave way, yours`, `2 rules gave way, none of them yours`.
  package static func gaveWay(_ count: Int, yours: Int) -> String {
    let head = "\(count) rule\(count == 1 ? "" : "s") gave way, "
    if yours == 0 { return head + (count == 1 ? "not yours" : "none of them yours") }
    if yours == count { return head + (count == 1 ? "yours" : "all of them yours") }
    return head + "\(yours) of them yours"
  }
}
