/// A length that equals the sizes of segments of an earlier problem plus a constant: how a
/// nested container's available length follows its parent's distribution.
///
/// The segments are one segment, or a grid area's tracks and the spacings between them.
package struct LengthLink: Sendable, Equatable {
  /// The earlier problem's number in its pass.
  package var problem: Int
  /// The consecutive segments summed: one segment, or an area's tracks.
  package var tracks: Range<Int>
  /// The spacing segments between an area's tracks (empty for one segment).
  package var spacings: Range<Int>
  /// The constant added (margins and spacings taken off, as negative numbers).
  package var offset: Double

  /// The length of segment `segment` plus `offset`.
  package init(problem: Int, segment: Int, offset: Double) {
    self.init(problem: problem, tracks: segment..<segment + 1, spacings: 0..<0, offset: offset)
  }

  /// The length of the segments `tracks` and the spacings `spacings` between them (one fewer)
  /// plus `offset`.
  package init(problem: Int, tracks: Range<Int>, spacings: Range<Int>, offset: Double) {
    precondition(!tracks.isEmpty && spacings.count == tracks.count - 1)
    self.problem = problem
    self.tracks = tracks
    self.spacings = spacings
    self.offset = offset
  }

  /// The segments summed, in order: each track and the spacing after it but the last.
  package var segments: [Int] {
    var all: [Int] = []
    all.reserveCapacity(tracks.count + spacings.count)
    for (k, track) in tracks.enumerated() {
      all.append(track)
      if k < spacings.count { all.append(spacings.lowerBound + k) }
    }
    return all
  }

  /// The same segments with `amount` more added.
  package func adding(_ amount: Double) -> LengthLink {
    var link = self
    link.offset += amount
    return link
  }
}

/// A recorder of how each container's frame follows the segments its parent solved: a child
/// that fills its cell has the cell's segment as its length (an area of several grid tracks:
/// the tracks and the spacings between them), and its own axis problems then distribute that
/// length less their ``AxisProblem/FrameInsets``.
///
/// The LP engine joins its per-axis programs through these links (``available(of:)``), so a
/// nested container's sum is its parent's cell variables rather than a constant. Links hold in
/// real-valued layouts only: attach it to passes without WeView's integral rounding.
package final class FrameLinks: LayoutRecorder {
  /// A placed container's frame and the links of its width and height.
  private var frames: [Int: (frame: Rect, links: AxisPair<LengthLink?>)] = [:]
  /// Each grid's track counts on its axes (where its spacing segments start).
  private var trackCounts: [Int: AxisPair<Int>] = [:]

  package init() {}

  package func wants(_ number: Int) -> Bool { false }
  package func wantsAny(_ numbers: Range<Int>) -> Bool { false }
  package func solved(_ problem: AxisProblem, number: Int, sizes: [Double]) {}
  package func startedRun(_ run: PlacedRun) {}

  /// Keeps the grid's track count on the axis, for its areas' spacings.
  package func placedTracks(_ tracks: PlacedTracks) {
    trackCounts[tracks.container, default: AxisPair(both: 0)][tracks.axis] =
      tracks.segments.count
  }

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
      span == 1
        ? LengthLink(problem: problem, segment: GridSegments.cell(index), offset: 0)
        : areaLink(problem: problem, index: index, span: span, in: container, axis)
    case .runItem(let problem, let index): LengthLink(problem: problem, segment: index, offset: 0)
    case .treeSlot: nil
    case .content(let spansContent), .band(_, _, let spansContent):
      spansContent
        ? contentLink(
          of: container, axis, lead: margin.leading(axis), trail: margin.trailing(axis)) : nil
    }
  }

  /// The link of an area of `span` tracks from track `index`: the tracks and the spacings
  /// between them.
  private func areaLink(
    problem: Int, index: Int, span: Int, in grid: Int, _ axis: Axis
  ) -> LengthLink? {
    guard let count = trackCounts[grid]?[axis] else { return nil }
    let spacing = GridSegments(count: count).spacing(index)
    return LengthLink(
      problem: problem, tracks: GridSegments.cell(index)..<GridSegments.cell(index + span),
      spacings: spacing..<spacing + span - 1, offset: 0)
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
