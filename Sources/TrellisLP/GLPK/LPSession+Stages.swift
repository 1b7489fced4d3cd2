internal import CGLPK

/// What a staged solve does to a session between solves: add rows, start a variable basic in
/// a new row, and hold an optimal face (the tiered solve's stages).
extension LPSession {
  /// A row or a variable: what a staged solve bounds (a fixed optimum, a held face).
  enum Bounded {
    case row(LinearProgram.Row)
    case variable(LinearProgram.Variable)
  }

  /// Rows and variables fixed by ``holdOptimalFace(tolerance:)``, with their bounds before.
  typealias HeldBounds = [(item: Bounded, lower: Double, upper: Double)]

  /// Holds every nonbasic variable and row whose reduced cost (dual) is not 0 at the bound it
  /// sits at: every optimum of the last solve has it there, so fixing it keeps exactly the
  /// optimal face, and GLPK leaves fixed nonbasic variables out of later solves.
  ///
  /// - Parameter tolerance: the smallest reduced cost that holds a variable
  ///   (``LPTolerances/heldReducedCost`` by default, as the tiered solve's stages hold).
  /// - Returns: the bounds changed, to undo with ``release(_:)``.
  func holdOptimalFace(tolerance: Double = LPTolerances.heldReducedCost) -> HeldBounds {
    let pointer = problem.pointer
    var held: HeldBounds = []
    // Each one nonbasic at a bound with a reduced cost above `tolerance` is fixed there.
    func hold(_ item: Bounded, _ state: Int32, _ reducedCost: Double) {
      let (lower, upper) = bounds(of: item)
      // A fixed one (held by an earlier stage, say) stays where it is anyway.
      guard lower != upper, state == GLP_NL || state == GLP_NU, abs(reducedCost) > tolerance
      else { return }
      held.append((item, lower, upper))
      let value = state == GLP_NL ? lower : upper
      setValidBounds(item, value, value)
    }
    for index in problem.program.variables.indices {
      let column = Int32(index + 1)
      hold(
        .variable(.init(index: index)), glp_get_col_stat(pointer, column),
        glp_get_col_dual(pointer, column))
    }
    for index in problem.program.rows.indices {
      let row = Int32(index + 1)
      hold(
        .row(.init(index: index)), glp_get_row_stat(pointer, row), glp_get_row_dual(pointer, row))
    }
    return held
  }

  /// A row's or a variable's bounds in the program as it now stands.
  func bounds(of item: Bounded) -> (lower: Double, upper: Double) {
    switch item {
    case .row(let row): problem.program.bounds(ofItem: row.index + 1)
    case .variable(let variable):
      problem.program.bounds(ofItem: problem.program.rows.count + variable.index + 1)
    }
  }

  /// A row's activity or a variable's value in the last basic solution.
  func value(of item: Bounded) -> Double {
    switch item {
    case .row(let row): activity(of: row)
    case .variable(let variable): value(of: variable)
    }
  }

  /// Changes a row's or a variable's bounds (``setBounds(_:lower:upper:)``).
  func setBounds(_ item: Bounded, lower: Double, upper: Double) throws(LinearProgramError) {
    switch item {
    case .row(let row): try setBounds(row, lower: lower, upper: upper)
    case .variable(let variable): try setBounds(variable, lower: lower, upper: upper)
    }
  }

  /// Sets a row's or a variable's bounds, known valid, in the program and in GLPK.
  func setValidBounds(_ item: Bounded, _ lower: Double, _ upper: Double) {
    switch item {
    case .row(let row):
      problem.program.rows[row.index].lower = lower
      problem.program.rows[row.index].upper = upper
      problem.setRowBounds(Int32(row.index + 1), lower, upper)
    case .variable(let variable):
      problem.program.variables[variable.index].lower = lower
      problem.program.variables[variable.index].upper = upper
      problem.setColumnBounds(Int32(variable.index + 1), lower, upper)
    }
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
    for entry in held { setValidBounds(entry.item, entry.lower, entry.upper) }
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
