/// What a traced layout pass records besides the frames: every frame and grid track as an
/// ``AffineLength`` of the solved segments, for the LP engine's tiered solve of user
/// constraints (format.md §5).
///
/// A pass traces only when it is given a trace (``LayoutPass/run(_:engine:solver:trace:)``);
/// ordinary solves pay nothing. Frames inside grid trees are not traced (constraints cannot
/// name them), nor are sizes that no solved segment decides (they stay constants).
public final class FrameTrace {
  /// A run of positions: `position(0) = origin`, `position(k + 1) = position(k) + steps[k]`.
  public struct Chain: Sendable, Equatable {
    /// The first position.
    public var origin: AffineLength
    /// The lengths between consecutive positions.
    public var steps: [AffineLength]
  }

  /// A traced grid's tracks.
  public struct Tracks: Sendable, Equatable {
    /// Each column's start and width.
    public var columns: [(x: AffineLength, width: AffineLength)]
    /// Each row's start and height.
    public var rows: [(y: AffineLength, height: AffineLength)]

    public static func == (a: Self, b: Self) -> Bool {
      a.columns.elementsEqual(b.columns) { $0.x == $1.x && $0.width == $1.width }
        && a.rows.elementsEqual(b.rows) { $0.y == $1.y && $0.height == $1.height }
    }
  }

  /// The frame of each traced node, by preorder number.
  public internal(set) var frames: [Int: AffineRect] = [:]
  /// The position chains, in the order they were made.
  public internal(set) var chains: [Chain] = []
  /// The tracks of each grid with an id.
  public internal(set) var tracks: [String: Tracks] = [:]
  /// The real (unrounded) frame of every node, by preorder number, after the pass.
  public internal(set) var rects: [Rect] = []

  /// Makes an empty trace.
  public init() {}

  /// Adds a chain; returns its index.
  func addChain(origin: AffineLength, steps: [AffineLength]) -> Int {
    chains.append(Chain(origin: origin, steps: steps))
    return chains.count - 1
  }

  /// The frame of an item placed in a traced cell, as ``CellPlacement/frame`` places it: on
  /// an axis where it fills the cell (stretch, `fill`, or sized by the container as its cell)
  /// it is the cell, otherwise its size is the constant it has and its origin follows the
  /// alignment.
  func placed(
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
      let fraction: Double =
        switch alignment[axis] {
        case .start, .fill: 0
        case .center: 0.5
        case .end: 1
        }
      result.set(
        axis, origin: start + (length - size) * fraction + offset[axis], length: size)
    }
    return result
  }
}
