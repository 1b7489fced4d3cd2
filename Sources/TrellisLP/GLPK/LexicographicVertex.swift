internal import CGLPK

/// A basis shown to be the only lexicographic optimum of a program for a sequence of
/// objectives, kept factorised for the same program at other bounds.
///
/// Every nonbasic item (variable or row) sits at one of the program's own bounds, and the
/// vector of its reduced costs for the objectives in order has a first entry clearly away from
/// 0 with the sign that makes any move of it off its bound worse (lexicographic dual
/// feasibility, strictly). That does not depend on the bounds: at any bounds of the same kinds
/// where the basis is primal feasible, its vertex is the program's only lexicographic optimum,
/// whatever path a solve takes to it. So a re-solve at new bounds is one check of primal
/// feasibility and the vertex refined exactly (``vertex(at:tolerance:sameMatrix:)``), with no
/// simplex iteration and, on the thread that made it, no factorisation; or, when only a few
/// bounds moved, the last vertex refined moved along them (``movedVertex(at:tolerance:)``),
/// with no GLPK call at all.
final class LexicographicVertex: @unchecked Sendable {
  /// The program the basis was shown optimal for (its bounds those of that layout).
  let program: LinearProgram
  /// The basis.
  let basis: LPBasis
  /// The factorised problem, for the next re-solve on the thread that made it.
  private let slot: GLPKProblemSlot
  /// The vertex as a function of the bounds, from the last one refined.
  let parametric: ParametricVertex

  private init(program: LinearProgram, basis: LPBasis, problem: GLPKProblem) {
    self.program = program
    self.basis = basis
    slot = GLPKProblemSlot(problem, scaled: false)
    parametric = ParametricVertex(basis: basis)
  }

  /// The smallest reduced cost, relative to the objective's largest coefficient, that counts
  /// as not 0 in the lexicographic test.
  static let smallestReducedCost = 1e-9

  /// The most work the choice of partners may take (k² times the candidates, for k items
  /// that change bound): 10⁸ operations; a larger optimum is not certified.
  static let largestElimination = 100_000_000

