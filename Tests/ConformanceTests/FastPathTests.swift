import Testing
import TrellisTestSupport

@testable import TrellisCore
@testable import TrellisDirect

/// The plain-grid fast paths (plan reads, whole-point placement) give exactly the general
/// path's frames.
@Suite struct FastPathTests {
  /// The direct engine's closed forms, behind the protocol.
  final class ClosedForms: AxisSolving {
    typealias Failure = Never
    func distribute(_ problem: AxisProblem, number: Int) -> [Double] {
      DirectEngine.solve(problem)
    }
    func fill(_ problem: AxisProblem, number: Int) -> [Double] { DirectEngine.solve(problem) }
    func spread(
      _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
    ) -> [Double] { DirectEngine.solve(problem) }
    func split(_ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int) -> [Double] {
      DirectEngine.solve(problem)
    }
  }

  @Test(arguments: 0..<60)
  func fastPathsEqualTheGeneralPath(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    let columns = Int.random(in: 1...12, using: &random)
    // Half the grids have items without placement of their own (the integer path).
    let plain = seed % 2 == 0
    var children = (0..<Int.random(in: 0...60, using: &random)).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 0...80, using: &random)) + pick([0, 0.5, 0.25]),
        Double(Int.random(in: 0...40, using: &random)))
      if plain { return LayoutNode(id: "i\(index)", item: item) }
      item.stretch = AxisPair(pick([0, 0, 1]), pick([0, 0, 2]))
      item.cellAlign = AxisPair(pick([nil, .start, .center, .end, .fill]), pick([nil, .center]))
      item.offset = AxisPair(pick([0, 0, -3, 2]), pick([0, 1]))
      item.adjust = AxisPair(pick([0, 0, 1.5]), 0)
      item.maxDesired = AxisPair(pick([nil, 30]), nil)
      return LayoutNode(id: "i\(index)", item: item)
    }
    let distribution: Distribution = pick([.compat, .fair])
    if seed % 3 == 1 {
      // Placed by area: starts, spans (not under compat), holes.
      place(&children, columns: columns, spans: distribution != .compat, &random)
    }
    var grid = GridLayout(children: children, count: .columns(columns))
    grid.columnSizing = TrackSizing(stretch: pick([0, 1]))
    grid.rowSizing = TrackSizing(stretch: pick([0, 1]))
    grid.columnSpacing = Spacing(size: pick([0, 3, 4.5]))
    grid.crop = pick([false, true])
    grid.distribution = distribution
    grid.align = AxisPair(pick([.start, .center, .end, .fill]), pick([.center, .end, .start]))
    let root = LayoutNode(id: "g", content: .grid(grid))
    for rounding in Rounding.allCases {
      let size = AxisPair<Double?>(
        pick([nil, Double(Int.random(in: 0...900, using: &random)), 333.5]),
        pick([nil, Double(Int.random(in: 0...500, using: &random))]))
      let document = LayoutDocument(root: root, size: size, rounding: rounding, pixelScale: 2)
      let fast = try LayoutPass.run(
        document, engine: .direct, solver: ClosedForms(), fastPaths: true)
      let general = try LayoutPass.run(
        document, engine: .direct, solver: ClosedForms(), fastPaths: false)
      #expect(fast == general, "seed \(seed) \(rounding) \(size)")
    }
  }

  /// Items larger than their cells, found track by track on the fast path and cell by cell on
  /// the general one: the same diagnostics, with fixed columns and rows (cells whose tracks are
  /// both fixed are left out of content sizing) and tracks that shrink.
  @Test func fastPathsFindTheSameOverflows() throws {
    var findings = 0
    for seed in UInt64(0)..<200 {
      var random = SplitMix64(seed: seed)
      func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &random)]
      }
      var children = (0..<Int.random(in: 1...40, using: &random)).map { index in
        var item = ItemOptions()
        item.desired = AxisPair(
          Double(Int.random(in: 0...60, using: &random)) + pick([0, 0.5]),
          Double(Int.random(in: 0...40, using: &random)))
        if seed % 3 == 0 { item.cellAlign = AxisPair(pick([nil, .fill]), pick([nil, .fill])) }
        return LayoutNode(id: "i\(index)", item: item)
      }
      let columns = Int.random(in: 1...8, using: &random)
      if seed % 4 == 1 { place(&children, columns: columns, spans: true, &random) }
      var grid = GridLayout(children: children, count: .columns(columns))
      if seed % 4 == 1 { grid.distribution = .fair }
      grid.columnSizing = TrackSizing(stretch: pick([0, 1]))
      grid.columnSizings = (0..<4).map { _ in
        pick([
          TrackSizing(), TrackSizing(base: .fixed(Double(Int.random(in: 5...40, using: &random)))),
        ])
      }
      grid.rowSizings = (0..<4).map { _ in
        pick([
          TrackSizing(), TrackSizing(base: .fixed(Double(Int.random(in: 5...30, using: &random)))),
        ])
      }
      grid.align = AxisPair(pick([.start, .center, .fill]), pick([.center, .end]))
      let root = LayoutNode(id: "g", content: .grid(grid))
      for rounding in Rounding.allCases {
        let size = AxisPair<Double?>(
          Double(Int.random(in: 50...400, using: &random)),
          Double(Int.random(in: 20...300, using: &random)))
        let document = LayoutDocument(root: root, size: size, rounding: rounding)
        let fast = try LayoutPass.run(
          document, engine: .direct, solver: ClosedForms(), fastPaths: true)
        let general = try LayoutPass.run(
          document, engine: .direct, solver: ClosedForms(), fastPaths: false)
        #expect(fast.diagnostics == general.diagnostics, "seed \(seed) \(rounding) \(size)")
        findings += fast.diagnostics.filter { $0.message.hasPrefix("the item") }.count
      }
    }
    #expect(findings > 100)
  }

  /// A spanning item wider than its area among items that fit their tracks: the fast path
  /// looks at the spanning items only, and finds it as the general path does.
  @Test func aSpanningItemWiderThanItsAreaIsFound() throws {
    var wide = ItemOptions()
    wide.desired = AxisPair(60, 10)
    wide.gridCell = GridCell(columnSpan: 2)
    var small = ItemOptions()
    small.desired = AxisPair(10, 10)
    var grid = GridLayout(
      children: [
        LayoutNode(id: "a", item: small), LayoutNode(id: "b", item: small),
        LayoutNode(id: "wide", item: wide),
      ], count: .columns(2))
    grid.distribution = .css
    grid.columnSizing = TrackSizing(base: .fixed(20))
    grid.columnSpacing = Spacing(size: 4)
    let document = LayoutDocument(
      root: LayoutNode(id: "g", content: .grid(grid)), size: AxisPair(100, 100))
    let fast = try LayoutPass.run(
      document, engine: .direct, solver: ClosedForms(), fastPaths: true)
    let general = try LayoutPass.run(
      document, engine: .direct, solver: ClosedForms(), fastPaths: false)
    #expect(fast.diagnostics == general.diagnostics)
    #expect(fast.diagnostics.map(\.path) == ["root.children[2]"])
  }

  /// Places about half of `children` by area: a start column for some, spans of up to 3
  /// columns and rows when `spans`.
  func place(
    _ children: inout [LayoutNode], columns: Int, spans: Bool, _ random: inout SplitMix64
  ) {
    for index in children.indices where Bool.random(using: &random) {
      var cell = GridCell()
      if spans {
        cell.columnSpan = Int.random(in: 1...min(3, columns), using: &random)
        cell.rowSpan = Int.random(in: 1...3, using: &random)
      }
      if Bool.random(using: &random) {
        cell.column = Int.random(in: 0...columns - cell.columnSpan, using: &random)
      }
      children[index].item.gridCell = cell
    }
  }
}
