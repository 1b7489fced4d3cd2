/// The single-pass reader: from the bytes of a document straight to its model, with no
/// ``JSONValue`` tree for the nodes.
///
/// It accepts exactly the documents the careful reader (``JSONParser/parse(_:)`` then
/// ``LayoutDocument/init(json:)-(JSONValue)``) accepts, and builds the same model: a node's
/// `id`, `layout`, `desired`, `children` and placement keys (`column`, `row`, `columnSpan`,
/// `rowSpan`) are read in place (keys matched on their bytes, duplicates found by a bit per
/// key, no path made), every other member as a ``JSONValue`` handed to the careful reader's
/// own code for that key, a `gridTree` node whole to the careful reader. Ids are not hashed
/// here: the document's plan numbers them (``DocumentPlan/numbers``) and a document whose plan
/// finds an id twice is refused (after all its nodes are read, not at the repeat: one table of
/// ids, not two).
///
/// It never says why it refuses a document: it throws ``refusal`` and
/// ``LayoutDocument/init(json:)-(String)`` reads the text again with the careful reader, whose
/// error, with its line and column or its JSON path, is the one reported. So every message
/// comes from one place, and a refusal here costs one more read of a document that is wrong.
extension JSONParser {
  /// What the single-pass reader throws for anything it does not accept.
  static let refusal = JSONSyntaxError(line: 0, column: 0, message: "refused by the single pass")

  /// What a document's nodes share while they are read.
  struct NodeContext {
    /// The nodes read so far.
    var count = 0
    /// The most nodes accepted (``DocumentLimits/maximumNodes``).
    var limit = DocumentLimits.maximumNodes
    /// How many of the `children` arrays being read were counted ahead (`reserveRest`).
    var countedAhead = 0
    /// Whether a grid tree was read.
    var containsGridTree = false
  }

  /// The children an array holds before the rest of it is counted ahead and its room reserved
  /// at once: a long array is then copied into no larger one as it grows.
  static let childrenCountedAhead = 64

  /// The keys of a node object read in place.
  enum NodeKey {
    case id, layout, desired, children
    /// A placement key, by its index in ``GridCell/keys``.
    case placement(Int)
    /// Any other key: read as a ``JSONValue``.
    case other(String)
  }

  /// Reads a whole document, or throws ``refusal``.
  ///
  /// - Parameter nodeLimit: the most nodes accepted (a smaller limit for tests); a tree past it
  ///   is refused as soon as its nodes are counted past it.
  /// - Returns: the document, as the careful reader reads it.
  /// - Throws: ``refusal`` for anything the careful reader refuses (and nothing else).
  /// - Complexity: O(length of the text), one hash of each id.
  mutating func readDocument(
    nodeLimit: Int = DocumentLimits.maximumNodes
  ) throws(JSONSyntaxError) -> LayoutDocument {
    let document = try readParts(nodeLimit: nodeLimit).document()
    // Ids are unique (the careful reader's map of ids, made by the plan).
    guard document.plan.duplicateID == nil else { throw Self.refusal }
    return document
  }

  /// Reads a whole document but for its plan, or throws ``refusal``: what
  /// ``readDocument(nodeLimit:)`` reads before the plan is made, which the text is not needed
  /// for.
  ///
  /// - Returns: the document's parts, every check made but that no id is used twice.
  /// - Throws: ``refusal`` for anything the careful reader refuses but a repeated id.
  /// - Complexity: O(length of the text).
  mutating func readParts(
    nodeLimit: Int = DocumentLimits.maximumNodes
  ) throws(JSONSyntaxError) -> LayoutDocument.Parts {
    skipWhitespace()
    guard peek(UInt8(ascii: "{")) else { throw Self.refusal }
    try enter()
    offset += 1
    var members: [JSONValue.Member] = []
    var root: LayoutNode?
    var context = NodeContext(limit: nodeLimit)
    skipWhitespace()
    if !peek(UInt8(ascii: "}")) {
      while true {
        skipWhitespace()
        guard peek(UInt8(ascii: "\"")) else { throw Self.refusal }
        let key = try parseString()
        guard !members.contains(where: { $0.key == key }) else { throw Self.refusal }
        try expectColon()
        if key == "root" {
          root = try readNode(&context)
          members.append(.init(key, .null))
        } else {
          members.append(.init(key, try parseValue()))
        }
        if try endOfMembers() { break }
      }
    }
    offset += 1
    leave()
    try finishText()
    guard let root else { throw Self.refusal }
    do {
      return try LayoutDocument.Parts(
        members: members, root: root, nodeCount: context.count,
        containsGridTree: context.containsGridTree)
    } catch {
      throw Self.refusal
    }
  }

