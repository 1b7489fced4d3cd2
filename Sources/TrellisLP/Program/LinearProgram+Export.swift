/// Why a program could not be written as text or read from it.
public struct LinearProgramTextError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the text the reader stopped at, when known.
  public var line: Int?
  /// What went wrong, in GLPK's words where GLPK found it.
  public var message: String

  /// Makes an error.
  public init(line: Int?, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String {
    if let line { "line \(line): \(message)" } else { message }
  }
}

extension LinearProgram {
  /// A text format for linear programs that GLPK's `glpsol` reads.
  public enum TextFormat: String, Sendable, CaseIterable {
    /// CPLEX LP format (`glpsol --lp`), in the dialect GLPK reads and writes. Names are written
    /// with ``LinearProgram/lpSpelling(of:)``. GLPK reads neither ranged nor free rows nor an
    /// objective constant, nor a program without rows, so a program without rows gets the row
    /// `~empty: 0 x >= 0`, a program without variables the variable `~zero` fixed at 0, a row
    /// with two different finite bounds (or none) is written
    /// `row: terms - ~r_<row number> = 0` with the variable `~r_<row number>` carrying the
    /// row's bounds, and the constant is written as the comment `\* constant term = c *\` (as
    /// GLPK's own writer does), which `glpsol` ignores. ``LinearProgram/init(parsing:format:)``
    /// reads all of this back into the original program; `glpsol` finds the same optimal point.
    case cplexLP = "lp"
    /// Free MPS format (`glpsol --freemps`). Names and the objective constant (the objective
    /// row's right-hand side, GLPK's convention) are kept; ranged and free rows are written
    /// with a slack variable as in LP text (`RANGES` would store `upper - lower`, which does not
    /// always add back to `upper` exactly). GLPK reads no `OBJSENSE` section, so a
    /// maximisation is marked by the comment `* Sense: maximize`, which
    /// ``LinearProgram/init(parsing:format:)`` reads; run `glpsol --max` on it.
    case freeMPS = "mps"
  }

  /// The program as text that `glpsol` reads, with its names and every number written exactly
  /// (the shortest decimal that reads back as the same `Double`).
  ///
  /// - Parameter format: CPLEX LP (the default) or free MPS.
  /// - Returns: the text.
  /// - Throws: ``LinearProgramError`` when the program is invalid.
  /// - Complexity: O(variables + rows + nonzeros).
  public func text(format: TextFormat = .cplexLP) throws(LinearProgramError) -> String {
    try validate()
    switch format {
    case .cplexLP: return cplexLPText()
    case .freeMPS: return freeMPSText()
    }
  }

  /// Whether a row is written with a slack variable: two different finite bounds, or none.
  func needsSlack(_ row: RowDefinition) -> Bool {
    row.lower.isFinite == row.upper.isFinite && row.lower != row.upper
  }

  /// The CPLEX LP text (see ``TextFormat/cplexLP``).
  func cplexLPText() -> String {
    var out = name.map { "\\* Problem: \($0) *\\\n\n" } ?? ""
    out += sense == .minimize ? "Minimize\n" : "Maximize\n"
    // Every variable appears in the objective, in order, so GLPK's reader (which numbers
    // variables by first appearance) keeps their order; a program without variables gets a
    // variable fixed at 0 to write its rows with.
    let names = variables.map { Self.lpSpelling(of: $0.name) }
    let zero = "~zero"
    var objective = LineWriter(start: " \(Self.lpSpelling(of: objectiveName ?? "obj")):")
    for (index, variable) in variables.enumerated() {
      objective.add(Self.signed(variable.objective, names[index], keepZero: true))
    }
    if variables.isEmpty { objective.add("0 \(zero)") }
    out += objective.finished
    if objectiveConstant != 0 {
      out += "\\* constant term = \(Self.number(objectiveConstant)) *\\\n"
    }
    out += "\nSubject To\n"
    // GLPK's reader needs at least one constraint.
    if rows.isEmpty { out += " ~empty: 0 \(names.first ?? zero) >= 0\n" }
    for (index, row) in rows.enumerated() {
      var line = LineWriter(start: " \(Self.lpSpelling(of: row.name)):")
      for term in row.terms { line.add(Self.signed(term.coefficient, names[term.variable.index])) }
      if row.terms.isEmpty { line.add("0 \(names.first ?? zero)") }
      switch (row.lower.isFinite, row.upper.isFinite) {
      case (true, true) where row.lower == row.upper: line.add("= \(Self.number(row.lower))")
      case (true, true), (false, false): line.add("- ~r_\(index + 1) = 0")
      case (true, false): line.add(">= \(Self.number(row.lower))")
      case (false, true): line.add("<= \(Self.number(row.upper))")
      }
      out += line.finished
    }
    out += "\nBounds\n"
    for (index, variable) in variables.enumerated() {
      out += " " + Self.lpBounds(names[index], variable.lower, variable.upper) + "\n"
    }
    for (index, row) in rows.enumerated() where needsSlack(row) {
      out += " " + Self.lpBounds("~r_\(index + 1)", row.lower, row.upper) + "\n"
    }
    if variables.isEmpty { out += " \(zero) = 0\n" }
    return out + "\nEnd\n"
  }

