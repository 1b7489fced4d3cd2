import TrellisCore

/// A tiered session's re-solve at new bounds without the stages: the last cold solve's vertex,
/// certified as the only lexicographic optimum of the tiers (``LexicographicVertex``), is
/// checked feasible at the new bounds and refined there, or moved there from the last vertex
/// refined.
extension TieredProgram {
  /// What a cold solve's optimum certifies for a program of the same shape at other bounds
  /// (a resize, a desired size edited).
  struct Certificate: Sendable {
    /// The certified basis, kept factorised.
    var vertex: LexicographicVertex
    /// The program's shape: its rules as the solve reads them but for their targets, and what
    /// the objectives are made of.
    var shape: Shape
    /// Whether the required rules gave way (a conflict).
    var elastic: Bool
    /// The largest-violation rows added to the program: each rule of a tier that spread its
    /// shortfall, with that tier's largest violation.
    var added: [Added]
    /// The tiers solved, in order, and whether each spread its shortfall.
    var tiers: [Tier]
    /// The bases that show the solve's required conflict the only one at other bounds.
    var conflictMemo: ConflictMemo?

    struct Added: Sendable, Equatable {
      var rule: Int
      var largest: LinearProgram.Variable
    }

    struct Tier: Sendable, Equatable {
      var tier: LayoutConstraint.Strength
      var spread: Bool
    }
  }

  /// What the certified objectives and rows are made of: equal shapes have the same
  /// objectives, the same added rows and (with the same matrix, which the vertex checks) the
  /// same certificate.
  struct Shape: Sendable, Equatable {
    var rules: [SolveKey.Rule]
    var tierRows: [LayoutConstraint.Strength: LinearProgram.Row]
    var largest: [LayoutConstraint.Strength: LinearProgram.Variable]
    var sizes: [Int: [LinearProgram.Variable]]
    var units: [Int: LinearProgram.Variable]
  }

  /// The program's ``Shape``.
  var shape: Shape {
    Shape(
      rules: rules.map { rule in
        SolveKey.Rule(
          tier: rule.tier, weight: rule.weight, relation: rule.relation, terms: rule.terms,
          target: 0, row: rule.row, over: rule.over, under: rule.under)
      },
      tierRows: tierRows, largest: largest, sizes: sizes, units: units)
  }

  /// Whether the program has `shape`: ``shape`` equal to it, without making ``shape``.
  ///
  /// - Complexity: O(rules and their terms), O(1) per rule whose terms share storage.
  func has(_ shape: Shape) -> Bool {
    guard shape.rules.count == rules.count, shape.tierRows == tierRows,
      shape.largest == largest, shape.sizes == sizes, shape.units == units
    else { return false }
    for (rule, kept) in zip(rules, shape.rules) {
      guard rule.tier == kept.tier, rule.weight == kept.weight, rule.relation == kept.relation,
        rule.row == kept.row, rule.over == kept.over, rule.under == kept.under,
        kept.target == 0, rule.terms == kept.terms
      else { return false }
    }
    assert(shape == self.shape)
    return true
  }

  /// The rows a resize moves together, by problem: each axis's `bounds` and `fill` rows,
  /// which hold its available length (``retarget(lengths:sizings:)``), as GLPK items (rows
  /// from 1), for the certificate to find their directions before the first resize.
  ///
  /// - Complexity: O(rules).
  func anticipatedMoves() -> [[Int]] {
    var rows: [Int: [Int]] = [:]
    for rule in rules {
      guard case .layout(let family, let number, nil) = rule.source,
        family == .rule(.bounds) || family == .fill
      else { continue }
      rows[number, default: []].append(rule.row.index + 1)
    }
    return rows.keys.sorted().compactMap { rows[$0]?.sorted() }
  }

  /// The tiers a solve minimises, in order: the required one only when its rules gave way.
  func solvedTiers(elastic: Bool) -> [LayoutConstraint.Strength] {
    Self.tierOrder.filter { tier in
      tierRows[tier] != nil && largest[tier] != nil && (tier != .required || elastic)
    }
  }

