/// A program's bounds item by item, as GLPK numbers the items (rows 1…m, then variables):
/// what a program at other bounds of the same matrix differs in.
extension LinearProgram {
  /// Every item's bounds (by item, from 1; index 0 unused).
  ///
  /// - Complexity: O(variables + rows).
  var itemBounds: [(lower: Double, upper: Double)] {
    var bounds: [(lower: Double, upper: Double)] = [(0, 0)]
    bounds.reserveCapacity(rows.count + variables.count + 1)
    for row in rows { bounds.append((row.lower, row.upper)) }
    for variable in variables { bounds.append((variable.lower, variable.upper)) }
    return bounds
  }

  /// The program with every item's bounds taken from `bounds` (by item, from 1), which has
  /// one entry per item and index 0 unused.
  ///
  /// - Complexity: O(variables + rows).
  func withItemBounds(_ bounds: [(lower: Double, upper: Double)]) -> LinearProgram {
    var moved = self
    let m = rows.count
    for index in moved.rows.indices {
      moved.rows[index].lower = bounds[index + 1].lower
      moved.rows[index].upper = bounds[index + 1].upper
    }
    for index in moved.variables.indices {
      moved.variables[index].lower = bounds[m + index + 1].lower
      moved.variables[index].upper = bounds[m + index + 1].upper
    }
    return moved
  }

  /// A bound's kind: finite below, finite above, fixed (what a basis's statuses depend on).
  static func boundKind(_ lower: Double, _ upper: Double) -> Int {
    (lower.isFinite ? 1 : 0) + (upper.isFinite ? 2 : 0) + (lower == upper ? 4 : 0)
  }

  /// Whether `bounds` (by item, from 1) has one entry per item, each of the kind of this
  /// program's bounds of that item.
  ///
  /// - Complexity: O(variables + rows).
  func hasBoundKinds(of bounds: [(lower: Double, upper: Double)]) -> Bool {
    let m = rows.count
    guard bounds.count == m + variables.count + 1 else { return false }
    for (index, row) in rows.enumerated()
    where Self.boundKind(row.lower, row.upper)
      != Self.boundKind(bounds[index + 1].lower, bounds[index + 1].upper)
    {
      return false
    }
    for (index, variable) in variables.enumerated()
    where Self.boundKind(variable.lower, variable.upper)
      != Self.boundKind(bounds[m + index + 1].lower, bounds[m + index + 1].upper)
    {
      return false
    }
    return true
  }
}
