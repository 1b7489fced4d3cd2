import TrellisCore

/// What the LP engine keeps from one layout of a ``/TrellisCore/LayoutSession`` to the next:
/// the problems it solved and their answers.
///
/// ```swift
/// var session = try LayoutSession(document, engine: LPEngine())
/// let wide = try session.layout(size: [1024, 640])
/// let narrow = try session.layout(size: [1017, 640])  // the same rows: not solved again
/// ```
///
/// A layout poses the same problems as one before it (an axis the resize did not change, a
/// size laid out lately again) gets that layout's answers without a solve; everything else is
/// solved as ``LPEngine/solve(_:)-(LayoutDocument)`` solves it cold. So every layout is bit for
/// bit the cold one. The memory is plain data: a session may move between threads and tasks.
public struct LPEngineMemory: Sendable {
  /// The axis problems of the last plain layout pass.
  var axes = AxisMemory()
  /// The tiered solve's passes and programs.
  var tiers = TieredMemory()
  /// The GLPK options the memory was made with: a memory kept under other options is not
  /// used (answers follow the options).
  var options: GLPKSolver.Options?

  /// An empty memory (``LPEngine/makeMemory()`` makes one for the engine's options).
  ///
  /// - Complexity: O(1).
  public init() {}

  /// An empty memory for a solver with these options.
  init(options: GLPKSolver.Options) { self.options = options }

  /// How the last layout used the memory, over every layout pass of the solve (for tests and
  /// benchmarks).
  ///
  /// - Complexity: O(1) (a tiered solve's few passes).
  package var lastUse: Use {
    var use = Use()
    for pass in [axes] + tiers.passes { use.repeatedProblems += pass.repeated }
    use.repeatedTieredSolves = tiers.repeatedSolves
    return use
  }

  /// How a layout used the engine's memory (``lastUse``).
  package struct Use: Sendable, Equatable {
    /// Axis problems answered as in the last layout (the same problem again).
    package var repeatedProblems = 0
    /// Tiered programs that one of the last few layouts solved, answered without a solve.
    package var repeatedTieredSolves = 0

    /// No use.
    package init() {}
  }
}

extension LPEngine {
  /// An empty memory, for a new session.
  ///
  /// - Complexity: O(1).
  public func makeMemory() -> LPEngineMemory {
    LPEngineMemory(options: solver.options.withoutDeadline)
  }

  /// Lays a document out again, using and updating what the engine kept from the session's
  /// earlier layouts (``LPEngineMemory``).
  ///
  /// The answer is the one ``solve(_:)-(LayoutDocument)`` gives, bit for bit. An axis problem
  /// the last layout solved too (one a resize did not change) is answered as then, and so is a
  /// document with constraints or groups whose tiered program one of the last few layouts
  /// solved (a size laid out lately, again); everything else is solved cold. Grids of plain
  /// items derive their frames from their tracks when read, as the direct engine's session
  /// answers do.
  ///
  /// - Parameters:
  ///   - document: a validated document (any document: the memory may be another's).
  ///   - memory: what the earlier layouts kept; updated with this one's.
  /// - Returns: the answer.
  /// - Throws: ``LPEngineError`` as ``solve(_:)-(LayoutDocument)``; the memory may then have
  ///   lost what the failed layout took from it (the next layout is solved colder, never
  ///   differently).
  /// - Complexity: that of a cold solve at worst; the problems answered from memory cost their
  ///   comparison.
  public func solve(
    _ document: LayoutDocument, memory: inout LPEngineMemory
  ) throws(LPEngineError) -> LayoutAnswer {
    try Self.checkValid(document)
    return try bounded { engine throws(LPEngineError) in
      try engine.layout(document, memory: &memory)
    }
  }

  /// ``solve(_:memory:)`` under the deadline ``bounded(_:)`` set.
  private func layout(
    _ document: LayoutDocument, memory: inout LPEngineMemory
  ) throws(LPEngineError) -> LayoutAnswer {
    // A deadline changes no answer: the memory is kept across solves with a time limit.
    let options = solver.options.withoutDeadline
    if memory.options != options { memory = LPEngineMemory(options: options) }
    if document.isConstrained {
      memory.axes = AxisMemory()
      return try tieredLayout(document, memory: &memory.tiers)
    }
    memory.tiers = TieredMemory()
    let axisSolver = LPAxisSolver(solver: solver)
    let state = AxisMemoryState(memory.axes)
    axisSolver.memory = state
    // The grids' content sizes are measured again: keeping them saved too little to pay.
    var grids: PlainGridContentMemo?
    let answer = try LayoutPass.runInSession(
      document, engine: name, solver: axisSolver, memo: &grids,
      measurementFailed: LPEngineError.measurement)
    memory.axes = state.kept
    return answer
  }
}
