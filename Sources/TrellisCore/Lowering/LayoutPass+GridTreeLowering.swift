/// What a tree needs while it is measured or laid out.
struct TreeContext {
  /// The grid-tree container's preorder number.
  let container: Int
  let tree: GridTreeLayout
  /// The view index of each grid (preorder), for the slots: depth-first, an anchor
  /// before its children, placeholders none.
  let slots: [Int?]
  /// The number of grids in each grid's subtree (itself included), by preorder index.
  let counts: [Int]
  /// The views' preorder numbers in the document.
  let numbers: [Int]

  /// Numbers the grids of `tree` (container number `container`) in one walk.
  init(container: Int, tree: GridTreeLayout, numbers: [Int]) {
    self.container = container
    self.tree = tree
    self.numbers = numbers
    var slots: [Int?] = []
    var counts: [Int] = []
    var next = 0
    let views = tree.children.count
    func visit(_ grid: GridTreeNode) {
      let index = slots.count
      if grid.isSlot && next < views {
        slots.append(next)
        next += 1
      } else {
        slots.append(nil)
      }
      counts.append(1)
      for child in grid.children { visit(child) }
      counts[index] = slots.count - index
    }
    visit(tree.grid)
    self.slots = slots
    self.counts = counts
  }
}

/// The split of one grid of a tree, lowered (``LayoutPass/treeSplit(_:index:axis:rect:_:)``).
struct LoweredSplit {
  /// The problem: padding as margins, a cell per child, spacings.
  var problem: AxisProblem
  /// Each child's preorder index in the tree.
  var childIndices: [Int]
  /// The length across the split.
  var crossSize: Double
}

/// Lowering MyGridLayout grid trees: slots, wrap measures, and the split of
/// each grid as an ``AxisProblem`` with a ``AxisProblem/TreeSplit`` that the engine solves.
extension LayoutPass {
  /// Under `rounding: compat` grid trees follow MyGridLayout itself: fill shares and frames
  /// rounded to `pixelScale`, no clamping of negative sizes until the frames.
  var treeCompat: Bool { integral }

  /// The size of grid `grid` (preorder `index`) along `axis` when its measure is `wrap`, with
  /// `cross` available across.
  func wrapSize(
    _ grid: GridTreeNode, index: Int, axis: Axis, cross: Double?, _ context: TreeContext
  ) throws(Aborted) -> Double {
    let lead = axis == .horizontal ? grid.padding.left : grid.padding.top
    let trail = axis == .horizontal ? grid.padding.right : grid.padding.bottom
    let crossLead = axis == .horizontal ? grid.padding.top : grid.padding.left
    let crossTrail = axis == .horizontal ? grid.padding.bottom : grid.padding.right
    guard let direction = grid.direction, !grid.children.isEmpty else {
      // B8: a wrap leaf without a view measures its padding (MyGrid itself: 0).
      guard let view = context.slots[index] else { return treeCompat ? 0 : lead + trail }
      var guide = AxisPair<Double?>(both: nil)
      guide[axis.cross] = cross.map { max(0, $0 - crossLead - crossTrail) }
      let size = try desiredSize(
        of: context.tree.children, view, number: context.numbers[view], guide: guide,
        whole: !treeCompat)
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
          total += try wrapSize(
            child, index: childIndex, axis: axis,
            cross: cross.map { $0 - crossLead - crossTrail }, context)
        case .ratio, .remaining, .fill: break
        }
        childIndex += context.counts[childIndex]
      }
      return total
    }
    var widest = 0.0
    for child in grid.children {
      widest = max(widest, try wrapSize(child, index: childIndex, axis: axis, cross: nil, context))
      childIndex += context.counts[childIndex]
    }
    return total + widest
  }

  /// The split of grid `grid` (preorder `index`) along its direction in `rect`, lowered:
  /// padding as margins, each child a cell whose base is its points, ratio of the valid length
  /// or wrapped size (a `remaining` or `fill` child shares instead), spacings between.
  ///
  /// - Returns: the problem, each child's preorder index, and the length across.
  func treeSplit(
    _ grid: GridTreeNode, index: Int, axis: Axis, rect: Rect, _ context: TreeContext
  ) throws(Aborted) -> LoweredSplit {
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
        base = try wrapSize(child, index: childIndex, axis: axis, cross: crossSize, context)
      case .remaining(let m): shares.append(.remaining(m))
      case .fill: shares.append(.fill)
      }
      switch measure {
      case .points, .ratio, .wrap: shares.append(.base)
      case .remaining, .fill: break
      }
      cellSegments.append(AxisProblem.Segment(.cell, base: base, basis: .treeShare))
      childIndex += context.counts[childIndex]
    }
    var segments = [
      AxisProblem.Segment(.margin, base: lead), AxisProblem.Segment(.margin, base: trail),
    ]
    segments += cellSegments
    for _ in 0..<count - 1 { segments.append(AxisProblem.Segment(.spacing, base: grid.spacing)) }
    shares += Array(repeating: .base, count: count - 1)
    var problem = AxisProblem(
      segments: segments, available: length, integral: false,
      source: AxisProblem.Source(
        container: context.container, kind: .gridTree, axis: axis, purpose: .layout))
    problem.tree = AxisProblem.TreeSplit(
      shares: shares, fillScale: treeCompat ? pixelScale : nil, clampsAtZero: !treeCompat)
    return LoweredSplit(problem: problem, childIndices: childIndices, crossSize: crossSize)
  }
}
