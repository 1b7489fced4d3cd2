import TrellisCore

extension BenchWorkloads {
  /// A `css` grid of `side` columns whose children are placed by area, covering about
  /// `side`×`side` cells: a tenth of them span 2–4 columns or rows, the rest one cell, all
  /// placed automatically (so spanning rows leave holes the cursor passes); content-sized
  /// items of 10–60 × 10–30 points, `1fr`-style columns (`minmax(auto, 1fr)`), 4-point
  /// spacings, laid out in real numbers at 80×40 points a cell.
  ///
  /// - Complexity: building it, O(cells).
  public static func placedGridDocument(side: Int) -> LayoutDocument {
    var random = Generator(seed: seed &+ 7 &+ UInt64(side))
    var children: [LayoutNode] = []
    var cells = 0
    while cells < side * side {
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 10...60, using: &random)),
        Double(Int.random(in: 10...30, using: &random)))
      var cell = GridCell()
      if Int.random(in: 0..<10, using: &random) == 0 {
        let span = Int.random(in: 2...4, using: &random)
        if Bool.random(using: &random) {
          cell.columnSpan = min(span, side)
        } else {
          cell.rowSpan = span
        }
      }
      item.gridCell = cell
      cells += cell.columnSpan * cell.rowSpan
      children.append(LayoutNode(id: "i\(children.count)", item: item))
    }
    var grid = GridLayout(children: children, count: .columns(side))
    grid.distribution = .css
    grid.columnSizing = TrackSizing(base: .fixed(0), stretch: 1, min: .content)
    grid.columnSpacing = Spacing(size: 4)
    grid.rowSpacing = Spacing(size: 4)
    var document = LayoutDocument(
      root: LayoutNode(id: "grid", content: .grid(grid)),
      size: AxisPair(Double(side) * 80, Double(side) * 40))
    document.rounding = .none
    return checked(document)
  }
}
