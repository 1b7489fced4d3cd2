extension LayoutNode {
  static let itemKeys = [
    "id", "desired", "heightForWidth", "minDesired", "maxDesired", "adjust", "ignoreDesired",
    "stretch", "cellAlign", "offset", "column", "row", "columnSpan", "rowSpan",
  ]
  static let containerItemKeys = itemKeys.filter { $0 != "desired" && $0 != "heightForWidth" }
  static let linearKeys = ["layout", "children", "margin", "spacing", "align", "crop"]
  static let stackKeys = ["layout", "children", "margin", "align", "crop"]
  static let gridKeys = [
    "layout", "children", "columns", "rows", "margin", "spacing", "columnSpacing", "rowSpacing",
    "columnSpacings", "rowSpacings", "columnSizing", "rowSizing", "columnSizings", "rowSizings",
    "uniformColumns", "uniformRows", "distribution", "align", "crop",
  ]

  /// Reads a node and its subtree; `ids` maps each id seen so far to its path.
  ///
  /// Every value is read into locals and `self` is initialised once, after the last possible
  /// throw.
  init(json value: JSONValue, path: String, ids: inout [String: String]) throws(DocumentError) {
    var reader = try ObjectReader(value, path: path)
    let layout = try reader.string("layout")
    var id: String?
    if reader.has("id") {
      guard let name = try reader.string("id"), !name.isEmpty else {
        throw DocumentError(path: reader.path(of: "id"), message: "must not be empty")
      }
      if let first = ids[name] {
        throw DocumentError(
          path: reader.path(of: "id"), message: "duplicate id \"\(name)\" (first at \(first))")
      }
      ids[name] = path
      id = name
    } else if layout == nil {
      throw DocumentError(path: path, message: "an item needs an \"id\"")
    }
    if layout != nil {
      for key in ["desired", "heightForWidth"] where reader.has(key) {
        throw DocumentError(
          path: reader.path(of: key),
          message: "not allowed on a container (its desired size is its measurement)")
      }
    }
    let item = try ItemOptions(reading: &reader)
    // Each container's payload is read and the keys finished before the node is made.
    switch layout {
    case nil:
      try reader.finish(allowed: Self.itemKeys.joined(separator: ", "))
      self.init(id: id, item: item, content: .item)
    case "horizontal", "vertical":
      let linear = try LinearLayout(
        reading: &reader, axis: layout == "horizontal" ? .horizontal : .vertical, ids: &ids)
      try reader.finish(allowed: (Self.containerItemKeys + Self.linearKeys).joined(separator: ", "))
      self.init(id: id, item: item, content: .linear(linear))
    case "stack":
      let stack = try StackLayout(reading: &reader, ids: &ids)
      try reader.finish(allowed: (Self.containerItemKeys + Self.stackKeys).joined(separator: ", "))
      self.init(id: id, item: item, content: .stack(stack))
    case "grid":
      let grid = try GridLayout(reading: &reader, ids: &ids)
      try reader.finish(allowed: (Self.containerItemKeys + Self.gridKeys).joined(separator: ", "))
      self.init(id: id, item: item, content: .grid(grid))
    case "gridTree":
      let tree = try GridTreeLayout(reading: &reader, ids: &ids)
      try reader.finish(
        allowed: (Self.containerItemKeys + GridTreeLayout.keys).joined(separator: ", "))
      self.init(id: id, item: item, content: .gridTree(tree))
    case let other?:
      throw DocumentError(
        path: reader.path(of: "layout"),
        message:
          "unknown layout \"\(other)\" (expected horizontal, vertical, stack, grid or gridTree)")
    }
  }

  /// Reads the `children` array.
  static func children(
    _ reader: inout ObjectReader, ids: inout [String: String]
  ) throws(DocumentError) -> [LayoutNode] {
    try reader.list("children") { (value, path) throws(DocumentError) in
      try LayoutNode(json: value, path: path, ids: &ids)
    } ?? []
  }
}

