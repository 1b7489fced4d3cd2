import Trellis

/// Rows: a tier where every rule gives way, where exactly one does, where rules of one tier
/// compete with different weights, and positions far along a row.
extension GrowthFamily {
  static let rowFamilies: [GrowthFamily] = [
    rowAllGive, rowDefinite, rowOneGives, rowsNull, rowStretch, rowWeights, rowPositions,
  ]

  typealias Rule = GrowthDocument.Rule

  /// A horizontal layout `id` of `children`, `spacing` apart.
  static func row(
    _ id: String, spacing: Double, keys: [(String, GrowthJSON)] = [], _ children: [GrowthJSON]
  ) -> GrowthJSON {
    GrowthDocument.container(
      "horizontal", id: id, [("spacing", .number(spacing))] + keys, children: children)
  }

  /// The known-bad row: equal items, measured (size null), one strong rule widening the first,
  /// so every other item's desired width (medium) gives way by the same share.
  static let rowAllGive = GrowthFamily(
    "row-all-give",
    "size null, n items of 10 points, strong `i0.width >= 20`: every other item's desired "
      + "width (medium) gives way by the same share",
    expect: { n in [.relaxedAtLeast("medium", n - 1), .relaxedExactly("strong", 0)] },
    make: { n, _ in
      let items = (0..<n).map { GrowthDocument.item("i\($0)", 10, 10) }
      return GrowthDocument.document(
        size: (nil, nil), root: row("r", spacing: 1, items),
        constraints: [Rule("c", "i0.width >= 20", "strong")])
    })

  /// The same with a definite width and distinct desired widths: the shortfall is half the
  /// content, so the least largest violation caps many items at zero, each at its own width.
  static let rowDefinite = GrowthFamily(
    "row-definite",
    "n distinct widths in exactly their width, strong rule widening i0 by half the content: "
      + "every other desired width gives way, many down to 0",
    expect: { n in [.relaxedAtLeast("medium", n - 1), .relaxedExactly("strong", 0)] },
    make: { n, _ in
      let widths = distinctWidths(n)
      let content = widths.reduce(0, +)
      let items = widths.enumerated().map { GrowthDocument.item("i\($0)", $1, 20) }
      let target = number((widths[0] + content / 2).rounded())
      return GrowthDocument.document(
        size: (content + 2 * Double(n - 1), 40), root: row("r", spacing: 2, items),
        rounding: "none", constraints: [Rule("c", "i0.width >= \(target)", "strong")])
    })

  /// A row with room to spare and many rules that hold, where exactly one medium rule gives
  /// way: the last item's desired width, under a strong cap.
  static let rowOneGives = GrowthFamily(
    "row-one-gives",
    "n distinct widths with room, n/2 medium and n/4 strong rules that hold, one strong cap "
      + "on the last item: exactly one medium rule gives way",
    expect: { _ in [.relaxedExactly("medium", 1), .relaxedExactly("strong", 0), .noConflict] },
    make: { n, _ in
      let widths = distinctWidths(n)
      let content = widths.reduce(0, +) + 2 * Double(n - 1)
      let items = widths.enumerated().map { GrowthDocument.item("i\($0)", $1, 20) }
      var rules: [Rule] = []
      for k in stride(from: 0, to: n - 1, by: 2) {
        rules.append(Rule("m\(k)", "i\(k).width <= i\(k + 1).width + 70", "medium"))
      }
      for k in stride(from: 1, to: n - 1, by: 4) {
        rules.append(
          Rule("s\(k)", "i\(k).width >= \(number(widths[k].rounded(.down) - 5))", "strong"))
      }
      let cap = number((widths[n - 1] / 2).rounded())
      rules.append(Rule("cap", "i\(n - 1).width <= \(cap)", "strong"))
      return GrowthDocument.document(
        size: ((content * 1.25).rounded(), 40), root: row("r", spacing: 2, items),
        rounding: "none", constraints: rules)
    })

  /// Many measured rows of 40 in a column, each with the known-bad rule: n/40 independent
  /// shortfalls, each shared by a row.
  static let rowsNull = GrowthFamily(
    "rows-null",
    "size null, n/40 rows of 40 items of 10 points, a strong rule widening each row's first: "
      + "every other desired width gives way, row by row",
    expect: { n in [.relaxedAtLeast("medium", 39 * max(1, n / 40))] },
    make: { n, _ in
      let rows = max(1, n / 40)
      var rules: [Rule] = []
      let children = (0..<rows).map { r in
        rules.append(Rule("c\(r)", "r\(r)i0.width >= 20", "strong"))
        return row("r\(r)", spacing: 1, (0..<40).map { GrowthDocument.item("r\(r)i\($0)", 10, 10) })
      }
      return GrowthDocument.document(
        size: (nil, nil),
        root: GrowthDocument.container(
          "vertical", id: "page", [("spacing", 2)], children: children),
        constraints: rules)
    })

