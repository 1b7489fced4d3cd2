import TrellisCore

/// MyGridLayout's split of a grid among its children in closed form: bases,
/// then remaining ratios in order, then equal fill shares.
enum TreeSplitSolver {
  /// The final size of each segment.
  ///
  /// - Complexity: O(segments).
  static func solve(_ problem: AxisProblem, _ split: AxisProblem.TreeSplit) -> [Double] {
    var sizes = problem.segments.map(\.base)
    var rest = problem.available ?? 0
    for index in sizes.indices where split.shares[index] == .base { rest -= sizes[index] }
    var fills: [Int] = []
    for index in sizes.indices {
      switch split.shares[index] {
      case .base: continue
      case .remaining(let ratio):
        var size = rest * ratio
        if split.clampsAtZero { size = max(0, size) }
        sizes[index] = size
        rest -= size
      case .fill: fills.append(index)
      }
    }
    let shares = split.fillSizes(total: rest, count: fills.count)
    for (index, share) in zip(fills, shares) {
      sizes[index] = split.clampsAtZero ? max(0, share) : share
    }
    return sizes
  }
}
