/// A length that is affine in the unknowns of a layout: the segment sizes of its axis problems
/// and the positions along its position chains (``FrameTrace``).
///
/// The layout pass computes every frame from the solved segments by sums, differences and fixed
/// fractions (alignment), so within one regime (which items fill their cells, which way content
/// overflows) each frame edge is such a length. The LP engine's tiered solve states user
/// constraints on frames and tracks through them.
///
/// A traced frame edge names the position its cell starts at rather than the segments before
/// it, so it holds O(1) terms per level of nesting (``FrameTrace``). Terms are kept unmerged:
/// `+` and `*` cost O(terms).
package struct AffineLength: Sendable, Equatable {
  /// An unknown of the layout.
  package enum Unknown: Sendable, Hashable {
    /// The size of segment `segment` of axis problem `problem` (its ``AxisProblemOrigin/number``).
    case size(problem: Int, segment: Int)
    /// Position `step` of chain `chain` (``FrameTrace/chains``): where track `step` of a grid
    /// axis, or item `step` of a linear container's run, starts.
    case position(chain: Int, step: Int)
  }

  /// One term: an unknown times a coefficient.
  package struct Term: Sendable, Equatable {
    /// The unknown.
    package var unknown: Unknown
    /// Its coefficient.
    package var coefficient: Double
  }

  /// The constant part.
  package var constant: Double
  /// The terms, unmerged (an unknown may appear more than once).
  package var terms: [Term]

  /// A constant length.
  package init(_ constant: Double) {
    self.constant = constant
    self.terms = []
  }

  /// A single unknown, times `coefficient`.
  package init(_ unknown: Unknown, _ coefficient: Double = 1) {
    self.constant = 0
    self.terms = [Term(unknown: unknown, coefficient: coefficient)]
  }

  /// `a + b`.
  package static func + (a: Self, b: Self) -> Self {
    var sum = a
    sum.constant += b.constant
    sum.terms += b.terms
    return sum
  }

  /// `a + b` for a constant `b`.
  package static func + (a: Self, b: Double) -> Self {
    var sum = a
    sum.constant += b
    return sum
  }

  /// `a − b`.
  package static func - (a: Self, b: Self) -> Self { a + b * -1 }

  /// `a · factor`.
  package static func * (a: Self, factor: Double) -> Self {
    var product = a
    product.constant *= factor
    for index in product.terms.indices { product.terms[index].coefficient *= factor }
    if factor == 0 { product.terms = [] }
    return product
  }

  /// The sum of lengths: the constants added in order, the terms concatenated.
  ///
  /// - Complexity: O(terms), into one array (adding them one by one copied the sum so far
  ///   at each step).
  package static func sum(_ lengths: [Self]) -> Self {
    var total = Self(0)
    total.terms.reserveCapacity(lengths.reduce(0) { $0 + $1.terms.count })
    for length in lengths {
      total.constant += length.constant
      total.terms += length.terms
    }
    return total
  }
}

/// A rectangle whose edges are ``AffineLength``s.
package struct AffineRect: Sendable, Equatable {
  /// The left edge.
  package var x: AffineLength
  /// The top edge.
  package var y: AffineLength
  /// The width.
  package var width: AffineLength
  /// The height.
  package var height: AffineLength

  /// Makes a rectangle.
  package init(x: AffineLength, y: AffineLength, width: AffineLength, height: AffineLength) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle of constants.
  package init(_ rect: Rect) {
    self.init(
      x: AffineLength(rect.x), y: AffineLength(rect.y), width: AffineLength(rect.width),
      height: AffineLength(rect.height))
  }

  /// The origin on an axis.
  package func origin(_ axis: Axis) -> AffineLength { axis == .horizontal ? x : y }
  /// The length on an axis.
  package func length(_ axis: Axis) -> AffineLength { axis == .horizontal ? width : height }
  /// Sets the origin and length on an axis.
  package mutating func set(_ axis: Axis, origin: AffineLength, length: AffineLength) {
    if axis == .horizontal {
      x = origin
      width = length
    } else {
      y = origin
      height = length
    }
  }
}
