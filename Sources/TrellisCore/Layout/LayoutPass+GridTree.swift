/// MyGridLayout grid trees: each grid's split lowered and solved, its children
/// resolved in turn, then the views placed in their slots.
extension LayoutPass {
  /// What a tree needs while it is measured or laid out, for grid tree number `number`.
  func treeContext(_ tree: GridTreeLayout, number: Int) -> TreeContext {
    TreeContext(
      container: number, tree: tree, numbers: childNumbers(tree.children.count, first: number + 1))
  }

  /// `sizeThatFits` of a grid tree: the root's wrap size on both axes.
  func measureGridTree(
    _ tree: GridTreeLayout, first: Int, guide: AxisPair<Double?>
  ) throws(Aborted) -> AxisPair<Double> {
    let context = treeContext(tree, number: first - 1)
    return AxisPair(
      ceil(try wrapSize(tree.grid, index: 0, axis: .horizontal, cross: guide.vertical, context)),
      ceil(try wrapSize(tree.grid, index: 0, axis: .vertical, cross: guide.horizontal, context)))
  }

  /// Resolves grid `grid` (preorder `index`) in `rect`: records its cell, its slot, and
  /// splits it among its children, checking that they fit it (diagnostics).
  mutating func resolveTree(
    _ grid: GridTreeNode, index: Int, rect: Rect, _ context: TreeContext, cells: inout [Rect],
    views: inout [TreeViewSlot]
  ) throws(Aborted) {
    cells[index] = rect
    if let view = context.slots[index] {
      views.append(TreeViewSlot(view: view, rect: rect, grid: grid))
    }
    guard let direction = grid.direction, !grid.children.isEmpty else { return }
    let axis: Axis = direction == .cols ? .horizontal : .vertical
    let cross = axis.cross
    let padding = grid.padding
    let lead = axis == .horizontal ? padding.left : padding.top
    let trail = axis == .horizontal ? padding.right : padding.bottom
    let crossLead = axis == .horizontal ? padding.top : padding.left
    let length = rect.size(axis)
    let count = grid.children.count
    let split = try treeSplit(grid, index: index, axis: axis, rect: rect, context)
    let sizes = try solve(split.problem).sizes
    let spacings = grid.spacing * Double(count - 1)
    let total = (0..<count).reduce(0.0) { $0 + sizes[2 + $1] } + spacings
    checkAxis(
      number: context.container, axis: axis, needed: lead + trail + total,
      fixed: lead + trail + spacings, given: length, grid: index, allowance: .tree,
      parts: {
        var parts: LayoutFinding.Parts = []
        if lead + trail != 0 { parts.insert(.padding) }
        if spacings != 0 { parts.insert(.spacings) }
        return parts
      }, whole: { _ in false })
    var offset = rect.origin(axis) + lead
    switch grid.gravity(on: axis, compat: treeCompat) {
    case .center: offset += (length - lead - trail - total) / 2
    case .end: offset += length - lead - trail - total
    case .start, .fill: break
    }
    for (position, child) in grid.children.enumerated() {
      var origin = AxisPair<Double>(both: 0)
      origin[axis] = offset
      origin[cross] = rect.origin(cross) + crossLead
      var size = AxisPair<Double>(both: 0)
      size[axis] = sizes[2 + position]
      size[cross] = split.crossSize
      try resolveTree(
        child, index: split.childIndices[position], rect: Rect(origin: origin, size: size),
        context, cells: &cells, views: &views)
      offset += sizes[2 + position] + grid.spacing
    }
  }

  /// Lays out a grid tree in its frame: resolves the grids, records their cells when the
  /// container has an id, and places every view in its slot.
  mutating func layoutGridTree(
    _ tree: GridTreeLayout, in frame: Rect, id: String?, first: Int
  ) throws(Aborted) {
    let context = treeContext(tree, number: first - 1)
    var cells = [Rect](
      repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: context.slots.count)
    var views: [TreeViewSlot] = []
    try resolveTree(tree.grid, index: 0, rect: frame, context, cells: &cells, views: &views)
    if let id { treeCells[id] = cells }
    var placed = [Bool](repeating: false, count: tree.children.count)
    for slot in views {
      placed[slot.view] = true
      try placeTreeView(slot, context)
    }
    // Views beyond the slots get an empty frame at the container's origin.
    for view in tree.children.indices where !placed[view] {
      try placeInSlot(
        tree.children[view], number: context.numbers[view],
        frame: Rect(x: frame.x, y: frame.y, width: 0, height: 0), tree: context.container)
    }
  }
}
