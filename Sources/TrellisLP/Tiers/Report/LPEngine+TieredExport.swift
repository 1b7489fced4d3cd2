import TrellisCore

extension LPEngine {
  /// The tiered program of a document (``solveTiered(_:)``) as one linear program whose optimum
  /// is the layout the tiered solve returns: its last stage.
  ///
  /// The program of the solve's last round, with readable names: segment sizes, stretch units
  /// and, where a constraint or group reaches them, the starts of grid tracks and of linear
  /// containers' items as variables (`main.x.pos[3]`, defined by the chain rows
  /// `main.x.pos[0].start` and `main.x.pos[3].next`: `pos[3] = pos[2] + step`); every rule a
  /// row named after it (`main.col[3].min`,
  /// `main.x.bounds`, `groups.sidebar`, a constraint's id) with its violation variables
  /// (`….over`, `….under`); and a `tier.T` row per tier summing its weighted violations.
  /// What the stages found is stated in it:
  /// - each tier's least weighted violation bounds its row (`tier.T <= least`);
  /// - where a tier spread its shortfall, its largest violation bounds every violation
  ///   variable of its rules;
  /// - required rules may give way only when they cannot all hold (their violation variables
  ///   are otherwise fixed at 0);
  /// - the objective (`tie_break`) is the tie-breaking stage's: each size and stretch unit
  ///   weighted by `1 + splitmix64(column) / 2⁶⁴` (the article on over-constrained solving
  ///   states it).
  ///
  /// Its optimum is one point (the tie-breaking weights are generic), the solve's own: glpsol
  /// on the written program finds the sizes Trellis lays out. Each bound carries the slack the
  /// solve gives a fixed optimum (`1e-9` of the layout's scale and of the optimum), so GLPK's
  /// tolerances read the bounds as the solve did.
  ///
  /// - Throws: ``LPEngineError`` as ``solveTiered(_:)`` does.
  /// - Complexity: the tiered solve, and one more compilation of its last program.
  public func tieredProgram(for document: LayoutDocument) throws(LPEngineError) -> LinearProgram {
    try Self.checkValid(document)
    return try bounded { engine throws(LPEngineError) in try engine.lastStageProgram(document) }
  }

  /// ``tieredProgram(for:)`` under the time limit's deadline.
  private func lastStageProgram(_ document: LayoutDocument) throws(LPEngineError) -> LinearProgram {
    var memory: TieredMemory?
    let rounds = try tieredRounds(document, remembering: &memory)
    guard let last = rounds.last else {
      // No program was posed (the first pass could not be compiled): the first pass's own.
      let (pass, trace) = try tracedPass(document)
      return try TieredProgram.compile(document, pass: pass.solver, trace: trace, readable: true)
        .program
    }
    let tiered = try TieredProgram.compile(
      document, pass: last.pass, trace: last.trace, readable: true)
    return tiered.lastStage(last.outcome)
  }
}

extension TieredProgram {
  /// The program of the last stage of a solve that reached `outcome`: the tier optima as
  /// bounds, the tie-breaking weights as the objective (``LPEngine/tieredProgram(for:)``).
  func lastStage(_ outcome: Outcome) -> LinearProgram {
    var program = self.program
    program.objectiveName = "tie_break"
    program.sense = .minimize
    for index in program.variables.indices { program.variables[index].objective = 0 }
    for (variable, weight) in tieWeights() { program.variables[variable.index].objective = weight }
    if outcome.conflict != nil {
      for rule in rules where rule.tier == .required {
        for variable in rule.violations { program.variables[variable.index].upper = .infinity }
      }
    } else if let row = tierRows[.required] {
      // The required rules hold: their violations are 0, and so is their tier's.
      program.rows[row.index].lower = -.infinity
      program.rows[row.index].upper = 0
    }
    for optimum in outcome.optima {
      if let row = tierRows[optimum.tier] {
        program.rows[row.index].lower = -.infinity
        program.rows[row.index].upper = optimum.least + slack(optimum.least)
      }
      guard let worst = optimum.worst else { continue }
      for rule in rules where rule.tier == optimum.tier {
        for variable in rule.violations {
          program.variables[variable.index].upper = min(
            program.variables[variable.index].upper, worst + slack(worst))
        }
      }
    }
    return program
  }
}
