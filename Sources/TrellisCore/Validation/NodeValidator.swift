/// Checks a layout tree built in code as the reader checks one it reads
/// (``LayoutDocument/validate()``): node by node in document order, keys in the order the
/// reader reads them, paths made only when a check fails.
struct NodeValidator {
  /// The deepest JSON nesting the reader accepts.
  static let maximumDepth = JSONParser.maximumDepth

  /// The document's numbered nodes: ids and their first duplicate.
  let plan: DocumentPlan
  /// The preorder number of the node being checked.
  private(set) var number = 0
  /// The child index of each node from the root down to the one being checked.
  private var trail: [Int] = []

  init(plan: DocumentPlan) {
    self.plan = plan
    trail.reserveCapacity(16)
  }

  /// The JSON path of the node being checked, with a key after it.
  func path(_ key: String? = nil) -> String {
    var path = "root"
    for index in trail { path += ".children[\(index)]" }
    if let key { path += ".\(key)" }
    return path
  }

  /// Checks a node whose object the JSON would nest at `depth`, then its subtree.
  mutating func check(_ root: LayoutNode, depth: Int) throws(DocumentError) {
    try withUnsafePointer(to: root) { (node) throws(DocumentError) in
      try check(node, depth: depth)
    }
  }

  /// Checks a node in place: nodes are read through pointers because copying each one out of
  /// its array (the compiler copies a node passed from an array to a mutating method) was
  /// 80 % of the checking time.
  mutating func check(_ node: UnsafePointer<LayoutNode>, depth: Int) throws(DocumentError) {
    let isItem: Bool
    if case .item = node.pointee.content { isItem = true } else { isItem = false }
    if let id = node.pointee.id {
      if id.isEmpty { throw DocumentError(path: path("id"), message: "must not be empty") }
      if let duplicate = plan.duplicateID, duplicate.second == number {
        throw DocumentError(
          path: path("id"),
          message: "duplicate id \"\(id)\" (first at \(plan.path(of: duplicate.first)))")
      }
    } else if isItem {
      throw DocumentError(path: path(), message: "an item needs an \"id\"")
    }
    // A node's own keys nest at most two levels below its object.
    let nested = depth + 2 <= Self.maximumDepth ? depth : depth + Self.contentDepth(of: node)
    guard nested <= Self.maximumDepth else {
      throw DocumentError(
        path: path(),
        message:
          "nested \(nested) levels deep in JSON, more than the limit of \(Self.maximumDepth)")
    }
    if !isItem {
      let key =
        node.pointee.item.desired != AxisPair(both: 0)
        ? "desired"
        : node.pointee.item.heightForWidth != nil
          ? "heightForWidth" : node.pointee.item.measurer != nil ? "measurer" : nil
      if let key {
        throw DocumentError(
          path: path(key),
          message: "not allowed on a container (its desired size is its measurement)")
      }
    }
    try checkItem(of: node)
    if let cell = node.pointee.item.gridCell { try cell.check { path($0) } }
    number += 1
    if isItem { return }
    switch node.pointee.content {
    case .item: break
    case .linear(let layout):
      try children(layout.children, depth: depth)
      try refusePlacement(in: layout.children)
      try check(layout.margin, key: "margin")
      try ObjectReader.check(layout.spacing, path: path("spacing"))
    case .stack(let layout):
      try children(layout.children, depth: depth)
      try refusePlacement(in: layout.children)
      try check(layout.margin, key: "margin")
    case .grid(let grid):
      try check(grid, depth: depth)
    case .gridTree(let tree):
      try GridTreeValidator(path: path("grid")).check(tree.grid, depth: depth + 1)
      try children(tree.children, depth: depth)
      try refusePlacement(in: tree.children)
    }
  }

  /// Refuses placement keys on the children of a container other than a grid.
  func refusePlacement(in children: [LayoutNode]) throws(DocumentError) {
    try GridCell.refuse(in: children) { path("children[\($0)].\($1)") }
  }

  /// Checks the children of a container whose object nests at `depth`.
  mutating func children(_ children: [LayoutNode], depth: Int) throws(DocumentError) {
    try children.withUnsafeBufferPointer { (nodes) throws(DocumentError) in
      guard let first = nodes.baseAddress else { return }
      for index in nodes.indices {
        trail.append(index)
        try check(first + index, depth: depth + 2)
        trail.removeLast()
      }
    }
  }

