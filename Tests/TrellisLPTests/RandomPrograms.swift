import TrellisLP
import TrellisTestSupport

/// Seeded random linear programs that are feasible and bounded by construction.
enum RandomPrograms {
  /// A feasible, bounded random program.
  ///
  /// It has `variables` bounded variables and `rows` rows, each row built around a random point that satisfies every bound, so the program is feasible; all variables are
  /// bounded, so it has an optimum. About a fifth of the rows are equalities.
  static func feasible(seed: UInt64, variables: Int, rows: Int) -> LinearProgram {
    var random = SplitMix64(seed: seed)
    var lp = LinearProgram(
      name: "random\(seed)", sense: Bool.random(using: &random) ? .minimize : .maximize)
    var point: [Double] = []
    for index in 0..<variables {
      let lower = Double(Int.random(in: -20...20, using: &random))
      let upper = lower + Double(Int.random(in: 0...40, using: &random))
      point.append(Double.random(in: lower...upper, using: &random))
      lp.addVariable(
        "x[\(index)]", lower: lower, upper: upper,
        objective: Double(Int.random(in: -9...9, using: &random)))
    }
    for index in 0..<rows {
      let count = Int.random(in: 1...min(variables, 6), using: &random)
      let terms = (0..<count).map { _ in
        LinearProgram.Term(
          LinearProgram.Variable(index: Int.random(in: 0..<variables, using: &random)),
          Double(Int.random(in: -5...5, using: &random)))
      }
      let activity = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable.index] }
      let below = Double.random(in: 0...10, using: &random)
      let above = Double.random(in: 0...10, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: lp.addRow("r\(index)", terms, lower: activity, upper: activity)
      case 1: lp.addRow("r\(index)", terms, lower: activity - below)
      case 2: lp.addRow("r\(index)", terms, upper: activity + above)
      default: lp.addRow("r\(index)", terms, lower: activity - below, upper: activity + above)
      }
    }
    return lp
  }
}
