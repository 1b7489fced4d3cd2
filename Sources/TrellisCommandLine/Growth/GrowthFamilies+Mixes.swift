import Trellis

/// Chains of inequalities that cannot all hold, and random mixes of strengths, weights,
/// equalities and inequalities, minimums and maximums.
extension GrowthFamily {
  static let mixFamilies: [GrowthFamily] = [chain, mix, mixRequired, mixGrid]

  /// A row whose every neighbour pair is chained, in 1.2× the content: strong steps of 3
  /// points along the first half (which would need 3n²/8 points), then steps of 1 point,
  /// medium with every third strong.
  static let chain = GrowthFamily(
    "chain",
    "n items in 1.2× their width, `i(k+1).width >= i(k).width + 3` strong along the first "
      + "half, `+ 1` medium (every third strong) along the second: rules of both tiers give way",
    expect: { _ in [.relaxedAtLeast("strong", 1), .relaxedAtLeast("medium", 1), .noConflict] },
    make: { n, _ in
      let items = (0..<n).map { GrowthDocument.item("i\($0)", 10 + Double($0 % 5), 20) }
      var content = Double(n - 1)
      for k in 0..<n { content += 10 + Double(k % 5) }
      let rules = (0..<n - 1).map { k in
        k < n / 2
          ? Rule("c\(k)", "i\(k + 1).width >= i\(k).width + 3", "strong")
          : Rule("c\(k)", "i\(k + 1).width >= i\(k).width + 1", k % 3 == 0 ? "strong" : "medium")
      }
      return GrowthDocument.document(
        size: ((content * 1.2).rounded(), 40), root: row("r", spacing: 1, items),
        rounding: "none", constraints: rules)
    })

