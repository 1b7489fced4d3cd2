/// A linear program: named variables with bounds, named rows that bound sparse linear
/// combinations of the variables, and a linear objective to minimise or maximise.
///
/// ```swift
/// var lp = LinearProgram(sense: .maximize)
/// let x = lp.addVariable("x", objective: 3)
/// let y = lp.addVariable("y", objective: 5)
/// lp.addRow("plant1", [x: 1], upper: 4)
/// lp.addRow("plant2", [y: 2], upper: 12)
/// lp.addRow("plant3", [x: 3, y: 2], upper: 18)
/// let solution = try GLPKSolver().solve(lp)  // x = 2, y = 6, objective 36
/// ```
///
/// A bound is a `Double`; `-.infinity` and `.infinity` mean "no bound". A variable whose lower
/// and upper bounds are equal is fixed; a row whose bounds are equal is an equality.
///
/// Building never fails: every mistake (a NaN coefficient, a lower bound above the upper one, a
/// duplicate or malformed name, a handle from another program) is reported by ``validate()``,
/// which every solver entry point runs before the program reaches GLPK.
///
/// Row terms are kept canonical: sorted by variable, repeated variables summed, and terms whose
/// summed coefficient is exactly zero removed (`x + y - x` is stored as `y`).
public struct LinearProgram: Sendable, Equatable {
  /// The direction of optimisation.
  public enum Sense: String, Sendable, Hashable, CaseIterable {
    /// Find the smallest objective value.
    case minimize
    /// Find the largest objective value.
    case maximize
  }

  /// A handle to a variable of a program: its 0-based position.
  public struct Variable: Hashable, Sendable, Comparable {
    /// The variable's 0-based position in ``LinearProgram/variables``.
    public let index: Int

    /// Makes a handle from a 0-based position (validation rejects positions out of range).
    public init(index: Int) { self.index = index }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
  }

  /// A handle to a row of a program: its 0-based position.
  public struct Row: Hashable, Sendable, Comparable {
    /// The row's 0-based position in ``LinearProgram/rows``.
    public let index: Int

    /// Makes a handle from a 0-based position (validation rejects positions out of range).
    public init(index: Int) { self.index = index }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
  }

  /// One coefficient of a row: `coefficient × variable`.
  public struct Term: Hashable, Sendable {
    /// The variable multiplied.
    public var variable: Variable
    /// The multiplier.
    public var coefficient: Double

    /// Makes the term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// A variable's definition: name, bounds and objective coefficient.
  public struct VariableDefinition: Hashable, Sendable {
    /// The name, unique among variables (see ``LinearProgram/isValidName(_:)``).
    public var name: String
    /// The lower bound, or `-.infinity` for none.
    public var lower: Double
    /// The upper bound, or `.infinity` for none.
    public var upper: Double
    /// The coefficient of the variable in the objective.
    public var objective: Double
  }

  /// A row's definition: name, bounds and terms; it states `lower ≤ Σ terms ≤ upper`.
  public struct RowDefinition: Hashable, Sendable {
    /// The name, unique among rows (see ``LinearProgram/isValidName(_:)``).
    public var name: String
    /// The lower bound of the row's activity, or `-.infinity` for none.
    public var lower: Double
    /// The upper bound of the row's activity, or `.infinity` for none.
    public var upper: Double
    /// The terms, sorted by variable, each variable at most once, no zero coefficients.
    public internal(set) var terms: [Term]
  }

  /// The problem's name, written into exported LP and MPS text; `nil` for none.
  public var name: String?
  /// Whether the objective is minimised or maximised.
  public var sense: Sense
  /// The name of the objective row in exported text (`obj` when `nil`).
  public var objectiveName: String?
  /// A constant added to the objective value.
  public var objectiveConstant: Double
  /// The variables, in order.
  public internal(set) var variables: [VariableDefinition]
  /// The rows, in order.
  public internal(set) var rows: [RowDefinition]
  /// The variables and rows the first simplex basis should hold, or `nil` for GLPK's standard
  /// basis (see ``setBasisHint(basic:basicRows:)``).
  public private(set) var basisHint: BasisHint?

  /// A starting basis: the basic variables and rows.
  public struct BasisHint: Hashable, Sendable {
    /// The basic variables.
    public var variables: [Variable]
    /// The basic rows (their slacks are basic).
    public var rows: [Row]
  }

