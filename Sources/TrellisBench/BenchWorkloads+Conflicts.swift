import TrellisCore

/// The conflict-search workload (issue 18, item 1): `k` required rules in one conflict.
extension BenchWorkloads {
  /// A grid of `rules` columns whose widths are bound in a cycle by `rules` required
  /// constraints that cannot all hold: `c0: g.col[0].width >= g.col[1].width + 1`, …,
  /// `c(k−2): g.col[k−2].width >= g.col[k−1].width + 1`, and `c(k−1): g.col[k−1].width >=
  /// g.col[0].width`.
  ///
  /// Every rule of the cycle is needed (without any one of them the rest is a path the grid
  /// has room for: its width, `12k + k²/2`, takes the tallest path), so the minimal
  /// conflicting set is the whole cycle. The `k` required rules share the shortfall of `k − 1`
  /// points; the grid's items (10 points desired) are the medium and weak tiers.
  ///
  /// - Parameter rules: the number of constraints and of columns, at least 2.
  /// - Returns: the document (`rounding: none`).
  public static func conflictChainDocument(rules: Int) -> LayoutDocument {
    let count = max(2, rules)
    let children = (0..<count).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(10, 4)
      return LayoutNode(id: "a\(index)", item: item)
    }
    let grid = GridLayout(children: children, count: .columns(count))
    let width = Double(12 * count + count * count / 2)
    var document = LayoutDocument(
      root: LayoutNode(id: "g", content: .grid(grid)), size: AxisPair(width, 10),
      rounding: .none)
    for index in 0..<count {
      let next = (index + 1) % count
      let gap = next == 0 ? "" : " + 1"
      if var constraint = try? LayoutConstraint(
        "g.col[\(index)].width >= g.col[\(next)].width\(gap)", in: document)
      {
        constraint.id = "c\(index)"
        document.constraints.append(constraint)
      }
    }
    return checked(document)
  }
}
