internal import CGLPK
import TrellisCore

/// The vertex of a certified basis as a function of the program's bounds: exact, so a
/// re-solve whose bounds moved is a few passes over the items, with no GLPK call.
///
/// With the basis fixed, each basic item is an affine function of the nonbasic items' values,
/// which sit at their bounds: `x_B = B⁻¹ · (−N · x_N)` in GLPK's terms. So the vertex at new
/// bounds is the vertex at earlier ones (the base) plus, for each nonbasic item whose bound
/// moved by `Δ`, `Δ` times that item's direction (how the basic items move per unit of it,
/// `B⁻¹` times its column of `(I | −A)`). The base is a refined vertex
/// (``VertexPolish``, good to about 2⁻¹⁰⁴ of each value) and each direction is refined the
/// same way (``direction(of:pointer:program:head:)``), so the sum is good to about 2⁻¹⁰⁴
/// too, and rounds to the refined vertex's bits: the same doubles but for a value within
/// about 1e-30 (relative) of the midpoint of two doubles, as two bases of the same vertex.
///
/// A session's resizes move the same few bounds each time (an axis's available length, in its
/// `bounds` and `fill` rows): their directions are found once, at the first full refinement
/// that saw them move, and kept.
///
/// Shared by copies of a session's memory on several threads: its state is read and
/// replaced under a lock, and computed outside it.
final class ParametricVertex: @unchecked Sendable {
  /// A refined vertex and the bounds it is the vertex at.
  struct Base {
    /// Every item's bounds (by item, from 1; index 0 unused).
    var bounds: [(lower: Double, upper: Double)]
    /// Every item's value (by item, from 1).
    var values: [DoubleDouble]
  }

  private let lock = ThreadLock()
  /// The last refined vertex (guarded by `lock`).
  private var base: Base?
  /// Each nonbasic item's direction found so far, by item: how every item moves per unit of
  /// it (guarded by `lock`).
  private var directions: [Int: [DoubleDouble]] = [:]

  /// The basis: which items are basic, and which bound each nonbasic one sits at.
  private let basis: LPBasis
  /// The basic items, in item order.
  private let basic: [Int]

  init(basis: LPBasis) {
    self.basis = basis
    let count = basis.rows.count + basis.variables.count
    basic = (1..<(count + 1)).filter { basis[item: $0] == .basic }
  }

  /// The most nonbasic items whose bounds may move for the vertex to be found from the base
  /// (each costs a pass over the items, and its direction is kept: 16 bytes per item).
  static let largestMoves = 16

  /// The bound a nonbasic item sits at, or `nil` for a basic or free one (whose value does
  /// not follow a bound).
  private func sittingBound(_ item: Int, _ bounds: (lower: Double, upper: Double)) -> Double? {
    switch basis[item: item] {
    case .lower, .fixed: bounds.lower
    case .upper: bounds.upper
    case .basic, .free: nil
    }
  }

  /// The nonbasic items whose bounds differ (bit for bit) between `bounds` and `program`'s,
  /// each with its bound in both.
  private func moves(
    from bounds: (Int) -> (lower: Double, upper: Double), to program: LinearProgram
  ) -> [(item: Int, from: Double, to: Double)] {
    var moved: [(item: Int, from: Double, to: Double)] = []
    let m = program.rows.count
    let count = m + program.variables.count
    for item in 1..<(count + 1) {
      let new = program.bounds(ofItem: item)
      guard let to = sittingBound(item, new), let from = sittingBound(item, bounds(item)),
        to.bitPattern != from.bitPattern
      else { continue }
      moved.append((item, from, to))
    }
    return moved
  }

  /// Every item's value at `program`'s bounds, from the base and the kept directions, when
  /// the base exists, at most ``largestMoves`` bounds moved and each has its direction.
  ///
  /// - Returns: every item's value (by item, from 1), or `nil`.
  /// - Complexity: O(items) per moved bound, and O(items) to find them.
  func values(at program: LinearProgram) -> [DoubleDouble]? {
    let (base, directions) = lock.withLock { (self.base, self.directions) }
    guard let base, base.bounds.count == program.rows.count + program.variables.count + 1
    else { return nil }
    let moved = moves(from: { base.bounds[$0] }, to: program)
    guard moved.count <= Self.largestMoves else { return nil }
    var values = base.values
    for move in moved {
      guard let direction = directions[move.item] else { return nil }
      // The move, exactly.
      let delta = DoubleDouble.twoSum(move.to, -move.from)
      values[move.item] = DoubleDouble(move.to)
      for item in basic { values[item] = values[item] + delta * direction[item] }
    }
    return values
  }

  /// Keeps a refined vertex as the base, with the directions of the bounds that moved since
  /// the last base (or since `certified`, the program the basis was certified at), found
  /// with the basis factors.
  ///
  /// - Parameters:
  ///   - values: every item's refined value (by item, from 1) at `program`'s bounds.
  ///   - program: the program at those bounds.
  ///   - certified: the program the basis was certified at.
  ///   - pointer: a GLPK problem holding the basis, factorised.
  ///   - head: the basic item at each basis position (from 1).
  /// - Complexity: ``LPSession/refinementSteps`` solves with the basis factors and passes over
  ///   the program's nonzeros per new direction.
  func keep(
    _ values: [DoubleDouble], at program: LinearProgram, certified: LinearProgram,
    pointer: OpaquePointer, head: [Int]
  ) {
    let count = program.rows.count + program.variables.count
    guard values.count == count + 1 else { return }
    var bounds: [(lower: Double, upper: Double)] = [(0, 0)]
    bounds.reserveCapacity(count + 1)
    for item in 1..<(count + 1) { bounds.append(program.bounds(ofItem: item)) }
    let (last, known) = lock.withLock { (base, directions) }
    let moved =
      last.map { last in moves(from: { last.bounds[$0] }, to: program) }
      ?? moves(from: { certified.bounds(ofItem: $0) }, to: program)
    var found: [Int: [DoubleDouble]] = [:]
    if moved.count <= Self.largestMoves {
      for move in moved where known[move.item] == nil {
        found[move.item] = Self.direction(
          of: move.item, pointer: pointer, program: program, head: head)
      }
    }
    lock.withLock {
      base = Base(bounds: bounds, values: values)
      directions.merge(found) { kept, _ in kept }
    }
  }

  /// How every item moves per unit of a nonbasic item: 1 for the item itself, `B⁻¹` times
  /// its column of `(I | −A)` for the basic ones, 0 for the others; refined as the vertex is
  /// (each step's residual in double-double arithmetic, the correction from the basis
  /// factors).
  ///
  /// - Complexity: ``LPSession/refinementSteps`` solves with the basis factors and passes
  ///   over the program's nonzeros.
  static func direction(
    of item: Int, pointer: OpaquePointer, program: LinearProgram, head: [Int]
  ) -> [DoubleDouble] {
    let m = program.rows.count
    var direction = [DoubleDouble](
      repeating: DoubleDouble(0), count: m + program.variables.count + 1)
    direction[item] = DoubleDouble(1)
    var residual = [Double](repeating: 0, count: m + 1)
    for _ in 0..<LPSession.refinementSteps {
      for (index, row) in program.rows.enumerated() {
        var sum = direction[index + 1]
        for term in row.terms {
          sum = sum + (-term.coefficient) * direction[m + term.variable.index + 1]
        }
        residual[index + 1] = -sum.value
      }
      glp_ftran(pointer, &residual)
      for position in 1..<(m + 1) {
        direction[head[position]] = direction[head[position]] + residual[position]
      }
    }
    return direction
  }
}