  /// The free MPS text (see ``TextFormat/freeMPS``).
  func freeMPSText() -> String {
    let objective = objectiveName ?? "obj"
    var out = "* Problem: \(name ?? "")\n* Sense: \(sense.rawValue)\n"
    out += "* Rows: \(rows.count), columns: \(variables.count), non-zeros: \(nonzeroCount)\n"
    out += "NAME \(name ?? "")\nROWS\n N \(objective)\n"
    for row in rows {
      let type =
        switch (row.lower.isFinite, row.upper.isFinite) {
        case (true, true), (false, false): "E"
        case (true, false): "G"
        case (false, true): "L"
        }
      out += " \(type) \(row.name)\n"
    }
    out += "COLUMNS\n"
    var columns = [[(row: String, value: Double)]](repeating: [], count: variables.count)
    for row in rows {
      for term in row.terms { columns[term.variable.index].append((row.name, term.coefficient)) }
    }
    for (index, variable) in variables.enumerated() {
      out += " \(variable.name) \(objective) \(Self.number(variable.objective))\n"
      for entry in columns[index] {
        out += " \(variable.name) \(entry.row) \(Self.number(entry.value))\n"
      }
    }
    let slackRows = rows.indices.filter { needsSlack(rows[$0]) }
    for index in slackRows { out += " ~r_\(index + 1) \(rows[index].name) -1\n" }
    out += "RHS\n"
    if objectiveConstant != 0 { out += " RHS \(objective) \(Self.number(objectiveConstant))\n" }
    for row in rows where !needsSlack(row) {
      let rhs = row.lower.isFinite ? row.lower : row.upper
      if rhs != 0 { out += " RHS \(row.name) \(Self.number(rhs))\n" }
    }
    out += "BOUNDS\n"
    for variable in variables {
      out += Self.mpsBounds(variable.name, variable.lower, variable.upper)
    }
    for index in slackRows {
      out += Self.mpsBounds("~r_\(index + 1)", rows[index].lower, rows[index].upper)
    }
    return out + "ENDATA\n"
  }

  /// A term with its sign, `+ 3 x`, `- x`; zero terms only when `keepZero` (`+ 0 x`).
  static func signed(_ coefficient: Double, _ name: String, keepZero: Bool = false) -> String {
    if coefficient == 0 { return keepZero ? "+ 0 \(name)" : "" }
    let magnitude = abs(coefficient)
    return (coefficient < 0 ? "- " : "+ ") + (magnitude == 1 ? "" : "\(number(magnitude)) ") + name
  }

  /// A variable's line in the LP `Bounds` section, `lower <= name <= upper` with an infinite
  /// upper side left out and an infinite lower one written `noLower` (`dump` leaves it out).
  static func lpBounds(
    _ name: String, _ lower: Double, _ upper: Double, _ noLower: String = "-inf <= "
  ) -> String {
    switch (lower.isFinite, upper.isFinite) {
    case (false, false): "\(name) free"
    case (true, false): "\(name) >= \(number(lower))"
    case (false, true): "\(noLower)\(name) <= \(number(upper))"
    case (true, true):
      lower == upper
        ? "\(name) = \(number(lower))" : "\(number(lower)) <= \(name) <= \(number(upper))"
    }
  }

  /// A variable's lines in the MPS `BOUNDS` section (nothing for the default `[0, +∞)`).
  static func mpsBounds(_ name: String, _ lower: Double, _ upper: Double) -> String {
    switch (lower.isFinite, upper.isFinite) {
    case (false, false): return " FR BND \(name)\n"
    case (true, false): return lower == 0 ? "" : " LO BND \(name) \(number(lower))\n"
    case (false, true): return " MI BND \(name)\n UP BND \(name) \(number(upper))\n"
    case (true, true):
      if lower == upper { return " FX BND \(name) \(number(lower))\n" }
      return " LO BND \(name) \(number(lower))\n UP BND \(name) \(number(upper))\n"
    }
  }

  /// Collects the parts of one LP statement, wrapping lines at about 80 characters.
  struct LineWriter {
    private var text: String
    private var column: Int

    init(start: String) {
      text = start
      column = start.utf8.count
    }

    /// The statement, ending with a newline.
    var finished: String { text + "\n" }

    mutating func add(_ part: String) {
      guard !part.isEmpty else { return }
      if column + 1 + part.utf8.count > 80 && column > 0 {
        text += "\n"
        column = 0
      }
      text += " " + part
      column += 1 + part.utf8.count
    }
  }
}
