/// A simplex basis as plain data: where every variable and row of a program sits (basic, or
/// nonbasic at one of its bounds).
///
/// It holds no solver object: a session reads one (``GLPKProblem/basis()``) and restores
/// it later (``LPSession/restore(_:)``).
struct LPBasis: Sendable, Equatable {
  /// Where one variable or row sits.
  enum Status: UInt8, Sendable, Equatable {
    /// Basic: its value follows from the others.
    case basic
    /// Nonbasic at its lower bound.
    case lower
    /// Nonbasic at its upper bound.
    case upper
    /// Nonbasic and free (no bounds): at 0.
    case free
    /// Nonbasic and fixed (equal bounds).
    case fixed
  }

  /// The status of each variable, in program order.
  var variables: [Status]
  /// The status of each row (of its slack), in program order.
  var rows: [Status]

  /// Whether the basis has one status per variable and row of `program` and exactly as many
  /// basic members as the program has rows (the shape a basis must have).
  ///
  /// - Complexity: O(variables + rows).
  func fits(_ program: LinearProgram) -> Bool {
    guard variables.count == program.variables.count, rows.count == program.rows.count else {
      return false
    }
    var basic = 0
    for status in variables where status == .basic { basic += 1 }
    for status in rows where status == .basic { basic += 1 }
    return basic == rows.count
  }
}
