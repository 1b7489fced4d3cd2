import Trellis

/// Grids: tall and wide grids too small for their content, fixed columns over the width,
/// nested containers with constraints on deep positions, size groups across many grids, and
/// the fair and css distributions under tiers.
extension GrowthFamily {
  static let gridFamilies: [GrowthFamily] = [
    gridTall, gridWide, gridFixed, nested, groupsGrids, fairGrid, cssGrid,
  ]

  /// A grid `id` of `columns` columns (or `rows` rows when `columns` is `nil`).
  static func grid(
    _ id: String, columns: Int? = nil, rows: Int? = nil, keys: [(String, GrowthJSON)] = [],
    _ children: [GrowthJSON]
  ) -> GrowthJSON {
    let count: (String, GrowthJSON) =
      columns.map { ("columns", .number(Double($0))) } ?? ("rows", .number(Double(rows ?? 1)))
    return GrowthDocument.container("grid", id: id, [count] + keys, children: children)
  }

  /// 4 columns and n/4 rows in 90 % of their width and 70 % of their height: the rows' desired
  /// heights give way, against constraints on columns and rows in three tiers.
  static let gridTall = GrowthFamily(
    "grid-tall",
    "4 columns × n/4 rows in 90 % × 70 % of the content, a strong and a medium step between columns, "
      + "medium and weak rules between rows: the rows' desired heights give way",
    expect: { n in [.relaxedAtLeast("medium", n / 16)] },
    make: { n, _ in
      let rows = max(2, n / 4)
      var children: [GrowthJSON] = []
      var columnWidths = [Double](repeating: 0, count: 4)
      var height = Double(rows - 1)
      for r in 0..<rows {
        var rowHeight = 0.0
        for c in 0..<4 {
          let k = r * 4 + c
          let (w, h) = (20 + Double(k * 7 % 13 + c * 5), 10 + Double(k * 5 % 11) + Double(r) / 1e4)
          children.append(GrowthDocument.item("i\(k)", w, h))
          columnWidths[c] = max(columnWidths[c], w)
          rowHeight = max(rowHeight, h)
        }
        height += rowHeight
      }
      var rules = [
        Rule("col-step", "g.col[0].width >= g.col[1].width + 4", "strong"),
        Rule("col-gap", "g.col[2].width >= g.col[3].width + 5", "medium"),
      ]
      for r in stride(from: 0, to: rows - 2, by: 8) {
        rules.append(Rule("row\(r)", "g.row[\(r)].height >= g.row[\(r + 1)].height + 2", "medium"))
      }
      for r in stride(from: 4, to: rows - 2, by: 16) {
        rules.append(Rule("tie\(r)", "g.row[\(r)].height == g.row[\(r + 2)].height", "weak"))
      }
      let width = columnWidths.reduce(0, +) + 6
      return GrowthDocument.document(
        size: ((width * 0.9).rounded(), (height * 0.7).rounded()),
        root: grid("g", columns: 4, keys: [("columnSpacing", 2), ("rowSpacing", 1)], children),
        rounding: "none", constraints: rules)
    })

  /// 2 rows and n/2 columns of six sizings (content, stretching with a minimum, fixed,
  /// stretching with a maximum, `fr`, fixed with a minimum) in 80 % of their width, with rules
  /// between columns in three tiers.
  static let gridWide = GrowthFamily(
    "grid-wide",
    "2 rows × n/2 columns of six sizings in 80 % of the width, strong, medium and weak rules "
      + "between columns",
    expect: { _ in [.relaxedAtLeast("medium", 1)] },
    make: { n, _ in
      let columns = max(8, n / 2)
      let sizings: [GrowthJSON] = [
        .object([]), .object([("stretch", 1), ("min", 15)]), .object([("size", 30)]),
        .object([("stretch", 2), ("max", 40)]),
        .object([("size", 0), ("stretch", 1), ("min", "content")]),
        .object([("size", 25), ("min", 20)]),
      ]
      var children: [GrowthJSON] = []
      var base = [Double](repeating: 0, count: columns)
      for r in 0..<2 {
        for c in 0..<columns {
          let k = r * columns + c
          let width = 12 + Double(k * 13 % 29)
          children.append(GrowthDocument.item("i\(k)", width, 10 + Double(k % 5)))
          base[c] = max(base[c], [2: 30, 5: 25][c % 6] ?? width)
        }
      }
      var rules: [Rule] = []
      for j in stride(from: 0, to: columns - 1, by: 10) {
        rules.append(Rule("s\(j)", "g.col[\(j)].width >= g.col[\(j + 1)].width", "strong"))
      }
      for j in stride(from: 3, to: columns - 3, by: 7) {
        rules.append(Rule("m\(j)", "g.col[\(j)].width == 1.5 * g.col[\(j + 3)].width", "medium"))
      }
      for j in stride(from: 5, to: columns, by: 11) {
        rules.append(Rule("w\(j)", "g.col[\(j)].width <= 12", "weak"))
      }
      let width = base.reduce(0, +) + 2 * Double(columns - 1)
      return GrowthDocument.document(
        size: ((width * 0.8).rounded(), nil),
        root: grid(
          "g", rows: 2,
          keys: [
            ("columnSpacing", 2),
            ("columnSizings", .array((0..<columns).map { sizings[$0 % 6] })),
          ], children),
        rounding: "none", constraints: rules)
    })

