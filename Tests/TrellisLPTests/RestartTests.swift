import Testing
import TrellisTestSupport

@testable import TrellisLP

/// Solves restarted from a remembered basis
/// (``GLPKSolver/solve(trustingNamesOf:restartingFrom:keepingBasis:)``): kept only when the
/// answer is the cold one, bit for bit.
@Suite struct RestartTests {
  /// Random programs, re-solved after their right-hand sides move: every restart that is kept
  /// gives the cold solve's bits (values, activities, basis), and most are kept (about 70 %:
  /// the others end at a degenerate or tied optimum and are solved cold).
  @Test(arguments: 0..<4)
  func restartsGiveTheColdAnswer(batch: Int) throws {
    let solver = LPEngine.defaultSolver
    var restarted = 0
    var compared = 0
    var repaired = 0
    for index in 0..<100 {
      let seed = UInt64(9_000 + batch * 100 + index)
      var random = SplitMix64(seed: seed)
      var program = RandomPrograms.feasible(seed: seed, variables: 12, rows: 8)
      let first = try solver.solve(
        trustingNamesOf: program, restartingFrom: nil, keepingBasis: true)
      guard first.solution.status == .optimal, let basis = first.basis else { continue }
      // Widen every row a little, so the program stays feasible and the old basis is a start.
      for row in program.rows.indices {
        // Small moves keep the optimal basis; larger ones (odd batches) change it.
        let shift = Double(Int.random(in: 0...3, using: &random)) / (batch % 2 == 0 ? 8 : 1)
        let (lower, upper) = (program.rows[row].lower, program.rows[row].upper)
        try program.setBounds(
          LinearProgram.Row(index: row), lower: lower == upper ? lower + shift : lower - shift,
          upper: upper + shift)
      }
      let cold = try solver.solve(trustingNamesOf: program, restartingFrom: nil, keepingBasis: true)
      let warm = try solver.solve(
        trustingNamesOf: program, restartingFrom: basis, keepingBasis: true)
      compared += 1
      if warm.restarted { restarted += 1 }
      if warm.restarted && warm.solution.iterations > 0 { repaired += 1 }
      #expect(warm.solution.status == cold.solution.status, "seed \(seed)")
      #expect(warm.solution.values == cold.solution.values, "seed \(seed)")
      #expect(warm.solution.rowActivities == cold.solution.rowActivities, "seed \(seed)")
      #expect(warm.basis == cold.basis, "seed \(seed)")
    }
    #expect(compared >= 90)
    #expect(restarted >= compared / 4, "only \(restarted) of \(compared) restarts were kept")
    // Some restarts take dual simplex iterations, and their optimum is read like a cold one.
    #expect(repaired > 0)
  }

  /// A basis of the wrong shape is no start: the solve is cold.
  @Test func aBasisOfAnotherShapeIsIgnored() throws {
    let program = TextbookPrograms.wyndorGlass()
    let other = LPBasis(variables: [.basic], rows: [.lower])
    let solve = try LPEngine.defaultSolver.solve(
      trustingNamesOf: program, restartingFrom: other, keepingBasis: false)
    #expect(!solve.restarted)
    #expect(solve.solution.status == .optimal)
    #expect(solve.basis == nil)
  }

  /// A tied optimum (two optimal vertices) is never taken from a restart.
  @Test func aTiedOptimumIsSolvedCold() throws {
    // max x + y subject to x + y <= 4: every point of the segment is optimal.
    var program = LinearProgram(sense: .maximize)
    let x = program.addVariable("x", upper: 4, objective: 1)
    let y = program.addVariable("y", upper: 4, objective: 1)
    program.addRow("cap", [x: 1, y: 1], upper: 4)
    let solver = LPEngine.defaultSolver
    let first = try solver.solve(trustingNamesOf: program, restartingFrom: nil, keepingBasis: true)
    let basis = try #require(first.basis)
    let again = try solver.solve(
      trustingNamesOf: program, restartingFrom: basis, keepingBasis: false)
    #expect(!again.restarted)
    #expect(again.solution.values == first.solution.values)
  }
}
