extension LayoutDocument: CustomStringConvertible {
  /// The document as JSON text, ``jsonText``: what `print(document)` shows.
  public var description: String { jsonText }

  /// The document as JSON text, ready to save or send.
  ///
  /// It is ``json`` written compactly, keys in the format's order, numbers exact; reading it
  /// back gives an equal document.
  ///
  /// ```swift
  /// try document.jsonText.write(toFile: "layout.json", atomically: true, encoding: .utf8)
  /// let copy = try LayoutDocument(json: document.jsonText)
  /// ```
  ///
  /// - Complexity: O(nodes).
  public var jsonText: String { json.text() }

  /// The document as a JSON value (``jsonText`` is its text), with exactly the keys of the
  /// format and only those that differ from their defaults, so reading it back gives an equal
  /// document.
  ///
  /// - Complexity: O(nodes).
  public var json: JSONValue {
    var members = [JSONValue.Member("trellis", .number(Double(formatVersion)))]
    if size != AxisPair(both: nil) {
      members.append(
        .init(
          "size",
          .array([size.horizontal, size.vertical].map { $0.map(JSONValue.number) ?? .null })))
    }
    if rounding != .compat { members.append(.init("rounding", .string(rounding.rawValue))) }
    if pixelScale != 1 { members.append(.init("pixelScale", .number(pixelScale))) }
    members.append(.init("root", root.json))
    if !constraints.isEmpty {
      members.append(.init("constraints", .array(constraints.map(\.json))))
    }
    if !groups.isEmpty {
      members.append(
        .init(
          "groups",
          .object(
            groups.map { group in
              .init(group.name, .array(group.tracks.map { .string($0.trackName) }))
            })))
    }
    if !ruleStrengths.isDefault {
      let defaults = LayoutRuleStrengths()
      members.append(
        .init(
          "ruleStrengths",
          .object(
            LayoutRuleStrengths.Rule.allCases.filter { ruleStrengths[$0] != defaults[$0] }.map {
              .init($0.rawValue, .string(ruleStrengths[$0].rawValue))
            })))
    }
    return .object(members)
  }
}

extension LayoutConstraint {
  /// The constraint as written in `constraints` (defaults left out).
  var json: JSONValue {
    var members: [JSONValue.Member] = []
    if let id { members.append(.init("id", .string(id))) }
    members.append(.init("expr", .string(text)))
    if strength != .required { members.append(.init("strength", .string(strength.rawValue))) }
    if weight != 1 { members.append(.init("weight", .number(weight))) }
    return .object(members)
  }
}

extension LayoutQuantity {
  /// A track as a group names it (`main.col[2]`); other quantities as their description.
  package var trackName: String {
    switch self {
    case .column(let id, let index, _): "\(id).col[\(index)]"
    case .row(let id, let index, _): "\(id).row[\(index)]"
    case .frame: description
    }
  }
}

extension LayoutDocument: Codable {
  /// Decodes a document through the strict reader.
  ///
  /// - Throws: `DecodingError.dataCorrupted` carrying the ``DocumentError`` message (with its
  ///   JSON path) when the document is invalid.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    do {
      try self.init(json: value)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(error)", underlyingError: error))
    }
  }

  /// Encodes the document's ``json``.
  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }
}

extension LayoutNode {
  /// The node as JSON (non-default keys only).
  public var json: JSONValue {
    var members: [JSONValue.Member] = []
    if let id { members.append(.init("id", .string(id))) }
    switch content {
    case .item: break
    case .linear(let layout):
      members.append(
        .init("layout", .string(layout.axis == .horizontal ? "horizontal" : "vertical")))
      if layout.margin != Insets() { members.append(.init("margin", layout.margin.json)) }
      if layout.spacing != 0 { members.append(.init("spacing", .number(layout.spacing))) }
      if layout.align != AxisPair(both: .center) {
        members.append(.init("align", Self.alignJSON(layout.align)))
      }
      if layout.crop { members.append(.init("crop", .bool(true))) }
      members.append(.init("children", .array(layout.children.map(\.json))))
    case .stack(let layout):
      members.append(.init("layout", .string("stack")))
      if layout.margin != Insets() { members.append(.init("margin", layout.margin.json)) }
      if layout.align != AxisPair(both: .center) {
        members.append(.init("align", Self.alignJSON(layout.align)))
      }
      if layout.crop { members.append(.init("crop", .bool(true))) }
      members.append(.init("children", .array(layout.children.map(\.json))))
    case .grid(let grid):
      members.append(.init("layout", .string("grid")))
      members += grid.jsonMembers
    case .gridTree(let tree):
      members.append(.init("layout", .string("gridTree")))
      members.append(.init("grid", tree.grid.json))
      members.append(.init("children", .array(tree.children.map(\.json))))
    }
    members += item.jsonMembers
    return .object(members)
  }

  static func alignJSON(_ align: AxisPair<Alignment>) -> JSONValue {
    .array([
      .string(align.horizontal.name(on: .horizontal)), .string(align.vertical.name(on: .vertical)),
    ])
  }
}

