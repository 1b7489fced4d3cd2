import TrellisCore

/// A session's re-use of the last layout's required conflict, proven the only one at the new
/// bounds.
///
/// If a set C of required rules cannot hold together, and for every rule r of C the required
/// rules without r can, then every conflicting set contains C (a set without r lies in the
/// required rules without r, which hold together), so C is the only minimal one: the one the
/// conflict search (``conflictSet(_:solver:_:proving:)``) returns, whatever its path. Both
/// facts are shown at the new bounds by bases kept from the layout that found C, with no
/// simplex iteration (``KeptBasis``):
///
/// - C's rules elastic (the other required rules free), their least total violation: the
///   kept optimal basis stays dual feasible at any bounds, so the objective of its basic
///   solution there bounds the new least violation from below. Above the margin
///   (``ConflictMemo/margin(scale:)``), C cannot hold.
/// - For each rule r of C, the required rules without r: the kept basis's basic solution at
///   the new bounds, within every bound, shows that they hold together.
///
/// When either fails the search runs as in a cold solve. Debug builds run it every time and
/// compare.
extension TieredProgram {
  /// The proof's bases and what they were made of.
  final class ConflictMemo: Sendable {
    /// The conflict, in document order.
    let rules: [Int]
    /// The required program the bases were made from (its rows and variables renumbered
    /// from the full program's).
    let required: RequiredProgram
    /// The full program's terms of each required program row, to tell the same matrix.
    let terms: [[LinearProgram.Term]]
    /// Every required rule (by index) with its row and violation variables in the full
    /// program, to tell the same rules.
    let ruleRows: [RuleRow]
    /// The required program's variables in the full program (by required variable), and
    /// whether each is a violation variable of a required rule.
    let mainVariables: [Int]
    let isViolation: [Bool]
    /// C's rules elastic, the others free.
    let elastic: KeptBasis
    /// The required program's variables whose sum is C's violation.
    let conflictViolations: [Int]
    /// For each rule of C, the required rules without it.
    let witnesses: [KeptBasis]

    init(
      rules: [Int], required: RequiredProgram, terms: [[LinearProgram.Term]],
      ruleRows: [RuleRow],
      mainVariables: [Int], isViolation: [Bool], elastic: KeptBasis,
      conflictViolations: [Int], witnesses: [KeptBasis]
    ) {
      self.rules = rules
      self.required = required
      self.terms = terms
      self.ruleRows = ruleRows
      self.mainVariables = mainVariables
      self.isViolation = isViolation
      self.elastic = elastic
      self.conflictViolations = conflictViolations
      self.witnesses = witnesses
    }

    /// A required rule's row and violation variables in the full program.
    struct RuleRow: Equatable {
      var rule: Int
      var row: LinearProgram.Row
      var over: LinearProgram.Variable?
      var under: LinearProgram.Variable?
    }

    /// The largest conflict kept: each rule costs a kept basis and a check per layout.
    static let largestConflict = 8

    /// How far above 0 C's least violation must be shown to be, for every test of the
    /// search to find C infeasible by GLPK's tolerances: ten times GLPK's feasibility
    /// tolerance, at the layout's scale.
    static func margin(scale: Double) -> Double {
      10 * LPTolerances.glpkFeasibility * max(1, scale)
    }

    /// How far outside a bound a witness's item may be: the start's tolerance, at the
    /// layout's scale.
    static func slack(scale: Double) -> Double { LPTolerances.startViolation * max(1, scale) }
  }

  /// The required program's bounds: `elastic` rules' violations free to grow (cost `1` for
  /// those of `counted`), the other rules held.
  private func requiredVariant(
    _ required: RequiredProgram, elastic: (Int) -> Bool, counted: Set<Int>
  ) -> LinearProgram {
    var program = required.program
    // The search's start is not this variant's.
    program.clearBasisHint()
    for index in program.variables.indices { program.variables[index].objective = 0 }
    for rule in required.rows.keys {
      for variable in required.violations(of: rule) {
        program.variables[variable.index].lower = 0
        program.variables[variable.index].upper = elastic(rule) ? .infinity : 0
        program.variables[variable.index].objective = counted.contains(rule) ? 1 : 0
      }
    }
    return program
  }

  /// Keeps the bases that show `found`'s conflict the only one at later bounds, when each of
  /// them holds here.
  ///
  /// - Returns: the memo, or `nil` when the conflict is larger than
  ///   ``ConflictMemo/largestConflict``, it is not the only one here, or a solve fails.
  /// - Complexity: `1 + conflict.count` cold solves of the required program (the search's,
  ///   its violations' bounds and objective set anew).
  func conflictMemo(_ found: Conflict, solver: GLPKSolver) -> ConflictMemo? {
    let conflict = found.rules
    guard !conflict.isEmpty, conflict.count <= ConflictMemo.largestConflict else { return nil }
    let required = found.required ?? requiredProgram()
    let inConflict = Set(conflict)
    // The rows a resize moves, as the required program's items.
    var rowOfMain: [Int: Int] = [:]
    for (index, main) in required.mainRows.enumerated() { rowOfMain[main + 1] = index + 1 }
    let moves = anticipatedMoves().map { $0.compactMap { rowOfMain[$0] } }.filter { !$0.isEmpty }
    let elasticProgram = requiredVariant(required, elastic: { _ in true }, counted: inConflict)
    guard
      let elastic = KeptBasis.solving(
        elasticProgram, options: solver.options, anticipating: moves),
      elastic.objective > ConflictMemo.margin(scale: scale)
    else { return nil }
    var witnesses: [KeptBasis] = []
    for rule in conflict {
      let witness = requiredVariant(required, elastic: { $0 == rule }, counted: [])
      guard let kept = KeptBasis.solving(witness, options: solver.options, anticipating: moves)
      else { return nil }
      witnesses.append(kept)
    }
    var mainVariables = [Int](repeating: -1, count: required.program.variables.count)
    for (main, variable) in required.variables { mainVariables[variable.index] = main }
    var isViolation = [Bool](repeating: false, count: required.program.variables.count)
    for rule in required.rows.keys {
      for variable in required.violations(of: rule) { isViolation[variable.index] = true }
    }
    let ruleRows = required.rows.keys.sorted().map { rule in
      ConflictMemo.RuleRow(
        rule: rule, row: rules[rule].row, over: rules[rule].over, under: rules[rule].under)
    }
    return ConflictMemo(
      rules: conflict.sorted(), required: required,
      terms: required.mainRows.map { program.rows[$0].terms }, ruleRows: ruleRows,
      mainVariables: mainVariables, isViolation: isViolation, elastic: elastic,
      conflictViolations: conflict.flatMap { required.violations(of: $0).map(\.index) },
      witnesses: witnesses)
  }

