internal import CGLPK

extension GLPKProblem {
  /// Prepares a problem for a cold solve: scaling (of a freshly loaded problem, unless
  /// `scaling` is false because it was scaled already) and the initial basis.
  func prepareColdStart(_ options: GLPKSolver.Options, scaling: Bool = true) {
    if scaling && options.scaling { glp_scale_prob(pointer, GLP_SF_AUTO) }
    if let hint = program.basisHint {
      // A named basis: its members basic, every other row and variable at a bound.
      var basis = LPBasis(
        variables: [LPBasis.Status](repeating: .lower, count: program.variables.count),
        rows: [LPBasis.Status](repeating: .lower, count: program.rows.count))
      for variable in hint.variables { basis.variables[variable.index] = .basic }
      for row in hint.rows { basis.rows[row.index] = .basic }
      if setBasis(basis) { return }
    }
    factorizationIsFresh = false
    switch options.initialBasis {
    case .standard: glp_std_basis(pointer)
    case .advanced: glp_adv_basis(pointer, 0)
    }
  }

  /// Control parameters for `glp_simplex` and `glp_exact` from validated options.
  func parameters(
    _ options: GLPKSolver.Options, method: GLPKSolver.Options.Method
  ) -> glp_smcp {
    var parameters = glp_smcp()
    glp_init_smcp(&parameters)
    parameters.msg_lev = GLP_MSG_OFF
    parameters.meth =
      switch method {
      case .primal: GLP_PRIMAL
      case .dual: GLP_DUAL
      case .dualThenPrimal: GLP_DUALP
      }
    parameters.presolve = GLP_OFF
    parameters.pricing = options.pricing == .dantzig ? GLP_PT_STD : GLP_PT_PSE
    parameters.tol_bnd = options.feasibilityTolerance
    parameters.tol_dj = options.optimalityTolerance
    parameters.it_lim = Int32(options.iterationLimit ?? automaticIterationLimit)
    if options.longSteps { parameters.r_test = GLP_RT_FLIP }
    if let milliseconds = options.callTimeLimitMilliseconds { parameters.tm_lim = milliseconds }
    return parameters
  }

  /// Runs the simplex method from the current basis and reads the solution back.
  ///
  /// A finished solve is always optimal, infeasible or unbounded: a dual simplex run that ends
  /// with no dual feasible solution (so the program is unbounded *or* infeasible) is settled
  /// by continuing with the primal method.
  ///
  /// - Parameters:
  ///   - options: the solver's options.
  ///   - method: the simplex variant.
  ///   - checkingStart: whether to test first whether the starting basis is already optimal
  ///     (one basic solution computed afresh, cheaper than starting the simplex method).
  ///   - refreshing: whether to compute an optimal solution afresh from its basis (the
  ///     accuracy of one solve rather than of accumulated updates).
  ///   - reading: whether to read the solution back; without, the answer holds the status,
  ///     objective and iteration count only (values are read one by one by the caller).
  ///   - canonical: whether an optimum the simplex method reached by iterating is read from
  ///     a fresh factorisation of its basis (``refreshCanonically()``) rather than from the
  ///     factorisation the iterations updated, so that the values depend only on the program
  ///     and the optimal basis, not on the path to it.
  /// - Returns: the solution, whatever its status.
  func simplex(
    _ options: GLPKSolver.Options, method: GLPKSolver.Options.Method,
    checkingStart: Bool = true, refreshing: Bool = true, reading: Bool = true,
    canonical: Bool = false
  ) -> LPSolution {
    var (status, iterations) = (LPStatus.optimal, 0)
    // The deadline of a sequence of solves has passed: no call to GLPK.
    let stopped = options.deadlinePassed
    if stopped {
      status = .solverFailure(.timeLimit)
    } else if !checkingStart || !startingBasisIsOptimal(options) {
      // (When the start is optimal — a named optimal basis, or a warm basis that a
      // right-hand side change left optimal — no iteration is needed: the simplex method's
      // set-up, which costs more than the check, is skipped.)
      let before = glp_get_it_cnt(pointer)
      status = runSimplex(options, method: method)
      let iterated = glp_get_it_cnt(pointer) != before
      if canonical && iterated && status == .optimal && glp_get_num_rows(pointer) > 0 {
        refreshCanonically()
      } else if refreshing && status == .optimal && glp_bf_exists(pointer) != 0
        && glp_get_num_rows(pointer) > 0
      {
        // The simplex method updates the basic values at every iteration and stops with the
        // accumulated rounding; computing them afresh from the final basis factorisation
        // gives the accuracy of one solve (the last digit of the textbook optima in the tests).
        _ = glp_warm_up(pointer)
      }
      iterations = Int(glp_get_it_cnt(pointer) - before)
      SolveStatistics.shared.count(iterations: iterations)
    }
    guard reading else { return objectiveOnly(status: status, iterations: iterations) }
    var solution = readSolution(status: status, iterations: iterations, options)
    if options.exactRecheck && !stopped { recheckExactly(&solution, options) }
    return solution
  }

