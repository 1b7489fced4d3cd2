internal import CGLPK

extension LinearProgram {
  /// Reads a program from CPLEX LP or free MPS text with GLPK's reader.
  ///
  /// Variables and rows keep the text's names and the reader's order (in LP text, the order
  /// in which variables first appear). The comments ``LinearProgram/text(format:)`` writes for
  /// what GLPK cannot read (the problem name and objective constant in LP text, a maximisation
  /// in MPS text) are honoured. Integer markings are not part of a ``LinearProgram`` and are refused.
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
      var program = Self(reading: pointer)
      if format == .cplexLP && program.name == nil && text.hasPrefix("\\* Problem: ") {
        let line = text.dropFirst("\\* Problem: ".count).prefix { $0 != "\n" }
        if line.hasSuffix(" *\\") { program.name = String(line.dropLast(3)) }
      }
      if format == .cplexLP && program.objectiveConstant == 0 {
        program.objectiveConstant = Self.constantTermComment(in: text) ?? 0
      }
      if format == .freeMPS && text.contains("\n* Sense: maximize\n") { program.sense = .maximize }
      program.foldGeneratedVariables()
      return program
    }
    try validate()
  }

  /// Copies a GLPK problem into a program.
  private init(reading pointer: OpaquePointer) {
    // The writers spell "no name" as an empty problem name and `obj`; read them back as nil.
    let name = glp_get_prob_name(pointer).map { String(cString: $0) }.flatMap {
      $0.isEmpty ? nil : $0
    }
    self.init(name: name, sense: glp_get_obj_dir(pointer) == GLP_MAX ? .maximize : .minimize)
    objectiveName = glp_get_obj_name(pointer).map { String(cString: $0) }.flatMap {
      $0 == "obj" ? nil : $0
    }
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
      let terms = (0..<length).map {
        Term(Variable(index: Int(indices[$0 + 1]) - 1), values[$0 + 1])
      }
      let (lower, upper) = bounds(
        glp_get_row_type(pointer, row), glp_get_row_lb(pointer, row),
        glp_get_row_ub(pointer, row))
      addRow(
        glp_get_row_name(pointer, row).map { String(cString: $0) } ?? "r\(row)", terms,
        lower: lower, upper: upper)
    }
  }

  /// The objective constant GLPK's LP writer leaves in a comment, `\* constant term = 7 *\`
  /// (the CPLEX LP format as GLPK reads it has no constant term).
  private static func constantTermComment(in text: String) -> Double? {
    guard let marker = text.firstRange(of: "\n\\* constant term = ") else { return nil }
    return Double(text[marker.upperBound...].prefix { !$0.isWhitespace })
  }

  /// Undoes what ``LinearProgram/text(format:)`` writes for GLPK's sake.
  ///
  /// A variable `~r_<k>` that appears only in row k, with coefficient -1, in a row fixed at 0, carries that
  /// row's bounds; `~zero` (fixed at 0) stands in for variables in a program without any, and
  /// the row `~empty` (no terms, `>= 0`) for rows in a program without any. Names
  /// beginning with `~` are reserved for these, so nothing else is touched.
  private mutating func foldGeneratedVariables() {
    var appearances = [Int](repeating: 0, count: variables.count)
    for row in rows { for term in row.terms { appearances[term.variable.index] += 1 } }
    var removed = Set<Int>()
    for (index, variable) in variables.enumerated() where variable.name.hasPrefix("~") {
      if variable.name == "~zero" && variable.lower == 0 && variable.upper == 0
        && variable.objective == 0
      {
        removed.insert(index)
        continue
      }
      guard variable.name.hasPrefix("~r_"), let k = Int(variable.name.dropFirst(3)),
        rows.indices.contains(k - 1), appearances[index] == 1, variable.objective == 0
      else { continue }
      let row = rows[k - 1]
      guard row.lower == 0, row.upper == 0,
        row.terms.contains(where: { $0.variable.index == index && $0.coefficient == -1 })
      else { continue }
      rows[k - 1].lower = variable.lower
      rows[k - 1].upper = variable.upper
      removed.insert(index)
    }
    if rows.count == 1 && rows[0].name == "~empty" && rows[0].terms.isEmpty && rows[0].lower == 0
      && rows[0].upper == .infinity
    {
      rows = []
    }
    guard !removed.isEmpty else { return }
    var newIndex = [Int](repeating: -1, count: variables.count)
    var next = 0
    for index in variables.indices where !removed.contains(index) {
      newIndex[index] = next
      next += 1
    }
    variables = variables.indices.filter { !removed.contains($0) }.map { variables[$0] }
    for index in rows.indices {
      rows[index].terms = rows[index].terms.compactMap { term in
        removed.contains(term.variable.index)
          ? nil : Term(Variable(index: newIndex[term.variable.index]), term.coefficient)
      }
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
