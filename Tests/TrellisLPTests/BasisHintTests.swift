import Testing
import TrellisLP

/// Starting bases named by the program (``LinearProgram/setBasisHint(basic:basicRows:)``).
@Suite struct BasisHintTests {
  /// Wyndor Glass: the optimal basis holds both products and the slack of plant 1.
  @Test func theOptimalBasisSolvesWithoutIterations() throws {
    var lp = TextbookPrograms.wyndorGlass()
    let plain = try GLPKSolver().solve(lp)
    try lp.setBasisHint(
      basic: [LinearProgram.Variable(index: 0), LinearProgram.Variable(index: 1)],
      basicRows: [LinearProgram.Row(index: 0)])
    let hinted = try GLPKSolver().solve(lp)
    #expect(hinted.status == .optimal)
    #expect(hinted.iterations == 0)
    #expect(plain.iterations > 0)
    #expect(hinted.values == plain.values)
    #expect(hinted.objective == plain.objective)
  }

  /// A hint is only a start: a wrong, short or singular one gives the same optimum.
  @Test(arguments: [[0], [0, 1], [1, 1, 0]])
  func badHintsAreOnlyAWorseStart(_ basic: [Int]) throws {
    var lp = TextbookPrograms.wyndorGlass()
    let plain = try GLPKSolver().solve(lp)
    try lp.setBasisHint(basic: basic.map { LinearProgram.Variable(index: $0) })
    let hinted = try GLPKSolver().solve(lp)
    #expect(hinted.status == .optimal)
    #expect(hinted.values == plain.values)
  }

  /// A start whose only flaw is a small reduced cost of the wrong sign (-1e-6, which
  /// `glp_warm_up`'s own dual test lets pass) is not taken as optimal.
  @Test func aSmallWrongSignReducedCostIsNotOptimal() throws {
    var lp = LinearProgram(name: "small_slope", sense: .minimize)
    let x = lp.addVariable("x", upper: 10, objective: -1e-6)
    let cap = lp.addRow("cap", [x: 1], upper: 10)
    try lp.setBasisHint(basic: [], basicRows: [cap])
    let solution = try GLPKSolver().solve(lp)
    #expect(solution.status == .optimal)
    #expect(solution.values == [10])
  }

  @Test func hintsMustNameThisProgramsVariablesAndRows() {
    var lp = TextbookPrograms.wyndorGlass()
    #expect(throws: LinearProgramError.unknownVariable(index: 7, variableCount: 2)) {
      try lp.setBasisHint(basic: [LinearProgram.Variable(index: 7)])
    }
    #expect(throws: LinearProgramError.unknownRow(index: 3, rowCount: 3)) {
      try lp.setBasisHint(basic: [], basicRows: [LinearProgram.Row(index: 3)])
    }
  }

  @Test func solutionsCanSkipTheDuals() throws {
    var options = GLPKSolver.Options()
    options.readsDuals = false
    let lean = try GLPKSolver(options: options).solve(TextbookPrograms.wyndorGlass())
    let full = try GLPKSolver().solve(TextbookPrograms.wyndorGlass())
    #expect(lean.values == full.values && lean.rowActivities == full.rowActivities)
    #expect(lean.rowDuals.isEmpty && lean.reducedCosts.isEmpty)
    #expect(full.rowDuals == [0, 1.5, 1])
  }

  /// After a right-hand side change that leaves the basis optimal, a warm solve needs no
  /// simplex iteration and equals a cold solve.
  @Test func aStillOptimalBasisIsRecognisedWithoutIterations() throws {
    let lp = TextbookPrograms.wyndorGlass()
    let plant3 = LinearProgram.Row(index: 2)
    try GLPKSolver().withSession(lp) { session in
      _ = session.solve()
      try session.setBounds(plant3, lower: -.infinity, upper: 19)
      let warm = session.solve()
      var changed = lp
      try changed.setBounds(plant3, lower: -.infinity, upper: 19)
      let cold = try GLPKSolver().solve(changed)
      #expect(warm.iterations == 0)
      #expect(warm.status == .optimal)
      #expect(zip(warm.values, cold.values).allSatisfy { abs($0 - $1) <= 1e-12 })
    }
  }
}
