internal import CGLPK
import TrellisCore

/// A program's optimal basis, kept with its factors, whose basic solution at other bounds of
/// the same kinds is found without a simplex iteration: moved along the bounds that moved
/// (``ParametricVertex``), once their directions are known.
///
/// A session keeps a few for the proof that the last layout's required conflict is still the
/// only one (`TieredProgram.ConflictMemo`): the basic solution of an optimal basis at new
/// bounds is a witness of feasibility where it is within them, and its objective a lower bound
/// of the new optimum (the basis stays dual feasible: its reduced costs do not depend on the
/// bounds).
final class KeptBasis: @unchecked Sendable {
  /// The program as solved.
  let program: LinearProgram
  /// The optimum's objective.
  let objective: Double
  private let bounds: [(lower: Double, upper: Double)]
  private let parametric: ParametricVertex
  private let slot: GLPKProblemSlot

  private init(program: LinearProgram, objective: Double, basis: LPBasis, problem: GLPKProblem) {
    self.program = program
    self.objective = objective
    bounds = program.itemBounds
    parametric = ParametricVertex(basis: basis)
    slot = GLPKProblemSlot(problem, scaled: false)
  }

  /// Solves `program` by the primal simplex method, unscaled, from its basis hint (or the
  /// standard basis), and keeps its optimal basis.
  ///
  /// - Parameters:
  ///   - program: the program.
  ///   - options: the solver's options.
  ///   - anticipating: items whose bounds later calls are expected to move together (by
  ///     group): their directions are found now, so that the first such call is a move.
  /// - Returns: the kept basis, or `nil` when the program has no optimum (infeasible,
  ///   unbounded, or the solver stopped) or no rows.
  /// - Complexity: one cold solve, and a solve with the basis factors per group.
  static func solving(
    _ program: LinearProgram, options: GLPKSolver.Options, anticipating: [[Int]] = []
  ) -> KeptBasis? {
    guard !program.rows.isEmpty, !program.variables.isEmpty else { return nil }
    let problem = GLPKProblem(loading: program, names: false)
    problem.prepareColdStart(options, scaling: false)
    let solution = problem.simplex(options, method: .primal, reading: false)
    let pointer = problem.pointer
    guard solution.status == .optimal, glp_bf_exists(pointer) != 0 else { return nil }
    let kept = KeptBasis(
      program: program, objective: solution.objective, basis: problem.basis(), problem: problem)
    if !anticipating.isEmpty, glp_warm_up(pointer) == 0 {
      kept.parametric.prepare(
        kept.basicSolution(pointer), at: kept.bounds, groups: anticipating, program: program,
        pointer: pointer, head: kept.head(pointer), steps: 1)
    }
    return kept
  }

  /// Every item's value in the GLPK problem's basic solution (by item, from 1).
  private func basicSolution(_ pointer: OpaquePointer) -> [DoubleDouble] {
    let m = program.rows.count
    var values = [DoubleDouble](repeating: DoubleDouble(0), count: bounds.count)
    for item in 1..<bounds.count {
      values[item] = DoubleDouble(
        item <= m
          ? glp_get_row_prim(pointer, Int32(item)) : glp_get_col_prim(pointer, Int32(item - m)))
    }
    return values
  }

  /// The basic item at each basis position (from 1).
  private func head(_ pointer: OpaquePointer) -> [Int] {
    [0] + (1..<(program.rows.count + 1)).map { Int(glp_get_bhead(pointer, Int32($0))) }
  }

  /// The basic solution at `bounds` (every item's value, by item from 1; index 0 unused).
  ///
  /// Moved from the last one along the bounds that moved when their directions are known;
  /// otherwise computed from the kept factors (on the thread that made them) and kept, with
  /// the directions of the bounds that moved.
  ///
  /// - Parameter bounds: every item's bounds (``LinearProgram/itemBounds``).
  /// - Returns: the values, or `nil` when they could not be found here (bounds of another
  ///   kind than the program's, another thread, or too many bounds moved).
  /// - Complexity: O(items) per bound moved, once its direction is known.
  func values(at bounds: [(lower: Double, upper: Double)]) -> [DoubleDouble]? {
    if let values = parametric.values(at: bounds) { return values }
    // Bounds of other kinds would change the basis's statuses (and its dual feasibility).
    guard program.hasBoundKinds(of: bounds) else { return nil }
    let moved = program.withItemBounds(bounds)
    guard let problem = slot.take(for: moved, scaling: false) else { return nil }
    defer { slot.put(problem) }
    let pointer = problem.pointer
    guard glp_bf_exists(pointer) != 0, glp_warm_up(pointer) == 0 else { return nil }
    let values = basicSolution(pointer)
    parametric.keep(
      values, at: bounds, earlier: self.bounds, program: moved, pointer: pointer,
      head: head(pointer), steps: 1)
    return values
  }
}
