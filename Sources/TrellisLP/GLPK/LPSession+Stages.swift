internal import CGLPK

/// What a staged solve does to a session between solves: add rows, start a variable basic in
/// a new row, and hold an optimal face (the tiered solve's stages).
extension LPSession {
  /// Bounds changed by ``holdOptimalFace(tolerance:)``, with what they were.
  struct HeldBounds {
    var variables: [(index: Int, lower: Double, upper: Double)] = []
    var rows: [(index: Int, lower: Double, upper: Double)] = []
  }

  /// Holds every nonbasic variable and row whose reduced cost (dual) is not 0 at the bound it
  /// sits at: every optimum of the last solve has it there, so fixing it keeps exactly the
  /// optimal face, and GLPK leaves fixed nonbasic variables out of later solves.
  ///
  /// - Parameter tolerance: the smallest reduced cost that holds a variable
  ///   (``LPTolerances/heldReducedCost`` by default, as the tiered solve's stages hold).
  /// - Returns: the bounds changed, to undo with ``release(_:)``.
  func holdOptimalFace(tolerance: Double = LPTolerances.heldReducedCost) -> HeldBounds {
    let (problem, pointer) = (problem, problem.pointer)
    var held = HeldBounds()
    held.variables = hold(
      problem.program.variables.count, tolerance: tolerance,
      bounds: { (problem.program.variables[$0].lower, problem.program.variables[$0].upper) },
      status: { glp_get_col_stat(pointer, $0) }, reducedCost: { glp_get_col_dual(pointer, $0) },
      fix: { setVariableBounds($0, $1, $1) })
    held.rows = hold(
      problem.program.rows.count, tolerance: tolerance,
      bounds: { (problem.program.rows[$0].lower, problem.program.rows[$0].upper) },
      status: { glp_get_row_stat(pointer, $0) }, reducedCost: { glp_get_row_dual(pointer, $0) },
      fix: { setRowBounds($0, $1, $1) })
    return held
  }

  /// Sets a variable's bounds, known valid, in the program and in GLPK.
  private func setVariableBounds(_ index: Int, _ lower: Double, _ upper: Double) {
    problem.program.variables[index].lower = lower
    problem.program.variables[index].upper = upper
    problem.setColumnBounds(Int32(index + 1), lower, upper)
  }

  /// Sets a row's bounds, known valid, in the program and in GLPK.
  private func setRowBounds(_ index: Int, _ lower: Double, _ upper: Double) {
    problem.program.rows[index].lower = lower
    problem.program.rows[index].upper = upper
    problem.setRowBounds(Int32(index + 1), lower, upper)
  }

  /// ``holdOptimalFace(tolerance:)`` for the variables or for the rows (GLPK's columns or
  /// rows, numbered from 1): each one nonbasic at a bound with a reduced cost above
  /// `tolerance` is fixed there.
  ///
  /// - Returns: each one fixed, with its bounds before.
  private func hold(
    _ count: Int, tolerance: Double, bounds: (Int) -> (lower: Double, upper: Double),
    status: (Int32) -> Int32, reducedCost: (Int32) -> Double, fix: (Int, Double) -> Void
  ) -> [(index: Int, lower: Double, upper: Double)] {
    var held: [(index: Int, lower: Double, upper: Double)] = []
    for index in 0..<count {
      let (lower, upper) = bounds(index)
      // A fixed one (held by an earlier stage, say) stays where it is anyway.
      if lower == upper { continue }
      let number = Int32(index + 1)
      let state = status(number)
      guard state == GLP_NL || state == GLP_NU, abs(reducedCost(number)) > tolerance else {
        continue
      }
      held.append((index, lower, upper))
      fix(index, state == GLP_NL ? lower : upper)
    }
    return held
  }

  /// Whether the last basis is optimal for the program as it now stands (after an objective
  /// change, say), computed afresh from it: no simplex iteration, and no refactorisation when
  /// no row was added since the last solve.
  func startIsOptimal() -> Bool {
    problem.startingBasisIsOptimal(options)
  }

