/// Lowering a horizontal or vertical container: its content
/// bounds, and its axis as one segment per item.
extension LayoutPass {
  /// The content bounds of a container of `size` with `margin`, relative to its origin.
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

  /// The axis of linear container number `number`, lowered: each child's desired size as a
  /// segment with its stretch, in a content length `content` (`nil`: unconstrained).
  ///
  /// - Parameters:
  ///   - layout: the container.
  ///   - number: its preorder number.
  ///   - desired: the children's desired sizes, measured for this content length.
  ///   - content: the content length along the axis (`nil`: unconstrained).
  ///   - frame: the container's frame when laying out (`nil` when measuring): a layout's
  ///     available length is the frame's less the margins and spacings, when nothing was
  ///     clamped (``AxisProblem/Source/frameInsets``).
  /// - Returns: the problem.
  func linearProblem(
    _ layout: LinearLayout, number: Int, desired: [AxisPair<Double>], content: Double?,
    frame: Rect?
  ) -> AxisProblem {
    let axis = layout.axis
    let totalSpacing = linearSpacing(layout) * Double(max(0, layout.children.count - 1))
    var insets: AxisProblem.FrameInsets?
    if let frame, !integral, let content {
      // The content length is the frame's less the margins exactly when they fit.
      let length = frame.size(axis)
      let lead = layout.margin.leading(axis)
      let trail = layout.margin.trailing(axis)
      if length >= lead, length - trail - lead >= 0, content - totalSpacing >= 0 {
        insets = AxisProblem.FrameInsets(lead: lead, trail: trail, between: totalSpacing)
      }
    }
    let laying = frame != nil
    return AxisProblem(
      segments: zip(layout.children, desired).map { child, size in
        AxisProblem.Segment(.cell, base: size[axis], weight: child.item.stretch[axis])
      },
      available: content.map { max(0, $0 - totalSpacing) }, grows: true,
      shrink: laying && layout.crop ? .weightedThenProportional : .none, integral: integral,
      source: AxisProblem.Source(
        container: number, kind: axis == .horizontal ? .horizontal : .vertical, axis: axis,
        purpose: laying ? .layout : .measure, frameInsets: insets))
  }
}
