extension DocumentPlan {
  /// The plan's tables as they are filled, node by node in preorder (``add(_:)``).
  ///
  /// One walk of the tree, each table written once: no record per node copied into the
  /// tables afterwards, the whole sizes kept apart only from the first leaf whose desired size
  /// is not whole, placements only for the nodes that have one.
  struct Builder {
    /// The nodes in runs of consecutive numbers, where their ids are read
    /// (``DocumentPlan/ids``).
    var runs: [NodeIDs.Run] = []
    /// The size of each node's subtree.
    var subtreeSizes: [Int32] = []
    /// Each node's ``Leaf/desired`` size.
    var desired: [AxisPair<Double>] = []
    /// Each node's ``Leaf/whole`` size, `nil` while every one equals its desired size bit for
    /// bit.
    var whole: [AxisPair<Double>]?
    /// Whether each node is a plain item.
    var isPlain: [Bool] = []
    /// Whether each container's children are all plain.
    var plainChildren: [Bool] = []
    /// Whether each node has the default placement (``DocumentPlan/defaultPlacement``).
    var defaultPlacement: [Bool] = []
    /// ``Leaves/placementSlots``: empty until a node has a placement of its own.
    var placementSlots: [Int32] = []
    /// ``Leaves/placements``.
    var placements: [Placement] = []
    /// Whether some node's offset is −0 on an axis.
    var hasNegativeZeroOffset = false
    /// Whether some item wraps (``DocumentPlan/hasWrappingContent``).
    var hasWrappingContent = false
    /// Whether some node is placed in a grid (``DocumentPlan/hasGridCells``).
    var hasGridCells = false
    /// The numbers of the items with a ``ContentMeasurer``, their measurers and clamps.
    var measured: [Int] = []
    var measuredItems: [MeasuredItem] = []
    var measuredClamps: [DesiredClamps] = []
    /// ``DocumentPlan/gridAreas``.
    var gridAreas: [Int: GridAreas] = [:]
    /// Whether a grid tree was seen.
    var containsGridTree = false
    /// ``DocumentPlan/largestPlainChild``.
    var largest: [Int: (desired: AxisPair<Double>, whole: AxisPair<Double>)] = [:]
    /// ``DocumentPlan/defaultPlacementContainers``.
    var defaultPlacementContainers: Set<Int> = []

    /// A builder whose tables have room for `capacity` nodes.
    init(capacity: Int) {
      guard capacity > 0 else { return }
      subtreeSizes.reserveCapacity(capacity)
      desired.reserveCapacity(capacity)
      LargeTables.preferHugePages(forCapacityOf: &subtreeSizes)
      LargeTables.preferHugePages(forCapacityOf: &desired)
      isPlain.reserveCapacity(capacity)
      plainChildren.reserveCapacity(capacity)
      defaultPlacement.reserveCapacity(capacity)
    }

    /// The number of nodes added.
    var count: Int { subtreeSizes.count }

    /// Adds the root `node` and its subtree, numbered from ``count`` in preorder.
    ///
    /// - Complexity: O(nodes of the subtree), plus O(children) per container.
    mutating func add(_ node: LayoutNode) {
      runs.append(NodeIDs.Run(first: count, nodes: [node], start: 0, count: 1))
      add(entered: node)
    }

    /// Adds `node`, entered in the last run already, and its subtree.
    private mutating func add(entered node: LayoutNode) {
      let number = count
      append(node)
      let children: [LayoutNode]
      switch node.content {
      case .item:
        return
      case .linear(let layout): children = layout.children
      case .stack(let layout): children = layout.children
      case .grid(let layout):
        children = layout.children
        if GridAreas.isPlaced(layout) {
          // A placement that is not possible is the validator's to report.
          gridAreas[number] = try? GridAreas(layout)
        }
      case .gridTree(let layout):
        containsGridTree = true
        children = layout.children
      }
      // The children side by side in one run until one of them adds nodes of its own (a
      // container with children): the next one then starts a new run.
      var run = -1
      for index in children.indices {
        if run == runs.count - 1 {
          runs[run].count += 1
        } else {
          runs.append(NodeIDs.Run(first: count, nodes: children, start: index, count: 1))
          run = runs.count - 1
        }
        add(entered: children[index])
      }
      closeContainer(number)
    }

    /// Appends the entries of one node (its subtree size 1 until it is closed).
    private mutating func append(_ node: LayoutNode) {
      let number = count
      subtreeSizes.append(1)
      if case .item = node.content, let measurer = node.item.measurer {
        measured.append(number)
        measuredItems.append(MeasuredItem(id: node.id, measurer: measurer))
        measuredClamps.append(DesiredClamps(node.item))
      }
      let leaf = DocumentPlan.leaf(node)
      desired.append(leaf.desired)
      let whole = leaf.whole
      if self.whole != nil {
        self.whole?.append(whole)
      } else if whole.horizontal.bitPattern != leaf.desired.horizontal.bitPattern
        || whole.vertical.bitPattern != leaf.desired.vertical.bitPattern
      {
        // The first size that is not whole: the whole sizes from here on are a table.
        var table = desired
        table[number] = whole
        self.whole = table
      }
      isPlain.append(leaf.isPlain)
      if case .item = node.content, !leaf.isPlain { hasWrappingContent = true }
      if !hasGridCells, !node.item.hasOnlyDesiredAndStretch, node.item.gridCell != nil {
        hasGridCells = true
      }
      plainChildren.append(false)
      defaultPlacement.append(DocumentPlan.hasDefaultPlacement(leaf))
      let placement = leaf.placement
      if !placement.isNone {
        if placementSlots.isEmpty { placementSlots = [Int32](repeating: 0, count: number) }
        placements.append(placement)
        placementSlots.append(Int32(placements.count))
        if (leaf.offset.horizontal == 0 && leaf.offset.horizontal.sign == .minus)
          || (leaf.offset.vertical == 0 && leaf.offset.vertical.sign == .minus)
        {
          hasNegativeZeroOffset = true
        }
      } else if !placementSlots.isEmpty {
        placementSlots.append(0)
      }
    }

    /// Closes container `number` once its subtree is added: its subtree size, whether its
    /// children are all plain, and if so their largest sizes and placements.
    private mutating func closeContainer(_ number: Int) {
      let end = count
      subtreeSizes[number] = Int32(end - number)
      var child = number + 1
      var allPlain = true
      while child < end && allPlain {
        allPlain = isPlain[child]
        child += Int(subtreeSizes[child])
      }
      plainChildren[number] = allPlain
      guard allPlain else { return }
      var largestDesired = AxisPair<Double>(both: 0)
      var largestWhole = AxisPair<Double>(both: 0)
      var allDefault = true
      for child in number + 1..<end {
        let size = desired[child]
        let whole = self.whole?[child] ?? size
        for axis in Axis.both {
          largestDesired[axis] = max(largestDesired[axis], size[axis])
          largestWhole[axis] = max(largestWhole[axis], whole[axis])
        }
        allDefault = allDefault && defaultPlacement[child]
      }
      largest[number] = (largestDesired, largestWhole)
      if allDefault { defaultPlacementContainers.insert(number) }
    }
  }
}
