import TrellisCore

/// The LP engine: every container axis of a document compiled into a linear program and solved
/// by GLPK, then placed and rounded by the same shared code as the direct
/// engine.
///
/// ```swift
/// let document = try LayoutDocument(json: text)
/// let answer = try LPEngine().solve(document)   // answer.engine == .lp
/// let program = try LPEngine().program(for: document)
/// print(try program.text(format: .cplexLP))
/// ```
///
/// It never calls the direct engine: the two share only the lowering (what each axis asks
/// for), placement and rounding, so their agreement checks the distributions themselves.
public struct LPEngine: LayoutEngine {
  /// The GLPK options used for every program.
  public var solver: GLPKSolver

  /// The longest a solve of one document may take, `nil` (the default) for no limit.
  ///
  /// Each call of ``solve(_:)-(LayoutDocument)`` (and ``solveTiered(_:)``, or a
  /// ``/TrellisCore/LayoutSession``'s layout) starts a ``/TrellisCore/Deadline`` that every
  /// GLPK call of that solve shares (``GLPKSolver/Options/deadline``): each call gets the time
  /// left, and the loops between calls (layout rounds, tier stages, conflict tests, fair
  /// filling rounds) stop at the first call after it. The solve then throws
  /// ``LPEngineError/timeLimitReached(_:)``, unless ``stopsConflictSearchAtTimeLimit`` keeps
  /// the conflict found so far. A limit that is not reached changes no answer.
  public var timeLimit: TimeLimit?

  /// Whether a time limit reached while searching a minimal conflict keeps the conflict found
  /// so far instead of throwing.
  ///
  /// The search among the required rules stops and the document is laid out with that
  /// conflict, marked ``/TrellisCore/RuleConflict/isMinimal`` `false` (what
  /// `trellis explain --time-limit` does; HiGHS's `iis_time_limit` does the same). The
  /// conflict is then a set of required rules that cannot all hold, possibly not minimal.
  ///
  /// Once a conflict is shown (the search ended or was stopped), the layout from it is
  /// finished without the deadline — the tier stages (a few warm solves per tier, no search)
  /// and the next layout pass, which is the last round when the limit has run out — so the
  /// solve can overrun the limit by about the time of one solve without a conflict. A limit
  /// reached before a conflict is shown (in the first layout pass, the elastic solve that
  /// shows the required rules cannot all hold, or a document whose required rules hold)
  /// still throws ``LPEngineError/timeLimitReached(_:)``.
  public var stopsConflictSearchAtTimeLimit = false

  /// For tests: the feasibility tests a conflict search makes before it acts as if the
  /// deadline had passed (a clock that stops a search at a chosen point, whatever the
  /// machine's speed); `nil`, the default, for the real clock only.
  var conflictTestsBeforeDeadline: Int?

  /// Makes the engine.
  ///
  /// - Parameters:
  ///   - solver: GLPK and its options; by default ``defaultSolver``.
  ///   - timeLimit: the longest a solve of one document may take (``timeLimit``); none by
  ///     default.
  public init(solver: GLPKSolver = LPEngine.defaultSolver, timeLimit: TimeLimit? = nil) {
    self.solver = solver
    self.timeLimit = timeLimit
  }

  /// `lp`.
  public var name: LayoutAnswer.Engine { .lp }

  /// GLPK as the engine uses it unless told otherwise: primal simplex, no presolve, and no
  /// duals read back (layouts need only the values).
  public static var defaultSolver: GLPKSolver {
    var options = GLPKSolver.Options()
    options.readsDuals = false
    return GLPKSolver(options: options)
  }