  /// A solution that carries only its status, objective and iteration count.
  func objectiveOnly(status: LPStatus, iterations: Int) -> LPSolution {
    LPSolution(
      status: status, objective: Self.clean(glp_get_obj_val(pointer)), values: [],
      rowActivities: [], rowDuals: [], reducedCosts: [], iterations: iterations)
  }

  /// Runs the simplex method from the current basis and returns only the status: no
  /// optimality pre-check, no refactorisation afterwards and no solution read back (the
  /// feasibility tests of a conflict search, where only the status matters).
  func simplexStatus(_ options: GLPKSolver.Options, method: GLPKSolver.Options.Method) -> LPStatus {
    if options.deadlinePassed { return .solverFailure(.timeLimit) }
    let before = glp_get_it_cnt(pointer)
    defer { SolveStatistics.shared.count(iterations: Int(glp_get_it_cnt(pointer) - before)) }
    return runSimplex(options, method: method)
  }

  /// Runs `glp_simplex` from the current basis, settling by primal simplex what a dual run
  /// leaves open (no dual feasible solution: the program is unbounded or infeasible).
  private func runSimplex(
    _ options: GLPKSolver.Options, method: GLPKSolver.Options.Method
  ) -> LPStatus {
    var parameters = parameters(options, method: method)
    factorizationIsFresh = false
    var code = glp_simplex(pointer, &parameters)
    if code == 0 && method != .primal && !Self.definiteStatuses.contains(glp_get_status(pointer)) {
      parameters.meth = GLP_PRIMAL
      if let milliseconds = options.callTimeLimitMilliseconds { parameters.tm_lim = milliseconds }
      code = glp_simplex(pointer, &parameters)
    }
    return status(afterReturnCode: code)
  }

  /// Whether the current basis is already optimal: it factorises, and its basic solution,
  /// computed afresh, is primal feasible within GLPK's tolerance and dual feasible within the
  /// simplex method's own (`glp_warm_up` alone lets reduced costs of the wrong sign pass up to
  /// 1e-5, which can be a real slope when weights are small).
  func startingBasisIsOptimal(_ options: GLPKSolver.Options) -> Bool {
    let rows = glp_get_num_rows(pointer)
    let columns = glp_get_num_cols(pointer)
    guard rows > 0, columns > 0, glp_warm_up(pointer) == 0,
      glp_get_prim_stat(pointer) == GLP_FEAS, glp_get_dual_stat(pointer) == GLP_FEAS
    else { return false }
    let sign: Double = glp_get_obj_dir(pointer) == GLP_MIN ? 1 : -1
    let tolerance = options.optimalityTolerance
    // A nonbasic variable (or row) can improve the objective by leaving its bound when its
    // reduced cost has the wrong sign for that bound.
    func holds(_ status: Int32, _ reducedCost: Double) -> Bool {
      let slope = sign * reducedCost
      switch status {
      case GLP_NL: return slope >= -tolerance
      case GLP_NU: return slope <= tolerance
      case GLP_NF: return abs(slope) <= tolerance
      default: return true
      }
    }
    for column in 1...columns
    where !holds(glp_get_col_stat(pointer, column), glp_get_col_dual(pointer, column)) {
      return false
    }
    for row in 1...rows
    where !holds(glp_get_row_stat(pointer, row), glp_get_row_dual(pointer, row)) {
      return false
    }
    return true
  }

  /// The iteration limit when the options set none: 10,000 plus 50 per variable and row, far
  /// above what a well-posed program needs (about a third of an iteration per variable for a
  /// layout axis) and a bound on the time a badly scaled one can stall GLPK.
  var automaticIterationLimit: Int {
    min(Int(Int32.max), 10_000 + 50 * (program.variables.count + program.rows.count))
  }

  /// The statuses after which nothing is left open.
  static let definiteStatuses: Set<Int32> = [GLP_OPT, GLP_NOFEAS, GLP_UNBND]

