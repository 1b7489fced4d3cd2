import Testing
import TrellisLP

/// The exact rational re-check (`glp_exact`) from the floating-point basis.
@Suite struct ExactRecheckTests {
  static var exact: GLPKSolver {
    var options = GLPKSolver.Options()
    options.exactRecheck = true
    return GLPKSolver(options: options)
  }

  @Test func textbookOptimumIsConfirmedExactly() throws {
    let solution = try Self.exact.solve(TextbookPrograms.wyndorGlass())
    let recheck = try #require(solution.exactRecheck)
    #expect(recheck.status == .optimal)
    #expect(recheck.iterations == 0)
    #expect(recheck.maximumDeviation == 0)
    #expect(solution.values == [2, 6] && solution.objective == 36)
  }

  @Test func badlyScaledProgramIsRecheckedToItsExactOptimum() throws {
    // Sizes from 1e-6 to 1e7 in one program: x = 1e7 - 3e-6 exactly representable? No; the
    // exact solver gives the correctly rounded value, the floating one may be a few ulps off.
    var lp = LinearProgram(sense: .maximize)
    let big = lp.addVariable("big", objective: 1)
    let tiny = lp.addVariable("tiny", lower: 1e-6, upper: 3e-6, objective: 1e-7)
    lp.addRow("total", [big: 1, tiny: 1], upper: 1e7)
    lp.addRow("ratio", [big: 1e-6, tiny: 1], upper: 10 + 1e-6)
    let floating = try GLPKSolver().solve(lp)
    let solution = try Self.exact.solve(lp)
    let recheck = try #require(solution.exactRecheck)
    #expect(recheck.status == .optimal)
    #expect(recheck.floatingPointObjective == floating.objective)
    #expect(recheck.maximumDeviation <= 1e-6)
    #expect(abs(solution[big] + solution[tiny] - 1e7) <= 1e-8)
  }

  @Test func infeasibleProgramStaysInfeasibleExactly() throws {
    var lp = LinearProgram()
    let x = lp.addVariable("x")
    lp.addRow("low", [x: 1], upper: -1)
    let solution = try Self.exact.solve(lp)
    #expect(solution.status == .infeasible)
    #expect(solution.exactRecheck?.status == .infeasible)
  }

  @Test func programWithoutRowsIsExactAlready() throws {
    var lp = LinearProgram()
    lp.addVariable("x", lower: 0.1, upper: 2, objective: 3)
    let solution = try Self.exact.solve(lp)
    #expect(
      solution.exactRecheck
        == .init(
          status: .optimal, iterations: 0, maximumDeviation: 0,
          floatingPointObjective: 0.30000000000000004))
  }

  @Test(arguments: 0..<20)
  func randomProgramsAgreeWithExactArithmetic(seed: UInt64) throws {
    let lp = RandomPrograms.feasible(seed: seed, variables: 15, rows: 10)
    let solution = try Self.exact.solve(lp)
    let recheck = try #require(solution.exactRecheck)
    #expect(solution.status == .optimal)
    #expect(recheck.status == .optimal)
    #expect(recheck.maximumDeviation <= 1e-9, "seed \(seed)")
    #expect(
      abs(recheck.floatingPointObjective - solution.objective) <= 1e-9
        * max(1, abs(solution.objective)))
  }
}
