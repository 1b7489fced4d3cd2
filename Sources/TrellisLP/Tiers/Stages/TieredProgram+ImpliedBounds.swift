import TrellisCore

/// Bounds that short rows imply on their variables: how far a rule's other variables can move
/// once the optimal faces held so far fix what pins them.
extension TieredProgram {
  /// The bounds on each of `variables` that the program's short rows imply, tightened into
  /// the variable's own bounds: each other variable of such a row within its bounds as they
  /// stand (held ones included), or within the bounds the short rows imply on it in turn.
  ///
  /// A size that a held lower tier pins (a desired size whose violation is held at 0) gets
  /// its lower bound from that tier's row: a rule of the tier being spread that would have to
  /// shrink it cannot give way at all, though its violation's reduced cost is 0 (a degenerate
  /// dual). A size tied to such a size by a short row (a size group between two grids' columns)
  /// gets it too: the bounds of the variables that share a short row with one of `variables`
  /// are implied first, from their own short rows, and read in the second round. Only rows of
  /// at most ``impliedRowTerms`` terms are read: the rows that pin one segment or tie two are
  /// short, and long sums add round-off. Every implied bound holds at every point of the
  /// program as it stands.
  ///
  /// - Returns: the tightened `(lower, upper)` of each variable a short row bounds further.
  /// - Complexity: O(nonzeros of the program).
  func impliedBounds(
    of variables: Set<Int>, _ session: borrowing LPSession
  ) -> [Int: (lower: Double, upper: Double)] {
    let program = session.program
    // Each variable's part: 1 for one of `variables`, 2 for a neighbour (a variable that
    // shares a short row with one of them), 0 for the others.
    var part = [UInt8](repeating: 0, count: program.variables.count)
    for variable in variables { part[variable] = 1 }
    var movedRows: [Int] = []
    for index in program.rows.indices where program.rows[index].terms.count <= Self.impliedRowTerms
    {
      let terms = program.rows[index].terms
      guard terms.contains(where: { part[$0.variable.index] == 1 }) else { continue }
      movedRows.append(index)
      for term in terms where part[term.variable.index] == 0 { part[term.variable.index] = 2 }
    }
    var neighbourRows: [Int] = []
    for index in program.rows.indices where program.rows[index].terms.count <= Self.impliedRowTerms
    {
      if program.rows[index].terms.contains(where: { part[$0.variable.index] == 2 }) {
        neighbourRows.append(index)
      }
    }
    // The first round: the neighbours' bounds, from their own; the second: the variables'.
    let first = Self.tightened(part, 2, rows: neighbourRows, program) { _ in nil }
    return Self.tightened(part, 1, rows: movedRows, program) { first[$0] }
  }

  /// One round of ``impliedBounds(of:_:)``: the bounds that the rows `rows` imply on each
  /// variable whose part is `tightening`, each other variable of a row within `known` bounds
  /// or else its own.
  private static func tightened(
    _ part: [UInt8], _ tightening: UInt8, rows: [Int], _ program: LinearProgram,
    known: (Int) -> (lower: Double, upper: Double)?
  ) -> [Int: (lower: Double, upper: Double)] {
    var implied: [Int: (lower: Double, upper: Double)] = [:]
    for index in rows {
      let row = program.rows[index]
      for term in row.terms where part[term.variable.index] == tightening {
        let rest = restActivity(of: row, without: term.variable) { other in
          if let bounds = known(other) { return bounds }
          let bounds = program.variables[other]
          return (bounds.lower, bounds.upper)
        }
        // lower ≤ a·x + rest ≤ upper: a·x ∈ [lower − most, upper − least].
        let (from, to) = (row.lower - rest.most, row.upper - rest.least)
        let a = term.coefficient
        var (lower, upper) = a > 0 ? (from / a, to / a) : (to / a, from / a)
        if lower.isNaN { lower = -.infinity }
        if upper.isNaN { upper = .infinity }
        let own = program.variables[term.variable.index]
        let bounds = implied[term.variable.index] ?? (own.lower, own.upper)
        let tightened = (max(bounds.lower, lower), min(bounds.upper, upper))
        if tightened.0 > bounds.lower || tightened.1 < bounds.upper {
          implied[term.variable.index] = tightened
        }
      }
    }
    return implied
  }

  /// The least and largest activity of `row` without `variable`'s term, each other variable
  /// within `bounds` (by variable index), and `variable`'s coefficient in it (0 when absent).
  ///
  /// - Complexity: O(terms of the row).
  static func restActivity(
    of row: LinearProgram.RowDefinition, without variable: LinearProgram.Variable,
    _ bounds: (Int) -> (lower: Double, upper: Double)
  ) -> (least: Double, most: Double, coefficient: Double) {
    var least = 0.0
    var most = 0.0
    var coefficient = 0.0
    for term in row.terms {
      guard term.variable != variable else {
        coefficient = term.coefficient
        continue
      }
      let range = bounds(term.variable.index)
      let (low, high) =
        term.coefficient > 0 ? (range.lower, range.upper) : (range.upper, range.lower)
      least += term.coefficient * low
      most += term.coefficient * high
    }
    return (least, most, coefficient)
  }

  /// The longest row ``impliedBounds(of:_:)`` reads.
  static let impliedRowTerms = 4
}
