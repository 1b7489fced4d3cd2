import TrellisCore

extension BenchWorkloads {
  /// Two grids of `columns` columns in a vertical layout whose columns are tied pairwise by
  /// size groups: the tiered solve of a shortfall shared over thousands of groups.
  ///
  /// Each grid is as wide as its own items (grid `a`'s are `10 + 3·(i mod 6)` points wide,
  /// grid `b`'s `10 + 5·(i mod 4)`), so a tied pair of columns takes its larger item's width
  /// only where the other grid has room: the desired widths (medium) give way, each pair's
  /// larger item by at most the difference between the two, and the spreading stage shares
  /// the shortfall up to those caps (the LP engine reads them as bounds implied through
  /// the groups' rows). 2-point column spacings, `rounding: none`.
  ///
  /// - Parameters:
  ///   - columns: the number of columns of each grid (at least 1).
  ///   - groups: the groups' tier (`nil`: required, the format's default).
  /// - Returns: the document.
  public static func tiedGridsDocument(
    columns: Int, groups: LayoutConstraint.Strength? = nil
  ) -> LayoutDocument {
    let count = max(1, columns)
    func grid(_ name: String, _ width: (Int) -> Double) -> LayoutNode {
      let children = (0..<count).map { index in
        var item = ItemOptions()
        item.desired = AxisPair(width(index), 10)
        return LayoutNode(id: "\(name)\(index)", item: item)
      }
      var grid = GridLayout(children: children, count: .columns(count))
      grid.columnSpacing = Spacing(size: 2)
      return LayoutNode(id: name, content: .grid(grid))
    }
    let column = LinearLayout(
      axis: .vertical,
      children: [
        grid("a") { 10 + 3 * Double($0 % 6) }, grid("b") { 10 + 5 * Double($0 % 4) },
      ])
    var document = LayoutDocument(
      root: LayoutNode(id: "root", content: .linear(column)),
      size: AxisPair(40 * Double(count), 200), rounding: .none)
    document.groups = (0..<count).map { index in
      SizeGroup(
        name: "g\(index)",
        tracks: [
          .column(id: "a", index: index, size: true), .column(id: "b", index: index, size: true),
        ])
    }
    if let groups { document.ruleStrengths[.groups] = groups }
    return checked(document)
  }
}
