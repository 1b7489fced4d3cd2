import Testing
import TrellisLP
import TrellisTestSupport

/// Warm re-solves keep GLPK's basis and answer exactly what a cold solve of the changed
/// program answers.
@Suite struct SessionTests {
  /// A one-axis layout program: n tracks share a container of `width`, each at least its
  /// minimum, growing in proportion to its weight (size_i ≥ weight_i × unit), maximising the
  /// unit.
  static func axis(tracks: Int, width: Double) -> (LinearProgram, LinearProgram.Row) {
    var lp = LinearProgram(name: "axis", sense: .maximize)
    let unit = lp.addVariable("unit", objective: 1)
    var sizes: [LinearProgram.Term] = []
    for index in 0..<tracks {
      let size = lp.addVariable("col[\(index)]", lower: Double(10 + index % 3 * 5))
      sizes.append(.init(size, 1))
      lp.addRow("col[\(index)].share", [size: 1, unit: -Double(1 + index % 4)], lower: 0)
    }
    let total = lp.addRow("width", sizes, lower: width, upper: width)
    return (lp, total)
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  @Test func warmResizesEqualColdSolves() throws {
    let (lp, total) = Self.axis(tracks: 16, width: 600)
    let solver = GLPKSolver()
    try solver.withSession(lp) { session in
      var warmIterations = 0
      for (step, width) in [600.0, 607, 593, 600, 1200, 320, 321].enumerated() {
        try session.setBounds(total, lower: width, upper: width)
        let warm = session.solve()
        var changed = lp
        try changed.setBounds(total, lower: width, upper: width)
        #expect(session.program == changed)
        let cold = try solver.solve(changed)
        #expect(warm.status == .optimal)
        // The same vertex; the last bits may differ, as the two runs pivot differently.
        #expect(Self.close(warm.objective, cold.objective))
        #expect(
          warm.values.elementsEqual(cold.values, by: Self.close), "step \(step), width \(width)")
        if step > 0 && abs(width - 600) <= 7 { warmIterations += warm.iterations }
      }
      #expect(warmIterations <= 6, "a ±7 resize should need almost no iterations")
    }
  }

  @Test(arguments: 0..<40)
  func randomChangesWarmEqualsCold(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let lp = RandomPrograms.feasible(seed: seed, variables: 12, rows: 8)
    let solver = GLPKSolver()
    try solver.withSession(lp) { session in
      var program = lp
      _ = session.solve()
      for _ in 0..<6 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let variable = LinearProgram.Variable(index: Int.random(in: 0..<12, using: &random))
          let lower =
            program.variables[variable.index].lower - Double(Int.random(in: 0...3, using: &random))
          let upper =
            program.variables[variable.index].upper + Double(Int.random(in: -2...3, using: &random))
          let bounds = (lower, max(lower, upper))
          try session.setBounds(variable, lower: bounds.0, upper: bounds.1)
          try program.setBounds(variable, lower: bounds.0, upper: bounds.1)
        case 1:
          let row = LinearProgram.Row(index: Int.random(in: 0..<8, using: &random))
          let definition = program.rows[row.index]
          let shift = Double(Int.random(in: -3...3, using: &random))
          try session.setBounds(
            row, lower: definition.lower + shift, upper: definition.upper + shift)
          try program.setBounds(
            row, lower: definition.lower + shift, upper: definition.upper + shift)
        default:
          let variable = LinearProgram.Variable(index: Int.random(in: 0..<12, using: &random))
          let coefficient = Double(Int.random(in: -9...9, using: &random))
          try session.setObjective(variable, coefficient)
          try program.setObjective(variable, coefficient)
        }
        let warm = session.solve()
        let cold = try solver.solve(program)
        #expect(session.program == program)
        #expect(warm.status == cold.status, "seed \(seed)\n\(program.dump())")
        if cold.status == .optimal {
          #expect(Self.close(warm.objective, cold.objective))
        }
      }
    }
  }

  @Test func invalidChangesThrowAndLeaveTheSessionUnchanged() throws {
    let lp = TextbookPrograms.wyndorGlass()
    try GLPKSolver().withSession(lp) { session in
      let before = session.solve()
      let doors = LinearProgram.Variable(index: 0)
      #expect(
        throws: LinearProgramError.invalidBounds(
          .variable(index: 0, name: "doors"), lower: 3, upper: 1)
      ) {
        try session.setBounds(doors, lower: 3, upper: 1)
      }
      #expect(throws: LinearProgramError.unknownRow(index: 3, rowCount: 3)) {
        try session.setBounds(LinearProgram.Row(index: 3), lower: 0, upper: 1)
      }
      #expect(throws: LinearProgramError.unknownVariable(index: 2, variableCount: 2)) {
        try session.setObjective(LinearProgram.Variable(index: 2), 1)
      }
      #expect(throws: LinearProgramError.self) { try session.setObjective(doors, .infinity) }
      #expect(throws: LinearProgramError.self) {
        try session.setBounds(LinearProgram.Row(index: 0), lower: .nan, upper: 4)
      }
      #expect(session.program == lp)
      #expect(
        session.solve()
          == LPSolution(
            status: before.status, objective: before.objective, values: before.values,
            rowActivities: before.rowActivities, rowDuals: before.rowDuals,
            reducedCosts: before.reducedCosts, iterations: 0))
    }
  }

  @Test func sessionMovesBetweenInfeasibleAndOptimal() throws {
    let (lp, total) = Self.axis(tracks: 4, width: 100)
    try GLPKSolver().withSession(lp) { session in
      #expect(session.solve().status == .optimal)
      // The minimums add up to 60: a width of 50 cannot hold them.
      try session.setBounds(total, lower: 50, upper: 50)
      #expect(session.solve().status == .infeasible)
      try session.setBounds(total, lower: 80, upper: 80)
      let solution = session.solve()
      #expect(solution.status == .optimal)
      #expect(Self.close(solution.values.dropFirst().reduce(0, +), 80))
    }
  }

  @Test func bodyErrorsPropagate() {
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try GLPKSolver().withSession(TextbookPrograms.chvatal()) { _ in throw Stop() }
    }
  }
}
