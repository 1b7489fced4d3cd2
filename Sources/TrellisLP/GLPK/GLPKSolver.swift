internal import CGLPK

/// Solves ``LinearProgram``s with GLPK's simplex method.
///
/// The solver is a value holding options; it keeps no GLPK state between calls, so one solver
/// may be used from many threads at once. Each ``solve(_:)`` validates the program, loads it
/// into a GLPK problem owned by that call, solves, reads the answer back and frees the problem,
/// all on the calling thread. GLPK never prints.
///
/// ```swift
/// let solution = try GLPKSolver().solve(program)
/// if solution.status == .optimal { print(solution[x]) }
/// ```
///
/// For many re-solves of one program with changing bounds, ``withSession(_:_:)`` keeps GLPK's
/// basis between solves (a warm start).
///
/// GLPK's LP presolver is never used: besides discarding the basis a warm start needs, GLPK
/// 5.0's presolver aborts the process on some valid programs (a failed assertion in
/// `npp/npp1.c`, found by this package's randomised stress test), and the programs of layouts
/// are small enough not to need it.
public struct GLPKSolver: Sendable {
  /// How the solver runs.
  public struct Options: Sendable, Equatable {
    /// The simplex variant.
    public enum Method: String, Sendable, CaseIterable {
      /// Primal simplex.
      case primal
      /// Dual simplex.
      case dual
      /// Dual simplex, falling back to primal simplex if it fails.
      case dualThenPrimal
    }

    /// The basis a cold solve starts from.
    public enum InitialBasis: String, Sendable, CaseIterable {
      /// All rows basic (`glp_std_basis`).
      case standard
      /// A triangular basis built from the matrix (`glp_adv_basis`, as `glpsol` does); it
      /// costs more than it saves on small programs (measured: 16 variables, 63 µs against
      /// 49 µs with `.standard`).
      case advanced
    }

    /// How the simplex method picks the variable that enters the basis.
    public enum Pricing: String, Sendable, CaseIterable {
      /// Projected steepest edge (`GLP_PT_PSE`): fewer iterations on cold solves.
      case steepestEdge
      /// Dantzig's rule (`GLP_PT_STD`): cheaper iterations, for warm re-solves that take a
      /// few (measured: about 4 % fewer instructions on the tiered solve of a 64-track grid).
      case dantzig
    }

    /// The simplex variant for cold solves; `.primal` by default.
    public var method: Method = .primal
    /// The pricing rule; `.steepestEdge` by default.
    public var pricing: Pricing = .steepestEdge
    /// Whether to scale the problem (`glp_scale_prob` with `GLP_SF_AUTO`) before the first solve.
    public var scaling = true
    /// The basis a cold solve starts from; `.standard` by default.
    public var initialBasis: InitialBasis = .standard
    /// Whether to re-solve in exact rational arithmetic (`glp_exact`) from the final basis and
    /// report the exact values (see ``LPSolution/ExactRecheck``).
    public var exactRecheck = false
    /// The most simplex iterations per solve, 0 to 2,147,483,647; `nil` (the default) for an
    /// automatic limit of 10,000 plus 50 per variable and row, far above what a well-posed
    /// program needs, so a badly scaled program on which GLPK stalls ends with
    /// ``LPSolverFailure/iterationLimit`` instead of running on.
    public var iterationLimit: Int?

    /// Whether the dual simplex method takes long steps (GLPK's bound-flipping ratio test:
    /// many boxed variables move to their other bound in one iteration).
    package var longSteps = false
    /// The longest time per solve, `nil` for no limit; GLPK counts whole milliseconds.
    public var timeLimit: Duration?
    /// When every solve must have stopped, `nil` (the default) for never.
    ///
    /// A deadline for a whole sequence of solves: each GLPK call gets the time left (with ``timeLimit``, the
    /// shorter) and a solve started once it has passed ends at once with
    /// ``LPSolverFailure/timeLimit``, without a simplex iteration. Neither limit changes the
    /// simplex method's path: a solve that ends before them gives the same bits. The LP
    /// engine sets it for each document from its ``LPEngine/timeLimit``.
    public var deadline: ContinuousClock.Instant?
    /// The primal feasibility tolerance (GLPK `tol_bnd`), strictly between 0 and 1.
    public var feasibilityTolerance = LPTolerances.glpkFeasibility
    /// The dual feasibility (optimality) tolerance (GLPK `tol_dj`), strictly between 0 and 1.
    public var optimalityTolerance = LPTolerances.glpkOptimality
    /// Whether solutions carry row duals and reduced costs (`rowDuals` and `reducedCosts` are
    /// empty when not); turn off when only values and activities matter.
    public var readsDuals = true

    /// Makes the default options.
    public init() {}

    /// The options without their ``deadline``: what a session's memory compares (a deadline
    /// changes no answer).
    var withoutDeadline: Options {
      var options = self
      options.deadline = nil
      return options
    }

    /// Whether the ``deadline`` has passed (never without one).
    ///
    /// - Complexity: O(1): one read of the monotonic clock when there is a deadline.
    var deadlinePassed: Bool {
      guard let deadline else { return false }
      return ContinuousClock.now >= deadline
    }

