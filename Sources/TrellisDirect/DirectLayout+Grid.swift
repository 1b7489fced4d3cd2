import TrellisCore

/// Grid containers (semantics §2).
extension DirectLayout {
  /// `sizeThatFits` of a grid (§2.6).
  func measureGrid(_ layout: GridLayout, guide: AxisPair<Double?>) -> AxisPair<Double> {
    AxisPair(both: 0)
  }

  /// Lays out a grid's children.
  mutating func layoutGrid(_ layout: GridLayout, in frame: Rect, id: String?) {
  }
}
