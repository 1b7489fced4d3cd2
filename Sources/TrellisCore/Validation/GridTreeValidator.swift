/// Checks a grid tree's grids built in code as the reader checks grid descriptions it reads,
/// and refuses what the format cannot write back (``LayoutDocument/validate()``).
struct GridTreeValidator {
  /// The grid's JSON path (`root.children[0].grid.cols[1]`).
  let path: String

  /// The path of one of the grid's keys.
  func path(_ key: String) -> String { "\(path).\(key)" }

  /// Checks a grid whose object the JSON nests at `depth`, then its subtree, keys in the
  /// reader's order.
  func check(_ grid: GridTreeNode, depth: Int) throws(DocumentError) {
    let limit = NodeValidator.maximumDepth
    let nested = depth + (grid.direction != nil || !grid.borderlines.isEmpty ? 1 : 0)
    guard nested <= limit else {
      throw DocumentError(
        path: path, message: "nested \(nested) levels deep in JSON, more than the limit of \(limit)"
      )
    }
    if let data = grid.actionData {
      try Self.checkWritable(data, path: path("action-data"), depth: depth + 1)
    }
    guard abs(grid.tag) < 1 << 31 else {
      throw DocumentError(path: path("tag"), message: "must be an integer, got \(grid.tag)")
    }
    try checkPadding(grid.padding)
    try ObjectReader.check(grid.spacing, path: path("spacing"), atLeast: 0)
    try checkSize(grid)
    if let overlap = grid.overlap {
      try checkTokens(overlap, key: "overlap")
      guard grid.anchor, grid.measure == .points(0), grid.numericSize == nil else {
        throw DocumentError(
          path: path("overlap"),
          message: "an overlap grid is an anchor of size 0 (set anchor and measure .points(0))")
      }
    }
    try checkTokens(grid.gravity, key: "gravity")
    for (key, line) in grid.borderlines.sorted(by: { $0.key < $1.key }) {
      guard GridTreeNode.borderlineKeys.contains(key) else {
        throw DocumentError(
          path: path(key),
          message:
            "unknown borderline (expected one of: \(GridTreeNode.borderlineKeys.joined(separator: ", ")))"
        )
      }
      try Self.checkWritable(line, path: path(key), depth: depth + 1)
      _ = try GridTreeNode.borderline(line, path: path(key))
    }
    guard let direction = grid.direction else {
      guard grid.children.isEmpty else {
        throw DocumentError(
          path: path, message: "a grid with children needs a direction (rows or cols)")
      }
      return
    }
    for (index, child) in grid.children.enumerated() {
      try GridTreeValidator(path: path("\(direction.rawValue)[\(index)]"))
        .check(child, depth: depth + 2)
    }
  }

  /// The measure (or the numeric string it was written as) as the writer writes it, read as
  /// the reader reads it: its errors, or what reads back as another measure.
  func checkSize(_ grid: GridTreeNode) throws(DocumentError) {
    guard grid.overlap == nil else { return }
    let written = grid.numericSize.map(JSONValue.string) ?? grid.measureJSON
    let readsBack =
      try GridTreeNode.measure(written, path: path("size")) == grid.measure
      // The reader keeps the text of a numeric string only (`"40"`, not `"wrap"` or `"40%"`).
      && grid.numericSize.map { !$0.hasSuffix("%") && Double($0) != nil } ?? true
    guard readsBack else {
      let message: String
      switch (grid.numericSize, grid.measure) {
      case (let text?, _):
        message = "numericSize \"\(text)\" must be the measure's points written as a string"
      case (nil, .points(let points)):
        message =
          "points must be 0 or ≥ 1 (a number in (0, 1) is a ratio), got \(ObjectReader.show(points))"
      case (nil, .ratio(let ratio)), (nil, .remaining(let ratio)):
        message =
          "must be a ratio in (0, 1) with an exact percentage, got \(ObjectReader.show(ratio))"
      case (nil, .wrap), (nil, .fill):
        message = "does not read back as written"
      }
      throw DocumentError(path: path("size"), message: message)
    }
  }

  /// Padding as the writer writes it: `"{top,left,bottom,right}"`, each a number ≥ 0 in range.
  func checkPadding(_ padding: Insets) throws(DocumentError) {
    for side in [padding.top, padding.left, padding.bottom, padding.right] {
      guard side.isFinite && side >= 0 && DocumentLimits.isInRange(side) else {
        let sides = [padding.top, padding.left, padding.bottom, padding.right]
        throw DocumentError(
          path: path("padding"),
          message:
            "must be \"{top,left,bottom,right}\" with numbers ≥ 0, got \"{\(sides.map(LayoutAnswer.number).joined(separator: ","))}\""
        )
      }
    }
  }

  /// Tokens that the writer can join with `|` and the reader split back: non-empty, without
  /// `|` or surrounding white space.
  func checkTokens(_ tokens: [String], key: String) throws(DocumentError) {
    for token in tokens
    where token.contains("|") || (token.first?.isWhitespace ?? true)
      || (token.last?.isWhitespace ?? true)
    {
      throw DocumentError(
        path: path(key),
        message: "the token \"\(token)\" must be non-empty, without \"|\" or surrounding spaces")
    }
  }

  /// Refuses a JSON value built in code that cannot be written and read back: a non-finite
  /// number, an object key twice, nesting past the reader's limit.
  static func checkWritable(_ value: JSONValue, path: String, depth: Int) throws(DocumentError) {
    switch value {
    case .null, .bool, .string: return
    case .number(let number):
      guard number.isFinite else {
        throw DocumentError(path: path, message: "must be a finite number, got \(number)")
      }
    case .array(let elements):
      try checkDepth(depth, path: path)
      for (index, element) in elements.enumerated() {
        try checkWritable(element, path: "\(path)[\(index)]", depth: depth + 1)
      }
    case .object(let members):
      try checkDepth(depth, path: path)
      var keys = Set<String>()
      for member in members {
        guard keys.insert(member.key).inserted else {
          throw DocumentError(path: "\(path).\(member.key)", message: "duplicate key")
        }
        try checkWritable(member.value, path: "\(path).\(member.key)", depth: depth + 1)
      }
    }
  }

  /// Refuses an array or object the JSON would nest past the reader's limit.
  static func checkDepth(_ depth: Int, path: String) throws(DocumentError) {
    let limit = NodeValidator.maximumDepth
    guard depth <= limit else {
      throw DocumentError(
        path: path, message: "nested \(depth) levels deep in JSON, more than the limit of \(limit)")
    }
  }
}

extension GridTreeNode {
  /// The borderline keys, in the order the writer writes them.
  static let borderlineKeys = [
    "top-borderline", "left-borderline", "bottom-borderline", "right-borderline",
  ]
}
