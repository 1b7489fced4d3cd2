import TrellisCore

/// Seeded random documents built through the public Swift API (not read from JSON), with a
/// small chance at every value of something the reader would refuse or the format cannot
/// write: negative, NaN, infinite, too large or too small numbers, empty, missing and
/// duplicate ids, a desired size on a container, malformed grid-tree values, constraints
/// whose expression is not their text's.
package struct RandomModels {
  package var random: SplitMix64
  /// The chance, in 1/1000, that a value is a bad one.
  let badness: Int
  private var ids: [String] = []

  package init(seed: UInt64, badness: Int = 8) {
    random = SplitMix64(seed: seed)
    self.badness = badness
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
  mutating func bad() -> Bool { int(0...999) < badness }
  mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

  /// Numbers outside every rule: the reader refuses each of them somewhere.
  static let badNumbers: [Double] = [
    -1, -0.5, .nan, .infinity, -.infinity, 2e9, 1e-12, -1e-12, 1e300, -1e300,
  ]

  /// A length ≥ 0 (whole, half or a small fraction), or a bad number.
  mutating func length(_ range: ClosedRange<Int> = 0...120) -> Double {
    if bad() { return pick(Self.badNumbers) }
    let whole = Double(int(range))
    return chance(20) ? whole + 0.5 : whole
  }

  /// Any number (offsets, adjustments, spacings), or a bad one.
  mutating func signed() -> Double {
    if bad() { return pick([.nan, .infinity, 2e9, 1e-12]) }
    return Double(int(-20...20))
  }

  mutating func id(required: Bool) -> String? {
    if bad() { return pick(["", ids.last ?? "", nil]) }
    if !required && chance(40) { return nil }
    let name = "n\(ids.count + 1)"
    ids.append(name)
    return name
  }

  mutating func alignment() -> Alignment { pick([.start, .center, .end, .fill]) }

  mutating func item() -> ItemOptions {
    var item = ItemOptions()
    item.desired = AxisPair(length(), length())
    if chance(10) {
      item.heightForWidth = HeightForWidth(
        tiles: bad() ? -1 : int(0...9), tile: AxisPair(bad() ? 0 : length(1...30), length(1...30)))
    }
    if chance(10) { item.minDesired = AxisPair(chance(50) ? nil : length(), nil) }
    if chance(10) { item.maxDesired = AxisPair(nil, chance(50) ? nil : length()) }
    if chance(10) { item.adjust = AxisPair(signed(), signed()) }
    if chance(10) { item.offset = AxisPair(signed(), signed()) }
    if chance(10) { item.ignoreDesired = AxisPair(chance(50), chance(50)) }
    if chance(40) {
      let weight = bad() ? pick(Self.badNumbers) : Double(int(0...3))
      item.stretch = chance(50) ? AxisPair(both: weight) : AxisPair(weight, Double(int(0...2)))
    }
    if chance(20) { item.cellAlign = AxisPair(alignment(), chance(50) ? nil : alignment()) }
    return item
  }

  mutating func spacing() -> Spacing {
    Spacing(size: length(0...10), stretch: chance(30) ? (bad() ? -1 : Double(int(0...2))) : 0)
  }

  mutating func track() -> TrackSizing {
    var track = TrackSizing()
    if chance(40) { track.base = .fixed(length(0...80)) }
    if chance(40) { track.stretch = bad() ? .nan : Double(int(0...2)) }
    if chance(20) { track.min = chance(50) ? .content : .value(length(0...40)) }
    if chance(20) { track.max = length(40...120) }
    return track
  }

  mutating func node(depth: Int) -> LayoutNode {
    if depth == 0 || chance(45) {
      return LayoutNode(id: id(required: true), item: item())
    }
    var item = item()
    if !bad() { item.desired = AxisPair(both: 0) }
    if !bad() { item.heightForWidth = nil }
    let children = (0..<int(0...4)).map { _ in node(depth: depth - 1) }
    let content: LayoutNode.Content
    switch int(0...3) {
    case 0:
      var layout = LinearLayout(
        axis: chance(50) ? .horizontal : .vertical, children: children,
        spacing: chance(30) ? signed() : 0, align: AxisPair(alignment(), alignment()))
      if chance(30) {
        layout.margin =
          chance(50)
          ? Insets(top: length(0...9), left: length(0...9), bottom: 0, right: 4)
          : {
            let m = length(0...9)
            return Insets(top: m, left: m, bottom: m, right: m)
          }()
      }
      content = .linear(layout)
    case 1:
      var layout = StackLayout(children: children)
      if chance(30) { layout.margin = Insets(top: length(0...9)) }
      content = .stack(layout)
    case 2:
      content = .grid(grid(children))
    default:
      content = .gridTree(gridTree(children))
    }
    return LayoutNode(id: id(required: false), item: item, content: content)
  }

  mutating func grid(_ children: [LayoutNode]) -> GridLayout {
    let count = bad() ? -1 : int(0...3)
    var grid = GridLayout(children: children, count: chance(50) ? .columns(count) : .rows(count))
    if chance(30) {
      let side = spacing()
      grid.margin =
        chance(50)
        ? SpacingInsets(top: side, left: side, bottom: side, right: side)
        : SpacingInsets(top: spacing(), left: spacing())
    }
    if chance(30) { grid.columnSpacing = spacing() }
    if chance(30) { grid.rowSpacing = spacing() }
    if chance(20) { grid.columnSpacings = (0..<int(1...3)).map { _ in spacing() } }
    if chance(20) { grid.rowSpacings = (0..<int(1...3)).map { _ in spacing() } }
    if chance(30) { grid.columnSizing = track() }
    if chance(30) { grid.rowSizing = track() }
    if chance(20) { grid.columnSizings = (0..<int(1...3)).map { _ in track() } }
    if chance(20) { grid.rowSizings = (0..<int(1...3)).map { _ in track() } }
    grid.uniformColumns = chance(10)
    grid.uniformRows = chance(10)
    grid.distribution = pick(Distribution.allCases)
    grid.crop = chance(10)
    return grid
  }

  mutating func gridTree(_ children: [LayoutNode]) -> GridTreeLayout {
    GridTreeLayout(grid: treeGrid(depth: 2), children: children)
  }

  mutating func treeGrid(depth: Int) -> GridTreeNode {
    var grid = GridTreeNode()
    grid.measure = pick([
      .points(length(0...60)), .ratio(bad() ? 1.5 : 0.25), .remaining(0.4), .wrap, .fill,
      .points(bad() ? 0.5 : 10),
    ])
    if chance(20) { grid.padding = Insets(top: length(0...5), left: 1, bottom: 2, right: 3) }
    if chance(20) { grid.spacing = length(0...5) }
    if chance(20) { grid.gravity = [pick(["left", "centerX", "width"])] }
    if bad() { grid.gravity = [pick(["a|b", " top", "", "sideways"])] }
    if chance(5) {
      grid.overlap = ["top"]
      grid.gravity = ["top"]
      grid.anchor = !bad()
      grid.measure = .points(0)
    }
    if bad() { grid.numericSize = pick(["40", "wrap", "x"]) }
    if chance(5) { grid.tag = bad() ? 1 << 40 : int(-5...5) }
    if chance(5) { grid.actionData = .array([.number(bad() ? .nan : 1), .string("a")]) }
    if chance(5) {
      grid.borderlines[bad() ? "middle-borderline" : "top-borderline"] = .object([
        .init("color", .string("red")), .init("thick", .number(bad() ? .infinity : 1)),
      ])
    }
    if depth > 0 && chance(50) {
      grid.direction = chance(50) ? .rows : .cols
      grid.children = (0..<int(1...3)).map { _ in treeGrid(depth: depth - 1) }
      grid.anchor = chance(20)
      grid.placeholder = chance(10)
    } else if bad() {
      grid.children = [GridTreeNode()]
    }
    return grid
  }

  package mutating func document() -> LayoutDocument {
    ids = []
    var document = LayoutDocument(
      root: node(depth: 3),
      size: AxisPair(chance(20) ? nil : length(0...400), chance(20) ? nil : length(0...400)),
      rounding: pick(Rounding.allCases), pixelScale: bad() ? 0 : pick([1, 2, 3]))
    if bad() { document.formatVersion = 2 }
    if chance(20), let target = ids.first {
      var constraint = try? LayoutConstraint("\(target).width >= 10", in: document, id: "c1")
      if bad() { constraint?.weight = -1 }
      if bad() { constraint?.text = "\(target).height >= 10" }
      if bad() { constraint?.text = "nobody.width >= 1" }
      if let constraint {
        document.constraints = [constraint]
        if bad() { document.constraints.append(constraint) }
        if chance(30) { document.constraints[0].strength = .strong }
      }
    }
    return document
  }
}
