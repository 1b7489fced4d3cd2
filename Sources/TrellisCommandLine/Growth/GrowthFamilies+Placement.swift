import Trellis

/// Grids whose children are placed by area: spanning children of many distinct spans over a
/// growing axis with holes.
extension GrowthFamily {
  static let placementFamilies: [GrowthFamily] = [placedSpans]

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
}
