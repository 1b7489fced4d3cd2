/// Container measurements of one solve, by node and guide.
///
/// See ``LayoutPass/desiredSize(of:_:number:guide:)``. A class so that measuring, which is
/// otherwise free of side effects, can fill it; it never outlives its solve or leaves its thread.
final class MeasurementCache {
  /// A node (its preorder number) and the guide it was offered.
  struct Key: Hashable {
    var number: Int
    var width: Double?
    var height: Double?
    /// The axis of a min-content measurement (``minimumAxis``).
    var minimum: Axis? = nil
  }

  /// While set, a measurement asks for min-content sizes on this axis (E16).
  ///
  /// A wrapping item offered no length on it is offered 0, so a container measured naturally
  /// reports the size its own layout gives from its items' min-content sizes. `compat` grids
  /// and grid trees measure as usual inside it.
  var minimumAxis: Axis?

  /// Desired sizes by key.
  var sizes: [Key: AxisPair<Double>] = [:]
  /// How many axis problems the pass has solved.
  var solvedProblems = 0
}

/// One layout of a document: the shared traversal around an engine (ARCHITECTURE.md).
///
/// For each container it **lowers** every axis into an ``AxisProblem`` (the `Lowering/`
/// folder), has the engine's ``AxisSolving`` solver **solve** it, and **places** the children in
/// the cells the solver sized (the `Placement/` folder), with WeView's integral
/// arithmetic under `rounding: compat`. It measures nodes on the way. Whoever wants to
/// know more than the frames (the LP engine's links and traces) listens through a
/// ``LayoutRecorder``; the pass itself knows nothing of them.
package struct LayoutPass {
  /// Why a pass stopped: the solver failed (its own typed error is what
  /// ``run(_:engine:solver:recorder:realValued:fastPaths:)`` throws).
  struct Aborted: Error {}

  /// Whether WeView's integral rules apply (`rounding: compat`).
  let integral: Bool
  /// The engine's solver, behind one closure so the pass itself is not generic (a generic
  /// pass looks its own type up at run time in every closure it makes).
  let solver: (AxisProblem, Int) throws(Aborted) -> [Double]
  /// Who listens to the pass.
  let recorder: any LayoutRecorder
  /// Whether ``recorder`` records anything (events are not even made for ``NoRecorder``).
  let recording: Bool
  /// The document's nodes, numbered.
  let plan: DocumentPlan
  /// Whether grids of plain items take their fast paths (tests turn them off to compare).
  let fastPaths: Bool
  /// The frame of every node, by preorder number.
  var rects: FrameBuffer
  /// Grid tracks by id.
  var tracks: [String: LayoutAnswer.GridTracks] = [:]
  /// Grid-tree cells by id, each grid's rect in depth-first order.
  var treeCells: [String: [Rect]] = [:]
  /// The document's pixel scale (MyGrid's rounding under `compat`).
  let pixelScale: Double
  /// Container measurements already made in this solve.
  let measurements = MeasurementCache()
  /// Item measurements (``ContentMeasurer``) of this solve, `nil` when no item has a measurer.
  let contents: ContentMeasurements?
  /// What overflows, found while laying out (``diagnostics(_:plan:)``).
  var findings: [LayoutFinding] = []
  /// Whether each container asked so far has only whole sizes (``slack(_:container:whole:)``).
  var wholeNumbered: [Int: Bool] = [:]
  /// In a session's pass, the grids of plain items whose children's frames are not written
  /// but derived by the answer on access (``FrameTable``); `nil` in a cold solve, which
  /// writes every frame.
  var deferredGrids: [PlainGridFrames]?
  /// In a session's pass, the content sizes of grids of plain items kept from earlier
  /// layouts of the same plan (they do not depend on the size); `nil` in a cold solve.
  var contentMemo: PlainGridContentMemo?

  init(
    integral: Bool, solver: @escaping (AxisProblem, Int) throws(Aborted) -> [Double],
    recorder: any LayoutRecorder,
    document: LayoutDocument, fastPaths: Bool, contents: ContentMeasurements?
  ) {
    self.contents = contents
    self.integral = integral
    self.fastPaths = fastPaths
    self.solver = solver
    self.recorder = recorder
    self.recording = !(recorder is NoRecorder)
    self.plan = document.plan
    self.pixelScale = document.pixelScale
    self.rects = Self.unwrittenFrames(count: document.plan.count)
  }

  /// The frame table before the pass: every node's frame is written exactly once by the
  /// pass, so release builds leave it unwritten (a 1000×1000 grid's table is 32 MB, and
  /// zeroing it cost about a fifth of the solve; a large one is recycled from an earlier
  /// solve, ``FrameBuffer``); debug builds fill it with NaN, which
  /// ``checkEveryFrameWritten()`` finds if a frame was missed.
  static func unwrittenFrames(count: Int) -> FrameBuffer {
    #if DEBUG
    return FrameBuffer(repeating: Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: count)
    #else
    // Rect is four Doubles: any bit pattern is a valid value, and each is overwritten.
    return FrameBuffer(unwrittenCount: count)
    #endif
  }

  /// The frame table, moved out of the pass (which keeps an empty one): the answer then holds
  /// the only reference, and writes to it do not copy it.
  mutating func takeFrames() -> FrameBuffer {
    var frames = FrameBuffer([])
    swap(&frames, &rects)
    return frames
  }

  /// In debug builds, stops when some node's frame was not written (the tests' guard for
  /// ``unwrittenFrames(count:)``).
  func checkEveryFrameWritten() {
    #if DEBUG
    let deferred = deferredGrids ?? []
    if let number = rects.indices.first(where: { number in
      (rects[number].x.isNaN || rects[number].width.isNaN)
        && !deferred.contains { $0.contains(number) }
    }) {
      preconditionFailure("the layout pass wrote no frame for node \(number)")
    }
    #endif
  }

  @inline(__always) func ceil(_ value: Double) -> Double { integral ? value.roundedUp : value }
  @inline(__always) func floor(_ value: Double) -> Double {
    integral ? value.roundedDown : value
  }
  @inline(__always) func rnd(_ value: Double) -> Double {
    integral ? WeViewRounding.rnd(value) : value
  }

  /// Lays out node number `number`, whose frame is known: records the frame and lays out the
  /// contents (the first child is number `number + 1`).
  mutating func place(_ node: LayoutNode, number: Int, frame: Rect) throws(Aborted) {
    rects[number] = frame
    switch node.content {
    case .item: break
    case .linear(let linear): try layoutLinear(linear, in: frame, number: number)
    case .stack(let stack): try layoutStack(stack, in: frame, number: number)
    case .grid(let grid): try layoutGrid(grid, in: frame, id: node.id, number: number)
    case .gridTree(let tree): try layoutGridTree(tree, in: frame, id: node.id, first: number + 1)
    }
  }

  /// Solves one lowered axis problem with the engine: its number in the pass, the sizes
  /// (round-off cleaned in real-valued layouts, ``AxisProblem/cleaned(_:)``), and the event.
  ///
  /// - Returns: the sizes, and the problem's number.
  func solve(_ problem: AxisProblem) throws(Aborted) -> (sizes: [Double], number: Int) {
    let number = measurements.solvedProblems
    measurements.solvedProblems += 1
    var sizes = try solver(problem, number)
    if !integral {
      for index in sizes.indices { sizes[index] = AxisProblem.cleaned(sizes[index]) }
    }
    if recording { recorder.solved(problem, number: number, sizes: sizes) }
    return (sizes, number)
  }

  /// The desired size of a child offered `guide`; `nil` = unconstrained.
  func desiredSize(
    _ node: LayoutNode, number: Int, guide: AxisPair<Double?>, whole: Bool = true
  ) throws(Aborted) -> AxisPair<Double> {
    try desiredSize(of: DesiredClamps(node.item), guide: guide, whole: whole) {
      (query) throws(Aborted) in
      try report(node, number: number, query: query)
    }
  }

  /// The desired size from an item's keys, with `reported` answering the query (its
  /// `sizeThatFits`).
  ///
  /// The query and the size are rounded up to whole points (WeView's `ceil`) unless `whole`
  /// is false: a grid tree's views under `compat` are rounded by the tree, at `pixelScale`.
  @inline(__always)
  func desiredSize(
    of item: DesiredClamps, guide: AxisPair<Double?>, whole: Bool = true,
    reported: (AxisPair<Double?>) throws(Aborted) -> AxisPair<Double>
  ) throws(Aborted) -> AxisPair<Double> {
    if item.ignoreDesired.horizontal && item.ignoreDesired.vertical { return AxisPair(both: 0) }
    func up(_ value: Double) -> Double { whole ? ceil(value) : value }
    func bound(_ offered: Double?, _ maximum: Double?) -> Double? {
      switch (offered, maximum) {
      case (let offered?, let maximum?): up(max(0, min(offered, maximum)))
      case (let offered?, nil): up(max(0, offered))
      case (nil, let maximum?): up(max(0, maximum))
      case (nil, nil): nil
      }
    }
    let query = AxisPair(
      bound(guide.horizontal, item.maxDesired.horizontal),
      bound(guide.vertical, item.maxDesired.vertical))
    let reported = try reported(query)
    func clamp(_ value: Double, _ axis: Axis) -> Double {
      if item.ignoreDesired[axis] { return 0 }
      var value = value + item.adjust[axis]
      if let maximum = item.maxDesired[axis] { value = min(maximum, value) }
      return up(max(max(0, item.minDesired[axis] ?? 0), value))
    }
    return AxisPair(clamp(reported.horizontal, .horizontal), clamp(reported.vertical, .vertical))
  }

  /// The desired size of `children[index]` (node number `number`) offered `guide`: read from
  /// the plan for plain items, measured once per solve for each container child and guide.
  ///
  /// A container measures its children, and its parent measures it again for each axis and
  /// for placement; without this memo nested grids cost 2^depth measurements (measured: 2.8 s
  /// at 16 levels).
  ///
  /// An item's size is rounded up to whole points unless `whole` is false (a grid tree's view
  /// under `compat`); a container's is its own.
  @inline(__always)
  func desiredSize(
    of children: [LayoutNode], _ index: Int, number: Int, guide: AxisPair<Double?>,
    whole: Bool = true
  ) throws(Aborted) -> AxisPair<Double> {
    if plan.leaves.isPlain[number] {
      let desired = plan.desiredSizes[number]
      return whole
        ? AxisPair(ceil(desired.horizontal), ceil(desired.vertical))
        : AxisPair(max(0, desired.horizontal), max(0, desired.vertical))
    }
    var guide = guide
    if let axis = measurements.minimumAxis, guide[axis] == nil,
      case .item = children[index].content
    {
      guide[axis] = 0
    }
    if plan.isMeasured(number) {
      // A measured item: from the plan's copy of its keys, without copying its node.
      let slot = Int(plan.measuredIndex[number])
      return try desiredSize(of: plan.measuredClamps[slot], guide: guide, whole: whole) {
        (query) throws(Aborted) in try measure(slot: slot, number: number, proposal: query)
      }
    }
    if case .item = children[index].content {
      return try desiredSize(children[index], number: number, guide: guide, whole: whole)
    }
    return try measuredContainer(children, index, number: number, guide: guide)
  }

  /// The memoised measurement behind ``desiredSize(of:_:number:guide:)`` for a container.
  func measuredContainer(
    _ children: [LayoutNode], _ index: Int, number: Int, guide: AxisPair<Double?>
  ) throws(Aborted) -> AxisPair<Double> {
    let outer = measurements.minimumAxis
    var minimum = outer
    switch children[index].content {
    case .grid(let grid) where grid.distribution == .compat: minimum = nil
    case .gridTree: minimum = nil
    default: break
    }
    let key = MeasurementCache.Key(
      number: number, width: guide.horizontal, height: guide.vertical, minimum: minimum)
    if let size = measurements.sizes[key] { return size }
    measurements.minimumAxis = minimum
    defer { measurements.minimumAxis = outer }
    let size = try desiredSize(children[index], number: number, guide: guide)
    measurements.sizes[key] = size
    return size
  }

  /// The preorder numbers of a container's children, the first being `first`.
  func childNumbers(_ count: Int, first: Int) -> [Int] {
    var numbers = [Int](repeating: first, count: count)
    for index in numbers.indices.dropFirst() {
      numbers[index] = numbers[index - 1] + plan.subtreeSizes[numbers[index - 1]]
    }
    return numbers
  }

  /// What a node's `sizeThatFits` reports for a query.
  func report(
    _ node: LayoutNode, number: Int, query: AxisPair<Double?>
  ) throws(Aborted) -> AxisPair<Double> {
    switch node.content {
    case .item:
      if node.item.measurer != nil {
        return try measure(slot: Int(plan.measuredIndex[number]), number: number, proposal: query)
      }
      if let wrapping = node.item.heightForWidth { return wrapping.size(atWidth: query.horizontal) }
      return node.item.desired
    case .linear(let linear): return try measureLinear(linear, number: number, guide: query)
    case .stack(let stack): return try measureStack(stack, first: number + 1, guide: query)
    case .grid(let grid): return try measureGrid(grid, number: number, guide: query)
    case .gridTree(let tree): return try measureGridTree(tree, first: number + 1, guide: query)
    }
  }

  /// What measured item `slot` (node number `number`) measures for a proposal, once per solve.
  ///
  /// - Throws: ``Aborted`` when the measurer fails (the failure is in ``contents``).
  func measure(
    slot: Int, number: Int, proposal: ContentMeasurer.Proposal
  ) throws(Aborted) -> AxisPair<Double> {
    guard let contents else {
      preconditionFailure("a measured item in a pass without a measurement cache")
    }
    if let size = contents.size(slot: slot, number: number, proposal: proposal, plan: plan) {
      return size
    }
    throw Aborted()
  }

  /// A child's cell alignment, inherited from its container's `align` where unset.
  func alignment(of node: LayoutNode, in container: AxisPair<Alignment>) -> AxisPair<Alignment> {
    AxisPair(
      node.item.cellAlign.horizontal ?? container.horizontal,
      node.item.cellAlign.vertical ?? container.vertical)
  }

  /// Places child number `number` in its cell, tells the recorder, and lays out the
  /// child's contents.
  ///
  /// - Parameters:
  ///   - node: the child.
  ///   - number: its preorder number.
  ///   - size: the size the container chose for it.
  ///   - cell: its cell.
  ///   - container: the container's preorder number.
  ///   - containerAlign: the container's alignment (the child's own wins).
  ///   - spans: where the cell lies on each axis, in terms of the solved segments.
  ///   - margin: the container's margins as applied (for content-box spans).
  ///   - filledAxis: the axis on which the container sized the child as its cell.
  /// - Returns: the child's frame.
  /// - Throws: the solver's failure while laying out the child's contents.
  mutating func place(
    _ node: LayoutNode, number: Int, size: AxisPair<Double>, cell: Rect, container: Int,
    containerAlign: AxisPair<Alignment>, spans: AxisPair<CellSpan>, margin: Insets,
    filledAxis: Axis? = nil
  ) throws(Aborted) -> Rect {
    let alignment = alignment(of: node, in: containerAlign)
    let frame = CellPlacement.frame(
      size: size, in: cell, stretch: node.item.stretch, alignment: alignment,
      offset: node.item.offset, integral: integral,
      origin: AxisPair(rects[container].x, rects[container].y))
    if recording {
      var fills = AxisPair(both: false)
      for axis in Axis.both {
        fills[axis] =
          axis == filledAxis || node.item.stretch[axis] > 0 || alignment[axis] == .fill
      }
      recorder.placed(
        PlacedChild(
          number: number, isContainer: node.containerKind != nil,
          hasChildren: !node.children.isEmpty, container: container, margin: margin,
          cell: spans, frame: frame, fills: fills, alignment: alignment,
          offset: node.item.offset))
    }
    try place(node, number: number, frame: frame)
    return frame
  }

  /// A container's margins as the pass applies them (rounded up under `compat`).
  func applied(_ margin: Insets) -> Insets {
    Insets(
      top: ceil(margin.top), left: ceil(margin.left), bottom: ceil(margin.bottom),
      right: ceil(margin.right))
  }
}
