import Trellis
import TrellisTestSupport

/// Seeded random layout documents, written as JSON text so that every generated case also
/// exercises the reader and can be printed on failure.
struct RandomDocuments {
  var random: SplitMix64
  private var nextID = 0
  /// Whether grids may place their children by area (`column`, `row`, spans); the documents
  /// of a seed without it are those it always made.
  var placement = false

  init(seed: UInt64, placement: Bool = false) {
    random = SplitMix64(seed: seed)
    self.placement = placement
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
  mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

  mutating func id() -> String {
    nextID += 1
    return "n\(nextID)"
  }

  mutating func number(_ range: ClosedRange<Int>) -> String {
    chance(20) ? "\(Double(int(range)) + 0.5)" : "\(int(range))"
  }

  mutating func alignment(_ horizontal: Bool) -> String {
    pick(
      horizontal
        ? ["\"left\"", "\"center\"", "\"right\"", "\"fill\""]
        : ["\"top\"", "\"center\"", "\"bottom\"", "\"fill\""])
  }

  mutating func itemKeys() -> [String] {
    var keys: [String] = []
    if chance(40) {
      keys.append("\"stretch\": [\(pick(["0", "1", "2", "0.5"])), \(pick(["0", "1", "3"]))]")
    }
    if chance(20) {
      keys.append("\"cellAlign\": [\(alignment(true)), \(chance(50) ? "null" : alignment(false))]")
    }
    if chance(10) { keys.append("\"ignoreDesired\": [\(chance(50)), \(chance(50))]") }
    if chance(10) { keys.append("\"minDesired\": [\(number(0...40)), null]") }
    if chance(10) { keys.append("\"maxDesired\": [null, \(number(0...60))]") }
    if chance(10) { keys.append("\"offset\": [\(int(-5...5)), \(int(-5...5))]") }
    return keys
  }

  mutating func item() -> String {
    var keys = ["\"id\": \"\(id())\""] + itemKeys()
    if chance(15) {
      keys.append(
        "\"heightForWidth\": {\"tiles\": \(int(0...40)), \"tile\": [\(int(1...20)), \(int(1...20))]}"
      )
    } else {
      keys.append("\"desired\": [\(number(0...120)), \(number(0...80))]")
    }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  mutating func spacing() -> String {
    chance(70)
      ? number(0...12) : "{\"size\": \(number(0...12)), \"stretch\": \(pick(["0", "1", "2"]))}"
  }

  mutating func track() -> String {
    var keys: [String] = []
    if chance(30) { keys.append("\"size\": \(number(0...90))") }
    if chance(50) { keys.append("\"stretch\": \(pick(["0", "1", "2", "0.25"]))") }
    if chance(20) { keys.append("\"min\": \(chance(50) ? "\"content\"" : number(0...40))") }
    if chance(15) { keys.append("\"max\": \(number(41...120))") }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// A grid of up to 30×30 items, the differential test's large case.
  mutating func largeGrid() -> String {
    let columns = int(1...30)
    let count = int(0...columns * 30)
    var keys = ["\"id\": \"\(id())\"", "\"layout\": \"grid\"", "\"columns\": \(columns)"]
    keys.append("\"distribution\": \(pick(["\"compat\"", "\"fair\"", "\"css\""]))")
    if chance(50) { keys.append("\"spacing\": \(spacing())") }
    if chance(50) { keys.append("\"columnSizing\": \(track())") }
    if chance(50) { keys.append("\"rowSizing\": \(track())") }
    if chance(30) { keys.append("\"columnSizings\": [\(track()), \(track()), \(track())]") }
    var children: [String] = []
    for _ in 0..<count { children.append(item()) }
    if placement && columns > 0 && chance(60) {
      children = placed(
        children, fixed: "column", count: columns, spans: !keys[3].contains("compat"))
    }
    keys.append("\"children\": [" + children.joined(separator: ", ") + "]")
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// `children` of a grid with `count` tracks on its fixed axis (`fixed`: `column` or `row`),
  /// some placed by area: both starts (overlaps possible), the fixed axis's start only, or
  /// neither (auto-placed), and spans of up to 3 tracks when `spans`.
  mutating func placed(_ children: [String], fixed: String, count: Int, spans: Bool) -> [String] {
    let growing = fixed == "column" ? "row" : "column"
    return children.map { child in
      var keys: [String] = []
      let fixedSpan = spans && chance(30) ? int(1...min(3, count)) : 1
      if fixedSpan > 1 { keys.append("\"\(fixed)Span\": \(fixedSpan)") }
      if spans && chance(25) { keys.append("\"\(growing)Span\": \(int(2...3))") }
      switch int(0...2) {
      case 0:
        keys.append("\"\(fixed)\": \(int(0...count - fixedSpan))")
        keys.append("\"\(growing)\": \(int(0...4))")
      case 1: keys.append("\"\(fixed)\": \(int(0...count - fixedSpan))")
      default: break
      }
      return keys.isEmpty ? child : "{" + keys.joined(separator: ", ") + ", " + child.dropFirst()
    }
  }

  /// A MyGridLayout grid description of depth ≤ `depth`.
  mutating func treeGrid(depth: Int) -> String {
    var keys: [String] = []
    let size = pick([
      "20", "\"30%\"", "\"-40%\"", "\"fill\"", "\"wrap\"", "0.25", "-0.5", "0", "\"100%\"", "45",
    ])
    if chance(85) { keys.append("\"size\": \(size)") }
    if chance(30) {
      keys.append(
        "\"padding\": \"{\(int(0...6)),\(int(0...6)),\(int(0...6)),\(int(0...6))}\"")
    }
    if chance(30) { keys.append("\"\(pick(["space", "spacing"]))\": \(int(0...8))") }
    if chance(25) {
      let h = pick(["left", "right", "centerX", "width"])
      let v = pick(["top", "bottom", "centerY", "height"])
      keys.append("\"gravity\": \"\(pick([h, v, "\(h)|\(v)"]))\"")
    }
    if chance(10) { keys.append("\"placeholder\": \(pick(["true", "\"true\"", "1"]))") }
    if chance(8) { keys.append("\"overlap\": \"\(pick(["bottom|left", "top", "right"]))\"") }
    if depth > 0 && chance(55) {
      if chance(15) { keys.append("\"anchor\": true") }
      let children = (0..<int(1...4)).map { _ in treeGrid(depth: depth - 1) }
      keys.append("\"\(chance(50) ? "rows" : "cols")\": [" + children.joined(separator: ", ") + "]")
    }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// A grid tree container of depth ≤ 5 with a few views (some of them containers).
  mutating func gridTree(depth: Int) -> String {
    var keys = ["\"id\": \"\(id())\"", "\"layout\": \"gridTree\""] + itemKeys()
    let grid = treeGrid(depth: int(1...5))
    keys.append(
      "\"grid\": "
        + (chance(30) ? "\"\(grid.replacingOccurrences(of: "\"", with: "\\\""))\"" : grid))
    var views: [String] = []
    for _ in 0..<int(0...8) {
      views.append(depth > 1 && chance(15) ? node(depth: depth - 1) : item())
    }
    keys.append("\"children\": [" + views.joined(separator: ", ") + "]")
    return "{" + keys.joined(separator: ", ") + "}"
  }

  mutating func node(depth: Int) -> String {
    if depth == 3 && chance(10) { return largeGrid() }
    if depth > 0 && chance(8) { return gridTree(depth: depth) }
    guard depth > 0, chance(45) else { return item() }
    let count = int(0...5)
    var keys = ["\"id\": \"\(id())\""] + itemKeys()
    var children: [String] = []
    for _ in 0..<count { children.append(node(depth: depth - 1)) }
    switch int(0...3) {
    case 0, 1:
      keys.append("\"layout\": \"\(chance(50) ? "horizontal" : "vertical")\"")
      if chance(40) { keys.append("\"spacing\": \(int(-4...12))") }
      if chance(30) { keys.append("\"margin\": \(number(0...10))") }
      if chance(20) { keys.append("\"crop\": true") }
    case 2:
      keys.append("\"layout\": \"stack\"")
      if chance(30) { keys.append("\"margin\": \(number(0...10))") }
    default:
      keys.append("\"layout\": \"grid\"")
      let byColumns = chance(70)
      let tracks = int(0...4)
      keys.append(byColumns ? "\"columns\": \(tracks)" : "\"rows\": \(tracks)")
      let distribution = pick(["compat", "fair", "css"])
      keys.append("\"distribution\": \"\(distribution)\"")
      if placement && tracks > 0 && chance(60) {
        children = placed(
          children, fixed: byColumns ? "column" : "row", count: tracks,
          spans: distribution != "compat")
      }
      if chance(50) { keys.append("\"spacing\": \(spacing())") }
      if chance(30) { keys.append("\"margin\": \(spacing())") }
      if chance(50) { keys.append("\"columnSizing\": \(track())") }
      if chance(30) { keys.append("\"rowSizings\": [\(track()), \(track())]") }
      if chance(20) { keys.append("\"uniformColumns\": true") }
      if chance(20) { keys.append("\"crop\": true") }
    }
    if chance(30) { keys.append("\"align\": [\(alignment(true)), \(alignment(false))]") }
    keys.append("\"children\": [" + children.joined(separator: ", ") + "]")
    return "{" + keys.joined(separator: ", ") + "}"
  }

  mutating func document() -> String {
    let size =
      chance(15)
      ? "[null, null]"
      : "[\(chance(10) ? "null" : number(0...600)), \(chance(10) ? "null" : number(0...400))]"
    let rounding = pick(["compat", "none", "pixel"])
    return
      "{\"trellis\": 1, \"size\": \(size), \"rounding\": \"\(rounding)\", \"pixelScale\": \(pick(["1", "2", "3"])), \"root\": \(node(depth: 3))}"
  }
}
