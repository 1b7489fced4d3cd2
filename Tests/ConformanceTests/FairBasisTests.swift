import Testing
import Trellis
import TrellisBench
import TrellisTestSupport

@testable import TrellisLP

/// The starting basis of a `fair` or `css` program recognises the segments its water level
/// holds at their minimum (``AxisProgram/hintFairBasis()``, issue 21): the css benchmark axis
/// solves from its start with no simplex iteration, and on seeded random problems the answer
/// is bit for bit the one from the former start (every weighted size basic).
@Suite struct FairBasisTests {
  /// Gives `compiled` the former start: the fair unit and every size still growing basic, the
  /// freed growth rows of frozen segments basic.
  static func formerStart(_ compiled: AxisProgram) -> AxisProgram {
    var former = compiled
    var basic = [compiled.unit]
    var basicRows: [LinearProgram.Row] = []
    for (index, row) in compiled.program.rows.enumerated() {
      guard row.terms.count == 2, row.terms.contains(where: { $0.variable == compiled.unit }),
        let size = row.terms.first(where: { $0.variable != compiled.unit })?.variable
      else { continue }
      if row.lower.isFinite {
        basic.append(size)
      } else {
        basicRows.append(LinearProgram.Row(index: index))
      }
    }
    try? former.program.setBasisHint(basic: basic, basicRows: basicRows)
    return former
  }

  /// A cold solve as the LP engine makes it (the optimum read from a fresh factorisation of
  /// its basis).
  static func solve(_ compiled: AxisProgram) throws -> LPSolution {
    try LPEngine.defaultSolver.solveCanonically(trustingNamesOf: compiled.program)
  }

  /// The program progressive filling solves last for `problem`, from the unfrozen program.
  static func lastProgram(_ problem: AxisProblem) throws -> AxisProgram? {
    let names = AxisProgramNames(problem: problem, block: nil)
    guard case .program(var compiled) = AxisProgram.fair(problem, names: names) else {
      return nil
    }
    while true {
      let solution = try solve(compiled)
      guard solution.status == .optimal else { return nil }
      if compiled.freeze(cappedAt: solution[compiled.unit]).isEmpty { return compiled }
    }
  }

  /// The column axis of the css benchmark grid (a third of the columns held at a 70-point
  /// minimum): GLPK finds the hinted start optimal; from the former start it pivots about
  /// once per held column; both read the same sizes.
  @Test(arguments: [30, 300])
  func benchmarkAxisStartsOptimal(side: Int) throws {
    let problem = try #require(try Self.columnProblem(side: side))
    let hinted = try #require(try Self.lastProgram(problem))
    let former = Self.formerStart(hinted)
    let fromHint = try Self.solve(hinted)
    let fromFormer = try Self.solve(former)
    #expect(fromHint.status == .optimal && fromFormer.status == .optimal)
    #expect(fromHint.iterations == 0)
    #expect(fromFormer.iterations >= side / 3 - 1)
    #expect(hinted.sizes.map { fromHint[$0] } == former.sizes.map { fromFormer[$0] })
  }

  /// 240 random problems with minimums, caps, weights and bases
  /// (``FairCapsTests/problem(seed:)``): the program progressive filling solves last gives the
  /// same sizes, bit for bit, from the hinted start and from the former one.
  @Test func randomProblemsGiveTheSameSizesFromEitherStart() throws {
    var fewer = 0
    for index in 0..<240 {
      let seed = 21_400_000 + UInt64(index)
      guard let hinted = try Self.lastProgram(FairCapsTests.problem(seed: seed)) else { continue }
      let former = Self.formerStart(hinted)
      let fromHint = try Self.solve(hinted)
      let fromFormer = try Self.solve(former)
      #expect(fromHint.status == .optimal && fromFormer.status == .optimal, "seed \(seed)")
      #expect(
        hinted.sizes.map { fromHint[$0] } == former.sizes.map { fromFormer[$0] }, "seed \(seed)")
      if fromHint.iterations < fromFormer.iterations { fewer += 1 }
    }
    // Minimums bind in many of them: not a vacuous comparison.
    #expect(fewer >= 40, "only \(fewer) problems started closer to their optimum")
  }

  /// The horizontal problem of ``BenchWorkloads/fairGridDocument(side:)``, as the layout pass
  /// lowers it.
  static func columnProblem(side: Int) throws -> AxisProblem? {
    var problems: [AxisProblem] = []
    _ = try LayoutPass.run(BenchWorkloads.fairGridDocument(side: side), engine: .direct) {
      problem, _ in
      problems.append(problem)
      return DirectEngine.solve(problem)
    }
    return problems.first {
      $0.source.axis == .horizontal && $0.distribution == .css && $0.source.purpose == .layout
    }
  }
}
