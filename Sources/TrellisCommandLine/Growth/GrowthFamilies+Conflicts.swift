import Trellis

/// Required conflicts for `trellis explain`, n required rules each: a cycle, a chain ending in
/// a contradiction, n rules against the width, many independent pairs, one small conflict
/// among many rules that hold, and a cycle through size groups.
extension GrowthFamily {
  static let conflictFamilies: [GrowthFamily] = [
    conflictCycle, conflictChain, conflictSum, conflictPairs, conflictHidden, conflictGroups,
  ]

  /// A row of n items of 10 points, wide enough for any path of n/2-point steps.
  static func roomyRow(_ n: Int, spacing: Double = 1) -> GrowthJSON {
    row("r", spacing: spacing, (0..<n).map { GrowthDocument.item("i\($0)", 10, 10) })
  }

  /// The width that holds a path `w(k+1) >= w(k) + 1` over n items: no conflict with it.
  static func roomyWidth(_ n: Int) -> Double { Double(n) * Double(n + 30) / 2 }

  /// `i(k) >= i(k+1) + 1` around the row: all n rules are the conflict.
  static let conflictCycle = GrowthFamily(
    "conflict-cycle",
    "explain: a cycle of n required rules `i(k).width >= i(k+1).width + 1` around a row: "
      + "the minimal conflict is all n",
    command: .explain,
    expect: { n in [.conflict(n)] },
    make: { n, _ in
      let rules = (0..<n).map { k in
        Rule("c\(k)", "i\(k).width >= i\((k + 1) % n).width + 1")
      }
      return GrowthDocument.document(
        size: (roomyWidth(n), 20), root: roomyRow(n), rounding: "none", constraints: rules)
    })

  /// `i(k+1) >= i(k) + 1` along the row, then `i(n-1) <= n - 2`: all n rules are the conflict.
  static let conflictChain = GrowthFamily(
    "conflict-chain",
    "explain: a chain of n − 1 required rules `i(k+1).width >= i(k).width + 1` ending in "
      + "`i(n-1).width <= n - 2`: the minimal conflict is all n",
    command: .explain,
    expect: { n in [.conflict(n)] },
    make: { n, _ in
      var rules = (0..<n - 1).map { k in Rule("c\(k)", "i\(k + 1).width >= i\(k).width + 1") }
      rules.append(Rule("end", "i\(n - 1).width <= \(n - 2)"))
      return GrowthDocument.document(
        size: (roomyWidth(n), 20), root: roomyRow(n), rounding: "none", constraints: rules)
    })

  /// `i(k) >= 10` for every item of a row one point too narrow: all n rules and the row's
  /// bounds are the conflict.
  static let conflictSum = GrowthFamily(
    "conflict-sum",
    "explain: n required `i(k).width >= 10` in a row one point narrower than 10n: the "
      + "minimal conflict is all n and the row's bounds",
    command: .explain,
    expect: { n in [.conflict(n + 1)] },
    make: { n, _ in
      let rules = (0..<n).map { k in Rule("c\(k)", "i\(k).width >= 10") }
      return GrowthDocument.document(
        size: (10 * Double(n) - 1, 20), root: roomyRow(n, spacing: 0), rounding: "none",
        constraints: rules)
    })

  /// n/2 independent conflicts of two rules (`>= 30` and `<= 20` on one item).
  static let conflictPairs = GrowthFamily(
    "conflict-pairs",
    "explain: n/2 independent 2-rule conflicts (`i(2k).width >= 30`, `i(2k).width <= 20`) in "
      + "a roomy row: the minimal conflict is one pair",
    command: .explain,
    expect: { _ in [.conflict(2)] },
    make: { n, _ in
      var rules: [Rule] = []
      for k in 0..<n / 2 {
        rules.append(Rule("a\(k)", "i\(2 * k).width >= 30"))
        rules.append(Rule("b\(k)", "i\(2 * k).width <= 20"))
      }
      return GrowthDocument.document(
        size: (40 * Double(n), 20), root: roomyRow(n), rounding: "none", constraints: rules)
    })

  /// A 3-rule cycle in the middle of a row whose n − 1 neighbour pairs are chained by rules
  /// that hold (`i(k+1) <= i(k) + 100`), with `>= 5` on every other item.
  static let conflictHidden = GrowthFamily(
    "conflict-hidden",
    "explain: a 3-rule required cycle in the middle of 1.5 n required rules that hold "
      + "(neighbours chained, minimums): the minimal conflict is the 3",
    command: .explain,
    expect: { _ in [.conflict(3)] },
    make: { n, _ in
      let m = n / 2
      var rules = (0..<n - 1).map { k in Rule("h\(k)", "i\(k + 1).width <= i\(k).width + 100") }
      for k in stride(from: 0, to: n, by: 2) { rules.append(Rule("f\(k)", "i\(k).width >= 5")) }
      rules.insert(Rule("x0", "i\(m).width >= i\(m + 1).width + 5"), at: m)
      rules.insert(Rule("x1", "i\(m + 1).width >= i\(m + 2).width + 5"), at: m + 1)
      rules.insert(Rule("x2", "i\(m + 2).width >= i\(m).width"), at: m + 2)
      return GrowthDocument.document(
        size: (40 * Double(n), 20), root: roomyRow(n), rounding: "none", constraints: rules)
    })

  /// Two grids of n/2 columns whose columns are tied pairwise by groups, and required
  /// constraints `a.col[j] >= b.col[j+1] + 1` around: groups and constraints make one cycle of
  /// n rules.
  static let conflictGroups = GrowthFamily(
    "conflict-groups",
    "explain: two grids of n/2 columns tied column by column by n/2 groups, and n/2 required "
      + "`a.col[j].width >= b.col[j+1].width + 1` around: a cycle of all n rules",
    command: .explain,
    expect: { n in [.conflict(2 * max(2, n / 2))] },
    make: { n, _ in
      let columns = max(2, n / 2)
      let grids = ["a", "b"].map { name in
        grid(
          name, columns: columns, (0..<columns).map { GrowthDocument.item("\(name)\($0)", 10, 10) })
      }
      let rules = (0..<columns).map { j in
        Rule("c\(j)", "a.col[\(j)].width >= b.col[\((j + 1) % columns)].width + 1")
      }
      let groups = (0..<columns).map { j in ("t\(j)", ["a.col[\(j)]", "b.col[\(j)]"]) }
      return GrowthDocument.document(
        size: (roomyWidth(columns), nil),
        root: GrowthDocument.container("vertical", id: "page", [("spacing", 2)], children: grids),
        rounding: "none", constraints: rules, groups: groups)
    })
}
