/// Horizontal and vertical containers (semantics §1.6).
extension LayoutPass {
  /// The content bounds of a container of `size` with `margin`, relative to its origin (§1.3).
  func contentBounds(size: AxisPair<Double?>, margin: Insets) -> (
    origin: AxisPair<Double>, size: AxisPair<Double?>
  ) {
    var origin = AxisPair<Double>(both: 0)
    var inner = AxisPair<Double?>(both: nil)
    for axis in Axis.both {
      let lead = ceil(margin.leading(axis))
      let trail = ceil(margin.trailing(axis))
      guard let length = size[axis] else {
        origin[axis] = lead
        continue
      }
      let start = floor(min(lead, length))
      let end = floor(length - trail)
      origin[axis] = start
      inner[axis] = max(0, end - start)
    }
    return (origin, inner)
  }

  /// The spacing between consecutive children.
  func linearSpacing(_ layout: LinearLayout) -> Double { rnd(ceil(layout.spacing)) }

  /// Step 1–4 of §1.6: axis and cross sizes of every child for the content size offered.
  ///
  /// - Parameters:
  ///   - layout: the container.
  ///   - first: the preorder number of its first child.
  ///   - content: the content size offered (`nil`: unconstrained on that axis).
  ///   - layoutPass: `true` when laying out (crop applies), `false` when measuring.
  ///   - contentLink: which solved segment the content length along the axis is, if one is.
  /// - Returns: each child's size along the axis and across it, and the axis problem's number.
  func linearSizes(
    _ layout: LinearLayout, first: Int, content: AxisPair<Double?>, layoutPass: Bool,
    contentLink: LengthLink? = nil
  ) -> (axis: [Double], cross: [Double], problem: Int) {
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
    let numbers = childNumbers(children.count, first: first)
    let desired = children.indices.map {
      desiredSize(of: children, $0, number: numbers[$0], guide: guide(maxAxis))
    }
    var sizes = desired.map { $0[axis] }
    var crossSizes = desired.map { $0[cross] }
    let problem = AxisProblem(
      segments: zip(children, sizes).map { child, size in
        AxisProblem.Segment(.cell, base: size, weight: child.item.stretch[axis])
      },
      available: maxAxis, grows: true,
      shrink: layoutPass && layout.crop ? .weightedThenProportional : .none, integral: integral)
    var availableLink: LengthLink?
    if let contentLink, let length = content[axis], length - totalSpacing >= 0 {
      availableLink = contentLink.adding(-totalSpacing)
    }
    let (solved, problemNumber) = solve(
      problem, children: children, layout: axis == .horizontal ? "horizontal" : "vertical",
      axis: axis, purpose: layoutPass ? .layout : .measure, available: availableLink)
    if solved != sizes {
      sizes = solved
      if axis == .horizontal || !integral {
        // Height for width (A14): re-measure the cross size at the final axis size.
        crossSizes = children.indices.map {
          desiredSize(of: children, $0, number: numbers[$0], guide: guide(sizes[$0]))[cross]
        }
      }
    }
    if layoutPass && layout.crop, let maxCross {
      crossSizes = crossSizes.map { min($0, maxCross) }  // E1
    }
    return (sizes, crossSizes, problemNumber)
  }

  /// `sizeThatFits` of a linear container (§1.6 "Measurement").
  func measureLinear(
    _ layout: LinearLayout, first: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let bounds = contentBounds(size: guide, margin: layout.margin)
    let (sizes, crossSizes, _) = linearSizes(
      layout, first: first, content: bounds.size, layoutPass: false)
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

  /// Lays out a linear container's children in its frame (§1.6 steps 1–8).
  mutating func layoutLinear(
    _ layout: LinearLayout, in frame: Rect, first: Int, sources: AxisPair<LengthLink?>
  ) {
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
    let content = contentLinks(sources, frame: frame, margin: layout.margin)
    let solved = linearSizes(
      layout, first: first, content: bounds.size, layoutPass: true, contentLink: content[axis])
    let sizes = solved.axis
    var crossSizes = solved.cross
    // 5. Cross stretch fills the band.
    let crossStretches = children.map { $0.item.stretch[cross] > 0 }
    for index in children.indices where crossStretches[index] { crossSizes[index] = maxCross }
    let body = crossSizes.max() ?? 0
    // 6. Axis alignment of the whole run.
    let axisStretches = children.contains { $0.item.stretch[axis] > 0 }
    let total = axisStretches ? maxAxis : sizes.reduce(0, +)
    var position = contentOrigin[axis] + alignmentOffset(layout.align[axis], free: maxAxis - total)
    var number = first
    let traced = trace?.frames[first - 1]
    // The traced content box, its free space along the axis, and the next cell's start.
    var tracedContent: AffineRect?
    var tracedPosition = AffineLength(0)
    if let traced {
      let box = tracedContentBox(traced, margin: layout.margin)
      tracedContent = box
      tracedPosition = box.origin(axis)
      if !axisStretches {
        let sizes = AffineLength.sum(
          children.indices.map { AffineLength(.size(problem: solved.problem, segment: $0)) })
        let free = box.length(axis) - sizes + (-spacing * Double(children.count - 1))
        tracedPosition = tracedPosition + free * Self.fraction(layout.align[axis])
      }
    }
    for (index, child) in children.enumerated() {
      // 7. The band: per item under compat (the code rule), by the layout alignment otherwise (A12).
      let bandAlign = integral ? alignment(of: child, in: layout.align)[cross] : layout.align[cross]
      let bandStart =
        crossStretches.contains(true)
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
      // The cell along the axis is the child's own segment; across, the band is the content
      // length when it is exactly that.
      var cellSources = AxisPair<LengthLink?>(both: nil)
      cellSources[axis] = LengthLink(problem: solved.problem, segment: index, offset: 0)
      cellSources[cross] = body == maxCross ? content[cross] : nil
      var cellTrace: AffineRect?
      if let tracedContent {
        var cell = tracedContent
        cell.set(
          axis, origin: tracedPosition,
          length: AffineLength(.size(problem: solved.problem, segment: index)))
        if !crossStretches.contains(true) {
          let band = AffineLength(body)
          cell.set(
            cross,
            origin: tracedContent.origin(cross) + (tracedContent.length(cross) - band)
              * Self.fraction(bandAlign),
            length: band)
        }
        cellTrace = cell
      }
      let placed = place(
        child, number: number, size: itemSize, cell: Rect(origin: origin, size: cellSize),
        containerAlign: layout.align, cellSources: cellSources, filledAxis: axis,
        cellTrace: cellTrace)
      if let frame = trace?.frames[number] {
        tracedPosition = frame.origin(axis) + frame.length(axis) + spacing
      }
      number += plan.subtreeSizes[number]
      // 8. The next cell starts after the placed frame (offsets included).
      position = placed.origin(axis) + placed.size(axis) + spacing
    }
  }

  /// The fraction of free space before content with this alignment: 0, ½ or 1.
  static func fraction(_ alignment: Alignment) -> Double {
    switch alignment {
    case .start, .fill: 0
    case .center: 0.5
    case .end: 1
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
}