  /// The certified program: the program's own bounds, and the largest-violation rows.
  ///
  /// The required rules are free to give way when they conflict. The largest violation of a
  /// tier that spreads none is fixed at 0: no row holds it, and no objective of the program
  /// reads it (it would tie every optimum).
  func certifiedProgram(elastic: Bool, added: [Certificate.Added], tiers: [Certificate.Tier])
    -> LinearProgram
  {
    var certified = program
    certifiedBounds(&certified, elastic: elastic, tiers: tiers)
    for row in added {
      certified.addRow("", largestRowTerms(row.rule, row.largest), upper: 0)
    }
    return certified
  }

  /// The certified program, made from the certificate's own.
  ///
  /// ``certifiedProgram(elastic:added:tiers:)`` at this program's bounds: the certificate
  /// program's added rows kept, this program's bounds and objective taken (the certificate's
  /// overrides applied again), when every row of this program has the certificate program's
  /// terms and names, and every variable its name (`nil` otherwise). A resize's program shares
  /// its rows' terms with the one certified, so this copies no terms.
  ///
  /// - Complexity: O(variables + rows) when the rows share their terms.
  func rebounded(_ certificate: Certificate) -> LinearProgram? {
    var certified = certificate.vertex.program
    guard certified.variables.count == program.variables.count,
      certified.rows.count == program.rows.count + certificate.added.count,
      certified.objectiveConstant.bitPattern == program.objectiveConstant.bitPattern,
      certified.sense == program.sense, certified.name == program.name,
      certified.objectiveName == program.objectiveName,
      certified.basisHint == program.basisHint
    else { return nil }
    for (index, row) in program.rows.enumerated() {
      let kept = certified.rows[index]
      guard kept.terms == row.terms, kept.name == row.name else { return nil }
      if kept.lower.bitPattern != row.lower.bitPattern { certified.rows[index].lower = row.lower }
      if kept.upper.bitPattern != row.upper.bitPattern { certified.rows[index].upper = row.upper }
    }
    for (index, variable) in program.variables.enumerated() {
      guard certified.variables[index].name == variable.name else { return nil }
      certified.variables[index].lower = variable.lower
      certified.variables[index].upper = variable.upper
      certified.variables[index].objective = variable.objective
    }
    certifiedBounds(&certified, elastic: certificate.elastic, tiers: certificate.tiers)
    return certified
  }

  /// The certified program's own bounds on the program's variables: the largest violation
  /// of a tier that spreads none fixed at 0, and the required rules free to give way when
  /// they conflict (`elastic`).
  private func certifiedBounds(
    _ certified: inout LinearProgram, elastic: Bool, tiers: [Certificate.Tier]
  ) {
    forEachCertifiedBound(elastic: elastic, tiers: tiers) { variable, lower, upper in
      certified.variables[variable].lower = lower
      certified.variables[variable].upper = upper
    }
  }

  /// Each variable's bounds in the certified program that differ from the program's own (by
  /// variable index): the largest violation of a tier that spreads none fixed at 0, and the
  /// required rules' violations free to grow when they conflict (`elastic`).
  private func forEachCertifiedBound(
    elastic: Bool, tiers: [Certificate.Tier], _ body: (Int, Double, Double) -> Void
  ) {
    for (tier, variable) in largest
    where !tiers.contains(Certificate.Tier(tier: tier, spread: true)) {
      body(variable.index, 0, 0)
    }
    guard elastic else { return }
    for rule in rules where rule.tier == .required {
      for variable in rule.violations { body(variable.index, 0, .infinity) }
    }
  }

  /// The objectives in order: each solved tier's weighted violation, then its largest
  /// violation when it spread one, then the tie-breaking weights.
  func certifiedObjectives(_ tiers: [Certificate.Tier]) -> [[(index: Int, coefficient: Double)]] {
    var objectives: [[(index: Int, coefficient: Double)]] = []
    for entry in tiers {
      objectives.append(
        weightedViolations(of: entry.tier).map { ($0.variable.index, $0.coefficient) })
      if entry.spread, let largest = largest[entry.tier] {
        objectives.append([(largest.index, 1)])
      }
    }
    objectives.append(tieWeights().map { ($0.variable.index, $0.coefficient) })
    return objectives
  }