  /// Lays a document out.
  ///
  /// A document with constraints or groups is solved by its strict tiers
  /// (``solveTiered(_:)``).
  ///
  /// - Parameter document: a validated document.
  /// - Returns: the frames of every item and every container with an id, and grid tracks.
  /// - Throws: ``LPEngineError/invalidDocument(_:)`` for an invalid document (checked unless
  ///   it was read from JSON or validated); otherwise ``LPEngineError`` when a program cannot
  ///   be solved to optimality (never for a valid document within the documented limits).
  /// - Complexity: one program per distributing container axis, each typically O(segments)
  ///   simplex iterations; a `fair` or `css` axis with capped tracks starts from the tracks
  ///   its water level caps (an O(segments log segments) prediction) and solves again only
  ///   for a cap the prediction missed.
  public func solve(_ document: LayoutDocument) throws(LPEngineError) -> LayoutAnswer {
    try Self.checkValid(document)
    return try bounded { engine throws(LPEngineError) in
      if document.isConstrained { return try engine.tieredLayout(document) }
      return try LayoutPass.run(
        document, engine: engine.name, solver: LPAxisSolver(solver: engine.solver),
        measurementFailed: LPEngineError.measurement)
    }
  }

  /// Solves one lowered per-axis sizing problem through its linear program.
  ///
  /// - Parameter problem: the segments, the available length and the distribution.
  /// - Returns: the final size of each segment, in order (integral under WeView's arithmetic
  ///   when the problem asks for it).
  /// - Throws: ``LPEngineError`` when the program cannot be solved to optimality.
  /// - Complexity: one program of O(segments) variables and rows (more rounds for a `fair`
  ///   problem only when the predicted capped segments are off).
  public func solve(_ problem: AxisProblem) throws(LPEngineError) -> [Double] {
    try bounded { engine throws(LPEngineError) in
      try LPAxisSolver(solver: engine.solver).sizes(for: problem, number: 0)
    }
  }

  /// The linear program the engine solves for a document: the programs of every container
  /// axis, in the order the layout pass meets them, as one program with readable names
  /// (`main.x.col[2].width`, `main.x.col.sum`, `main.x.col.stretch`).
  ///
  /// Under `rounding: none` and `pixel` a nested container that fills its cell is linked to
  /// its parent: its container sum is the parent's cell variable (less margins and spacings)
  /// instead of a constant. Under `compat` every block keeps its constant, since WeView rounds
  /// between levels. Each fair unit is held at its optimum from below (a lexicographic stage),
  /// compat blocks have a unique feasible point, and the objective maximises the sum of the
  /// fair units, so the whole program's optimum is the layout.
  ///
  /// - Parameter document: a validated document.
  /// - Returns: the program.
  /// - Throws: ``LPEngineError`` as ``solve(_:)-(LayoutDocument)`` does.
  public func program(for document: LayoutDocument) throws(LPEngineError) -> LinearProgram {
    try Self.checkValid(document)
    return try bounded { engine throws(LPEngineError) in Self.join(try engine.blocks(for: document))
    }
  }

  /// The programs of every container axis of a document, each with the parent segment its
  /// available length is (real-valued layouts only: WeView rounds between levels).
  func blocks(for document: LayoutDocument) throws(LPEngineError) -> [LPAxisSolver.RecordedBlock] {
    let axisSolver = LPAxisSolver(solver: solver, plan: document.plan)
    let linked = document.rounding != .compat
    let links = FrameLinks()
    _ = try LayoutPass.run(
      document, engine: name, solver: axisSolver,
      recorder: linked ? links : NoRecorder.shared, measurementFailed: LPEngineError.measurement)
    var blocks = axisSolver.blocks
    if linked {
      for index in blocks.indices { blocks[index].link = links.available(of: blocks[index].source) }
    }
    return blocks
  }

