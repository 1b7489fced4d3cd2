import Testing

@testable import TrellisCore

/// Documents built in Swift (Sources/TrellisCore/Builders/) are the documents read from the
/// JSON they stand for: every key of format.md, the format's defaults, the result builder's
/// statements, and the reader's errors for constraints and groups.
@Suite struct BuilderTests {
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
