/// Why a linear program, a change to it or a solver option was refused.
///
/// Every case names the culprit, so a message can be traced back to the variable or row that
/// caused it. These errors are raised in Swift before anything reaches GLPK, which would
/// otherwise abort the process on invalid arguments.
public enum LinearProgramError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The part of a program an error is about.
  public enum Item: Equatable, Sendable, CustomStringConvertible {
    /// The problem itself (its name).
    case problem
    /// The objective (its name or constant).
    case objective
    /// A variable, by position and name.
    case variable(index: Int, name: String)
    /// A row, by position and name.
    case row(index: Int, name: String)

    public var description: String {
      switch self {
      case .problem: "problem name"
      case .objective: "objective"
      case .variable(let index, let name):
        name.isEmpty ? "variable #\(index)" : "variable '\(name)'"
      case .row(let index, let name): name.isEmpty ? "row #\(index)" : "row '\(name)'"
      }
    }
  }

  /// A name is empty, too long, or uses a character that LP or MPS text cannot hold.
  case invalidName(Item, reason: String)
  /// Two variables (or two rows) have the same name; `firstIndex` is the earlier one.
  case duplicateName(Item, firstIndex: Int)
  /// Two names differ but are spelled the same in CPLEX LP text (which writes `[` `]` `-` as
  /// `(` `)` `~`), so an exported program could not be read back faithfully.
  case nameClashInLPText(Item, other: String, spelling: String)
  /// Bounds that no value satisfies or that are not numbers: NaN, lower above upper, a lower
  /// bound of `+∞` or an upper bound of `-∞`.
  case invalidBounds(Item, lower: Double, upper: Double)
  /// A row coefficient is NaN or infinite.
  case nonFiniteCoefficient(row: Item, variable: String, value: Double)
  /// An objective coefficient (of a variable, or the constant) is NaN or infinite.
  case nonFiniteObjective(Item, value: Double)
  /// A finite number (`role` says which: a coefficient, a bound, the objective constant) is
  /// neither 0 nor within ``LinearProgram/magnitudeRange`` in magnitude. GLPK's scaling and
  /// factorisation abort the process on such numbers, and they carry no meaning in a layout.
  case magnitudeOutOfRange(Item, role: String, value: Double)
  /// A variable handle is not a variable of this program.
  case unknownVariable(index: Int, variableCount: Int)
  /// A row handle is not a row of this program.
  case unknownRow(index: Int, rowCount: Int)
  /// A row's term refers to a variable that is not in the program.
  case termWithUnknownVariable(row: Item, index: Int, variableCount: Int)
  /// The program has more variables, rows or coefficients than GLPK accepts.
  case tooLarge(what: String, count: Int, limit: Int)
  /// A solver option is out of its range.
  case invalidOption(name: String, value: String, expected: String)

  public var description: String {
    switch self {
    case .invalidName(let item, let reason):
      "\(item): invalid name: \(reason)"
    case .duplicateName(let item, let firstIndex):
      "\(item): name already used by #\(firstIndex)"
    case .nameClashInLPText(let item, let other, let spelling):
      "\(item): name is spelled '\(spelling)' in LP text, like '\(other)'"
    case .invalidBounds(let item, let lower, let upper):
      "\(item): invalid bounds [\(lower), \(upper)]"
        + (lower.isNaN || upper.isNaN
          ? " (a bound is NaN)"
          : lower > upper ? " (lower bound above upper bound)" : " (bound of the wrong sign)")
    case .nonFiniteCoefficient(let row, let variable, let value):
      "\(row): coefficient of '\(variable)' must be finite, got \(value)"
    case .nonFiniteObjective(let item, let value):
      "\(item): objective coefficient must be finite, got \(value)"
    case .magnitudeOutOfRange(let item, let role, let value):
      "\(item): \(role) \(value) is out of range (numbers must be 0 or between "
        + "\(LinearProgram.magnitudeRange.lowerBound) and "
        + "\(LinearProgram.magnitudeRange.upperBound) in magnitude)"
    case .unknownVariable(let index, let count):
      "variable #\(index) is not in the program (it has \(count) variables)"
    case .unknownRow(let index, let count):
      "row #\(index) is not in the program (it has \(count) rows)"
    case .termWithUnknownVariable(let row, let index, let count):
      "\(row): refers to variable #\(index), but the program has \(count) variables"
    case .tooLarge(let what, let count, let limit):
      "too many \(what): \(count), at most \(limit)"
    case .invalidOption(let name, let value, let expected):
      "option \(name): \(expected), got \(value)"
    }
  }
}