extension ItemOptions {
  /// The non-default item keys.
  var jsonMembers: [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    func pair(_ value: AxisPair<Double>) -> JSONValue {
      .array([.number(value.horizontal), .number(value.vertical)])
    }
    func optionalPair(_ value: AxisPair<Double?>) -> JSONValue {
      .array([value.horizontal, value.vertical].map { $0.map(JSONValue.number) ?? .null })
    }
    if desired != AxisPair(both: 0) { members.append(.init("desired", pair(desired))) }
    if let wrapping = heightForWidth {
      members.append(
        .init(
          "heightForWidth",
          .object([
            .init("tiles", .number(Double(wrapping.tiles))), .init("tile", pair(wrapping.tile)),
          ])))
    }
    if minDesired != AxisPair(both: nil) {
      members.append(.init("minDesired", optionalPair(minDesired)))
    }
    if maxDesired != AxisPair(both: nil) {
      members.append(.init("maxDesired", optionalPair(maxDesired)))
    }
    if adjust != AxisPair(both: 0) { members.append(.init("adjust", pair(adjust))) }
    if ignoreDesired != AxisPair(both: false) {
      members.append(
        .init(
          "ignoreDesired", .array([.bool(ignoreDesired.horizontal), .bool(ignoreDesired.vertical)]))
      )
    }
    if stretch != AxisPair(both: 0) {
      // One number when both axes agree, as documents usually write it.
      members.append(
        .init(
          "stretch",
          stretch.horizontal == stretch.vertical ? .number(stretch.horizontal) : pair(stretch)))
    }
    if cellAlign != AxisPair(both: nil) {
      members.append(
        .init(
          "cellAlign",
          .array([
            cellAlign.horizontal.map { .string($0.name(on: .horizontal)) } ?? .null,
            cellAlign.vertical.map { .string($0.name(on: .vertical)) } ?? .null,
          ])))
    }
    if offset != AxisPair(both: 0) { members.append(.init("offset", pair(offset))) }
    if let gridCell { members += gridCell.jsonMembers }
    return members
  }
}

extension Insets {
  /// Whether every side is the same (then written as one number).
  var isUniform: Bool { top == left && left == bottom && bottom == right }

  /// One number when every side is the same, else the four sides.
  var json: JSONValue {
    if isUniform { return .number(top) }
    return .object([
      .init("top", .number(top)), .init("left", .number(left)), .init("bottom", .number(bottom)),
      .init("right", .number(right)),
    ])
  }
}

extension Spacing {
  /// The size alone when it does not stretch, else `{"size", "stretch"}`.
  var json: JSONValue {
    if stretch == 0 { return .number(size) }
    return .object([.init("size", .number(size)), .init("stretch", .number(stretch))])
  }
}

extension SpacingInsets {
  /// Whether every side is the same (then written as one spacing).
  var isUniform: Bool { top == left && left == bottom && bottom == right }

  /// One spacing when every side is the same, else the four sides.
  var json: JSONValue {
    if isUniform { return top.json }
    return .object([
      .init("top", top.json), .init("left", left.json), .init("bottom", bottom.json),
      .init("right", right.json),
    ])
  }
}

extension TrackSizing {
  var json: JSONValue {
    var members: [JSONValue.Member] = []
    switch base {
    case .content: break
    case .fixed(let size): members.append(.init("size", .number(size)))
    }
    if stretch != 0 { members.append(.init("stretch", .number(stretch))) }
    switch min {
    case .value(let value)?: members.append(.init("min", .number(value)))
    case .content?: members.append(.init("min", .string("content")))
    case nil: break
    }
    if let max { members.append(.init("max", .number(max))) }
    return .object(members)
  }
}

extension GridLayout {
  var jsonMembers: [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    switch count {
    case .columns(let columns): members.append(.init("columns", .number(Double(columns))))
    case .rows(let rows): members.append(.init("rows", .number(Double(rows))))
    }
    if margin != SpacingInsets() { members.append(.init("margin", margin.json)) }
    if columnSpacing != Spacing() { members.append(.init("columnSpacing", columnSpacing.json)) }
    if rowSpacing != Spacing() { members.append(.init("rowSpacing", rowSpacing.json)) }
    if !columnSpacings.isEmpty {
      members.append(.init("columnSpacings", .array(columnSpacings.map(\.json))))
    }
    if !rowSpacings.isEmpty {
      members.append(.init("rowSpacings", .array(rowSpacings.map(\.json))))
    }
    if columnSizing != TrackSizing() { members.append(.init("columnSizing", columnSizing.json)) }
    if rowSizing != TrackSizing() { members.append(.init("rowSizing", rowSizing.json)) }
    if !columnSizings.isEmpty {
      members.append(.init("columnSizings", .array(columnSizings.map(\.json))))
    }
    if !rowSizings.isEmpty { members.append(.init("rowSizings", .array(rowSizings.map(\.json)))) }
    if uniformColumns { members.append(.init("uniformColumns", .bool(true))) }
    if uniformRows { members.append(.init("uniformRows", .bool(true))) }
    if distribution != .compat {
      members.append(.init("distribution", .string(distribution.rawValue)))
    }
    if align != AxisPair(both: .center) {
      members.append(.init("align", LayoutNode.alignJSON(align)))
    }
    if crop { members.append(.init("crop", .bool(true))) }
    members.append(.init("children", .array(children.map(\.json))))
    return members
  }
}
