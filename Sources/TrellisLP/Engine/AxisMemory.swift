import TrellisCore

/// What the LP engine's axis solver keeps of one layout pass for the next one of the same
/// document (a ``LayoutSession``'s): each problem, by its number in the pass, with its answer.
///
/// The same problem again gets the same answer without a solve (the LP engine is
/// deterministic); any other problem is solved cold.
struct AxisMemory: Sendable {
  /// The problems solved and their answers, by problem number in the pass.
  var entries: [Int: (problem: AxisProblem, sizes: [Double])] = [:]
  /// How many problems the pass answered as the one before (for tests).
  var repeated = 0
}

/// An ``AxisMemory`` at work during one layout pass: what the last pass kept, read problem by
/// problem, and what this pass keeps for the next.
///
/// One instance serves one pass on one thread (its ``LPAxisSolver``'s).
final class AxisMemoryState {
  /// What the last pass kept.
  private let previous: AxisMemory
  /// What this pass keeps so far.
  private(set) var kept = AxisMemory()

  /// Starts from what the last pass kept.
  init(_ previous: AxisMemory) {
    self.previous = previous
  }

  /// The sizes of problem `number`: the last pass's answer when it solved the same problem,
  /// otherwise what `solve` finds; kept for the next pass either way.
  ///
  /// - Complexity: O(segments) to compare the problem, then `solve` when it changed.
  func sizes<Failure: Error>(
    of problem: AxisProblem, number: Int, solve: () throws(Failure) -> [Double]
  ) throws(Failure) -> [Double] {
    if let before = previous.entries[number], before.problem == problem {
      kept.entries[number] = before
      kept.repeated += 1
      return before.sizes
    }
    let sizes = try solve()
    kept.entries[number] = (problem, sizes)
    return sizes
  }
}
