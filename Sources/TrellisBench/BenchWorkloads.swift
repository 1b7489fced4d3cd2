import TrellisCore

/// The seeded workloads `trellis bench` and the `Benchmarks` package measure: the same
/// problems for both engines, built before any timing starts.
public enum BenchWorkloads {
  /// The standard seed.
  public static let seed: UInt64 = 12_345

  /// A per-axis problem of `tracks` cells between two margins with spacings: a quarter fixed,
  /// the rest content-sized with weights 1–4 and minimums, 1.5× the base length available.
  ///
  /// - Parameters:
  ///   - tracks: the number of cells.
  ///   - distribution: `compat` (integral) or `fair`.
  /// - Returns: the problem.
  public static func axisProblem(tracks: Int, distribution: Distribution = .compat) -> AxisProblem {
    var random = Generator(seed: seed &+ UInt64(tracks))
    var segments = [AxisProblem.Segment(.margin, base: 8), AxisProblem.Segment(.margin, base: 8)]
    for index in 0..<tracks {
      let base = Double(Int.random(in: 20...120, using: &random))
      let weight = index % 4 == 3 ? 0 : Double(Int.random(in: 1...4, using: &random))
      segments.append(.init(.cell, base: base, weight: weight, minimum: base / 2))
    }
    for _ in 0..<max(0, tracks - 1) { segments.append(.init(.spacing, base: 4)) }
    let total = segments.reduce(0) { $0 + $1.base }
    return AxisProblem(
      segments: segments, available: (total * 1.5).rounded(), distribution: distribution,
      integral: distribution == .compat)
  }

