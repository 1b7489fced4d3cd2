extension LayoutDocument {
  /// The keys a document may have.
  static let documentKeys =
    "trellis, size, rounding, pixelScale, root, constraints, groups, ruleStrengths"

  /// Reads a document from JSON text.
  ///
  /// - Parameter text: the JSON text.
  /// - Throws: ``DocumentError`` with the JSON path of the first problem: a syntax error (path
  ///   `$`, with its line and column), a missing or unknown key, a value of the wrong type or
  ///   out of range, a duplicate or missing id.
  /// - Complexity: O(size of the document).
  public init(json text: String) throws(DocumentError) {
    try Self.checkSize(text.utf8.count)
    // One pass from the bytes to the model; what it refuses is read again by the careful
    // reader, whose error (or, were they ever to differ, whose document) is the answer.
    let read = try? JSONParser.withParser(of: text) { (parser) throws(JSONSyntaxError) in
      try parser.readDocument()
    }
    if let read {
      self = read
    } else {
      try self.init(carefully: text)
    }
  }

  /// Reads a document from its JSON text as UTF-8 bytes, as ``init(json:)-(String)`` reads the
  /// same text (the command line's way in: the file's bytes, never copied into a `String`).
  ///
  /// - Parameter bytes: the text; valid UTF-8 (the command line checks it first).
  /// - Throws: ``DocumentError`` as ``init(json:)-(String)``.
  /// - Complexity: O(size of the document).
  ///
  /// The text is let go (when the caller gave it up: `LayoutDocument(jsonUTF8: consume
  /// bytes)`) once the nodes are read and checked, before the plan is made: a 40 MB text and
  /// the plan's tables are never held at once. The one check made after that, that no id is
  /// used twice, gives the careful reader's error itself (``duplicateIDError()``).
  package init(jsonUTF8 bytes: consuming [UInt8]) throws(DocumentError) {
    try Self.checkSize(bytes.count)
    let read = bytes.withUnsafeBufferPointer { buffer in
      try? JSONParser.withParser(of: buffer) { (parser) throws(JSONSyntaxError) in
        try parser.readParts()
      }
    }
    guard let read else {
      try self.init(carefully: String(decoding: bytes, as: UTF8.self))
      return
    }
    bytes = []
    self = read.document()
    if let error = duplicateIDError() { throw error }
  }

  /// The careful reader's error for the first id used twice (in preorder, by its second
  /// node), or `nil` when every id is used once.
  func duplicateIDError() -> DocumentError? {
    guard let duplicate = plan.duplicateID, let id = plan.ids[duplicate.second] else {
      return nil
    }
    return DocumentError(
      path: "\(plan.path(of: duplicate.second)).id",
      message: "duplicate id \"\(id)\" (first at \(plan.path(of: duplicate.first)))")
  }

  /// Refuses a text past ``DocumentLimits/maximumBytes``.
  private static func checkSize(_ bytes: Int) throws(DocumentError) {
    guard bytes <= DocumentLimits.maximumBytes else {
      throw DocumentError(
        path: "$",
        message:
          "the document is \(DocumentLimits.grouped(bytes)) bytes, more than the limit of \(DocumentLimits.grouped(DocumentLimits.maximumBytes))"
      )
    }
  }

  /// The careful reader: the whole text as a ``JSONValue``, then the model, with the error's
  /// line and column or JSON path.
  private init(carefully text: String) throws(DocumentError) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw DocumentError(path: "$", message: "invalid JSON at \(error)")
    }
    try self.init(json: value)
  }

  /// Reads a document from a parsed JSON value.
  ///
  /// - Throws: ``DocumentError`` as ``init(json:)-(String)``.
  public init(json value: JSONValue) throws(DocumentError) {
    var reader = try ObjectReader(value, path: "$")
    try Self.checkVersion(&reader)
    guard let rootValue = reader.value("root") else {
      throw DocumentError(path: "root", message: "missing (the layout tree)")
    }
    try DocumentLimits.checkNodes(json: rootValue)
    var ids: [String: String] = [:]
    let root = try LayoutNode(json: rootValue, path: "root", ids: &ids)
    self = try Self.read(&reader, root: root)
  }

  /// A document read and checked but for the plan of its nodes and their ids being unique:
  /// what the single pass hands over before its text is let go.
  struct Parts {
    /// The layout tree.
    let root: LayoutNode
    /// The number of nodes under ``root``.
    let nodeCount: Int
    /// The other members, read.
    let members: Members

    /// Reads the document's members besides `root`, read already into `root`, and checks
    /// what ``LayoutDocument/init(json:)-(JSONValue)`` checks but for unique ids.
    ///
    /// - Parameters:
    ///   - members: the document's members (`root` among them, not read again).
    ///   - root: the layout tree, read already.
    ///   - nodeCount: the number of nodes under `root`, as the reader counted them (the plan's
    ///     tables are made at their size).
    ///   - containsGridTree: whether some node of `root` is a grid tree (`nil`: not known,
    ///     the tree is walked when the rounding makes it matter).
    /// - Throws: ``DocumentError`` as ``LayoutDocument/init(json:)-(JSONValue)``.
    init(
      members: [JSONValue.Member], root: LayoutNode, nodeCount: Int,
      containsGridTree: Bool? = nil
    ) throws(DocumentError) {
      var reader = try ObjectReader(.object(members), path: "$")
      try LayoutDocument.checkVersion(&reader)
      _ = reader.value("root")
      let members = try LayoutDocument.readMembers(&reader, root: root)
      // The nodes as the reader counted them (both readers count them before making any).
      try DocumentLimits.checkNodes(count: nodeCount)
      // Grid trees' tokens (when there is a grid tree) and stretch weights.
      try LayoutDocument.checkNodes(
        root,
        gridTrees: members.rounding != .compat && containsGridTree ?? Self.containsGridTree(root))
      self.root = root
      self.nodeCount = nodeCount
      self.members = members
    }

    /// Whether `node` or a node under it is a grid tree.
    private static func containsGridTree(_ node: LayoutNode) -> Bool {
      switch node.content {
      case .item: false
      case .gridTree: true
      case .linear(let layout): layout.children.contains(where: containsGridTree)
      case .stack(let layout): layout.children.contains(where: containsGridTree)
      case .grid(let layout): layout.children.contains(where: containsGridTree)
      }
    }

    /// The document, its plan made (O(nodes)).
    func document() -> LayoutDocument {
      LayoutDocument.assemble(
        root: root,
        plan: DocumentPlan(root: root, nodeCount: nodeCount, rounding: members.rounding),
        members)
    }
  }

  /// A document's members besides `root`.
  struct Members {
    var size: AxisPair<Double?>
    var rounding: Rounding
    var pixelScale: Double
    var constraints: [LayoutConstraint]
    var groups: [SizeGroup]
    var ruleStrengths: LayoutRuleStrengths
  }

  /// Checks `trellis`, the format version.
  private static func checkVersion(_ reader: inout ObjectReader) throws(DocumentError) {
    guard let version = reader.value("trellis") else {
      throw DocumentError(path: "trellis", message: "missing (the format version, 1)")
    }
    guard version == .number(1) else {
      throw DocumentError(
        path: "trellis",
        message: "unsupported format version \(ObjectReader.show(version)), expected 1")
    }
  }

  /// The document with `root`, its other members read from `reader`.
  private static func read(
    _ reader: inout ObjectReader, root: LayoutNode
  ) throws(DocumentError) -> LayoutDocument {
    let members = try readMembers(&reader, root: root)
    let document = assemble(
      root: root, plan: DocumentPlan(root: root, rounding: members.rounding), members)
    // The nodes as the plan counted them (both readers counted them before making any).
    try DocumentLimits.checkNodes(count: document.nodeCount)
    // Grid trees' tokens (when the plan found a grid tree) and stretch weights.
    try checkNodes(
      root, gridTrees: members.rounding != .compat && document.plan.containsGridTree)
    return document
  }

  /// The members of a document besides `root` (and `trellis`), read from `reader`, which
  /// then has no other key.
  private static func readMembers(
    _ reader: inout ObjectReader, root: LayoutNode
  ) throws(DocumentError) -> Members {
    if let cell = root.item.gridCell {
      throw DocumentError(
        path: "root.\(cell.firstKey)", message: "only a child of a grid may be placed")
    }
    var size = AxisPair<Double?>(both: nil)
    if let value = reader.value("size") {
      size = try Self.pair(value, path: "size") { (value, path) throws(DocumentError) in
        value == .null ? nil : try ObjectReader.number(value, path: path, atLeast: 0)
      }
    }
    var rounding = Rounding.compat
    if let name = try reader.string("rounding") {
      guard let mode = Rounding(rawValue: name) else {
        throw DocumentError(
          path: "rounding",
          message: "must be \"compat\", \"none\" or \"pixel\", got \"\(name)\"")
      }
      rounding = mode
    }
    let pixelScale = try reader.number("pixelScale", above: 0) ?? 1
    let (constraints, groups) = try Self.readConstraints(&reader, root: root)
    let ruleStrengths = try Self.readRuleStrengths(&reader)
    try reader.finish(allowed: Self.documentKeys)
    return Members(
      size: size, rounding: rounding, pixelScale: pixelScale, constraints: constraints,
      groups: groups, ruleStrengths: ruleStrengths)
  }

  /// The document of `root`, `plan` and the other `members`, all read and checked.
  private static func assemble(
    root: LayoutNode, plan: DocumentPlan, _ members: Members
  ) -> LayoutDocument {
    var document = LayoutDocument(
      root: root, plan: plan, size: members.size, rounding: members.rounding,
      pixelScale: members.pixelScale)
    document.constraints = members.constraints
    document.groups = members.groups
    document.ruleStrengths = members.ruleStrengths
    // The reader made every check validate() makes (its property test keeps them the same).
    document.isValidated = true
    return document
  }

  /// Reads `[a, b]` with a reader for each element.
  static func pair<T>(
    _ value: JSONValue, path: String, element: (JSONValue, String) throws(DocumentError) -> T
  ) throws(DocumentError) -> AxisPair<T> {
    guard case .array(let elements) = value, elements.count == 2 else {
      throw DocumentError(
        path: path, message: "must be an array of two values, got \(ObjectReader.show(value))")
    }
    return AxisPair(try element(elements[0], "\(path)[0]"), try element(elements[1], "\(path)[1]"))
  }

  /// The checks that read every node of a decoded tree, in one walk: grid trees' gravity
  /// tokens under the default reading (`compat` reads them as MyGrid), when `gridTrees`,
  /// and each container's stretch weights (``DocumentLimits/checkWeightSpans(of:container:)``).
  ///
  /// - Complexity: O(nodes + tracks), reading each node in place; a path is made only for a
  ///   grid tree or an error.
  static func checkNodes(_ root: LayoutNode, gridTrees: Bool) throws(DocumentError) {
    var trail: [Int] = []
    try withUnsafePointer(to: root) { (node) throws(DocumentError) in
      try checkNodes(node, gridTrees: gridTrees, trail: &trail)
    }
  }

  private static func checkNodes(
    _ node: UnsafePointer<LayoutNode>, gridTrees: Bool, trail: inout [Int]
  ) throws(DocumentError) {
    let here = trail
    let path = { here.reduce(into: "root") { $0 += ".children[\($1)]" } }
    let children: [LayoutNode]
    switch node.pointee.content {
    case .item: return
    case .gridTree(let tree):
      if gridTrees { try tree.grid.checkTokens(path: "\(path()).grid") }
      children = tree.children
    case .linear(let layout): children = layout.children
    case .stack(let layout): children = layout.children
    case .grid(let layout): children = layout.children
    }
    try DocumentLimits.checkWeightSpans(of: node.pointee.content, container: path)
    try children.withUnsafeBufferPointer { (nodes) throws(DocumentError) in
      guard let first = nodes.baseAddress else { return }
      for index in nodes.indices {
        trail.append(index)
        try checkNodes(first + index, gridTrees: gridTrees, trail: &trail)
        trail.removeLast()
      }
    }
  }
}
