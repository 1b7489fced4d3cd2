import Testing

@testable import TrellisCore

/// Documents built in Swift (Sources/TrellisCore/Builders/) are the documents read from the
/// JSON they stand for: every key of format.md, the format's defaults, the result builder's
/// statements, and the reader's errors for constraints and groups.
@Suite struct BuilderTests {
  /// A document with every key of format.md, each container kind, every item key, every
  /// grid-tree key, and the value forms of each (a number or an object, a pair or one value).
  static let everyKeyJSON = """
    {
      "trellis": 1, "size": [640, null], "rounding": "none", "pixelScale": 2,
      "root": {
        "layout": "vertical", "id": "page", "margin": {"top": 4, "left": 8, "bottom": 12, "right": 16},
        "spacing": -2, "align": ["left", "top"], "crop": true,
        "children": [
          {"layout": "horizontal", "id": "bar", "margin": 6, "spacing": 4, "align": ["right", "bottom"],
           "crop": false, "minDesired": [100, null], "maxDesired": [null, 80], "adjust": [2, 0],
           "ignoreDesired": false, "stretch": [1, 0], "cellAlign": ["fill", null], "offset": [0, 1],
           "children": [
             {"id": "icon", "desired": [32, 32]},
             {"id": "text", "heightForWidth": {"tiles": 40, "tile": [8, 16]},
              "ignoreDesired": [true, false], "stretch": 1, "minDesired": [null, 16],
              "maxDesired": [200, null], "adjust": [0, 4]}
           ]},
          {"layout": "stack", "id": "overlay", "margin": 2, "align": ["center", "fill"], "crop": true,
           "stretch": 0.5,
           "children": [
             {"id": "back", "desired": [10, 10], "cellAlign": ["fill", "fill"]},
             {"id": "badge", "desired": [8, 8], "offset": [-2, 2.5], "ignoreDesired": true}
           ]},
          {"layout": "grid", "id": "main", "columns": 3,
           "margin": {"top": 8, "left": {"size": 4, "stretch": 1}, "right": {"size": 4, "stretch": 1}},
           "spacing": 6, "columnSpacing": {"size": 8, "stretch": 0.5},
           "columnSpacings": [10, {"size": 2, "stretch": 1}], "rowSpacings": [3],
           "columnSizing": {"stretch": 1}, "rowSizing": {"size": 20, "min": 10},
           "columnSizings": [
             {"size": 120}, {"size": 0, "stretch": 2, "min": "content"},
             {"size": "content", "stretch": 1, "min": 40, "max": 200}
           ],
           "rowSizings": [{"size": 0, "stretch": 1, "min": 10, "max": 90}],
           "uniformColumns": false, "uniformRows": true, "distribution": "css",
           "align": ["left", "center"], "crop": true, "cellAlign": [null, "top"],
           "children": [
             {"id": "a1", "desired": [40, 20]}, {"id": "a2", "desired": [40, 20]},
             {"id": "a3", "desired": [40, 20]}, {"id": "a4", "desired": [40, 20]}
           ]},
          {"layout": "grid", "id": "side", "rows": 2, "margin": {"size": 4, "stretch": 1},
           "rowSpacing": 5, "uniformColumns": true, "distribution": "fair",
           "children": [{"id": "b1", "desired": [30, 30]}, {"id": "b2"}, {"id": "b3"}]},
          {"layout": "gridTree", "id": "card", "stretch": [1, 1],
           "grid": {
             "padding": "{8,8,8,8}", "spacing": 6,
             "rows": [
               {"size": 40, "space": 4, "cols": [
                 {"size": 0.3, "gravity": "left|centerY", "padding": "{2,4,2,4}"},
                 {"size": "-50%", "placeholder": true},
                 {"size": "wrap"},
                 {"size": "fill", "tag": 7, "action": "open:",
                  "action-data": {"id": 3, "tags": ["a", true, null, 1.5]}}
               ]},
               {"size": "25%", "anchor": true, "spacing": 2, "rows": [{"size": -0.5}, {}]},
               {"overlap": "top|right",
                "top-borderline": {"color": "#ccc", "thick": 1},
                "left-borderline": {"color": "#ddd", "thick": 0.5, "head": 2, "tail": 2},
                "bottom-borderline": {"offset": 1, "dash": 3},
                "right-borderline": {"color": "red"}}
             ]
           },
           "children": [
             {"id": "c1", "desired": [20, 20]}, {"id": "c2", "desired": [20, 20]},
             {"id": "c3", "desired": [20, 20]}, {"id": "c4", "desired": [20, 20]},
             {"id": "c5", "desired": [20, 20]}, {"id": "c6", "desired": [20, 20]},
             {"id": "c7", "desired": [20, 20]}
           ]}
        ]
      },
      "constraints": [
        {"id": "wide", "expr": "main.col[1].width >= 2 * main.col[0].width", "strength": "strong",
         "weight": 2},
        {"expr": "bar.height <= 60"},
        {"expr": "icon.centerX == overlay.centerX", "strength": "weak"},
        {"expr": "side.row[0].height >= 10", "strength": "medium", "weight": 0.5}
      ],
      "groups": {"firsts": ["main.col[0]", "side.col[0]"], "rowsTogether": ["main.row[0]", "side.row[1]"]},
      "ruleStrengths": {
        "bounds": "required", "fixed": "required", "minimum": "medium", "maximum": "weak",
        "desired": "strong", "stretch": "weak", "groups": "strong"
      }
    }
    """