  /// The blocks as one program, linked and with each fair unit held as
  /// ``program(for:)`` says (a parent's optimum is fixed before a child's).
  static func join(_ blocks: [LPAxisSolver.RecordedBlock], linking: Bool = true) -> LinearProgram {
    var whole = LinearProgram(name: "trellis", sense: .maximize)
    whole.objectiveName = "fairness"
    // The last program of each problem (its final stage) and where its variables start.
    var final: [Int: (offset: Int, sizes: [LinearProgram.Variable])] = [:]
    for block in blocks {
      var program = block.program
      if let unit = block.fairUnit {
        try? program.setBounds(unit.variable, lower: unit.optimum, upper: .infinity)
      }
      let variableOffset = whole.variables.count
      let rowOffset = whole.rows.count
      whole.append(program)
      if linking, let link = block.link, let sum = block.sum, let parent = final[link.problem],
        link.segments.allSatisfy(parent.sizes.indices.contains)
      {
        // Σ sizes = available = Σ parent segments + offset.
        let row = rowOffset + sum.index
        let parentSizes = link.segments.map {
          LinearProgram.Term(
            LinearProgram.Variable(index: parent.offset + parent.sizes[$0].index), -1)
        }
        whole.rows[row].terms = LinearProgram.canonical(whole.rows[row].terms + parentSizes)
        whole.rows[row].lower = link.offset
        whole.rows[row].upper = link.offset
      }
      final[block.number] = (variableOffset, block.sizes)
    }
    return whole
  }
}

/// Why the LP engine could not lay a document out.
public enum LPEngineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The document is invalid (``/TrellisCore/LayoutDocument/validate()``), with its JSON path.
  case invalidDocument(DocumentError)
  /// An item's ``/TrellisCore/ContentMeasurer`` threw or gave a size that is not a length.
  case measurement(MeasurementError)
  /// A compiled program was invalid for GLPK (for example a number outside 1e-30…1e30).
  case invalidProgram(LinearProgramError)
  /// GLPK did not find an optimum.
  case notOptimal(LPStatus)
  /// The document asks for something the tiered solve cannot state, at a JSON path (for
  /// example a constraint on a frame that no solved segment decides).
  case unsupported(path: String, message: String)
  /// The engine's ``LPEngine/timeLimit`` ran out before the layout was done.
  case timeLimitReached(TimeLimit)

  public var description: String {
    switch self {
    case .invalidDocument(let error): error.description
    case .measurement(let error): error.description
    case .invalidProgram(let error): "the layout's linear program is invalid: \(error)"
    case .notOptimal(let status): "the layout's linear program was not solved: \(status)"
    case .unsupported(let path, let message): "\(path): \(message)"
    case .timeLimitReached(let limit): LayoutError.timeLimitMessage(limit)
    }
  }

  /// The error as any engine's: a refusal stays one, a failure to solve keeps its message.
  public var layoutError: LayoutError {
    switch self {
    case .invalidDocument(let error): .invalid(error)
    case .measurement(let error): .measurement(error)
    case .unsupported(let path, let message): .unsupported(path: path, message: message)
    case .timeLimitReached(let limit): .timeLimitReached(limit)
    case .invalidProgram, .notOptimal: .unsolved(description)
    }
  }
}

extension LPEngine {
  /// Refuses an invalid document before any program is made.
  ///
  /// - Throws: ``LPEngineError/invalidDocument(_:)``.
  static func checkValid(_ document: LayoutDocument) throws(LPEngineError) {
    do {
      try document.validate()
    } catch {
      throw .invalidDocument(error)
    }
  }
}

extension LinearProgram {
  /// Appends another program's variables and rows (renumbered), adding its objective
  /// coefficients with the sign that keeps its optimum under this program's sense.
  mutating func append(_ block: LinearProgram) {
    let offset = variables.count
    let flip: Double = block.sense == sense ? 1 : -1
    for variable in block.variables {
      addVariable(
        variable.name, lower: variable.lower, upper: variable.upper,
        objective: flip * variable.objective)
    }
    for row in block.rows {
      addRow(
        row.name,
        row.terms.map { Term(Variable(index: $0.variable.index + offset), $0.coefficient) },
        lower: row.lower, upper: row.upper)
    }
  }
}

extension LPEngine {
  /// The LP engine's failure as any engine's.
  public static func layoutError(_ failure: LPEngineError) -> LayoutError { failure.layoutError }
}
