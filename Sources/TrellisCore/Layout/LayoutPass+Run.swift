extension LayoutPass {
  /// Lays a document out with `solver` sizing every container axis.
  ///
  /// A `null` size axis is measured naturally (the root's measurement on that axis) and the
  /// root is laid out at that size. `pixel` rounding snaps the frames afterwards.
  ///
  /// - Parameters:
  ///   - document: a validated document.
  ///   - engine: the engine's name for the answer (`direct`, `lp`).
  ///   - solver: the engine.
  /// - Returns: the frames of every item and every container with an id, and grid tracks.
  /// - Complexity: O(nodes) lowering and placement, plus the solver's cost per axis problem.
  public static func run(
    _ document: LayoutDocument, engine: String, solver: any AxisSolving
  ) -> LayoutAnswer {
    run(document, engine: engine, solver: solver, fastPaths: true)
  }

  /// ``run(_:engine:solver:)`` in real numbers with every frame and grid track traced as an
  /// affine length of the solved segments (for the LP engine's tiered solve).
  ///
  /// WeView's integral arithmetic is off whatever the document's rounding, and nothing is
  /// rounded: the caller rounds the answer. Nested containers that fill their cells are
  /// linked (``AxisProblemOrigin/available``) when the solver ``AxisSolving/wantsNames``.
  ///
  /// - Returns: the unrounded answer; `trace` holds the affine frames and tracks.
  public static func run(
    _ document: LayoutDocument, engine: String, solver: any AxisSolving, trace: FrameTrace
  ) -> LayoutAnswer {
    var layout = LayoutPass(
      integral: false, solver: solver, document: document, fastPaths: true, trace: trace)
    let size = rootSize(document, &layout)
    let frame = Rect(x: 0, y: 0, width: size.horizontal, height: size.vertical)
    trace.frames[0] = AffineRect(frame)
    layout.place(document.root, number: 0, frame: frame)
    layout.checkEveryFrameWritten()
    trace.rects = layout.rects
    return LayoutAnswer(
      engine: engine, size: size, frames: FrameTable(plan: layout.plan, rects: layout.rects),
      tracks: layout.tracks, cells: layout.treeCells)
  }

  /// The size the root is laid out at: the document's, measured on `null` axes.
  static func rootSize(_ document: LayoutDocument, _ layout: inout LayoutPass) -> AxisPair<Double> {
    guard document.size.horizontal == nil || document.size.vertical == nil else {
      return AxisPair(document.size.horizontal ?? 0, document.size.vertical ?? 0)
    }
    let natural = layout.desiredSize(document.root, number: 0, guide: document.size)
    return AxisPair(
      document.size.horizontal ?? natural.horizontal, document.size.vertical ?? natural.vertical)
  }

  /// ``run(_:engine:solver:)``, with the plain-grid fast paths on or off (a test compares).
  static func run(
    _ document: LayoutDocument, engine: String, solver: any AxisSolving, fastPaths: Bool
  ) -> LayoutAnswer {
    var layout = LayoutPass(
      integral: document.rounding == .compat, solver: solver, document: document,
      fastPaths: fastPaths)
    let size = rootSize(document, &layout)
    let frame = Rect(x: 0, y: 0, width: size.horizontal, height: size.vertical)
    layout.place(document.root, number: 0, frame: frame)
    layout.checkEveryFrameWritten()
    var answer = LayoutAnswer(
      engine: engine, size: size, frames: FrameTable(plan: layout.plan, rects: layout.rects),
      tracks: layout.tracks, cells: layout.treeCells)
    if document.rounding == .pixel {
      answer = PixelSnapping.snap(answer, scale: document.pixelScale)
    }
    return answer
  }
}

extension LayoutPass {
  /// The address that names a container during a solve: its children buffer.
  static func key(_ children: [LayoutNode]) -> UInt {
    children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }

  /// Every container's name (id, else JSON path) by children buffer address.
  ///
  /// Empty containers share one buffer and get no name of their own.
  static func containerNames(_ root: LayoutNode) -> [UInt: String] {
    var names: [UInt: String] = [:]
    func visit(_ node: LayoutNode, path: String) {
      let children: [LayoutNode]
      switch node.content {
      case .item: return
      case .linear(let linear): children = linear.children
      case .stack(let stack): children = stack.children
      case .grid(let grid): children = grid.children
      case .gridTree(let tree): children = tree.children
      }
      guard !children.isEmpty else { return }
      names[key(children)] = node.id ?? path
      // Items name nothing: their paths are not made.
      for index in children.indices where !children[index].children.isEmpty {
        visit(children[index], path: "\(path).children[\(index)]")
      }
    }
    visit(root, path: "root")
    return names
  }

  /// Solves one lowered axis of the container whose children are `children`.
  ///
  /// - Returns: the sizes, and the problem's number (for links to its segments).
  func solve(
    _ problem: AxisProblem, children: [LayoutNode], layout: String, axis: Axis,
    purpose: AxisProblemOrigin.Purpose, available: LengthLink? = nil
  ) -> (sizes: [Double], number: Int) {
    let container = names.isEmpty ? "" : names[Self.key(children)] ?? "container"
    let number = measurements.solvedProblems
    measurements.solvedProblems += 1
    var sizes = solver.solve(
      problem,
      origin: AxisProblemOrigin(
        container: container, layout: layout, axis: axis, purpose: purpose, number: number,
        available: linking ? available : nil))
    if !integral {
      for index in sizes.indices { sizes[index] = AxisProblem.cleaned(sizes[index]) }
    }
    return (sizes, number)
  }
}
