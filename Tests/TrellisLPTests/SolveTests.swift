import Testing
import TrellisLP

/// Cold solves of textbook programs and of the edge cases every status comes from.
@Suite struct SolveTests {
  /// Absolute tolerance for comparing with hand-computed optima.
  static let tolerance = 1e-9

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  @Test func wyndorGlassOptimumAndShadowPrices() throws {
    let lp = TextbookPrograms.wyndorGlass()
    let solution = try GLPKSolver().solve(lp)
    #expect(solution.status == .optimal)
    #expect(solution.objective == 36)
    #expect(solution.values == [2, 6])
    #expect(solution.rowActivities == [2, 12, 18])
    #expect(solution.rowDuals == [0, 1.5, 1])
    #expect(solution.reducedCosts == [0, 0])
  }

  @Test func chvatalOptimum() throws {
    let solution = try GLPKSolver().solve(TextbookPrograms.chvatal())
    #expect(solution.status == .optimal)
    #expect(Self.close(solution.objective, 13))
    #expect(zip(solution.values, [2, 0, 1]).allSatisfy { Self.close($0, $1) })
  }

  @Test func dantzigTransportationMinimumCost() throws {
    let lp = TextbookPrograms.dantzigTransport()
    let solution = try GLPKSolver().solve(lp)
    #expect(solution.status == .optimal)
    #expect(Self.close(solution.objective, 153.675))
    // Every market gets exactly what it needs at the optimum (all demand rows are tight).
    #expect(solution.rowActivities[2...].elementsEqual([325, 300, 275], by: Self.close))
  }

  @Test(arguments: GLPKSolver.Options.Method.allCases)
  func bealeDegenerateProgramDoesNotCycle(method: GLPKSolver.Options.Method) throws {
    var options = GLPKSolver.Options()
    options.method = method
    let solution = try GLPKSolver(options: options).solve(TextbookPrograms.bealeCycling())
    #expect(solution.status == .optimal)
    #expect(Self.close(solution.objective, -1.25))
    #expect(Self.close(solution[LinearProgram.Variable(index: 0)], 1))
    #expect(Self.close(solution[LinearProgram.Variable(index: 2)], 1))
  }

