extension Explanation {
  /// What `trellis explain --format json` prints: the answer's JSON with keys added.
  ///
  /// The answer's keys (``LayoutAnswer/json()``) are all there, none renamed or changed, and
  /// `summary` (the conflict in one sentence, ``summary``) is added, and in each `relaxed`
  /// entry `origin` (`"user"` or `"layout"`), `relation` (the rule with its target in place,
  /// `main.col[1].width == 140`) and, for a layout rule, `owner` (its container) and `axis`
  /// (`"horizontal"` or `"vertical"`). Entries keep the answer's order; numbers are exact.
  package func json() -> String {
    var out = JSONBytes()
    answer.write(into: &out, explanation: self)
    return String(decoding: out.bytes, as: UTF8.self)
  }
}

extension JSONBytes {
  /// Writes one entry of an answer's `relaxed` list, keys sorted; with a reading (an
  /// explanation's), with its `axis`, `origin`, `owner` and `relation` too.
  mutating func relaxed(_ rule: RelaxedRule, reading: RelaxedRule.Reading?) {
    append("    {\"achieved\": ")
    number(rule.achieved)
    if let axis = reading?.axis {
      append(", \"axis\": ")
      append(axis == .horizontal ? "\"horizontal\"" : "\"vertical\"")
    }
    append(", \"expr\": ")
    quoted(rule.expression)
    if let reading {
      append(", \"origin\": ")
      quoted(reading.origin.rawValue)
      if let owner = reading.owner {
        append(", \"owner\": ")
        quoted(owner)
      }
      append(", \"relation\": ")
      quoted(reading.relation(of: rule))
    }
    append(", \"rule\": ")
    quoted(rule.rule)
    append(", \"target\": ")
    number(rule.target)
    append(", \"tier\": ")
    quoted(rule.tier.rawValue)
    append(", \"violation\": ")
    number(rule.violation)
    append(", \"weight\": ")
    number(rule.weight)
    append("}")
  }
}