  /// A `side`×`side` grid document of content-sized items with stretching columns and
  /// 4-point spacings, laid out at 80×40 points a cell (compat rounding).
  public static func gridDocument(side: Int) -> LayoutDocument {
    var random = Generator(seed: seed &+ UInt64(side))
    let children = (0..<side * side).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 10...60, using: &random)),
        Double(Int.random(in: 10...30, using: &random)))
      return LayoutNode(id: "i\(index)", item: item)
    }
    var grid = GridLayout(children: children, count: .columns(side))
    grid.columnSizing = TrackSizing(stretch: 1)
    grid.columnSpacing = Spacing(size: 4)
    grid.rowSpacing = Spacing(size: 4)
    let size = Double(side) * 80
    return checked(
      LayoutDocument(
        root: LayoutNode(id: "grid", content: .grid(grid)),
        size: AxisPair(size, Double(side) * 40)))
  }

  /// ``gridDocument(side:)`` with `css` columns (weights 1 to 3), every third with a 70-point
  /// minimum its content does not reach, laid out in real numbers (`rounding: none`).
  ///
  /// The water-filling leaves a third of the columns at their minimum, so the optimal basis of
  /// its program is not the one a cold solve starts from and the simplex method iterates
  /// (issue 21).
  public static func fairGridDocument(side: Int) -> LayoutDocument {
    var document = gridDocument(side: side)
    guard case .grid(var grid) = document.root.content else { return document }
    grid.distribution = .css
    grid.columnSizings = (0..<side).map { index in
      var sizing = TrackSizing(stretch: Double(1 + index % 3))
      if index % 3 == 0 { sizing.min = .value(70) }
      return sizing
    }
    document.root.content = .grid(grid)
    document.rounding = .none
    return checked(document)
  }

  /// A MyGridLayout grid tree `depth` levels deep, alternating rows and columns, each grid
  /// split into three (fixed, ratio, fill, remaining ratio, wrap), a view in every slot.
  public static func treeDocument(depth: Int) -> LayoutDocument {
    var random = Generator(seed: seed &+ UInt64(depth))
    var views = 0
    func grid(_ level: Int, rows: Bool) -> GridTreeNode {
      let measures: [GridTreeNode.Measure] = [
        .points(12), .ratio(0.3), .fill, .remaining(0.4), .wrap,
      ]
      var node = GridTreeNode(measure: measures[Int.random(in: 0..<measures.count, using: &random)])
      node.padding = Insets(top: 1, left: 1, bottom: 1, right: 1)
      guard level < depth else {
        views += 1
        return node
      }
      node.direction = rows ? .rows : .cols
      node.spacing = 2
      node.children = (0..<3).map { _ in grid(level + 1, rows: !rows) }
      return node
    }
    var root = grid(1, rows: true)
    root.measure = .fill
    let children = (0..<views).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 4...20, using: &random)),
        Double(Int.random(in: 4...12, using: &random)))
      return LayoutNode(id: "v\(index)", item: item)
    }
    return checked(
      LayoutDocument(
        root: LayoutNode(
          id: "tree", content: .gridTree(GridTreeLayout(grid: root, children: children))),
        size: AxisPair(1200, 900)))
  }

  /// An over-constrained grid of `tracks` columns (issue 6's explanation workload).
  ///
  /// Fixed columns and minimums that need more than the width, strong ratios between neighbours, a
  /// medium cap and a group with a second grid. The tiered solve finds the required conflict
  /// by deletion filtering and relaxes every tier.
  ///
  /// - Parameters:
  ///   - tracks: the number of columns.
  ///   - wideConflict: `true` makes fixed sizes and minimums required, so the conflict holds
  ///     every fixed and minimum column that the width cannot take (about half of them);
  ///   `false` keeps them strong and adds one required constraint that the width cannot
  ///     hold (`main.col[1].width + main.col[2].width >= width`): a conflict of two rules, the
  ///     common case.
  /// - Returns: the document (`rounding: none`).
  public static func overConstrainedDocument(tracks: Int, wideConflict: Bool = true)
    -> LayoutDocument
  {
    var random = Generator(seed: seed &+ UInt64(tracks) &* 7)
    var sizings: [TrackSizing] = []
    var total = 0.0
    for index in 0..<tracks {
      var sizing = TrackSizing(stretch: index % 3 == 0 ? 1 : 0)
      let size = Double(Int.random(in: 20...80, using: &random))
      if index % 4 == 1 {
        sizing.base = .fixed(size)
      } else if index % 4 == 2 {
        sizing.min = .value(size)
      }
      total += size
      sizings.append(sizing)
    }
    let children = (0..<tracks).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(Double(Int.random(in: 10...40, using: &random)), 20)
      return LayoutNode(id: "c\(index)", item: item)
    }
    var grid = GridLayout(children: children, count: .columns(tracks))
    grid.columnSizings = sizings
    grid.columnSpacing = Spacing(size: 2)
    var side = GridLayout(
      children: [
        LayoutNode(id: "s0", item: ItemOptions()), LayoutNode(id: "s1", item: ItemOptions()),
      ],
      count: .columns(2))
    side.columnSizing = TrackSizing(stretch: 1)
    var fill = ItemOptions()
    fill.stretch = AxisPair(1, 0)
    var column = LinearLayout(
      axis: .vertical,
      children: [
        LayoutNode(id: "main", item: fill, content: .grid(grid)),
        LayoutNode(id: "side", item: fill, content: .grid(side)),
      ])
    column.spacing = 8
    var document = LayoutDocument(
      root: LayoutNode(id: "page", content: .linear(column)),
      size: AxisPair((total * 0.4).rounded(), 200), rounding: .none)
    if wideConflict {
      document.ruleStrengths[.fixed] = .required
      document.ruleStrengths[.minimum] = .required
    } else if let impossible = try? LayoutConstraint(
      "main.col[1].width + main.col[2].width >= \(LayoutAnswer.number(total))", in: document)
    {
      document.constraints.append(impossible)
    }
    document.groups = [
      SizeGroup(
        name: "lead",
        tracks: [
          .column(id: "main", index: 0, size: true), .column(id: "side", index: 0, size: true),
        ])
    ]
    for index in stride(from: 3, to: tracks - 1, by: 6) {
      let other = index + 3 < tracks ? index + 3 : 0
      if let ratio = try? LayoutConstraint(
        "main.col[\(index)].width >= main.col[\(other)].width", in: document, strength: .strong)
      {
        document.constraints.append(ratio)
      }
    }
    if let cap = try? LayoutConstraint("main.col[0].width <= 30", in: document, strength: .medium) {
      document.constraints.append(cap)
    }
    return checked(document)
  }

  /// ``gridDocument(side:)`` under `rounding: none` with one constraint in each of the four
  /// tiers (issue 6's lexicographic workload).
  public static func tieredGridDocument(side: Int) -> LayoutDocument {
    var document = gridDocument(side: side)
    document.rounding = .none
    let constraints: [(String, LayoutConstraint.Strength)] = [
      ("grid.col[0].width >= 100", .required),
      ("grid.col[1].width == 2 * grid.col[2].width", .strong),
      ("grid.col[3].width <= 50", .medium),
      ("grid.row[0].height == 60", .weak),
    ]
    for (text, strength) in constraints {
      if let constraint = try? LayoutConstraint(text, in: document, strength: strength) {
        document.constraints.append(constraint)
      }
    }
    return checked(document)
  }

  /// The seeded generator of the workloads (SplitMix64: Steele, Lea & Flood, "Fast splittable
  /// pseudorandom number generators", OOPSLA 2014), so that the `Benchmarks` package draws the
  /// same sequences as `trellis bench` and the tests.
  public struct Generator: RandomNumberGenerator {
    /// The core's generator, which the tests share.
    private var base: SplitMix64

    /// Makes a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { base = SplitMix64(seed: seed) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { base.next() }
  }

  /// A workload, validated once here so that timings measure the solve (as for a document
  /// read from JSON); ``/TrellisCore/LayoutDocument/validate()`` is timed on its own.
  static func checked(_ document: LayoutDocument) -> LayoutDocument {
    do {
      return try document.validated()
    } catch {
      preconditionFailure("a benchmark workload is invalid: \(error)")
    }
  }
}
