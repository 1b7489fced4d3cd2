import TrellisCore

extension LPEngine {
  /// Runs `body` with a session that re-solves one axis warm as its available length changes
  /// (a window being resized).
  ///
  /// ```swift
  /// let widths = try LPEngine().withAxisSession(problem) { session in
  ///   try (300...320).map { width in try session.solve(available: Double(width)) }
  /// }
  /// ```
  ///
  /// The session lives only inside `body`, which is synchronous, so its GLPK problem is
  /// created, used and freed on one thread.
  ///
  /// - Parameters:
  ///   - problem: the axis; its segments stay fixed for the session.
  ///   - body: the work to do with the session.
  /// - Returns: what `body` returns.
  /// - Throws: whatever `body` throws.
  public func withAxisSession<Result>(
    _ problem: AxisProblem, _ body: (inout LPAxisSession) throws -> Result
  ) rethrows -> Result {
    var session = LPAxisSession(engine: self, problem: problem)
    return try body(&session)
  }
}

/// One axis re-solved at changing lengths, warm where the program's shape allows.
///
/// A `compat` axis that grows keeps one program whose only change is the container sum's
/// right-hand side, re-solved by the dual simplex method from the last basis. A `fair` or
/// `css` axis reuses its program with the new length and restarts each round from the last
/// optimal basis of that round, keeping the restart when that basis is the program's only
/// optimal one (``LPEngineMemory``). Any other change (a shrink, a crop stage) is solved
/// cold. The answers are the cold ones, bit for bit.
public struct LPAxisSession: ~Copyable {
  let engine: LPEngine
  /// The axis, with the last length solved.
  public private(set) var problem: AxisProblem
  /// The growth program and its GLPK session, once a growing length was solved.
  private var warm: WarmAxis?
  /// What the last solve that did not use the growth program kept (its program and bases).
  private var memory = AxisMemory()

  /// A loaded growth program.
  private struct WarmAxis: ~Copyable {
    let compiled: AxisProgram
    let sum: LinearProgram.Row
    let session: LPSession
  }

  init(engine: LPEngine, problem: AxisProblem) {
    self.engine = engine
    self.problem = problem
  }

  /// The sizes of the axis's segments when `available` is offered.
  ///
  /// - Parameter available: the length to fill.
  /// - Returns: the final size of each segment, as ``LPEngine/solve(_:)-(AxisProblem)`` gives.
  /// - Throws: ``LPEngineError`` when a program cannot be solved to optimality.
  /// - Complexity: a warm growth re-solve takes a few dual simplex iterations.
  public mutating func solve(available: Double) throws(LPEngineError) -> [Double] {
    problem.available = available
    guard growsWithoutCrop else {
      warm = nil
      return try solveRemembering()
    }
    if warm == nil {
      let names = AxisProgramNames(problem: problem, block: nil)
      guard let compiled = AxisProgram.compat(problem, names: names) else {
        return try engine.solve(problem)
      }
      do {
        try compiled.program.validate(checkingNames: false)
      } catch {
        throw .invalidProgram(error)
      }
      let session = LPSession(
        problem: GLPKProblem(loading: compiled.program, names: false),
        options: engine.solver.options)
      let sum = LinearProgram.Row(index: compiled.program.rows.count - 1)
      warm = WarmAxis(compiled: compiled, sum: sum, session: session)
    }
    return try resolve()
  }

  /// Solves the axis as the LP engine does, with what the last such solve kept.
  private mutating func solveRemembering() throws(LPEngineError) -> [Double] {
    let solver = LPAxisSolver(solver: engine.solver)
    let state = AxisMemoryState(memory)
    memory = AxisMemory()
    solver.memory = state
    let sizes = try solver.sizes(for: problem, number: 0)
    memory = state.kept
    return sizes
  }

  /// Sets the container sum to the current length and re-solves warm.
  private mutating func resolve() throws(LPEngineError) -> [Double] {
    guard let axis = warm.take() else { return try engine.solve(problem) }
    let result = Self.resolve(axis, problem)
    warm = consume axis
    return try result.get()
  }

  private static func resolve(
    _ axis: borrowing WarmAxis, _ problem: AxisProblem
  ) -> Result<[Double], LPEngineError> {
    let length = AxisProgram.available(problem) ?? 0
    do {
      try axis.session.setBounds(axis.sum, lower: length, upper: length)
    } catch {
      return .failure(.invalidProgram(error))
    }
    let solution = axis.session.solve()
    guard solution.status == .optimal else { return .failure(.notOptimal(solution.status)) }
    return .success(
      LPAxisSolver.compatSizes(problem, compiled: axis.compiled, solution: solution))
  }

  /// Whether the current length makes a `compat` axis grow (crop's stage follows shortfalls
  /// only): the one shape the warm program covers.
  private var growsWithoutCrop: Bool {
    guard problem.distribution == .compat, problem.grows,
      let available = AxisProgram.available(problem)
    else { return false }
    var baseTotal = 0.0
    var weight = 0.0
    for segment in problem.segments {
      baseTotal += segment.base
      weight += max(0, segment.weight)
    }
    return weight > 0 && available > baseTotal
  }
}
