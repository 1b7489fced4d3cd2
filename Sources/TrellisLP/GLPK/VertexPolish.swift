internal import CGLPK

/// The work of ``LPSession/polishedVertex(exact:tolerance:)`` on a GLPK problem.
///
/// The problem's last basis has a factorisation. Items are GLPK's: rows 1…m (their
/// activities), then variables m+1…m+n; the rows say `activity_i − Σ a_ij x_j = 0`.
struct VertexPolish {
  let pointer: OpaquePointer
  let program: LinearProgram
  let exact: LPSession.ExactBounds
  let tolerance: Double
  let m: Int
  let n: Int
  /// Every item's value (by item, from 1), refined once ``run()`` returns values.
  private(set) var values: [DoubleDouble] = []
  /// The basic item at each basis position (from 1).
  private(set) var head: [Int] = []
  /// Each item's group (nonbasic at a bound that is not exact), -1 for none.
  private var groupOf: [Int] = []
  /// Each group's value and its direction: how the basic items move per unit of it, by basis
  /// position (`B⁻¹` times the sum of its items' columns).
  private var groups: [(value: DoubleDouble, direction: [Double])] = []
  /// Each group's number by its value's bits.
  private var groupOfValue: [UInt64: Int] = [:]
  /// Every variable's value as the simplex method left it.
  private var simplex: [Double] = []
  /// Each group's partner: a basis position held at an exact bound, or at the value of a
  /// group (a basic item at a bound the solve set to that group's value).
  private var partners: [(position: Int, bound: Double, group: Int?)] = []

  init(
    pointer: OpaquePointer, program: LinearProgram, exact: LPSession.ExactBounds,
    tolerance: Double
  ) {
    self.pointer = pointer
    self.program = program
    self.exact = exact
    self.tolerance = tolerance
    m = program.rows.count
    n = program.variables.count
  }

  mutating func run() -> [Double]? {
    // The last basic solution computed afresh from its factorisation
    // (``LPSession/refreshedSolution(status:)``).
    guard m > 0, n > 0, glp_bf_exists(pointer) != 0 else { return nil }
    // Each group's direction is a dense column of the basis's size.
    guard readItems(), groups.count <= LPSession.largestGroupCount,
      groups.count * (m + 1) <= LPSession.largestDirections
    else { return nil }
    head = [0] + (1...m).map { Int(glp_get_bhead(pointer, Int32($0))) }
    if !groups.isEmpty {
      findDirections()
      guard choosePartners() else { return nil }
    }
    return refined()
  }

  /// The program's own bounds of an item.
  private func bounds(_ item: Int) -> (lower: Double, upper: Double) {
    if item <= m, item <= exact.rows.count { return exact.rows[item - 1] }
    if item > m, item - m <= exact.variables.count { return exact.variables[item - m - 1] }
    return program.bounds(ofItem: item)
  }

  /// Reads every item's value, and groups the nonbasic ones that sit at a bound that is not
  /// exact by that bound (in item order).
  ///
  /// - Returns: whether every item reads as a number.
  private mutating func readItems() -> Bool {
    values = [DoubleDouble](repeating: DoubleDouble(0), count: m + n + 1)
    simplex.reserveCapacity(n)
    groupOf = [Int](repeating: -1, count: m + n + 1)
    for item in 1...(m + n) {
      let isRow = item <= m
      let index = Int32(isRow ? item : item - m)
      let value = isRow ? glp_get_row_prim(pointer, index) : glp_get_col_prim(pointer, index)
      guard value.isFinite else { return false }
      values[item] = DoubleDouble(value)
      if !isRow { simplex.append(value) }
      let status = isRow ? glp_get_row_stat(pointer, index) : glp_get_col_stat(pointer, index)
      guard status != GLP_BS else { continue }
      let (lower, upper) = bounds(item)
      guard value != lower && value != upper else { continue }
      let key = (value == 0 ? 0 : value).bitPattern
      if let group = groupOfValue[key] {
        groupOf[item] = group
      } else {
        groupOfValue[key] = groups.count
        groupOf[item] = groups.count
        groups.append((DoubleDouble(value), []))
      }
    }
    return true
  }

