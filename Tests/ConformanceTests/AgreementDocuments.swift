import Trellis
import TrellisTestSupport

/// Seeded random over-constrained documents for ``TieredAgreementTests``, kept to what
/// ``RuleEvaluator`` evaluates exactly.
///
/// A root grid of items, or a root horizontal or vertical layout of items and grids of items;
/// every node has an id; `rounding: none`. Tracks are `{}`, `{size n}`, `{size n, stretch w}` or
/// `{stretch w}`, some with a numeric `min` and `max` (never `"min": "content"`, whose rule E13
/// changes); spacings and margins are numbers or `{size, stretch}`; alignments and
/// distributions are random. On top: up to three constraints over the frames and tracks in
/// random tiers and weights, size groups of two or three tracks, and random `ruleStrengths`.
/// A grid inside a linear layout is `compat` and stays within its parent's content length
/// along the axis, so its measurement is its natural size, each track clamped to its bounds.
struct AgreementDocuments {
  var random: SplitMix64
  /// Every id, in order made.
  private var ids: [String] = []
  /// Every grid with its columns and rows.
  private var grids: [(id: String, columns: Int, rows: Int)] = []
  private var counter = 0

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
  mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

  mutating func id(_ prefix: String) -> String {
    counter += 1
    let id = "\(prefix)\(counter)"
    ids.append(id)
    return id
  }

  /// A size, sometimes with a half (the layout uses whole points: semantics §1.2, §2.2).
  mutating func number(_ range: ClosedRange<Int>) -> String {
    chance(10) ? "\(Double(int(range)) + 0.5)" : "\(int(range))"
  }

  mutating func weight() -> String { pick(["1", "2", "0.5", "3"]) }

  mutating func alignment(_ horizontal: Bool) -> String {
    pick(horizontal ? ["left", "center", "right", "fill"] : ["top", "center", "bottom", "fill"])
  }

  mutating func spacing(_ limit: Int) -> String {
    chance(70) ? "\(int(0...limit))" : "{\"size\": \(int(0...limit)), \"stretch\": \(weight())}"
  }

