import TrellisCore

/// The state a staged solve keeps between GLPK calls, and the calls every stage makes: set the
/// objective, solve, and solve again when the fixed optima are too tight for GLPK.
extension TieredProgram {
  /// A fixed optimum: the upper bound `value` of a tier row or of a violation variable.
  typealias FixedBound = (item: LPSession.Bounded, value: Double)

  /// The objective and solve count of a staged solve, and what its stages fixed, held and found
  /// so far (the conflict search uses only the count).
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
    var fixed: [FixedBound] = []
    /// The optimal faces held so far, in order (``LPSession/holdOptimalFace(tolerance:)``).
    var held: [LPSession.HeldBounds] = []
    /// What the stages found so far: each tier's optimum and the shortcuts taken (its values
    /// are set at the end).
    var outcome = Outcome(values: [])
    /// Each upper bound ``coverRoundOff(_:_:)`` moved, with the value it had, in order.
    var covered: [FixedBound] = []
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

  /// Solves a stage; when GLPK finds the optima fixed so far infeasible, solves it again past
  /// the round-off of its start (``coverRoundOff(_:_:)``), and failing that with slack
  /// (``rerunWithSlack(_:_:)``).
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
    if try coverRoundOff(session, stages) {
      stages.outcome.roundOffCovered += 1
      let second = run(session, stages, likelyOptimal: false)
      if second.status == .optimal { return second }
    }
    return try rerunWithSlack(session, stages)
  }

  /// Raises each fixed optimum that the last basic solution, computed afresh, exceeds by no
  /// more than its slack (``slack(_:)``) by twice the excess, until ``restoreCovered(_:_:)``.
  ///
  /// At a basis other than the one an optimum was read from, the round-off of a long row (a
  /// tier's row sums a violation per rule) can pass GLPK's feasibility tolerance, absolute for
  /// a one-sided row: the stage is then infeasible by round-off alone. Unlike
  /// ``rerunWithSlack(_:_:)``, the faces held stay held, and the optima move by that round-off
  /// only, not by a slack of the layout's scale that the tie-breaking stage would spend on
  /// any axis.
  ///
  /// - Returns: whether a bound moved, none being exceeded by more than its slack (otherwise
  ///   ``rerunWithSlack(_:_:)`` follows, which sets every fixed bound anew).
  func coverRoundOff(_ session: borrowing LPSession, _ stages: Stages) throws -> Bool {
    guard session.refreshBasicSolution() else { return false }
    let before = stages.covered.count
    for entry in stages.fixed {
      let (value, upper) = (session.value(of: entry.item), session.bounds(of: entry.item).upper)
      let excess = value - upper
      guard excess > 0 else { continue }
      let most = entry.value + slack(entry.value)
      guard value <= most else { return false }
      stages.covered.append((entry.item, upper))
      // GLPK computes the start again in its own terms: the excess again covers that.
      try setUpper((entry.item, min(value + excess, most)), session)
    }
    return stages.covered.count > before
  }

  /// Puts back the bounds ``coverRoundOff(_:_:)`` moved, once the last stage is solved, so the
  /// polished vertex (``polishedValues(_:)``) finds each optimum where it was fixed.
  func restoreCovered(_ session: borrowing LPSession, _ stages: Stages) throws {
    // Last move first: a bound moved twice ends at the one it had before its first move.
    for entry in stages.covered.reversed() { try setUpper(entry, session) }
    stages.covered = []
  }

  /// Sets a fixed row's or variable's upper bound to `bound.value`, keeping its lower one.
  private func setUpper(_ bound: FixedBound, _ session: borrowing LPSession) throws {
    let lower = session.bounds(of: bound.item).lower
    try session.setBounds(bound.item, lower: lower, upper: bound.value)
  }

  /// Solves the stage again after every fixed optimum got a hair of slack (``slack(_:)``).
  ///
  /// Each optimum is fixed exactly (a vertex's value, so the next stage starts feasible);
  /// should GLPK's tolerances disagree by more than ``coverRoundOff(_:_:)`` covers, the stage
  /// is infeasible until the fixing rows and bounds get that slack. The optimal faces held so
  /// far are released first.
  ///
  /// - Returns: the stage's optimal solution.
  /// - Throws: ``LPEngineError/notOptimal(_:)`` when the stage has no optimum even then.
  func rerunWithSlack(_ session: borrowing LPSession, _ stages: Stages) throws -> LPSolution {
    stages.outcome.slackReruns += 1
    // Every fixed optimum gets its slack, whatever round-off was covered.
    stages.covered = []
    for entry in stages.held.reversed() { session.release(entry) }
    stages.held = []
    for (item, value) in stages.fixed {
      // A tier row bounds its sum from above only; a violation is never below 0.
      let lower: Double = if case .row = item { -.infinity } else { 0 }
      try session.setBounds(item, lower: lower, upper: value + slack(value))
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
