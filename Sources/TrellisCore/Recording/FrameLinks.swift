/// A length that equals the size of a segment of an earlier problem plus a constant: how a
/// nested container's available length follows its parent's distribution.
package struct LengthLink: Sendable, Equatable {
  /// The earlier problem's number in its pass.
  package var problem: Int
  /// The segment's index in that problem.
  package var segment: Int
  /// The constant added (margins and spacings taken off, as negative numbers).
  package var offset: Double

  package init(problem: Int, segment: Int, offset: Double) {
    self.problem = problem
    self.segment = segment
    self.offset = offset
  }

  /// The same segment with `amount` more added.
  package func adding(_ amount: Double) -> LengthLink {
    LengthLink(problem: problem, segment: segment, offset: offset + amount)
  }
}

/// A recorder of how each container's frame follows the segments its parent solved: a child
/// that fills its cell has the cell's segment as its length, and its own axis problems then
/// distribute that segment less their ``AxisProblem/FrameInsets``.
///
/// The LP engine joins its per-axis programs through these links (``available(of:)``), so a
/// nested container's sum is its parent's cell variable rather than a constant. Links hold in
/// real-valued layouts only: attach it to passes without WeView's integral rounding.
package final class FrameLinks: LayoutRecorder {
  /// A placed container's frame and the links of its width and height.
  private var frames: [Int: (frame: Rect, links: AxisPair<LengthLink?>)] = [:]

  package init() {}

  package func wants(_ number: Int) -> Bool { false }
  package func wantsAny(_ numbers: Range<Int>) -> Bool { false }
  package func solved(_ problem: AxisProblem, number: Int, sizes: [Double]) {}
  package func placedTracks(_ tracks: PlacedTracks) {}
  package func startedRun(_ run: PlacedRun) {}

  package func placedRoot(_ frame: Rect) {
    frames[0] = (frame, AxisPair(both: nil))
  }

  package func placed(_ child: PlacedChild) {
    guard child.isContainer else { return }
    var links = AxisPair<LengthLink?>(both: nil)
    for axis in Axis.both where child.fills[axis] {
      links[axis] = link(of: child.cell[axis], in: child.container, margin: child.margin, axis)
    }
    frames[child.number] = (child.frame, links)
  }

  /// The link of a cell's length on an axis.
  private func link(
    of span: CellSpan, in container: Int, margin: Insets, _ axis: Axis
  ) -> LengthLink? {
    switch span {
    case .track(let problem, let index, let span):
      // An area of several tracks is no one segment: its length is not linked.
      span == 1 ? LengthLink(problem: problem, segment: GridSegments.cell(index), offset: 0) : nil
    case .runItem(let problem, let index): LengthLink(problem: problem, segment: index, offset: 0)
    case .treeSlot: nil
    case .content(let spansContent), .band(_, _, let spansContent):
      spansContent
        ? contentLink(
          of: container, axis, lead: margin.leading(axis), trail: margin.trailing(axis)) : nil
    }
  }

  /// The link of a container's content length: its frame's link less the margins, when the
  /// margins fit (no clamping happened).
  private func contentLink(
    of container: Int, _ axis: Axis, lead: Double, trail: Double
  ) -> LengthLink? {
    guard let placed = frames[container], let source = placed.links[axis] else { return nil }
    let length = placed.frame.size(axis)
    guard length >= lead, length - trail - lead >= 0 else { return nil }
    return source.adding(-lead - trail)
  }

  /// The link of a problem's available length: its container's frame link less the problem's
  /// frame insets, or `nil` when the length is not tied to a solved segment.
  package func available(of source: AxisProblem.Source) -> LengthLink? {
    guard let insets = source.frameInsets else { return nil }
    guard
      let content = contentLink(
        of: source.container, source.axis, lead: insets.lead, trail: insets.trail)
    else { return nil }
    return content.adding(-insets.between)
  }
}
