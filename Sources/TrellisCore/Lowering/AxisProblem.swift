/// The neutral sizing problem of one axis of one container, which every engine solves.
///
/// Lowering turns each container axis into ordered segments — margins, cells (or items) and
/// spacings — each with a base size, a stretch weight and bounds, plus the length available
/// and how space is distributed. The order matters: under `rounding: compat` the last weighted
/// segment absorbs the rounding remainder (semantics §1.4, §2.2).
public struct AxisProblem: Sendable, Equatable {
  /// One segment of the axis.
  public struct Segment: Sendable, Equatable {
    /// What the segment is.
    public enum Kind: Sendable, Equatable {
      /// A margin before or after the contents.
      case margin
      /// A cell, track or item.
      case cell
      /// A spacing between two cells.
      case spacing
    }

    /// What the segment is.
    public var kind: Kind
    /// The size before distribution.
    public var base: Double
    /// The weight of the segment's share of extra (or missing) space, ≥ 0.
    public var weight: Double
    /// The least final size (`fair`/`css` distributions; 0 by default).
    public var minimum: Double
    /// The greatest final size (`.infinity` for none).
    public var maximum: Double

    /// Makes a segment.
    public init(
      _ kind: Kind, base: Double, weight: Double = 0, minimum: Double = 0,
      maximum: Double = .infinity
    ) {
      self.kind = kind
      self.base = base
      self.weight = weight
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  /// What happens when the segments need more than is available.
  public enum Shrink: Sendable, Equatable {
    /// Nothing: the segments overflow.
    case none
    /// Weighted segments give up their weight's share of the shortfall, clamped at 0, and the
    /// part they cannot absorb is lost (WeView grid, §2.4).
    case weighted
    /// As `weighted`, then, if still too long, every segment shrinks in proportion to its size,
    /// clamped at 0 (WeView linear layouts with `crop`, §1.6 step 4).
    case weightedThenProportional
  }

  /// The segments, in distribution order.
  public var segments: [Segment]
  /// The length to fill, or `nil` when the axis is unconstrained (no distribution).
  public var available: Double?
  /// Whether extra space is distributed (measurement of a grid never grows, §2.6).
  public var grows: Bool
  /// What a shortfall does.
  public var shrink: Shrink
  /// How extra or missing space is shared.
  public var distribution: Distribution
  /// Whether WeView's integral arithmetic applies (`rounding: compat`).
  public var integral: Bool

  /// Makes a problem.
  public init(
    segments: [Segment], available: Double?, grows: Bool = true, shrink: Shrink = .none,
    distribution: Distribution = .compat, integral: Bool
  ) {
    self.segments = segments
    self.available = available
    self.grows = grows
    self.shrink = shrink
    self.distribution = distribution
    self.integral = integral
  }

  /// The sum of the base sizes.
  public var baseTotal: Double { segments.reduce(0) { $0 + $1.base } }
  /// The sum of the weights.
  public var totalWeight: Double { segments.reduce(0) { $0 + $1.weight } }
}