  /// Makes an empty program.
  ///
  /// - Parameters:
  ///   - name: the problem's name for exported text; `nil` for none.
  ///   - sense: whether to minimise (the default) or maximise the objective.
  public init(name: String? = nil, sense: Sense = .minimize) {
    self.name = name
    self.sense = sense
    self.objectiveName = nil
    self.objectiveConstant = 0
    self.variables = []
    self.rows = []
    self.basisHint = nil
  }

  /// Names a starting basis: when the program is solved cold, the simplex method starts from
  /// the basis of these variables and rows (every other variable and row nonbasic at a bound)
  /// instead of the all-slack basis, which saves every iteration when the hint is the optimal
  /// basis.
  ///
  /// A hint is only a start: it never changes the optimum. One that does not hold exactly as
  /// many members as there are rows, or whose basis matrix is singular, is ignored.
  ///
  /// - Parameters:
  ///   - basic: the basic variables.
  ///   - basicRows: the basic rows (their slacks are basic), none by default.
  /// - Throws: ``LinearProgramError/unknownVariable(index:variableCount:)`` or
  ///   ``LinearProgramError/unknownRow(index:rowCount:)`` when a handle is not of this program.
  public mutating func setBasisHint(
    basic: [Variable], basicRows: [Row] = []
  ) throws(LinearProgramError) {
    for variable in basic { try check(variable) }
    for row in basicRows { try check(row) }
    basisHint = BasisHint(variables: basic, rows: basicRows)
  }

  /// Drops the basis hint: the next cold solve starts from GLPK's standard basis.
  public mutating func clearBasisHint() { basisHint = nil }

  /// The number of stored (non-zero) coefficients over all rows.
  ///
  /// - Complexity: O(number of rows).
  public var nonzeroCount: Int { rows.reduce(0) { $0 + $1.terms.count } }

  /// Adds a variable and returns its handle.
  ///
  /// - Parameters:
  ///   - name: a unique name (see ``isValidName(_:)``).
  ///   - lower: the lower bound, `-.infinity` for none; `0` by default.
  ///   - upper: the upper bound, `.infinity` for none (the default).
  ///   - objective: the variable's objective coefficient, `0` by default.
  /// - Returns: the handle of the new variable.
  /// - Complexity: amortised O(1).
  @discardableResult
  public mutating func addVariable(
    _ name: String, lower: Double = 0, upper: Double = .infinity, objective: Double = 0
  ) -> Variable {
    variables.append(
      VariableDefinition(name: name, lower: lower, upper: upper, objective: objective))
    return Variable(index: variables.count - 1)
  }

  /// Reserves room for this many variables and rows in all, so building a large program does
  /// not copy its tables as they grow.
  public mutating func reserveCapacity(variables variableCount: Int, rows rowCount: Int) {
    variables.reserveCapacity(variableCount)
    rows.reserveCapacity(rowCount)
  }

  /// Adds a row `lower ≤ Σ coefficient × variable ≤ upper` and returns its handle.
  ///
  /// - Parameters:
  ///   - name: a unique name (see ``isValidName(_:)``).
  ///   - terms: the coefficients; a variable may appear more than once (coefficients add up).
  ///   - lower: the lower bound of the row, `-.infinity` (the default) for none.
  ///   - upper: the upper bound of the row, `.infinity` (the default) for none.
  /// - Returns: the handle of the new row.
  /// - Complexity: O(k log k) for k terms.
  @discardableResult
  public mutating func addRow(
    _ name: String, _ terms: [Term], lower: Double = -.infinity, upper: Double = .infinity
  ) -> Row {
    rows.append(
      RowDefinition(name: name, lower: lower, upper: upper, terms: Self.canonical(terms)))
    return Row(index: rows.count - 1)
  }

  /// Adds a row written as a literal, `lp.addRow("sum", [x: 1, y: 1], upper: 10)`.
  ///
  /// - Parameters:
  ///   - name: a unique name (see ``isValidName(_:)``).
  ///   - terms: variable–coefficient pairs; a variable may appear more than once.
  ///   - lower: the lower bound of the row, `-.infinity` (the default) for none.
  ///   - upper: the upper bound of the row, `.infinity` (the default) for none.
  /// - Returns: the handle of the new row.
  /// - Complexity: O(k log k) for k terms.
  @discardableResult
  public mutating func addRow(
    _ name: String, _ terms: KeyValuePairs<Variable, Double>, lower: Double = -.infinity,
    upper: Double = .infinity
  ) -> Row {
    addRow(name, terms.map { Term($0.key, $0.value) }, lower: lower, upper: upper)
  }

