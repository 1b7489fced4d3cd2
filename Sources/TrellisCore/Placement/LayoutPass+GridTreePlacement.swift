/// A view's slot, found while the tree is resolved.
struct TreeViewSlot {
  var view: Int
  var rect: Rect
  var grid: GridTreeNode
}

/// Placing MyGridLayout views in their slots.
extension LayoutPass {
  /// Places a view in its slot: an anchor with children as its background, a leaf by its
  /// gravity inside its padding.
  mutating func placeTreeView(_ slot: TreeViewSlot, _ context: TreeContext) throws(Aborted) {
    let node = context.tree.children[slot.view]
    let number = context.numbers[slot.view]
    var frame = slot.rect
    if slot.grid.children.isEmpty {
      let padding = slot.grid.padding
      let inner = AxisPair(
        slot.rect.width - padding.left - padding.right,
        slot.rect.height - padding.top - padding.bottom)
      let desired = try desiredSize(
        of: context.tree.children, slot.view, number: number,
        guide: AxisPair(max(0, inner.horizontal), max(0, inner.vertical)), whole: !treeCompat)
      let gravity = AxisPair(
        slot.grid.gravity(on: .horizontal, compat: treeCompat),
        slot.grid.gravity(on: .vertical, compat: treeCompat))
      // An overlap slot has no thickness: its view spills over its neighbours by design (§3.6).
      if slot.grid.overlap == nil {
        checkItem(
          number: number, size: desired, cell: inner,
          fills: { AxisPair(gravity.horizontal == .fill, gravity.vertical == .fill) },
          container: context.container, allowance: .tree, whole: { _ in false })
      }
      var origin = AxisPair<Double>(both: 0)
      var size = AxisPair<Double>(both: 0)
      for axis in Axis.both {
        let start = slot.rect.origin(axis) + (axis == .horizontal ? padding.left : padding.top)
        switch gravity[axis] {
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
      // MyGrid's pxround (§3.10): a plain view's x, y, w, h each; a nested layout's edges; in
      // the coordinates of the tree's view, the views' superview (E15: half away from zero,
      // so a negative half rounds down there).
      let scale = pixelScale
      func round(_ value: Double) -> Double {
        AxisProblem.snapped(value * scale).roundedHalfAwayFromZero / scale
      }
      let origin = (x: rects[context.container].x, y: rects[context.container].y)
      let local = Rect(
        x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
      if case .item = node.content {
        frame = Rect(
          x: origin.x + round(local.x), y: origin.y + round(local.y), width: round(local.width),
          height: round(local.height))
      } else {
        let x = round(local.x)
        let y = round(local.y)
        frame = Rect(
          x: origin.x + x, y: origin.y + y, width: round(local.x + local.width) - x,
          height: round(local.y + local.height) - y)
      }
    }
    frame.width = max(0, frame.width)
    frame.height = max(0, frame.height)
    try placeInSlot(node, number: number, frame: frame, tree: context.container)
  }

  /// Records a view's frame in its slot (or its empty frame beyond the slots), tells the
  /// recorder, and lays out the view's contents.
  mutating func placeInSlot(
    _ node: LayoutNode, number: Int, frame: Rect, tree: Int
  ) throws(Aborted) {
    if recording {
      recorder.placed(
        PlacedChild(
          number: number, isContainer: node.containerKind != nil,
          hasChildren: !node.children.isEmpty, container: tree, margin: Self.noMargin,
          cell: AxisPair(both: .treeSlot), frame: frame, fills: AxisPair(both: false),
          alignment: AxisPair(both: .start), offset: node.item.offset))
    }
    try place(node, number: number, frame: frame)
  }
}
