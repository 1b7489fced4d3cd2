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
  }

  /// Desired sizes by key.
  var sizes: [Key: AxisPair<Double>] = [:]
  /// How many axis problems the pass has solved.
  var solvedProblems = 0
}

/// One layout of a document: the shared traversal around an engine (DEVELOPERS.md
/// "Architecture").
///
/// It measures nodes (semantics §1.2), lowers every container axis into an ``AxisProblem``,
/// hands it to the engine's ``AxisSolving`` solver, and places the children in the cells the
/// solver sized (§1.5), with WeView's integral arithmetic under `rounding: compat`.
public struct LayoutPass {
  /// Whether WeView's integral rules apply (`rounding: compat`).
  let integral: Bool
  /// The engine.
  let solver: any AxisSolving
  /// Container names by children buffer address, when the solver wants names.
  let names: [UInt: String]
  /// The document's nodes, numbered.
  let plan: DocumentPlan
  /// Whether grids of plain items take their fast paths (tests turn them off to compare).
  let fastPaths: Bool
  /// The frame of every node, by preorder number.
  var rects: [Rect]
  /// Grid tracks by id.
  var tracks: [String: LayoutAnswer.GridTracks] = [:]
  /// Grid-tree cells by id, each grid's rect in depth-first order.
  var treeCells: [String: [Rect]] = [:]
  /// The document's pixel scale (MyGrid's rounding under `compat`).
  let pixelScale: Double
  /// Container measurements already made in this solve.
  let measurements = MeasurementCache()
  /// Where frames are traced as affine lengths, if they are (``FrameTrace``).
  let trace: FrameTrace?

  init(
    integral: Bool, solver: any AxisSolving, document: LayoutDocument, fastPaths: Bool,
    trace: FrameTrace? = nil
  ) {
    self.integral = integral
    self.trace = trace
    self.fastPaths = fastPaths
    self.solver = solver
    self.plan = document.plan
    self.pixelScale = document.pixelScale
    self.rects = Self.unwrittenFrames(count: document.plan.count)
    self.names = solver.wantsNames ? Self.containerNames(document.root) : [:]
  }

  /// The frame table before the pass: every node's frame is written exactly once by the
  /// pass, so release builds leave it uninitialised (a 1000×1000 grid's table is 32 MB, and
  /// zeroing it cost about a fifth of the solve); debug builds fill it with NaN, which
  /// ``checkEveryFrameWritten()`` finds if a frame was missed.
  static func unwrittenFrames(count: Int) -> [Rect] {
    #if DEBUG
    return [Rect](repeating: Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: count)
    #else
    // Rect is four Doubles: any bit pattern is a valid value, and each is overwritten.
    return [Rect](unsafeUninitializedCapacity: count) { buffer, initialized in
      LargeTables.preferHugePages(UnsafeMutableRawBufferPointer(buffer))
      initialized = count
    }
    #endif
  }

