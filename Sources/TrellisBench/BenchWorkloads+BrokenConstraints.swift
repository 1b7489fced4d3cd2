import TrellisCore

extension BenchWorkloads {
  /// A horizontal run of `items` items with a medium constraint between each pair,
  /// `i(2k).width >= i(2k+1).width`, two in seven of which the desired widths break: the tiered
  /// solve of many broken constraints (the start mends them: `TieredBuilder.repairs`).
  ///
  /// The items are 20 to 26 points wide (`20 + 5k mod 7`), 20 tall, 2 points apart, in a frame
  /// 30 points per item wide (room for every mend); no item stretches.
  ///
  /// - Parameter items: the number of items, at least 2.
  /// - Returns: the document (`rounding: none`).
  public static func brokenConstraintsDocument(items: Int) -> LayoutDocument {
    let count = max(2, items)
    let children = (0..<count).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(20 + Double(index * 5 % 7), 20)
      return LayoutNode(id: "i\(index)", item: item)
    }
    var run = LinearLayout(axis: .horizontal, children: children)
    run.spacing = 2
    var document = LayoutDocument(
      root: LayoutNode(id: "row", content: .linear(run)), size: AxisPair(30 * Double(count), 40),
      rounding: .none)
    for index in stride(from: 0, to: count - 1, by: 2) {
      if let rule = try? LayoutConstraint(
        "i\(index).width >= i\(index + 1).width", in: document, strength: .medium)
      {
        document.constraints.append(rule)
      }
    }
    return checked(document)
  }
}