  /// The item keys, in the reader's order (read in place, not copied).
  func checkItem(of node: UnsafePointer<LayoutNode>) throws(DocumentError) {
    if Self.isPlainlyValid(node.pointee.item) { return }
    try pair(node.pointee.item.desired, key: "desired", atLeast: 0)
    if let wrapping = node.pointee.item.heightForWidth {
      if wrapping.tiles < 0 || wrapping.tiles > 1_000_000_000 {
        throw DocumentError(
          path: path("heightForWidth.tiles"),
          message: "must be a whole number ≥ 0, got \(wrapping.tiles)")
      }
      for axis in Axis.both {
        try ObjectReader.check(
          wrapping.tile[axis], path: path("heightForWidth.tile[\(Self.index(axis))]"), above: 0)
      }
    }
    try pair(node.pointee.item.minDesired, key: "minDesired")
    try pair(node.pointee.item.maxDesired, key: "maxDesired")
    try pair(node.pointee.item.adjust, key: "adjust", atLeast: nil)
    try pair(node.pointee.item.offset, key: "offset", atLeast: nil)
    let stretch = node.pointee.item.stretch
    if stretch.horizontal == stretch.vertical {
      try ObjectReader.check(stretch.horizontal, path: path("stretch"), atLeast: 0)
    } else {
      try pair(stretch, key: "stretch", atLeast: 0)
    }
  }

  /// Whether every number of an item is plainly within its rule (the common case, tested
  /// without making a path); when not, ``checkItem(of:)`` finds the first culprit in order.
  @inline(__always)
  static func isPlainlyValid(_ item: ItemOptions) -> Bool {
    @inline(__always) func length(_ value: Double) -> Bool {
      value == 0
        || (value >= DocumentLimits.smallestMagnitude
          && value <= DocumentLimits.largestMagnitude)
    }
    @inline(__always) func number(_ value: Double) -> Bool {
      value == 0 || length(abs(value))
    }
    @inline(__always) func optional(_ value: Double?) -> Bool { value.map(length) ?? true }
    return item.heightForWidth == nil && length(item.desired.horizontal)
      && length(item.desired.vertical) && optional(item.minDesired.horizontal)
      && optional(item.minDesired.vertical) && optional(item.maxDesired.horizontal)
      && optional(item.maxDesired.vertical) && number(item.adjust.horizontal)
      && number(item.adjust.vertical) && number(item.offset.horizontal)
      && number(item.offset.vertical) && length(item.stretch.horizontal)
      && length(item.stretch.vertical)
  }

  /// Checks `[h, v]`, each element at `key[i]`.
  func pair(_ value: AxisPair<Double>, key: String, atLeast minimum: Double?) throws(DocumentError)
  {
    for axis in Axis.both {
      try ObjectReader.check(
        value[axis], path: path("\(key)[\(Self.index(axis))]"), atLeast: minimum)
    }
  }

  /// Checks `[h, v]` of optional lengths (`null` allowed), each ≥ 0.
  func pair(_ value: AxisPair<Double?>, key: String) throws(DocumentError) {
    for axis in Axis.both {
      if let length = value[axis] {
        try ObjectReader.check(length, path: path("\(key)[\(Self.index(axis))]"), atLeast: 0)
      }
    }
  }

  /// Checks margins as the writer writes them: one number, or the four sides.
  func check(_ margin: Insets, key: String) throws(DocumentError) {
    if margin.isUniform {
      try ObjectReader.check(margin.top, path: path(key), atLeast: 0)
      return
    }
    try ObjectReader.check(margin.top, path: path("\(key).top"), atLeast: 0)
    try ObjectReader.check(margin.left, path: path("\(key).left"), atLeast: 0)
    try ObjectReader.check(margin.bottom, path: path("\(key).bottom"), atLeast: 0)
    try ObjectReader.check(margin.right, path: path("\(key).right"), atLeast: 0)
  }

  /// Checks a spacing as the writer writes it: its size, or `{"size", "stretch"}`.
  func check(_ spacing: Spacing, key: String) throws(DocumentError) {
    if spacing.stretch == 0 {
      try ObjectReader.check(spacing.size, path: path(key), atLeast: 0)
      return
    }
    try ObjectReader.check(spacing.size, path: path("\(key).size"), atLeast: 0)
    try ObjectReader.check(spacing.stretch, path: path("\(key).stretch"), atLeast: 0)
  }

  /// `0` for the horizontal element of a pair, `1` for the vertical.
  static func index(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }
}
