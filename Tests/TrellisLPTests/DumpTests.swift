import Testing
import TrellisLP

/// The readable listing of a program and its solution.
@Suite struct DumpTests {
  @Test func listsObjectiveRowsAndBounds() {
    var lp = TextbookPrograms.wyndorGlass()
    lp.addVariable("spare", lower: -.infinity, upper: 2.5)
    lp.addVariable("fixed", lower: 3, upper: 3, objective: -1)
    lp.addRow("band", [LinearProgram.Variable(index: 0): -1], lower: -1, upper: 0.5)
    lp.objectiveConstant = -2
    #expect(
      lp.dump() == """
        problem wyndor
        maximize obj: 3 doors + 5 windows - fixed - 2
        subject to
          plant1: doors <= 4
          plant2: 2 windows <= 12
          plant3: 3 doors + 2 windows <= 18
          band: -1 <= -doors <= 0.5
        bounds
          doors >= 0
          windows >= 0
          spare <= 2.5
          fixed = 3

        """)
  }

  @Test func showsTheSolutionBesideEachLine() throws {
    let lp = TextbookPrograms.wyndorGlass()
    let text = lp.dump(with: try GLPKSolver().solve(lp))
    #expect(text.contains("plant2: 2 windows <= 12    [activity 12, dual 1.5]"))
    #expect(text.contains("windows >= 0    [value 6, reduced cost 0]"))
    #expect(text.hasSuffix("status optimal, objective 36\n"))
  }

  @Test func emptyProgram() {
    #expect(LinearProgram().dump() == "minimize obj: 0\nsubject to\nbounds\n")
  }
}
