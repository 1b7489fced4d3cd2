// Grid tracks written like the document's track objects, one factory per kind of base (the
// track's `size`) with the other keys as labels:
//
// | JSON | Swift |
// |---|---|
// | `{}` | `.content` |
// | `{"stretch": 1}` | `.content(stretch: 1)` |
// | `{"size": 80}` | `.fixed(80)` |
// | `{"size": 200, "min": 50}` | `.fixed(200, min: 50)` |
// | `{"size": 0, "stretch": 1, "min": 10}` | `.fixed(0, stretch: 1, min: 10)` |
// | `{"size": 0, "stretch": 2, "min": "content"}` | `.fr(2)` (CSS `minmax(auto, 2fr)`) |

extension TrackSizing {
  /// A track as wide (tall) as its content, without stretch or bounds (`{}`, the default).
  public static let content = TrackSizing()

  /// A track whose base is its content (`{"size": "content", …}`).
  ///
  /// - Parameters:
  ///   - stretch: the weight of its share of extra space (`stretch`), ≥ 0.
  ///   - min: a lower bound on the final size (`min`): a number or `.content`.
  ///   - max: an upper bound on the final size (`max`).
  /// - Returns: the track sizing.
  public static func content(
    stretch: Double = 0, min: Minimum? = nil, max: Double? = nil
  ) -> TrackSizing {
    TrackSizing(base: .content, stretch: stretch, min: min, max: max)
  }

  /// A track whose base is a fixed size, content ignored (`{"size": n, …}`).
  ///
  /// - Parameters:
  ///   - size: the base size (`size`), ≥ 0.
  ///   - stretch: the weight of its share of extra space (`stretch`), ≥ 0.
  ///   - min: a lower bound on the final size (`min`): a number or `.content`.
  ///   - max: an upper bound on the final size (`max`).
  /// - Returns: the track sizing.
  public static func fixed(
    _ size: Double, stretch: Double = 0, min: Minimum? = nil, max: Double? = nil
  ) -> TrackSizing {
    TrackSizing(base: .fixed(size), stretch: stretch, min: min, max: max)
  }

  /// CSS's flexible track `Nfr`, that is `minmax(auto, Nfr)`: no base, a share of the space by
  /// weight, never narrower than its content (`{"size": 0, "stretch": N, "min": "content"}`).
  ///
  /// Pair it with `distribution: .css` (or `.fair`) for CSS's sharing rules.
  public static func fr(_ weight: Double) -> TrackSizing {
    TrackSizing(base: .fixed(0), stretch: weight, min: .content)
  }
}

extension TrackSizing.Minimum: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A numeric minimum: `min: 50` is `.value(50)`.
  public init(integerLiteral value: Int) {
    self = .value(Double(value))
  }

  /// A numeric minimum: `min: 12.5` is `.value(12.5)`.
  public init(floatLiteral value: Double) {
    self = .value(value)
  }
}
