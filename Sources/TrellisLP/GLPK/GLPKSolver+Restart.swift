internal import CGLPK

/// A program solved so that its answer depends only on the optimal basis reached, and perhaps
/// started from a basis remembered from an earlier solve of a program of the same shape.
struct RestartedSolve {
  /// The solution (values and row activities; duals as the solver's options say).
  var solution: LPSolution
  /// The final basis, when it was asked for.
  var basis: LPBasis?
  /// Whether the solve started from the remembered basis (and the answer is the cold one
  /// because that basis was checked to be the only optimal one).
  var restarted: Bool
  /// The solved GLPK problem, kept for the next solve of the same matrix when the basis was
  /// asked for and the solve is optimal.
  var kept: GLPKProblemSlot?
  /// Whether the solve ran in a problem taken from a slot (not loaded).
  var reloaded = false
}

extension GLPKSolver {
  /// Solves a program, from a remembered basis when one is given and it serves, with the
  /// answer a cold solve gives bit for bit.
  ///
  /// A cold solve starts from the program's basis hint (or GLPK's standard basis); whatever
  /// the start, an optimum reached by simplex iterations is read from a fresh factorisation
  /// of its basis (``GLPKProblem/refreshCanonically()``), so the values depend only on the
  /// program and that basis.
  ///
  /// A restart starts the same program, scaled the same way, from `start`. Its answer is kept
  /// only when the basis it ends at is the program's only optimal basis
  /// (``GLPKProblem/isUniqueOptimalBasis()``): then a cold solve ends there too and reads the
  /// same bits. Otherwise (a start that does not fit or factorise, a degenerate or tied
  /// optimum, a failure) the program is solved cold, so the answer is always the cold one.
  ///
  /// Either solve uses the problem kept in `slot` when it holds the same matrix
  /// (``GLPKProblemSlot``), which changes no bit of the answer.
  ///
  /// - Parameters:
  ///   - program: a program this module built (names are not checked).
  ///   - start: a basis to restart from, `nil` for a cold solve.
  ///   - slot: a problem kept by an earlier solve, `nil` to load the program.
  ///   - keepingBasis: whether to read the final basis back (for the next restart).
  ///   - keepingProblem: whether to keep the solved problem in a slot for the next solve.
  ///   - checked: whether the program was validated already (a program solved before, with
  ///     new bounds the caller checked); otherwise it is validated here.
  /// - Returns: the solve; its solution's status says whether it is optimal.
  /// - Throws: ``LinearProgramError`` when the program or the options are invalid.
  /// - Complexity: loading is O(variables + rows + nonzeros) (O(variables + rows) from a
  ///   slot); a restart at a basis that is still optimal takes no simplex iteration, one after
  ///   a small change a few.
  func solve(
    trustingNamesOf program: LinearProgram, restartingFrom start: LPBasis?,
    reusing slot: GLPKProblemSlot? = nil, keepingBasis: Bool, keepingProblem: Bool = false,
    checked: Bool = false
  ) throws(LinearProgramError) -> RestartedSolve {
    try options.validate()
    if !checked { try program.validate(checkingNames: false) }
    var reused = slot?.take(for: program, scaling: options.scaling)
    let reloaded = reused != nil
    if let start, options.allowsRestart {
      let problem = reused ?? loaded(program)
      if var restarted = restart(
        problem, from: start, keepingBasis: keepingBasis, keepingProblem: keepingProblem)
      {
        restarted.reloaded = reloaded
        return restarted
      }
      // The cold solve sets its own start and factorises it afresh.
      reused = problem
    }
    let problem = reused ?? loaded(program)
    problem.prepareColdStart(options, scaling: false)
    let solution = problem.simplex(options, method: options.method, canonical: true)
    return RestartedSolve(
      solution: solution, basis: keepingBasis ? problem.basis() : nil, restarted: false,
      kept: keep(problem, keepingProblem && solution.status == .optimal), reloaded: reloaded)
  }

  /// The program loaded into a new problem, scaled as the options say.
  private func loaded(_ program: LinearProgram) -> GLPKProblem {
    let problem = GLPKProblem(loading: program, names: false)
    if options.scaling { glp_scale_prob(problem.pointer, GLP_SF_AUTO) }
    return problem
  }

  /// The problem in a slot, when it is to be kept.
  private func keep(_ problem: GLPKProblem, _ keeping: Bool) -> GLPKProblemSlot? {
    keeping ? GLPKProblemSlot(problem, scaled: options.scaling) : nil
  }

  /// The restart of
  /// ``solve(trustingNamesOf:restartingFrom:reusing:keepingBasis:keepingProblem:checked:)``
  /// on a loaded and scaled problem, or `nil` when its answer might not be the cold one.
  private func restart(
    _ problem: GLPKProblem, from start: LPBasis, keepingBasis: Bool, keepingProblem: Bool
  ) -> RestartedSolve? {
    guard start.fits(problem.program), problem.setBasis(start) else { return nil }
    let solution: LPSolution
    if problem.startingBasisIsOptimal(options) {
      // Read from the fresh factorisation of the start, as a cold solve reads its optimum.
      solution = problem.readSolution(status: .optimal, iterations: 0, options)
    } else {
      // A start that was optimal for a program that differs in its bounds stays dual
      // feasible: the dual simplex method repairs it in a few iterations.
      solution = problem.simplex(
        options, method: isDualFeasible(problem) ? .dualThenPrimal : .primal,
        checkingStart: false, canonical: true)
    }
    guard solution.status == .optimal, problem.isUniqueOptimalBasis() else { return nil }
    return RestartedSolve(
      solution: solution, basis: keepingBasis ? problem.basis() : nil, restarted: true,
      kept: keep(problem, keepingProblem))
  }

  /// Whether the basic solution just computed (by ``GLPKProblem/startingBasisIsOptimal(_:)``)
  /// is dual feasible.
  private func isDualFeasible(_ problem: GLPKProblem) -> Bool {
    glp_get_dual_stat(problem.pointer) == GLP_FEAS
  }
}

extension GLPKSolver.Options {
  /// Whether a solve may restart from a remembered basis: not when it re-checks its optimum
  /// in exact arithmetic (which follows the cold path's basis) or has an iteration or time
  /// limit (which a cold solve might reach where a restart does not).
  var allowsRestart: Bool { !exactRecheck && iterationLimit == nil && timeLimit == nil }
}
