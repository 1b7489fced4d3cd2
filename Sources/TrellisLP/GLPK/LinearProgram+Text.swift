internal import CGLPK

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
  /// A text format for linear programs that GLPK (and `glpsol`) reads and writes.
  public enum TextFormat: String, Sendable, CaseIterable {
    /// CPLEX LP format (`glpsol --lp`). It has no `[`, `]` or `-` in names: they are written
    /// `(`, `)` and `~` (see ``LinearProgram/lpSpelling(of:)``).
    case cplexLP = "lp"
    /// Free MPS format (`glpsol --freemps`); names are written as they are.
    case freeMPS = "mps"
  }

  /// The program as text in a format `glpsol` reads, with its variable and row names.
  ///
  /// - Parameter format: CPLEX LP (the default) or free MPS.
  /// - Returns: the text, as GLPK's writer produces it.
  /// - Throws: ``LinearProgramError`` when the program is invalid, ``LinearProgramTextError``
  ///   when the temporary file GLPK writes to cannot be used.
  /// - Complexity: O(variables + rows + nonzeros).
  public func text(format: TextFormat = .cplexLP) throws -> String {
    try validate()
    return try TemporaryFile.withTemporaryFile { file in
      let problem = GLPKProblem(loading: self, names: true)
      let code =
        switch format {
        case .cplexLP: glp_write_lp(problem.pointer, nil, file.path)
        case .freeMPS: glp_write_mps(problem.pointer, GLP_MPS_FILE, nil, file.path)
        }
      guard code == 0 else {
        throw LinearProgramTextError(line: nil, message: "GLPK could not write \(format) text")
      }
      return try file.contents()
    }
  }

  /// Reads a program from CPLEX LP or free MPS text with GLPK's reader.
  ///
  /// Variables and rows keep the text's names and the reader's order (in LP text, the order
  /// in which variables first appear). Integer markings are not part of a ``LinearProgram``
  /// and are refused.
  ///
  /// - Parameters:
  ///   - text: the program text.
  ///   - format: the text's format.
  /// - Throws: ``LinearProgramTextError`` with the line GLPK's reader stopped at when the text
  ///   is malformed; ``LinearProgramError`` when it reads but is not a valid program here (a name
  ///   this layer does not accept, for example).
  /// - Complexity: O(size of the text).
  public init(parsing text: String, format: TextFormat) throws {
    GLPKEnvironment.prepareThread()
    self = try TemporaryFile.withTemporaryFile { file in
      try file.replaceContents(with: text)
      guard let pointer = glp_create_prob() else {
        preconditionFailure("glp_create_prob returned NULL")
      }
      defer { glp_delete_prob(pointer) }
      let (code, output) = GLPKEnvironment.capturingOutput {
        switch format {
        case .cplexLP: glp_read_lp(pointer, nil, file.path)
        case .freeMPS: glp_read_mps(pointer, GLP_MPS_FILE, nil, file.path)
        }
      }
      guard code == 0 else { throw Self.readerError(output, path: file.path) }
      if glp_get_num_int(pointer) > 0 {
        throw LinearProgramTextError(
          line: nil, message: "integer variables are not supported (this is an LP layer)")
      }
      return Self(reading: pointer)
    }
    try validate()
  }

  /// Copies a GLPK problem into a program.
  private init(reading pointer: OpaquePointer) {
    let name = glp_get_prob_name(pointer).map { String(cString: $0) }
    self.init(name: name, sense: glp_get_obj_dir(pointer) == GLP_MAX ? .maximize : .minimize)
    objectiveName = glp_get_obj_name(pointer).map { String(cString: $0) }
    objectiveConstant = glp_get_obj_coef(pointer, 0)
    func bounds(_ type: Int32, _ lower: Double, _ upper: Double) -> (Double, Double) {
      switch type {
      case GLP_FR: (-.infinity, .infinity)
      case GLP_LO: (lower, .infinity)
      case GLP_UP: (-.infinity, upper)
      default: (lower, upper)
      }
    }
    let columnCount = glp_get_num_cols(pointer)
    for column in Int32(1)...max(1, columnCount) where column <= columnCount {
      let (lower, upper) = bounds(
        glp_get_col_type(pointer, column), glp_get_col_lb(pointer, column),
        glp_get_col_ub(pointer, column))
      addVariable(
        glp_get_col_name(pointer, column).map { String(cString: $0) } ?? "x\(column)",
        lower: lower, upper: upper, objective: glp_get_obj_coef(pointer, column))
    }
    let rowCount = glp_get_num_rows(pointer)
    var indices = [Int32](repeating: 0, count: Int(columnCount) + 1)
    var values = [Double](repeating: 0, count: Int(columnCount) + 1)
    for row in Int32(1)...max(1, rowCount) where row <= rowCount {
      let length = Int(glp_get_mat_row(pointer, row, &indices, &values))
      let terms = (0..<length).map { Term(Variable(index: Int(indices[$0 + 1]) - 1), values[$0 + 1]) }
      let (lower, upper) = bounds(
        glp_get_row_type(pointer, row), glp_get_row_lb(pointer, row),
        glp_get_row_ub(pointer, row))
      addRow(
        glp_get_row_name(pointer, row).map { String(cString: $0) } ?? "r\(row)", terms,
        lower: lower, upper: upper)
    }
  }

  /// Turns GLPK reader output such as `/tmp/trellis-ab12:7: syntax error` into an error that
  /// names the line, without the temporary path.
  private static func readerError(_ output: String, path: String) -> LinearProgramTextError {
    let prefix = "\(path):"
    for line in output.split(separator: "\n") where line.hasPrefix(prefix) {
      let rest = line.dropFirst(prefix.count)
      let digits = rest.prefix { $0.isNumber }
      let message = rest.dropFirst(digits.count).drop { $0 == ":" || $0 == " " }
      return LinearProgramTextError(line: Int(digits), message: String(message))
    }
    let lastLine = output.split(separator: "\n").last.map(String.init) ?? "unreadable text"
    return LinearProgramTextError(
      line: nil, message: lastLine.replacing(path, with: "input"))
  }
}