  /// A track: content or a numeric size, maybe stretching, maybe bounded.
  mutating func track(_ limit: Int) -> String {
    var keys: [String] = []
    switch int(0...3) {
    case 0: break
    case 1: keys.append("\"size\": \(number(0...limit))")
    case 2: keys += ["\"size\": \(number(0...limit))", "\"stretch\": \(weight())"]
    default: keys.append("\"stretch\": \(weight())")
    }
    var minimum = 0
    if chance(20) {
      minimum = int(1...limit)
      keys.append("\"min\": \(minimum)")
    }
    if chance(15) { keys.append("\"max\": \(minimum + int(5...60))") }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  mutating func item(width: Int, height: Int, linear: Bool) -> String {
    var keys = [
      "\"id\": \"\(id("i"))\"", "\"desired\": [\(number(0...width)), \(number(0...height))]",
    ]
    if linear && chance(40) {
      keys.append("\"stretch\": [\(pick(["0", "1", "2", "0.5"])), \(pick(["0", "1"]))]")
    }
    if chance(20) {
      keys.append("\"cellAlign\": [\"\(alignment(true))\", \"\(alignment(false))\"]")
    }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// A grid of `columns` × `rows` tracks (its last row maybe short); tracks, margins and
  /// spacings at most `limit`.
  mutating func grid(id: String, limit: Int, nested: Bool) -> String {
    let columns = int(1...(nested ? 3 : 4))
    let rows = int(1...3)
    let count = columns * (rows - 1) + int(1...columns)
    var keys = ["\"id\": \"\(id)\"", "\"layout\": \"grid\"", "\"columns\": \(columns)"]
    // The tracks there are (semantics §2.1): fewer columns when one short row holds them all.
    let shown = min(columns, count)
    grids.append((id, shown, (count + shown - 1) / shown))
    // A nested grid's measurement under `fair` or `css` is a water-filling (a bound bumped on
    // a stretching track is taken from the others), so nested grids keep `compat`.
    if !nested { keys.append("\"distribution\": \"\(pick(["compat", "fair", "css"]))\"") }
    if nested && chance(40) {
      keys.append("\"stretch\": [\(pick(["0", "1", "2"])), \(pick(["0", "1"]))]")
    }
    if nested && chance(20) {
      keys.append("\"cellAlign\": [\"\(alignment(true))\", \"\(alignment(false))\"]")
    }
    let small = nested ? 4 : 8
    switch int(0...3) {
    case 0: keys.append("\"margin\": \(spacing(small))")
    case 1:
      let sides = ["top", "left", "bottom", "right"].filter { _ in chance(60) }
      var entries: [String] = []
      for side in sides { entries.append("\"\(side)\": \(spacing(small))") }
      keys.append("\"margin\": {" + entries.joined(separator: ", ") + "}")
    default: break
    }
    if chance(50) {
      keys.append("\"\(pick(["spacing", "columnSpacing", "rowSpacing"]))\": \(spacing(small))")
    }
    if chance(25) { keys.append("\"columnSpacings\": [\(spacing(small)), \(spacing(small))]") }
    if chance(25) { keys.append("\"rowSpacings\": [\(spacing(small))]") }
    if chance(50) { keys.append("\"columnSizing\": \(track(limit))") }
    if chance(50) { keys.append("\"rowSizing\": \(track(limit))") }
    if chance(40) {
      let sizings = (0..<int(1...columns)).map { _ in track(limit) }
      keys.append("\"columnSizings\": [" + sizings.joined(separator: ", ") + "]")
    }
    if chance(40) {
      let sizings = (0..<int(1...rows)).map { _ in track(limit) }
      keys.append("\"rowSizings\": [" + sizings.joined(separator: ", ") + "]")
    }
    if chance(60) { keys.append("\"align\": [\"\(alignment(true))\", \"\(alignment(false))\"]") }
    let children = (0..<count).map { _ in item(width: limit, height: limit, linear: false) }
    keys.append("\"children\": [" + children.joined(separator: ", ") + "]")
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// A horizontal or vertical root of items and grids of items (at most three tracks of at
  /// most 30 a side, margins and spacings at most 4: 106, within the content length).
  mutating func linear(horizontal: Bool) -> String {
    var keys = [
      "\"id\": \"\(id("P"))\"", "\"layout\": \"\(horizontal ? "horizontal" : "vertical")\"",
    ]
    if chance(40) {
      keys.append(
        "\"margin\": \(chance(50) ? "\(int(0...6))" : "{\"left\": \(int(0...6)), \"top\": \(int(0...6))}")"
      )
    }
    if chance(50) { keys.append("\"spacing\": \(int(0...6))") }
    if chance(70) { keys.append("\"align\": [\"\(alignment(true))\", \"\(alignment(false))\"]") }
    var children: [String] = []
    for _ in 0..<int(1...4) {
      children.append(
        chance(40)
          ? grid(id: id("g"), limit: 30, nested: true)
          : item(width: horizontal ? 120 : 60, height: horizontal ? 60 : 120, linear: true))
    }
    keys.append("\"children\": [" + children.joined(separator: ", ") + "]")
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// A frame or track quantity of the document.
  mutating func quantity() -> String {
    if !grids.isEmpty && chance(55) {
      let grid = pick(grids)
      return chance(50)
        ? "\(grid.id).col[\(int(0...grid.columns - 1))].\(chance(70) ? "width" : "x")"
        : "\(grid.id).row[\(int(0...grid.rows - 1))].\(chance(70) ? "height" : "y")"
    }
    let attributes = [
      "width", "height", "width", "height", "x", "y", "left", "right", "top", "bottom", "centerX",
      "centerY",
    ]
    return "\(pick(ids)).\(pick(attributes))"
  }

  mutating func constraint(_ index: Int, extent: Int) -> String {
    let relation = pick(["==", ">=", "<=", ">=", "<="])
    let expression: String
    switch int(0...2) {
    case 0: expression = "\(quantity()) \(relation) \(int(0...extent))"
    case 1:
      let constant = int(-20...40)
      let first = quantity()
      var second = quantity()
      while second == first { second = quantity() }
      expression =
        "\(first) \(relation) \(pick(["", "2 * ", "0.5 * "]))\(second) \(constant < 0 ? "-" : "+") \(abs(constant))"
    default: expression = "\(quantity()) + \(quantity()) \(relation) \(int(0...2 * extent))"
    }
    var keys = ["\"expr\": \"\(expression)\""]
    if chance(70) { keys.insert("\"id\": \"c\(index)\"", at: 0) }
    keys.append("\"strength\": \"\(pick(["required", "strong", "strong", "medium", "weak"]))\"")
    if chance(40) { keys.append("\"weight\": \(pick(["2", "0.5", "3", "1"]))") }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// Two or three tracks in no other group, or `nil` when too few are left.
  mutating func group(_ taken: inout Set<String>) -> String? {
    var members: [String] = []
    let count = int(2...3)
    for _ in 0..<20 where members.count < count {
      let grid = pick(grids)
      let member =
        chance(50)
        ? "\(grid.id).col[\(int(0...grid.columns - 1))]"
        : "\(grid.id).row[\(int(0...grid.rows - 1))]"
      if taken.insert(member).inserted { members.append("\"\(member)\"") }
    }
    return members.count < 2 ? nil : "[" + members.joined(separator: ", ") + "]"
  }

  mutating func document() -> String {
    let kind = int(0...2)
    let width = kind == 0 ? int(40...320) : int(140...320)
    let height = kind == 0 ? int(40...240) : int(140...320)
    let root =
      kind == 0
      ? grid(id: id("G"), limit: 60, nested: false) : linear(horizontal: kind == 1)
    var keys = [
      "\"trellis\": 1", "\"size\": [\(width), \(height)]", "\"rounding\": \"none\"",
      "\"root\": \(root)",
    ]
    let extent = max(width, height) / 2
    let constraints = chance(20) ? 0 : int(1...3)
    if constraints > 0 {
      let list = (0..<constraints).map { constraint($0, extent: extent) }
      keys.append("\"constraints\": [" + list.joined(separator: ", ") + "]")
    }
    if !grids.isEmpty && chance(35) {
      var taken: Set<String> = []
      var groups: [String] = []
      for name in ["g", "h"] where groups.isEmpty || chance(30) {
        if let members = group(&taken) { groups.append("\"\(name)\": \(members)") }
      }
      if !groups.isEmpty { keys.append("\"groups\": {" + groups.joined(separator: ", ") + "}") }
    }
    var strengths: [String] = []
    for family in ["bounds", "fixed", "minimum", "maximum", "desired", "stretch", "groups"]
    where chance(20) {
      strengths.append("\"\(family)\": \"\(pick(["required", "strong", "medium", "weak"]))\"")
    }
    if !strengths.isEmpty {
      keys.append("\"ruleStrengths\": {" + strengths.joined(separator: ", ") + "}")
    }
    return "{" + keys.joined(separator: ", ") + "}"
  }
}