    /// GLPK's `tm_lim` for a call starting now: the shorter of ``timeLimit`` and the time
    /// left before the ``deadline``, in whole milliseconds rounded up, at most `Int32.max`
    /// (GLPK's "no limit"); `nil` for neither.
    var callTimeLimitMilliseconds: Int32? {
      func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
      }
      var limit = timeLimit.map(milliseconds)
      if let deadline {
        // At most 10⁹ s away (TimeLimit.longest), so no overflow.
        let left = milliseconds(max(.zero, deadline - ContinuousClock.now))
        limit = min(limit ?? left, left)
      }
      return limit.map { Int32(clamping: $0) }
    }

    /// Checks every option against the ranges GLPK accepts (it aborts on others).
    ///
    /// - Throws: ``LinearProgramError/invalidOption(name:value:expected:)`` naming the option.
    public func validate() throws(LinearProgramError) {
      for (name, value) in [
        ("feasibilityTolerance", feasibilityTolerance),
        ("optimalityTolerance", optimalityTolerance),
      ] where !(value > 0 && value < 1) {
        throw .invalidOption(name: name, value: "\(value)", expected: "must be in (0, 1)")
      }
      if let iterationLimit, !(0...Int(Int32.max)).contains(iterationLimit) {
        throw .invalidOption(
          name: "iterationLimit", value: "\(iterationLimit)",
          expected: "must be in 0...\(Int32.max)")
      }
      if let timeLimit {
        guard timeLimit >= .zero, timeLimit <= .milliseconds(Int64(Int32.max)) else {
          throw .invalidOption(
            name: "timeLimit", value: "\(timeLimit)",
            expected: "must be between 0 and \(Int32.max) ms")
        }
      }
    }
  }

  /// The options every solve uses.
  public var options: Options

  /// Makes a solver.
  ///
  /// - Parameter options: how to solve; the defaults suit small layout programs.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// GLPK's version, for example `"5.0"`.
  public static var glpkVersion: String { String(cString: glp_version()) }

  /// Whether GLPK keeps its environment per thread (`glp_config("TLS")`), which is what makes
  /// concurrent solves on different threads safe.
  public static var hasThreadLocalEnvironment: Bool { glp_config("TLS") != nil }

  /// Solves a program from scratch (a cold solve).
  ///
  /// - Parameter program: the program; it is validated first.
  /// - Returns: the solution; its ``LPSolution/status`` says whether it is optimal, infeasible,
  ///   unbounded, undefined or a solver failure — none of these is thrown.
  /// - Throws: ``LinearProgramError`` when the program or the options are invalid; nothing
  ///   reaches GLPK then.
  /// - Complexity: loading is O(variables + rows + nonzeros); the simplex method typically takes
  ///   O(rows) iterations of O(nonzeros) each.
  public func solve(_ program: LinearProgram) throws(LinearProgramError) -> LPSolution {
    try options.validate()
    try program.validate()
    let problem = GLPKProblem(loading: program, names: false)
    problem.prepareColdStart(options)
    return problem.simplex(options, method: options.method)
  }

  /// ``solve(_:)`` as the LP engine solves its axis programs, whose names this module made
  /// (valid and unique by construction, so not checked): an optimum the simplex method reached
  /// by iterating is read from a fresh factorisation of its basis
  /// (``GLPKProblem/refreshCanonically()``), so the values depend only on the program and
  /// that basis, not on the path to it.
  ///
  /// - Throws: ``LinearProgramError`` when the program or the options are invalid.
  /// - Complexity: loading is O(variables + rows + nonzeros), then the simplex method.
  func solveCanonically(trustingNamesOf program: LinearProgram) throws(LinearProgramError)
    -> LPSolution
  {
    try options.validate()
    try program.validate(checkingNames: false)
    let problem = GLPKProblem(loading: program, names: false)
    problem.prepareColdStart(options)
    return problem.simplex(options, method: options.method, canonical: true)
  }

  /// Runs `body` with a session that re-solves one program warm: after the first solve, each
  /// solve starts from the previous final basis.
  ///
  /// The session lives only inside `body`, which is synchronous, so the GLPK problem it owns is
  /// created, used and freed on one thread; it cannot escape (``LPSession`` is non-copyable).
  ///
  /// ```swift
  /// let widths = try GLPKSolver().withSession(program) { session in
  ///   try (300...320).map { width in
  ///     try session.setBounds(total, lower: Double(width), upper: Double(width))
  ///     return session.solve()[first]
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - program: the program; it is validated first.
  ///   - body: the work to do with the session.
  /// - Returns: what `body` returns.
  /// - Throws: ``LinearProgramError`` when the program or options are invalid, or whatever
  ///   `body` throws.
  public func withSession<Result>(
    _ program: LinearProgram, _ body: (borrowing LPSession) throws -> Result
  ) throws -> Result {
    try withSession(program, checkingNames: true, body)
  }

  /// ``withSession(_:_:)``, without the name checks for programs whose names this module made
  /// (valid and unique by construction): everything else is validated as usual.
  func withSession<Result>(
    _ program: LinearProgram, checkingNames: Bool, _ body: (borrowing LPSession) throws -> Result
  ) throws -> Result {
    try options.validate()
    try program.validate(checkingNames: checkingNames)
    let session = LPSession(
      problem: GLPKProblem(loading: program, names: false), options: options)
    return try body(session)
  }
}
