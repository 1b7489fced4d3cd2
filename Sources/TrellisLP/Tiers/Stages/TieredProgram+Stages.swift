import TrellisCore

/// The state a staged solve keeps between GLPK calls, and the calls every stage makes: set the
/// objective, solve, and solve again with slack when the fixed optima are too tight for GLPK.
extension TieredProgram {
  /// The objective and solve count of a staged solve, and what its stages fixed and held so far
  /// (the conflict search uses only the count).
  final class Stages {
    /// Each variable's objective coefficient in the session.
    var objective: [Double]
    /// The variables whose coefficient is not 0.
    var nonzero: [Int] = []
    /// Which variables the objective being set names (by the stamp of that call).
    var mark: [Int]
    var stamp = 0
    var solves = 0
    /// Each optimum fixed so far: a tier row or a largest-violation variable bounded by it
    /// (exactly: a vertex's value, so the next stage starts feasible).
    var fixed: [(row: LinearProgram.Row?, variable: LinearProgram.Variable?, value: Double)] = []
    /// The optimal faces held so far, in order (``LPSession/holdOptimalFace(tolerance:)``).
    var held: [LPSession.HeldBounds] = []
    /// Each tier's least weighted violation and, when it spread one, its largest violation.
    var optima: [(tier: LayoutConstraint.Strength, least: Double, worst: Double?)] = []
    /// Whether a stage was solved yet (a tier that holds at its optimum is skipped only then).
    var solvedAStage = false
    /// How many spreading stages found their start already least and added no rows.
    var spreadsWithoutRows = 0
    /// How many tiers held at the last optimum and were fixed without a solve.
    var tiersHeldWithoutSolve = 0
    /// How many spreading stages found the equal share least (``equalShare(_:least:largest:_:_:)``).
    var equalShares = 0
    /// The smallest set of required rules a conflict search has shown infeasible so far,
    /// with the search's starting basis and sharing rules (what it returns should the
    /// deadline stop it), `nil` before it has shown any.
    var conflictSoFar: Conflict?
    /// The feasibility tests left before the search acts as if the deadline had passed, `nil`
    /// for no such count: the tests' stand-in for a clock, to stop a search at a chosen point.
    var testsBeforeDeadline: Int?
    init(count: Int) {
      objective = [Double](repeating: 0, count: count)
      mark = [Int](repeating: 0, count: count)
    }
  }

  /// Sets the session's objective to `coefficients` (each variable at most once), every other
  /// coefficient 0, changing only what differs.
  func setObjective(
    _ coefficients: [(variable: LinearProgram.Variable, coefficient: Double)],
    _ session: borrowing LPSession, _ stages: Stages
  ) throws {
    stages.stamp += 1
    for (variable, coefficient) in coefficients {
      stages.mark[variable.index] = stages.stamp
      if stages.objective[variable.index] != coefficient {
        try session.setObjective(variable, coefficient)
        stages.objective[variable.index] = coefficient
      }
    }
    for index in stages.nonzero where stages.mark[index] != stages.stamp {
      try session.setObjective(LinearProgram.Variable(index: index), 0)
      stages.objective[index] = 0
    }
    stages.nonzero = coefficients.map(\.variable.index)
  }

  /// Solves a stage, and solves it again with slack (``rerunWithSlack(_:_:)``) when GLPK finds
  /// the optima fixed so far infeasible.
  ///
  /// A `spreading` stage minimises a largest violation; its start is often already optimal
  /// (``run(_:_:likelyOptimal:)``).
  ///
  /// - Returns: the stage's optimal solution.
  /// - Throws: ``LPEngineError/notOptimal(_:)`` when the stage has no optimum even then.
  func stage(
    _ session: borrowing LPSession, _ stages: Stages, spreading: Bool = false
  ) throws -> LPSolution {
    let first = run(session, stages, likelyOptimal: spreading)
    guard first.status == .infeasible || first.status == .undefined else {
      return try optimal(first)
    }
    return try rerunWithSlack(session, stages)
  }

  /// Solves the stage again after every fixed optimum got a hair of slack (``slack(_:)``).
  ///
  /// Each optimum is fixed exactly (a vertex's value, so the next stage starts feasible);
  /// should GLPK's tolerances disagree, the stage is infeasible until the fixing rows and
  /// bounds get that slack. The optimal faces held so far are released first.
  ///
  /// - Returns: the stage's optimal solution.
  /// - Throws: ``LPEngineError/notOptimal(_:)`` when the stage has no optimum even then.
  func rerunWithSlack(_ session: borrowing LPSession, _ stages: Stages) throws -> LPSolution {
    for entry in stages.held.reversed() { session.release(entry) }
    stages.held = []
    for entry in stages.fixed {
      if let row = entry.row {
        try session.setBounds(row, lower: -.infinity, upper: entry.value + slack(entry.value))
      }
      if let variable = entry.variable {
        try session.setBounds(variable, lower: 0, upper: entry.value + slack(entry.value))
      }
    }
    return try optimal(run(session, stages, likelyOptimal: false))
  }

  /// Solves a stage once.
  ///
  /// `likelyOptimal` stages (the first, and the spreading ones, whose start is often already
  /// the least largest violation) first check whether the starting basis is optimal, which is
  /// cheaper than starting the simplex method.
  func run(
    _ session: borrowing LPSession, _ stages: Stages, likelyOptimal: Bool
  ) -> LPSolution {
    stages.solves += 1
    // Each stage's optimum only sets the next one up: the last is refreshed at the end, and
    // only the values a stage needs are read (``LPSession/value(of:)``).
    return session.solve(
      checkingStart: likelyOptimal || stages.solves == 1, refreshing: false, reading: false)
  }

  /// Whether the program as it stands is infeasible (status only).
  ///
  /// - Throws: ``LPEngineError/notOptimal(_:)`` when a time limit stopped the test (which
  ///   settles neither way).
  func infeasible(_ session: borrowing LPSession, _ stages: Stages) throws -> Bool {
    stages.solves += 1
    if let left = stages.testsBeforeDeadline {
      guard left > 0 else { throw LPEngineError.notOptimal(.solverFailure(.timeLimit)) }
      stages.testsBeforeDeadline = left - 1
    }
    let status = session.solveStatus()
    if status == .solverFailure(.timeLimit) { throw LPEngineError.notOptimal(status) }
    return status == .infeasible
  }

  /// `solution`, when it is optimal.
  ///
  /// - Throws: ``LPEngineError/notOptimal(_:)`` with its status otherwise.
  func optimal(_ solution: LPSolution) throws -> LPSolution {
    guard solution.status == .optimal else { throw LPEngineError.notOptimal(solution.status) }
    return solution
  }
}