  /// Shows the vertex of a staged solve's last basis to be the program's only lexicographic
  /// optimum, and keeps it.
  ///
  /// `held` is the program with the bounds the staged solve ended with (optima it fixed,
  /// faces it held); `program` has its own bounds. The last basis, `start`, has nonbasic items
  /// at bounds of `held` that `program` does not have: each of them becomes basic, and a
  /// basic item that sits at one of the program's bounds leaves in its place (chosen by
  /// elimination over how the items move the basic ones), so that every nonbasic item sits at
  /// a bound of `program`.
  ///
  /// - Parameters:
  ///   - program: the program with its own bounds.
  ///   - held: the same program with the bounds the staged solve ended with.
  ///   - start: the staged solve's last basis.
  ///   - values: the staged solve's optimum (every variable), to check the vertex against.
  ///   - objectives: the objectives in order (variable index, coefficient).
  ///   - tolerance: how far an item may sit from a bound to count as at it, and the vertex
  ///     from `values`.
  ///   - anticipating: items whose bounds later programs are expected to move together (by
  ///     group): the vertex is refined here and their directions found
  ///     (``ParametricVertex``), so that the first of those programs is moved to, not refined.
  /// - Returns: the certified vertex, or `nil` when no such basis was found or it is not
  ///   strictly lexicographically optimal (a tie, a degenerate choice).
  /// - Complexity: two factorisations, one solve with the basis factors per item that
  ///   changes bound and per objective, and O(k² · candidates) for k such items.
  static func certify(
    program: LinearProgram, held: LinearProgram, start: LPBasis, values: [Double],
    objectives: [[(index: Int, coefficient: Double)]], tolerance: Double,
    anticipating: [[Int]] = []
  ) -> LexicographicVertex? {
    let m = program.rows.count
    let n = program.variables.count
    guard m > 0, start.fits(program), held.rows.count == m, held.variables.count == n,
      values.count == n
    else { return nil }
    let problem = GLPKProblem(loading: held, names: false)
    guard problem.setBasis(start), glp_warm_up(problem.pointer) == 0 else { return nil }
    let pointer = problem.pointer
    // Items 1…m are rows, m+1…m+n variables.
    func value(_ item: Int) -> Double {
      item <= m
        ? glp_get_row_prim(pointer, Int32(item)) : glp_get_col_prim(pointer, Int32(item - m))
    }
    func status(_ item: Int) -> Int32 {
      item <= m
        ? glp_get_row_stat(pointer, Int32(item)) : glp_get_col_stat(pointer, Int32(item - m))
    }
    func at(_ value: Double, _ bound: Double) -> Bool {
      bound.isFinite && abs(value - bound) <= tolerance * max(1, abs(bound))
    }
    // The nonbasic items away from the program's bounds, and every item's new status.
    var statuses = start
    var pending: [Int] = []
    for item in 1...(m + n) where status(item) != GLP_BS {
      let (lower, upper) = program.bounds(ofItem: item)
      let sits = value(item)
      let new: LPBasis.Status
      if lower == upper && sits == lower {
        new = .fixed
      } else if sits == lower {
        new = .lower
      } else if sits == upper {
        new = .upper
      } else {
        pending.append(item)
        new = .basic
      }
      statuses[item: item] = new
    }
    // How each pending item moves the basic ones: B⁻¹ times its column of (I | −A), a dense
    // column each (within the polish's budget).
    guard pending.count * (m + 1) <= LPSession.largestDirections else { return nil }
    var directions = [[Double]](
      repeating: [Double](repeating: 0, count: m + 1), count: pending.count)
    var pendingOf = [Int](repeating: -1, count: m + n + 1)
    for (index, item) in pending.enumerated() { pendingOf[item] = index }
    for (index, row) in program.rows.enumerated() {
      if pendingOf[index + 1] >= 0 { directions[pendingOf[index + 1]][index + 1] += 1 }
      for term in row.terms where pendingOf[m + term.variable.index + 1] >= 0 {
        directions[pendingOf[m + term.variable.index + 1]][index + 1] -= term.coefficient
      }
    }
    for index in directions.indices { glp_ftran(pointer, &directions[index]) }
    // Partners: basic items at one of the program's bounds, independent along the pending
    // items' moves (elimination, the largest move first).
    var candidates: [(item: Int, upper: Bool, moves: [Double])] = []
    for position in 1...m {
      let item = Int(glp_get_bhead(pointer, Int32(position)))
      let (lower, upper) = program.bounds(ofItem: item)
      let sits = value(item)
      guard at(sits, lower) || at(sits, upper) else { continue }
      let moves = directions.map { $0[position] }
      guard moves.contains(where: { $0 != 0 }) else { continue }
      candidates.append((item, !at(sits, lower), moves))
    }
    // The elimination costs about k² per candidate.
    guard pending.count * pending.count * candidates.count <= largestElimination else {
      return nil
    }
    guard
      let chosen = VertexPolish.independent(candidates.map(\.moves), columns: pending.count)
    else { return nil }
    for best in chosen {
      let item = candidates[best].item
      let (lower, upper) = program.bounds(ofItem: item)
      let new: LPBasis.Status =
        lower == upper ? .fixed : candidates[best].upper ? .upper : .lower
      statuses[item: item] = new
    }
    guard problem.reload(program) else { return nil }
    // The new basis at the program's own bounds: its vertex must be the staged solve's. A
    // nonbasic item that could leave its bound for the better (at a degenerate vertex, where
    // a basic item at its bound blocks the move) is exchanged with that item, a few times.
    for exchanges in 0...largestExchanges {
      guard problem.setBasis(statuses), glp_warm_up(pointer) == 0 else { return nil }
      for index in 0..<n
      where !(abs(glp_get_col_prim(pointer, Int32(index + 1)) - values[index]) <= tolerance * 1e4) {
        return nil
      }
      switch lexicographicVerdict(problem, statuses, objectives) {
      case .optimal:
        let vertex = LexicographicVertex(program: program, basis: statuses, problem: problem)
        if !anticipating.isEmpty {
          vertex.anticipate(anticipating, problem: problem, tolerance: tolerance * 1e-3)
        }
        return vertex
      case .tied:
        return nil
      case .improvable(let item, let up, let count):
        // Each exchange settles one item at most: too many to settle, give up at once.
        guard exchanges + count <= largestExchanges,
          exchange(problem, &statuses, entering: item, up: up, tolerance: tolerance)
        else { return nil }
      }
    }
    return nil
  }

