import Testing
import TrellisTestSupport

@testable import TrellisCore
@testable import TrellisDirect

/// A step of sizing a placed grid's tracks by span is a problem over the tracks its children
/// cover, not over every track: a grid of many tracks and many distinct spans costs what its
/// children ask.
@Suite struct SpanStepSizeTests {
  /// The direct engine, keeping the size of every spanning step's problem beside what its
  /// children cover.
  final class Recording: AxisSolving {
    typealias Failure = Never
    var steps: [(segments: Int, parts: Int)] = []
    func distribute(_ problem: AxisProblem, number: Int) -> [Double] {
      DirectEngine.solve(problem)
    }
    func fill(_ problem: AxisProblem, number: Int) -> [Double] { DirectEngine.solve(problem) }
    func spread(
      _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
    ) -> [Double] {
      steps.append(
        (problem.segments.count, (0..<needs.count).map { needs.parts($0).count }.reduce(0, +)))
      return DirectEngine.solve(problem)
    }
    func split(_ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int) -> [Double] {
      DirectEngine.solve(problem)
    }
  }

  @Test(arguments: [Distribution.fair, .css])
  func aStepHasOnlyTheTracksItsChildrenCover(_ distribution: Distribution) throws {
    // 40 children spanning 1 to 40 rows, 500 rows apart: 20,000 rows, 40 steps.
    let children = (0..<40).map { k in
      var item = ItemOptions()
      item.desired = AxisPair(20, Double(30 + 7 * k))
      item.gridCell = GridCell(column: k % 3, row: 500 * k, rowSpan: k + 1)
      return LayoutNode(id: "c\(k)", item: item)
    }
    var grid = GridLayout(children: children, count: .columns(3))
    grid.distribution = distribution
    grid.rowSpacing = Spacing(size: 2)
    let document = LayoutDocument(
      root: LayoutNode(id: "g", content: .grid(grid)), size: AxisPair(300, nil))
    let solver = Recording()
    let answer = try LayoutPass.run(document, engine: .direct, solver: solver)
    #expect(answer.tracks["g"]?.rows.count == 500 * 39 + 40)
    #expect(solver.steps.count >= 39)
    for step in solver.steps { #expect(step.segments <= step.parts, "\(step)") }
    // The same layout as the engine's own solve.
    #expect(answer == (try DirectEngine().solve(document)))
  }
}