  /// A 1×n grid of fixed 20-point columns in 70 % of their width.
  ///
  /// Every strong fixed rule (columns and spacings) gives way. A weak rule that holds makes the document tiered.
  static let gridFixed = GrowthFamily(
    "grid-fixed",
    "1 × n grid of fixed 20-point columns, 2-point spacings, in 70 % of their width: the "
      + "strong fixed rules give way",
    expect: { n in [.relaxedAtLeast("strong", n / 2), .relaxedExactly("medium", 0)] },
    make: { n, _ in
      let children = (0..<n).map { GrowthDocument.item("i\($0)", 10, 10) }
      let width = 22 * Double(n) - 2
      return GrowthDocument.document(
        size: ((width * 0.7).rounded(), nil),
        root: grid(
          "g", columns: n, keys: [("columnSpacing", 2), ("columnSizing", .object([("size", 20)]))],
          children),
        rounding: "none", constraints: [Rule("floor", "g.col[0].width >= 1", "weak")])
    })

  /// A vertical layout of n/20 horizontal layouts of five 2×2 grids, in 85 % of the narrowest
  /// row and 80 % of the height, with rules on deep items' positions: a strong `x` distance
  /// across each row that cannot hold, a medium `y` distance between rows, a weak equality.
  static let nested = GrowthFamily(
    "nested",
    "vertical of n/20 horizontals of five 2×2 grids in 85 % × 80 % of the content, strong "
      + "`x` rules across each row, medium `y` rules between rows",
    expect: { n in [.relaxedAtLeast("strong", max(1, n / 20))] },
    make: { n, _ in
      let rows = max(2, n / 20)
      var children: [GrowthJSON] = []
      var rules: [Rule] = []
      var (narrowest, height) = (Double.infinity, 2 * Double(rows - 1))
      var pitches: [Double] = []
      for r in 0..<rows {
        var grids: [GrowthJSON] = []
        var (rowWidth, rowHeight) = (3 * 4.0, 0.0)
        for j in 0..<5 {
          var items: [GrowthJSON] = []
          var (w, h) = ([Double](repeating: 0, count: 4), [Double](repeating: 0, count: 4))
          for c in 0..<4 {
            let k = (r * 5 + j) * 4 + c
            (w[c], h[c]) = (8 + Double(k * 11 % 17), 6 + Double(k * 7 % 9))
            items.append(GrowthDocument.item("n\(r)_\(j)_\(c)", w[c], h[c]))
          }
          rowWidth += max(w[0], w[2]) + max(w[1], w[3]) + 1
          rowHeight = max(rowHeight, max(h[0], h[1]) + max(h[2], h[3]) + 1)
          grids.append(
            grid("g\(r)_\(j)", columns: 2, keys: [("columnSpacing", 1), ("rowSpacing", 1)], items))
        }
        children.append(row("h\(r)", spacing: 3, grids))
        narrowest = min(narrowest, rowWidth)
        height += rowHeight
        pitches.append(rowHeight + 2)
        rules.append(
          Rule(
            "x\(r)", "n\(r)_4_3.x >= n\(r)_0_0.x + \(number(rowWidth.rounded(.up)))", "strong"))
        rules.append(Rule("eq\(r)", "n\(r)_1_1.width == n\(r)_3_2.width", "weak"))
        if r > 0 {
          let pitch = number(pitches[r - 1].rounded())
          rules.append(Rule("y\(r)", "n\(r)_2_3.y >= n\(r - 1)_2_0.y + \(pitch)", "medium"))
        }
      }
      return GrowthDocument.document(
        size: ((narrowest * 0.85).rounded(), (height * 0.8).rounded()),
        root: GrowthDocument.container(
          "vertical", id: "page", [("spacing", 2), ("crop", true)], children: children),
        rounding: "none", constraints: rules)
    })

