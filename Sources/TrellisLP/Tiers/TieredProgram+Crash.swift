import TrellisCore

/// The basis of a point that a stage starts from: the rows of the highest tiers bind, the
/// others are released.
extension TieredProgram {
  /// A basis whose basic solution is the session's current point, chosen so that the stages
  /// need few pivots to prove what that point already is.
  ///
  /// At a degenerate point (many rows tight at once) many bases give the same values but
  /// different duals, and a stage's simplex method pivots through them one by one, each
  /// pivot O(rows): a row of n items that all hold their desired width and their stretch
  /// proportion takes n pivots to show that giving way on the stretch rules (weak) costs the
  /// desired rules (medium) nothing. Here every variable strictly inside its bounds is basic
  /// and each is matched to a tight row that binds it, the rows tried in tier order (required
  /// rules, position chains and tier rows first, then strong, medium and weak rules, in the
  /// order stated): the rules of the highest tiers bind, and every other row is released, its
  /// slack basic, its dual 0, so a stage sees the rules below it as the free rules they are.
  /// The matching takes short alternating paths only (``crashPathBudget`` rows each); a row it
  /// cannot match that way is released.
  ///
  /// - Returns: the basis, or `nil` when some variable inside its bounds found no row (the
  ///   point is not a vertex of the rows the matching reached).
  /// - Complexity: O(rows + nonzeros) for the point and the greedy pass, and at most
  ///   ``crashPathBudget`` rows per alternating path.
  func crashBasis(_ session: borrowing LPSession, values: [Double]) -> LPBasis? {
    let current = session.program
    let rowCount = current.rows.count
    let columnCount = current.variables.count
    let tolerance = LPTolerances.startViolation * scale
    func near(_ a: Double, _ b: Double) -> Bool {
      abs(a - b) <= tolerance * max(1, abs(b) / scale)
    }
    var basis = LPBasis(
      variables: [LPBasis.Status](repeating: .lower, count: columnCount),
      rows: [LPBasis.Status](repeating: .basic, count: rowCount))
    // Columns inside their bounds must be basic; the others sit at the bound they are at.
    var mustBasic = [Bool](repeating: false, count: columnCount)
    for index in 0..<columnCount {
      let bounds = current.variables[index]
      let value = values[index]
      if bounds.lower == bounds.upper {
        basis.variables[index] = .fixed
      } else if bounds.lower.isFinite && near(value, bounds.lower) {
        basis.variables[index] = .lower
      } else if bounds.upper.isFinite && near(value, bounds.upper) {
        basis.variables[index] = .upper
      } else {
        mustBasic[index] = true
        basis.variables[index] = .basic
      }
    }
    // Tight rows, each with the bound it sits at, and their tier rank (lower binds first).
    var tight = [LPBasis.Status?](repeating: nil, count: rowCount)
    for index in 0..<rowCount {
      let row = current.rows[index]
      var activity = 0.0
      for term in row.terms { activity += term.coefficient * values[term.variable.index] }
      if row.lower == row.upper {
        tight[index] = .fixed
      } else if row.lower.isFinite && near(activity, row.lower) {
        tight[index] = .lower
      } else if row.upper.isFinite && near(activity, row.upper) {
        tight[index] = .upper
      }
    }
    var rank = [Int](repeating: 0, count: rowCount)
    for rule in rules {
      rank[rule.row.index] = Self.tierOrder.firstIndex(of: rule.tier) ?? 0
    }
    let order = (0..<rowCount).filter { tight[$0] != nil }.sorted {
      rank[$0] != rank[$1] ? rank[$0] < rank[$1] : $0 < $1
    }
    // Each must-basic column's binding row, and each row's column.
    var rowOf = [Int](repeating: -1, count: columnCount)
    var columnOf = [Int](repeating: -1, count: rowCount)
    var seen = [Int](repeating: 0, count: rowCount)
    var stamp = 0
    var budget = 0
    // An alternating path from `row` to a free must-basic column, at most `budget` rows.
    func augment(_ row: Int) -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      seen[row] = stamp
      for term in current.rows[row].terms where term.coefficient != 0 {
        let column = term.variable.index
        guard mustBasic[column], rowOf[column] < 0 else { continue }
        rowOf[column] = row
        columnOf[row] = column
        return true
      }
      for term in current.rows[row].terms where term.coefficient != 0 {
        let column = term.variable.index
        guard mustBasic[column] else { continue }
        let other = rowOf[column]
        guard other >= 0, seen[other] != stamp, augment(other) else { continue }
        rowOf[column] = row
        columnOf[row] = column
        return true
      }
      return false
    }
    var unmatched = mustBasic.reduce(0) { $0 + ($1 ? 1 : 0) }
    for row in order where unmatched > 0 {
      stamp += 1
      budget = Self.crashPathBudget
      if augment(row) { unmatched -= 1 }
    }
    guard unmatched == 0 else { return nil }
    for row in 0..<rowCount where columnOf[row] >= 0 {
      basis.rows[row] = tight[row] ?? .basic
    }
    return basis
  }

  /// The rows an alternating path of ``crashBasis(_:values:)`` may visit.
  static let crashPathBudget = 16

  /// The session's current point: the value of every variable.
  func currentPoint(_ session: borrowing LPSession) -> [Double] {
    (0..<session.program.variables.count).map {
      session.value(of: LinearProgram.Variable(index: $0))
    }
  }

  /// `values` with each rule that they break given the violation that makes its row hold,
  /// where the violation variable's bounds allow it (the point the stages would reach by
  /// letting those rules give way, one pivot each).
  ///
  /// - Complexity: O(the rules' terms).
  func completed(_ values: [Double], _ session: borrowing LPSession) -> [Double] {
    var values = values
    let current = session.program
    for rule in rules {
      let row = current.rows[rule.row.index]
      var activity = 0.0
      for term in row.terms { activity += term.coefficient * values[term.variable.index] }
      // `under` enters its row with +1, `over` with −1.
      if let under = rule.under, activity < row.lower {
        let bounds = current.variables[under.index]
        let value = min(bounds.upper, values[under.index] + row.lower - activity)
        if value >= bounds.lower { values[under.index] = value }
      } else if let over = rule.over, activity > row.upper {
        let bounds = current.variables[over.index]
        let value = min(bounds.upper, values[over.index] + activity - row.upper)
        if value >= bounds.lower { values[over.index] = value }
      }
    }
    return values
  }

  /// Starts the session from ``crashBasis(_:values:)`` of `values` (the current point by
  /// default) when it factorises, from the basis it had otherwise.
  ///
  /// - Returns: whether the crash basis is the session's basis now.
  @discardableResult
  func crash(_ session: borrowing LPSession, values: [Double]? = nil) -> Bool {
    guard let basis = crashBasis(session, values: values ?? currentPoint(session)) else {
      return false
    }
    let before = session.currentBasis()
    guard basis != before else { return true }
    if session.restore(basis) { return true }
    session.restore(before)
    return false
  }
}
