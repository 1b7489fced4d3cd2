import Synchronization
import Testing
import Trellis

/// Content measured by closures (`ContentMeasurer`): the same answers as the sizes they stand
/// for, each (item, proposal) measured once per solve, wrapping content worked out by hand, and
/// failures named by item.
@Suite struct MeasurerTests {
  /// Every (item, proposal) a solve measured, and how often.
  final class MeasureLog: Sendable {
    let counts = Mutex<[String: Int]>([:])

    func record(_ id: String, _ proposal: ContentMeasurer.Proposal) {
      let key =
        "\(id) \(proposal.horizontal.map { "\($0)" } ?? "any")×\(proposal.vertical.map { "\($0)" } ?? "any")"
      counts.withLock { $0[key, default: 0] += 1 }
    }

    var repeated: [String] { counts.withLock { $0.filter { $0.value > 1 }.keys.sorted() } }
    var total: Int { counts.withLock { $0.values.reduce(0, +) } }
  }

  /// The node with every item's `desired` size (and `heightForWidth`) replaced by a closure that
  /// returns it.
  static func measured(_ node: LayoutNode, log: MeasureLog) -> LayoutNode {
    var node = node
    switch node.content {
    case .item:
      let desired = node.item.desired
      let wrapping = node.item.heightForWidth
      let id = node.id ?? "?"
      node.item.measurer = ContentMeasurer(id) { proposal in
        log.record(id, proposal)
        return wrapping?.size(atWidth: proposal.horizontal) ?? desired
      }
      node.item.desired = AxisPair(both: 0)
      node.item.heightForWidth = nil
    case .linear(var layout):
      layout.children = layout.children.map { measured($0, log: log) }
      node.content = .linear(layout)
    case .stack(var layout):
      layout.children = layout.children.map { measured($0, log: log) }
      node.content = .stack(layout)
    case .grid(var layout):
      layout.children = layout.children.map { measured($0, log: log) }
      node.content = .grid(layout)
    case .gridTree(var layout):
      layout.children = layout.children.map { measured($0, log: log) }
      node.content = .gridTree(layout)
    }
    return node
  }

  /// The issue's check: a closure returning the fixed `desired` size (or the `heightForWidth`
  /// size) gives bit-identical answers, on every fixture, through both engines; and no
  /// (item, proposal) is measured twice in one solve.
  @Test(arguments: Fixture.all) func closuresGiveTheAnswersOfTheSizes(fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    for engine in [EngineChoice.direct, .lp] {
      let log = MeasureLog()
      var copy = document
      copy.root = Self.measured(document.root, log: log)
      let expected = try solve(document, engine: engine)
      let answer = try solve(copy, engine: engine)
      #expect(answer == expected, "\(engine)")
      #expect(log.repeated.isEmpty, "\(engine) measured twice: \(log.repeated)")
    }
  }

  /// The tiered solve makes several passes; each proposal is still measured once.
  @Test(arguments: TieredFixture.all) func theTieredSolveMeasuresOnce(fixture: TieredFixture)
    throws
  {
    let document = try LayoutDocument(json: fixture.document)
    let log = MeasureLog()
    var copy = document
    copy.root = Self.measured(document.root, log: log)
    copy.constraints = document.constraints
    let expected = try LPEngine().solve(document)
    let answer = try LPEngine().solve(copy)
    #expect(answer == expected)
    #expect(log.repeated.isEmpty, "measured twice: \(log.repeated)")
  }

  /// Text of 240 points of glyphs, 20 points a line, wrapping at the width offered: 240×20
  /// unconstrained, 120×40 at 120, 80×60 at 100 (three lines of 80).
  static let text = ContentMeasurer("text") { proposal in
    let width = proposal.horizontal ?? 240
    guard width < 240 else { return AxisPair(240, 20) }
    // Whole words of 40 points: as many a line as fit.
    let perLine = max(1, (width / 40).rounded(.down))
    let lines = (6 / perLine).rounded(.up)
    return AxisPair(perLine * 40, lines * 20)
  }

  /// A grid of two stretching columns 100 wide each (200 wide, no spacing): the text's row is
  /// measured at its column's width and becomes 3 lines tall (E3).
  @Test func wrappingTextInAGrid() throws {
    var text = ItemOptions()
    text.measurer = Self.text
    var icon = ItemOptions()
    icon.desired = AxisPair(30, 30)
    var grid = GridLayout(
      children: [LayoutNode(id: "text", item: text), LayoutNode(id: "icon", item: icon)],
      count: .columns(2))
    grid.columnSizing = TrackSizing(base: .fixed(100))
    grid.align = AxisPair(.start, .start)
    let document = LayoutDocument(
      root: LayoutNode(id: "grid", content: .grid(grid)), size: AxisPair(200, nil),
      rounding: .none)
    for engine in [EngineChoice.direct, .lp] {
      let answer = try solve(document, engine: engine)
      // Row height: the taller of text at width 100 (80×60) and the icon (30): 60.
      #expect(answer.size == AxisPair(200, 60), "\(engine)")
      #expect(answer.frames["text"] == Rect(x: 0, y: 0, width: 80, height: 60), "\(engine)")
      #expect(answer.frames["icon"] == Rect(x: 100, y: 0, width: 30, height: 30), "\(engine)")
    }
  }

