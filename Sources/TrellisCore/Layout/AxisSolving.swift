/// An engine's answer to the lowered per-axis sizing problems: what the layout pass calls to
/// size the segments of every container axis it meets.
///
/// The direct engine answers in closed form; the LP engine compiles each problem into a linear
/// program. Lowering, measurement, placement and rounding around it are shared
/// (``LayoutPass``), so two solvers that agree on every ``AxisProblem`` give the same layout.
public protocol AxisSolving: AnyObject {
  /// Whether ``AxisProblemOrigin/container`` should carry names (the LP engine names its
  /// variables after them); when `false` it is empty and costs nothing.
  var wantsNames: Bool { get }

  /// The final size of every segment of `problem`, in order.
  ///
  /// The sizes follow the problem's rules exactly: the distribution, the shrink policy, the
  /// bounds and, when ``AxisProblem/integral`` is set, WeView's integral arithmetic (use
  /// ``AxisProblem/integralSizes(real:)`` to apply it to real sizes).
  func solve(_ problem: AxisProblem, origin: AxisProblemOrigin) -> [Double]
}

/// Where an ``AxisProblem`` comes from: a container, one of its axes, and why it is solved.
public struct AxisProblemOrigin: Sendable, Equatable {
  /// Why the problem is solved.
  public enum Purpose: Sendable, Equatable {
    /// To lay the container out in its frame.
    case layout
    /// To measure the container (`sizeThatFits`) for its parent.
    case measure
  }

  /// The container's id, or its JSON path when it has none (empty unless the solver
  /// ``AxisSolving/wantsNames``).
  public var container: String
  /// The container's kind: `grid`, `horizontal`, `vertical`.
  public var layout: String
  /// The axis.
  public var axis: Axis
  /// Why.
  public var purpose: Purpose
  /// The problem's number in its layout pass (0, 1, 2, … in the order they are solved).
  public var number: Int
  /// Where the available length comes from, when it is another problem's segment plus a
  /// constant (a child container filling its parent's cell; real-valued layouts only).
  public var available: LengthLink?

  /// Makes an origin.
  public init(
    container: String, layout: String, axis: Axis, purpose: Purpose, number: Int = 0,
    available: LengthLink? = nil
  ) {
    self.container = container
    self.layout = layout
    self.axis = axis
    self.purpose = purpose
    self.number = number
    self.available = available
  }
}

/// A length that equals the size of a segment of an earlier problem plus a constant: how a
/// nested container's available length follows its parent's distribution.
public struct LengthLink: Sendable, Equatable {
  /// The earlier problem's ``AxisProblemOrigin/number``.
  public var problem: Int
  /// The segment's index in that problem.
  public var segment: Int
  /// The constant added (margins and spacings taken off, as negative numbers).
  public var offset: Double

  /// Makes a link.
  public init(problem: Int, segment: Int, offset: Double) {
    self.problem = problem
    self.segment = segment
    self.offset = offset
  }

  /// The same segment with `amount` more added.
  public func adding(_ amount: Double) -> LengthLink {
    LengthLink(problem: problem, segment: segment, offset: offset + amount)
  }
}
