/// An engine's answer to the lowered per-axis sizing problems: what the layout pass calls to
/// size the segments of every container axis it meets.
///
/// The direct engine answers in closed form; the LP engine compiles each problem into a linear
/// program. Lowering, measurement, placement and rounding around it are shared
/// (``LayoutPass``), and so is the dispatch by the problem's rules and the post-pass that
/// clamps a `compat` distribution's cells (``sizes(for:number:)``), so two solvers that agree
/// on every distribution give the same layout.
package protocol AxisSolving<Failure>: AnyObject {
  /// Why the engine could not solve a problem (`Never` for closed forms).
  associatedtype Failure: Error

  /// WeView's distribution of a `compat` problem, before
  /// the cells are clamped to their bounds.
  ///
  /// Under ``AxisProblem/integral`` the sizes follow WeView's integral arithmetic (use
  /// ``AxisProblem/weviewIntegralSizes(_:unit:weights:)`` on a real stretch unit).
  func distribute(_ problem: AxisProblem, number: Int) throws(Failure) -> [Double]

  /// Max-min fair water-filling of a `fair` or `css` problem within the bounds.
  func fill(_ problem: AxisProblem, number: Int) throws(Failure) -> [Double]

  /// MyGridLayout's split of a grid-tree problem.
  func split(
    _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int
  ) throws(Failure) -> [Double]

  /// The sizes of the tracks of a spanning step (``AxisProblem/spans``): each segment's base
  /// grown by the largest part a child of ``AxisProblem/SpanNeeds`` asks of it.
  func spread(
    _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
  ) throws(Failure) -> [Double]

  /// The final size of every segment of `problem` (its number `number` in the pass), in order.
  ///
  /// The default dispatches on the problem's rules and clamps a `compat` distribution's cells
  /// (IGGridView's minimum bump); a solver that answers from elsewhere (a replay)
  /// replaces it.
  func sizes(for problem: AxisProblem, number: Int) throws(Failure) -> [Double]
}

extension AxisSolving {
  package func sizes(for problem: AxisProblem, number: Int) throws(Failure) -> [Double] {
    try dispatch(problem, number: number)
  }

  /// The dispatch behind ``sizes(for:number:)``: a split, a spanning step, a water-filling,
  /// or a distribution whose cells are then clamped.
  package func dispatch(_ problem: AxisProblem, number: Int) throws(Failure) -> [Double] {
    if let needs = problem.spans { return try spread(problem, needs, number: number) }
    if let tree = problem.tree { return try split(problem, tree, number: number) }
    guard problem.distribution == .compat else { return try fill(problem, number: number) }
    var sizes = try distribute(problem, number: number)
    problem.clampCellsAfterDistribution(&sizes)
    return sizes
  }
}
