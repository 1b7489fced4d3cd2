extension LinearProgram {
  /// A readable listing of the program — objective, rows, bounds — and, when a solution is
  /// given, each variable's value and reduced cost and each row's activity and dual.
  ///
  /// ```
  /// maximize obj: 3 x + 5 y
  /// subject to
  ///   plant1: x <= 4
  ///   plant3: 3 x + 2 y <= 18
  /// bounds
  ///   x >= 0
  ///   y >= 0
  /// ```
  ///
  /// Numbers are printed exactly (the shortest text that reads back as the same `Double`),
  /// integers without a decimal point.
  ///
  /// - Parameter solution: a solution of this program to show beside it, or `nil`.
  /// - Returns: the listing, one item per line.
  /// - Complexity: O(variables + rows + nonzeros).
  public func dump(with solution: LPSolution? = nil) -> String {
    var lines: [String] = []
    if let name { lines.append("problem \(name)") }
    let objective = variables.indices.compactMap { index in
      variables[index].objective == 0
        ? nil : Term(Variable(index: index), variables[index].objective)
    }
    lines.append(
      "\(sense.rawValue) \(objectiveName ?? "obj"): "
        + expression(objective, constant: objectiveConstant))
    lines.append("subject to")
    for (index, row) in rows.enumerated() {
      var line = "  \(row.name): " + Self.lpBounds(expression(row.terms), row.lower, row.upper, "")
      if let solution, index < solution.rowActivities.count {
        line += "    [activity \(Self.number(solution.rowActivities[index]))"
        line += ", dual \(Self.number(solution.rowDuals[index]))]"
      }
      lines.append(line)
    }
    lines.append("bounds")
    for (index, variable) in variables.enumerated() {
      var line = "  " + Self.lpBounds(variable.name, variable.lower, variable.upper, "")
      if let solution, index < solution.values.count {
        line += "    [value \(Self.number(solution.values[index]))"
        line += ", reduced cost \(Self.number(solution.reducedCosts[index]))]"
      }
      lines.append(line)
    }
    if let solution {
      lines.append("status \(solution.status), objective \(Self.number(solution.objective))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `3 x - y + 2`, or `0` for an empty expression.
  private func expression(_ terms: [Term], constant: Double = 0) -> String {
    var text = ""
    for term in terms {
      let name =
        variables.indices.contains(term.variable.index)
        ? variables[term.variable.index].name : "#\(term.variable.index)"
      let magnitude = abs(term.coefficient)
      let coefficient = magnitude == 1 ? "" : "\(Self.number(magnitude)) "
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + coefficient + name
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + coefficient + name
      }
    }
    if constant != 0 || text.isEmpty {
      if text.isEmpty {
        text = Self.number(constant)
      } else {
        text += (constant < 0 ? " - " : " + ") + Self.number(abs(constant))
      }
    }
    return text
  }

  /// A number as the shortest exact decimal, integers without `.0`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