  /// A rule's violation at `values`: its violation variables' sum.
  func violationAmount(_ rule: TieredRule, _ values: [Double]) -> Double {
    rule.violations.reduce(0) { $0 + values[$1.index] }
  }

  /// Each solved tier's weighted violation at `values`.
  func tierOptimum(_ tier: LayoutConstraint.Strength, _ values: [Double]) -> Double {
    rules.reduce(0) { sum, rule in
      rule.tier == tier ? sum + rule.weight * violationAmount(rule, values) : sum
    }
  }

  /// Certifies a cold solve's optimum for re-solves at other bounds.
  ///
  /// - Parameters:
  ///   - outcome: the cold solve's outcome, polished, with its last program and basis.
  ///   - elastic: whether the required rules gave way.
  /// - Returns: the certificate, or `nil` when the optimum could not be certified.
  func certificate(of outcome: Outcome, elastic: Bool) -> Certificate? {
    guard outcome.polished, let final = outcome.final else { return nil }
    let held = final.program
    let base = program.rows.count
    // The rows the solve added: each rule's largest-violation row.
    var ruleOfViolation: [Int: Int] = [:]
    for (index, rule) in rules.enumerated() {
      for variable in rule.violations { ruleOfViolation[variable.index] = index }
    }
    let largestVariables = Set(largest.values.map(\.index))
    var added: [Certificate.Added] = []
    var hasRow = Set<Int>()
    for row in held.rows[base...] {
      guard let top = row.terms.first(where: { largestVariables.contains($0.variable.index) }),
        let rule = row.terms.lazy.compactMap({ ruleOfViolation[$0.variable.index] }).first
      else { return nil }
      added.append(Certificate.Added(rule: rule, largest: top.variable))
      hasRow.insert(rule)
    }
    var tiers: [Certificate.Tier] = []
    var values = outcome.values
    for tier in solvedTiers(elastic: elastic) {
      let spread = tierOptimum(tier, values) > slack(0)
      tiers.append(Certificate.Tier(tier: tier, spread: spread))
      guard spread, let largest = largest[tier] else { continue }
      for (index, rule) in rules.enumerated()
      where rule.tier == tier && !rule.violations.isEmpty && !hasRow.contains(index) {
        added.append(Certificate.Added(rule: index, largest: largest))
      }
      // The largest violation at the optimum, whatever the solve left it at.
      values[largest.index] = rules.reduce(0) { most, rule in
        rule.tier == tier ? max(most, violationAmount(rule, values)) : most
      }
    }
    let certified = certifiedProgram(elastic: elastic, added: added, tiers: tiers)
    // The same program with the bounds the solve ended with (largest violations held at
    // theirs), and its last basis with the new rows' slacks basic.
    var ended = certified
    for index in 0..<held.rows.count {
      ended.rows[index].lower = held.rows[index].lower
      ended.rows[index].upper = held.rows[index].upper
    }
    for index in held.variables.indices {
      ended.variables[index].lower = held.variables[index].lower
      ended.variables[index].upper = held.variables[index].upper
    }
    for entry in tiers where entry.spread {
      guard let largest = largest[entry.tier] else { continue }
      ended.variables[largest.index].lower = values[largest.index]
      ended.variables[largest.index].upper = values[largest.index]
    }
    var start = final.basis
    start.rows += [LPBasis.Status](
      repeating: .basic, count: certified.rows.count - held.rows.count)
    guard
      let vertex = LexicographicVertex.certify(
        program: certified, held: ended, start: start, values: values,
        objectives: certifiedObjectives(tiers),
        tolerance: LPTolerances.vertexBound * max(1, scale), anticipating: anticipatedMoves())
    else { return nil }
    return Certificate(
      vertex: vertex, shape: shape, elastic: elastic, added: added, tiers: tiers,
      conflictMemo: elastic ? outcome.conflictMemo : nil)
  }

