/// Horizontal and vertical containers: the axis lowered and solved, the cross
/// sizes re-measured, then the children placed one after another.
extension LayoutPass {
  /// The first four steps of a linear layout: axis and cross sizes of every child for the content
  /// size offered.
  ///
  /// - Parameters:
  ///   - layout: the container.
  ///   - number: its preorder number.
  ///   - content: the content size offered (`nil`: unconstrained on that axis).
  ///   - frame: the container's frame when laying out (crop applies), `nil` when measuring.
  /// - Returns: each child's size along the axis and across it, and the axis problem's number.
  /// - Throws: the solver's failure.
  func linearSizes(
    _ layout: LinearLayout, number: Int, content: AxisPair<Double?>, frame: Rect?
  ) throws(Aborted) -> (axis: [Double], cross: [Double], problem: Int) {
    let axis = layout.axis
    let cross = axis.cross
    let children = layout.children
    let totalSpacing = linearSpacing(layout) * Double(max(0, children.count - 1))
    let maxAxis = content[axis].map { max(0, $0 - totalSpacing) }
    let maxCross = content[cross]
    func guide(_ along: Double?) -> AxisPair<Double?> {
      var pair = AxisPair<Double?>(both: nil)
      pair[axis] = along
      pair[cross] = maxCross
      return pair
    }
    let numbers = childNumbers(children.count, first: number + 1)
    var desired: [AxisPair<Double>] = []
    desired.reserveCapacity(children.count)
    for index in children.indices {
      desired.append(
        try desiredSize(of: children, index, number: numbers[index], guide: guide(maxAxis)))
    }
    var sizes = desired.map { $0[axis] }
    var crossSizes = desired.map { $0[cross] }
    let problem = linearProblem(
      layout, number: number, desired: desired, content: content[axis], frame: frame)
    let (solved, problemNumber) = try solve(problem)
    if solved != sizes {
      sizes = solved
      if axis == .horizontal || !integral {
        // Height for width (A14): re-measure the cross size at the final axis size.
        crossSizes = []
        crossSizes.reserveCapacity(children.count)
        for index in children.indices {
          let size = try desiredSize(
            of: children, index, number: numbers[index], guide: guide(sizes[index]))
          crossSizes.append(size[cross])
        }
      }
    }
    if frame != nil && layout.crop, let maxCross {
      crossSizes = crossSizes.map { min($0, maxCross) }  // E1
    }
    return (sizes, crossSizes, problemNumber)
  }

  /// `sizeThatFits` of linear container number `number` .
  func measureLinear(
    _ layout: LinearLayout, number: Int, guide: AxisPair<Double?>
  ) throws(Aborted) -> AxisPair<Double> {
    let bounds = contentBounds(size: guide, margin: layout.margin)
    let (sizes, crossSizes, _) = try linearSizes(
      layout, number: number, content: bounds.size, frame: nil)
    var result = AxisPair<Double>(both: 0)
    let axis = layout.axis
    result[axis] =
      linearSpacing(layout) * Double(max(0, layout.children.count - 1)) + sizes.reduce(0, +)
    result[axis.cross] = crossSizes.max() ?? 0
    for each in Axis.both {
      result[each] += ceil(layout.margin.leading(each)) + ceil(layout.margin.trailing(each))
    }
    return result
  }

