import Trellis

extension Workloads {
  /// A per-axis problem of `tracks` cells between two margins with spacings: a quarter fixed,
  /// the rest content-sized with weights 1–4 and minimums, 1.5× the base length available.
  static func axisProblem(tracks: Int, distribution: Distribution) -> AxisProblem {
    var random = SplitMix64(seed: seed &+ UInt64(tracks))
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

  /// A `side`×`side` grid document of content-sized items (WeView grid, compat rounding),
  /// stretching columns, laid out at 1.2× its natural size.
  static func gridDocument(side: Int) -> LayoutDocument {
    var random = SplitMix64(seed: seed &+ UInt64(side))
    let children = (0..<side * side).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 10...60, using: &random)), Double(Int.random(in: 10...30, using: &random)))
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
}
