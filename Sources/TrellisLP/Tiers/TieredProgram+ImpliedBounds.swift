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
    let short = program.rows.indices.filter {
      program.rows[$0].terms.count <= Self.impliedRowTerms
    }
    // The first round: the variables that share a short row with one of `variables`.
    var neighbours = Set<Int>()
    for index in short {
      let terms = program.rows[index].terms
      guard terms.contains(where: { variables.contains($0.variable.index) }) else { continue }
      for term in terms where !variables.contains(term.variable.index) {
        neighbours.insert(term.variable.index)
      }
    }
    let first = Self.tightened(neighbours, rows: short, program) { _ in nil }
    return Self.tightened(variables, rows: short, program) { first[$0] }
  }

  /// One round of ``impliedBounds(of:_:)``: the bounds that the rows `rows` imply on each of
  /// `variables`, each other variable of a row within `known` bounds or else its own.
  private static func tightened(
    _ variables: Set<Int>, rows: [Int], _ program: LinearProgram,
    known: (Int) -> (lower: Double, upper: Double)?
  ) -> [Int: (lower: Double, upper: Double)] {
    var implied: [Int: (lower: Double, upper: Double)] = [:]
    guard !variables.isEmpty else { return implied }
    for index in rows {
      let row = program.rows[index]
      for term in row.terms where variables.contains(term.variable.index) {
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
