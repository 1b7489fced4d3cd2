extension LinearLayout {
  /// Reads a `horizontal` or `vertical` container's keys.
  init(reading reader: inout ObjectReader, axis: Axis, ids: inout [String: String])
    throws(DocumentError)
  {
    try self.init(reading: &reader, axis: axis, children: LayoutNode.children(&reader, ids: &ids))
  }

  /// Reads a `horizontal` or `vertical` container's keys besides `children`, read already.
  init(reading reader: inout ObjectReader, axis: Axis, children: [LayoutNode])
    throws(DocumentError)
  {
    try GridCell.refuse(in: children) { reader.path(of: "children[\($0)].\($1)") }
    self.init(axis: axis, children: children)
    if let value = reader.value("margin") {
      margin = try Insets(json: value, path: reader.path(of: "margin"))
    }
    if let spacing = try reader.number("spacing") { self.spacing = spacing }
    if let value = reader.value("align") {
      align = try Alignment.contentsPair(value, path: reader.path(of: "align"))
    }
    if let crop = try reader.bool("crop") { self.crop = crop }
  }
}

extension StackLayout {
  /// Reads a `stack` container's keys.
  init(reading reader: inout ObjectReader, ids: inout [String: String]) throws(DocumentError) {
    try self.init(reading: &reader, children: LayoutNode.children(&reader, ids: &ids))
  }

  /// Reads a `stack` container's keys besides `children`, read already.
  init(reading reader: inout ObjectReader, children: [LayoutNode]) throws(DocumentError) {
    try GridCell.refuse(in: children) { reader.path(of: "children[\($0)].\($1)") }
    self.init(children: children)
    if let value = reader.value("margin") {
      margin = try Insets(json: value, path: reader.path(of: "margin"))
    }
    if let value = reader.value("align") {
      align = try Alignment.contentsPair(value, path: reader.path(of: "align"))
    }
    if let crop = try reader.bool("crop") { self.crop = crop }
  }
}

extension Insets {
  /// Reads a number (every side) or an object with any of `top left bottom right`.
  init(json value: JSONValue, path: String) throws(DocumentError) {
    if case .number = value {
      let size = try ObjectReader.number(value, path: path, atLeast: 0)
      self.init(top: size, left: size, bottom: size, right: size)
      return
    }
    guard case .object = value else {
      throw DocumentError(
        path: path,
        message:
          "must be a number ≥ 0 or an object with top, left, bottom, right, got \(ObjectReader.show(value))"
      )
    }
    var reader = try ObjectReader(value, path: path)
    self.init(
      top: try reader.number("top", atLeast: 0) ?? 0,
      left: try reader.number("left", atLeast: 0) ?? 0,
      bottom: try reader.number("bottom", atLeast: 0) ?? 0,
      right: try reader.number("right", atLeast: 0) ?? 0)
    try reader.finish(allowed: "top, left, bottom, right")
  }
}

extension Spacing {
  /// Reads a number (size) or `{"size": n, "stretch": w}`, both ≥ 0.
  init(json value: JSONValue, path: String) throws(DocumentError) {
    if case .number = value {
      self.init(size: try ObjectReader.number(value, path: path, atLeast: 0))
      return
    }
    guard case .object = value else {
      throw DocumentError(
        path: path,
        message:
          "must be a number ≥ 0 or {\"size\": n, \"stretch\": w}, got \(ObjectReader.show(value))")
    }
    var reader = try ObjectReader(value, path: path)
    self.init(
      size: try reader.number("size", atLeast: 0) ?? 0,
      stretch: try reader.number("stretch", atLeast: 0) ?? 0)
    try reader.finish(allowed: "size, stretch")
  }
}

extension TrackSizing {
  /// Reads `{"size": "content" | n, "stretch": w, "min": m | "content", "max": M}`.
  init(json value: JSONValue, path: String) throws(DocumentError) {
    var reader = try ObjectReader(value, path: path)
    self.init()
    if let size = reader.value("size") {
      if size == .string("content") {
        base = .content
      } else if case .number = size {
        base = .fixed(try ObjectReader.number(size, path: reader.path(of: "size"), atLeast: 0))
      } else {
        throw DocumentError(
          path: reader.path(of: "size"),
          message: "must be \"content\" or a number ≥ 0, got \(ObjectReader.show(size))")
      }
    }
    stretch = try reader.number("stretch", atLeast: 0) ?? 0
    if let minimum = reader.value("min") {
      if minimum == .string("content") {
        min = .content
      } else if case .number = minimum {
        min = .value(try ObjectReader.number(minimum, path: reader.path(of: "min"), atLeast: 0))
      } else {
        throw DocumentError(
          path: reader.path(of: "min"),
          message: "must be \"content\" or a number ≥ 0, got \(ObjectReader.show(minimum))")
      }
    }
    max = try reader.number("max", atLeast: 0)
    if case .value(let low)? = min, let high = max, low > high {
      throw DocumentError(
        path: reader.path(of: "max"),
        message: "must be ≥ min (\(ObjectReader.show(low))), got \(ObjectReader.show(high))")
    }
    try reader.finish(allowed: "size, stretch, min, max")
  }
}

