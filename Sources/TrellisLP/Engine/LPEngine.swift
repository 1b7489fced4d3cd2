import TrellisCore

/// The LP engine: every container axis of a document compiled into a linear program and solved
/// by GLPK (semantics §5 D1), then placed and rounded by the same shared code as the direct
/// engine.
///
/// ```swift
/// let document = try LayoutDocument(json: text)
/// let answer = try LPEngine().solve(document)   // answer.engine == "lp"
/// let program = try LPEngine().program(for: document)
/// print(try program.text(format: .cplexLP))
/// ```
///
/// It never calls the direct engine: the two share only the lowering (what each axis asks
/// for), placement and rounding, so their agreement checks the distributions themselves.
public struct LPEngine: Sendable {
  /// The GLPK options used for every program.
  public var solver: GLPKSolver

  /// Makes the engine.
  ///
  /// - Parameter solver: GLPK and its options; by default ``defaultSolver``.
  public init(solver: GLPKSolver = LPEngine.defaultSolver) {
    self.solver = solver
  }

  /// GLPK as the engine uses it unless told otherwise: primal simplex, no presolve, and no
  /// duals read back (layouts need only the values).
  public static var defaultSolver: GLPKSolver {
    var options = GLPKSolver.Options()
    options.readsDuals = false
    return GLPKSolver(options: options)
  }

  /// Lays a document out.
  ///
  /// - Parameter document: a validated document.
  /// - Returns: the frames of every item and every container with an id, and grid tracks.
  /// - Throws: ``LPEngineError`` when a program cannot be solved to optimality (never for a
  ///   valid document within the documented limits).
  /// - Complexity: one program per distributing container axis (several rounds for `fair`
  ///   axes with capped tracks), each typically O(segments) simplex iterations.
  public func solve(_ document: LayoutDocument) throws(LPEngineError) -> LayoutAnswer {
    let axisSolver = LPAxisSolver(solver: solver, recording: false)
    let answer = LayoutPass.run(document, engine: "lp", solver: axisSolver)
    if let failure = axisSolver.failure { throw failure }
    return answer
  }

  /// Solves one lowered per-axis sizing problem through its linear program.
  ///
  /// - Parameter problem: the segments, the available length and the distribution.
  /// - Returns: the final size of each segment, in order (integral under WeView's arithmetic
  ///   when the problem asks for it).
  /// - Throws: ``LPEngineError`` when the program cannot be solved to optimality.
  /// - Complexity: one program of O(segments) variables and rows (more rounds for `fair`
  ///   problems with capped segments).
  public func solve(_ problem: AxisProblem) throws(LPEngineError) -> [Double] {
    let axisSolver = LPAxisSolver(solver: solver, recording: false)
    let sizes = axisSolver.solve(
      problem,
      origin: AxisProblemOrigin(container: "", layout: "grid", axis: .horizontal, purpose: .layout))
    if let failure = axisSolver.failure { throw failure }
    return sizes
  }

  /// The linear program the engine solves for a document: the programs of every container
  /// axis, in the order the layout pass meets them, as one program with readable names
  /// (`main.x.col[2].width`, `main.x.col.sum`, `main.x.col.stretch`).
  ///
  /// The blocks share no variables, so the whole program's optimum is every block's optimum;
  /// its objective maximises the sum of the fair units (compat blocks have a unique feasible
  /// point and no objective).
  ///
  /// - Parameter document: a validated document.
  /// - Returns: the program.
  /// - Throws: ``LPEngineError`` as ``solve(_:)`` does.
  public func program(for document: LayoutDocument) throws(LPEngineError) -> LinearProgram {
    let axisSolver = LPAxisSolver(solver: solver, recording: true)
    _ = LayoutPass.run(document, engine: "lp", solver: axisSolver)
    if let failure = axisSolver.failure { throw failure }
    var whole = LinearProgram(name: "trellis", sense: .maximize)
    whole.objectiveName = "fairness"
    for block in axisSolver.programs { whole.append(block) }
    return whole
  }
}

/// Why the LP engine could not lay a document out.
public enum LPEngineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A compiled program was invalid for GLPK (for example a number outside 1e-30…1e30).
  case invalidProgram(LinearProgramError)
  /// GLPK did not find an optimum.
  case notOptimal(LPStatus)

  public var description: String {
    switch self {
    case .invalidProgram(let error): "the layout's linear program is invalid: \(error)"
    case .notOptimal(let status): "the layout's linear program was not solved: \(status)"
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
