import Testing

@testable import TrellisLP

/// The certificate behind a tiered session's re-solve (``LexicographicVertex``): a basis is
/// kept only when every nonbasic item's reduced costs over the objectives in order are
/// strictly of the sign that makes leaving its bound worse, and it answers at new bounds only
/// where it is feasible.
@Suite struct LexicographicVertexTests {
  /// `x + y ≥ 1` in `0 ≤ x, y ≤ 10`, at the vertex `x = 0, y = 1` (`y` basic, `x` and the
  /// row at their lower bounds).
  static func program(rowLower: Double = 1, yUpper: Double = 10) -> LinearProgram {
    var program = LinearProgram(name: "tie", sense: .minimize)
    let x = program.addVariable("x", upper: 10)
    let y = program.addVariable("y", upper: yUpper)
    program.addRow("r", [LinearProgram.Term(x, 1), LinearProgram.Term(y, 1)], lower: rowLower)
    return program
  }

  static let start = LPBasis(variables: [.lower, .basic], rows: [.lower])

  static func certify(_ objectives: [[(index: Int, coefficient: Double)]])
    -> LexicographicVertex?
  {
    LexicographicVertex.certify(
      program: program(), held: program(), start: start, values: [0, 1],
      objectives: objectives, tolerance: 1e-9)
  }

  /// `x + y` alone ties every point of the row: no certificate.
  @Test func aTieIsNotCertified() {
    #expect(Self.certify([[(0, 1), (1, 1)]]) == nil)
  }

  /// `x + y`, then `x`: the vertex is the only lexicographic optimum.
  @Test func aLaterObjectiveBreaksTheTie() throws {
    let vertex = try #require(Self.certify([[(0, 1), (1, 1)], [(0, 1)]]))
    #expect(vertex.vertex(at: Self.program(), tolerance: 1e-12) == [0, 1])
    // At new bounds of the same kinds, the vertex moves with them.
    #expect(vertex.vertex(at: Self.program(rowLower: 2.5), tolerance: 1e-12) == [0, 2.5])
    // Where the basis is infeasible (y cannot reach the row), no answer.
    #expect(vertex.vertex(at: Self.program(yUpper: 0.5), tolerance: 1e-12) == nil)
    // Bounds of another kind (the row free), no answer.
    #expect(vertex.vertex(at: Self.program(rowLower: -.infinity), tolerance: 1e-12) == nil)
  }

  /// `x − y` first: leaving `x = 0` is worse, but `y` should grow, so the start is not
  /// optimal: no certificate.
  @Test func aWrongSignIsNotCertified() {
    #expect(Self.certify([[(0, 1), (1, -1)]]) == nil)
  }
}
