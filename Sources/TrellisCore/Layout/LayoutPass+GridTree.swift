/// MyGridLayout grid trees (semantics §3): slots, wrap measures, the split of each grid
/// (lowered into an ``AxisProblem`` with a ``AxisProblem/TreeSplit`` that the engine solves),
/// positions, and views placed in their slots.
extension LayoutPass {
  /// Under `rounding: compat` grid trees follow MyGridLayout itself: fill shares and frames
  /// rounded to `pixelScale`, no clamping of negative sizes until the frames (B9).
  var treeCompat: Bool { integral }

  /// The view index of each grid (preorder), for the slots (§3.6): depth-first, an anchor
  /// before its children, placeholders none.
  func treeSlots(_ root: GridTreeNode, views: Int) -> [Int?] {
    var slots: [Int?] = []
    var next = 0
    func visit(_ grid: GridTreeNode) {
      if grid.isSlot && next < views {
        slots.append(next)
        next += 1
      } else {
        slots.append(nil)
      }
      for child in grid.children { visit(child) }
    }
    visit(root)
    return slots
  }

  /// The number of grids in a subtree.
  func treeCount(_ grid: GridTreeNode) -> Int {
    1 + grid.children.reduce(0) { $0 + treeCount($1) }
  }

  /// What a tree needs while it is measured or laid out.
  struct TreeContext {
    let tree: GridTreeLayout
    let slots: [Int?]
    let numbers: [Int]
  }

  /// The size of grid `grid` (preorder `index`) along `axis` when its measure is `wrap`
  /// (§3.4, B7, B8, E6), with `cross` available across.
  func wrapSize(
    _ grid: GridTreeNode, index: Int, axis: Axis, cross: Double?, _ context: TreeContext
  ) -> Double {
    let lead = axis == .horizontal ? grid.padding.left : grid.padding.top
    let trail = axis == .horizontal ? grid.padding.right : grid.padding.bottom
    let crossLead = axis == .horizontal ? grid.padding.top : grid.padding.left
    let crossTrail = axis == .horizontal ? grid.padding.bottom : grid.padding.right
    guard let direction = grid.direction, !grid.children.isEmpty else {
      // B8: a wrap leaf without a view measures its padding (MyGrid itself: 0).
      guard let view = context.slots[index] else { return treeCompat ? 0 : lead + trail }
      var guide = AxisPair<Double?>(both: nil)
      guide[axis.cross] = cross.map { max(0, $0 - crossLead - crossTrail) }
      let size = desiredSize(
        of: context.tree.children, view, number: context.numbers[view], guide: guide)
      return lead + trail + size[axis]
    }
    let childAxis: Axis = direction == .cols ? .horizontal : .vertical
    var childIndex = index + 1
    var total = lead + trail
    if childAxis == axis {
      total += grid.spacing * Double(grid.children.count - 1)
      for child in grid.children {
        switch treeCompat && child.numericSize != nil ? .fill : child.measure {
        case .points(let points): total += points
        case .wrap:
          total += wrapSize(
            child, index: childIndex, axis: axis,
            cross: cross.map { $0 - crossLead - crossTrail }, context)
        case .ratio, .remaining, .fill: break
        }
        childIndex += treeCount(child)
      }
      return total
    }
    var widest = 0.0
    for child in grid.children {
      widest = max(widest, wrapSize(child, index: childIndex, axis: axis, cross: nil, context))
      childIndex += treeCount(child)
    }
    return total + widest
  }

  /// `sizeThatFits` of a grid tree: the root's wrap size on both axes.
  func measureGridTree(
    _ tree: GridTreeLayout, first: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let context = TreeContext(
      tree: tree, slots: treeSlots(tree.grid, views: tree.children.count),
      numbers: childNumbers(tree.children.count, first: first))
    return AxisPair(
      ceil(wrapSize(tree.grid, index: 0, axis: .horizontal, cross: guide.vertical, context)),
      ceil(wrapSize(tree.grid, index: 0, axis: .vertical, cross: guide.horizontal, context)))
  }
}

extension LayoutPass {
  /// A view's slot, found while the tree is resolved.
  struct TreeViewSlot {
    var view: Int
    var rect: Rect
    var grid: GridTreeNode
  }