  /// In debug builds, stops when some node's frame was not written (the tests' guard for
  /// ``unwrittenFrames(count:)``).
  func checkEveryFrameWritten() {
    #if DEBUG
    if let number = rects.firstIndex(where: { $0.x.isNaN || $0.width.isNaN }) {
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

  /// Lays out node number `number`, whose frame is known.
  ///
  /// Records the frame and lays out the contents (the first child is number `number + 1`).
  /// `sources` say which solved segments the frame's width and height are, when they are.
  mutating func place(
    _ node: LayoutNode, number: Int, frame: Rect,
    sources: AxisPair<LengthLink?> = AxisPair(both: nil)
  ) {
    rects[number] = frame
    switch node.content {
    case .item: break
    case .linear(let linear):
      layoutLinear(linear, in: frame, first: number + 1, sources: sources)
    case .stack(let stack): layoutStack(stack, in: frame, first: number + 1, sources: sources)
    case .grid(let grid):
      layoutGrid(grid, in: frame, id: node.id, first: number + 1, sources: sources)
    case .gridTree(let tree): layoutGridTree(tree, in: frame, id: node.id, first: number + 1)
    }
  }

  /// Whether links are worth tracking: the solver records programs and the layout is
  /// real-valued (WeView's rounding between levels is not linear).
  var linking: Bool { !integral && solver.wantsNames }

  /// The links of a container's content width and height (``contentLink(_:length:lead:trail:)``
  /// on both axes).
  func contentLinks(
    _ sources: AxisPair<LengthLink?>, frame: Rect, margin: Insets
  ) -> AxisPair<LengthLink?> {
    AxisPair(
      contentLink(
        sources.horizontal, length: frame.width, lead: margin.left, trail: margin.right),
      contentLink(sources.vertical, length: frame.height, lead: margin.top, trail: margin.bottom))
  }

  /// The link of a container's content length: its frame's source minus the margins, when the
  /// margins fit (no clamping happened).
  func contentLink(
    _ source: LengthLink?, length: Double, lead: Double, trail: Double
  ) -> LengthLink? {
    guard linking, let source, length >= lead, length - trail - lead >= 0 else { return nil }
    return source.adding(-lead - trail)
  }

  /// The desired size of a child offered `guide` (semantics §1.2); `nil` = unconstrained.
  func desiredSize(
    _ node: LayoutNode, number: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let item = node.item
    if item.ignoreDesired.horizontal && item.ignoreDesired.vertical { return AxisPair(both: 0) }
    func bound(_ offered: Double?, _ maximum: Double?) -> Double? {
      switch (offered, maximum) {
      case (let offered?, let maximum?): ceil(max(0, min(offered, maximum)))
      case (let offered?, nil): ceil(max(0, offered))
      case (nil, let maximum?): ceil(max(0, maximum))
      case (nil, nil): nil
      }
    }
    let query = AxisPair(
      bound(guide.horizontal, item.maxDesired.horizontal),
      bound(guide.vertical, item.maxDesired.vertical))
    let reported = report(node, number: number, query: query)
    func clamp(_ value: Double, _ axis: Axis) -> Double {
      if item.ignoreDesired[axis] { return 0 }
      var value = value + item.adjust[axis]
      if let maximum = item.maxDesired[axis] { value = min(maximum, value) }
      return ceil(max(max(0, item.minDesired[axis] ?? 0), value))
    }
    return AxisPair(clamp(reported.horizontal, .horizontal), clamp(reported.vertical, .vertical))
  }

  /// The desired size of `children[index]` (node number `number`) offered `guide`: read from
  /// the plan for plain items, measured once per solve for each container child and guide.
  ///
  /// A container measures its children, and its parent measures it again for each axis and
  /// for placement; without this memo nested grids cost 2^depth measurements (measured: 2.8 s
  /// at 16 levels).
  @inline(__always)
  func desiredSize(
    of children: [LayoutNode], _ index: Int, number: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let leaf = plan.leaves[number]
    if leaf.isPlain { return AxisPair(ceil(leaf.desired.horizontal), ceil(leaf.desired.vertical)) }
    if case .item = children[index].content {
      return desiredSize(children[index], number: number, guide: guide)
    }
    return measuredContainer(children, index, number: number, guide: guide)
  }

  /// The memoised measurement behind ``desiredSize(of:_:number:guide:)`` for a container.
  func measuredContainer(
    _ children: [LayoutNode], _ index: Int, number: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let key = MeasurementCache.Key(number: number, width: guide.horizontal, height: guide.vertical)
    if let size = measurements.sizes[key] { return size }
    let size = desiredSize(children[index], number: number, guide: guide)
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
  func report(_ node: LayoutNode, number: Int, query: AxisPair<Double?>) -> AxisPair<Double> {
    switch node.content {
    case .item:
      if let wrapping = node.item.heightForWidth { return wrapping.size(atWidth: query.horizontal) }
      return node.item.desired
    case .linear(let linear): return measureLinear(linear, first: number + 1, guide: query)
    case .stack(let stack): return measureStack(stack, first: number + 1, guide: query)
    case .grid(let grid): return measureGrid(grid, first: number + 1, guide: query)
    case .gridTree(let tree): return measureGridTree(tree, first: number + 1, guide: query)
    }
  }

  /// A child's cell alignment, inherited from its container's `align` where unset.
  func alignment(of node: LayoutNode, in container: AxisPair<Alignment>) -> AxisPair<Alignment> {
    AxisPair(
      node.item.cellAlign.horizontal ?? container.horizontal,
      node.item.cellAlign.vertical ?? container.vertical)
  }

  /// Places child number `number` in its cell (§1.5) and lays out its contents.
  ///
  /// `cellSources` say which solved segments the cell's width and height are; the child's
  /// frame keeps them on the axes where it fills its cell (stretch or `fill`), and on
  /// `filledAxis`, where the container sized the child as its cell.
  mutating func place(
    _ node: LayoutNode, number: Int, size: AxisPair<Double>, cell: Rect,
    containerAlign: AxisPair<Alignment>, cellSources: AxisPair<LengthLink?> = AxisPair(both: nil),
    filledAxis: Axis? = nil, cellTrace: AffineRect? = nil
  ) -> Rect {
    let alignment = alignment(of: node, in: containerAlign)
    let frame = CellPlacement.frame(
      size: size, in: cell, stretch: node.item.stretch, alignment: alignment,
      offset: node.item.offset, integral: integral)
    // A linear container's children are always traced: each cell starts after the previous
    // frame.
    if let trace, let cellTrace,
      trace.traces(number, container: !node.children.isEmpty || filledAxis != nil)
    {
      var fills = AxisPair(both: false)
      for axis in Axis.both {
        fills[axis] =
          axis == filledAxis || node.item.stretch[axis] > 0 || alignment[axis] == .fill
      }
      trace.frames[number] = trace.placed(
        frame: frame, cell: cellTrace, fills: fills, alignment: alignment,
        offset: node.item.offset)
    }
    var sources = AxisPair<LengthLink?>(both: nil)
    if linking {
      for axis in Axis.both
      where axis == filledAxis || node.item.stretch[axis] > 0 || alignment[axis] == .fill {
        sources[axis] = cellSources[axis]
      }
    }
    place(node, number: number, frame: frame, sources: sources)
    return frame
  }
}