extension GridLayout {
  /// Reads a `grid` container's keys.
  init(reading reader: inout ObjectReader, ids: inout [String: String]) throws(DocumentError) {
    let count = try Self.count(&reader)
    try self.init(reading: &reader, count: count, children: LayoutNode.children(&reader, ids: &ids))
  }

  /// Reads `columns` or `rows`: what a grid needs before its children.
  static func count(_ reader: inout ObjectReader) throws(DocumentError) -> Count {
    let columns = try reader.count("columns")
    let rows = try reader.count("rows")
    let count: Count
    switch (columns, rows) {
    case (let columns?, nil): count = .columns(columns)
    case (nil, let rows?): count = .rows(rows)
    case (.some, .some):
      throw DocumentError(
        path: reader.path(of: "rows"), message: "a grid takes \"columns\" or \"rows\", not both")
    case (nil, nil):
      throw DocumentError(
        path: reader.path,
        message: "a grid needs \"columns\" (the most columns) or \"rows\" (the most rows)")
    }
    return count
  }

  /// Reads a `grid` container's keys besides `columns`, `rows` and `children`, read already.
  init(reading reader: inout ObjectReader, count: Count, children: [LayoutNode])
    throws(DocumentError)
  {
    self.init(children: children, count: count)
    if let value = reader.value("margin") {
      let path = reader.path(of: "margin")
      if case .object(let members) = value,
        !members.contains(where: { $0.key == "size" || $0.key == "stretch" })
      {
        var sides = try ObjectReader(value, path: path)
        func side(_ key: String) throws(DocumentError) -> Spacing {
          guard let value = sides.value(key) else { return Spacing() }
          return try Spacing(json: value, path: sides.path(of: key))
        }
        margin = SpacingInsets(
          top: try side("top"), left: try side("left"), bottom: try side("bottom"),
          right: try side("right"))
        try sides.finish(allowed: "top, left, bottom, right")
      } else {
        let spacing = try Spacing(json: value, path: path)
        margin = SpacingInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
      }
    }
    func spacing(_ key: String) throws(DocumentError) -> Spacing? {
      guard let value = reader.value(key) else { return nil }
      return try Spacing(json: value, path: reader.path(of: key))
    }
    let both = try spacing("spacing")
    columnSpacing = try spacing("columnSpacing") ?? both ?? Spacing()
    rowSpacing = try spacing("rowSpacing") ?? both ?? Spacing()
    columnSpacings = try reader.list("columnSpacings", Spacing.init(json:path:)) ?? []
    rowSpacings = try reader.list("rowSpacings", Spacing.init(json:path:)) ?? []
    if let value = reader.value("columnSizing") {
      columnSizing = try TrackSizing(json: value, path: reader.path(of: "columnSizing"))
    }
    if let value = reader.value("rowSizing") {
      rowSizing = try TrackSizing(json: value, path: reader.path(of: "rowSizing"))
    }
    columnSizings = try reader.list("columnSizings", TrackSizing.init(json:path:)) ?? []
    rowSizings = try reader.list("rowSizings", TrackSizing.init(json:path:)) ?? []
    uniformColumns = try reader.bool("uniformColumns") ?? false
    uniformRows = try reader.bool("uniformRows") ?? false
    if let name = try reader.string("distribution") {
      guard let mode = Distribution(rawValue: name) else {
        throw DocumentError(
          path: reader.path(of: "distribution"),
          message: "must be \"compat\", \"fair\" or \"css\", got \"\(name)\"")
      }
      distribution = mode
    }
    if let value = reader.value("align") {
      align = try Alignment.contentsPair(value, path: reader.path(of: "align"))
    }
    crop = try reader.bool("crop") ?? false
    try GridAreas.check(self) { child, key in
      guard let child else { return reader.path(of: key ?? "") }
      return reader.path(of: "children[\(child)]" + (key.map { ".\($0)" } ?? ""))
    }
  }
}
