import TrellisCore

/// The direct engine: closed-form layout of WeView-style linear, stack and grid containers
/// (semantics §1, §2), the fast path.
///
/// ```swift
/// let answer = DirectEngine().solve(try LayoutDocument(json: text))
/// answer.frames["a"]  // [x, y, w, h]
/// ```
public struct DirectEngine: Sendable {
  /// Makes the engine.
  public init() {}

  /// Lays a document out.
  ///
  /// A `null` size axis is measured naturally (the root's measurement on that axis) and the
  /// root is laid out at that size.
  ///
  /// - Parameter document: a validated document.
  /// - Returns: the frames of every item and every container with an id.
  /// - Complexity: O(nodes) for linear and stack containers, O(cells) for grids, with a
  ///   measurement per nested container.
  public func solve(_ document: LayoutDocument) -> LayoutAnswer {
    LayoutPass.run(document, engine: "direct", solver: DirectAxisSolver.shared)
  }
}

extension DirectEngine {
  /// Solves one neutral per-axis sizing problem (the lowering's output) in closed form.
  ///
  /// - Parameter problem: the segments, the available length and the distribution.
  /// - Returns: the final size of each segment, in order.
  /// - Complexity: O(segments) for `compat`; O(segments log segments) for `fair` and `css`.
  public static func solve(_ problem: AxisProblem) -> [Double] {
    DirectAxisSolver.shared.solve(
      problem, origin: .init(container: "", layout: "", axis: .horizontal, purpose: .layout))
  }
}

/// The direct engine's answer to each lowered axis: closed forms, no state.
final class DirectAxisSolver: AxisSolving, Sendable {
  /// The one instance.
  static let shared = DirectAxisSolver()

  var wantsNames: Bool { false }

  /// `compat`: WeView's distribution, then each cell clamped to its `min`/`max` without
  /// recomputing the others (IG §4.2); `fair`/`css`: water-filling within the bounds.
  func solve(_ problem: AxisProblem, origin: AxisProblemOrigin) -> [Double] {
    if let split = problem.tree { return TreeSplitSolver.solve(problem, split) }
    guard problem.distribution == .compat else { return FairDistribution.solve(problem) }
    var sizes = AxisSolver.solve(problem)
    problem.clampCellsAfterDistribution(&sizes)
    return sizes
  }
}
