import TrellisCore

/// The program of the required rules alone, where their conflict is searched.
extension TieredProgram {
  /// The required rules alone (``requiredProgram()``).
  struct RequiredProgram {
    var program: LinearProgram
    /// Each required rule's row, by rule index.
    var rows: [Int: LinearProgram.Row]
    /// The program's variable for each variable of the full program it uses.
    var variables: [Int: LinearProgram.Variable]
    /// The full program's index of each of this program's rows.
    var mainRows: [Int]

    /// Each required rule's violation variables here, by rule index.
    var violationsOfRule: [Int: [LinearProgram.Variable]] = [:]

    /// A rule's violation variables here.
    func violations(of rule: Int) -> [LinearProgram.Variable] {
      violationsOfRule[rule] ?? []
    }
  }
}
