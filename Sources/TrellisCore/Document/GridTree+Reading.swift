extension GridTreeLayout {
  /// The keys of a `gridTree` container (besides the item keys).
  static let keys = ["layout", "children", "grid"]

  /// Reads `grid` (an object, or a string holding its JSON) and `children`.
  init(reading reader: inout ObjectReader, ids: inout [String: String]) throws(DocumentError) {
    let path = reader.path(of: "grid")
    guard var value = reader.value("grid") else {
      throw DocumentError(path: path, message: "missing (the MyGridLayout grid description)")
    }
    if case .string(let text) = value {
      // The grid as JSON text: its syntax errors point into the string (format.md §2.4).
      do {
        value = try JSONParser.parse(text)
      } catch {
        throw DocumentError(path: path, message: "invalid grid JSON at \(error)")
      }
    }
    let grid = try GridTreeNode(json: value, path: path, isRoot: true)
    let children = try LayoutNode.children(&reader, ids: &ids)
    try GridCell.refuse(in: children) { reader.path(of: "children[\($0)].\($1)") }
    self.init(grid: grid, children: children)
  }
}

extension GridTreeNode {
  /// The keys of a grid description.
  static let keys = [
    "rows", "cols", "size", "padding", "space", "spacing", "gravity", "overlap", "placeholder",
    "anchor", "tag", "action", "action-data", "top-borderline", "bottom-borderline",
    "left-borderline", "right-borderline",
  ]
  /// The gravity tokens, and the axis each acts on.
  static let gravityTokens: [String: Axis] = [
    "top": .vertical, "bottom": .vertical, "centerY": .vertical, "height": .vertical,
    "left": .horizontal, "right": .horizontal, "leading": .horizontal, "trailing": .horizontal,
    "centerX": .horizontal, "width": .horizontal,
  ]

  /// Reads one grid and its subtree.
  ///
  /// - Throws: ``DocumentError`` for a node with both `rows` and `cols`, a measure that is
  ///   not one, a malformed padding, an unknown or conflicting gravity token, a non-boolean
  ///   `anchor`/`placeholder`, an unknown key.
  init(json value: JSONValue, path: String, isRoot: Bool = false) throws(DocumentError) {
    var reader = try ObjectReader(value, path: path)
    self.init()
    if let value = reader.value("action-data") { actionData = value }
    if let value = reader.value("tag") {
      let number = try ObjectReader.number(
        value, path: reader.path(of: "tag"), checksRange: false)
      guard number == number.rounded(), abs(number) < 0x1p31 else {
        throw DocumentError(
          path: reader.path(of: "tag"),
          message: "must be an integer, got \(ObjectReader.show(value))")
      }
      tag = Int(number)
    }
    action = try reader.string("action")
    if let value = reader.value("padding") {
      padding = try Self.padding(value, path: reader.path(of: "padding"))
    }
    // B1: `spacing` (v2.0) wins over `space` (v1.x).
    for key in ["space", "spacing"] {
      if let value = reader.value(key) {
        spacing = try ObjectReader.number(value, path: reader.path(of: key), atLeast: 0)
      }
    }
    placeholder = try Self.flag(&reader, "placeholder") ?? false
    anchor = try Self.flag(&reader, "anchor") ?? false
    if let value = reader.value("size") {
      measure = try Self.measure(value, path: reader.path(of: "size"))
      if case .string(let text) = value, !text.hasSuffix("%"), Double(text) != nil {
        numericSize = text
      }
    }
    if let value = reader.value("overlap") {
      // overlap = G ≡ anchor, measure 0, gravity G (§3.6; B4: it wins over `size`).
      let tokens = try Self.tokens(value, path: reader.path(of: "overlap"))
      overlap = tokens
      anchor = true
      measure = .points(0)
      gravity = tokens
    }
    if let value = reader.value("gravity") {
      gravity = try Self.tokens(value, path: reader.path(of: "gravity"))
    }
    for key in ["top-borderline", "left-borderline", "bottom-borderline", "right-borderline"] {
      if let value = reader.value(key) {
        borderlines[key] = try Self.borderline(value, path: reader.path(of: key))
      }
    }
    let cols = reader.value("cols")
    let rows = reader.value("rows")
    if cols != nil && rows != nil {
      throw DocumentError(
        path: reader.path(of: "rows"),
        message: "a grid splits into \"rows\" or \"cols\", not both")
    }
    if let list = cols ?? rows {
      let key = cols != nil ? "cols" : "rows"
      guard case .array(let elements) = list else {
        throw DocumentError(
          path: reader.path(of: key),
          message: "must be an array of grids, got \(ObjectReader.show(list))")
      }
      direction = cols != nil ? .cols : .rows
      children = []
      for (index, element) in elements.enumerated() {
        children.append(try GridTreeNode(json: element, path: "\(reader.path(of: key))[\(index)]"))
      }
    }
    try reader.finish(allowed: Self.keys.joined(separator: ", "))
  }