  /// ``everyKeyJSON`` built in Swift.
  static func everyKeyDocument() throws -> LayoutDocument {
    try LayoutDocument(
      size: [640, nil], rounding: .none, pixelScale: 2,
      constraints: [
        .strong("main.col[1].width >= 2 * main.col[0].width", weight: 2, id: "wide"),
        .required("bar.height <= 60"),
        .weak("icon.centerX == overlay.centerX"),
        .medium("side.row[0].height >= 10", weight: 0.5),
      ],
      groups: [
        "firsts": ["main.col[0]", "side.col[0]"], "rowsTogether": ["main.row[0]", "side.row[1]"],
      ],
      ruleStrengths: [
        .bounds: .required, .fixed: .required, .minimum: .medium, .maximum: .weak,
        .desired: .strong, .stretch: .weak, .groups: .strong,
      ]
    ) {
      LayoutNode.vertical(
        id: "page", margin: Insets(top: 4, left: 8, bottom: 12, right: 16), spacing: -2,
        align: [.start, .start], crop: true
      ) {
        LayoutNode.horizontal(id: "bar", margin: 6, spacing: 4, align: [.end, .end], crop: false) {
          LayoutNode.item("icon", desired: [32, 32])
          LayoutNode.item("text").heightForWidth(tiles: 40, tile: [8, 16])
            .ignoreDesired([true, false]).stretch(1).minDesired([nil, 16])
            .maxDesired([200, nil]).adjust([0, 4])
        }
        .minDesired([100, nil]).maxDesired([nil, 80]).adjust([2, 0]).ignoreDesired(false)
        .stretch([1, 0]).cellAlign([.fill, nil]).offset([0, 1])
        LayoutNode.stack(id: "overlay", margin: 2, align: [.center, .fill], crop: true) {
          LayoutNode.item("back", desired: [10, 10]).cellAlign([.fill, .fill])
          LayoutNode.item("badge", desired: [8, 8]).offset([-2, 2.5]).ignoreDesired(true)
        }
        .stretch(0.5)
        LayoutNode.grid(
          id: "main", columns: 3,
          margin: SpacingInsets(
            top: 8, left: Spacing(size: 4, stretch: 1), right: Spacing(size: 4, stretch: 1)),
          spacing: 6, columnSpacing: Spacing(size: 8, stretch: 0.5),
          columnSpacings: [10, Spacing(size: 2, stretch: 1)], rowSpacings: [3],
          columnSizing: .content(stretch: 1), rowSizing: .fixed(20, min: 10),
          columnSizings: [.fixed(120), .fr(2), .content(stretch: 1, min: 40, max: 200)],
          rowSizings: [.fixed(0, stretch: 1, min: 10, max: 90)], uniformColumns: false,
          uniformRows: true, distribution: .css, align: [.start, .center], crop: true
        ) {
          for index in 1...4 {
            LayoutNode.item("a\(index)", desired: [40, 20])
          }
        }
        .cellAlign([nil, .start])
        LayoutNode.grid(
          id: "side", rows: 2, margin: SpacingInsets(all: Spacing(size: 4, stretch: 1)),
          rowSpacing: 5, uniformColumns: true, distribution: .fair
        ) {
          LayoutNode.item("b1", desired: [30, 30])
          LayoutNode.item("b2")
          LayoutNode.item("b3")
        }
        LayoutNode.gridTree(
          id: "card",
          grid: .rows(padding: 8, spacing: 6) {
            GridTreeNode.cols(size: 40, spacing: 4) {
              GridTreeNode.leaf(
                size: 0.3, padding: Insets(top: 2, left: 4, bottom: 2, right: 4),
                gravity: "left|centerY")
              GridTreeNode.leaf(size: .remaining(0.5)).placeholder()
              GridTreeNode.leaf(size: .wrap)
              GridTreeNode.leaf(size: .fill).tag(7)
                .action("open:", data: ["id": 3, "tags": ["a", true, .null, 1.5]])
            }
            GridTreeNode.rows(size: .ratio(0.25), spacing: 2) {
              GridTreeNode.leaf(size: -0.5)
              GridTreeNode.leaf()
            }
            .anchor()
            GridTreeNode.leaf().overlap("top|right")
              .borderlines(
                top: ["color": "#ccc", "thick": 1],
                left: ["color": "#ddd", "thick": 0.5, "head": 2, "tail": 2],
                bottom: ["offset": 1, "dash": 3], right: ["color": "red"])
          }
        ) {
          for index in 1...7 {
            LayoutNode.item("c\(index)", desired: [20, 20])
          }
        }
        .stretch([1, 1])
      }
    }
  }