  /// Refines the vertex at the program's bounds as the parametric vertex's base, and finds
  /// the directions of `groups` of items expected to move together.
  private func anticipate(_ groups: [[Int]], problem: GLPKProblem, tolerance: Double) {
    var polish = VertexPolish(
      pointer: problem.pointer, program: program,
      exact: LPSession.ExactBounds(rows: [], variables: []), tolerance: tolerance)
    guard polish.run() != nil else { return }
    parametric.prepare(
      polish.values, at: program.itemBounds, groups: groups,
      program: program, pointer: problem.pointer, head: polish.head)
  }

  /// Whether every nonbasic item that is not fixed has a first reduced cost clearly away from
  /// 0, over the objectives in order, with the sign that makes leaving its bound worse
  /// (``Verdict/optimal``); otherwise the first item whose move would be better, or a tie.
  private static func lexicographicVerdict(
    _ problem: GLPKProblem, _ basis: LPBasis, _ objectives: [[(index: Int, coefficient: Double)]]
  ) -> Verdict {
    let pointer = problem.pointer
    let m = basis.rows.count
    let n = basis.variables.count
    // Each nonbasic item's verdict so far: undecided, or settled.
    var settled = [Bool](repeating: false, count: m + n + 1)
    var undecided = 0
    for item in 1...(m + n) {
      let state = basis[item: item]
      if state == .basic || state == .fixed {
        settled[item] = true
      } else {
        undecided += 1
      }
    }
    // Each objective's reduced costs from the basis factors: π = B⁻ᵀ c_B, then
    // d = c − (I | −A)ᵀ π: −π_i for row i, c_j + Σ_i a_ij π_i for variable j.
    let program = problem.program
    let head = [0] + (1...m).map { Int(glp_get_bhead(pointer, Int32($0))) }
    var cost = [Double](repeating: 0, count: n)
    for objective in objectives {
      for index in cost.indices { cost[index] = 0 }
      var largest = 0.0
      for (index, coefficient) in objective {
        cost[index] = coefficient
        largest = max(largest, abs(coefficient))
      }
      var prices = [Double](repeating: 0, count: m + 1)
      for position in 1...m where head[position] > m {
        prices[position] = cost[head[position] - m - 1]
      }
      glp_btran(pointer, &prices)
      var reduced = cost
      for (row, definition) in program.rows.enumerated() where prices[row + 1] != 0 {
        for term in definition.terms {
          reduced[term.variable.index] += term.coefficient * prices[row + 1]
        }
      }
      let smallest = smallestReducedCost * max(1, largest)
      // The items whose move would be better for this objective: the first, and how many.
      var better: (item: Int, up: Bool)?
      var count = 0
      for item in 1...(m + n) where !settled[item] {
        let slope = item <= m ? -prices[item] : reduced[item - m - 1]
        guard abs(slope) > smallest else { continue }
        let state = basis[item: item]
        switch state {
        case .lower where slope < 0, .upper where slope > 0:
          count += 1
          if better == nil { better = (item, state == .lower) }
        case .lower, .upper: break
        default: return .tied
        }
        settled[item] = true
        undecided -= 1
      }
      if let better { return .improvable(item: better.item, up: better.up, count: count) }
      if undecided == 0 { return .optimal }
    }
    return undecided == 0 ? .optimal : .tied
  }