  /// The memo's conflict, when this program has the memo's required rules and matrix and the
  /// kept bases show it the only conflict at this program's bounds.
  ///
  /// - Complexity: O(required program's items) per kept basis, once the directions of the
  ///   bounds that moved are known.
  func remembered(_ memo: ConflictMemo) -> [Int]? {
    // The same required rules and rows.
    guard memo.terms.count == memo.required.mainRows.count else { return nil }
    for (index, main) in memo.required.mainRows.enumerated() {
      guard main < program.rows.count, program.rows[main].terms == memo.terms[index] else {
        return nil
      }
    }
    for entry in memo.ruleRows {
      guard entry.rule < rules.count, rules[entry.rule].tier == .required,
        rules[entry.rule].row == entry.row, rules[entry.rule].over == entry.over,
        rules[entry.rule].under == entry.under
      else { return nil }
    }
    let requiredCount = rules.reduce(0) { $0 + ($1.tier == .required ? 1 : 0) }
    guard requiredCount == memo.ruleRows.count else { return nil }
    // The required program's bounds here (the violations' are each variant's own).
    let reduced = memo.required.program
    let m = reduced.rows.count
    var bounds: [(lower: Double, upper: Double)] = [(0, 0)]
    bounds.reserveCapacity(m + reduced.variables.count + 1)
    for main in memo.required.mainRows {
      bounds.append((program.rows[main].lower, program.rows[main].upper))
    }
    for main in memo.mainVariables {
      bounds.append((program.variables[main].lower, program.variables[main].upper))
    }
    func variant(_ kept: KeptBasis) -> [(lower: Double, upper: Double)] {
      var own = bounds
      for (index, violation) in memo.isViolation.enumerated() where violation {
        let variable = kept.program.variables[index]
        own[m + index + 1] = (variable.lower, variable.upper)
      }
      return own
    }
    // C cannot hold: the elastic basis's objective bounds its least violation from below.
    guard let elastic = memo.elastic.values(at: variant(memo.elastic)) else { return nil }
    var violation = DoubleDouble(0)
    for index in memo.conflictViolations { violation = violation + elastic[m + index + 1] }
    guard violation.value > ConflictMemo.margin(scale: scale) else { return nil }
    // Without any one rule of C, the others hold: a basic solution within every bound.
    let slack = ConflictMemo.slack(scale: scale)
    for witness in memo.witnesses {
      let own = variant(witness)
      guard let values = witness.values(at: own) else { return nil }
      for item in 1..<own.count {
        let value = values[item].value
        guard value >= own[item].lower - slack, value <= own[item].upper + slack else {
          return nil
        }
      }
    }
    return memo.rules
  }
}

extension TieredProgram {
  /// A certified answer found before the conflict search, which it then does not need.
  ///
  /// - With a certificate's conflict memo that shows the same conflict the only one here
  ///   (``remembered(_:)``), the certificates of a conflict are tried with it.
  /// - Otherwise, the certificates of no conflict: a certified vertex with every required
  ///   rule held shows that they hold together, which is what the search would find.
  ///
  /// Debug builds run the search too and compare.
  ///
  /// - Parameters:
  ///   - certificates: the session's certificates.
  ///   - required: the required rules.
  ///   - solves: the solves so far (for the outcome).
  ///   - tried: the certificates tried, to try again only with another conflict.
  ///   - searching: the conflict search.
  /// - Returns: the outcome, or `nil` (the caller searches).
  func certifiedWithoutSearch(
    _ certificates: [Certificate], required: [Int], solves: Int, tried: inout Set<Int>,
    searching: () throws -> (conflict: Conflict?, minimal: Bool)
  ) -> Outcome? {
    guard !required.isEmpty else { return nil }
    var remembered: [Int]?
    for certificate in certificates where remembered == nil {
      remembered = certificate.conflictMemo.flatMap(self.remembered)
    }
    for (index, certificate) in certificates.enumerated()
    where certificate.elastic == (remembered != nil) {
      tried.insert(index)
      guard let (values, moved) = certifiedValues(certificate, elastic: remembered != nil)
      else { continue }
      assert(
        (try? searching()).map { $0.minimal && $0.conflict?.rules == remembered } ?? false,
        "the remembered conflict is the search's")
      var outcome = certifiedOutcome(values, certificate, conflict: remembered, solves: solves)
      outcome.certifiedBy = index
      outcome.movedVertex = moved
      outcome.rememberedConflict = remembered != nil
      return outcome
    }
    return nil
  }
}
