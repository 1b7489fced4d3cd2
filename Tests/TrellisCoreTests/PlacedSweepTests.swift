import Testing
import TrellisTestSupport

@testable import TrellisCore

/// The sweep that folds a placed grid of plain items on both axes at once against the child by
/// child fold the other grids take: the same largest size in every track, the same spanning
/// children.
@Suite struct PlacedSweepTests {
  /// A placed grid of `count` plain children with random areas, some of size 0 on an axis,
  /// some spanning, some given both starts (so runs break, tracks repeat out of order).
  static func document(seed: UInt64, count: Int) -> LayoutDocument {
    var random = SplitMix64(seed: seed)
    let columns = Int.random(in: 1...7, using: &random)
    let children = (0..<count).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Int.random(in: 0..<4, using: &random) == 0 ? 0 : Double.random(in: 0...40, using: &random),
        Int.random(in: 0..<4, using: &random) == 0 ? 0 : Double.random(in: 0...40, using: &random))
      var cell = GridCell()
      if Int.random(in: 0..<5, using: &random) == 0 {
        cell.columnSpan = Int.random(in: 1...columns, using: &random)
      }
      if Int.random(in: 0..<5, using: &random) == 0 {
        cell.rowSpan = Int.random(in: 2...3, using: &random)
      }
      if Int.random(in: 0..<6, using: &random) == 0 {
        cell.column = Int.random(in: 0...(columns - cell.columnSpan), using: &random)
        cell.row = Int.random(in: 0...6, using: &random)
      }
      item.gridCell = cell
      return LayoutNode(id: "c\(index)", item: item)
    }
    var grid = GridLayout(children: children, count: .columns(columns))
    grid.distribution = .css
    grid.columnSizing = TrackSizing(base: .fixed(0), stretch: 1, min: .content)
    return LayoutDocument(root: LayoutNode(id: "g", content: .grid(grid)))
  }

  @Test(arguments: 0..<40)
  func theSweepFoldsAsEachChildDoes(seed: UInt64) throws {
    let document = Self.document(seed: 9_100 + seed, count: 1 + Int(seed) * 3)
    guard case .grid(let layout) = document.root.content else { return }
    let areas = try #require(document.plan.gridAreas[0], "seed \(9_100 + seed)")
    for integral in [false, true] {
      let pass = LayoutPass(
        integral: integral, solver: { _, _ in [] }, recorder: NoRecorder.shared,
        document: document, fastPaths: true, contents: nil)
      let swept = pass.plainPlacedItems(layout, number: 0, areas: areas)
      for axis in Axis.allCases {
        let folded = try pass.placedItems(
          layout, axis, areas: areas, first: 1, abstract: true, crossSizes: nil,
          intrinsic: .minContent)
        let (a, b) = (swept[axis], folded)
        let context = "seed \(9_100 + seed), \(axis), integral \(integral)"
        #expect(a.largest.map(\.bitPattern) == b.largest.map(\.bitPattern), "\(context)")
        #expect(
          a.largestMinimum.map(\.bitPattern) == b.largestMinimum.map(\.bitPattern), "\(context)")
        #expect(a.spanning.map(\.index) == b.spanning.map(\.index), "\(context)")
        #expect(a.spanning.map(\.item.size) == b.spanning.map(\.item.size), "\(context)")
      }
    }
  }
}