  /// The vertex of the certified basis at `new`'s bounds, refined exactly and correctly
  /// rounded, when the basis is primal feasible there: then it is `new`'s only lexicographic
  /// optimum for the certified objectives.
  ///
  /// When only a few bounds moved since the last vertex refined here, and their directions
  /// are known, the vertex is that one moved along them (``ParametricVertex``: the same
  /// bits, no GLPK call); otherwise it is refined from the basis factors.
  ///
  /// - Parameters:
  ///   - new: the program at new bounds: the same matrix, and each bound finite, infinite or
  ///     fixed as in ``program``.
  ///   - tolerance: how far a basic item may be outside a bound (a few ulps of the layout).
  ///   - sameMatrix: whether `new`'s rows are known to have ``program``'s terms (the vertex is
  ///     moved only then; the refinement checks the matrix itself).
  /// - Returns: every variable's value and whether it was moved rather than refined, or `nil`
  ///   when `new` does not qualify or the basis is not feasible at its bounds.
  /// - Complexity: O(items) per bound moved, when their directions are known; otherwise
  ///   O(nonzeros) and a few solves with the basis factors, and one factorisation on a thread
  ///   other than the one that certified it.
  func vertex(at new: LinearProgram, tolerance: Double, sameMatrix: Bool)
    -> (values: [Double], moved: Bool)?
  {
    guard sameKinds(new) else { return nil }
    if sameMatrix,
      let vertex = movedVertex(at: new.itemBounds, tolerance: tolerance)
    {
      return (vertex, true)
    }
    // Kept only for the certified matrix, the one the directions are of.
    return refinedVertex(at: new, tolerance: tolerance, keeping: sameMatrix).map { ($0, false) }
  }

  /// The vertex refined from the basis factors (``VertexPolish``), kept as the parametric
  /// vertex's base when `keeping`.
  func refinedVertex(at new: LinearProgram, tolerance: Double, keeping: Bool)
    -> [Double]?
  {
    let problem: GLPKProblem
    if let kept = slot.take(for: new, scaling: false) {
      problem = kept
    } else {
      problem = GLPKProblem(loading: new, names: false)
      guard problem.setBasis(basis) else { return nil }
    }
    defer { slot.put(problem) }
    let pointer = problem.pointer
    if glp_bf_exists(pointer) == 0 { guard problem.setBasis(basis) else { return nil } }
    guard glp_warm_up(pointer) == 0 else { return nil }
    // A basis clearly infeasible here is rejected before the refinement.
    for (index, variable) in new.variables.enumerated() {
      let value = glp_get_col_prim(pointer, Int32(index + 1))
      guard value >= variable.lower - Self.roughly(variable.lower),
        value <= variable.upper + Self.roughly(variable.upper)
      else { return nil }
    }
    for (index, row) in new.rows.enumerated() {
      let value = glp_get_row_prim(pointer, Int32(index + 1))
      guard value >= row.lower - Self.roughly(row.lower),
        value <= row.upper + Self.roughly(row.upper)
      else { return nil }
    }
    var polish = VertexPolish(
      pointer: pointer, program: new, exact: LPSession.ExactBounds(rows: [], variables: []),
      tolerance: tolerance)
    guard let values = polish.run() else { return nil }
    // Primal feasibility, on the refined values: every variable and row within its bounds.
    for (index, variable) in new.variables.enumerated() {
      let value = values[index]
      guard value >= variable.lower - tolerance, value <= variable.upper + tolerance else {
        return nil
      }
    }
    for row in new.rows {
      // Each value is rounded: the activity is good to about an ulp of its terms' sizes.
      var activity = DoubleDouble(0)
      var size = 0.0
      for term in row.terms {
        activity = activity + term.coefficient * DoubleDouble(values[term.variable.index])
        size += abs(term.coefficient * values[term.variable.index])
      }
      let sum = activity.value
      let slack = tolerance + size * 0x1p-50
      guard sum >= row.lower - slack, sum <= row.upper + slack else { return nil }
    }
    if keeping {
      parametric.keep(
        polish.values, at: new.itemBounds,
        earlier: program.itemBounds, program: new, pointer: pointer,
        head: polish.head)
    }
    return values
  }

  /// How far outside a bound GLPK's basic solution may be before the refinement decides:
  /// GLPK's own feasibility tolerance (relative beyond 1).
  private static func roughly(_ bound: Double) -> Double {
    bound.isFinite ? 1e-7 * (1 + abs(bound)) : 0
  }

  /// Whether `new` has the certified program's shape and kinds of bounds.
  private func sameKinds(_ new: LinearProgram) -> Bool {
    guard new.rows.count == program.rows.count, new.variables.count == program.variables.count
    else { return false }
    let kind = LinearProgram.boundKind
    for (a, b) in zip(new.rows, program.rows) where kind(a.lower, a.upper) != kind(b.lower, b.upper)
    {
      return false
    }
    for (a, b) in zip(new.variables, program.variables)
    where kind(a.lower, a.upper) != kind(b.lower, b.upper) || a.objective != b.objective {
      return false
    }
    return true
  }
}
