/// A recorder of every frame and grid track as an ``AffineLength`` of the solved segments,
/// for the LP engine's tiered solve of user constraints.
///
/// Attached to a real-valued pass (``LayoutPass/run(_:engine:solver:recorder:realValued:)``)
/// it follows the placement rules the pass applied: grid tracks and a linear container's
/// items are chains of positions (``Chain``), a stack's children fill its content box, and an
/// item takes its cell's length where it fills it and keeps its own size, aligned, where it
/// does not. Frames inside grid trees are not traced (constraints cannot name them), nor are
/// sizes that no solved segment decides (they stay constants). It keeps the pass's ``links``
/// too.
///
/// A frame expression is sparse: it names the position where its cell starts
/// (``AffineLength/Unknown/position(chain:step:)``, a track's or a run item's), the segments
/// that size its cell, and its container's own terms, never the segments of the cells before
/// it. Item `k` of a run starts at position `k` of the run's chain, and the chain's step `k` is
/// what item `k` takes along the axis: its alignment offset in its cell, its length and the
/// spacing (`position(k + 1) = position(k) + steps[k]`). So a frame holds O(1) terms per level
/// of nesting (a nested item's origin is its container's, plus O(1)), a chain O(1) per step
/// (its origin once holds the run's or grid's aligned free space, O(items)), and the trace of
/// a document O(nodes + segments) terms in all, where spelling every item's start out as the
/// sum of the items before it took O(items²) in a long run.
package final class FrameTrace: LayoutRecorder {
  /// A run of positions: `position(0) = origin`, `position(k + 1) = position(k) + steps[k]`:
  /// a grid axis's track starts, or where each item of a linear container's run starts.
  package struct Chain: Sendable, Equatable {
    /// The container whose tracks or items the positions start (its preorder number).
    package var container: Int
    /// The axis the positions lie along.
    package var axis: Axis
    /// The first position.
    package var origin: AffineLength
    /// The lengths between consecutive positions (one fewer than the positions).
    package var steps: [AffineLength]
  }

  /// A traced grid's tracks.
  package struct Tracks: Sendable, Equatable {
    /// Each column's start (x) and width.
    package var columns: TrackAxis
    /// Each row's start (y) and height.
    package var rows: TrackAxis
  }

  /// The tracks of one axis of a traced grid, each made on access: track `j` starts at
  /// position `j` of the axis's chain and is as long as its segment
  /// (``GridSegments/cell(_:)``) of the axis problem.
  ///
  /// Three numbers, not two ``AffineLength``s (two arrays) per track: a trace is made for
  /// every pass of a tiered solve, and constraints name few of its tracks.
  package struct TrackAxis: RandomAccessCollection, Sendable, Equatable {
    /// The chain of track starts (``FrameTrace/chains``).
    let chain: Int
    /// The axis problem whose segments are the tracks.
    let problem: Int
    /// How many tracks.
    package let count: Int

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    /// Track `index`'s start and length.
    package subscript(index: Int) -> (start: AffineLength, length: AffineLength) {
      precondition(index >= 0 && index < count, "a track index out of range")
      return (
        AffineLength(.position(chain: chain, step: index)),
        AffineLength(.size(problem: problem, segment: GridSegments.cell(index)))
      )
    }

    /// Whether the tracks are the same lengths: as many, and, when there are any, the same
    /// chain and problem.
    package static func == (a: Self, b: Self) -> Bool {
      a.count == b.count && (a.count == 0 || (a.chain == b.chain && a.problem == b.problem))
    }
  }

  /// The frame of each traced node, by preorder number.
  package private(set) var frames: [Int: AffineRect] = [:]
  /// The position chains, in the order they were made.
  package private(set) var chains: [Chain] = []
  /// The tracks of each grid with an id.
  package private(set) var tracks: [String: Tracks] = [:]
  /// How each nested container's length follows its parent's segments.
  package let links = FrameLinks()

  /// The nodes whose frames are wanted besides containers' (by preorder number), or `nil`
  /// for every node.
  package let wanted: Set<Int>?
  /// The document's nodes (for grid ids).
  private let plan: DocumentPlan
  /// Each traced grid axis's chain and problem, by grid number.
  private var gridAxes: [Int: AxisPair<(chain: Int, problem: Int, count: Int)?>] = [:]
  /// The placed (real) frame of each traced node with children: whether its margins fit.
  private var placedFrames: [Int: Rect] = [:]
  /// Each linear container's run being placed: its chain (``chains``), its spacing and how
  /// many items it has.
  private var runs: [Int: (chain: Int, spacing: Double, count: Int)] = [:]

  /// Makes an empty trace.
  ///
  /// - Parameters:
  ///   - plan: the document's nodes.
  ///   - wanted: the nodes whose frames to trace besides every container's (whose frames
  ///     their contents need); `nil` traces every node.
  package init(plan: DocumentPlan, wanted: Set<Int>? = nil) {
    self.plan = plan
    self.wanted = wanted
  }

  package func wants(_ number: Int) -> Bool { wanted?.contains(number) ?? true }

  package func wantsAny(_ numbers: Range<Int>) -> Bool {
    guard let wanted else { return true }
    return wanted.contains { numbers.contains($0) }
  }

  package func placedRoot(_ frame: Rect) {
    frames[0] = AffineRect(frame)
    placedFrames[0] = frame
    links.placedRoot(frame)
  }

  package func solved(_ problem: AxisProblem, number: Int, sizes: [Double]) {}

  /// Traces one axis of a grid: a chain whose positions are the track starts (the frame's
  /// start, the alignment offset of the free space — none when weighted segments overflow under
  /// `compat` — and the leading margin, then each track and its spacing).
  package func placedTracks(_ placed: PlacedTracks) {
    links.placedTracks(placed)
    guard let traced = frames[placed.container] else { return }
    let segments = placed.segments
    func term(_ segment: Int) -> AffineLength.Term {
      AffineLength.Term(unknown: .size(problem: placed.problem, segment: segment), coefficient: 1)
    }
    func size(_ segment: Int) -> AffineLength {
      AffineLength(.size(problem: placed.problem, segment: segment))
    }
    var origin = traced.origin(placed.axis) + size(segments.lead)
    // An overflow within round-off is no overflow: the regime must not flip on the last bit
    // of a sum that fills the length.
    let overflows = placed.free < -Tolerances.overflow * max(1, abs(placed.length))
    if !(overflows && placed.weighted) {
      let fraction = placed.alignment.fraction
      if fraction != 0 {
        var total = AffineLength(0)
        total.terms.reserveCapacity(segments.total)
        for segment in 0..<segments.total { total.terms.append(term(segment)) }
        origin = origin + (traced.length(placed.axis) - total) * fraction
      }
    }
    // Each step is its track and the spacing after it, made with its two terms at once.
    let steps = (0..<max(0, segments.count - 1)).map {
      var step = AffineLength(0)
      step.terms = [term(segments.cell($0)), term(segments.spacing($0))]
      return step
    }
    chains.append(
      Chain(container: placed.container, axis: placed.axis, origin: origin, steps: steps))
    var axes = gridAxes[placed.container] ?? AxisPair(both: nil)
    axes[placed.axis] = (chains.count - 1, placed.problem, segments.count)
    gridAxes[placed.container] = axes
    guard placed.axis == .vertical, let id = plan.ids[placed.container],
      let columns = axes.horizontal, let rows = axes.vertical
    else { return }
    tracks[id] = Tracks(
      columns: TrackAxis(chain: columns.chain, problem: columns.problem, count: columns.count),
      rows: TrackAxis(chain: rows.chain, problem: rows.problem, count: rows.count))
  }

  /// Starts a linear container's run: a chain whose origin is the content box's start, plus
  /// the aligned free space unless an item stretches along the axis; each item placed adds
  /// its step (``placed(_:)``).
  package func startedRun(_ run: PlacedRun) {
    guard let traced = frames[run.container] else { return }
    let box = contentBox(traced, of: run.container, margin: run.margin)
    var next = box.origin(run.axis)
    if !run.fills {
      let sizes = AffineLength.sum(
        (0..<run.count).map { AffineLength(.size(problem: run.problem, segment: $0)) })
      let free =
        run.spacingsFit
        ? box.length(run.axis) - sizes + (-run.spacing * Double(run.count - 1))
        : AffineLength(0) - sizes
      next = next + free * run.alignment.fraction
    }
    var chain = Chain(container: run.container, axis: run.axis, origin: next, steps: [])
    chain.steps.reserveCapacity(max(0, run.count - 1))
    chains.append(chain)
    runs[run.container] = (chains.count - 1, run.spacing, run.count)
  }

  package func placed(_ child: PlacedChild) {
    links.placed(child)
    guard let container = frames[child.container] else { return }
    var isRunItem = false
    for axis in Axis.both {
      if case .runItem = child.cell[axis] { isRunItem = true }
    }
    guard child.hasChildren || isRunItem || wants(child.number) else { return }
    let box = contentBox(container, of: child.container, margin: child.margin)
    var cell = box
    for axis in Axis.both {
      switch child.cell[axis] {
      case .track(let problem, let index, let span):
        guard let grid = gridAxes[child.container]?[axis] else { return }
        // The tracks of the area and the spacings between them.
        var length = AffineLength(0)
        for j in index..<index + span {
          length.terms.append(
            AffineLength.Term(
              unknown: .size(problem: problem, segment: GridSegments.cell(j)), coefficient: 1))
          if j < index + span - 1 {
            length.terms.append(
              AffineLength.Term(
                unknown: .size(
                  problem: problem, segment: GridSegments(count: grid.count).spacing(j)),
                coefficient: 1))
          }
        }
        cell.set(
          axis, origin: AffineLength(.position(chain: grid.chain, step: index)), length: length)
      case .runItem(let problem, let index):
        guard runs[child.container] != nil else { return }
        // Placed at 0 first: the frame's offset in its cell is the chain's step.
        cell.set(
          axis, origin: AffineLength(0),
          length: AffineLength(.size(problem: problem, segment: index)))
      case .content: break
      case .treeSlot: return
      case .band(let length, let alignment, _):
        let band = AffineLength(length)
        cell.set(
          axis, origin: box.origin(axis) + (box.length(axis) - band) * alignment.fraction,
          length: band)
      }
    }
    var frame = Self.placed(
      frame: child.frame, cell: cell, fills: child.fills, alignment: child.alignment,
      offset: child.offset)
    for axis in Axis.both {
      guard case .runItem(_, let index) = child.cell[axis], let run = runs[child.container]
      else { continue }
      // Item `index` starts at position `index`; the next one after its frame and spacing.
      let offset = frame.origin(axis)
      if index < run.count - 1 {
        chains[run.chain].steps.append(offset + frame.length(axis) + run.spacing)
      }
      frame.set(
        axis, origin: AffineLength(.position(chain: run.chain, step: index)) + offset,
        length: frame.length(axis))
    }
    frames[child.number] = frame
    if child.hasChildren { placedFrames[child.number] = child.frame }
  }

  /// A traced frame less its margins: a container's content box as affine lengths.
  ///
  /// Where the margins do not fit the placed frame (the content box is clamped then: it
  /// starts at most the frame's length in and is never negative), the box on that axis is the
  /// constant the pass used: that regime holds only while the frame stays that short.
  private func contentBox(_ traced: AffineRect, of container: Int, margin: Insets) -> AffineRect {
    var box = traced
    for each in Axis.both {
      let lead = margin.leading(each)
      let trail = margin.trailing(each)
      if let placed = placedFrames[container] {
        let length = placed.size(each)
        if !(length >= lead && length - trail - lead >= 0) {
          let start = min(lead, length)
          box.set(
            each, origin: traced.origin(each) + start,
            length: AffineLength(max(0, length - trail - start)))
          continue
        }
      }
      box.set(
        each, origin: traced.origin(each) + lead, length: traced.length(each) + -(lead + trail))
    }
    return box
  }

  /// The frame of an item placed in a traced cell, as ``CellPlacement/frame`` places it: on
  /// an axis where it fills the cell (stretch, `fill`, or sized by the container as its cell)
  /// it is the cell, otherwise its size is the constant it has and its origin follows the
  /// alignment.
  static func placed(
    frame: Rect, cell: AffineRect, fills: AxisPair<Bool>, alignment: AxisPair<Alignment>,
    offset: AxisPair<Double>
  ) -> AffineRect {
    var result = cell
    for axis in Axis.both {
      let start = cell.origin(axis)
      let length = cell.length(axis)
      if fills[axis] {
        result.set(axis, origin: start + offset[axis], length: length)
        continue
      }
      let size = AffineLength(frame.size(axis))
      result.set(
        axis, origin: start + (length - size) * alignment[axis].fraction + offset[axis],
        length: size)
    }
    return result
  }
}
