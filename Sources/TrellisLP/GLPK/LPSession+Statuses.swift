internal import CGLPK

/// A session's basis as plain data, to take back after a trial (a stage tried from a guess
/// that turned out infeasible), and the bound a nonbasic variable sits at.
extension LPSession {
  /// Makes `basis` the current basis again, factorises it and computes its basic solution
  /// (what ``value(of:)`` and ``reducedCost(of:)`` read).
  ///
  /// - Returns: whether its matrix factorised; when not, the next solve starts cold.
  /// - Complexity: O(variables + rows) and one factorisation.
  @discardableResult
  func restore(_ basis: LPBasis) -> Bool {
    guard problem.setBasis(basis) else { return false }
    return glp_warm_up(problem.pointer) == 0
  }

  /// Puts a nonbasic variable with a finite upper bound at that bound (GLPK's `NU`); a basic
  /// one, or one without an upper bound, is left as it is.
  ///
  /// A change between nonbasic statuses keeps the basis matrix and its factorisation; the
  /// basic values follow at the next solve or refresh.
  ///
  /// - Precondition: the variable belongs to the program.
  func placeAtUpperBound(_ variable: LinearProgram.Variable) {
    let column = Int32(variable.index + 1)
    let bounds = problem.program.variables[variable.index]
    guard glp_get_col_stat(problem.pointer, column) != GLP_BS, bounds.upper.isFinite,
      bounds.lower < bounds.upper
    else { return }
    glp_set_col_stat(problem.pointer, column, GLP_NU)
  }

  /// Solves the program as it now stands from the current basis, reading back only its
  /// status, and gives up after `iterationLimit` simplex iterations (a trial that pays off
  /// only when it is short).
  ///
  /// With `longSteps`, by the dual simplex method with long steps from a current basis that
  /// must be dual feasible (an optimal basis whose bounds changed).
  ///
  /// - Returns: `optimal`, `infeasible`, `unbounded`, or a solver failure
  ///   (``LPSolverFailure/iterationLimit`` when the trial ran out).
  func solveStatus(iterationLimit: Int, longSteps: Bool = false) -> LPStatus {
    var options = options
    options.iterationLimit = max(1, iterationLimit)
    problem.hasSolved = true
    if longSteps {
      options.longSteps = true
      return problem.simplexStatus(options, method: .dual)
    }
    let dualFeasible = glp_get_dual_stat(problem.pointer) == GLP_FEAS
    problem.objectiveChanged = false
    return problem.simplexStatus(options, method: dualFeasible ? .dualThenPrimal : .primal)
  }
}
