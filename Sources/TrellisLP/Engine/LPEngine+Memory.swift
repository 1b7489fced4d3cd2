import TrellisCore

/// What the LP engine keeps from one layout of a ``/TrellisCore/LayoutSession`` to the next.
///
/// Programs, answers and optimal bases are kept as plain data, and the GLPK problems of the
/// axis programs too, which only the thread that made them reuses (GLPK's memory belongs to a
/// thread). A session may move between threads and tasks: on another thread the programs are
/// loaded again, with the same answers.
///
/// ```swift
/// var session = try LayoutSession(document, engine: LPEngine())
/// let wide = try session.layout(size: [1024, 640])
/// let narrow = try session.layout(size: [1017, 640])  // the programs of the last layout, warm
/// ```
///
/// Nothing kept changes an answer: every layout is bit for bit the one
/// ``LPEngine/solve(_:)-(LayoutDocument)`` gives cold. What is reused, and when, is described
/// by the parts' own types; what cannot be shown to give the cold answer is solved cold.
public struct LPEngineMemory: Sendable {
  /// The axis problems of the last plain layout pass.
  var axes = AxisMemory()
  /// The tiered solve's passes and programs.
  var tiers = TieredMemory()
  /// The content sizes of the document's grids of plain items (they do not depend on the
  /// size), for the plan and rounding they were measured under.
  var grids: PlainGridContentMemo?
  /// The GLPK options the memory was made with: a memory kept under other options is not
  /// used (answers follow the options).
  var options: GLPKSolver.Options?

  /// An empty memory (``LPEngine/makeMemory()`` makes one for the engine's options).
  ///
  /// - Complexity: O(1).
  public init() {}

  /// An empty memory for a solver with these options.
  init(options: GLPKSolver.Options) { self.options = options }

  /// How the last layout used the memory: problems answered as before, programs reused
  /// instead of compiled, and programs restarted from a remembered basis (and those solved
  /// cold after all), over every layout pass of the solve.
  ///
  /// - Complexity: O(1) (a tiered solve's few passes).
  public var lastUse: Use {
    var use = Use()
    for counts in [axes.counts] + tiers.passes.map(\.counts) {
      use.repeatedProblems += counts.repeated
      use.reusedPrograms += counts.reused
      use.restarts += counts.restarts
      use.coldAfterRestart += counts.coldAfterRestart
      use.reloadedPrograms += counts.reloaded
    }
    use.repeatedTieredSolves = tiers.repeatedSolves
    use.certifiedTieredSolves = tiers.certifiedSolves
    use.patchedTieredPrograms = tiers.patchedPrograms
    use.movedTieredVertices = tiers.movedVertices
    use.rememberedTieredConflicts = tiers.rememberedConflicts
    return use
  }

  /// How a layout used the engine's memory (``lastUse``).
  public struct Use: Sendable, Equatable {
    /// Axis problems answered as in the last layout (the same problem again).
    public var repeatedProblems = 0
    /// Axis programs reused with a new available length instead of compiled.
    public var reusedPrograms = 0
    /// Axis programs solved from the last layout's optimal basis, answer kept.
    public var restarts = 0
    /// Axis programs solved cold although a basis was remembered: the restart's optimum was
    /// degenerate or tied (possibly another basis than a cold solve's), or of another shape.
    public var coldAfterRestart = 0
    /// Tiered programs that one of the last few layouts solved, answered without a solve.
    public var repeatedTieredSolves = 0
    /// Tiered programs answered by the optimum of an earlier layout's program of the same
    /// shape, certified the only optimum at the new bounds: the conflict search runs, the
    /// tiers' stages do not.
    public var certifiedTieredSolves = 0
    /// Tiered programs patched from the last layout's instead of compiled: the document posing
    /// the same rules, and its pass the same problems but for their available lengths and
    /// the sizings of segments with the same rules (a resize, a desired size edited: the
    /// rules take the new lengths and sizes as targets).
    public var patchedTieredPrograms = 0
    /// Certified tiered re-solves whose vertex was the last one refined, moved exactly along
    /// the few bounds that moved since (a resize's available length): no GLPK call, and the
    /// same bits as a refinement.
    public var movedTieredVertices = 0
    /// Certified tiered re-solves whose required rules conflict as at the certified layout,
    /// and whose conflict was taken from it without the search: bases kept from that layout
    /// show it the only one here (it cannot hold, and without any one of its rules the
    /// required rules can).
    public var rememberedTieredConflicts = 0
    /// Axis programs solved in the GLPK problem the last layout kept (on the same thread),
    /// neither loaded nor scaled again, and not refactorised when their start kept the basic
    /// set.
    public var reloadedPrograms = 0

    /// No use.
    ///
    /// - Complexity: O(1).
    public init() {}
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
  /// The answer is the one ``solve(_:)-(LayoutDocument)`` gives, bit for bit. The same axis
  /// problem as in the last layout is answered as then; a `compat` or `fair` axis that only
  /// changed its length reuses its program; every `fair` or `css` program restarts from the
  /// last optimal basis of the same round, kept only when it is the program's only optimal
  /// basis. The content sizes of grids of plain items are kept, and those grids' frames are
  /// derived from their tracks when read (as the direct engine's session does), so a resize
  /// costs the changed axis programs and O(tracks), not O(cells). A document with constraints
  /// or groups reuses its tiered program's solve when one of the last few layouts solved the
  /// same program (a size laid out lately, again); at a new size its program is patched from
  /// the last layout's when nothing else it is compiled from changed, and it is re-solved
  /// from an earlier optimum certified to be the only one at the new bounds (the tiers'
  /// stages skipped, the required conflict searched for); the report's rule texts are kept.
  ///
  /// - Parameters:
  ///   - document: a validated document (any document: the memory may be another's).
  ///   - memory: what the earlier layouts kept; updated with this one's.
  /// - Returns: the answer.
  /// - Throws: ``LPEngineError`` as ``solve(_:)-(LayoutDocument)``; the memory may then have
  ///   lost what the failed layout took from it (the next layout is solved colder, never
  ///   differently).
  /// - Complexity: that of a cold solve at worst; a resize that keeps every axis's optimal
  ///   basis solves each changed program without simplex iterations.
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
      memory.grids = nil
      return try tieredLayout(document, memory: &memory.tiers)
    }
    memory.tiers = TieredMemory()
    let axisSolver = LPAxisSolver(solver: solver)
    // The pass owns the memory while it runs: programs reused from it change in place.
    let state = AxisMemoryState(memory.axes)
    memory.axes = AxisMemory()
    axisSolver.memory = state
    let answer = try LayoutPass.runInSession(
      document, engine: name, solver: axisSolver, memo: &memory.grids,
      measurementFailed: LPEngineError.measurement)
    memory.axes = state.kept
    return answer
  }
}