  /// Each group's direction: `B⁻¹` times the sum of its items' columns of `(I | −A)`.
  private mutating func findDirections() {
    var columns = [[Double]](
      repeating: [Double](repeating: 0, count: m + 1), count: groups.count)
    for (index, row) in program.rows.enumerated() {
      if groupOf[index + 1] >= 0 { columns[groupOf[index + 1]][index + 1] += 1 }
      for term in row.terms {
        let group = groupOf[m + term.variable.index + 1]
        if group >= 0 { columns[group][index + 1] -= term.coefficient }
      }
    }
    for group in groups.indices {
      glp_ftran(pointer, &columns[group])
      groups[group].direction = columns[group]
    }
  }

  /// Chooses a partner for each group: basic items at an exact bound, or at a bound the solve
  /// set to a group's value (held at that value: it moves with the group's own unknown too),
  /// whose moves along the groups' directions are independent, by elimination (for each
  /// group in turn the candidate that moves most along it once the chosen ones are
  /// eliminated; the lowest position among equals).
  ///
  /// - Returns: whether every group has one.
  private mutating func choosePartners() -> Bool {
    let count = groups.count
    var candidates: [(position: Int, bound: Double, group: Int?, moves: [Double])] = []
    for position in 1...m
    where groups.contains(where: { $0.direction[position] != 0 }) {
      let moves = groups.map { $0.direction[position] }
      if let bound = exactBound(at: head[position]) {
        candidates.append((position, bound, nil, moves))
      } else if let group = groupBound(at: head[position]) {
        var coupled = moves
        coupled[group] += 1
        candidates.append((position, 0, group, coupled))
      }
    }
    guard let chosen = Self.independent(candidates.map(\.moves), columns: count) else {
      return false
    }
    for best in chosen {
      partners.append(
        (candidates[best].position, candidates[best].bound, candidates[best].group))
    }
    return true
  }

  /// One row of `moves` for each column, independent: for each column in turn the row that
  /// moves most along it once the rows chosen for the columns before are eliminated (the
  /// first among equals), and more than ``smallestMove`` of the column's largest move.
  ///
  /// - Parameters:
  ///   - moves: each candidate's moves, one per column.
  ///   - columns: how many columns.
  /// - Returns: the candidate chosen for each column, or `nil` when a column has none.
  /// - Complexity: O(columns² · candidates).
  static func independent(_ moves: [[Double]], columns: Int) -> [Int]? {
    var moves = moves
    var chosen = [Bool](repeating: false, count: moves.count)
    var rows: [Int] = []
    rows.reserveCapacity(columns)
    for column in 0..<columns {
      let largest = moves.reduce(0.0) { max($0, abs($1[column])) }
      var best: Int?
      for candidate in moves.indices where !chosen[candidate] {
        if let current = best, abs(moves[current][column]) >= abs(moves[candidate][column]) {
          continue
        }
        best = candidate
      }
      guard let best, largest > 0, abs(moves[best][column]) > smallestMove * largest else {
        return nil
      }
      chosen[best] = true
      rows.append(best)
      // Eliminate this column from the others' moves.
      let pivot = moves[best]
      for candidate in moves.indices where !chosen[candidate] {
        let factor = moves[candidate][column] / pivot[column]
        guard factor != 0 else { continue }
        for other in column..<columns { moves[candidate][other] -= factor * pivot[other] }
      }
    }
    return rows
  }

  /// The fraction of the tolerance under which a refined value is 0: the refinement reaches
  /// about 1e-32 of the layout's scale, far below any length a layout holds.
  static let zeroFraction = 1e-12

  /// The smallest move, relative to the largest along the group's direction, that a partner
  /// may have once the chosen partners are eliminated.
  static let smallestMove = 1e-9

  /// The exact bound a basic item sits at, within the tolerance.
  private func exactBound(at item: Int) -> Double? {
    let value = values[item].high
    let (lower, upper) = bounds(item)
    if lower.isFinite && abs(value - lower) <= tolerance * max(1, abs(lower)) { return lower }
    if upper.isFinite && abs(value - upper) <= tolerance * max(1, abs(upper)) { return upper }
    return nil
  }

  /// The group whose value a basic item sits at, within the tolerance, when that value is
  /// one of its bounds as the solve set them (not one of its exact bounds).
  private func groupBound(at item: Int) -> Int? {
    let value = values[item].high
    let (lower, upper) = program.bounds(ofItem: item)
    for bound in [lower, upper] where bound.isFinite {
      guard abs(value - bound) <= tolerance * max(1, abs(bound)),
        let group = groupOfValue[(bound == 0 ? 0 : bound).bitPattern]
      else { continue }
      return group
    }
    return nil
  }

