extension NodeValidator {
  /// A grid's keys in the reader's order: its count, its children, then its own keys.
  mutating func check(_ grid: GridLayout, depth: Int) throws(DocumentError) {
    let gridNumber = number - 1  // (the count moves past a node before its content)
    switch grid.count {
    case .columns(let count): try Self.checkCount(count, path: path("columns"))
    case .rows(let count): try Self.checkCount(count, path: path("rows"))
    }
    try children(grid.children, depth: depth)
    if grid.margin.isUniform {
      try check(grid.margin.top, key: "margin")
    } else {
      try check(grid.margin.top, key: "margin.top")
      try check(grid.margin.left, key: "margin.left")
      try check(grid.margin.bottom, key: "margin.bottom")
      try check(grid.margin.right, key: "margin.right")
    }
    try check(grid.columnSpacing, key: "columnSpacing")
    try check(grid.rowSpacing, key: "rowSpacing")
    for (index, spacing) in grid.columnSpacings.enumerated() {
      try check(spacing, key: "columnSpacings[\(index)]")
    }
    for (index, spacing) in grid.rowSpacings.enumerated() {
      try check(spacing, key: "rowSpacings[\(index)]")
    }
    try check(grid.columnSizing, key: "columnSizing")
    try check(grid.rowSizing, key: "rowSizing")
    for (index, sizing) in grid.columnSizings.enumerated() {
      try check(sizing, key: "columnSizings[\(index)]")
    }
    for (index, sizing) in grid.rowSizings.enumerated() {
      try check(sizing, key: "rowSizings[\(index)]")
    }
    // (The plan has placed the children already when they can be: only a placement it could
    // not make is looked at again, for its error.)
    guard plan.gridAreas[gridNumber] == nil else { return }
    try GridAreas.check(grid) { child, key in
      guard let child else { return path(key) }
      return path("children[\(child)]" + (key.map { ".\($0)" } ?? ""))
    }
  }

  /// A track sizing's numbers, and `min` ≤ `max`.
  func check(_ sizing: TrackSizing, key: String) throws(DocumentError) {
    if case .fixed(let size) = sizing.base {
      try ObjectReader.check(size, path: path("\(key).size"), atLeast: 0)
    }
    try ObjectReader.check(sizing.stretch, path: path("\(key).stretch"), atLeast: 0)
    if case .value(let low)? = sizing.min {
      try ObjectReader.check(low, path: path("\(key).min"), atLeast: 0)
    }
    if let high = sizing.max {
      try ObjectReader.check(high, path: path("\(key).max"), atLeast: 0)
      if case .value(let low)? = sizing.min, low > high {
        throw DocumentError(
          path: path("\(key).max"),
          message: "must be ≥ min (\(ObjectReader.show(low))), got \(ObjectReader.show(high))")
      }
    }
  }

  /// A column or row count: a whole number from 0 to 1e9, as the reader's `count`.
  static func checkCount(_ count: Int, path: @autoclosure () -> String) throws(DocumentError) {
    guard count >= 0 && count <= 1_000_000_000 else {
      throw DocumentError(path: path(), message: "must be a whole number ≥ 0, got \(count)")
    }
  }

  /// How many JSON levels the writer nests a node's own keys below its object (its children's
  /// objects aside): 1 for an array or object value, 2 for objects inside those.
  static func contentDepth(of node: UnsafePointer<LayoutNode>) -> Int {
    var depth = 0
    if node.pointee.item.heightForWidth != nil {
      depth = 2
    } else if node.pointee.item.desired != AxisPair(both: 0)
      || node.pointee.item.minDesired != AxisPair(both: nil)
      || node.pointee.item.maxDesired != AxisPair(both: nil)
      || node.pointee.item.adjust != AxisPair(both: 0)
      || node.pointee.item.ignoreDesired != AxisPair(both: false)
      || node.pointee.item.cellAlign != AxisPair(both: nil)
      || node.pointee.item.offset != AxisPair(both: 0)
      || node.pointee.item.stretch.horizontal != node.pointee.item.stretch.vertical
    {
      depth = 1
    }
    if case .item = node.pointee.content { return depth }
    switch node.pointee.content {
    case .item: return depth
    case .linear, .stack, .gridTree: return max(depth, 1)
    case .grid(let grid):
      let nested =
        !grid.columnSizings.isEmpty || !grid.rowSizings.isEmpty
        || grid.columnSpacings.contains { $0.stretch != 0 }
        || grid.rowSpacings.contains { $0.stretch != 0 }
        || (!grid.margin.isUniform
          && [grid.margin.top, grid.margin.left, grid.margin.bottom, grid.margin.right].contains {
            $0.stretch != 0
          })
      return max(depth, nested ? 2 : 1)
    }
  }
}