  /// The values of the program's optimum from a certificate of an earlier solve, when the
  /// program has its shape and the certified vertex is feasible at the program's bounds.
  ///
  /// - Returns: the values and whether the vertex was moved from the last one rather than
  ///   refined (``LexicographicVertex/vertex(at:tolerance:)``), or `nil` (the caller solves
  ///   the stages).
  /// - Complexity: O(nonzeros) and a few solves with the basis factors.
  func certifiedValues(_ certificate: Certificate, elastic: Bool)
    -> (values: [Double], moved: Bool)?
  {
    guard certificate.elastic == elastic, has(certificate.shape) else { return nil }
    let tolerance = LPTolerances.vertexBound * 1e-3 * max(1, scale)
    // The last vertex moved along the bounds that moved: no program made.
    if let bounds = certifiedItemBounds(certificate),
      let values = certificate.vertex.movedVertex(at: bounds, tolerance: tolerance)
    {
      return spreadsAsCertified(certificate, values) ? (values, true) : nil
    }
    let rebounded = rebounded(certificate)
    let certified =
      rebounded
      ?? certifiedProgram(elastic: elastic, added: certificate.added, tiers: certificate.tiers)
    assert(
      certified
        == certifiedProgram(elastic: elastic, added: certificate.added, tiers: certificate.tiers))
    guard
      let (values, moved) = certificate.vertex.vertex(
        at: certified, tolerance: tolerance, sameMatrix: rebounded != nil)
    else { return nil }
    return spreadsAsCertified(certificate, values) ? (values, moved) : nil
  }

  /// Whether the tiers that spread a shortfall at `values` are the ones that spread it in the
  /// certified solve.
  private func spreadsAsCertified(_ certificate: Certificate, _ values: [Double]) -> Bool {
    certificate.tiers.allSatisfy { entry in
      (tierOptimum(entry.tier, values) > slack(0)) == entry.spread
    }
  }

  /// The certified program's bounds at this program's bounds, item by item
  /// (``LinearProgram/itemBounds`` of ``rebounded(_:)``), without making it: `nil`
  /// unless every row of this program has the certificate program's terms and every variable
  /// its objective.
  ///
  /// - Complexity: O(variables + rows) when the rows share their terms.
  func certifiedItemBounds(_ certificate: Certificate) -> [(lower: Double, upper: Double)]? {
    let kept = certificate.vertex.program
    let m = kept.rows.count
    guard kept.variables.count == program.variables.count,
      m == program.rows.count + certificate.added.count
    else { return nil }
    var bounds: [(lower: Double, upper: Double)] = [(0, 0)]
    bounds.reserveCapacity(m + program.variables.count + 1)
    let same = program.rows.withUnsafeBufferPointer { rows in
      kept.rows.withUnsafeBufferPointer { keptRows in
        for index in rows.indices {
          guard rows[index].terms == keptRows[index].terms else { return false }
          bounds.append((rows[index].lower, rows[index].upper))
        }
        for index in rows.count..<m {
          bounds.append((keptRows[index].lower, keptRows[index].upper))
        }
        return true
      }
    }
    guard same else { return nil }
    for (index, variable) in program.variables.enumerated() {
      guard variable.objective.bitPattern == kept.variables[index].objective.bitPattern else {
        return nil
      }
      bounds.append((variable.lower, variable.upper))
    }
    forEachCertifiedBound(elastic: certificate.elastic, tiers: certificate.tiers) {
      variable, lower, upper in
      bounds[m + variable + 1] = (lower, upper)
    }
    assert(
      bounds.elementsEqual(
        certifiedProgram(
          elastic: certificate.elastic, added: certificate.added, tiers: certificate.tiers
        ).itemBounds
      ) {
        $0.lower == $1.lower && $0.upper == $1.upper
      })
    return bounds
  }

  /// The outcome of a certified re-solve: the values, the conflict searched, and each
  /// tier's optimum read from the values.
  func certifiedOutcome(
    _ values: [Double], _ certificate: Certificate, conflict: [Int]?, solves: Int
  ) -> Outcome {
    var outcome = Outcome(values: values, conflict: conflict, solves: solves)
    outcome.polished = true
    for entry in certificate.tiers {
      let least = tierOptimum(entry.tier, values)
      let worst = entry.spread ? largest[entry.tier].map { values[$0.index] } : nil
      outcome.optima.append((entry.tier, least, worst))
    }
    return outcome
  }
}