  /// A row of stretching items (weights 1 to 3) with a strong rule taking 30 % of the width for
  /// the first and strong minimums out of proportion on every tenth: their stretch rules
  /// (weak) give way, the others share what is left.
  static let rowStretch = GrowthFamily(
    "row-stretch",
    "n stretching items (weights 1–3) in 1.5× their width, strong rules giving i0 30 % of it "
      + "and every 10th item more than its share: their weak stretch rules give way",
    expect: { n in [.relaxedAtLeast("weak", n / 10), .relaxedExactly("strong", 0)] },
    make: { n, _ in
      let items = (0..<n).map { k in
        GrowthDocument.item(
          "i\(k)", 10 + Double(k % 7), 20, [("stretch", [.number(Double(1 + k % 3)), 0])])
      }
      var content = Double(n - 1)
      for k in 0..<n { content += 10 + Double(k % 7) }
      let width = (content * 1.5).rounded()
      var rules = [Rule("c", "i0.width >= \(number((width * 0.3).rounded()))", "strong")]
      for k in stride(from: 5, to: n, by: 10) {
        rules.append(Rule("s\(k)", "i\(k).width >= \(30 + 3 * (k % 7))", "strong"))
      }
      return GrowthDocument.document(
        size: (width, 40), root: row("r", spacing: 1, items), rounding: "none",
        constraints: rules)
    })

  /// A row in 60 % of its width where every item has a strong minimum of its own weight (97
  /// weights): the lightest give way first; medium caps with 13 weights pull the other way.
  static let rowWeights = GrowthFamily(
    "row-weights",
    "n items of 20 in 60 % of their width, a strong `>= 20` per item with 97 distinct weights "
      + "and a medium `<= 18` on every third with 13: the lightest strong rules give way",
    expect: { n in [.relaxedAtLeast("strong", n / 4)] },
    make: { n, _ in
      let items = (0..<n).map { GrowthDocument.item("i\($0)", 20, 20) }
      var rules: [Rule] = []
      for k in 0..<n {
        let weight = 1 + Double(k * 7919 % 97) / 8
        rules.append(Rule("s\(k)", "i\(k).width >= 20", "strong", weight: weight))
        if k % 3 == 0 {
          rules.append(
            Rule("m\(k)", "i\(k).width <= 18", "medium", weight: Double(1 + k * 31 % 13)))
        }
      }
      let width = (0.6 * (20 * Double(n) + Double(n - 1))).rounded()
      return GrowthDocument.document(
        size: (width, 40), root: row("r", spacing: 1, items), rounding: "none",
        constraints: rules)
    })

  /// A start-aligned row with 5 % to spare and strong rules pushing the starts of items far
  /// along it right, more the further along (the last ones cannot hold), and weak rules
  /// holding earlier starts back.
  static let rowPositions = GrowthFamily(
    "row-positions",
    "n distinct widths in 1.05× their width, strong `x >=` rules on every 25th item of the "
      + "second half and the last pushing right up to 30 %, weak `x <=` on the first half",
    expect: { _ in [.relaxedAtLeast("strong", 1)] },
    make: { n, _ in
      let widths = distinctWidths(n)
      var starts: [Double] = []
      var x = 0.0
      for width in widths {
        starts.append(x)
        x += width + 2
      }
      let content = x - 2
      let items = widths.enumerated().map { GrowthDocument.item("i\($0)", $1, 20) }
      var rules: [Rule] = []
      for k in stride(from: n / 2, to: n, by: 25) {
        let push = 0.3 * starts[k] * Double(k) / Double(n)
        rules.append(Rule("p\(k)", "i\(k).x >= \(number((starts[k] + push).rounded()))", "strong"))
      }
      let last = number((starts[n - 1] * 1.3).rounded())
      rules.append(Rule("p-last", "i\(n - 1).x >= \(last)", "strong"))
      for k in stride(from: n / 4, to: n / 2, by: 50) {
        rules.append(Rule("w\(k)", "i\(k).x <= \(number(starts[k].rounded()))", "weak"))
      }
      return GrowthDocument.document(
        size: ((content * 1.05).rounded(), 40),
        root: row("r", spacing: 2, keys: [("align", ["left", "top"])], items), rounding: "none",
        constraints: rules)
    })
}
