/// What a layout pass tells an observer as it goes: the problems it solved and where it placed
/// each child, in terms of the segments it solved.
///
/// The pass itself only lowers, solves and places; everything a caller wants to know besides
/// the frames (how a nested container's length follows its parent's cell, each frame as an
/// affine length of the solved segments) is built by a recorder from these events. A pass
/// without a recorder pays nothing for them (``NoRecorder``), and grids of plain items keep
/// their fast paths unless the recorder asks for their frames.
///
/// Events come in pass order on the pass's thread: a container's frame is placed before its
/// axes are solved, its tracks or run before its children are placed.
package protocol LayoutRecorder: AnyObject {
  /// Whether the recorder wants to hear about node `number` when it is placed (containers are
  /// placed through the general path whatever this says).
  func wants(_ number: Int) -> Bool

  /// Whether it wants any node numbered in `numbers` (a grid's plain items, which the pass
  /// otherwise places on its fast path without events).
  func wantsAny(_ numbers: Range<Int>) -> Bool

  /// The root was laid out in `frame`.
  func placedRoot(_ frame: Rect)

  /// Axis problem `number` (0, 1, 2, … in the order the pass solves them) was solved.
  func solved(_ problem: AxisProblem, number: Int, sizes: [Double])

  /// A grid's tracks on one axis were placed.
  func placedTracks(_ tracks: PlacedTracks)

  /// A linear container's items are about to be placed, one after another along its axis.
  func startedRun(_ run: PlacedRun)

  /// A child was placed in a cell.
  func placed(_ child: PlacedChild)
}

/// The recorder of a pass that records nothing.
package final class NoRecorder: LayoutRecorder, Sendable {
  /// The one instance.
  package static let shared = NoRecorder()
  package init() {}
  package func wants(_ number: Int) -> Bool { false }
  package func wantsAny(_ numbers: Range<Int>) -> Bool { false }
  package func placedRoot(_ frame: Rect) {}
  package func solved(_ problem: AxisProblem, number: Int, sizes: [Double]) {}
  package func placedTracks(_ tracks: PlacedTracks) {}
  package func startedRun(_ run: PlacedRun) {}
  package func placed(_ child: PlacedChild) {}
}

/// One axis of a grid's tracks, placed: the first track starts at the frame's start plus the
/// leading margin, plus the aligned free space unless weighted segments overflow under `compat`;
/// each next one after the previous track and its spacing.
package struct PlacedTracks {
  /// The grid (its preorder number).
  package var container: Int
  /// The axis.
  package var axis: Axis
  /// The axis problem whose segments are the tracks (``GridSegments`` order).
  package var problem: Int
  /// Which segments are the tracks and spacings.
  package var segments: GridSegments
  /// The grid's frame length on the axis less the solved segments' total (negative when they
  /// overflow).
  package var free: Double
  /// The frame length on the axis.
  package var length: Double
  /// Whether an overflow stays at the start.
  ///
  /// True for a problem with weighted segments (which absorb a shortfall) under `compat`; under
  /// `fair` and `css` an overflow is aligned.
  package var weighted: Bool
  /// The grid's alignment on the axis.
  package var alignment: Alignment
}

/// A linear container's run of items along its axis, about to be placed.
package struct PlacedRun {
  /// The container (its preorder number).
  package var container: Int
  /// The axis the items follow each other along.
  package var axis: Axis
  /// The axis problem whose segments are the items, in order.
  package var problem: Int
  /// How many items.
  package var count: Int
  /// The spacing after each item.
  package var spacing: Double
  /// The container's margins (as the pass applied them).
  package var margin: Insets
  /// The alignment of the run in the content box when it does not fill it.
  package var alignment: Alignment
  /// Whether some item stretches along the axis (the run then fills the content box and is
  /// not aligned).
  package var fills: Bool
  /// Whether the content box holds the spacings (otherwise the length the items share is
  /// clamped at 0, and the free space is less the items alone).
  package var spacingsFit: Bool
}

/// Where a cell lies on one axis, in terms of what the pass solved.
package enum CellSpan: Equatable {
  /// Tracks `index ..< index + span` of a grid axis (segments ``GridSegments/cell(_:)`` of
  /// problem `problem`) and the spacings between them, where the grid's ``PlacedTracks`` put
  /// the first.
  case track(problem: Int, index: Int, span: Int)
  /// Item `index` of a linear container's run (segment `index` of problem `problem`): it
  /// starts after the previous item's frame and the spacing (``PlacedRun``).
  case runItem(problem: Int, index: Int)
  /// The container's content box: its frame less its margins (a stack's cells; a linear
  /// container's cross axis when an item stretches across). `spansContent` when the cell's
  /// length is exactly the content box's.
  case content(spansContent: Bool)
  /// A grid-tree slot: its frame follows MyGridLayout's split and pixel rounding, which
  /// no solved segment states (not linked, not traced).
  case treeSlot
  /// A band of the constant `length` in the content box, aligned by `alignment` (a linear
  /// container's cross axis when no item stretches across); `spansContent` when its length
  /// is exactly the content box's.
  case band(length: Double, alignment: Alignment, spansContent: Bool)
}

/// A child placed in its cell.
package struct PlacedChild {
  /// The child (its preorder number).
  package var number: Int
  /// Whether the child is a container (whose own axes may follow its cell).
  package var isContainer: Bool
  /// Whether it has children (its frame is traced whatever the recorder wants: they need it).
  package var hasChildren: Bool
  /// Its container (its preorder number).
  package var container: Int
  /// The container's margins (as the pass applied them), for ``CellSpan/content`` and bands.
  package var margin: Insets
  /// The cell on each axis.
  package var cell: AxisPair<CellSpan>
  /// The frame placed.
  package var frame: Rect
  /// On which axes the child takes its cell's length (it stretches, its alignment is `fill`,
  /// or its container sized it as its cell).
  package var fills: AxisPair<Bool>
  /// The child's resolved cell alignment.
  package var alignment: AxisPair<Alignment>
  /// The child's `offset`.
  package var offset: AxisPair<Double>
}

/// The segment order of a grid axis, shared by lowering and whoever reads its solution:
/// `[leading margin, trailing margin, cell_0 … cell_{n-1}, spacing_0 … spacing_{n-2}]`.
package struct GridSegments: Equatable {
  /// The number of tracks.
  package var count: Int

  package init(count: Int) { self.count = count }

  /// The number of segments.
  package var total: Int { 2 + count + max(0, count - 1) }
  /// The segment index of the leading margin.
  package var lead: Int { 0 }
  /// The segment index of the trailing margin.
  package var trail: Int { 1 }
  /// The segment index of track `j` (the same for any number of tracks).
  package static func cell(_ j: Int) -> Int { 2 + j }
  /// The segment index of track `j`.
  package func cell(_ j: Int) -> Int { Self.cell(j) }
  /// The segment index of the spacing after track `j`.
  package func spacing(_ j: Int) -> Int { 2 + count + j }
}