  @Test func everyKeyBuildsTheDocumentItsJSONReads() throws {
    let built = try Self.everyKeyDocument()
    let read = try LayoutDocument(json: Self.everyKeyJSON)
    #expect(built == read)
    // Node by node, so that a difference names its node.
    for (builtNode, readNode) in zip(Self.preorder(built.root), Self.preorder(read.root)) {
      #expect(builtNode.id == readNode.id)
      #expect(builtNode.item == readNode.item, "item keys of \(readNode.id ?? "a container")")
      #expect(Self.shallow(builtNode) == Self.shallow(readNode), "\(readNode.id ?? "a container")")
    }
    #expect(built.constraints == read.constraints)
    #expect(built.groups == read.groups)
    #expect(built.ruleStrengths == read.ruleStrengths)
    // The checks of documents built in code find nothing, as reading found nothing.
    try built.validate()
    // What the writer makes of it reads back as the same document.
    #expect(try LayoutDocument(json: built.json.text()) == built)
  }

  /// The JSON above really has every key the reader knows, in the right places: a key added to
  /// the format fails here until the builders reach it.
  @Test func everyKeyJSONHasEveryKey() throws {
    let value = try JSONParser.parse(Self.everyKeyJSON)
    var seen = KeysSeen()
    seen.document(value)
    let documentKeys = LayoutDocument.documentKeys.split(separator: ", ").map(String.init)
    #expect(Set(documentKeys).subtracting(seen.keys["document", default: []]).isEmpty)
    #expect(Set(LayoutNode.itemKeys).subtracting(seen.keys["item", default: []]).isEmpty)
    #expect(
      Set(LayoutNode.containerItemKeys).subtracting(seen.keys["container", default: []]).isEmpty)
    for (kind, keys) in [
      ("horizontal", LayoutNode.linearKeys), ("vertical", LayoutNode.linearKeys),
      ("stack", LayoutNode.stackKeys), ("grid", LayoutNode.gridKeys + ["columns", "rows"]),
      ("gridTree", GridTreeLayout.keys),
    ] {
      let missing = Set(keys).subtracting(seen.keys[kind, default: []])
      #expect(missing.isEmpty, "\(kind) keys missing: \(missing.sorted())")
    }
    #expect(Set(GridTreeNode.keys).subtracting(seen.keys["grid description", default: []]).isEmpty)
    #expect(seen.keys["track"] == ["size", "stretch", "min", "max"])
    #expect(seen.keys["constraint"] == ["id", "expr", "strength", "weight"])
    let rules = LayoutRuleStrengths.Rule.allCases.map(\.rawValue)
    #expect(seen.keys["ruleStrengths"] == Set(rules))
  }

  @Test func factoriesHaveTheFormatDefaults() throws {
    func node(_ json: String) throws -> LayoutNode {
      try LayoutDocument(json: #"{"trellis": 1, "root": \#(json)}"#).root
    }
    #expect(LayoutNode.item("a") == (try node(#"{"id": "a"}"#)))
    #expect(LayoutNode.horizontal {} == (try node(#"{"layout": "horizontal"}"#)))
    #expect(LayoutNode.vertical {} == (try node(#"{"layout": "vertical"}"#)))
    #expect(LayoutNode.stack {} == (try node(#"{"layout": "stack"}"#)))
    #expect(LayoutNode.grid(columns: 2) {} == (try node(#"{"layout": "grid", "columns": 2}"#)))
    #expect(LayoutNode.grid(rows: 0) {} == (try node(#"{"layout": "grid", "rows": 0}"#)))
    #expect(
      LayoutNode.gridTree(grid: .leaf()) {}
        == (try node(#"{"layout": "gridTree", "grid": {}}"#)))
    let document = LayoutDocument { LayoutNode.item("a") }
    #expect(document == (try LayoutDocument(json: #"{"trellis": 1, "root": {"id": "a"}}"#)))
    #expect(try LayoutDocument(constraints: [], groups: [:]) { LayoutNode.item("a") } == document)
    #expect(TrackSizing.content == TrackSizing())
    #expect(LayoutRuleStrengths() == [:])
  }

  @Test func childrenFollowTheStatements() {
    let extra: LayoutNode? = LayoutNode.item("extra")
    let missing: LayoutNode? = nil
    for flag in [false, true] {
      let node = LayoutNode.vertical {
        LayoutNode.item("first")
        if flag {
          LayoutNode.item("ifTrue")
        }
        if flag {
          LayoutNode.item("then")
        } else {
          LayoutNode.item("else")
        }
        for index in 0..<2 {
          LayoutNode.item("loop\(index)")
        }
        extra
        missing
        [LayoutNode.item("array0"), LayoutNode.item("array1")]
      }
      let expected =
        ["first"] + (flag ? ["ifTrue", "then"] : ["else"])
        + ["loop0", "loop1", "extra", "array0", "array1"]
      #expect(node.children.map(\.id) == expected)
    }
  }

  @Test func measurerIsTheItemsMeasurer() {
    let text = ContentMeasurer("text") { proposal in AxisPair(proposal.horizontal ?? 60, 20) }
    var options = ItemOptions()
    options.measurer = text
    #expect(LayoutNode.item("label").measurer(text) == LayoutNode(id: "label", item: options))
    #expect(
      LayoutNode.item("label").measurer(.heightForWidth(.init(tiles: 3, tile: [8, 16])))
        != LayoutNode(id: "label", item: options))
  }

  @Test func gridTreeMeasuresReadLikeJSONNumbers() {
    let measures: [GridTreeNode.Measure] = [40, 0, 1, 0.3, -0.4, 12.5]
    #expect(
      measures == [
        .points(40), .points(0), .points(1), .ratio(0.3), .remaining(0.4), .points(12.5),
      ])
  }

  @Test func literalsReadLikeJSON() {
    #expect(Insets(integerLiteral: 8) == Insets(top: 8, left: 8, bottom: 8, right: 8))
    #expect((2.5 as Spacing) == Spacing(size: 2.5, stretch: 0))
    #expect((16 as SpacingInsets) == SpacingInsets(all: Spacing(size: 16)))
    #expect(([nil, 20] as AxisPair<Double?>) == AxisPair(nil, 20))
    #expect((50 as TrackSizing.Minimum) == .value(50))
    #expect(TrackSizing.fr(1) == TrackSizing(base: .fixed(0), stretch: 1, min: .content))
    let json: JSONValue = ["a": [1, "b", false, .null], "c": 0.5]
    #expect(
      json
        == .object([
          .init("a", .array([.number(1), .string("b"), .bool(false), .null])),
          .init("c", .number(0.5)),
        ]))
  }

  /// A constraint or group the reader refuses is refused with the same path and message.
  @Test func constraintErrorsMatchTheReader() throws {
    try checkConstraints(["page.width >= 10"], groups: [:], path: "constraints[0].expr")
    try checkConstraints(["a.width >= 10", "a.height >= 10"], groups: [:], path: nil)
    try checkConstraints([], groups: ["g": ["grid.col[2]"]], path: "groups.g[0]")
    try checkConstraints(
      [], groups: ["g": ["grid.col[0]"], "h": ["grid.col[0]"]], path: "groups.h")
    // JSON cannot say it (its parser refuses a key twice); Swift can.
    #expect(throws: DocumentError(path: "groups.g", message: "duplicate group \"g\"")) {
      try LayoutDocument(groups: ["g": ["grid.col[0]"], "g": ["grid.row[0]"]]) {
        LayoutNode.grid(id: "grid", columns: 2) { LayoutNode.item("a") }
      }
    }
  }

  /// Builds and reads a grid with these constraints and groups: both fail at `path`, with the
  /// same error, or both succeed (`path` nil) with equal documents.
  func checkConstraints(
    _ expressions: [String], groups: KeyValuePairs<String, [String]>, path: String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let constraints = expressions.map { LayoutConstraint.Entry($0) }
    let built = Result { () throws(DocumentError) in
      try LayoutDocument(constraints: constraints, groups: groups) {
        LayoutNode.grid(id: "grid", columns: 2) { LayoutNode.item("a") }
      }
    }
    let members = expressions.map { #"{"expr": "\#($0)"}"# }.joined(separator: ", ")
    let groupMembers = groups.map { name, tracks in
      #""\#(name)": [\#(tracks.map { "\"\($0)\"" }.joined(separator: ", "))]"#
    }
    let read = Result { () throws(DocumentError) in
      try LayoutDocument(
        json: """
          {"trellis": 1,
           "root": {"layout": "grid", "id": "grid", "columns": 2, "children": [{"id": "a"}]},
           "constraints": [\(members)], "groups": {\(groupMembers.joined(separator: ", "))}}
          """)
    }
    switch (built, read) {
    case (.success(let built), .success(let read)):
      #expect(path == nil, sourceLocation: sourceLocation)
      #expect(built == read, sourceLocation: sourceLocation)
    case (.failure(let built), .failure(let read)):
      #expect(built.path == path, sourceLocation: sourceLocation)
      #expect(built == read, sourceLocation: sourceLocation)
    default:
      Issue.record("built: \(built), read: \(read)", sourceLocation: sourceLocation)
    }
  }

  /// A node without its children.
  static func shallow(_ node: LayoutNode) -> LayoutNode {
    var node = node
    switch node.content {
    case .item: break
    case .linear(var layout):
      layout.children = []
      node.content = .linear(layout)
    case .stack(var layout):
      layout.children = []
      node.content = .stack(layout)
    case .grid(var layout):
      layout.children = []
      node.content = .grid(layout)
    case .gridTree(var layout):
      layout.children = []
      node.content = .gridTree(layout)
    }
    return node
  }

  /// The nodes of a tree, root first.
  static func preorder(_ node: LayoutNode) -> [LayoutNode] {
    [node] + node.children.flatMap(preorder)
  }
}