  @Test func tiedOptimaGiveOneOptimumReproducibly() throws {
    // max x + y with x + y ≤ 4, x ≤ 3, y ≤ 3: every point of the segment from (1, 3) to (3, 1)
    // is optimal. The solver must pick one and pick the same one every time.
    var lp = LinearProgram(sense: .maximize)
    let x = lp.addVariable("x", upper: 3, objective: 1)
    let y = lp.addVariable("y", upper: 3, objective: 1)
    lp.addRow("sum", [x: 1, y: 1], upper: 4)
    let first = try GLPKSolver().solve(lp)
    #expect(first.status == .optimal)
    #expect(first.objective == 4)
    #expect(first[x] + first[y] == 4)
    #expect((1...3).contains(first[x]))
    for _ in 0..<50 { #expect(try GLPKSolver().solve(lp) == first) }
  }

  @Test(arguments: GLPKSolver.Options.Method.allCases)
  func infeasibleProgram(method: GLPKSolver.Options.Method) throws {
    var lp = LinearProgram()
    let x = lp.addVariable("x")
    let y = lp.addVariable("y")
    lp.addRow("atLeast5", [x: 1, y: 1], lower: 5)
    lp.addRow("atMost3", [x: 1, y: 1], upper: 3)
    var options = GLPKSolver.Options()
    options.method = method
    #expect(try GLPKSolver(options: options).solve(lp).status == .infeasible)
  }

  @Test(arguments: GLPKSolver.Options.Method.allCases)
  func unboundedProgram(method: GLPKSolver.Options.Method) throws {
    var lp = LinearProgram(sense: .maximize)
    let x = lp.addVariable("x", objective: 1)
    let y = lp.addVariable("y")
    lp.addRow("gap", [x: 1, y: -1], upper: 1)
    var options = GLPKSolver.Options()
    options.method = method
    #expect(try GLPKSolver(options: options).solve(lp).status == .unbounded)
  }

  @Test func emptyProgramIsOptimalAtItsConstant() throws {
    var lp = LinearProgram()
    lp.objectiveConstant = 2.5
    let solution = try GLPKSolver().solve(lp)
    #expect(solution.status == .optimal)
    #expect(solution.objective == 2.5)
    #expect(solution.values.isEmpty && solution.rowActivities.isEmpty)
  }

  @Test func variablesWithoutRowsSitAtTheirBestBound() throws {
    var lp = LinearProgram()
    let a = lp.addVariable("a", lower: -2, upper: 7, objective: 1)
    let b = lp.addVariable("b", lower: -2, upper: 7, objective: -1)
    let c = lp.addVariable("c", lower: 4, upper: 4, objective: 3)
    let free = lp.addVariable("free", lower: -.infinity)
    let solution = try GLPKSolver().solve(lp)
    #expect(solution.status == .optimal)
    #expect(solution[a] == -2 && solution[b] == 7 && solution[c] == 4 && solution[free] == 0)
    #expect(solution.objective == -2 - 7 + 12)
  }

  @Test func variableWithoutBoundInTheImprovingDirectionIsUnbounded() throws {
    var lp = LinearProgram()
    lp.addVariable("down", lower: -.infinity, upper: 0, objective: 1)
    #expect(try GLPKSolver().solve(lp).status == .unbounded)
  }

  @Test func rowsWithoutVariablesAreFeasibleOnlyAroundZero() throws {
    var lp = LinearProgram()
    lp.addRow("empty", [], lower: -1, upper: 1)
    #expect(try GLPKSolver().solve(lp).status == .optimal)
    lp.addRow("impossible", [], lower: 1, upper: 2)
    #expect(try GLPKSolver().solve(lp).status == .infeasible)
  }

  @Test func equalityRowsFreeVariablesAndObjectiveConstant() throws {
    // min |shape| with free x, y: x - y = 3, x + y = 1  →  x = 2, y = -1.
    var lp = LinearProgram()
    let x = lp.addVariable("x", lower: -.infinity, objective: 1)
    let y = lp.addVariable("y", lower: -.infinity, objective: -1)
    lp.objectiveConstant = 10
    lp.addRow("difference", [x: 1, y: -1], lower: 3, upper: 3)
    lp.addRow("sum", [x: 1, y: 1], lower: 1, upper: 1)
    let solution = try GLPKSolver().solve(lp)
    #expect(solution.status == .optimal)
    #expect(solution[x] == 2 && solution[y] == -1)
    #expect(solution.objective == 13)
  }

  @Test func repeatedTermsAddUp() throws {
    var lp = LinearProgram(sense: .maximize)
    let x = lp.addVariable("x", objective: 1)
    let y = lp.addVariable("y")
    let row = lp.addRow("twice", [x: 1, y: 1, x: 1, y: -1], upper: 8)
    #expect(lp.rows[row.index].terms == [.init(x, 2)])
    #expect(try GLPKSolver().solve(lp)[x] == 4)
  }

  @Test(arguments: [
    GLPKSolver.Options.InitialBasis.standard, .advanced,
  ])
  func everyOptionCombinationFindsTheSameOptimum(basis: GLPKSolver.Options.InitialBasis) throws {
    for method in GLPKSolver.Options.Method.allCases {
      for scaling in [false, true] {
        var options = GLPKSolver.Options()
        options.method = method
        options.scaling = scaling
        options.initialBasis = basis
        let solution = try GLPKSolver(options: options).solve(TextbookPrograms.dantzigTransport())
        #expect(solution.status == .optimal)
        #expect(Self.close(solution.objective, 153.675))
      }
    }
  }

  @Test func iterationLimitIsASolverFailure() throws {
    var options = GLPKSolver.Options()
    options.iterationLimit = 0
    options.initialBasis = .standard
    let solution = try GLPKSolver(options: options).solve(TextbookPrograms.chvatal())
    #expect(solution.status == .solverFailure(.iterationLimit))
  }

  @Test func glpkIsVersionFiveWithAThreadLocalEnvironment() {
    #expect(GLPKSolver.glpkVersion.hasPrefix("5."))
    #expect(GLPKSolver.hasThreadLocalEnvironment)
  }
}
