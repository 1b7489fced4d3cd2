/// A real number as the unevaluated sum of two doubles, `high + low` with `|low|` at most half
/// an ulp of `high`: about 106 bits of significand, enough to compute a linear system's
/// residual exactly enough that iterative refinement reaches the correctly rounded solution
/// (``LPSession/polishedVertex(exact:tolerance:)``).
///
/// Only the operations the refinement needs: sums, and products by a double (with a fused
/// multiply-add for the exact low part of a product).
struct DoubleDouble: Equatable {
  var high: Double
  var low: Double

  init(_ value: Double) {
    high = value
    low = 0
  }

  init(high: Double, low: Double) {
    self.high = high
    self.low = low
  }

  /// The nearest double (`high` itself, `low` being under half its ulp, but for ties).
  var value: Double { high + low }

  /// `a + b` exactly as `s + e`, for any two doubles.
  @inline(__always)
  static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let v = s - a
    let e = (a - (s - v)) + (b - v)
    return DoubleDouble(high: s, low: e)
  }

  /// `a + b` exactly as `s + e`, when `|a| ≥ |b|` (or `a` is 0).
  @inline(__always)
  static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(high: s, low: b - (s - a))
  }

  @inline(__always)
  static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let s = twoSum(x.high, y.high)
    let t = twoSum(x.low, y.low)
    let first = quickTwoSum(s.high, s.low + t.high)
    return quickTwoSum(first.high, first.low + t.low)
  }

  @inline(__always)
  static func + (x: DoubleDouble, y: Double) -> DoubleDouble {
    let s = twoSum(x.high, y)
    return quickTwoSum(s.high, s.low + x.low)
  }

  /// `a · x`, the product of a double and a double-double.
  @inline(__always)
  static func * (a: Double, x: DoubleDouble) -> DoubleDouble {
    let product = a * x.high
    let error = (-product).addingProduct(a, x.high)
    return quickTwoSum(product, error + a * x.low)
  }

  @inline(__always)
  static prefix func - (x: DoubleDouble) -> DoubleDouble {
    DoubleDouble(high: -x.high, low: -x.low)
  }
}
