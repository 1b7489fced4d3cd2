/// A document's nodes numbered in depth-first preorder, with what a solve reads per leaf laid
/// out flat: made once when the document's root is set, shared by every solve and answer.
///
/// Solving a 100×100 grid touches 10,000 leaves three times (column content, row content,
/// placement); reading each leaf's numbers from one contiguous array instead of walking
/// value-typed nodes, and recording frames by number instead of in a dictionary keyed by id,
/// is what keeps that O(cells) loop free of copies, hashing and allocation.
package final class DocumentPlan: Sendable {
  /// The number of nodes.
  package let count: Int
  /// This plan's identity (``Identity``).
  package let identity: Identity
  /// The id of each node (`nil` for none), by preorder number, read in place from the nodes.
  package let ids: NodeIDs
  /// Each id's preorder number (the first node's, when an id is used twice).
  package let numbers: IDNumbers
  /// Each node's index among the items with a ``ContentMeasurer`` (their cache slots), `-1`
  /// for the others; empty when no item has one.
  package let measuredIndex: [Int32]
  /// The items with a ``ContentMeasurer``, by their index: what measuring them needs, so that
  /// the pass never copies their nodes.
  package let measuredItems: [MeasuredItem]
  /// Whether the tree has a grid-tree container (whose tokens the default rounding checks).
  package let containsGridTree: Bool
  /// Whether some item's size depends on what it is offered (`heightForWidth` or a
  /// ``ContentMeasurer``): only then do its min-content and max-content sizes differ.
  let hasWrappingContent: Bool
  /// Whether some node is placed in a grid (``ItemOptions/gridCell``): only then may a grid lay
  /// its children out by area (``GridAreas``).
  let hasGridCells: Bool
  /// The areas of the children of each grid that places them by area (``GridAreas``), by the
  /// grid's number: they depend on the document alone, so they are found once, here.
  let gridAreas: [Int: GridAreas]
  /// The number of items with a ``ContentMeasurer``.
  package var measuredCount: Int { measuredItems.count }

  /// The clamps of each measured item, by its index (kept apart from ``measuredItems`` so that
  /// reading them retains nothing).
  package let measuredClamps: [DesiredClamps]

  /// An item with a ``ContentMeasurer``.
  package struct MeasuredItem: Sendable {
    /// Its id, for errors.
    var id: String?
    /// What measures it.
    var measurer: ContentMeasurer
  }

  /// Whether node `number` is an item with a ``ContentMeasurer``.
  @inline(__always)
  func isMeasured(_ number: Int) -> Bool {
    !measuredIndex.isEmpty && measuredIndex[number] >= 0
  }
  /// The first id used twice, by the preorder numbers of its two nodes (what
  /// ``LayoutDocument/validate()`` reports without hashing the ids again).
  package let duplicateID: (first: Int, second: Int)?
  /// The number of nodes in each node's subtree (itself included), by preorder number.
  let subtreeSizes: SubtreeSizes
  /// Each node's leaf numbers (meaningful where ``Leaf/isPlain``).
  let leaves: Leaves
  /// Whether each container's children are all plain items (so they are numbered
  /// consecutively and need no measuring), by number.
  let plainChildren: [Bool]
  /// Each leaf's ``Leaf/desired`` size alone, and its ``Leaf/whole`` size: what content sizing
  /// reads, 16 bytes a cell (a 1000×1000 grid streams through these twice).
  ///
  /// When every desired size is whole, the two are one table.
  let desiredSizes: [AxisPair<Double>]
  let wholeSizes: [AxisPair<Double>]
  /// Whether a leaf has no stretch, cell alignment or offset of its own: then placement needs
  /// nothing else from ``leaves``.
  let defaultPlacement: [Bool]
  /// Whether some leaf's offset is −0 on an axis: placement then reads the offset of every
  /// real-valued leaf, since `x + (−0)` and `x + 0` differ when `x` is −0.
  let hasNegativeZeroOffset: Bool
  /// The containers whose children are all plain with the default placement
  /// (``defaultPlacement``): what placing them in integers needs to know without looking at
  /// each child.
  let defaultPlacementContainers: Set<Int>
  /// ``wholeSizes`` as integers, when every one is below 2³¹ (`nil` otherwise; a document's
  /// sizes are at most 2·10⁹): whole-point placement then runs in integer arithmetic.
  ///
  /// Made when whole-point placement first asks (`rounding: compat`), then kept: a document
  /// solved only with real-valued frames never has it.
  ///
  /// - Complexity: O(nodes) the first time, O(1) after.
  var wholeIntegers: [AxisPair<Int32>]? { wholeIntegerTable.table(of: wholeSizes) }
  /// Where ``wholeIntegers`` is kept once made.
  private let wholeIntegerTable: WholeIntegers
  /// The largest ``Leaf/desired`` and ``Leaf/whole`` sizes among the children of each
  /// container whose children are all plain (``plainChildren``): what bounds every item of a
  /// grid's fixed track, which content sizing may not see (diagnostics).
  let largestPlainChild: [Int: (desired: AxisPair<Double>, whole: AxisPair<Double>)]

  /// Numbers the nodes under `root`.
  ///
  /// - Parameters:
  ///   - root: the layout tree.
  ///   - nodeCount: the number of nodes under `root` when known (the reader counts them): the
  ///     tables are then made at their size at once, not grown.
  ///   - rounding: the document's rounding when known: under `compat` the whole sizes as
  ///     integers (``wholeIntegers``) are made now, as whole-point placement will ask for them,
  ///     not in the first solve.
  /// - Complexity: O(nodes).
  convenience init(root: LayoutNode, nodeCount: Int? = nil, rounding: Rounding? = nil) {
    var builder = Builder(capacity: nodeCount ?? 0)
    builder.add(root)
    self.init(builder)
    if rounding == .compat { _ = wholeIntegers }
  }

  /// The plan of the nodes `builder` was given.
  ///
  /// - Complexity: O(nodes), one hash of each id.
  init(_ builder: consuming Builder) {
    let ids = NodeIDs(runs: builder.runs)
    // The ids hashed once all are known: one table of the right size, in preorder.
    let numbers = IDNumbers(ids: ids)
    self.count = ids.count
    self.identity = Identity()
    self.wholeIntegerTable = WholeIntegers()
    self.ids = ids
    self.numbers = numbers
    self.duplicateID = numbers.firstRepeat
    self.measuredItems = builder.measuredItems
    self.measuredClamps = builder.measuredClamps
    self.containsGridTree = builder.containsGridTree
    if builder.measured.isEmpty {
      self.measuredIndex = []
    } else {
      var index = [Int32](repeating: -1, count: ids.count)
      for (slot, number) in builder.measured.enumerated() { index[number] = Int32(slot) }
      self.measuredIndex = index
    }
    self.subtreeSizes = SubtreeSizes(storage: builder.subtreeSizes)
    let desiredSizes = builder.desired
    let wholeSizes = builder.whole ?? desiredSizes
    self.desiredSizes = desiredSizes
    self.wholeSizes = wholeSizes
    self.leaves = Leaves(
      desired: desiredSizes, whole: wholeSizes, isPlain: builder.isPlain,
      placementSlots: builder.placementSlots, placements: builder.placements)
    self.plainChildren = builder.plainChildren
    self.largestPlainChild = builder.largest
    self.defaultPlacementContainers = builder.defaultPlacementContainers
    self.defaultPlacement = builder.defaultPlacement
    self.hasNegativeZeroOffset = builder.hasNegativeZeroOffset
    self.hasWrappingContent = builder.hasWrappingContent
    self.hasGridCells = builder.hasGridCells
    self.gridAreas = builder.gridAreas
  }

  /// The same plan (the same identity, the same tables) with its id table let go until a
  /// lookup by id needs it (``IDNumbers/lettingTableGo()``): what a solve that never looks an id up
  /// holds 8 MB less with at 1000×1000.
  ///
  /// - Complexity: O(1).
  func deferringIDTable() -> DocumentPlan {
    DocumentPlan(self, numbers: numbers.lettingTableGo())
  }

  /// `plan` with other `numbers` of the same ids.
  private init(_ plan: DocumentPlan, numbers: IDNumbers) {
    count = plan.count
    identity = plan.identity
    ids = plan.ids
    self.numbers = numbers
    measuredIndex = plan.measuredIndex
    measuredItems = plan.measuredItems
    containsGridTree = plan.containsGridTree
    measuredClamps = plan.measuredClamps
    duplicateID = plan.duplicateID
    subtreeSizes = plan.subtreeSizes
    leaves = plan.leaves
    plainChildren = plan.plainChildren
    desiredSizes = plan.desiredSizes
    wholeSizes = plan.wholeSizes
    defaultPlacement = plan.defaultPlacement
    hasNegativeZeroOffset = plan.hasNegativeZeroOffset
    hasWrappingContent = plan.hasWrappingContent
    hasGridCells = plan.hasGridCells
    gridAreas = plan.gridAreas
    defaultPlacementContainers = plan.defaultPlacementContainers
    wholeIntegerTable = plan.wholeIntegerTable
    largestPlainChild = plan.largestPlainChild
  }

  /// A node's name as explanations and programs show it: its id, or its JSON path from the
  /// root (`root.children[2].children[0]`) when it has none.
  ///
  /// - Complexity: O(depth × children per level) for a node without an id.
  package func name(of number: Int) -> String {
    ids[number] ?? path(of: number)
  }

  /// A node's JSON path from the root (`root`, `root.children[2].children[0]`): what errors
  /// and diagnostics name it by, whether it has an id or not.
  ///
  /// - Complexity: O(depth × children per level).
  package func path(of number: Int) -> String {
    var path = "root"
    var node = 0
    while node != number {
      // The child of `node` whose subtree holds `number`.
      var child = node + 1
      var index = 0
      while child + subtreeSizes[child] <= number {
        child += subtreeSizes[child]
        index += 1
      }
      path += ".children[\(index)]"
      node = child
    }
    return path
  }

  /// The numbers of a node's children, in order.
  ///
  /// - Complexity: O(children).
  package func childNumbers(of number: Int) -> [Int] {
    var numbers: [Int] = []
    var child = number + 1
    while child < number + subtreeSizes[number] {
      numbers.append(child)
      child += subtreeSizes[child]
    }
    return numbers
  }

  /// The JSON paths of nodes (``path(of:)``) given in increasing order (repeats allowed), in
  /// one walk down the tree.
  ///
  /// - Complexity: O(the nodes on the paths and their siblings), not O(numbers × depth ×
  ///   siblings) as many calls of ``path(of:)`` would be.
  package func paths(of numbers: [Int]) -> [String] {
    var paths: [String] = []
    paths.reserveCapacity(numbers.count)
    var next = 0
    // The path of the node being visited, as bytes: a child's is its parent's and a step,
    // cut off again after the child; a string is made only for a node asked for.
    var path = Array("root".utf8)
    func visit(_ node: Int) {
      if next < numbers.count && numbers[next] == node {
        let text = String(decoding: path, as: UTF8.self)
        while next < numbers.count && numbers[next] == node {
          paths.append(text)
          next += 1
        }
      }
      let end = node + subtreeSizes[node]
      var child = node + 1
      var index = 0
      while next < numbers.count && numbers[next] < end {
        let childEnd = child + subtreeSizes[child]
        if numbers[next] < childEnd {
          let length = path.count
          Self.appendStep(index, to: &path)
          visit(child)
          path.removeSubrange(length...)
        }
        child = childEnd
        index += 1
      }
    }
    if !numbers.isEmpty { visit(0) }
    return paths
  }

  /// Appends `.children[index]` to a JSON path's bytes (``paths(of:)``).
  private static func appendStep(_ index: Int, to path: inout [UInt8]) {
    let step: StaticString = ".children["
    path.append(
      contentsOf: UnsafeBufferPointer(start: step.utf8Start, count: step.utf8CodeUnitCount))
    DecimalText.withDigits(of: UInt64(index)) { path.append(contentsOf: $0) }
    path.append(UInt8(ascii: "]"))
  }

  /// The number of the node at a JSON path (``path(of:)``), or `nil` when the path names none.
  ///
  /// - Complexity: O(depth × children per level).
  package func number(atPath path: String) -> Int? {
    Self.number(atPath: path, subtreeSizes: subtreeSizes)
  }

  /// ``number(atPath:)`` in a tree given by its subtree sizes in preorder.
  static func number(atPath path: String, subtreeSizes: SubtreeSizes) -> Int? {
    guard path.hasPrefix("root"), !subtreeSizes.isEmpty else { return nil }
    var rest = path.dropFirst(4)
    var node = 0
    while !rest.isEmpty {
      let prefix = ".children["
      guard rest.hasPrefix(prefix), let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(rest.startIndex, offsetBy: prefix.count)..<close]),
        index >= 0
      else { return nil }
      rest = rest[rest.index(after: close)...]
      // The index-th child of `node`.
      var child = node + 1
      for _ in 0..<index {
        guard child < node + subtreeSizes[node] else { return nil }
        child += subtreeSizes[child]
      }
      guard child < node + subtreeSizes[node] else { return nil }
      node = child
    }
    return node
  }

  /// An object only one plan has: what tells that an answer's frames are numbered by this
  /// plan's nodes (``FrameTable/isByNode(of:)``) without the answer keeping the plan alive.
  package final class Identity: Sendable {
    init() {}
  }

  /// Whether a leaf has no stretch, cell alignment or offset of its own.
  static func hasDefaultPlacement(_ leaf: Leaf) -> Bool {
    leaf.stretch == AxisPair(both: 0) && leaf.cellAlign == AxisPair(both: nil)
      && leaf.offset == AxisPair(both: 0)
  }

  /// The leaf numbers of a node.
  static func leaf(_ node: LayoutNode) -> Leaf {
    let item = node.item
    var isPlain = false
    if case .item = node.content, item.heightForWidth == nil, item.measurer == nil {
      isPlain = true
    }
    if item.hasOnlyDesiredAndStretch {
      // No clamps, no adjust, no offset or cell alignment: the same numbers, without reading
      // the keys one by one.
      func clamped(_ axis: Axis) -> Double { max(0, item.desired[axis] + 0) }
      let desired = AxisPair(clamped(.horizontal), clamped(.vertical))
      return Leaf(
        desired: desired,
        whole: AxisPair(desired.horizontal.rounded(.up), desired.vertical.rounded(.up)),
        stretch: item.stretch, offset: AxisPair(both: 0), isPlain: isPlain,
        cellAlign: AxisPair(both: nil))
    }
    func clamped(_ axis: Axis) -> Double {
      if item.ignoreDesired[axis] { return 0 }
      var value = item.desired[axis] + item.adjust[axis]
      if let maximum = item.maxDesired[axis] { value = min(maximum, value) }
      return max(max(0, item.minDesired[axis] ?? 0), value)
    }
    let desired = AxisPair(clamped(.horizontal), clamped(.vertical))
    return Leaf(
      desired: desired,
      whole: AxisPair(desired.horizontal.rounded(.up), desired.vertical.rounded(.up)),
      stretch: item.stretch, offset: item.offset, isPlain: isPlain, cellAlign: item.cellAlign)
  }
}

/// The item keys that turn what an item reports into its desired size.
package struct DesiredClamps: Sendable {
  /// `ignoreDesired`.
  var ignoreDesired: AxisPair<Bool>
  /// `minDesired`.
  var minDesired: AxisPair<Double?>
  /// `maxDesired`.
  var maxDesired: AxisPair<Double?>
  /// `adjust`.
  var adjust: AxisPair<Double>

  /// An item's clamps.
  init(_ item: ItemOptions) {
    ignoreDesired = item.ignoreDesired
    minDesired = item.minDesired
    maxDesired = item.maxDesired
    adjust = item.adjust
  }
}
