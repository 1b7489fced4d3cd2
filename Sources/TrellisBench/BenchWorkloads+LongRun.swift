import TrellisCore

extension BenchWorkloads {
  /// The one constraint of a long run (``longRunDocument(items:constraint:)``).
  public enum LongRunConstraint: Sendable, CaseIterable {
    /// `i1.width == 2 * i0.width`, strong: two items' weak stretch rules give way.
    case ratio
    /// The middle item starts 50 points right of where the layout puts it, strong: the
    /// items before it widen, their weak stretch rules sharing the push, and the program
    /// states the item's start through the run's position chain (`root.x.pos[k]`, a row per
    /// item up to it).
    case position
  }

  /// A horizontal layout of `items` items with distinct desired widths and one constraint
  /// (issue 18's long linear layout): the tiered solve of a long run.
  ///
  /// The items (`i0`, `i1`, …) are 20 to 81 points wide, each width distinct, 20 tall, 4
  /// points apart, centred (the default alignment) in a frame a quarter wider than they need;
  /// no item stretches.
  ///
  /// - Parameters:
  ///   - items: the number of items, at least 2.
  ///   - constraint: which constraint (``LongRunConstraint``).
  /// - Returns: the document (`rounding: none`).
  public static func longRunDocument(
    items: Int, constraint: LongRunConstraint = .ratio
  ) -> LayoutDocument {
    let count = max(2, items)
    let spacing = 4.0
    var widths: [Double] = []
    widths.reserveCapacity(count)
    for index in 0..<count {
      // 61 whole widths, and a distinct fraction of a point each.
      widths.append(20 + Double(index * 37 % 61) + Double(index) / Double(count))
    }
    let children = widths.enumerated().map { index, width in
      var item = ItemOptions()
      item.desired = AxisPair(width, 20)
      return LayoutNode(id: "i\(index)", item: item)
    }
    var run = LinearLayout(axis: .horizontal, children: children)
    run.spacing = spacing
    let needed = widths.reduce(0, +) + spacing * Double(count - 1)
    let width = (needed * 1.25).rounded()
    var document = LayoutDocument(
      root: LayoutNode(id: "root", content: .linear(run)), size: AxisPair(width, 40),
      rounding: .none)
    let text: String
    switch constraint {
    case .ratio:
      text = "i1.width == 2 * i0.width"
    case .position:
      // Centred, the middle item starts at half the free space plus the items before it.
      let middle = count / 2
      let start =
        (width - needed) / 2 + widths[..<middle].reduce(0, +) + spacing * Double(middle)
      text = "i\(middle).x >= \(LayoutAnswer.number((start + 50).rounded()))"
    }
    if let rule = try? LayoutConstraint(text, in: document, strength: .strong, id: "long-run") {
      document.constraints.append(rule)
    }
    return checked(document)
  }
}