  /// n/8 grids of 4×2 in a vertical layout, in 80 % of the narrowest grid's width, with every
  /// grid's first column in one group, the second columns in pairs and the third in threes.
  static let groupsGrids = GrowthFamily(
    "groups-grids",
    "n/8 grids of 4 × 2 in 80 % of the narrowest one's width: every first column in one "
      + "group, second columns in pairs, third in threes; desired widths give way in each grid",
    expect: { n in [.relaxedAtLeast("medium", max(2, n / 8)), .noConflict] },
    make: { n, random in
      let count = max(6, n / 8)
      var narrowest = Double.infinity
      let grids = (0..<count).map { m in
        var widths = [Double](repeating: 0, count: 4)
        let items = (0..<8).map { c in
          let width = Double(Int.random(in: 10...40, using: &random))
          widths[c % 4] = max(widths[c % 4], width)
          return GrowthDocument.item("a\(m)_\(c)", width, 10)
        }
        narrowest = min(narrowest, widths.reduce(0, +) + 6)
        return grid("g\(m)", columns: 4, keys: [("columnSpacing", 2)], items)
      }
      var groups = [("first", (0..<count).map { "g\($0).col[0]" })]
      for m in 0..<count / 2 {
        groups.append(("p\(m)", ["g\(2 * m).col[1]", "g\(2 * m + 1).col[1]"]))
      }
      for m in 0..<count / 3 {
        groups.append(("t\(m)", (0..<3).map { "g\(3 * m + $0).col[2]" }))
      }
      return GrowthDocument.document(
        size: ((narrowest * 0.8).rounded(), nil),
        root: GrowthDocument.container(
          "vertical", id: "page", [("spacing", 2), ("crop", true)], children: grids),
        rounding: "none", groups: groups)
    })

  /// A 2 × n/2 grid of stretching columns (`fair` or `css`) with distinct maxima, minima on
  /// every fifth, and rules between columns in three tiers.
  static func distributed(
    _ distribution: String, n: Int, share: Double, random: inout SplitMix64
  ) -> GrowthJSON {
    let columns = max(8, n / 2)
    var order = Array(0..<columns)
    order.shuffle(using: &random)
    var children: [GrowthJSON] = []
    var desired = [Double](repeating: 0, count: columns)
    for k in 0..<2 * columns {
      let width = Double(Int.random(in: 10...40, using: &random))
      desired[k % columns] = max(desired[k % columns], width)
      children.append(GrowthDocument.item("i\(k)", width, 20))
    }
    var width = 2 * Double(columns - 1)
    let sizings = (0..<columns).map { c -> GrowthJSON in
      let maximum = 50 + 40 * Double(order[c]) / Double(columns)
      width += desired[c] + share * (maximum - desired[c])
      var keys: [(String, GrowthJSON)] = [
        ("stretch", .number(Double(Int.random(in: 1...4, using: &random)))),
        ("max", .number(maximum)),
      ]
      if distribution == "css" && c % 2 == 0 {
        keys += [("size", 0), ("min", "content")]
      } else if c % 5 == 0 {
        keys.append(("min", 12))
      }
      return .object(keys)
    }
    var rules: [Rule] = []
    for j in stride(from: 0, to: columns - 1, by: 10) {
      rules.append(Rule("s\(j)", "g.col[\(j)].width >= g.col[\(j + 1)].width + 3", "strong"))
    }
    for j in stride(from: 3, to: columns, by: 7) {
      rules.append(Rule("m\(j)", "g.col[\(j)].width <= 45", "medium"))
    }
    for j in stride(from: 6, to: columns - 2, by: 13) {
      rules.append(Rule("w\(j)", "g.col[\(j)].width == g.col[\(j + 2)].width", "weak"))
    }
    return GrowthDocument.document(
      size: (width.rounded(), nil),
      root: grid(
        "g", rows: 2,
        keys: [
          ("distribution", .string(distribution)), ("columnSpacing", 2),
          ("columnSizings", .array(sizings)),
        ], children),
      rounding: "none", constraints: rules)
  }

  /// `fair` water-filling with distinct caps under tiers (85 % of what the maxima leave).
  static let fairGrid = GrowthFamily(
    "fair-grid",
    "2 × n/2 fair grid, stretching columns with distinct maxima, width 85 % of the way to "
      + "them, strong, medium and weak rules between columns",
    expect: { _ in [.relaxedAtLeast("weak", 1), .noConflict] },
    make: { n, random in
      distributed("fair", n: n, share: 0.85, random: &random)
    })

  /// `css` (half the columns `fr`) in less than the content: minima and desired widths give.
  static let cssGrid = GrowthFamily(
    "css-grid",
    "2 × n/2 css grid, half the columns `fr`, distinct maxima, in 10 % less than the content, "
      + "strong, medium and weak rules between columns",
    expect: { _ in [.relaxedAtLeast("medium", 1), .noConflict] },
    make: { n, random in
      distributed("css", n: n, share: -0.1, random: &random)
    })
}
