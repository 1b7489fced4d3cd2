/// The seeded workloads `trellis bench` and the `Benchmarks` package measure: the same
/// problems for both engines, built before any timing starts.
public enum BenchWorkloads {
  /// The standard seed.
  public static let seed: UInt64 = 12_345

  /// A per-axis problem of `tracks` cells between two margins with spacings: a quarter fixed,
  /// the rest content-sized with weights 1–4 and minimums, 1.5× the base length available.
  ///
  /// - Parameters:
  ///   - tracks: the number of cells.
  ///   - distribution: `compat` (integral) or `fair`.
  /// - Returns: the problem.
  public static func axisProblem(tracks: Int, distribution: Distribution = .compat) -> AxisProblem {
    var random = Generator(seed: seed &+ UInt64(tracks))
    var segments = [AxisProblem.Segment(.margin, base: 8), AxisProblem.Segment(.margin, base: 8)]
    for index in 0..<tracks {
      let base = Double(Int.random(in: 20...120, using: &random))
      let weight = index % 4 == 3 ? 0 : Double(Int.random(in: 1...4, using: &random))
      segments.append(.init(.cell, base: base, weight: weight, minimum: base / 2))
    }
    for _ in 0..<max(0, tracks - 1) { segments.append(.init(.spacing, base: 4)) }
    let total = segments.reduce(0) { $0 + $1.base }
    return AxisProblem(
      segments: segments, available: (total * 1.5).rounded(), distribution: distribution,
      integral: distribution == .compat)
  }

  /// A `side`×`side` grid document of content-sized items with stretching columns and
  /// 4-point spacings, laid out at 80×40 points a cell (compat rounding).
  public static func gridDocument(side: Int) -> LayoutDocument {
    var random = Generator(seed: seed &+ UInt64(side))
    let children = (0..<side * side).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 10...60, using: &random)),
        Double(Int.random(in: 10...30, using: &random)))
      return LayoutNode(id: "i\(index)", item: item)
    }
    var grid = GridLayout(children: children, count: .columns(side))
    grid.columnSizing = TrackSizing(stretch: 1)
    grid.columnSpacing = Spacing(size: 4)
    grid.rowSpacing = Spacing(size: 4)
    let size = Double(side) * 80
    return LayoutDocument(
      root: LayoutNode(id: "grid", content: .grid(grid)), size: AxisPair(size, Double(side) * 40))
  }

  /// A MyGridLayout grid tree `depth` levels deep, alternating rows and columns, each grid
  /// split into three (fixed, ratio, fill, remaining ratio, wrap), a view in every slot.
  public static func treeDocument(depth: Int) -> LayoutDocument {
    var random = Generator(seed: seed &+ UInt64(depth))
    var views = 0
    func grid(_ level: Int, rows: Bool) -> GridTreeNode {
      let measures: [GridTreeNode.Measure] = [
        .points(12), .ratio(0.3), .fill, .remaining(0.4), .wrap,
      ]
      var node = GridTreeNode(measure: measures[Int.random(in: 0..<measures.count, using: &random)])
      node.padding = Insets(top: 1, left: 1, bottom: 1, right: 1)
      guard level < depth else {
        views += 1
        return node
      }
      node.direction = rows ? .rows : .cols
      node.spacing = 2
      node.children = (0..<3).map { _ in grid(level + 1, rows: !rows) }
      return node
    }
    var root = grid(1, rows: true)
    root.measure = .fill
    let children = (0..<views).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 4...20, using: &random)),
        Double(Int.random(in: 4...12, using: &random)))
      return LayoutNode(id: "v\(index)", item: item)
    }
    return LayoutDocument(
      root: LayoutNode(
        id: "tree", content: .gridTree(GridTreeLayout(grid: root, children: children))),
      size: AxisPair(1200, 900))
  }

  /// The seeded generator (`SplitMix64`).
  public typealias Generator = SplitMix64
}
