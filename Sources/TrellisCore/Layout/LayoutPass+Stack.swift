/// Stack containers: every child's cell is the whole content area, so there
/// is nothing to solve.
extension LayoutPass {
  /// `sizeThatFits` of a stack: the margins plus the largest desired size.
  func measureStack(
    _ layout: StackLayout, first: Int, guide: AxisPair<Double?>
  ) throws(Aborted) -> AxisPair<Double> {
    let bounds = contentBounds(size: guide, margin: layout.margin)
    var result = AxisPair<Double>(both: 0)
    var number = first
    for index in layout.children.indices {
      let size = try desiredSize(of: layout.children, index, number: number, guide: bounds.size)
      number += plan.subtreeSizes[number]
      for axis in Axis.both { result[axis] = max(result[axis], size[axis]) }
    }
    for axis in Axis.both {
      result[axis] += ceil(layout.margin.leading(axis)) + ceil(layout.margin.trailing(axis))
    }
    return result
  }

  /// Lays out stack number `number`'s children, each in the whole content area.
  mutating func layoutStack(_ layout: StackLayout, in frame: Rect, number: Int) throws(Aborted) {
    let bounds = contentBounds(size: AxisPair(frame.width, frame.height), margin: layout.margin)
    let content = AxisPair(bounds.size.horizontal ?? 0, bounds.size.vertical ?? 0)
    let cell = Rect(
      x: frame.x + bounds.origin.horizontal, y: frame.y + bounds.origin.vertical,
      width: content.horizontal, height: content.vertical)
    let margin = applied(layout.margin)
    var child = number + 1
    var largest = AxisPair<Double>(both: 0)
    for index in layout.children.indices {
      var size = try desiredSize(of: layout.children, index, number: child, guide: bounds.size)
      if layout.crop {
        for axis in Axis.both { size[axis] = min(size[axis], content[axis]) }
      }
      // What the child takes of the content box: all of it where it fills the box.
      let fills = Self.fills(
        layout.children[index].item.stretch, layout.children[index].item.cellAlign, layout.align)
      for axis in Axis.both where !fills[axis] { largest[axis] = max(largest[axis], size[axis]) }
      _ = try place(
        layout.children[index], number: child, size: size, cell: cell, container: number,
        containerAlign: layout.align, spans: AxisPair(both: .content(spansContent: true)),
        margin: margin)
      child += plan.subtreeSizes[child]
    }
    guard !layout.children.isEmpty else { return }
    // Diagnostics: the margins and the largest child that does not fill the content box
    // against the frame, on each axis.
    for axis in Axis.both {
      let margins = margin.leading(axis) + margin.trailing(axis)
      checkAxis(
        number: number, axis: axis, needed: margins + largest[axis], fixed: margins,
        given: ceil(frame.size(axis)), allowance: .terms(3),
        parts: { Self.fixedParts(margins: margins, spacings: 0) },
        whole: { $0.areWhole(layout.children, first: number + 1) && layout.ownSizesAreWhole })
    }
  }
}
