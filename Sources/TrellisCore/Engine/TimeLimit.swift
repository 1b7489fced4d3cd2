/// The longest an engine may work on one document (`--time-limit SECONDS`): a positive, finite
/// number of seconds.
///
/// ```swift
/// var engine = LPEngine()
/// engine.timeLimit = try TimeLimit(seconds: 2)
/// let answer = try engine.solve(document)  // or LPEngineError.timeLimitReached
/// ```
///
/// Each solve of a document starts its own clock (a ``Deadline``) when the engine's `solve`
/// is called; reading the document is not counted. A limit longer than ``longest`` is
/// taken as ``longest``.
public struct TimeLimit: Sendable, Hashable, CustomStringConvertible {
  /// The longest limit, in seconds (10⁹ s, about 31.7 years): longer limits are clamped to it,
  /// so that every deadline is a representable instant.
  public static let longest: Double = 1e9

  /// The limit in seconds, in `(0, longest]`.
  public let seconds: Double

  /// A limit of `seconds`.
  ///
  /// - Parameter seconds: a positive, finite number; above ``longest`` it is clamped.
  /// - Throws: ``Invalid`` for zero, a negative number, infinity or NaN.
  public init(seconds: Double) throws(Invalid) {
    guard seconds.isFinite, seconds > 0 else { throw Invalid(seconds: seconds) }
    self.seconds = min(seconds, Self.longest)
  }

  /// A limit of `duration`.
  ///
  /// - Throws: ``Invalid`` for a duration that is not positive.
  public init(_ duration: Duration) throws(Invalid) {
    let (seconds, attoseconds) = duration.components
    try self.init(seconds: Double(seconds) + Double(attoseconds) * 1e-18)
  }

  /// The limit as a duration, in whole nanoseconds rounded up (at least 1 ns).
  public var duration: Duration {
    .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
  }

  /// The deadline of a solve that starts at `start`.
  ///
  /// - Complexity: O(1).
  public func deadline(from start: ContinuousClock.Instant = .now) -> Deadline {
    Deadline(start.advanced(by: duration), limit: self)
  }

  /// The limit as the error messages write it: `0.5 s`, `2 s`.
  public var description: String { "\(LayoutAnswer.number(seconds)) s" }

  /// A time limit that is not a positive, finite number of seconds.
  public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
    /// The refused number of seconds.
    public var seconds: Double

    public var description: String {
      "the time limit must be a positive, finite number of seconds, got \(seconds)"
    }
  }
}

/// When a solve must stop: the instant its ``TimeLimit`` runs out.
///
/// Checking it reads the monotonic clock once (``isReached``); engines check it before each
/// piece of work that can take long (a GLPK call, a container axis of the direct engine).
public struct Deadline: Sendable, Hashable {
  /// The instant.
  public let instant: ContinuousClock.Instant
  /// The limit it came from, for the error message.
  public let limit: TimeLimit

  /// A deadline at `instant` (possibly already past) for `limit`.
  public init(_ instant: ContinuousClock.Instant, limit: TimeLimit) {
    self.instant = instant
    self.limit = limit
  }

  /// Whether the instant has come.
  ///
  /// - Complexity: O(1): one read of the monotonic clock.
  public var isReached: Bool { ContinuousClock.now >= instant }

  /// The time left, `.zero` once the deadline is reached.
  public var remaining: Duration { max(.zero, instant - ContinuousClock.now) }
}
