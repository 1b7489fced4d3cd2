import Foundation
import Trellis

/// The JSON form of a solved program, as `trellis solve-lp --output json` prints it.
struct SolutionReport: Encodable {
  /// One variable's answer.
  struct VariableValue: Encodable {
    var name: String
    var value: Double
    var reducedCost: Double
  }

  /// One row's answer.
  struct RowValue: Encodable {
    var name: String
    var activity: Double
    var dual: Double
  }

  var status: String
  var objective: Double
  var iterations: Int
  var variables: [VariableValue]
  var rows: [RowValue]
  var exactDeviation: Double?

  init(program: LinearProgram, solution: LPSolution) {
    status = "\(solution.status)"
    objective = solution.objective
    iterations = solution.iterations
    variables = zip(program.variables, zip(solution.values, solution.reducedCosts)).map {
      VariableValue(name: $0.name, value: $1.0, reducedCost: $1.1)
    }
    rows = zip(program.rows, zip(solution.rowActivities, solution.rowDuals)).map {
      RowValue(name: $0.name, activity: $1.0, dual: $1.1)
    }
    exactDeviation = solution.exactRecheck?.maximumDeviation
  }

  /// The report as pretty-printed JSON with sorted keys.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
