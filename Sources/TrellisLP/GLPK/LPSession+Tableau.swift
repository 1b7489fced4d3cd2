internal import CGLPK

/// The simplex tableau of a session's last basis: how the basic variables and rows move when a
/// nonbasic variable rises (an edge of the basis), for the conflict search's witnesses.
extension LPSession {
  /// A basic variable or row that moves along an edge.
  struct EdgeMove {
    /// The variable, or `nil` for a row.
    var variable: LinearProgram.Variable?
    /// The row, or `nil` for a variable.
    var row: LinearProgram.Row?
    /// Its value (a row's activity) in the last basic solution.
    var value: Double
    /// How much it changes per unit rise of the nonbasic variable.
    var rate: Double
    /// Its bounds as the program now stands.
    var lower: Double
    var upper: Double
  }

  /// Whether a variable is basic in the last basis.
  ///
  /// - Precondition: the variable belongs to the program.
  func isBasic(_ variable: LinearProgram.Variable) -> Bool {
    glp_get_col_stat(problem.pointer, Int32(variable.index + 1)) == GLP_BS
  }

  /// The edge of the last basis along which a nonbasic variable rises: the column of the
  /// simplex tableau (`glp_eval_tab_col`), with each moving item's value and bounds.
  ///
  /// - Returns: the basic variables and rows that move, or `nil` when the variable is basic,
  ///   does not belong to the program, or the last basis has no factorisation.
  /// - Complexity: one solve with the basis factors (O(rows) and their fill) and O(rows).
  func edge(raising variable: LinearProgram.Variable) -> [EdgeMove]? {
    let pointer = problem.pointer
    let program = problem.program
    guard program.variables.indices.contains(variable.index), problem.sessionState.hasSolved,
      glp_bf_exists(pointer) != 0, !isBasic(variable)
    else { return nil }
    let rows = program.rows.count
    var indices = [Int32](repeating: 0, count: rows + 1)
    var values = [Double](repeating: 0, count: rows + 1)
    let length = Int(glp_eval_tab_col(pointer, Int32(rows + variable.index + 1), &indices, &values))
    var moves: [EdgeMove] = []
    moves.reserveCapacity(length)
    for position in stride(from: 1, through: length, by: 1) {
      let item = Int(indices[position])
      if item <= rows {
        let row = program.rows[item - 1]
        moves.append(
          EdgeMove(
            variable: nil, row: LinearProgram.Row(index: item - 1),
            value: glp_get_row_prim(pointer, Int32(item)), rate: values[position],
            lower: row.lower, upper: row.upper))
      } else {
        let column = item - rows
        let definition = program.variables[column - 1]
        moves.append(
          EdgeMove(
            variable: LinearProgram.Variable(index: column - 1), row: nil,
            value: glp_get_col_prim(pointer, Int32(column)), rate: values[position],
            lower: definition.lower, upper: definition.upper))
      }
    }
    return moves
  }
}
