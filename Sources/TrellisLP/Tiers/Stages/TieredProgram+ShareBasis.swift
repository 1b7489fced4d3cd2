import TrellisCore

/// The basis an equal share is tried from (``equalShare(_:least:_:_:)``).
extension TieredProgram {
  /// The basis of ``equalShare(_:least:_:_:)``'s trial and the violation variables of
  /// the lower tiers' rules it made basic (each with the one of the other sign).
  struct ShareBasis {
    var basis: LPBasis
    var released: [(variable: LinearProgram.Variable, partner: LinearProgram.Variable?)] = []
  }

  /// The basis an equal share is tried from.
  ///
  /// It is the layout's own solution (``startingBasis(elastic:)``; rows added since are basic
  /// in their slacks), where each sharing rule's violation variable, when basic there, leaves
  /// the basis (its value fixed at the share) for one variable that the rule moves:
  ///
  /// - a size, position or unit of the rule's terms that is nonbasic at a bound; or
  /// - one that is basic in the row of a rule of a lower tier that pins it (a stretch or fixed
  ///   size rule), whose violation variable then enters instead: the size follows the sharing
  ///   rule, and the pinning rule gives way.
  ///
  /// Each variable is released once, the rules taken in order and their terms in order. A
  /// sharing rule with no such variable keeps its violation basic (the simplex method then
  /// moves it). A sharing rule whose violation is nonbasic but whose slack is basic does the
  /// same with its row, which then holds tight. Whether the basis factorises, and what it
  /// gets wrong, GLPK finds out (after ``mend(_:_:)``).
  ///
  /// - Complexity: O(variables + rows + the sharing rules' terms).
  func shareBasis(
    _ shares: [(rule: Int, variable: LinearProgram.Variable)],
    _ session: borrowing LPSession
  ) -> ShareBasis {
    let current = session.program
    var variables = [LPBasis.Status](repeating: .lower, count: current.variables.count)
    var rows = [LPBasis.Status](repeating: .lower, count: current.rows.count)
    let start = startingBasis(elastic: true)
    for variable in start.basic { variables[variable.index] = .basic }
    for row in start.rows { rows[row.index] = .basic }
    for index in program.rows.count..<current.rows.count { rows[index] = .basic }
    let pins = pinningRules()
    var released = [Bool](repeating: false, count: current.variables.count)
    var result = ShareBasis(basis: LPBasis(variables: variables, rows: rows))
    func movable(_ variable: LinearProgram.Variable) -> Bool {
      let bounds = current.variables[variable.index]
      return bounds.lower < bounds.upper
    }
    for (index, share) in shares {
      let rule = rules[index]
      // What leaves the basis: the violation variable when basic, else the rule's row when its
      // slack is basic (the row then holds tight at its bound, the share nonbasic).
      func leave() {
        if result.basis.variables[share.index] == .basic {
          result.basis.variables[share.index] = .lower
        } else {
          // Tight at the bound the row has (its lower one when both: an equality).
          result.basis.rows[rule.row.index] =
            current.rows[rule.row.index].lower.isFinite ? .lower : .upper
        }
      }
      guard
        result.basis.variables[share.index] == .basic
          || result.basis.rows[rule.row.index] == .basic
      else { continue }
      let rank = Self.tierOrder.firstIndex(of: rule.tier) ?? 0
      for term in rule.terms where term.coefficient != 0 && !released[term.variable.index] {
        let variable = term.variable
        if result.basis.variables[variable.index] != .basic {
          guard movable(variable) else { continue }
          released[variable.index] = true
          result.basis.variables[variable.index] = .basic
          leave()
          break
        }
        guard let pin = pins[variable.index].map({ rules[$0] }),
          (Self.tierOrder.firstIndex(of: pin.tier) ?? 0) > rank,
          let entering = pin.over ?? pin.under, movable(entering),
          result.basis.variables[entering.index] != .basic
        else { continue }
        released[variable.index] = true
        result.basis.variables[entering.index] = .basic
        leave()
        result.released.append((entering, pin.over == nil ? nil : pin.under))
        break
      }
    }
    return result
  }

  /// Mends the built basis where its basic solution breaks a rule.
  ///
  /// Each released pinning rule's violation variable that came out negative gives way the
  /// other way (its partner basic instead: the same column but for its sign), and each rule
  /// whose slack is basic beyond the row's bound has the violation variable that measures it
  /// basic instead, the row tight at that bound (a column of its own row and its tier's,
  /// whose slack is basic: the basis still factorises), as the starting basis measures the
  /// rules the layout's own solution breaks. It factorises again when one changed.
  ///
  /// - Returns: whether the basis (changed or not) factorised.
  /// - Complexity: O(rules) and at most one factorisation.
  func mend(_ share: inout ShareBasis, _ session: borrowing LPSession) -> Bool {
    var changed = false
    for (variable, partner) in share.released {
      guard let partner, session.value(of: variable) < 0,
        share.basis.variables[partner.index] != .basic
      else { continue }
      share.basis.variables[variable.index] = .lower
      share.basis.variables[partner.index] = .basic
      changed = true
    }
    let tolerance = LPTolerances.startViolation * scale
    for rule in rules where share.basis.rows[rule.row.index] == .basic {
      let row = session.program.rows[rule.row.index]
      let activity = session.activity(of: rule.row)
      let measure: (variable: LinearProgram.Variable?, status: LPBasis.Status) =
        activity < row.lower - tolerance
        ? (rule.under, .lower)
        : activity > row.upper + tolerance ? (rule.over, .upper) : (nil, .basic)
      guard let variable = measure.variable, share.basis.variables[variable.index] != .basic,
        session.program.variables[variable.index].upper > 0
      else { continue }
      share.basis.variables[variable.index] = .basic
      share.basis.rows[rule.row.index] = measure.status
      changed = true
    }
    return !changed || session.restore(share.basis)
  }

  /// The layout rule whose row pins each size or unit in the layout's own solution (the
  /// variable is basic in it: ``TieredBuilder/startingBasis(_:)``), by variable index.
  func pinningRules() -> [Int: Int] {
    var pins: [Int: Int] = [:]
    for (index, rule) in rules.enumerated() where start.pinnedRows.contains(rule.row.index) {
      guard case .layout(let family, let problem, let segment) = rule.source else { continue }
      let variable: LinearProgram.Variable? =
        switch family {
        case .rule(.stretch): segment.flatMap { sizes[problem]?[$0] }
        case .rule(.fixed) where rule.relation == .equal: segment.flatMap { sizes[problem]?[$0] }
        case .fill: units[problem]
        default: nil
        }
      if let variable, pins[variable.index] == nil { pins[variable.index] = index }
    }
    return pins
  }
}
