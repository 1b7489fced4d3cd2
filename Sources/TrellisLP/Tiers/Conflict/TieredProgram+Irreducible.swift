/// The proof, without a solve, that a conflicting set of required rules is irreducible.
extension TieredProgram {
  /// Whether the elastic optimum's certificate and the program's structure prove that `set`
  /// is irreducible: that without any one of its rules the rest hold together (the chain rows
  /// and every variable's bounds included).
  ///
  /// `set` must be the rules whose row dual is not 0 at `elastic` (the sensitivity filter),
  /// checked to be infeasible. Three conditions make a proof:
  ///
  /// 1. *The certificate is made of rows.* Every variable but the violations has a reduced
  ///    cost of 0 (``LPTolerances/certificateReducedCost``): the duals `y` combine the rows of
  ///    `set` and the chain rows to 0 with no bound's help, every rule of `set` with weight
  ///    (``LPTolerances/certificateDual``).
  /// 2. *It is the only combination.* Without the first rule of `set`, the rows of the others
  ///    and the chain rows are linearly independent (``RowIndependence``; fixed variables are
  ///    constants). Then `y` spans every combination of these rows that sums to 0, and since
  ///    it weighs every rule of `set`, dropping any one rule leaves independent rows: the
  ///    others can all hold with equality, chain rows included, at some point `x`.
  /// 3. *Bounds can be met.* A direction `d` moves every bounded variable towards its free
  ///    side (+1 for a lower bound only, −1 for an upper bound only, 0 when fixed or free; the
  ///    positions follow their chain rows) and no rule of `set` the wrong way. Then `x + t·d`
  ///    holds every rule but the one dropped, every chain row and every bound for `t` large
  ///    enough. A variable bounded on both sides (not fixed) fails this condition.
  ///
  /// When a condition fails, the set may still be irreducible: the deletion filter decides.
  /// Rules outside `set` take no part: they may give way.
  ///
  /// - Complexity: O(entries of the rows of `set` and of the chain rows) for chain-like
  ///   conflicts (paths and cycles of rules, whose elimination pivots on singletons); the
  ///   elimination gives up after a budget of a few times that.
  func provesIrreducible(
    _ set: [Int], in reduced: RequiredProgram, _ elastic: LPSolution
  ) -> Bool {
    let program = reduced.program
    guard set.count > 1 else { return set.count == 1 }
    guard elastic.reducedCosts.count == program.variables.count,
      elastic.rowDuals.count == program.rows.count
    else { return false }
    var isViolation = [Bool](repeating: false, count: program.variables.count)
    for variables in reduced.violationsOfRule.values {
      for variable in variables { isViolation[variable.index] = true }
    }
    // 1. The certificate is made of rows.
    for index in program.variables.indices where !isViolation[index] {
      guard abs(elastic.reducedCosts[index]) <= LPTolerances.certificateReducedCost else {
        return false
      }
    }
    var ruleRows: [LinearProgram.Row] = []
    for rule in set {
      guard let row = reduced.rows[rule] else { return false }
      ruleRows.append(row)
    }
    let duals = ruleRows.map { abs(elastic.rowDuals[$0.index]) }
    let largest = duals.max() ?? 0
    guard largest > 0, duals.allSatisfy({ $0 >= LPTolerances.certificateDual * largest }) else {
      return false
    }
    let chains = chainRows(of: reduced)
    // 3. Bounds can be met (cheaper than 2, so first).
    guard let direction = recessionDirection(reduced, chains, isViolation),
      ruleRows.allSatisfy({ moves(program.rows[$0.index], along: direction, isViolation) })
    else { return false }
    // 2. It is the only combination.
    let isConstant = program.variables.indices.map { index in
      isViolation[index] || program.variables[index].lower == program.variables[index].upper
    }
    let rows = (ruleRows.dropFirst() + chains.map(\.row)).map { row in
      program.rows[row.index].terms.compactMap { term in
        isConstant[term.variable.index] ? nil : (term.variable.index, term.coefficient)
      }
    }
    let entries = rows.reduce(0) { $0 + $1.count }
    return RowIndependence.independent(
      rows, columns: program.variables.count, budget: 16 * entries + 4 * rows.count + 1024)
  }

  /// The required program's chain rows, each with the position it defines, in the order
  /// stated.
  private func chainRows(
    of reduced: RequiredProgram
  ) -> [(row: LinearProgram.Row, variable: LinearProgram.Variable)] {
    var rowOfMain: [Int: Int] = [:]
    for (index, main) in reduced.mainRows.enumerated() { rowOfMain[main] = index }
    return chainDefinitions.compactMap { definition in
      guard let index = rowOfMain[definition.row.index],
        let variable = reduced.variables[definition.variable.index]
      else { return nil }
      return (LinearProgram.Row(index: index), variable)
    }
  }

  /// Condition 3's direction: ±1 towards each bounded variable's free side, 0 for fixed and
  /// free ones, each position moved as its chain row makes it.
  ///
  /// - Returns: the direction, or `nil` when a variable is bounded on both sides (and not
  ///   fixed), a position is bounded or defined twice, or a chain row reaches a position not
  ///   defined yet.
  private func recessionDirection(
    _ reduced: RequiredProgram,
    _ chains: [(row: LinearProgram.Row, variable: LinearProgram.Variable)],
    _ isViolation: [Bool]
  ) -> [Double]? {
    let program = reduced.program
    var direction = [Double](repeating: 0, count: program.variables.count)
    var defined = [Bool](repeating: true, count: program.variables.count)
    for chain in chains { defined[chain.variable.index] = false }
    for (index, variable) in program.variables.enumerated() where !isViolation[index] {
      let (lower, upper) = (variable.lower, variable.upper)
      if !defined[index] {
        guard !lower.isFinite && !upper.isFinite else { return nil }
      } else if lower == upper {
        direction[index] = 0
      } else if lower.isFinite && upper.isFinite {
        return nil
      } else {
        direction[index] = lower.isFinite ? 1 : upper.isFinite ? -1 : 0
      }
    }
    // Chain rows define their positions in order; one that reaches a later position is left
    // to the deletion filter.
    for chain in chains {
      // A position defined twice: its direction could not follow both rows.
      guard !defined[chain.variable.index] else { return nil }
      var rest = 0.0
      var coefficient = 0.0
      for term in program.rows[chain.row.index].terms {
        if term.variable == chain.variable {
          coefficient += term.coefficient
        } else if isViolation[term.variable.index] {
          continue
        } else {
          guard defined[term.variable.index] else { return nil }
          rest += term.coefficient * direction[term.variable.index]
        }
      }
      guard coefficient != 0 else { return nil }
      direction[chain.variable.index] = -rest / coefficient
      defined[chain.variable.index] = true
    }
    return direction
  }

  /// Whether a rule's row moves along `direction` only the way its bounds allow (not at all
  /// when it has two).
  private func moves(
    _ row: LinearProgram.RowDefinition, along direction: [Double], _ isViolation: [Bool]
  ) -> Bool {
    var change = 0.0
    var magnitude = 0.0
    for term in row.terms where !isViolation[term.variable.index] {
      let part = term.coefficient * direction[term.variable.index]
      change += part
      magnitude += abs(part)
    }
    let zero = LPTolerances.recessionZero * magnitude
    if row.lower.isFinite && change < -zero { return false }
    if row.upper.isFinite && change > zero { return false }
    return true
  }
}
