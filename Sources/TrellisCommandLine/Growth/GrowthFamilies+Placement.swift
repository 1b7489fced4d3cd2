import Trellis

/// Grids whose children are placed by area: spanning children of many distinct spans over a
/// growing axis with holes, and many children over the same wide areas.
extension GrowthFamily {
  static let placementFamilies: [GrowthFamily] = [placedSpans, placedWide]

  /// A `css` grid of 4 columns whose n children are placed on every 32nd row, spanning 1 to
  /// √n rows (√n distinct spans, so √n steps of the track sizing by span over 8n rows), with
  /// weak caps on the rows of children of span 1 that give way.
  static let placedSpans = GrowthFamily(
    "placed-spans",
    "css grid of 4 columns × 8n rows, n children on every 32nd row spanning 1 to √n rows, "
      + "weak caps on rows that give way",
    expect: { _ in [.relaxedAtLeast("weak", 1)] },
    make: { n, random in
      let spans = max(2, Int(Double(n).squareRoot()))
      var children: [GrowthJSON] = []
      var rules: [Rule] = []
      for k in 0..<n {
        let (row, span) = (32 * (k / 4), 1 + k % spans)
        let height = Double(10 + random.next() % 31)
        children.append(
          GrowthDocument.item(
            "i\(k)", Double(10 + k % 41), height,
            [
              ("column", .number(Double(k % 4))), ("row", .number(Double(row))),
              ("rowSpan", .number(Double(span))),
            ]))
        if span == 1 && k % 16 == 0 {
          rules.append(Rule("cap\(k)", "g.row[\(row)].height <= 4", "weak"))
        }
      }
      return GrowthDocument.document(
        size: (400, nil),
        root: grid(
          "g", columns: 4,
          keys: [("distribution", "css"), ("rowSpacing", 1), ("columnSpacing", 2)], children),
        rounding: "none", constraints: rules)
    })

  /// A `css` grid of 64 flexible columns with content minimums whose n children are placed in
  /// order, a third of them spanning 2 to 64 columns (at most 2,016 areas: many children over
  /// each, which ask their columns once a step), with weak caps on rows that give way.
  static let placedWide = GrowthFamily(
    "placed-wide",
    "css grid of 64 flexible columns, n children in order, a third spanning 2 to 64 columns, "
      + "weak caps on rows that give way",
    expect: { _ in [.relaxedAtLeast("weak", 1)] },
    make: { n, random in
      var children: [GrowthJSON] = []
      for k in 0..<n {
        let (width, height) = (Double(10 + random.next() % 51), Double(10 + random.next() % 21))
        let span = random.next() % 3 == 0 ? 2 + Int(random.next() % 63) : 1
        children.append(
          GrowthDocument.item(
            "i\(k)", width, height, span > 1 ? [("columnSpan", .number(Double(span)))] : []))
      }
      // (The grid has at least n / 64 rows.)
      let rules = stride(from: 0, to: max(1, n / 64), by: 16).map { row in
        Rule("cap\(row)", "g.row[\(row)].height <= 4", "weak")
      }
      return GrowthDocument.document(
        size: (64 * 40, nil),
        root: grid(
          "g", columns: 64,
          keys: [
            ("distribution", "css"), ("columnSpacing", 2), ("rowSpacing", 1),
            ("columnSizing", .object([("size", 0), ("stretch", 1), ("min", "content")])),
          ], children),
        rounding: "none", constraints: rules)
    })
}
