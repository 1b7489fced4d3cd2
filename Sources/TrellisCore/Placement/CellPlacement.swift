/// Placing an item in its cell, shared by both engines.
package enum CellPlacement {
  /// The frame of an item of `size` in `cell`.
  ///
  /// On an axis where the item stretches (weight > 0) or its alignment is `fill`, it takes the
  /// cell's size; sizes are clamped at 0 (and floored under `integral`); the offset within the
  /// cell follows the alignment, and the origin is rounded half away from zero under
  /// `integral`; `offset` is added last. The item may be larger than its cell: nothing clips it.
  ///
  /// - Parameters:
  ///   - size: the item's size chosen by the layout.
  ///   - cell: the cell.
  ///   - stretch: the item's stretch weights.
  ///   - alignment: the item's resolved cell alignment.
  ///   - offset: the item's `offset`.
  ///   - integral: whether WeView's integral rounding applies.
  ///   - origin: the container's origin: under `integral` the item's origin is rounded in the
  ///     container's own coordinates, as WeView rounds a subview's frame in its superview's
  ///     (`rnd` is half away from zero, so `70 + rnd(−13.5)` is 56 where `rnd(56.5)` is
  ///     57).
  /// - Returns: the item's frame.
  package static func frame(
    size: AxisPair<Double>, in cell: Rect, stretch: AxisPair<Double>,
    alignment: AxisPair<Alignment>, offset: AxisPair<Double>, integral: Bool,
    origin: AxisPair<Double>
  ) -> Rect {
    let x = span(
      size.horizontal, start: cell.x, length: cell.width, stretches: stretch.horizontal > 0,
      alignment: alignment.horizontal, offset: offset.horizontal, integral: integral,
      origin: origin.horizontal)
    let y = span(
      size.vertical, start: cell.y, length: cell.height, stretches: stretch.vertical > 0,
      alignment: alignment.vertical, offset: offset.vertical, integral: integral,
      origin: origin.vertical)
    return Rect(x: x.origin, y: y.origin, width: x.size, height: y.size)
  }

  /// One axis of ``frame(size:in:stretch:alignment:offset:integral:origin:)``, `origin` the
  /// container's on this axis.
  @inline(__always)
  static func span(
    _ size: Double, start: Double, length: Double, stretches: Bool, alignment: Alignment,
    offset: Double, integral: Bool, origin: Double
  ) -> (origin: Double, size: Double) {
    var final = stretches || alignment == .fill ? length : size
    final = max(0, integral ? final.roundedDown : final)
    let free = length - final
    let inset: Double =
      switch alignment {
      case .start, .fill: 0
      case .center: free / 2
      case .end: free
      }
    guard integral else { return (start + inset + offset, final) }
    return (origin + WeViewRounding.rnd(start - origin + inset) + offset, final)
  }

  /// ``span(_:start:length:stretches:alignment:offset:integral:origin:)`` in real numbers for an
  /// item without stretch or offset, bit for bit, with the alignment read as whether it fills
  /// and its ``Alignment/fraction`` (so a grid's loop reads the alignment once): the free
  /// length times the fraction is the inset (× ½ is exactly ÷ 2), and the offset's `+ 0` makes
  /// a −0 inset's sum what a +0 one's is.
  @inline(__always)
  static func realSpan(
    _ size: Double, start: Double, length: Double, fills: Bool, fraction: Double
  ) -> (origin: Double, size: Double) {
    let final = max(0, fills ? length : size)
    return (start + (length - final) * fraction + 0, final)
  }

  /// ``span(_:start:length:stretches:alignment:offset:integral:origin:)`` under integral rounding
  /// when the size, the cell's start and its length are whole already: then flooring changes
  /// nothing and a start or end position is whole, so only a centred item rounds.
  @inline(__always)
  static func wholeSpan(
    _ size: Double, start: Double, length: Double, stretches: Bool, alignment: Alignment,
    offset: Double, origin: Double
  ) -> (origin: Double, size: Double) {
    let final = max(0, stretches || alignment == .fill ? length : size)
    switch alignment {
    case .start, .fill: return (start + offset, final)
    case .center:
      return (
        origin + (start - origin + (length - final) / 2).roundedHalfAwayFromZero + offset, final
      )
    case .end: return (start + (length - final) + offset, final)
    }
  }

  /// An alignment as integer placement uses it: ``integerSpan(_:start:length:alignment:origin:)``
  /// places every alignment with the same arithmetic, so a grid's loop has no branch on it.
  struct IntegerAlignment {
    /// Whether the item takes the cell's length.
    let fills: Bool
    /// Twice the share of the free length before the item: 0 at the start, 1 centred, 2 at
    /// the end.
    let twiceShare: Int64

    init(_ alignment: Alignment) {
      fills = alignment == .fill
      twiceShare =
        switch alignment {
        case .start, .fill: 0
        case .center: 1
        case .end: 2
        }
    }
  }

  /// ``wholeSpan(_:start:length:stretches:alignment:offset:origin:)`` for an item without stretch
  /// or offset, in integers (every value below 2⁵⁰): the origin is
  /// `origin + rnd((2·(start − origin) + share·(length − size)) / 2)`, half away from zero,
  /// which is the start, the end, or the rounded centre.
  @inline(__always)
  static func integerSpan(
    _ size: Int64, start: Int64, length: Int64, alignment: IntegerAlignment, origin: Int64
  ) -> (origin: Int64, size: Int64) {
    // Values are below 2⁵⁰ (checked by the caller): no operation overflows. Rounded in the
    // container's coordinates (E15).
    let final = max(0, alignment.fills ? length : size)
    let twice = 2 &* (start &- origin) &+ alignment.twiceShare &* (length &- final)
    return (origin &+ (twice >= 0 ? (twice &+ 1) >> 1 : 0 &- ((1 &- twice) >> 1)), final)
  }

}
