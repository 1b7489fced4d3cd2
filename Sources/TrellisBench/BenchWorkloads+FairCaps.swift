import TrellisCore

extension BenchWorkloads {
  /// A 1×`columns` grid whose water-filling caps most columns one by one (issue 18's
  /// progressive-filling workload).
  ///
  /// Every column stretches (weights 1 to 4) from its content (10 to 40 points) up to its own
  /// maximum: the maxima are 50 to 90 points, all different (a seeded permutation of
  /// `columns` steps), so the unit at which each cap binds differs from column to column. The
  /// width takes 85 % of what the maxima leave above the content, so most columns end at
  /// their maximum and the last ones share the rest (`rounding: none`, 2-point spacings).
  ///
  /// - Parameters:
  ///   - columns: the number of columns (at least 1).
  ///   - distribution: `fair` (the default) or `css`.
  ///   - constrained: `true` adds one required constraint (`grid.col[0].width >= 1`, which
  ///     the layout meets), so the document goes through the tiered solve.
  /// - Returns: the document.
  public static func fairCapsDocument(
    columns: Int, distribution: Distribution = .fair, constrained: Bool = false
  ) -> LayoutDocument {
    let columns = max(1, columns)
    var random = Generator(seed: seed &+ UInt64(columns) &* 31)
    var order = Array(0..<columns)
    order.shuffle(using: &random)
    var sizings: [TrackSizing] = []
    var children: [LayoutNode] = []
    var width = 2 * Double(columns - 1)
    for index in 0..<columns {
      let desired = Double(Int.random(in: 10...40, using: &random))
      let maximum = 50 + 40 * Double(order[index]) / Double(columns)
      var sizing = TrackSizing(stretch: Double(Int.random(in: 1...4, using: &random)))
      sizing.max = maximum
      sizings.append(sizing)
      var item = ItemOptions()
      item.desired = AxisPair(desired, 20)
      children.append(LayoutNode(id: "c\(index)", item: item))
      width += desired + 0.85 * (maximum - desired)
    }
    var grid = GridLayout(children: children, count: .columns(columns))
    grid.distribution = distribution
    grid.columnSizings = sizings
    grid.columnSpacing = Spacing(size: 2)
    var document = LayoutDocument(
      root: LayoutNode(id: "grid", content: .grid(grid)),
      size: AxisPair(width.rounded(), 40), rounding: .none)
    if constrained, let floor = try? LayoutConstraint("grid.col[0].width >= 1", in: document) {
      document.constraints.append(floor)
    }
    return checked(document)
  }
}