  /// Resolves grid `grid` (preorder `index`) in `rect`: records its cell, its slot, and
  /// splits it among its children (§3.3, §3.5).
  func resolveTree(
    _ grid: GridTreeNode, index: Int, rect: Rect, _ context: TreeContext, cells: inout [Rect],
    views: inout [TreeViewSlot]
  ) {
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
    let crossTrail = axis == .horizontal ? padding.bottom : padding.right
    let length = rect.size(axis)
    let count = grid.children.count
    let valid = length - lead - trail - grid.spacing * Double(count - 1)
    var crossSize = rect.size(cross) - crossLead - crossTrail
    if !treeCompat { crossSize = max(0, crossSize) }
    var cellSegments: [AxisProblem.Segment] = []
    var shares: [AxisProblem.TreeSplit.Share] = [.base, .base]
    var childIndex = index + 1
    var childIndices: [Int] = []
    for child in grid.children {
      childIndices.append(childIndex)
      var base = 0.0
      let measure = treeCompat && child.numericSize != nil ? .fill : child.measure
      switch measure {
      case .points(let points): base = points
      case .ratio(let m): base = treeCompat ? valid * m : max(0, valid * m)
      case .wrap:
        base = wrapSize(child, index: childIndex, axis: axis, cross: crossSize, context)
      case .remaining(let m): shares.append(.remaining(m))
      case .fill: shares.append(.fill)
      }
      switch measure {
      case .points, .ratio, .wrap: shares.append(.base)
      case .remaining, .fill: break
      }
      cellSegments.append(AxisProblem.Segment(.cell, base: base))
      childIndex += treeCount(child)
    }
    var segments = [
      AxisProblem.Segment(.margin, base: lead), AxisProblem.Segment(.margin, base: trail),
    ]
    segments += cellSegments
    for _ in 0..<count - 1 { segments.append(AxisProblem.Segment(.spacing, base: grid.spacing)) }
    shares += Array(repeating: .base, count: count - 1)
    var problem = AxisProblem(segments: segments, available: length, integral: false)
    problem.tree = AxisProblem.TreeSplit(
      shares: shares, fillScale: treeCompat ? pixelScale : nil, clampsAtZero: !treeCompat)
    let sizes = solve(
      problem, children: context.tree.children, layout: "gridTree", axis: axis, purpose: .layout
    ).sizes
    let total = (0..<count).reduce(0.0) { $0 + sizes[2 + $1] } + grid.spacing * Double(count - 1)
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
      size[cross] = crossSize
      resolveTree(
        child, index: childIndices[position], rect: Rect(origin: origin, size: size), context,
        cells: &cells, views: &views)
      offset += sizes[2 + position] + grid.spacing
    }
  }

  /// Lays out a grid tree in its frame: resolves the grids, records their cells when the
  /// container has an id, and places every view in its slot (§3.6).
  mutating func layoutGridTree(_ tree: GridTreeLayout, in frame: Rect, id: String?, first: Int) {
    let context = TreeContext(
      tree: tree, slots: treeSlots(tree.grid, views: tree.children.count),
      numbers: childNumbers(tree.children.count, first: first))
    var cells = [Rect](
      repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: context.slots.count)
    var views: [TreeViewSlot] = []
    resolveTree(tree.grid, index: 0, rect: frame, context, cells: &cells, views: &views)
    if let id { treeCells[id] = cells }
    var placed = [Bool](repeating: false, count: tree.children.count)
    for slot in views {
      placed[slot.view] = true
      placeTreeView(slot, context)
    }
    // Views beyond the slots get an empty frame at the container's origin.
    for view in tree.children.indices where !placed[view] {
      place(
        tree.children[view], number: context.numbers[view],
        frame: Rect(x: frame.x, y: frame.y, width: 0, height: 0))
    }
  }

  /// Places a view in its slot: an anchor with children as its background, a leaf by its
  /// gravity inside its padding (§3.6, B18, E7).
  mutating func placeTreeView(_ slot: TreeViewSlot, _ context: TreeContext) {
    let node = context.tree.children[slot.view]
    let number = context.numbers[slot.view]
    var frame = slot.rect
    if slot.grid.children.isEmpty {
      let padding = slot.grid.padding
      let inner = AxisPair(
        slot.rect.width - padding.left - padding.right,
        slot.rect.height - padding.top - padding.bottom)
      let desired = desiredSize(
        of: context.tree.children, slot.view, number: number,
        guide: AxisPair(max(0, inner.horizontal), max(0, inner.vertical)))
      var origin = AxisPair<Double>(both: 0)
      var size = AxisPair<Double>(both: 0)
      for axis in Axis.both {
        let start = slot.rect.origin(axis) + (axis == .horizontal ? padding.left : padding.top)
        switch slot.grid.gravity(on: axis, compat: treeCompat) {
        case .fill: (origin[axis], size[axis]) = (start, inner[axis])
        case .start: (origin[axis], size[axis]) = (start, desired[axis])
        case .center:
          (origin[axis], size[axis]) = (start + (inner[axis] - desired[axis]) / 2, desired[axis])
        case .end: (origin[axis], size[axis]) = (start + inner[axis] - desired[axis], desired[axis])
        }
      }
      frame = Rect(origin: origin, size: size)
    }
    if treeCompat {
      // MyGrid's pxround (§3.10): a plain view's x, y, w, h each; a nested layout's edges.
      let scale = pixelScale
      func round(_ value: Double) -> Double {
        AxisProblem.snapped(value * scale).roundedHalfAwayFromZero / scale
      }
      if case .item = node.content {
        frame = Rect(
          x: round(frame.x), y: round(frame.y), width: round(frame.width),
          height: round(frame.height))
      } else {
        let x = round(frame.x)
        let y = round(frame.y)
        frame = Rect(
          x: x, y: y, width: round(frame.x + frame.width) - x,
          height: round(frame.y + frame.height) - y)
      }
    }
    frame.width = max(0, frame.width)
    frame.height = max(0, frame.height)
    place(node, number: number, frame: frame)
  }
}