  /// Lays out linear container number `number`'s children in its frame.
  mutating func layoutLinear(
    _ layout: LinearLayout, in frame: Rect, number: Int
  ) throws(Aborted) {
    let axis = layout.axis
    let cross = axis.cross
    let children = layout.children
    guard !children.isEmpty else { return }
    let bounds = contentBounds(size: AxisPair(frame.width, frame.height), margin: layout.margin)
    let contentOrigin = AxisPair(
      frame.x + bounds.origin.horizontal, frame.y + bounds.origin.vertical)
    let spacing = linearSpacing(layout)
    let maxAxis = max(0, (bounds.size[axis] ?? 0) - spacing * Double(children.count - 1))
    let maxCross = bounds.size[cross] ?? 0
    // 1–4. Lower, solve, re-measure.
    let solved = try linearSizes(layout, number: number, content: bounds.size, frame: frame)
    let sizes = solved.axis
    var crossSizes = solved.cross
    // 5. Cross stretch fills the band.
    let crossStretches = children.map { $0.item.stretch[cross] > 0 }
    // Once, not per item (a long run's placement stays linear).
    let anyCrossStretch = crossStretches.contains(true)
    for index in children.indices where crossStretches[index] { crossSizes[index] = maxCross }
    let body = crossSizes.max() ?? 0
    checkLinear(layout, number: number, frame: frame, sizes: sizes, body: body)
    // 6. Axis alignment of the whole run.
    let axisStretches = children.contains { $0.item.stretch[axis] > 0 }
    let total = axisStretches ? maxAxis : sizes.reduce(0, +)
    var position = contentOrigin[axis] + alignmentOffset(layout.align[axis], free: maxAxis - total)
    let margin = applied(layout.margin)
    if recording {
      recorder.startedRun(
        PlacedRun(
          container: number, axis: axis, problem: solved.problem, count: children.count,
          spacing: spacing, margin: margin, alignment: layout.align[axis], fills: axisStretches,
          spacingsFit: (bounds.size[axis] ?? 0) - spacing * Double(children.count - 1) >= 0))
    }
    var child = number + 1
    for (index, node) in children.enumerated() {
      // 7. The band: per item under compat (the code rule), by the layout alignment otherwise (A12).
      let bandAlign = integral ? alignment(of: node, in: layout.align)[cross] : layout.align[cross]
      let bandStart =
        anyCrossStretch
        ? contentOrigin[cross]
        : contentOrigin[cross] + alignmentOffset(bandAlign, free: maxCross - body)
      var origin = AxisPair<Double>(both: 0)
      origin[axis] = position
      origin[cross] = bandStart
      var cellSize = AxisPair<Double>(both: 0)
      cellSize[axis] = sizes[index]
      cellSize[cross] = body
      var itemSize = AxisPair<Double>(both: 0)
      itemSize[axis] = sizes[index]
      itemSize[cross] = crossSizes[index]
      // The cell along the axis is the child's own segment; across, the content box or a band
      // of the tallest item's size.
      var spans = AxisPair<CellSpan>(both: .content(spansContent: true))
      spans[axis] = .runItem(problem: solved.problem, index: index)
      if !anyCrossStretch {
        spans[cross] = .band(length: body, alignment: bandAlign, spansContent: body == maxCross)
      } else if body != maxCross {
        // Stretching items fill the content box, unless a larger item widens the band past it.
        spans[cross] = .band(length: body, alignment: .start, spansContent: false)
      }
      let placed = try place(
        node, number: child, size: itemSize, cell: Rect(origin: origin, size: cellSize),
        container: number, containerAlign: layout.align, spans: spans, margin: margin,
        filledAxis: axis)
      child += plan.subtreeSizes[child]
      // 8. The next cell starts after the placed frame (offsets included).
      position = placed.origin(axis) + placed.size(axis) + spacing
    }
  }

  /// The offset that aligns content in `free` space: 0, half (rounded under compat) or all.
  func alignmentOffset(_ alignment: Alignment, free: Double) -> Double {
    switch alignment {
    case .start, .fill: 0
    case .center: rnd(free / 2)
    case .end: free
    }
  }

  /// Checks a laid-out linear container for overflow (diagnostics): along its axis the margins,
  /// spacings and children's sizes; across, the margins and the band (the largest child).
  mutating func checkLinear(
    _ layout: LinearLayout, number: Int, frame: Rect, sizes: [Double], body: Double
  ) {
    let axis = layout.axis
    let cross = axis.cross
    let count = layout.children.count
    let spacings = linearSpacing(layout) * Double(count - 1)
    let margins = ceil(layout.margin.leading(axis)) + ceil(layout.margin.trailing(axis))
    var total = 0.0
    for size in sizes { total += size }
    checkAxis(
      number: number, axis: axis, needed: margins + spacings + total, fixed: margins + spacings,
      given: ceil(frame.size(axis)), allowance: .terms(2 * count + 1),
      parts: { Self.fixedParts(margins: margins, spacings: spacings) },
      whole: { $0.areWhole(layout.children, first: number + 1) && layout.ownSizesAreWhole })
    let crossMargins = ceil(layout.margin.leading(cross)) + ceil(layout.margin.trailing(cross))
    checkAxis(
      number: number, axis: cross, needed: crossMargins + body, fixed: crossMargins,
      given: ceil(frame.size(cross)), allowance: .terms(3),
      parts: { Self.fixedParts(margins: crossMargins, spacings: 0) },
      whole: { $0.areWhole(layout.children, first: number + 1) && layout.ownSizesAreWhole })
  }
}