  /// Sets the bounds of a variable.
  ///
  /// The bounds themselves are checked by ``validate()``.
  ///
  /// - Parameters:
  ///   - variable: the variable.
  ///   - lower: the new lower bound, `-.infinity` for none.
  ///   - upper: the new upper bound, `.infinity` for none.
  /// - Throws: ``LinearProgramError/unknownVariable(index:variableCount:)`` when the handle is
  ///   not a variable of this program.
  public mutating func setBounds(
    _ variable: Variable, lower: Double, upper: Double
  ) throws(LinearProgramError) {
    try check(variable)
    variables[variable.index].lower = lower
    variables[variable.index].upper = upper
  }

  /// Sets the bounds of a row (its right-hand side).
  ///
  /// - Parameters:
  ///   - row: the row.
  ///   - lower: the new lower bound, `-.infinity` for none.
  ///   - upper: the new upper bound, `.infinity` for none.
  /// - Throws: ``LinearProgramError/unknownRow(index:rowCount:)`` when the handle is not a row
  ///   of this program.
  public mutating func setBounds(_ row: Row, lower: Double, upper: Double)
    throws(LinearProgramError)
  {
    try check(row)
    rows[row.index].lower = lower
    rows[row.index].upper = upper
  }

  /// Sets the objective coefficient of a variable.
  ///
  /// - Parameters:
  ///   - variable: the variable.
  ///   - coefficient: the new coefficient.
  /// - Throws: ``LinearProgramError/unknownVariable(index:variableCount:)`` when the handle is
  ///   not a variable of this program.
  public mutating func setObjective(
    _ variable: Variable, _ coefficient: Double
  ) throws(LinearProgramError) {
    try check(variable)
    variables[variable.index].objective = coefficient
  }

  /// The handle of the variable with this name, if there is one.
  ///
  /// - Complexity: O(number of variables).
  public func variable(named name: String) -> Variable? {
    variables.firstIndex { $0.name == name }.map(Variable.init(index:))
  }

  /// The handle of the row with this name, if there is one.
  ///
  /// - Complexity: O(number of rows).
  public func row(named name: String) -> Row? {
    rows.firstIndex { $0.name == name }.map(Row.init(index:))
  }

  /// Throws unless the handle is a variable of this program.
  func check(_ variable: Variable) throws(LinearProgramError) {
    guard variables.indices.contains(variable.index) else {
      throw .unknownVariable(index: variable.index, variableCount: variables.count)
    }
  }

  /// Throws unless the handle is a row of this program.
  func check(_ row: Row) throws(LinearProgramError) {
    guard rows.indices.contains(row.index) else {
      throw .unknownRow(index: row.index, rowCount: rows.count)
    }
  }

  /// Sorts terms by variable, sums repeated variables and drops exact zeros.
  static func canonical(_ terms: [Term]) -> [Term] {
    // Rows are usually built in variable order without zeros: keep those as they are.
    var ordered = true
    for index in terms.indices {
      if terms[index].coefficient == 0
        || (index > 0 && terms[index - 1].variable.index >= terms[index].variable.index)
      {
        ordered = false
        break
      }
    }
    if ordered { return terms }
    var sorted = terms
    sorted.sort { $0.variable.index < $1.variable.index }
    var result: [Term] = []
    result.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = result.last, last.variable == term.variable {
        result[result.count - 1].coefficient += term.coefficient
      } else {
        result.append(term)
      }
    }
    result.removeAll { $0.coefficient == 0 }
    return result
  }
}

extension LinearProgram {
  /// The bounds of an item numbered as GLPK numbers them: rows 1…m, then variables m+1….
  func bounds(ofItem item: Int) -> (lower: Double, upper: Double) {
    let m = rows.count
    return item <= m
      ? (rows[item - 1].lower, rows[item - 1].upper)
      : (variables[item - m - 1].lower, variables[item - m - 1].upper)
  }
}
