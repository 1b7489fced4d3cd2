import Testing
import TrellisCore

/// Reading layout documents (format.md §1–§2.3): defaults, every key, and every input error
/// with its JSON path.
@Suite struct DocumentReadingTests {
  @Test func formatExampleReadsWithDefaults() throws {
    let document = try LayoutDocument(
      json: """
        {
          "trellis": 1,
          "size": [320, 200],
          "rounding": "compat",
          "pixelScale": 1,
          "root": { "layout": "horizontal", "children": [ { "id": "a", "desired": [50, 20] } ] }
        }
        """)
    #expect(document.size == AxisPair(320, 200))
    #expect(document.rounding == .compat)
    guard case .linear(let layout) = document.root.content else {
      Issue.record("root is not linear")
      return
    }
    #expect(layout.axis == .horizontal)
    #expect(layout.align == AxisPair(both: .center))
    #expect(layout.children.first?.id == "a")
    #expect(layout.children.first?.item.desired == AxisPair(50, 20))
    #expect(layout.children.first?.item.stretch == AxisPair(both: 0))
  }

  @Test func everyItemKey() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [null, 100], "root": {"layout": "stack", "children": [
          {"id": "t", "heightForWidth": {"tiles": 100, "tile": [10, 10]}, "minDesired": [5, null],
           "maxDesired": [null, 60], "adjust": [1, -2], "ignoreDesired": [true, false],
           "stretch": [1, 0.5], "cellAlign": ["right", null], "offset": [3, 4]}
        ]}}
        """)
    #expect(document.size == AxisPair(nil, 100))
    let item = try #require(document.root.children.first).item
    #expect(item.heightForWidth == HeightForWidth(tiles: 100, tile: AxisPair(10, 10)))
    #expect(item.minDesired == AxisPair(5, nil))
    #expect(item.maxDesired == AxisPair(nil, 60))
    #expect(item.adjust == AxisPair(1, -2))
    #expect(item.ignoreDesired == AxisPair(true, false))
    #expect(item.stretch == AxisPair(1, 0.5))
    #expect(item.cellAlign == AxisPair(.end, nil))
    #expect(item.offset == AxisPair(3, 4))
  }

  @Test func everyGridKey() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "root": {"layout": "grid", "id": "g", "columns": 2,
          "margin": {"left": {"size": 10, "stretch": 1}, "top": 4},
          "spacing": 5, "rowSpacing": {"size": 2, "stretch": 1}, "columnSpacings": [7],
          "columnSizing": {"stretch": 1}, "rowSizings": [{"size": 80}, {"size": "content", "min": "content", "max": 90}],
          "uniformColumns": true, "distribution": "fair", "align": ["left", "bottom"], "crop": true,
          "children": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}}
        """)
    guard case .grid(let grid) = document.root.content else {
      Issue.record("root is not a grid")
      return
    }
    #expect(grid.dimensions == (2, 2))
    #expect(grid.margin.left == Spacing(size: 10, stretch: 1))
    #expect(grid.margin.top == Spacing(size: 4))
    #expect(grid.margin.right == Spacing())
    #expect(grid.columnSpacing == Spacing(size: 5))
    #expect(grid.rowSpacing == Spacing(size: 2, stretch: 1))
    #expect(grid.columnSpacings == [Spacing(size: 7)])
    #expect(grid.columnSizing == TrackSizing(stretch: 1))
    #expect(
      grid.rowSizings == [TrackSizing(base: .fixed(80)), TrackSizing(min: .content, max: 90)])
    #expect(grid.uniformColumns && !grid.uniformRows && grid.crop)
    #expect(grid.distribution == .fair)
    #expect(grid.align == AxisPair(.start, .end))
  }

  @Test func gridCountTable() {
    func dimensions(_ n: Int, _ count: GridLayout.Count) -> (Int, Int) {
      GridLayout(children: (0..<n).map { LayoutNode(id: "i\($0)") }, count: count).dimensions
    }
    // semantics §2.1 and §2.7 "Count table checks" (columns × rows).
    #expect(dimensions(5, .rows(2)) == (3, 2))
    #expect(dimensions(7, .columns(3)) == (3, 3))
    #expect(dimensions(2, .columns(5)) == (2, 1))
    #expect(dimensions(4, .columns(0)) == (4, 1))
    #expect(dimensions(4, .rows(0)) == (1, 4))
    #expect(dimensions(4, .rows(3)) == (2, 3))
    #expect(dimensions(0, .columns(3)) == (0, 0))
  }

  @Test(arguments: [
    (#"{"root": {"id": "a"}}"#, "trellis", "missing (the format version, 1)"),
    (
      #"{"trellis": 2, "root": {"id": "a"}}"#, "trellis", "unsupported format version 2, expected 1"
    ),
    (#"{"trellis": 1}"#, "root", "missing (the layout tree)"),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "colour": 1}"#, "colour",
      "unknown key (expected one of: trellis, size, rounding, pixelScale, root, constraints, groups, ruleStrengths)"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "size": [1]}"#, "size",
      "must be an array of two values, got an array"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "size": [-1, 2]}"#, "size[0]",
      "must be a number ≥ 0, got -1"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "rounding": "floor"}"#, "rounding",
      "must be \"compat\", \"none\" or \"pixel\", got \"floor\""
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "pixelScale": 0}"#, "pixelScale",
      "must be a number > 0, got 0"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "ruleStrengths": {"fixed": "soft"}}"#,
      "ruleStrengths.fixed", #"must be "required", "strong", "medium" or "weak", got "soft""#
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "ruleStrengths": {"margins": "weak"}}"#,
      "ruleStrengths.margins",
      "unknown key (expected one of: bounds, fixed, minimum, maximum, desired, stretch, groups)"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "gridTree", "grid": {"cols": [{"size": 10}]}, "children": [{"id": "v"}]}, "constraints": [{"expr": "v.width >= 1"}]}"#,
      "constraints[0].expr",
      #"at character 1: "v" is a view inside a gridTree: constraints reach grids, tracks and the nodes of other containers, not grid-tree views"#
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "constraints": [{"expr": "a.width >= 10 +"}]}"#,
      "constraints[0].expr", "at character 16: expected a number, a frame or a track"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "constraints": [{"expr": "b.width >= 1"}]}"#,
      "constraints[0].expr", "at character 1: unknown id \"b\""
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "constraints": [{"expr": "a.x == 0", "strength": "soft"}]}"#,
      "constraints[0].strength",
      "must be \"required\", \"strong\", \"medium\" or \"weak\", got \"soft\""
    ),
    (
      #"{"trellis": 1, "root": {"id": "a"}, "constraints": [{"id": "c", "expr": "a.x == 0"}, {"id": "c", "expr": "a.y == 0"}]}"#,
      "constraints[1].id", "duplicate constraint id \"c\""
    ),
    (
      #"{"trellis": 1, "root": {"id": "g", "layout": "grid", "columns": 2, "children": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}, "groups": {"side": ["g.col[1]", "g.col[2]"]}}"#,
      "groups.side[1]",
      "\"g.col[2]\" is not a track of a grid in this document (\"GRID.col[j]\" or \"GRID.row[i]\")"
    ),
    (
      #"{"trellis": 1, "root": {"id": "g", "layout": "grid", "columns": 2, "children": [{"id": "a"}]}, "groups": {"s": ["g.col[0]"], "t": ["g.col[0]"]}}"#,
      "groups.t", "g.col[0].width is already in group \"s\""
    ),
    (#"{"trellis": 1, "root": [] }"#, "root", "must be an object, got an array"),
    (#"{"trellis": 1, "root": {"desired": [1, 2]}}"#, "root", "an item needs an \"id\""),
    (#"{"trellis": 1, "root": {"id": ""}}"#, "root.id", "must not be empty"),
    (
      #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a"}, {"id": "b"}, {"id": "c", "stretch": -1}]}}"#,
      "root.children[2].stretch", "must be a number ≥ 0, got -1"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a"}, {"id": "a"}]}}"#,
      "root.children[1].id", "duplicate id \"a\" (first at root.children[0])"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "horizontal", "desired": [1, 1]}}"#,
      "root.desired", "not allowed on a container (its desired size is its measurement)"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "flow"}}"#, "root.layout",
      "unknown layout \"flow\" (expected horizontal, vertical, stack, grid or gridTree)"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 2, "rows": 1}}"#, "root.rows",
      "a grid takes \"columns\" or \"rows\", not both"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid"}}"#, "root",
      "a grid needs \"columns\" (the most columns) or \"rows\" (the most rows)"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 1.5}}"#, "root.columns",
      "must be a whole number ≥ 0, got 1.5"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 1, "columnSizings": [{}, {"size": "auto"}]}}"#,
      "root.columnSizings[1].size", "must be \"content\" or a number ≥ 0, got \"auto\""
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 1, "rowSizing": {"min": 5, "max": 4}}}"#,
      "root.rowSizing.max", "must be ≥ min (5), got 4"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 1, "spacing": -2}}"#,
      "root.spacing", "must be a number ≥ 0, got -2"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 1, "distribution": "even"}}"#,
      "root.distribution", "must be \"compat\", \"fair\" or \"css\", got \"even\""
    ),
    (
      #"{"trellis": 1, "root": {"layout": "stack", "align": ["middle", "top"]}}"#,
      "root.align[0]", "must be \"left\", \"center\", \"right\" or \"fill\", got \"middle\""
    ),
    (
      #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a", "cellAlign": ["left", "left"]}]}}"#,
      "root.children[0].cellAlign[1]",
      "must be \"top\", \"center\", \"bottom\" or \"fill\" or null, got \"left\""
    ),
    (
      #"{"trellis": 1, "root": {"layout": "vertical", "margin": {"top": 1, "start": 2}}}"#,
      "root.margin.start", "unknown key (expected one of: top, left, bottom, right)"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a", "heightForWidth": {"tiles": 3, "tile": [0, 1]}}}"#,
      "root.heightForWidth.tile[0]", "must be a number > 0, got 0"
    ),
    (
      #"{"trellis": 1, "root": {"id": "a", "ignoreDesired": "yes"}}"#,
      "root.ignoreDesired", "must be an array of two values, got \"yes\""
    ),
    (
      #"{"trellis": 1, "root": {"id": "a", "spacing": 3}}"#, "root.spacing",
      "unknown key (expected one of: id, desired, heightForWidth, minDesired, maxDesired, adjust, ignoreDesired, stretch, cellAlign, offset, column, row, columnSpan, rowSpan)"
    ),
    (
      #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a", "desired": [1, "2"]}]}}"#,
      "root.children[0].desired[1]", "must be a number ≥ 0, got \"2\""
    ),
    (
      "{\"trellis\": 1,\n \"root\": {\"id\": \"a\",}}", "$",
      "invalid JSON at line 2, column 21: expected a key in quotes, found '}'"
    ),
  ])
  func invalidDocumentsNameThePath(json: String, path: String, message: String) {
    #expect(throws: DocumentError(path: path, message: message)) {
      try LayoutDocument(json: json)
    }
  }
}