  /// Reads one node and its subtree.
  private mutating func readNode(_ context: inout NodeContext) throws(JSONSyntaxError)
    -> LayoutNode
  {
    let start = offset
    let startDepth = depth
    let startCount = context.count
    guard peek(UInt8(ascii: "{")) else { throw Self.refusal }
    try enter()
    offset += 1
    var id: String?
    var layout: String?
    var desired: AxisPair<Double>?
    var children: [LayoutNode]?
    var cell: GridCell?
    // A bit per placement key read.
    var placed = 0
    var rest: [JSONValue.Member] = []
    skipWhitespace()
    if !peek(UInt8(ascii: "}")) {
      while true {
        skipWhitespace()
        let key = try readNodeKey()
        try expectColon()
        switch key {
        case .id:
          guard id == nil, peek(UInt8(ascii: "\"")) else { throw Self.refusal }
          let name = try parseString()
          guard !name.isEmpty else { throw Self.refusal }
          id = name
        case .layout:
          guard layout == nil, peek(UInt8(ascii: "\"")) else { throw Self.refusal }
          let name = try parseString()
          if name == "gridTree" {
            // Rare and small: the careful reader reads the whole node again.
            offset = start
            depth = startDepth
            context.count = startCount
            return try readWhole(&context)
          }
          layout = name
        case .desired:
          guard desired == nil else { throw Self.refusal }
          desired = try readPair()
        case .children:
          guard children == nil else { throw Self.refusal }
          children = try readChildren(&context)
        case .placement(let index):
          guard placed & 1 << index == 0 else { throw Self.refusal }
          placed |= 1 << index
          try readPlacement(index, into: &cell)
        case .other(let key):
          guard !rest.contains(where: { $0.key == key }) else { throw Self.refusal }
          rest.append(.init(key, try parseValue()))
        }
        if try endOfMembers() { break }
      }
    }
    offset += 1
    leave()
    context.count += 1
    guard context.count <= context.limit else { throw Self.refusal }
    guard id != nil || layout != nil else { throw Self.refusal }
    do {
      return try Self.node(
        id: id, layout: layout, desired: desired, children: children, cell: cell, rest: rest)
    } catch {
      throw Self.refusal
    }
  }

  /// A node from its members, read by the careful reader's code for each key.
  private static func node(
    id: String?, layout: String?, desired: AxisPair<Double>?, children: [LayoutNode]?,
    cell: GridCell?, rest: [JSONValue.Member]
  ) throws(DocumentError) -> LayoutNode {
    if layout == nil, rest.isEmpty {
      // An item of `id`, `desired` and a placement alone (most nodes): nothing else to read or
      // check (its parent refuses a placement it may not have).
      guard children == nil else { throw DocumentError(path: "", message: "children") }
      var item = ItemOptions()
      if let desired { item.desired = desired }
      if let cell { item.gridCell = cell }
      return LayoutNode(id: id, item: item, content: .item)
    }
    var item = ItemOptions()
    var reader = try ObjectReader(.object(rest), path: "")
    if !rest.isEmpty { item = try ItemOptions(reading: &reader) }
    if let cell { item.gridCell = cell }
    guard let layout else {
      guard children == nil else { throw DocumentError(path: "", message: "children") }
      try reader.finish(allowed: "")
      if let desired { item.desired = desired }
      return LayoutNode(id: id, item: item, content: .item)
    }
    guard desired == nil, !reader.has("heightForWidth") else {
      throw DocumentError(path: "", message: "not allowed on a container")
    }
    // The payload read and the keys finished before the node is made.
    switch layout {
    case "horizontal", "vertical":
      let linear = try LinearLayout(
        reading: &reader, axis: layout == "horizontal" ? .horizontal : .vertical,
        children: children ?? [])
      try reader.finish(allowed: "")
      return LayoutNode(id: id, item: item, content: .linear(linear))
    case "stack":
      let stack = try StackLayout(reading: &reader, children: children ?? [])
      try reader.finish(allowed: "")
      return LayoutNode(id: id, item: item, content: .stack(stack))
    case "grid":
      let count = try GridLayout.count(&reader)
      let grid = try GridLayout(reading: &reader, count: count, children: children ?? [])
      try reader.finish(allowed: "")
      return LayoutNode(id: id, item: item, content: .grid(grid))
    default:
      throw DocumentError(path: "", message: "layout")
    }
  }

