import Foundation
import Testing
import Trellis

/// Diagnostics (format.md §3): content larger than its container, fixed lengths that exceed
/// it, items larger than their cells — each worked by hand — and the same findings from both
/// engines.
@Suite struct DiagnosticsTests {
  /// The answers of both engines, which must carry the same diagnostics.
  static func diagnostics(_ json: String) throws -> [LayoutAnswer.Diagnostic] {
    let document = try LayoutDocument(json: json)
    let direct = try DirectEngine().solve(document)
    let lp = try LPEngine().solve(document)
    #expect(lp.diagnostics == direct.diagnostics)
    return direct.diagnostics
  }

  /// `[path: message]` pairs of warnings.
  static func warnings(_ json: String) throws -> [[String]] {
    try diagnostics(json).map { diagnostic in
      #expect(diagnostic.severity == .warning)
      return [diagnostic.path, diagnostic.message]
    }
  }

  @Test func twoEightyPointColumnsInAHundredWarnWithTheGridsPath() throws {
    // Issue 17: the grid is 100 wide (it stretches across the vertical root), its columns
    // 80 + 80; the content is centred at rnd(−60 / 2) = −30 and overflows by 60.
    let json = """
      {"trellis": 1, "size": [100, 50], "root": {"layout": "vertical", "children": [
        {"id": "g", "layout": "grid", "columns": 2, "stretch": [1, 0], "children": [
          {"id": "a", "desired": [80, 20]}, {"id": "b", "desired": [80, 20]}]}]}}
      """
    let answer = try DirectEngine().solve(try LayoutDocument(json: json))
    #expect(answer.frames["a"]?.x == -30)
    #expect(
      try Self.warnings(json) == [
        ["root.children[0]", "content needs 160 wide, the container gives 100 (overflow 60)"]
      ])
    // Fixed 80-point columns: their own warning, which says it all.
    let fixed = json.replacingOccurrences(
      of: #""columns": 2,"#, with: #""columns": 2, "columnSizing": {"size": 80},"#)
    #expect(
      try Self.warnings(fixed) == [
        ["root.children[0]", "fixed tracks need 160 wide, the container gives 100 (overflow 60)"]
      ])
  }

  @Test func fixedTracksMarginsAndSpacingsThatExceedTheLength() throws {
    // 5 + 80 + 10 + 80 = 175 fixed in 150; the content is those alone (empty cells).
    let grid = """
      {"trellis": 1, "size": [150, 40], "rounding": "none", "root": {"layout": "grid",
       "columns": 2, "columnSizing": {"size": 80}, "columnSpacing": 10, "margin": {"left": 5},
       "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [10, 10]}]}}
      """
    #expect(
      try Self.warnings(grid) == [
        [
          "root",
          "fixed tracks, margins and spacings need 175 wide, the container gives 150 (overflow 25)",
        ]
      ])
    // A row: margins 10 + 10 and spacings 2 × 20 need 60 of 50; with three 10-point items
    // the content needs 90, more than the fixed lengths, so it is reported too.
    let row = """
      {"trellis": 1, "size": [50, 10], "root": {"layout": "horizontal", "margin": 10,
       "spacing": 20, "children": [{"id": "a", "desired": [10, 0]}, {"id": "b", "desired": [10, 0]},
        {"id": "c", "desired": [10, 0]}]}}
      """
    #expect(
      try Self.warnings(row) == [
        ["root", "margins and spacings need 60 wide, the container gives 50 (overflow 10)"],
        ["root", "content needs 90 wide, the container gives 50 (overflow 40)"],
        ["root", "margins need 20 tall, the container gives 10 (overflow 10)"],
      ])
  }

  @Test func itemsLargerThanTheirCells() throws {
    // Two fixed 50-point columns exactly fill 100: the grid fits, a (70 wide) does not fit
    // its cell; b (30) does, and c (70, but filling its cell) takes the cell's width.
    let json = """
      {"trellis": 1, "size": [100, 60], "root": {"layout": "grid", "columns": 2,
       "columnSizing": {"size": 50}, "children": [
        {"id": "a", "desired": [70, 20]}, {"id": "b", "desired": [30, 20]},
        {"id": "c", "desired": [70, 20], "cellAlign": ["fill", null]}]}}
      """
    #expect(
      try Self.warnings(json) == [
        ["root.children[0]", "the item needs 70 wide, its cell gives 50 (overflow 20)"]
      ])
    // Cropped to their cells, items never overflow them.
    #expect(
      try Self.warnings(
        json.replacingOccurrences(of: #""columns": 2,"#, with: #""columns": 2, "crop": true,"#)
      )
      .isEmpty)
  }

  @Test func stacksAndTheCrossAxisOfARow() throws {
    // A stack with 10-point margins in 100 × 100 holds a 90 × 50 child: 110 wide.
    let stack = """
      {"trellis": 1, "size": [100, 100], "root": {"layout": "stack", "margin": 10,
       "children": [{"id": "a", "desired": [90, 50]}]}}
      """
    #expect(
      try Self.warnings(stack) == [
        ["root", "content needs 110 wide, the container gives 100 (overflow 10)"]
      ])
    // A child that stretches (or fills) takes the content box, whatever its desired size.
    let filling = stack.replacingOccurrences(of: #""id": "a","#, with: #""id": "a", "stretch": 1,"#)
    #expect(try Self.warnings(filling).isEmpty)
    // A row 40 tall holding a 60-tall item: the band is 60.
    let row = """
      {"trellis": 1, "size": [100, 40], "root": {"layout": "horizontal", "children": [
        {"id": "a", "desired": [50, 60]}]}}
      """
    #expect(
      try Self.warnings(row) == [
        ["root", "content needs 60 tall, the container gives 40 (overflow 20)"]
      ])
  }

  @Test func gridTreesNameTheGridThatOverflows() throws {
    // Grid 0 splits 100 into 80 + 80; grid 2 (the second column) has 30 + 30 of padding
    // around its 50-point column in its 80; the view, in the first slot (grid 1, aligned
    // left), is 120 wide.
    let json = """
      {"trellis": 1, "size": [100, 50], "rounding": "none", "root": {"layout": "gridTree",
       "grid": {"cols": [{"size": 80, "gravity": "left"},
                         {"size": 80, "padding": "{0,30,0,30}", "cols": [{"size": 50}]}]},
       "children": [{"id": "v", "desired": [120, 10]}]}}
      """
    #expect(
      try Self.warnings(json) == [
        ["root", "content needs 160 wide, the container gives 100 (overflow 60)"],
        [
          "root",
          "content of grid 2 (depth-first) needs 110 wide, the grid gives 80 (overflow 30)",
        ],
        ["root.children[0]", "the item needs 120 wide, its cell gives 80 (overflow 40)"],
      ])
  }

  @Test func compatRoundingNoiseIsNoOverflow() throws {
    // 10.5 + 10.5 fill 21 exactly; compat rounds each up to 11: 22 > 21 is rounding noise.
    func row(_ rounding: String, _ first: Double, _ second: Double) -> String {
      """
      {"trellis": 1, "size": [21, 10], "rounding": "\(rounding)", "root": {"layout": "horizontal",
       "children": [{"id": "a", "desired": [\(first), 10]}, {"id": "b", "desired": [\(second), 10]}]}}
      """
    }
    #expect(try Self.warnings(row("compat", 10.5, 10.5)).isEmpty)
    #expect(try Self.warnings(row("none", 10.5, 10.5)).isEmpty)
    // Whole sizes are laid out exactly under compat: one point is an overflow.
    #expect(
      try Self.warnings(row("compat", 11, 11)) == [
        ["root", "content needs 22 wide, the container gives 21 (overflow 1)"]
      ])
    // Real-valued layouts report to the thousandth, and nothing below half of one.
    #expect(
      try Self.warnings(row("none", 10.5, 10.6)) == [
        ["root", "content needs 21.1 wide, the container gives 21 (overflow 0.1)"]
      ])
    #expect(try Self.warnings(row("pixel", 10.5, 10.5004)).isEmpty)
  }

  @Test func enginesFindTheSameOnRandomDocuments() throws {
    var withFindings = 0
    for seed in UInt64(2_000_000)..<2_000_300 {
      var generator = RandomDocuments(seed: seed)
      let text = generator.document()
      guard var document = try? LayoutDocument(json: text) else { continue }
      for rounding in Rounding.allCases {
        document.rounding = rounding
        let direct = try DirectEngine().solve(document)
        let lp = try LPEngine().solve(document)
        #expect(lp.diagnostics == direct.diagnostics, "seed \(seed) \(rounding): \(text)")
        if !direct.diagnostics.isEmpty { withFindings += 1 }
      }
    }
    // The comparison means something: random documents overflow often.
    #expect(withFindings > 100)
  }

  @Test func solveAsTextAndTheRendererShowThem() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, 20], "root": {"layout": "horizontal", "children": [
          {"id": "a", "desired": [80, 20]}, {"id": "b", "desired": [60, 20]}]}}
        """)
    let answer = try DirectEngine().solve(document)
    let line = "warning root: content needs 140 wide, the container gives 100 (overflow 40)"
    #expect(answer.table().hasSuffix("\n\n\(line)\n"))
    // The legend under the picture, wrapped to its width.
    let picture = try #require(SVGDocument(SVGRenderer().render(document, answer)))
    let legend = picture.all("text", class: "legend-diagnostic").flatMap(\.lines)
    #expect(legend.joined(separator: " ").split(separator: " ").joined(separator: " ") == line)
  }
}
