internal import CGLPK

/// The certificate's repair at a degenerate vertex: another basis of the same vertex.
extension LexicographicVertex {
  /// What the lexicographic test found.
  enum Verdict: Equatable {
    /// Every nonbasic item's move off its bound is worse for some objective, in order.
    case optimal
    /// An item's move changes no objective: the optimum may not be the only one.
    case tied
    /// Moving `item` up (or down) off its bound would be better for the first objective it
    /// changes: a basic item at its bound must block it (the vertex is optimal), and the two
    /// are exchanged. `count` items are so for that objective.
    case improvable(item: Int, up: Bool, count: Int)
  }

  /// How many exchanges the certificate tries before it gives up.
  static let largestExchanges = 4

  /// Makes `entering` basic in place of the basic item that blocks its move at once.
  ///
  /// Items are numbered as GLPK's: rows 1…m, then variables. The item that leaves sits at the
  /// bound the move would take it past (the largest such move, for stability). The vertex
  /// does not move.
  ///
  /// - Returns: whether a blocking item was found (and `statuses` changed).
  /// - Complexity: one solve with the basis factors and O(nonzeros).
  static func exchange(
    _ problem: GLPKProblem, _ statuses: inout LPBasis, entering: Int, up: Bool,
    tolerance: Double
  ) -> Bool {
    let pointer = problem.pointer
    let program = problem.program
    let m = program.rows.count
    // The entering item's column of (I | −A); the basic items move by −B⁻¹ times it per unit
    // of its move up.
    var column = [Double](repeating: 0, count: m + 1)
    if entering <= m {
      column[entering] = 1
    } else {
      for (index, row) in program.rows.enumerated() {
        for term in row.terms where term.variable.index == entering - m - 1 {
          column[index + 1] -= term.coefficient
        }
      }
    }
    glp_ftran(pointer, &column)
    let largest = column.reduce(0) { max($0, abs($1)) }
    var best: (item: Int, move: Double, upper: Bool)?
    for position in 1...m {
      let move = up ? -column[position] : column[position]
      guard abs(move) > VertexPolish.smallestMove * largest else { continue }
      let item = Int(glp_get_bhead(pointer, Int32(position)))
      let (lower, upper) = program.bounds(ofItem: item)
      let value =
        item <= m
        ? glp_get_row_prim(pointer, Int32(item)) : glp_get_col_prim(pointer, Int32(item - m))
      let blocksBelow =
        move < 0 && lower.isFinite && abs(value - lower) <= tolerance * max(1, abs(lower))
      let blocksAbove =
        move > 0 && upper.isFinite && abs(value - upper) <= tolerance * max(1, abs(upper))
      guard blocksBelow || blocksAbove, abs(move) > abs(best?.move ?? 0) else { continue }
      best = (item, move, blocksAbove)
    }
    guard let best else { return false }
    let (lower, upper) = program.bounds(ofItem: best.item)
    statuses[item: entering] = .basic
    statuses[item: best.item] = lower == upper ? .fixed : best.upper ? .upper : .lower
    return true
  }
}