  /// A measure: a number (≥ 1 points, 0, a ratio in (0, 1), a remaining ratio
  /// in (−1, 0)), `"wrap"`, `"fill"`, `"N%"`, `"-N%"` (`±100%` = fill), or a numeric string
  /// (points).
  static func measure(_ value: JSONValue, path: String) throws(DocumentError) -> Measure {
    func fromNumber(_ m: Double) throws(DocumentError) -> Measure {
      guard m.isFinite else { throw DocumentError(path: path, message: "must be finite") }
      guard DocumentLimits.isInRange(m) else {
        throw DocumentError(path: path, message: DocumentLimits.rangeMessage(ObjectReader.show(m)))
      }
      if m >= 1 || m == 0 { return .points(m) }
      if m > 0 { return .ratio(m) }
      if m > -1 { return .remaining(-m) }
      throw DocumentError(
        path: path,
        message:
          "must be ≥ 1 (points), 0, a ratio in (0, 1) or a remaining ratio in (-1, 0), got \(ObjectReader.show(m))"
      )
    }
    switch value {
    case .number(let m): return try fromNumber(m)
    case .string("wrap"): return .wrap
    case .string("fill"): return .fill
    case .string(let text) where text.hasSuffix("%"):
      guard let percent = Double(text.dropLast()), percent.isFinite, abs(percent) <= 100 else {
        throw DocumentError(
          path: path, message: "must be a percentage between -100% and 100%, got \"\(text)\"")
      }
      if abs(percent) == 100 { return .fill }
      if percent == 0 { return .points(0) }
      guard DocumentLimits.isInRange(percent / 100) else {
        throw DocumentError(path: path, message: DocumentLimits.rangeMessage("\"\(text)\""))
      }
      return percent > 0 ? .ratio(percent / 100) : .remaining(-percent / 100)
    case .string(let text):
      guard let points = Double(text), points.isFinite, points >= 0 else {
        throw DocumentError(
          path: path,
          message: "must be a number, \"wrap\", \"fill\", \"N%\" or \"-N%\", got \"\(text)\"")
      }
      guard DocumentLimits.isInRange(points) else {
        throw DocumentError(path: path, message: DocumentLimits.rangeMessage("\"\(text)\""))
      }
      return .points(points)
    default:
      throw DocumentError(
        path: path,
        message:
          "must be a number, \"wrap\", \"fill\", \"N%\" or \"-N%\", got \(ObjectReader.show(value))"
      )
    }
  }

  /// `"{top,left,bottom,right}"` (MyGrid's order; spaces allowed).
  static func padding(_ value: JSONValue, path: String) throws(DocumentError) -> Insets {
    let message = "must be \"{top,left,bottom,right}\" with numbers ≥ 0"
    guard case .string(let text) = value else {
      throw DocumentError(path: path, message: "\(message), got \(ObjectReader.show(value))")
    }
    let trimmed = text.filter { !$0.isWhitespace }
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else {
      throw DocumentError(path: path, message: "\(message), got \"\(text)\"")
    }
    let parts = trimmed.dropFirst().dropLast().split(
      separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double($0) }.filter {
      $0.isFinite && $0 >= 0 && DocumentLimits.isInRange($0)
    }
    guard parts.count == 4, numbers.count == 4 else {
      throw DocumentError(path: path, message: "\(message), got \"\(text)\"")
    }
    return Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
  }

  /// `"tok|tok…"`: the tokens as written (checked by ``checkTokens(_:path:)`` unless
  /// `rounding: compat`, which reads them as MyGrid does).
  static func tokens(_ value: JSONValue, path: String) throws(DocumentError) -> [String] {
    guard case .string(let text) = value else {
      throw DocumentError(
        path: path, message: "must be tokens joined by \"|\", got \(ObjectReader.show(value))")
    }
    return text.split(separator: "|").map { $0.trimmingWhitespace() }
  }

  /// Refuses unknown tokens and two tokens on one axis (the default).
  static func checkTokens(_ tokens: [String], path: String) throws(DocumentError) {
    var seen: [Axis: String] = [:]
    for token in tokens {
      guard let axis = gravityTokens[token] else {
        throw DocumentError(
          path: path,
          message:
            "unknown gravity token \"\(token)\" (expected top, bottom, left, right, leading, trailing, centerX, centerY, width or height)"
        )
      }
      if let other = seen[axis] {
        throw DocumentError(
          path: path, message: "conflicting gravity tokens \"\(other)\" and \"\(token)\"")
      }
      seen[axis] = token
    }
  }

  /// The default checks of a grid and its subtree: every `gravity` and `overlap`.
  func checkTokens(path: String) throws(DocumentError) {
    if let overlap { try Self.checkTokens(overlap, path: "\(path).overlap") }
    if gravity != overlap { try Self.checkTokens(gravity, path: "\(path).gravity") }
    guard let direction else { return }
    for (index, child) in children.enumerated() {
      try child.checkTokens(path: "\(path).\(direction.rawValue)[\(index)]")
    }
  }

  /// A boolean as MyGrid reads it: true/false, a number (≠ 0 is true) or the strings
  /// `"true"`/`"false"`.
  static func flag(_ reader: inout ObjectReader, _ key: String) throws(DocumentError) -> Bool? {
    guard let value = reader.value(key) else { return nil }
    switch value {
    case .bool(let flag): return flag
    case .number(let number): return number != 0
    case .string("true"): return true
    case .string("false"): return false
    default:
      throw DocumentError(
        path: reader.path(of: key),
        message:
          "must be true, false, a number or \"true\"/\"false\", got \(ObjectReader.show(value))")
    }
  }

  /// A borderline: `color` (a string) and numbers `thick`, `head`, `tail`, `offset`, `dash`.
  static func borderline(_ value: JSONValue, path: String) throws(DocumentError) -> JSONValue {
    var reader = try ObjectReader(value, path: path)
    _ = try reader.string("color")
    for key in ["thick", "head", "tail", "offset", "dash"] {
      if let number = reader.value(key) {
        _ = try ObjectReader.number(number, path: reader.path(of: key))
      }
    }
    try reader.finish(allowed: "color, thick, head, tail, offset, dash")
    return value
  }
}

extension Substring {
  /// Without leading and trailing white space.
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
