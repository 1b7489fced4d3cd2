import TrellisCore

/// Constraints and size groups that the layout's own solution breaks, mended in the starting
/// basis.
extension TieredBuilder {
  /// A size the start moves to mend a constraint, and the row that now pins it.
  struct Repairs {
    /// The moved sizes' values, by variable index.
    var moved: [Int: Double] = [:]
    /// The rows that pinned the moved sizes (released) and the constraints' rows that pin
    /// them now.
    var released: [LinearProgram.Row] = []
    var pinning: [LinearProgram.Row] = []
  }

  /// Mends, in the start, the soft constraints and size groups that the layout's own solution
  /// breaks, when there are at least ``repairedConstraints`` of them: each such constraint
  /// pins one of its sizes instead of that size's own weaker rule, which then gives way (its
  /// violation basic), so the stages need not pivot each broken constraint into holding, one
  /// O(rows) iteration each (Θ(constraints²) for thousands of them).
  ///
  /// A constraint is mended through the first of its sizes that a single-term rule of a lower
  /// tier pins (a segment that does not stretch, on an axis without a stretch unit, so that
  /// moving it moves nothing else the start pins), not moved already, and whose move breaks no
  /// rule of the constraint's tier or above among the rules of sizes alone. Constraints with
  /// positions, or whose sizes another mend moved, are left as they are. The start stays a
  /// basis of the layout's own rules: the caller measures every rule again with the moved
  /// sizes, and drops the mends when they break a required rule the layout kept.
  ///
  /// Required constraints and groups are mended only when `required` is set: that start is
  /// for the main program when the required rules hold together (with a conflict, the
  /// conflict search's start replaces it), while the equal share's basis is built from the
  /// start without them.
  ///
  /// - Parameters:
  ///   - tiered: the program, its rules built.
  ///   - pins: the rule (an index into its rules) that pins each size, by variable index.
  ///   - activities: each rule's left-hand side at the layout's own solution.
  ///   - required: whether required constraints and groups are mended too.
  /// - Returns: the moved sizes and the rows to exchange.
  /// - Complexity: O(rules' terms).
  func repairs(
    _ tiered: TieredProgram, pins: [Int: Int], activities: [Double], required: Bool = false
  ) -> Repairs {
    let tolerance = LPTolerances.startViolation * tiered.scale
    // Each size's problem (-1 for other variables) and its value in the layout's own solution.
    let count = tiered.program.variables.count
    var problemOf = [Int](repeating: -1, count: count)
    var value = [Double?](repeating: nil, count: count)
    for (problem, variables) in sizes {
      let used = pass.sizes[problem] ?? []
      for (index, variable) in variables.enumerated() {
        problemOf[variable.index] = problem
        if used.indices.contains(index) { value[variable.index] = used[index] }
      }
    }
    func ofSizesAlone(_ rule: TieredRule) -> Bool {
      rule.terms.allSatisfy { problemOf[$0.variable.index] >= 0 }
    }
    // The broken constraints first: below ``repairedConstraints`` nothing is mended.
    var broken: [Int] = []
    for (index, rule) in tiered.rules.enumerated()
    where rule.isUsers && rule.weight > 0 && (required || rule.tier != .required)
      && ofSizesAlone(rule)
      && tiered.measure(rule, activity: activities[index], tolerance: tolerance) != nil
    {
      broken.append(index)
    }
    guard broken.count >= Self.repairedConstraints else { return Repairs() }
    // The rules of sizes alone, with each size's coefficient in them, by size (their
    // activities move with it).
    var rulesOf: [Int: [(rule: Int, coefficient: Double)]] = [:]
    for (index, rule) in tiered.rules.enumerated() where ofSizesAlone(rule) {
      for term in rule.terms {
        rulesOf[term.variable.index, default: []].append((index, term.coefficient))
      }
    }
    func rank(_ tier: LayoutConstraint.Strength) -> Int {
      TieredProgram.tierOrder.firstIndex(of: tier) ?? 0
    }
    var now = activities
    var repairs = Repairs()
    for index in broken {
      let rule = tiered.rules[index]
      guard rule.terms.allSatisfy({ repairs.moved[$0.variable.index] == nil }),
        let measured = tiered.measure(rule, activity: now[index], tolerance: tolerance)
      else { continue }
      // The change of the rule's activity that makes it hold.
      let needed = measured.variable == rule.over ? -measured.amount : measured.amount
      for term in rule.terms {
        let variable = term.variable.index
        let problem = problemOf[variable]
        guard let pin = pins[variable], problem >= 0, stretch[problem] == nil,
          let old = value[variable]
        else { continue }
        let pinning = tiered.rules[pin]
        guard pinning.terms.count == 1, rank(pinning.tier) > rank(rule.tier) else { continue }
        let change = needed / term.coefficient
        // Every other rule of sizes alone that holds stays holding, from the rule's tier up.
        let keeps = (rulesOf[variable] ?? []).allSatisfy { other, coefficient in
          guard other != index, other != pin, rank(tiered.rules[other].tier) <= rank(rule.tier)
          else { return true }
          let moved = now[other] + coefficient * change
          return tiered.measure(tiered.rules[other], activity: now[other], tolerance: tolerance)
            != nil
            || tiered.measure(tiered.rules[other], activity: moved, tolerance: tolerance) == nil
        }
        guard keeps else { continue }
        for (other, coefficient) in rulesOf[variable] ?? [] { now[other] += coefficient * change }
        repairs.moved[variable] = old + change
        repairs.released.append(pinning.row)
        repairs.pinning.append(rule.row)
        break
      }
    }
    return repairs
  }

  /// The fewest broken constraints that ``repairs(_:pins:activities:required:)`` mends: below it, the
  /// few pivots they take cost less than a different start's other bits.
  static let repairedConstraints = 16
}