  /// Reads the node at the current offset as a ``JSONValue`` and hands it to the careful reader.
  private mutating func readWhole(_ context: inout NodeContext) throws(JSONSyntaxError)
    -> LayoutNode
  {
    let value = try parseValue()
    let node: LayoutNode
    // Its ids against each other here, against the others' in the plan.
    var ids: [String: String] = [:]
    do {
      node = try LayoutNode(json: value, path: "", ids: &ids)
    } catch {
      throw Self.refusal
    }
    context.count += node.nodeCount
    context.containsGridTree = true
    guard context.count <= context.limit else { throw Self.refusal }
    return node
  }

  /// Reads a `children` array.
  private mutating func readChildren(_ context: inout NodeContext) throws(JSONSyntaxError)
    -> [LayoutNode]
  {
    guard peek(UInt8(ascii: "[")) else { throw Self.refusal }
    try enter()
    offset += 1
    var children: [LayoutNode] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      leave()
      return children
    }
    var countedAhead = false
    defer { if countedAhead { context.countedAhead -= 1 } }
    while true {
      skipWhitespace()
      children.append(try readNode(&context))
      skipWhitespace()
      // At most two arrays counted ahead at a time: each byte is scanned at most three times.
      if children.count == Self.childrenCountedAhead, context.countedAhead < 2 {
        countedAhead = true
        context.countedAhead += 1
        try reserveRest(&children, context)
      }
      if peek(UInt8(ascii: ",")) {
        offset += 1
        continue
      }
      guard peek(UInt8(ascii: "]")) else { throw Self.refusal }
      offset += 1
      leave()
      return children
    }
  }

  /// Counts the elements left in the array being read (the offset just after one) and reserves
  /// room for them; refuses an array with more elements than nodes are allowed.
  ///
  /// The count is the commas outside strings and nested values; a text that is not JSON may
  /// give any count (it is refused later). The room reserved is at most one node for every 32
  /// bytes of the array (an item with an id and a desired size takes about 40), so a hostile
  /// array of tiny nodes cannot reserve more than about 1.5 bytes of memory for each of its bytes
  /// (a node is 48 bytes); such an array grows as it is read.
  ///
  /// - Complexity: O(length of the rest of the array).
  private func reserveRest(
    _ children: inout [LayoutNode], _ context: NodeContext
  ) throws(JSONSyntaxError) {
    var index = offset
    var nesting = 0
    var commas = 0
    scan: while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["): nesting += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if nesting == 0 { break scan }
        nesting -= 1
      case UInt8(ascii: ","): if nesting == 0 { commas += 1 }
      default: break
      }
      index += 1
    }
    guard index < bytes.count else { return }
    // Each element is a node: the careful reader counts them before reading any.
    guard context.count + commas <= context.limit else { throw Self.refusal }
    let room = min(commas, (index - offset) / 32 + 1)
    children.reserveCapacity(children.count + room)
    LargeTables.preferHugePages(forCapacityOf: &children)
  }
}
