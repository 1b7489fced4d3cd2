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
/// same way (``direction(of:pointer:program:head:steps:)``), so the sum is good to about 2⁻¹⁰⁴
/// too, and rounds to the refined vertex's bits: the same doubles but for a value within
/// about 1e-30 (relative) of the midpoint of two doubles, as two bases of the same vertex.
///
/// A session's resizes move the same few bounds each time (an axis's available length, in its
/// `bounds` and `fill` rows, by the same amount): the direction of each group of bounds that
/// move together is found once and kept, in advance when the certificate expects the group
/// (``prepare(_:at:groups:program:pointer:head:steps:)``), otherwise at the first refinement
/// that saw it move (``keep(_:at:earlier:program:pointer:head:steps:)``).
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
  /// The directions found so far, by the nonbasic items that move together (in item order):
  /// how every item moves per unit of their common move (guarded by `lock`).
  private var directions: [[Int]: [DoubleDouble]] = [:]

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

  /// The most directions kept, and the most values they may hold in all (16 bytes each:
  /// 8 MB): a session that moves many different bounds (desired sizes edited one segment
  /// after another) keeps the first ones found.
  static let largestKeptDirections = 64
  static let largestKeptValues = 500_000

  /// Keeps a direction unless one is kept for those items, or the kept ones are at
  /// ``largestKeptDirections`` or would pass ``largestKeptValues`` (call holding `lock`).
  private func keep(_ direction: [DoubleDouble], for items: [Int]) {
    guard directions[items] == nil, directions.count < Self.largestKeptDirections,
      (directions.count + 1) * direction.count <= Self.largestKeptValues
    else { return }
    directions[items] = direction
  }

  /// The bound a nonbasic item sits at, or `nil` for a basic or free one (whose value does
  /// not follow a bound).
  private func sittingBound(_ item: Int, _ bounds: (lower: Double, upper: Double)) -> Double? {
    switch basis[item: item] {
    case .lower, .fixed: bounds.lower
    case .upper: bounds.upper
    case .basic, .free: nil
    }
  }

  /// Nonbasic items whose bounds move by the same amount: from one bound to another, the
  /// same for each (an axis's `bounds` and `fill` rows, which both hold its available length).
  struct Move {
    var items: [Int]
    var from: Double
    var to: Double
  }

  /// The nonbasic items whose bounds differ (bit for bit) between `from` and `to` (by item),
  /// grouped by the bounds they sit at in both (in item order).
  private func moves(
    from: [(lower: Double, upper: Double)], to: [(lower: Double, upper: Double)]
  ) -> [Move] {
    var moved: [Move] = []
    for item in 1..<min(from.count, to.count) {
      guard let new = sittingBound(item, to[item]), let old = sittingBound(item, from[item]),
        new.bitPattern != old.bitPattern
      else { continue }
      if let index = moved.firstIndex(where: {
        $0.from.bitPattern == old.bitPattern && $0.to.bitPattern == new.bitPattern
      }) {
        moved[index].items.append(item)
      } else {
        moved.append(Move(items: [item], from: old, to: new))
      }
    }
    return moved
  }

  /// Every item's value at `bounds` (by item, from 1), from the base and the kept directions,
  /// when the base exists, at most ``largestMoves`` bounds moved and each has its direction.
  ///
  /// - Returns: every item's value (by item, from 1), or `nil`.
  /// - Complexity: O(items) per moved bound, and O(items) to find them.
  func values(at bounds: [(lower: Double, upper: Double)]) -> [DoubleDouble]? {
    let (base, directions) = lock.withLock { (self.base, self.directions) }
    guard let base, base.bounds.count == bounds.count else { return nil }
    return values(from: base, moving: moves(from: base.bounds, to: bounds), directions)
  }

  /// The base moved along `moved`, when each has its direction.
  private func values(
    from base: Base, moving moved: [Move], _ directions: [[Int]: [DoubleDouble]]
  ) -> [DoubleDouble]? {
    // A bound that became infinite (or was) has no move: another kind of bounds.
    guard moved.count <= Self.largestMoves,
      moved.allSatisfy({ $0.from.isFinite && $0.to.isFinite })
    else { return nil }
    var values = base.values
    for move in moved {
      guard let parts = parts(of: move.items, directions) else { return nil }
      // The move, exactly.
      let delta = DoubleDouble.twoSum(move.to, -move.from)
      for item in move.items { values[item] = DoubleDouble(move.to) }
      for direction in parts {
        for item in basic { values[item] = values[item] + delta * direction[item] }
      }
    }
    return values
  }

  /// The directions whose groups make up `items`: its own, or else known groups within it
  /// that cover it (directions add up: the columns of a group are the sum of its parts'),
  /// kept as its own for the next time.
  private func parts(of items: [Int], _ directions: [[Int]: [DoubleDouble]])
    -> [[DoubleDouble]]?
  {
    if let direction = directions[items] { return [direction] }
    var left = Set(items)
    var parts: [[DoubleDouble]] = []
    for (group, direction) in directions.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) })
    where group.allSatisfy({ left.contains($0) }) {
      parts.append(direction)
      left.subtract(group)
    }
    guard left.isEmpty, var sum = parts.first else { return nil }
    // The sum is as exact as its parts (double-double), but not bit for bit their sequence
    // of moves: the parts are used this time, the sum from the next.
    for part in parts.dropFirst() {
      for item in sum.indices { sum[item] = sum[item] + part[item] }
    }
    lock.withLock { self.keep(sum, for: items) }
    return parts
  }

  /// Keeps a vertex as the base, with the directions of the bounds that moved since the last
  /// base (or since `earlier`, when there is none), found with the basis factors.
  ///
  /// - Parameters:
  ///   - values: every item's value (by item, from 1) at `bounds`: refined, for a vertex
  ///     that must round as a refinement does.
  ///   - bounds: every item's bounds (by item, from 1).
  ///   - earlier: the bounds the basis was found at.
  ///   - program: the program (its matrix).
  ///   - pointer: a GLPK problem holding the basis, factorised, unscaled.
  ///   - head: the basic item at each basis position (from 1).
  ///   - steps: the refinement steps for each new direction.
  /// - Complexity: `steps` solves with the basis factors and passes over the program's
  ///   nonzeros per new direction.
  func keep(
    _ values: [DoubleDouble], at bounds: [(lower: Double, upper: Double)],
    earlier: [(lower: Double, upper: Double)], program: LinearProgram,
    pointer: OpaquePointer, head: [Int], steps: Int = LPSession.refinementSteps
  ) {
    guard values.count == bounds.count else { return }
    let last = lock.withLock { base }
    let moved = moves(from: last?.bounds ?? earlier, to: bounds)
    let groups =
      moved.count <= Self.largestMoves
      ? moved.filter { $0.from.isFinite && $0.to.isFinite }.map(\.items) : []
    store(
      values, at: bounds, directionsOf: groups, program: program, pointer: pointer,
      head: head, steps: steps)
  }

  /// Keeps a vertex as the base, with the directions of `groups` of items expected to move
  /// together: each reduced to its nonbasic items that sit at a finite bound, and groups whose
  /// items sit at the same bound merged (several axes given the same length, which a resize
  /// moves alike), as ``values(at:)`` groups the moves it finds.
  ///
  /// - Parameters: as ``keep(_:at:earlier:program:pointer:head:steps:)``'s, and `groups`,
  ///   the items (by item, from 1) of each group.
  /// - Complexity: `steps` solves with the basis factors and passes over the program's
  ///   nonzeros per merged group (at most ``largestMoves``).
  func prepare(
    _ values: [DoubleDouble], at bounds: [(lower: Double, upper: Double)], groups: [[Int]],
    program: LinearProgram, pointer: OpaquePointer, head: [Int],
    steps: Int = LPSession.refinementSteps
  ) {
    guard values.count == bounds.count else { return }
    // Each group's items by the bound they sit at, merged across groups.
    var merged: [(bound: UInt64, items: [Int])] = []
    for group in groups {
      for item in group where item > 0 && item < bounds.count {
        guard let bound = sittingBound(item, bounds[item]), bound.isFinite else { continue }
        let key = (bound == 0 ? 0 : bound).bitPattern
        if let index = merged.firstIndex(where: { $0.bound == key }) {
          merged[index].items.append(item)
        } else {
          merged.append((key, [item]))
        }
      }
    }
    store(
      values, at: bounds,
      directionsOf: merged.prefix(Self.largestMoves).map { Array(Set($0.items)).sorted() },
      program: program, pointer: pointer, head: head, steps: steps)
  }

  /// Keeps `values` as the base, and the directions of `groups` not kept yet, as far as the
  /// kept directions' limits allow (found outside the lock, kept under it).
  private func store(
    _ values: [DoubleDouble], at bounds: [(lower: Double, upper: Double)],
    directionsOf groups: [[Int]], program: LinearProgram, pointer: OpaquePointer,
    head: [Int], steps: Int
  ) {
    let known = lock.withLock { directions }
    var found: [[Int]: [DoubleDouble]] = [:]
    for items in groups where known[items] == nil && found[items] == nil {
      guard known.count + found.count < Self.largestKeptDirections,
        (known.count + found.count + 1) * bounds.count <= Self.largestKeptValues
      else { break }
      found[items] = Self.direction(
        of: items, pointer: pointer, program: program, head: head, steps: steps)
    }
    lock.withLock {
      base = Base(bounds: bounds, values: values)
      for (items, direction) in found.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
        keep(direction, for: items)
      }
    }
  }

  /// How every item moves per unit of a common move of some nonbasic items: 1 for those
  /// items, `B⁻¹` times the sum of their columns of `(I | −A)` for the basic ones, 0 for the
  /// others; refined as the vertex is (each step's residual in double-double arithmetic, the
  /// correction from the basis factors).
  ///
  /// - Complexity: `steps` solves with the basis factors and passes over the program's
  ///   nonzeros.
  static func direction(
    of items: [Int], pointer: OpaquePointer, program: LinearProgram, head: [Int], steps: Int
  ) -> [DoubleDouble] {
    let m = program.rows.count
    var direction = [DoubleDouble](
      repeating: DoubleDouble(0), count: m + program.variables.count + 1)
    for item in items { direction[item] = DoubleDouble(1) }
    var residual = [Double](repeating: 0, count: m + 1)
    for _ in 0..<steps {
      VertexPolish.correction(of: direction, program, pointer, into: &residual)
      for position in 1..<(m + 1) {
        direction[head[position]] = direction[head[position]] + residual[position]
      }
    }
    return direction
  }
}