  /// Maps a `glp_simplex`/`glp_exact` return code and the problem's status to an ``LPStatus``.
  func status(afterReturnCode code: Int32) -> LPStatus {
    switch code {
    case 0:
      switch glp_get_status(pointer) {
      case GLP_OPT: .optimal
      case GLP_NOFEAS: .infeasible
      case GLP_UNBND: .unbounded
      default: .undefined
      }
    case GLP_ENOPFS: .infeasible
    case GLP_ENODFS: .unbounded
    case GLP_EITLIM: .solverFailure(.iterationLimit)
    case GLP_ETMLIM: .solverFailure(.timeLimit)
    case GLP_EBADB, GLP_ESING, GLP_ECOND: .solverFailure(.badBasis)
    case GLP_EINSTAB: .solverFailure(.numericalInstability)
    case GLP_EFAIL: .solverFailure(.failed)
    default: .solverFailure(.other(code: Int(code)))
    }
  }

  /// Reads values, activities, duals and reduced costs of the current basic solution.
  ///
  /// - Complexity: O(variables + rows).
  func readSolution(
    status: LPStatus, iterations: Int, _ options: GLPKSolver.Options
  ) -> LPSolution {
    let variableCount = program.variables.count
    let rowCount = program.rows.count
    let duals = options.readsDuals
    var values = [Double](repeating: 0, count: variableCount)
    var reducedCosts = [Double](repeating: 0, count: duals ? variableCount : 0)
    var activities = [Double](repeating: 0, count: rowCount)
    var rowDuals = [Double](repeating: 0, count: duals ? rowCount : 0)
    for index in 0..<variableCount {
      values[index] = Self.clean(glp_get_col_prim(pointer, Int32(index + 1)))
      if duals { reducedCosts[index] = Self.clean(glp_get_col_dual(pointer, Int32(index + 1))) }
    }
    for index in 0..<rowCount {
      activities[index] = Self.clean(glp_get_row_prim(pointer, Int32(index + 1)))
      if duals { rowDuals[index] = Self.clean(glp_get_row_dual(pointer, Int32(index + 1))) }
    }
    return LPSolution(
      status: status, objective: Self.clean(glp_get_obj_val(pointer)), values: values,
      rowActivities: activities, rowDuals: rowDuals, reducedCosts: reducedCosts,
      iterations: iterations)
  }

  /// Re-solves in exact rational arithmetic (`glp_exact`) from the current basis and replaces
  /// the solution's values with the exact ones, recording how far the floating-point values were.
  ///
  /// `glp_exact` refuses a problem without rows or columns; such a problem's basic solution
  /// puts every variable at a bound and every row activity at 0, so it is already exact.
  func recheckExactly(_ solution: inout LPSolution, _ options: GLPKSolver.Options) {
    let floating = solution
    guard !program.rows.isEmpty, !program.variables.isEmpty else {
      solution.exactRecheck = .init(
        status: solution.status, iterations: 0, maximumDeviation: 0,
        floatingPointObjective: solution.objective)
      return
    }
    let before = glp_get_it_cnt(pointer)
    var parameters = parameters(options, method: .primal)
    factorizationIsFresh = false
    let code = glp_exact(pointer, &parameters)
    let status = status(afterReturnCode: code)
    let iterations = Int(glp_get_it_cnt(pointer) - before)
    SolveStatistics.shared.count(iterations: iterations)
    // Without GMP (Debian's build: `glp_config("GMP")` is NULL), GLPK's own bignum code rounds
    // exact values to double with only about 1e-9 relative accuracy (measured). The basis that
    // exact arithmetic proved optimal is what counts: its values are recomputed in double from
    // a fresh factorisation, accurate to the conditioning of that basis.
    if code == 0 && glp_factorize(pointer) == 0 { _ = glp_warm_up(pointer) }
    solution = readSolution(
      status: status, iterations: floating.iterations + iterations, options)
    var deviation = 0.0
    for (a, b) in zip(floating.values, solution.values) { deviation = max(deviation, abs(a - b)) }
    for (a, b) in zip(floating.rowActivities, solution.rowActivities) {
      deviation = max(deviation, abs(a - b))
    }
    solution.exactRecheck = .init(
      status: status, iterations: iterations, maximumDeviation: deviation,
      floatingPointObjective: floating.objective)
  }

  /// Turns `-0.0` into `0.0`, so answers print and compare the same way every time.
  @inline(__always)
  static func clean(_ value: Double) -> Double { value == 0 ? 0 : value }
}
