import TrellisCore

/// The state a staged solve keeps between GLPK calls.
extension TieredProgram {
  /// The objective and solve count of a staged solve.
  final class Stages {
    /// Each variable's objective coefficient in the session.
    var objective: [Double]
    /// The variables whose coefficient is not 0.
    var nonzero: [Int] = []
    /// Which variables the objective being set names (by the stamp of that call).
    var mark: [Int]
    var stamp = 0
    var solves = 0
    init(count: Int) {
      objective = [Double](repeating: 0, count: count)
      mark = [Int](repeating: 0, count: count)
    }
  }
}