  /// Computes the current basis's basic solution afresh (what ``value(of:)`` and
  /// ``activity(of:)`` read), factorising it first when it has no factorisation.
  ///
  /// - Returns: whether the basis factorised.
  func refreshBasicSolution() -> Bool {
    glp_get_num_rows(problem.pointer) > 0 && glp_get_num_cols(problem.pointer) > 0
      && glp_warm_up(problem.pointer) == 0
  }

  /// A row's activity in the last basic solution.
  ///
  /// - Precondition: the row belongs to the program.
  func activity(of row: LinearProgram.Row) -> Double {
    GLPKProblem.clean(glp_get_row_prim(problem.pointer, Int32(row.index + 1)))
  }

  /// Undoes ``holdOptimalFace(tolerance:)``.
  func release(_ held: HeldBounds) {
    for entry in held.variables { setVariableBounds(entry.index, entry.lower, entry.upper) }
    for entry in held.rows { setRowBounds(entry.index, entry.lower, entry.upper) }
  }

  /// Adds rows; they join the basis (their slacks basic), so the next solve still starts from
  /// the last basis, the rows added being the only ones it may find violated.
  ///
  /// For rows this module builds: names are not checked (names matter only for export).
  ///
  /// - Parameter rows: each row's name, terms and bounds.
  /// - Returns: the new rows' handles, in order.
  /// - Throws: ``LinearProgramError`` when a term names an unknown variable, a coefficient is
  ///   not finite or out of range, or bounds are invalid; the session is unchanged then.
  /// - Complexity: O(k log k) per row of k terms; the next solve refactorises the basis.
  func addRows(
    trustingNames rows: [(name: String, terms: [LinearProgram.Term], lower: Double, upper: Double)]
  ) throws(LinearProgramError) -> [LinearProgram.Row] {
    var canonical: [[LinearProgram.Term]] = []
    canonical.reserveCapacity(rows.count)
    let first = problem.program.rows.count
    for (offset, row) in rows.enumerated() {
      let terms = LinearProgram.canonical(row.terms)
      let item = LinearProgramError.Item.row(index: first + offset, name: row.name)
      try LinearProgram.checkBounds(item, row.lower, row.upper)
      for term in terms {
        try problem.program.check(term.variable)
        guard term.coefficient.isFinite else {
          throw .nonFiniteCoefficient(
            row: item, variable: problem.program.variables[term.variable.index].name,
            value: term.coefficient)
        }
        try LinearProgram.checkMagnitude(term.coefficient, item, "coefficient")
      }
      canonical.append(terms)
    }
    var handles: [LinearProgram.Row] = []
    handles.reserveCapacity(rows.count)
    for (row, terms) in zip(rows, canonical) {
      handles.append(problem.program.addRow(row.name, terms, lower: row.lower, upper: row.upper))
    }
    problem.appendRows(problem.program.rows[first...])
    return handles
  }

  /// Makes a nonbasic variable basic in place of a basic row's slack, which leaves the basis at
  /// the row's upper bound (its lower one when it has none): a start the caller knows to be
  /// feasible, such as a new row that the variable's value makes hold with equality.
  ///
  /// - Throws: ``LinearProgramError/unknownVariable(index:variableCount:)`` or
  ///   ``LinearProgramError/unknownRow(index:rowCount:)``; nothing changes then.
  func exchange(entering variable: LinearProgram.Variable, leaving row: LinearProgram.Row)
    throws(LinearProgramError)
  {
    try problem.program.check(variable)
    try problem.program.check(row)
    let definition = problem.program.rows[row.index]
    problem.exchange(
      column: Int32(variable.index + 1), row: Int32(row.index + 1),
      atUpper: definition.upper.isFinite,
      free: !definition.lower.isFinite && !definition.upper.isFinite)
  }
}
