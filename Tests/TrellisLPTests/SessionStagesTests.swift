import Testing

@testable import TrellisLP

/// The session operations of a staged solve (rows added mid-session, a variable started basic
/// in a new row, an optimal face held and released) answer what a cold solve of the same
/// program answers.
@Suite struct SessionStagesTests {
  /// minimise x + y subject to x + y ≥ 2, x ≤ 5, y ≤ 5: every point of the segment
  /// x + y = 2 is optimal.
  static func segment() -> (LinearProgram, LinearProgram.Variable, LinearProgram.Variable) {
    var lp = LinearProgram(name: "segment", sense: .minimize)
    let x = lp.addVariable("x", upper: 5, objective: 1)
    let y = lp.addVariable("y", upper: 5, objective: 1)
    lp.addRow("sum", [x: 1, y: 1], lower: 2)
    return (lp, x, y)
  }

  @Test func holdingTheOptimalFaceKeepsTheOptimumAndReleasingFreesIt() throws {
    let (lp, x, y) = Self.segment()
    try GLPKSolver().withSession(lp) { session in
      let first = session.solve()
      #expect(first.status == .optimal && first.objective == 2)
      let held = session.holdOptimalFace(tolerance: 1e-9)
      // The sum row has dual 1: it is held at 2; x and y are free on the face.
      #expect(session.program.rows[0].lower == 2 && session.program.rows[0].upper == 2)
      try session.setObjective(x, 0)
      try session.setObjective(y, 1)
      let second = session.solve()
      // Least y on the face: y = 0, x = 2, and the first objective is still 2.
      #expect(second.status == .optimal && second[y] == 0 && second[x] == 2)
      session.release(held)
      #expect(session.program.rows[0].lower == 2 && session.program.rows[0].upper == .infinity)
      try session.setObjective(x, 1)
      try session.setObjective(y, -1)
      // Released, y can grow to its bound: x = 0, y = 5.
      let third = session.solve()
      #expect(third.status == .optimal && third[x] == 0 && third[y] == 5)
    }
  }

  @Test func rowsAddedWarmAnswerLikeACold() throws {
    let (lp, x, y) = Self.segment()
    var cold = lp
    cold.addRow("x-y", [x: 1, y: -1], upper: 0)
    let expected = try GLPKSolver().solve(cold)
    try GLPKSolver().withSession(lp) { session in
      _ = session.solve()
      let rows = try session.addRows(
        trustingNames: [
          ("x-y", [LinearProgram.Term(x, 1), LinearProgram.Term(y, -1)], -.infinity, 0)
        ])
      #expect(rows == [LinearProgram.Row(index: 1)])
      let warm = session.solve()
      #expect(warm.status == .optimal && warm.objective == expected.objective)
      #expect(session.program.rows.count == 2)
    }
  }

  @Test func invalidRowsLeaveTheSessionUnchanged() throws {
    let (lp, x, _) = Self.segment()
    try GLPKSolver().withSession(lp) { session in
      #expect(throws: LinearProgramError.self) {
        _ = try session.addRows(
          trustingNames: [("bad", [LinearProgram.Term(x, .nan)], -.infinity, 0)])
      }
      #expect(throws: LinearProgramError.self) {
        _ = try session.addRows(
          trustingNames: [("bad", [LinearProgram.Term(LinearProgram.Variable(index: 9), 1)], 0, 1)])
      }
      #expect(session.program.rows.count == 1)
      #expect(session.solve().status == .optimal)
    }
  }
}