/// The keys of a document's JSON objects, by what the object is.
private struct KeysSeen {
  /// Keys by kind of object: `document`, `item`, `container`, a layout name, `grid
  /// description`, `track`, `constraint`, `ruleStrengths`.
  var keys: [String: Set<String>] = [:]

  mutating func document(_ value: JSONValue) {
    record("document", value)
    if let root = value["root"] { node(root) }
    if case .array(let constraints)? = value["constraints"] {
      for constraint in constraints { record("constraint", constraint) }
    }
    if let strengths = value["ruleStrengths"] { record("ruleStrengths", strengths) }
  }

  mutating func node(_ value: JSONValue) {
    guard case .string(let layout)? = value["layout"] else { return record("item", value) }
    record("container", value)
    record(layout, value)
    for key in ["columnSizing", "rowSizing"] {
      if let track = value[key] { record("track", track) }
    }
    for key in ["columnSizings", "rowSizings"] {
      if case .array(let tracks)? = value[key] {
        for track in tracks { record("track", track) }
      }
    }
    if let grid = value["grid"] { gridDescription(grid) }
    if case .array(let children)? = value["children"] {
      for child in children { node(child) }
    }
  }

  mutating func gridDescription(_ value: JSONValue) {
    record("grid description", value)
    for key in ["rows", "cols"] {
      if case .array(let children)? = value[key] {
        for child in children { gridDescription(child) }
      }
    }
  }

  mutating func record(_ kind: String, _ value: JSONValue) {
    guard case .object(let members) = value else { return }
    keys[kind, default: []].formUnion(members.map(\.key))
  }
}
