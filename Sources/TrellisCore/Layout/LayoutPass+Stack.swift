/// Stack containers: every child's cell is the whole content area (semantics §1.7).
extension LayoutPass {
  /// `sizeThatFits` of a stack: the margins plus the largest desired size.
  func measureStack(
    _ layout: StackLayout, first: Int, guide: AxisPair<Double?>
  ) -> AxisPair<Double> {
    let bounds = contentBounds(size: guide, margin: layout.margin)
    var result = AxisPair<Double>(both: 0)
    var number = first
    for index in layout.children.indices {
      let size = desiredSize(of: layout.children, index, number: number, guide: bounds.size)
      number += plan.subtreeSizes[number]
      for axis in Axis.both { result[axis] = max(result[axis], size[axis]) }
    }
    for axis in Axis.both {
      result[axis] += ceil(layout.margin.leading(axis)) + ceil(layout.margin.trailing(axis))
    }
    return result
  }

  /// Lays out a stack's children, each in the whole content area.
  mutating func layoutStack(
    _ layout: StackLayout, in frame: Rect, first: Int, sources: AxisPair<LengthLink?>
  ) {
    let bounds = contentBounds(size: AxisPair(frame.width, frame.height), margin: layout.margin)
    let content = AxisPair(bounds.size.horizontal ?? 0, bounds.size.vertical ?? 0)
    let cell = Rect(
      x: frame.x + bounds.origin.horizontal, y: frame.y + bounds.origin.vertical,
      width: content.horizontal, height: content.vertical)
    // Every child's cell is the content area: the frame's sources less the margins.
    let cellSources = contentLinks(sources, frame: frame, margin: layout.margin)
    let cellTrace = trace?.frames[first - 1].map {
      tracedContentBox($0, margin: layout.margin)
    }
    var number = first
    for index in layout.children.indices {
      var size = desiredSize(of: layout.children, index, number: number, guide: bounds.size)
      if layout.crop {
        for axis in Axis.both { size[axis] = min(size[axis], content[axis]) }
      }
      _ = place(
        layout.children[index], number: number, size: size, cell: cell,
        containerAlign: layout.align, cellSources: cellSources, cellTrace: cellTrace)
      number += plan.subtreeSizes[number]
    }
  }

  /// A traced frame less its margins: a container's content box as affine lengths.
  func tracedContentBox(_ traced: AffineRect, margin: Insets) -> AffineRect {
    var box = traced
    for each in Axis.both {
      let lead = ceil(margin.leading(each))
      let trail = ceil(margin.trailing(each))
      box.set(
        each, origin: traced.origin(each) + lead, length: traced.length(each) + -(lead + trail))
    }
    return box
  }
}
