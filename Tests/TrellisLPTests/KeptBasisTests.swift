import Testing

@testable import TrellisLP

/// A kept optimal basis answers at other bounds with its basic solution there: from GLPK the
/// first time a bound moves, then moved exactly along it (``ParametricVertex``), and never for
/// bounds of another kind.
@Suite struct KeptBasisTests {
  /// `min x` subject to `x + y ≥ lower`, `0 ≤ x, y ≤ 10`: `y` basic at `lower`, `x` and the
  /// row at their lower bounds.
  static func program(rowLower: Double = 1) -> LinearProgram {
    var program = LinearProgram(name: "kept", sense: .minimize)
    let x = program.addVariable("x", upper: 10, objective: 1)
    let y = program.addVariable("y", upper: 10)
    program.addRow("r", [LinearProgram.Term(x, 1), LinearProgram.Term(y, 1)], lower: rowLower)
    return program
  }

  /// Items: the row is 1, `x` 2, `y` 3.
  @Test func theBasicSolutionFollowsTheBounds() throws {
    let kept = try #require(KeptBasis.solving(Self.program(), options: GLPKSolver.Options()))
    #expect(kept.objective == 0)
    for lower in [3.0, 5, 7.3 - 7.3 / 3, 0.1] {
      let values = try #require(
        kept.values(at: Self.program(rowLower: lower).itemBounds))
      #expect(values[3].value == lower && values[2].value == 0 && values[1].value == lower)
    }
    // Past y's bound the basic solution is outside it: the caller's check sees it.
    let past = try #require(
      kept.values(at: Self.program(rowLower: 12).itemBounds))
    #expect(past[3].value == 12)
    // The row free: another kind of bounds, no answer.
    #expect(
      kept.values(at: Self.program(rowLower: -.infinity).itemBounds)
        == nil)
  }
}