extension ItemOptions {
  /// Reads the item keys of a node.
  init(reading reader: inout ObjectReader) throws(DocumentError) {
    self.init()
    func nonNegative(_ value: JSONValue, _ path: String) throws(DocumentError) -> Double {
      try ObjectReader.number(value, path: path, atLeast: 0)
    }
    func anyNumber(_ value: JSONValue, _ path: String) throws(DocumentError) -> Double {
      try ObjectReader.number(value, path: path)
    }
    func optionalNonNegative(_ value: JSONValue, _ path: String) throws(DocumentError) -> Double? {
      value == .null ? nil : try ObjectReader.number(value, path: path, atLeast: 0)
    }
    if let value = reader.value("desired") {
      desired = try LayoutDocument.pair(
        value, path: reader.path(of: "desired"), element: nonNegative)
    }
    if let value = reader.value("heightForWidth") {
      heightForWidth = try HeightForWidth(json: value, path: reader.path(of: "heightForWidth"))
    }
    if let value = reader.value("minDesired") {
      minDesired = try LayoutDocument.pair(
        value, path: reader.path(of: "minDesired"), element: optionalNonNegative)
    }
    if let value = reader.value("maxDesired") {
      maxDesired = try LayoutDocument.pair(
        value, path: reader.path(of: "maxDesired"), element: optionalNonNegative)
    }
    if let value = reader.value("adjust") {
      adjust = try LayoutDocument.pair(value, path: reader.path(of: "adjust"), element: anyNumber)
    }
    if let value = reader.value("offset") {
      offset = try LayoutDocument.pair(value, path: reader.path(of: "offset"), element: anyNumber)
    }
    if let value = reader.value("ignoreDesired") {
      let path = reader.path(of: "ignoreDesired")
      if case .bool(let flag) = value {
        ignoreDesired = AxisPair(both: flag)
      } else {
        ignoreDesired = try LayoutDocument.pair(value, path: path) {
          (element, path) throws(DocumentError) in
          guard case .bool(let flag) = element else {
            throw DocumentError(
              path: path, message: "must be true or false, got \(ObjectReader.show(element))")
          }
          return flag
        }
      }
    }
    if let value = reader.value("stretch") {
      let path = reader.path(of: "stretch")
      if case .number = value {
        stretch = AxisPair(both: try nonNegative(value, path))
      } else if case .array = value {
        stretch = try LayoutDocument.pair(value, path: path, element: nonNegative)
      } else {
        throw DocumentError(
          path: path, message: "must be a number ≥ 0 or [h, v], got \(ObjectReader.show(value))")
      }
    }
    if let value = reader.value("cellAlign") {
      cellAlign = try Alignment.pair(value, path: reader.path(of: "cellAlign"), allowNull: true)
    }
    if let cell = try GridCell.read(&reader) { gridCell = cell }
  }
}

extension Alignment {
  /// Reads `[h, v]` alignment names (`null` allowed when `allowNull`).
  static func pair(
    _ value: JSONValue, path: String, allowNull: Bool
  ) throws(DocumentError) -> AxisPair<Alignment?> {
    guard case .array(let elements) = value, elements.count == 2 else {
      throw DocumentError(path: path, message: "must be [h, v], got \(ObjectReader.show(value))")
    }
    var result = AxisPair<Alignment?>(both: nil)
    for (index, axis) in [Axis.horizontal, .vertical].enumerated() {
      let element = elements[index]
      if element == .null && allowNull { continue }
      let names =
        axis == .horizontal
        ? "\"left\", \"center\", \"right\" or \"fill\""
        : "\"top\", \"center\", \"bottom\" or \"fill\""
      guard case .string(let name) = element, let alignment = Alignment(name: name, on: axis) else {
        throw DocumentError(
          path: "\(path)[\(index)]",
          message:
            "must be \(names)\(allowNull ? " or null" : ""), got \(ObjectReader.show(element))")
      }
      result[axis] = alignment
    }
    return result
  }

  /// Reads a container's `align` (no nulls).
  static func contentsPair(_ value: JSONValue, path: String) throws(DocumentError) -> AxisPair<
    Alignment
  > {
    let pair = try pair(value, path: path, allowNull: false)
    return AxisPair(pair.horizontal ?? .center, pair.vertical ?? .center)
  }
}

extension HeightForWidth {
  /// Reads `{"tiles": n, "tile": [w, h]}`.
  init(json value: JSONValue, path: String) throws(DocumentError) {
    var reader = try ObjectReader(value, path: path)
    guard let tiles = try reader.count("tiles") else {
      throw DocumentError(path: reader.path(of: "tiles"), message: "missing (the number of tiles)")
    }
    guard let tileValue = reader.value("tile") else {
      throw DocumentError(path: reader.path(of: "tile"), message: "missing (the tile size [w, h])")
    }
    let tile = try LayoutDocument.pair(tileValue, path: reader.path(of: "tile")) {
      (element, path) throws(DocumentError) in
      try ObjectReader.number(element, path: path, above: 0)
    }
    try reader.finish(allowed: "tiles, tile")
    self.init(tiles: tiles, tile: tile)
  }
}
