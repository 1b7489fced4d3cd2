extension RelaxedRule {
  /// Where a rule comes from, for a reader: the document or the layout.
  package enum Origin: String, Sendable, Equatable {
    /// A constraint or a size group of the document.
    case user
    /// One of the layout's own rules.
    case layout
  }

  /// How a relaxed rule reads for people (`trellis explain`): whose it is, and the side of it
  /// whose value is ``RelaxedRule/achieved``, so that it can be written with its
  /// ``RelaxedRule/target`` in place.
  ///
  /// Not part of the answer: `trellis solve` and the answer's JSON have none of it.
  package struct Reading: Sendable, Equatable {
    /// The document's, or the layout's.
    package var origin: Origin
    /// The container whose axis a layout rule belongs to (its id, or its JSON path); `nil`
    /// for the document's rules.
    package var owner: String?
    /// That axis.
    package var axis: Axis?
    /// The side measured: `main.col[1].width`, `sum of main.x`,
    /// `main.col[1].width - 2 * main.col[2].width`.
    package var side: String
    /// How the side relates to the target.
    package var relation: LayoutConstraint.Relation

    /// Makes a reading.
    package init(
      origin: Origin, owner: String? = nil, axis: Axis? = nil, side: String,
      relation: LayoutConstraint.Relation
    ) {
      self.origin = origin
      self.owner = owner
      self.axis = axis
      self.side = side
      self.relation = relation
    }

    /// The rule as `side relation target`, the target written by `number`:
    /// `main.col[1].width == 140`.
    package func relation(
      of rule: RelaxedRule, number: (Double) -> String = LayoutAnswer.number
    ) -> String {
      side + " " + relation.rawValue + " " + number(rule.target)
    }

    /// The rule as ``relation(of:number:)`` writes it, followed, when the rule states its
    /// target otherwise, by how it does: `(= 160 + 1 * main.x.stretch)` for a layout rule, the
    /// relation as written for the user's (`(main.col[1].width >= 2 * main.col[2].width)`).
    ///
    /// - Parameters:
    ///   - rule: the rule this reads.
    ///   - number: how a number is written.
    ///   - numbers: how the numbers inside the rule's own expression are written.
    /// - Returns: the statement.
    package func statement(
      of rule: RelaxedRule, number: (Double) -> String = LayoutAnswer.number,
      numbers: (String) -> String = { $0 }
    ) -> String {
      let measured = relation(of: rule, number: number)
      let stated = side + " " + relation.rawValue + " "
      guard rule.expression.hasPrefix(stated) else {
        return measured + " (" + rule.expression + ")"
      }
      let rest = String(rule.expression.dropFirst(stated.count))
      if let value = Double(rest), number(value) == number(rule.target) { return measured }
      return measured + " (= " + numbers(rest) + ")"
    }
  }
}
