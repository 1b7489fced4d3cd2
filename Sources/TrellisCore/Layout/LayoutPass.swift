/// Container measurements of one solve, by node and guide.
///
/// See ``LayoutPass/desiredSize(of:_:guide:)``. A class so that measuring, which is otherwise
/// free of side effects, can fill it; it never outlives its solve or leaves its thread.
final class MeasurementCache {
  /// A child (its parent's children buffer and index) and the guide it was offered.
  struct Key: Hashable {
    var buffer: UInt
    var index: Int
    var width: Double?
    var height: Double?
  }

  /// Desired sizes by key.
  var sizes: [Key: AxisPair<Double>] = [:]
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
  /// Frames by id.
  var frames: [String: Rect] = [:]
  /// Grid tracks by id.
  var tracks: [String: LayoutAnswer.GridTracks] = [:]
  /// Container measurements already made in this solve.
  let measurements = MeasurementCache()

  init(integral: Bool, solver: any AxisSolving, root: LayoutNode) {
    self.integral = integral
    self.solver = solver
    self.names = solver.wantsNames ? Self.containerNames(root) : [:]
  }

  @inline(__always) func ceil(_ value: Double) -> Double { integral ? value.rounded(.up) : value }
  @inline(__always) func floor(_ value: Double) -> Double {
    integral ? value.rounded(.down) : value
  }
  @inline(__always) func rnd(_ value: Double) -> Double {
    integral ? WeViewRounding.rnd(value) : value
  }

  /// Lays out a node whose frame is known: records it and lays out its contents.
  mutating func place(_ node: LayoutNode, frame: Rect) {
    if let id = node.id { frames[id] = frame }
    switch node.content {
    case .item: break
    case .linear(let linear): layoutLinear(linear, in: frame)
    case .stack(let stack): layoutStack(stack, in: frame)
    case .grid(let grid): layoutGrid(grid, in: frame, id: node.id)
    }
  }

  /// The desired size of a child offered `guide` (semantics §1.2); `nil` = unconstrained.
  func desiredSize(_ node: LayoutNode, guide: AxisPair<Double?>) -> AxisPair<Double> {
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
    let reported = report(node, query: query)
    func clamp(_ value: Double, _ axis: Axis) -> Double {
      if item.ignoreDesired[axis] { return 0 }
      var value = value + item.adjust[axis]
      if let maximum = item.maxDesired[axis] { value = min(maximum, value) }
      return ceil(max(max(0, item.minDesired[axis] ?? 0), value))
    }
    return AxisPair(clamp(reported.horizontal, .horizontal), clamp(reported.vertical, .vertical))
  }

  /// The desired size of `children[index]` offered `guide`, measured once per solve for each
  /// container child and guide.
  ///
  /// A container measures its children, and its parent measures it again for each axis and
  /// for placement; without this memo nested grids cost 2^depth measurements (measured: 2.8 s
  /// at 16 levels). The key is the children buffer's address and the index: the tree is not
  /// mutated during a solve, so equal keys name the same node.
  @inline(__always)
  func desiredSize(
    of children: [LayoutNode], _ index: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    if case .item = children[index].content { return desiredSize(children[index], guide: guide) }
    return measuredContainer(children, index, guide: guide)
  }

  /// The memoised measurement behind ``desiredSize(of:_:guide:)`` for a container child.
  func measuredContainer(
    _ children: [LayoutNode], _ index: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let buffer = children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let key = MeasurementCache.Key(
      buffer: buffer, index: index, width: guide.horizontal, height: guide.vertical)
    if let size = measurements.sizes[key] { return size }
    let size = desiredSize(children[index], guide: guide)
    measurements.sizes[key] = size
    return size
  }

  /// What a node's `sizeThatFits` reports for a query.
  func report(_ node: LayoutNode, query: AxisPair<Double?>) -> AxisPair<Double> {
    switch node.content {
    case .item:
      if let wrapping = node.item.heightForWidth { return wrapping.size(atWidth: query.horizontal) }
      return node.item.desired
    case .linear(let linear): return measureLinear(linear, guide: query)
    case .stack(let stack): return measureStack(stack, guide: query)
    case .grid(let grid): return measureGrid(grid, guide: query)
    }
  }

  /// A child's cell alignment, inherited from its container's `align` where unset.
  func alignment(of node: LayoutNode, in container: AxisPair<Alignment>) -> AxisPair<Alignment> {
    AxisPair(
      node.item.cellAlign.horizontal ?? container.horizontal,
      node.item.cellAlign.vertical ?? container.vertical)
  }

  /// Places a child in its cell (§1.5) and lays out its contents.
  mutating func place(
    _ node: LayoutNode, size: AxisPair<Double>, cell: Rect, containerAlign: AxisPair<Alignment>
  ) -> Rect {
    let frame = CellPlacement.frame(
      size: size, in: cell, stretch: node.item.stretch,
      alignment: alignment(of: node, in: containerAlign), offset: node.item.offset,
      integral: integral)
    place(node, frame: frame)
    return frame
  }
}
