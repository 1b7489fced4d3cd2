internal import CGLPK

/// The one owner of a GLPK problem object (`glp_prob`).
///
/// Created from a validated ``LinearProgram`` and used only inside one synchronous call, on
/// the creating thread (see ``GLPKEnvironment``). `deinit` deletes the problem on every path,
/// thrown errors included. GLPK indices are 1-based; the conversion happens only here.
final class GLPKProblem {
  /// The GLPK problem object.
  let pointer: OpaquePointer
  /// Whether GLPK's factorisation, when valid (`glp_bf_exists`), is a fresh one of the current
  /// basis by `glp_factorize` (no simplex iteration updated it since): then a basis with the
  /// same basic set reads the same bits from it as from a new factorisation.
  var factorizationIsFresh = false
  /// The program as GLPK currently holds it (kept in step by the session's changes).
  var program: LinearProgram
  /// A warm session's memory between solves: whether a solve has run, so GLPK holds a basis
  /// to start from, and whether an objective coefficient changed since the last solve.
  var (hasSolved, objectiveChanged) = (false, false)

  /// Loads a program into a new GLPK problem.
  ///
  /// - Precondition: `program.validate()` succeeded; nothing here re-checks it.
  /// - Parameters:
  ///   - program: the validated program.
  ///   - names: whether to give GLPK the names (needed for export only).
  /// - Complexity: O(variables + rows + nonzeros).
  init(loading program: LinearProgram, names: Bool) {
    GLPKEnvironment.prepareThread()
    guard let pointer = glp_create_prob() else {
      preconditionFailure("glp_create_prob returned NULL")
    }
    self.pointer = pointer
    self.program = program
    glp_set_obj_dir(pointer, program.sense == .minimize ? GLP_MIN : GLP_MAX)
    glp_set_obj_coef(pointer, 0, program.objectiveConstant)
    if names {
      if let name = program.name { glp_set_prob_name(pointer, name) }
      if let name = program.objectiveName { glp_set_obj_name(pointer, name) }
    }
    if !program.rows.isEmpty { glp_add_rows(pointer, Int32(program.rows.count)) }
    if !program.variables.isEmpty { glp_add_cols(pointer, Int32(program.variables.count)) }
    for (index, variable) in program.variables.enumerated() {
      let column = Int32(index + 1)
      setColumnBounds(column, variable.lower, variable.upper)
      if variable.objective != 0 { glp_set_obj_coef(pointer, column, variable.objective) }
      if names { glp_set_col_name(pointer, column, variable.name) }
    }
    for (index, row) in program.rows.enumerated() {
      let glpkRow = Int32(index + 1)
      setRowBounds(glpkRow, row.lower, row.upper)
      if names { glp_set_row_name(pointer, glpkRow, row.name) }
    }
    loadMatrix()
  }

  deinit {
    glp_delete_prob(pointer)
  }

  /// Loads every row's terms with one `glp_load_matrix` call (1-based triplets, slot 0 unused).
  private func loadMatrix() {
    let count = program.nonzeroCount
    guard count > 0 else { return }
    var rowIndices = [Int32](repeating: 0, count: count + 1)
    var columnIndices = [Int32](repeating: 0, count: count + 1)
    var values = [Double](repeating: 0, count: count + 1)
    var k = 1
    for (index, row) in program.rows.enumerated() {
      for term in row.terms {
        rowIndices[k] = Int32(index + 1)
        columnIndices[k] = Int32(term.variable.index + 1)
        values[k] = term.coefficient
        k += 1
      }
    }
    glp_load_matrix(pointer, Int32(count), &rowIndices, &columnIndices, &values)
  }

  /// The GLPK bound type for a (validated) pair of bounds.
  private static func boundType(_ lower: Double, _ upper: Double) -> Int32 {
    switch (lower.isFinite, upper.isFinite) {
    case (false, false): GLP_FR
    case (true, false): GLP_LO
    case (false, true): GLP_UP
    case (true, true): lower == upper ? GLP_FX : GLP_DB
    }
  }

  /// Sets a column's bounds (1-based column).
  func setColumnBounds(_ column: Int32, _ lower: Double, _ upper: Double) {
    let type = Self.boundType(lower, upper)
    glp_set_col_bnds(
      pointer, column, type, lower.isFinite ? lower : 0, upper.isFinite ? upper : 0)
  }

  /// Sets a row's bounds (1-based row).
  func setRowBounds(_ row: Int32, _ lower: Double, _ upper: Double) {
    let type = Self.boundType(lower, upper)
    glp_set_row_bnds(
      pointer, row, type, lower.isFinite ? lower : 0, upper.isFinite ? upper : 0)
  }

  /// Appends rows (validated, canonical terms) to the GLPK problem.
  ///
  /// GLPK makes them basic, so the basis stays a basis; its factorisation is rebuilt at the
  /// next solve.
  func appendRows(_ rows: ArraySlice<LinearProgram.RowDefinition>) {
    guard !rows.isEmpty else { return }
    factorizationIsFresh = false
    let first = glp_add_rows(pointer, Int32(rows.count))
    // 1-based arrays, slot 0 unused, reused from row to row.
    let longest = rows.reduce(0) { max($0, $1.terms.count) }
    var columns = [Int32](repeating: 0, count: longest + 1)
    var values = [Double](repeating: 0, count: longest + 1)
    for (offset, row) in rows.enumerated() {
      let index = first + Int32(offset)
      setRowBounds(index, row.lower, row.upper)
      guard !row.terms.isEmpty else { continue }
      for (k, term) in row.terms.enumerated() {
        columns[k + 1] = Int32(term.variable.index + 1)
        values[k + 1] = term.coefficient
      }
      glp_set_mat_row(pointer, index, Int32(row.terms.count), &columns, &values)
    }
  }

  /// Makes a column basic and a row's slack nonbasic (1-based).
  ///
  /// The slack sits at the row's upper bound when `atUpper`, otherwise at its lower one (free
  /// when `free`). The factorisation is rebuilt at the next solve.
  func exchange(column: Int32, row: Int32, atUpper: Bool, free: Bool) {
    factorizationIsFresh = false
    glp_set_col_stat(pointer, column, GLP_BS)
    glp_set_row_stat(pointer, row, free ? GLP_NF : atUpper ? GLP_NU : GLP_NL)
  }

  /// Sets a column's objective coefficient (1-based column).
  func setObjectiveCoefficient(_ column: Int32, _ coefficient: Double) {
    glp_set_obj_coef(pointer, column, coefficient)
  }
}
