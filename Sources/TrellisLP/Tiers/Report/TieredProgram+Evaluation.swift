import TrellisCore

/// A tiered program evaluated at a layout it did not solve: the layout a pass made, read back
/// into the program's variables, so that what the program's rules say of it can be reported.
extension TieredProgram {
  /// The stretch unit of each traced problem at `values` (a solution of this program), by the
  /// problem's key.
  func unitValues(_ values: [Double]) -> [TracingAxisSolver.Key: Double] {
    var units: [TracingAxisSolver.Key: Double] = [:]
    for traced in traced {
      if let unit = self.units[traced.number] { units[traced.key] = values[unit.index] }
    }
    return units
  }

  /// The program's variables at the layout of the pass it was compiled from: each segment at
  /// the size that pass gave it, each position as its chain row defines it, each stretch unit
  /// as `units` says (a problem that `units` lacks takes the unit that best fits its sizes),
  /// and every other variable (violations, tier rows' helpers) 0.
  ///
  /// The rules evaluated at these values (``relaxed(values:)``) are exactly what the pass's
  /// frames break: the program's rows state the frames that pass traced.
  ///
  /// - Complexity: O(variables + terms of the chain rows).
  func values(ofPass units: [TracingAxisSolver.Key: Double]) -> [Double] {
    var values = [Double](repeating: 0, count: program.variables.count)
    for traced in traced {
      guard let variables = sizes[traced.number] else { continue }
      for (variable, size) in zip(variables, traced.sizes) { values[variable.index] = size }
      if let unit = self.units[traced.number] {
        values[unit.index] = units[traced.key] ?? Self.fittedUnit(traced.problem, traced.sizes)
      }
    }
    // Each chain row defines its position from earlier ones (a chain's origin may read
    // another chain's positions, defined before it).
    for definition in chainDefinitions {
      values[definition.variable.index] = Self.defined(
        definition.variable, by: program.rows[definition.row.index], values)
    }
    return values
  }

  /// The value a chain row gives the position it defines, its other variables at `values`.
  static func defined(
    _ variable: LinearProgram.Variable, by row: LinearProgram.RowDefinition, _ values: [Double]
  ) -> Double {
    var rest = 0.0
    var coefficient = 1.0
    for term in row.terms {
      if term.variable == variable {
        coefficient = term.coefficient
      } else {
        rest += term.coefficient * values[term.variable.index]
      }
    }
    return (row.lower - rest) / coefficient
  }

  /// The stretch unit that fits a problem's sizes best: the weighted median of each weighted
  /// segment's `(size − base) / weight`, the unit at which its stretch rules' weighted
  /// violation is least.
  static func fittedUnit(_ problem: AxisProblem, _ sizes: [Double]) -> Double {
    var shares: [(unit: Double, weight: Double)] = []
    for (segment, size) in zip(problem.segments, sizes) where segment.weight > 0 {
      shares.append(((size - segment.base) / segment.weight, segment.weight))
    }
    guard !shares.isEmpty else { return 0 }
    shares.sort { $0.unit < $1.unit }
    let half = shares.reduce(0) { $0 + $1.weight } / 2
    var sum = 0.0
    for share in shares {
      sum += share.weight
      if sum >= half { return share.unit }
    }
    return shares[shares.count - 1].unit
  }
}
