internal import CGLPK

/// A program loaded into GLPK for repeated solves that reuse the previous basis (warm starts).
///
/// Get one from ``GLPKSolver/withSession(_:_:)``. The first ``solve()`` is a cold solve; after
/// it, change bounds, right-hand sides or objective coefficients and call ``solve()`` again:
/// GLPK starts from the last final basis. After bound changes only, the
/// dual simplex method re-optimises (the old basis stays dual feasible); after an objective
/// change, the primal method does. If the old basis cannot be factorised, the session falls
/// back to a cold start, so a warm solve never answers worse than a cold one.
///
/// Every change is validated before it reaches GLPK. The session is non-copyable and lives only
/// inside the synchronous closure that received it, so its GLPK problem never changes threads.
public struct LPSession: ~Copyable {
  /// The owner of the GLPK problem and the program as it now stands.
  let problem: GLPKProblem
  /// The options of the solver that opened the session.
  let options: GLPKSolver.Options

  init(problem: GLPKProblem, options: GLPKSolver.Options) {
    self.problem = problem
    self.options = options
  }

  /// The program with every change made so far.
  public var program: LinearProgram { problem.program }

  /// Solves the program as it now stands, warm when a previous solve left a basis.
  ///
  /// - Returns: the solution; its status says whether it is optimal.
  /// - Complexity: after a small change, typically a few simplex iterations.
  public func solve() -> LPSolution {
    solve(checkingStart: true, refreshing: true)
  }

  /// ``solve()``, optionally without testing whether the last basis is already optimal and
  /// without computing the optimum afresh from its basis: for a sequence of solves whose
  /// last one is then refreshed with ``refreshedSolution(status:)``.
  ///
  /// Without `reading`, the answer holds the status, objective and iteration count only; read
  /// values with ``value(of:)`` and ``reducedCost(of:)``.
  func solve(checkingStart: Bool, refreshing: Bool, reading: Bool = true) -> LPSolution {
    let cold = !problem.hasSolved
    if cold {
      problem.prepareColdStart(options)
      (problem.hasSolved, problem.objectiveChanged) = (true, false)
    }
    let solution = problem.simplex(
      options, method: cold ? options.method : warmMethod(), checkingStart: checkingStart,
      refreshing: refreshing, reading: reading)
    guard !cold, case .solverFailure(.badBasis) = solution.status else { return solution }
    problem.prepareColdStart(options)
    return problem.simplex(options, method: options.method)
  }

  /// The method of a warm solve: the dual simplex method while the last basis is dual
  /// feasible and the objective unchanged, else the primal one.
  private func warmMethod() -> GLPKSolver.Options.Method {
    let dualFeasible = glp_get_dual_stat(problem.pointer) == GLP_FEAS
    defer { problem.objectiveChanged = false }
    return dualFeasible && !problem.objectiveChanged ? .dualThenPrimal : .primal
  }

  /// A variable's value in the last solve's basic solution.
  ///
  /// - Precondition: the variable belongs to the program.
  func value(of variable: LinearProgram.Variable) -> Double {
    GLPKProblem.clean(glp_get_col_prim(problem.pointer, Int32(variable.index + 1)))
  }

  /// A variable's reduced cost in the last solve's basic solution (0 when it is basic).
  ///
  /// - Precondition: the variable belongs to the program.
  func reducedCost(of variable: LinearProgram.Variable) -> Double {
    GLPKProblem.clean(glp_get_col_dual(problem.pointer, Int32(variable.index + 1)))
  }

  /// The last solve's basic solution computed afresh from its basis (a solve's accuracy after
  /// solves that did not refresh it: ``refreshBasicSolution()``), with that solve's status.
  func refreshedSolution(status: LPStatus) -> LPSolution {
    _ = refreshBasicSolution()
    return problem.readSolution(status: status, iterations: 0, options)
  }

  /// Which variables and rows are basic in the last solve's final basis: a basis to start
  /// another program from (``LinearProgram/setBasisHint(basic:basicRows:)``).
  ///
  /// - Returns: one flag per variable and one per row, in order.
  public func basis() -> (variables: [Bool], rows: [Bool]) {
    let basis = problem.basis()
    return (basis.variables.map { $0 == .basic }, basis.rows.map { $0 == .basic })
  }

  /// Solves the program as it now stands, like ``solve()``, but reads back only its status:
  /// the cheap test of a feasibility search.
  ///
  /// - Returns: `optimal`, `infeasible`, `unbounded` or a solver failure.
  public func solveStatus() -> LPStatus {
    guard problem.hasSolved else { return solve().status }
    let status = problem.simplexStatus(options, method: warmMethod())
    guard case .solverFailure(.badBasis) = status else { return status }
    problem.prepareColdStart(options)
    return problem.simplexStatus(options, method: options.method)
  }

  /// Changes a variable's bounds.
  ///
  /// - Parameters:
  ///   - variable: the variable.
  ///   - lower: the new lower bound, `-.infinity` for none.
  ///   - upper: the new upper bound, `.infinity` for none.
  /// - Throws: ``LinearProgramError/unknownVariable(index:variableCount:)`` or
  ///   ``LinearProgramError/invalidBounds(_:lower:upper:)`` (or
  ///   ``LinearProgramError/magnitudeOutOfRange(_:role:value:)``); the session is unchanged then.
  public func setBounds(
    _ variable: LinearProgram.Variable, lower: Double, upper: Double
  ) throws(LinearProgramError) {
    try problem.program.check(variable)
    try LinearProgram.checkBounds(
      .variable(index: variable.index, name: problem.program.variables[variable.index].name),
      lower, upper)
    setValidBounds(.variable(variable), lower, upper)
  }

  /// Changes a row's bounds (its right-hand side).
  ///
  /// - Parameters:
  ///   - row: the row.
  ///   - lower: the new lower bound, `-.infinity` for none.
  ///   - upper: the new upper bound, `.infinity` for none.
  /// - Throws: ``LinearProgramError/unknownRow(index:rowCount:)`` or
  ///   ``LinearProgramError/invalidBounds(_:lower:upper:)`` (or
  ///   ``LinearProgramError/magnitudeOutOfRange(_:role:value:)``); the session is unchanged then.
  public func setBounds(
    _ row: LinearProgram.Row, lower: Double, upper: Double
  ) throws(LinearProgramError) {
    try problem.program.check(row)
    try LinearProgram.checkBounds(
      .row(index: row.index, name: problem.program.rows[row.index].name), lower, upper)
    setValidBounds(.row(row), lower, upper)
  }

  /// Changes a variable's objective coefficient.
  ///
  /// - Parameters:
  ///   - variable: the variable.
  ///   - coefficient: the new coefficient.
  /// - Throws: ``LinearProgramError/unknownVariable(index:variableCount:)``,
  ///   ``LinearProgramError/nonFiniteObjective(_:value:)`` or
  ///   ``LinearProgramError/magnitudeOutOfRange(_:role:value:)``; the session is unchanged then.
  public func setObjective(
    _ variable: LinearProgram.Variable, _ coefficient: Double
  ) throws(LinearProgramError) {
    try problem.program.check(variable)
    func item() -> LinearProgramError.Item {
      .variable(index: variable.index, name: problem.program.variables[variable.index].name)
    }
    guard coefficient.isFinite else { throw .nonFiniteObjective(item(), value: coefficient) }
    try LinearProgram.checkMagnitude(coefficient, item(), "objective coefficient")
    try problem.program.setObjective(variable, coefficient)
    problem.setObjectiveCoefficient(Int32(variable.index + 1), coefficient)
    problem.objectiveChanged = true
  }
}
