import TrellisCore

/// The deadline of one solve (``LPEngine/timeLimit``): set once in the solver's options, where
/// every GLPK call reads it, and turned into ``LPEngineError/timeLimitReached(_:)`` at the end.
extension LPEngine {
  /// Runs one document's solve under the engine's time limit: `body` gets the engine with the
  /// limit's deadline, from now, in its solver's options (``GLPKSolver/Options/deadline``),
  /// or the engine itself without a limit.
  ///
  /// - Throws: what `body` throws, a GLPK call stopped by the deadline as
  ///   ``LPEngineError/timeLimitReached(_:)``.
  func bounded<Result>(
    _ body: (LPEngine) throws(LPEngineError) -> Result
  ) throws(LPEngineError) -> Result {
    guard let timeLimit else { return try body(self) }
    let deadline = timeLimit.deadline()
    var engine = self
    engine.solver.options.deadline = deadline.instant
    do {
      return try body(engine)
    } catch {
      throw Self.failure(error, deadline: deadline, perCall: solver.options.timeLimit != nil)
    }
  }

  /// `error`, or ``LPEngineError/timeLimitReached(_:)`` when it is a GLPK call stopped by the
  /// deadline: GLPK measures its own time, so a call may stop a hair before the deadline by
  /// the monotonic clock; only a per-call limit (``GLPKSolver/Options/timeLimit``) that
  /// stopped a call before the deadline keeps its own failure.
  static func failure(
    _ error: LPEngineError, deadline: Deadline, perCall: Bool
  ) -> LPEngineError {
    guard error == .notOptimal(.solverFailure(.timeLimit)), !perCall || deadline.isReached
    else { return error }
    return .timeLimitReached(deadline.limit)
  }

  /// Throws when the solver's deadline has passed: the check between layout rounds, which
  /// may make no GLPK call (every problem answered by the last round).
  ///
  /// - Throws: ``LPEngineError/notOptimal(_:)`` with ``LPSolverFailure/timeLimit``, as a GLPK
  ///   call stopped by the deadline does (``bounded(_:)`` reports it).
  func checkDeadline() throws(LPEngineError) {
    if solver.options.deadlinePassed { throw .notOptimal(.solverFailure(.timeLimit)) }
  }
}
