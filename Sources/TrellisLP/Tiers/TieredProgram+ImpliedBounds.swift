import TrellisCore

/// Bounds that short rows imply on their variables: how far a rule's other variables can move
/// once the optimal faces held so far fix what pins them.
extension TieredProgram {
  /// The bounds on each of `variables` that the program's short rows imply, with every other
  /// variable of such a row within its bounds as they stand (held ones included), tightened
  /// into the variable's own bounds.
  ///
  /// A size that a held lower tier pins (a desired size whose violation is held at 0) gets
  /// its lower bound from that tier's row: a rule of the tier being spread that would have to
  /// shrink it cannot give way at all, though its violation's reduced cost is 0 (a degenerate
  /// dual). Only rows of at most ``impliedRowTerms`` terms are read: the rows that pin one
  /// segment are short, and long sums add round-off.
  ///
  /// - Returns: the tightened `(lower, upper)` of each variable a short row bounds further.
  /// - Complexity: O(nonzeros of the program).
  func impliedBounds(
    of variables: Set<Int>, _ session: borrowing LPSession
  ) -> [Int: (lower: Double, upper: Double)] {
    let program = session.program
    var implied: [Int: (lower: Double, upper: Double)] = [:]
    for row in program.rows where row.terms.count <= Self.impliedRowTerms {
      for term in row.terms where variables.contains(term.variable.index) {
        let rest = Self.restActivity(of: row, without: term.variable) { index in
          let bounds = program.variables[index]
          return (bounds.lower, bounds.upper)
        }
        // lower ≤ a·x + rest ≤ upper: a·x ∈ [lower − most, upper − least].
        let (from, to) = (row.lower - rest.most, row.upper - rest.least)
        let a = term.coefficient
        var (lower, upper) = a > 0 ? (from / a, to / a) : (to / a, from / a)
        if lower.isNaN { lower = -.infinity }
        if upper.isNaN { upper = .infinity }
        let own = program.variables[term.variable.index]
        let known = implied[term.variable.index] ?? (own.lower, own.upper)
        let tightened = (max(known.lower, lower), min(known.upper, upper))
        if tightened.0 > known.lower || tightened.1 < known.upper {
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