  /// Random items (some stretching, some with minimum or maximum desired sizes) in rows of 40,
  /// and n/2 random rules between them.
  static func mixed(n: Int, required: Double, random: inout SplitMix64) -> GrowthJSON {
    let rows = max(2, n / 40)
    var (widest, height) = (0.0, 2 * Double(rows - 1))
    var children: [GrowthJSON] = []
    for r in 0..<rows {
      let spacing = Double(Int.random(in: 0...4, using: &random))
      var (rowWidth, rowHeight) = (spacing * 39, 0.0)
      let items = (0..<40).map { k -> GrowthJSON in
        let w = Double(Int.random(in: 5...60, using: &random))
        let h = Double(Int.random(in: 8...30, using: &random))
        var keys: [(String, GrowthJSON)] = []
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
          keys.append(("stretch", [.number(Double(Int.random(in: 1...3, using: &random))), 0]))
        case 3: keys.append(("minDesired", [.number((w * 1.2).rounded()), nil]))
        case 4: keys.append(("maxDesired", [.number((w * 0.8).rounded()), nil]))
        default: break
        }
        (rowWidth, rowHeight) = (rowWidth + w, max(rowHeight, h))
        return GrowthDocument.item("m\(r)_\(k)", w, h, keys)
      }
      children.append(row("h\(r)", spacing: spacing, items))
      (widest, height) = (max(widest, rowWidth), height + rowHeight)
    }
    func id(_ index: Int) -> String { "m\(index / 40)_\(index % 40)" }
    let count = rows * 40
    var rules: [Rule] = []
    for index in 0..<n / 2 {
      let a = Int.random(in: 0..<count, using: &random)
      var b = min(count - 1, max(0, a + Int.random(in: -60...60, using: &random)))
      if b == a { b = a == 0 ? 1 : a - 1 }
      let (first, second) = (min(a, b), max(a, b))
      let c = Int.random(in: 0...10, using: &random)
      let expr: String
      switch Int.random(in: 0..<7, using: &random) {
      case 0: expr = "\(id(a)).width >= \(id(b)).width + \(c)"
      case 1:
        let ratio = [0.5, 1, 1.5, 2][Int.random(in: 0..<4, using: &random)]
        expr = "\(id(a)).width == \(number(ratio)) * \(id(b)).width"
      case 2: expr = "\(id(a)).width <= \(5 + 3 * c)"
      case 3: expr = "\(id(a)).width >= \(20 + 6 * c)"
      case 4 where first / 40 == second / 40 && first != second:
        expr = "\(id(second)).x >= \(id(first)).x + \(20 * c)"
      case 5: expr = "\(id(a)).height == \(id(b)).height"
      default:
        let row = a / 40
        var other = row + Int.random(in: 1...3, using: &random)
        if other >= rows { other = row > 0 ? row - 1 : 1 }
        let (top, bottom) = (40 * min(row, other) + b % 40, 40 * max(row, other) + a % 40)
        expr = "\(id(bottom)).y >= \(id(top)).y + \(5 * c)"
      }
      rules.append(
        Rule(
          "r\(index)", expr, strength(&random, required: required), weight: weight(&random)))
    }
    return GrowthDocument.document(
      size: ((widest * 0.9).rounded(), (height * 0.95).rounded()),
      root: GrowthDocument.container(
        "vertical", id: "page", [("spacing", 2), ("crop", true)], children: children),
      rounding: "none", constraints: rules)
  }

  /// Random rules in the three soft tiers.
  static let mix = GrowthFamily(
    "mix",
    "n/40 rows of 40 random items (stretch, min and max desired sizes) in 90 % × 95 %, n/2 "
      + "random rules (widths, ratios, bounds, x, y, heights) strong, medium or weak, weights 0–7",
    expect: { _ in [.noConflict] },
    make: { n, random in
      mixed(n: n, required: 0, random: &random)
    })

  /// The same with 5 % of the rules required: required conflicts at scale.
  static let mixRequired = GrowthFamily(
    "mix-required",
    "as mix, with 5 % of the rules required: random required conflicts, the search for a "
      + "minimal one among n/40 required rules",
    make: { n, random in
      mixed(n: n, required: 0.05, random: &random)
    })

  /// An 8-column grid of n/8 rows with random column and row sizings, in 90 % of its
  /// content both ways, and n/4 random rules on tracks and items.
  static let mixGrid = GrowthFamily(
    "mix-grid",
    "8 × n/8 fair grid, random column and row sizings (fixed, min, max, fr, stretch) in 90 % "
      + "of the content, n/4 random rules on columns, rows and items in every soft tier",
    expect: { _ in [.noConflict] },
    make: { n, random in
      let rows = max(2, n / 8)
      let choices: [GrowthJSON] = [
        .object([]), .object([("size", 18)]), .object([("stretch", 1), ("min", 12)]),
        .object([("stretch", 2), ("max", 30)]),
        .object([("size", 0), ("stretch", 1), ("min", "content")]),
      ]
      let columnSizings = (0..<8).map { _ in choices[Int.random(in: 0..<5, using: &random)] }
      let rowSizings = (0..<rows).map { _ in choices[Int.random(in: 0..<5, using: &random)] }
      var (widths, height) = ([Double](repeating: 0, count: 8), 0.0)
      var children: [GrowthJSON] = []
      for r in 0..<rows {
        var rowHeight = 0.0
        for c in 0..<8 {
          let (w, h) = (
            Double(Int.random(in: 8...40, using: &random)),
            Double(Int.random(in: 6...24, using: &random))
          )
          (widths[c], rowHeight) = (max(widths[c], w), max(rowHeight, h))
          children.append(GrowthDocument.item("i\(r * 8 + c)", w, h))
        }
        height += rowHeight + 1
      }
      var rules: [Rule] = []
      for index in 0..<n / 4 {
        let r = Int.random(in: 0..<rows, using: &random)
        let s = (r + Int.random(in: 1..<rows, using: &random)) % rows
        let c = Int.random(in: 0..<8, using: &random)
        let d = (c + Int.random(in: 1..<8, using: &random)) % 8
        let k = Int.random(in: 0..<(rows * 8), using: &random)
        let expr: String
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          expr = "g.col[\(c)].width >= g.col[\(d)].width + \(Int.random(in: 0...8, using: &random))"
        case 1: expr = "g.row[\(r)].height == g.row[\(s)].height"
        case 2: expr = "g.row[\(r)].height >= \(Int.random(in: 10...40, using: &random))"
        case 3: expr = "i\(k).width <= \(Int.random(in: 5...30, using: &random))"
        case 4:
          expr =
            "g.row[\(max(r, s))].y >= g.row[\(min(r, s))].y + \(Int.random(in: 0...200, using: &random))"
        default: expr = "i\(k).x >= g.col[\(c)].x"
        }
        rules.append(Rule("r\(index)", expr, strength(&random), weight: weight(&random)))
      }
      return GrowthDocument.document(
        size: ((0.9 * (widths.reduce(0, +) + 14)).rounded(), (0.9 * height).rounded()),
        root: grid(
          "g", columns: 8,
          keys: [
            ("distribution", "fair"), ("columnSpacing", 2), ("rowSpacing", 1),
            ("columnSizings", .array(columnSizings)), ("rowSizings", .array(rowSizings)),
          ], children),
        rounding: "none", constraints: rules)
    })
}
