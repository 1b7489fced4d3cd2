/// What a solver concluded about a linear program.
public enum LPStatus: Equatable, Sendable, CustomStringConvertible {
  /// An optimal solution was found.
  case optimal
  /// No point satisfies every bound and row.
  case infeasible
  /// The objective improves without limit over the feasible points.
  case unbounded
  /// The solver stopped without determining the status.
  case undefined
  /// The solver could not finish (iteration or time limit, singular or ill-conditioned basis,
  /// numerical trouble).
  case solverFailure(LPSolverFailure)

  public var description: String {
    switch self {
    case .optimal: "optimal"
    case .infeasible: "infeasible"
    case .unbounded: "unbounded"
    case .undefined: "undefined"
    case .solverFailure(let failure): "solver failure (\(failure))"
    }
  }
}

/// Why a solver could not finish.
public enum LPSolverFailure: Equatable, Sendable, CustomStringConvertible {
  /// The iteration limit was reached.
  case iterationLimit
  /// The time limit was reached.
  case timeLimit
  /// The basis matrix is invalid, singular or ill-conditioned.
  case badBasis
  /// The computation became numerically unstable.
  case numericalInstability
  /// The solver gave up (GLPK's `GLP_EFAIL`), typically on a badly scaled program.
  case failed
  /// The solver reported another failure, with its own code.
  case other(code: Int)

  public var description: String {
    switch self {
    case .iterationLimit: "iteration limit reached"
    case .timeLimit: "time limit reached"
    case .badBasis: "invalid, singular or ill-conditioned basis"
    case .numericalInstability: "numerical instability"
    case .failed: "the solver failed (badly scaled program?)"
    case .other(let code): "solver error code \(code)"
    }
  }
}

/// The outcome of solving a ``LinearProgram``: a status and, for each variable and row, its
/// value and dual information.
///
/// Values come from the solver's final basis. They are the optimum when ``status`` is
/// ``LPStatus/optimal``; otherwise they describe where the solver stopped and carry no
/// guarantee.
public struct LPSolution: Equatable, Sendable {
  /// What the solver concluded.
  public var status: LPStatus
  /// The objective value, including the program's constant.
  public var objective: Double
  /// The value of each variable, in program order.
  public var values: [Double]
  /// The activity (Σ coefficient × value) of each row, in program order.
  public var rowActivities: [Double]
  /// The dual value (shadow price) of each row, in program order (empty when the solver's
  /// ``GLPKSolver/Options/readsDuals`` is off).
  public var rowDuals: [Double]
  /// The reduced cost of each variable, in program order (empty when the solver's
  /// ``GLPKSolver/Options/readsDuals`` is off).
  public var reducedCosts: [Double]
  /// The number of simplex iterations this solve took.
  public var iterations: Int
  /// The result of the exact rational re-check, when one was requested.
  public var exactRecheck: ExactRecheck?

  /// What the exact rational simplex (`glp_exact`) found when it re-solved from the floating-point
  /// solver's final basis.
  ///
  /// When it ran, the solution's values are the exact ones (rounded once to `Double`), and this
  /// records how far the floating-point answer was from them.
  public struct ExactRecheck: Equatable, Sendable {
    /// The status found in exact arithmetic.
    public var status: LPStatus
    /// Iterations the exact solver needed beyond the floating-point basis (0 when it was
    /// already optimal).
    public var iterations: Int
    /// The largest absolute difference between a floating-point and an exact variable value or
    /// row activity.
    public var maximumDeviation: Double
    /// The floating-point objective value, before the re-check.
    public var floatingPointObjective: Double

    /// Makes a record of an exact re-check.
    public init(
      status: LPStatus, iterations: Int, maximumDeviation: Double, floatingPointObjective: Double
    ) {
      self.status = status
      self.iterations = iterations
      self.maximumDeviation = maximumDeviation
      self.floatingPointObjective = floatingPointObjective
    }
  }

  /// Makes a solution from its parts.
  public init(
    status: LPStatus, objective: Double, values: [Double], rowActivities: [Double],
    rowDuals: [Double], reducedCosts: [Double], iterations: Int,
    exactRecheck: ExactRecheck? = nil
  ) {
    self.status = status
    self.objective = objective
    self.values = values
    self.rowActivities = rowActivities
    self.rowDuals = rowDuals
    self.reducedCosts = reducedCosts
    self.iterations = iterations
    self.exactRecheck = exactRecheck
  }

  /// The value of a variable.
  ///
  /// - Precondition: the variable belongs to the solved program.
  public subscript(_ variable: LinearProgram.Variable) -> Double { values[variable.index] }

  /// The activity of a row.
  ///
  /// - Precondition: the row belongs to the solved program.
  public subscript(_ row: LinearProgram.Row) -> Double { rowActivities[row.index] }
}
