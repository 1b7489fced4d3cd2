import Testing
import TrellisLP

/// Export to CPLEX LP and free MPS text, and GLPK's readers (`glp_read_lp`, `glp_read_mps`)
/// reading it back.
@Suite struct TextFormatTests {
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  @Test func lpTextCarriesTheNames() throws {
    let text = try TextbookPrograms.wyndorGlass().text(format: .cplexLP)
    #expect(text.contains("Maximize"))
    #expect(text.contains("plant3: + 3 doors + 2 windows <= 18"))
  }

  @Test func bracketsAndHyphensAreSpelledForLPText() throws {
    let text = try TextbookPrograms.dantzigTransport().text(format: .cplexLP)
    #expect(text.contains("ship(seattle,new~york)"))
    #expect(!text.contains("["))
    let mps = try TextbookPrograms.dantzigTransport().text(format: .freeMPS)
    #expect(mps.contains("ship[seattle,new-york]"))
  }

  @Test(arguments: LinearProgram.TextFormat.allCases)
  func textbookProgramsReadBackWithTheSameOptimum(format: LinearProgram.TextFormat) throws {
    for program in [
      TextbookPrograms.wyndorGlass(), TextbookPrograms.chvatal(),
      TextbookPrograms.dantzigTransport(), TextbookPrograms.bealeCycling(),
    ] {
      let readBack = try LinearProgram(parsing: program.text(format: format), format: format)
      let original = try GLPKSolver().solve(program)
      let again = try GLPKSolver().solve(readBack)
      #expect(again.status == .optimal)
      #expect(Self.close(original.objective, again.objective))
      try expectSameProgram(readBack, program, format: format)
    }
  }

  @Test(arguments: LinearProgram.TextFormat.allCases, 0..<25)
  func randomProgramsRoundTrip(format: LinearProgram.TextFormat, seed: UInt64) throws {
    let program = RandomPrograms.feasible(seed: seed, variables: 9, rows: 7)
    let text = try program.text(format: format)
    let readBack = try LinearProgram(parsing: text, format: format)
    try expectSameProgram(readBack, program, format: format)
    let original = try GLPKSolver().solve(program)
    let again = try GLPKSolver().solve(readBack)
    #expect(original.status == again.status, "seed \(seed):\n\(text)")
    #expect(Self.close(original.objective, again.objective), "seed \(seed):\n\(text)")
  }

  /// The same program, up to the LP spelling of names in LP text.
  func expectSameProgram(
    _ readBack: LinearProgram, _ program: LinearProgram, format: LinearProgram.TextFormat
  ) throws {
    let spell = format == .cplexLP ? LinearProgram.lpSpelling(of:) : { $0 }
    var expected = LinearProgram(name: program.name, sense: program.sense)
    expected.objectiveName = program.objectiveName
    expected.objectiveConstant = program.objectiveConstant
    for variable in program.variables {
      expected.addVariable(
        spell(variable.name), lower: variable.lower, upper: variable.upper,
        objective: variable.objective)
    }
    for row in program.rows {
      expected.addRow(spell(row.name), row.terms, lower: row.lower, upper: row.upper)
    }
    #expect(readBack == expected)
  }

  static let edgePrograms: [(String, LinearProgram)] = {
    var noRows = LinearProgram(sense: .maximize)
    noRows.addVariable("x", upper: 3, objective: 1)
    var noVariables = LinearProgram()
    noVariables.addRow("zeroSum", [], lower: -1, upper: 1)
    noVariables.objectiveConstant = 4
    var freeAndZeroRows = LinearProgram()
    let x = freeAndZeroRows.addVariable("x", lower: -.infinity)
    let y = freeAndZeroRows.addVariable("y")
    freeAndZeroRows.addRow("free", [x: 1, y: 2])
    freeAndZeroRows.addRow("cancelled", [x: 1, x: -1], lower: 2)
    freeAndZeroRows.addRow("range", [y: 1], lower: 0.1, upper: 0.3)
    return [
      ("empty", LinearProgram()), ("no rows", noRows), ("no variables", noVariables),
      ("free, empty and ranged rows", freeAndZeroRows),
    ]
  }()

  @Test(arguments: LinearProgram.TextFormat.allCases, edgePrograms.map(\.0))
  func edgeProgramsRoundTripExactly(format: LinearProgram.TextFormat, label: String) throws {
    let program = try #require(Self.edgePrograms.first { $0.0 == label }).1
    let text = try program.text(format: format)
    try expectSameProgram(LinearProgram(parsing: text, format: format), program, format: format)
  }

  @Test func malformedLPTextNamesTheLine() {
    let text = "Maximize\n obj: x + y\nSubject To\n c1: x + y <= 4\n c2: x +* y >= 1\nEnd\n"
    #expect {
      try LinearProgram(parsing: text, format: .cplexLP)
    } throws: { error in
      guard let error = error as? LinearProgramTextError else { return false }
      return error.line == 5 && !error.message.contains("/tmp")
    }
  }

  @Test func malformedMPSTextNamesTheLine() {
    let text = "NAME x\nROWS\n N obj\n L c1\nCOLUMNS\n x obj one\nENDATA\n"
    #expect {
      try LinearProgram(parsing: text, format: .freeMPS)
    } throws: { error in
      (error as? LinearProgramTextError)?.line == 6
    }
  }

  @Test func emptyTextIsAnError() {
    #expect(throws: LinearProgramTextError.self) {
      try LinearProgram(parsing: "", format: .cplexLP)
    }
  }

  @Test func integerVariablesAreRefused() {
    let text = "Maximize\n obj: x\nSubject To\n c: x <= 4.5\nGeneral\n x\nEnd\n"
    #expect(throws: LinearProgramTextError.self) {
      try LinearProgram(parsing: text, format: .cplexLP)
    }
  }

  @Test func namesThisLayerRefusesAreRefusedOnReading() {
    // Free MPS accepts a name beginning with a digit; CPLEX LP text could not hold it.
    let text = "NAME\nROWS\n N obj\n L c1\nCOLUMNS\n 2x obj 1 c1 1\nRHS\n RHS c1 4\nENDATA\n"
    #expect(throws: LinearProgramError.self) { try LinearProgram(parsing: text, format: .freeMPS) }
  }

  @Test func readingKeepsTheObjectiveConstantAndFreeVariables() throws {
    var lp = LinearProgram()
    let x = lp.addVariable("x", lower: -.infinity, objective: 1)
    let y = lp.addVariable("y", lower: -.infinity, upper: 5, objective: -1)
    lp.objectiveConstant = 7
    lp.addRow("link", [x: 1, y: -1], lower: -2)
    for format in LinearProgram.TextFormat.allCases {
      let readBack = try LinearProgram(parsing: lp.text(format: format), format: format)
      #expect(readBack.objectiveConstant == 7)
      #expect(readBack.variables.map(\.lower) == [-.infinity, -.infinity])
      #expect(readBack.variables.map(\.upper) == [.infinity, 5])
      #expect(try GLPKSolver().solve(readBack).objective == 7 + (3 - 5))
    }
  }
}
