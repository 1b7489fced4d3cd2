import Testing
import TrellisLP

/// Every way a program or an option can be invalid is refused in Swift, with the culprit named,
/// before anything reaches GLPK (which would abort the process).
@Suite struct ValidationTests {
  /// A named invalid program and the error it must raise.
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var program: @Sendable () -> LinearProgram
    var expected: LinearProgramError
    var testDescription: String { label }
  }

  /// A valid two-variable program to break in one place.
  static func base(_ change: (inout LinearProgram) -> Void = { _ in }) -> LinearProgram {
    var lp = LinearProgram()
    let x = lp.addVariable("x", objective: 1)
    let y = lp.addVariable("y", objective: 1)
    lp.addRow("sum", [x: 1, y: 1], lower: 1)
    change(&lp)
    return lp
  }

  static let x = LinearProgram.Variable(index: 0)
  static let sumItem = LinearProgramError.Item.row(index: 0, name: "sum")

  static let cases: [Case] = [
    Case(
      label: "empty variable name", program: { base { $0.addVariable("") } },
      expected: .invalidName(.variable(index: 2, name: ""), reason: "must not be empty")),
    Case(
      label: "name too long",
      program: { base { $0.addVariable(String(repeating: "a", count: 256)) } },
      expected: .invalidName(
        .variable(index: 2, name: String(repeating: "a", count: 256)),
        reason: "longer than 255 bytes (256)")),
    Case(
      label: "name with a space", program: { base { $0.addRow("a b", []) } },
      expected: .invalidName(
        .row(index: 1, name: "a b"), reason: "' ' is not allowed in \"a b\"")),
    Case(
      label: "name with a control character", program: { base { $0.addVariable("a\u{7}") } },
      expected: .invalidName(
        .variable(index: 2, name: "a\u{7}"), reason: "byte 0x7 is not allowed in \"a\\u{07}\"")),
    Case(
      label: "name with a non-ASCII letter", program: { base { $0.addVariable("é") } },
      expected: .invalidName(
        .variable(index: 2, name: "é"), reason: "byte 0xc3 is not allowed in \"é\"")),
    Case(
      label: "name beginning with a digit", program: { base { $0.addVariable("2x") } },
      expected: .invalidName(
        .variable(index: 2, name: "2x"),
        reason: "must not begin with a digit, '.', '-' or '~' ('2x')")),
    Case(
      label: "invalid problem name", program: { base { $0.name = "" } },
      expected: .invalidName(.problem, reason: "must not be empty")),
    Case(
      label: "invalid objective name", program: { base { $0.objectiveName = "my objective" } },
      expected: .invalidName(
        .objective, reason: "' ' is not allowed in \"my objective\"")),
    Case(
      label: "duplicate variable", program: { base { $0.addVariable("x") } },
      expected: .duplicateName(.variable(index: 2, name: "x"), firstIndex: 0)),
    Case(
      label: "duplicate row", program: { base { $0.addRow("sum", []) } },
      expected: .duplicateName(.row(index: 1, name: "sum"), firstIndex: 0)),
    Case(
      label: "names alike in LP text",
      program: {
        base {
          $0.addVariable("a[1]")
          $0.addVariable("a(1)")
        }
      },
      expected: .nameClashInLPText(
        .variable(index: 3, name: "a(1)"), other: "a[1]", spelling: "a(1)")),
    Case(
      label: "lower bound above upper bound",
      program: { base { $0.addVariable("z", lower: 2, upper: 1) } },
      expected: .invalidBounds(.variable(index: 2, name: "z"), lower: 2, upper: 1)),
    Case(
      label: "NaN bound", program: { base { $0.addVariable("z", lower: .nan) } },
      expected: .invalidBounds(.variable(index: 2, name: "z"), lower: .nan, upper: .infinity)),
    Case(
      label: "lower bound of +infinity",
      program: { base { $0.addVariable("z", lower: .infinity) } },
      expected: .invalidBounds(
        .variable(index: 2, name: "z"), lower: .infinity, upper: .infinity)),
    Case(
      label: "row upper bound of -infinity",
      program: { base { $0.addRow("r", [], lower: -.infinity, upper: -.infinity) } },
      expected: .invalidBounds(.row(index: 1, name: "r"), lower: -.infinity, upper: -.infinity)),
    Case(
      label: "row bounds crossed",
      program: { base { $0.addRow("r", [x: 1], lower: 3, upper: -3) } },
      expected: .invalidBounds(.row(index: 1, name: "r"), lower: 3, upper: -3)),
    Case(
      label: "NaN coefficient", program: { base { $0.addRow("r", [x: .nan]) } },
      expected: .nonFiniteCoefficient(
        row: .row(index: 1, name: "r"), variable: "x", value: .nan)),
    Case(
      label: "infinite coefficient", program: { base { $0.addRow("r", [x: -.infinity]) } },
      expected: .nonFiniteCoefficient(
        row: .row(index: 1, name: "r"), variable: "x", value: -.infinity)),
    Case(
      label: "infinite objective coefficient",
      program: { base { $0.addVariable("z", objective: .infinity) } },
      expected: .nonFiniteObjective(.variable(index: 2, name: "z"), value: .infinity)),
    Case(
      label: "NaN objective constant", program: { base { $0.objectiveConstant = .nan } },
      expected: .nonFiniteObjective(.objective, value: .nan)),
    Case(
      label: "handle from another program",
      program: { base { $0.addRow("r", [LinearProgram.Variable(index: 9): 1]) } },
      expected: .termWithUnknownVariable(row: .row(index: 1, name: "r"), index: 9, variableCount: 2)
    ),
    Case(
      label: "negative handle",
      program: { base { $0.addRow("r", [LinearProgram.Variable(index: -1): 1]) } },
      expected: .termWithUnknownVariable(
        row: .row(index: 1, name: "r"), index: -1, variableCount: 2)),
  ]

  @Test(arguments: cases)
  func invalidProgramIsRefusedBeforeGLPK(_ invalid: Case) {
    let program = invalid.program()
    #expect(throws: invalid.expected.normalized) {
      do throws(LinearProgramError) { try program.validate() } catch { throw error.normalized }
    }
    #expect(throws: LinearProgramError.self) { try GLPKSolver().solve(program) }
    #expect(throws: LinearProgramError.self) { try program.text(format: .cplexLP) }
    #expect(throws: LinearProgramError.self) {
      try GLPKSolver().withSession(program) { _ in () }
    }
  }

  @Test func messagesNameTheCulprit() {
    #expect(
      "\(LinearProgramError.invalidBounds(.variable(index: 2, name: "z"), lower: 2, upper: 1))"
        == "variable 'z': invalid bounds [2.0, 1.0] (lower bound above upper bound)")
    #expect(
      "\(LinearProgramError.nonFiniteCoefficient(row: Self.sumItem, variable: "x", value: .nan))"
        == "row 'sum': coefficient of 'x' must be finite, got nan")
    #expect(
      "\(LinearProgramError.invalidName(.variable(index: 4, name: ""), reason: "must not be empty"))"
        == "variable #4: invalid name: must not be empty")
  }

  @Test func validNamesIncludeLayoutStyleNames() {
    for name in ["main.col[2].width", "x", "_t", "photo-1.left", "a(1)", "s.t.", "e1", "R0000000"] {
      #expect(LinearProgram.isValidName(name), "\(name)")
    }
    #expect(LinearProgram.lpSpelling(of: "main.col[2].width") == "main.col(2).width")
    #expect(LinearProgram.lpSpelling(of: "photo-1") == "photo~1")
  }

  @Test func allowedByteTableMatchesTheDocumentedCharacters() {
    let allowed = Set(
      Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        + Array(LinearProgram.namePunctuation.utf8))
    for byte in UInt8.min...UInt8.max {
      #expect(
        LinearProgram.isValidName("a" + String(decoding: [byte], as: UTF8.self))
          == allowed.contains(byte), "byte \(byte)")
    }
  }

  @Test func manyDistinctNamesAndOneDuplicate() {
    var lp = LinearProgram()
    for index in 0..<5_000 { lp.addVariable("v[\(index)]") }
    #expect(throws: Never.self) { try lp.validate() }
    lp.addVariable("v[1234]")
    #expect(
      throws: LinearProgramError.duplicateName(
        .variable(index: 5_000, name: "v[1234]"), firstIndex: 1_234)
    ) {
      try lp.validate()
    }
  }

  @Test func editingWithAForeignHandleThrows() {
    var lp = Self.base()
    #expect(throws: LinearProgramError.unknownVariable(index: 5, variableCount: 2)) {
      try lp.setBounds(LinearProgram.Variable(index: 5), lower: 0, upper: 1)
    }
    #expect(throws: LinearProgramError.unknownRow(index: 1, rowCount: 1)) {
      try lp.setBounds(LinearProgram.Row(index: 1), lower: 0, upper: 1)
    }
    #expect(throws: LinearProgramError.unknownVariable(index: -3, variableCount: 2)) {
      try lp.setObjective(LinearProgram.Variable(index: -3), 1)
    }
  }

  static func options(_ change: (inout GLPKSolver.Options) -> Void) -> GLPKSolver.Options {
    var options = GLPKSolver.Options()
    change(&options)
    return options
  }

  @Test(arguments: [
    ("feasibilityTolerance", options { $0.feasibilityTolerance = 0 }),
    ("feasibilityTolerance", options { $0.feasibilityTolerance = .nan }),
    ("optimalityTolerance", options { $0.optimalityTolerance = 1 }),
    ("iterationLimit", options { $0.iterationLimit = -1 }),
    ("iterationLimit", options { $0.iterationLimit = Int(Int32.max) + 1 }),
    ("timeLimit", options { $0.timeLimit = .seconds(-1) }),
    ("timeLimit", options { $0.timeLimit = .seconds(3_000_000) }),
  ])
  func invalidOptionsAreRefused(name: String, options: GLPKSolver.Options) {
    #expect {
      try GLPKSolver(options: options).solve(TextbookPrograms.wyndorGlass())
    } throws: { error in
      guard case .invalidOption(let option, _, _) = error as? LinearProgramError else {
        return false
      }
      return option == name
    }
  }
}

extension LinearProgramError {
  /// NaN never equals NaN; tests compare errors with NaN replaced by 1e300.
  var normalized: LinearProgramError {
    func n(_ value: Double) -> Double { value.isNaN ? 1e300 : value }
    switch self {
    case .invalidBounds(let item, let lower, let upper):
      return .invalidBounds(item, lower: n(lower), upper: n(upper))
    case .nonFiniteCoefficient(let row, let variable, let value):
      return .nonFiniteCoefficient(row: row, variable: variable, value: n(value))
    case .nonFiniteObjective(let item, let value):
      return .nonFiniteObjective(item, value: n(value))
    default:
      return self
    }
  }
}
