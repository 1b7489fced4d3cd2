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
    #expect(
      vertex.vertex(at: Self.program(), tolerance: 1e-12, sameMatrix: true)?.values == [0, 1])
    // At new bounds of the same kinds, the vertex moves with them.
    #expect(
      vertex.vertex(at: Self.program(rowLower: 2.5), tolerance: 1e-12, sameMatrix: true)?.values
        == [0, 2.5])
    // Where the basis is infeasible (y cannot reach the row), no answer.
    #expect(vertex.vertex(at: Self.program(yUpper: 0.5), tolerance: 1e-12, sameMatrix: true) == nil)
    // Bounds of another kind (the row free), no answer.
    #expect(
      vertex.vertex(at: Self.program(rowLower: -.infinity), tolerance: 1e-12, sameMatrix: true)
        == nil)
  }

  /// Once a refinement has seen the row's bound move, the next vertex is the last one moved
  /// along it (``ParametricVertex``), and it is still rejected where the basis is infeasible.
  @Test func aMovedBoundMovesTheLastVertex() throws {
    let vertex = try #require(Self.certify([[(0, 1), (1, 1)], [(0, 1)]]))
    let first = try #require(
      vertex.vertex(at: Self.program(rowLower: 2.5), tolerance: 1e-12, sameMatrix: true))
    #expect(first.values == [0, 2.5] && !first.moved)
    let second = try #require(
      vertex.vertex(at: Self.program(rowLower: 0.1), tolerance: 1e-12, sameMatrix: true))
    #expect(second.values == [0, 0.1] && second.moved)
    // A third of 7.3 less: the move is exact, so the rounding is the refinement's.
    let third = try #require(
      vertex.vertex(at: Self.program(rowLower: 7.3 - 7.3 / 3), tolerance: 1e-12, sameMatrix: true))
    #expect(third.values == [0, 7.3 - 7.3 / 3] && third.moved)
    // A matrix not known to be the certified one is refined, not moved.
    let refined = try #require(
      vertex.vertex(at: Self.program(rowLower: 3), tolerance: 1e-12, sameMatrix: false))
    #expect(refined.values == [0, 3] && !refined.moved)
    // y's bound moved too, but y is basic: only the row's move counts, and y = 5 is past it.
    #expect(
      vertex.vertex(at: Self.program(rowLower: 5, yUpper: 3), tolerance: 1e-12, sameMatrix: true)
        == nil)
  }

  /// `x − y` first: leaving `x = 0` is worse, but `y` should grow, so the start is not
  /// optimal: no certificate.
  @Test func aWrongSignIsNotCertified() {
    #expect(Self.certify([[(0, 1), (1, -1)]]) == nil)
  }
}
