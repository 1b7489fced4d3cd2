internal import CGLPK

/// The simplex tableau of a session's last basis: how the basic variables and rows move when a
/// nonbasic variable rises (an edge of the basis), for the conflict search's witnesses.
extension LPSession {
  /// A column of the simplex tableau, in buffers kept between calls.
  struct Edge {
    /// GLPK's numbers of the items that move (rows 1…m, then variables m+1…m+n), from index 1.
    fileprivate(set) var items: [Int32] = []
    /// How much each changes per unit rise, from index 1.
    fileprivate(set) var rates: [Double] = []
    /// How many items move.
    fileprivate(set) var count = 0
  }

  /// Whether a variable is basic in the last basis.
  ///
  /// - Precondition: the variable belongs to the program.
  func isBasic(_ variable: LinearProgram.Variable) -> Bool {
    glp_get_col_stat(problem.pointer, Int32(variable.index + 1)) == GLP_BS
  }

  /// The edge of the last basis along which a nonbasic variable rises: the column of the
  /// simplex tableau (`glp_eval_tab_col`), read with ``moveOfEdge(_:_:)``.
  ///
  /// - Returns: whether `edge` now holds it; not when the variable is basic, does not belong
  ///   to the program, or the last basis has no factorisation.
  /// - Complexity: one solve with the basis factors (O(rows) and their fill).
  func edge(raising variable: LinearProgram.Variable, into edge: inout Edge) -> Bool {
    let pointer = problem.pointer
    let rows = problem.program.rows.count
    guard problem.program.variables.indices.contains(variable.index),
      problem.hasSolved, glp_bf_exists(pointer) != 0, !isBasic(variable)
    else { return false }
    if edge.items.count < rows + 1 {
      edge.items = [Int32](repeating: 0, count: rows + 1)
      edge.rates = [Double](repeating: 0, count: rows + 1)
    }
    edge.count = Int(
      glp_eval_tab_col(pointer, Int32(rows + variable.index + 1), &edge.items, &edge.rates))
    return true
  }

  /// The `position`th item (from 0) that moves along `edge`: a variable (its index) or a
  /// row, with its value (a row's activity) in the last basic solution, its bounds as the
  /// program now stands, and its rate.
  func moveOfEdge(
    _ edge: Edge, _ position: Int
  ) -> (variable: Int?, value: Double, lower: Double, upper: Double, rate: Double) {
    let pointer = problem.pointer
    let item = Int(edge.items[position + 1])
    let rate = edge.rates[position + 1]
    let rows = problem.program.rows.count
    if item <= rows {
      let row = Int32(item)
      let type = glp_get_row_type(pointer, row)
      return (
        nil, glp_get_row_prim(pointer, row), glp_get_row_lb(pointer, row).bound(type, lower: true),
        glp_get_row_ub(pointer, row).bound(type, lower: false), rate
      )
    }
    let column = Int32(item - rows)
    let type = glp_get_col_type(pointer, column)
    return (
      item - rows - 1, glp_get_col_prim(pointer, column),
      glp_get_col_lb(pointer, column).bound(type, lower: true),
      glp_get_col_ub(pointer, column).bound(type, lower: false), rate
    )
  }
}

extension Double {
  /// A GLPK bound as a number: infinite where the type (`GLP_FR`, `GLP_LO`, `GLP_UP`,
  /// `GLP_DB`, `GLP_FX`) has none on that side.
  fileprivate func bound(_ type: Int32, lower: Bool) -> Double {
    switch type {
    case GLP_FR: return lower ? -.infinity : .infinity
    case GLP_LO: return lower ? self : .infinity
    case GLP_UP: return lower ? -.infinity : self
    default: return self
    }
  }
}