  /// Iterative refinement of the basic items and the groups' values: each step computes every
  /// row's residual in double-double arithmetic, solves for the basic items' correction with
  /// the basis factors, and for the groups' so that the partners sit at their bounds.
  ///
  /// - Returns: the variables' values, rounded, or `nil` when the partners' system is
  ///   singular or a value moved more than ``largestMove`` tolerances from the simplex
  ///   method's.
  private mutating func refined() -> [Double]? {
    var residual = [Double](repeating: 0, count: m + 1)
    let count = groups.count
    // The partners' system: D[i][g], how partner i moves along group g.
    let system = partners.map { partner in
      groups.indices.map { group in
        groups[group].direction[partner.position] + (partner.group == group ? 1 : 0)
      }
    }
    for _ in 0..<LPSession.refinementSteps {
      Self.correction(of: values, program, pointer, into: &residual)
      guard count > 0 else {
        for position in 1...m {
          values[head[position]] = values[head[position]] + residual[position]
        }
        continue
      }
      // Σ_g D[i][g]·Δw_g = u[p_i] − (target_i − x[p_i]), the target a bound or a group's
      // value (whose own change is in D).
      var right = partners.map { partner in
        let target = partner.group.map { groups[$0].value } ?? DoubleDouble(partner.bound)
        let gap = target + -values[head[partner.position]]
        return residual[partner.position] - gap.value
      }
      guard let changes = Self.solve(system, &right) else { return nil }
      for position in 1...m {
        var move = residual[position]
        for group in 0..<count { move -= changes[group] * groups[group].direction[position] }
        values[head[position]] = values[head[position]] + move
      }
      for group in 0..<count { groups[group].value = groups[group].value + changes[group] }
      for item in 1...(m + n) where groupOf[item] >= 0 {
        values[item] = groups[groupOf[item]].value
      }
    }
    // A value that is 0 exactly refines to round-off of round-off, not to 0.
    let zero = tolerance * Self.zeroFraction
    // The vertex is the simplex method's to its accuracy; a polish that moved a value further
    // (partners held at bounds they only nearly met, an ill-conditioned system) is not kept.
    let moved = tolerance * Self.largestMove
    var polished = [Double](repeating: 0, count: n)
    for index in 0..<n {
      let value = values[m + index + 1].value
      guard value.isFinite, abs(value - simplex[index]) <= moved else {
        return nil
      }
      polished[index] = abs(value) <= zero ? 0 : value
    }
    return polished
  }

  /// One step of iterative refinement's correction: every row's residual at `values` (every
  /// item's value, by item from 1; rows say `activity_i − Σ a_ij x_j = 0`) computed in
  /// double-double arithmetic, rounded, and solved with the basis factors: how each basic
  /// item (by basis position, from 1) must move.
  ///
  /// - Complexity: a pass over the program's nonzeros and one solve with the basis factors.
  static func correction(
    of values: [DoubleDouble], _ program: LinearProgram, _ pointer: OpaquePointer,
    into residual: inout [Double]
  ) {
    let m = program.rows.count
    for (index, row) in program.rows.enumerated() {
      var sum = values[index + 1]
      for term in row.terms {
        sum = sum + (-term.coefficient) * values[m + term.variable.index + 1]
      }
      residual[index + 1] = -sum.value
    }
    glp_ftran(pointer, &residual)
  }

  /// How far a polished value may be from the simplex method's, in tolerances: 1e4, so 1e-7
  /// of the layout's scale (the simplex method's vertex is good to about 1e-12 of it).
  static let largestMove = 1e4

  /// Solves a small dense square system by Gaussian elimination with partial pivoting.
  ///
  /// - Returns: the solution, or `nil` when a pivot is 0.
  static func solve(_ matrix: [[Double]], _ right: inout [Double]) -> [Double]? {
    var a = matrix
    let size = a.count
    for column in 0..<size {
      var pivot = column
      for row in column..<size where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
      guard a[pivot][column] != 0 else { return nil }
      a.swapAt(column, pivot)
      right.swapAt(column, pivot)
      for row in (column + 1)..<size {
        let factor = a[row][column] / a[column][column]
        guard factor != 0 else { continue }
        for other in column..<size { a[row][other] -= factor * a[column][other] }
        right[row] -= factor * right[column]
      }
    }
    var solution = [Double](repeating: 0, count: size)
    for row in (0..<size).reversed() {
      var sum = right[row]
      for other in (row + 1)..<size { sum -= a[row][other] * solution[other] }
      solution[row] = sum / a[row][row]
    }
    return solution
  }
}