  /// Under `css` a grid asks a wrapping item for its min-content width (offered 0) as well as
  /// its max-content width (offered no width), each once: a paragraph that answers its one
  /// line unconstrained does not widen its `1fr` column, and wraps at the column's width.
  @Test func cssGridsAskForMinContentAndWrapAtTheColumnsWidth() throws {
    let log = MeasureLog()
    // 30 words of 40 points, 20 points a line.
    let paragraph = ContentMeasurer("paragraph") { proposal in
      log.record("paragraph", proposal)
      let perLine = max(1, min(30, ((proposal.horizontal ?? .infinity) / 40).rounded(.down)))
      return AxisPair(perLine * 40, (30 / perLine).rounded(.up) * 20)
    }
    // `1fr` columns share 200: 100 | 100, 2 words a line, 15 lines. CSS `auto` columns start
    // at the min-content widths 40 | 20 and the first grows toward its line with the 140 left:
    // 180 | 20, 4 words a line, 8 lines.
    let cases: [(TrackSizing, width: Double, height: Double)] = [
      (.fr(1), 100, 300), (.content(stretch: 1, min: .content), 180, 160),
    ]
    for (sizing, width, height) in cases {
      let document = LayoutDocument(size: [200, nil], rounding: .none) {
        LayoutNode.grid(
          id: "grid", columns: 2, columnSizing: sizing, distribution: .css,
          align: [.start, .start]
        ) {
          LayoutNode.item("text").measurer(paragraph).cellAlign([.fill, .start])
          LayoutNode.item("box", desired: [20, 20])
        }
      }
      for engine in [EngineChoice.direct, .lp] {
        let answer = try solve(document, engine: engine)
        #expect(answer.frames["text"] == Rect(x: 0, y: 0, width: width, height: height))
        #expect(answer.size == AxisPair(200, height), "\(sizing), \(engine)")
      }
    }
    #expect(log.counts.withLock { $0["paragraph 0.0×any"] } != nil)
  }

  /// A horizontal layout 160 wide (semantics §1.6 step 4, like L6).
  ///
  /// An icon of 60 and the text stretching into the rest, its own width ignored. The text gets the 100 points left
  /// and is re-measured at that width: two words a line, three lines, 60 tall (measured at the
  /// layout's 160 it would be two lines).
  @Test func wrappingTextInAHorizontalLayout() throws {
    var text = ItemOptions()
    text.measurer = Self.text
    text.ignoreDesired = AxisPair(true, false)
    text.stretch = AxisPair(1, 0)
    var icon = ItemOptions()
    icon.desired = AxisPair(60, 40)
    let row = LinearLayout(
      axis: .horizontal,
      children: [LayoutNode(id: "icon", item: icon), LayoutNode(id: "text", item: text)],
      align: AxisPair(.start, .start))
    let document = LayoutDocument(
      root: LayoutNode(id: "row", content: .linear(row)), size: AxisPair(160, 100),
      rounding: .none)
    for engine in [EngineChoice.direct, .lp] {
      let answer = try solve(document, engine: engine)
      #expect(answer.frames["icon"] == Rect(x: 0, y: 0, width: 60, height: 40), "\(engine)")
      #expect(answer.frames["text"] == Rect(x: 60, y: 0, width: 100, height: 60), "\(engine)")
    }
  }

  struct Refusal: Error, CustomStringConvertible {
    var description: String { "no font" }
  }

  @Test(arguments: [
    ("throws", "the measurer m threw no font, offered [any, any]"),
    (
      "negative",
      "the measurer m returned -1 for the width (a size is 0 or 1e-9…1e9), offered [any, any]"
    ),
    (
      "nan",
      "the measurer m returned nan for the height (a size is 0 or 1e-9…1e9), offered [any, any]"
    ),
    (
      "infinite",
      "the measurer m returned inf for the width (a size is 0 or 1e-9…1e9), offered [any, any]"
    ),
  ])
  func failingMeasurersAreNamed(kind: String, message: String) throws {
    var options = ItemOptions()
    options.measurer = ContentMeasurer("m") { _ in
      switch kind {
      case "throws": throw Refusal()
      case "negative": return AxisPair(-1, 10)
      case "nan": return AxisPair(10, .nan)
      default: return AxisPair(.infinity, 10)
      }
    }
    let row = LinearLayout(
      axis: .vertical, children: [LayoutNode(id: "ok"), LayoutNode(id: "label", item: options)])
    let document = LayoutDocument(root: LayoutNode(id: "page", content: .linear(row)))
    let expected = MeasurementError(path: "root.children[1]", id: "label", message: message)
    #expect(throws: LayoutError.measurement(expected)) { try DirectEngine().solve(document) }
    #expect(throws: LPEngineError.measurement(expected)) { try LPEngine().solve(document) }
  }
}
