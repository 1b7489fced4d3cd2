/// Placing an item in its cell (semantics §1.5, E5), shared by both engines.
public enum CellPlacement {
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
  /// - Returns: the item's frame.
  public static func frame(
    size: AxisPair<Double>, in cell: Rect, stretch: AxisPair<Double>,
    alignment: AxisPair<Alignment>, offset: AxisPair<Double>, integral: Bool
  ) -> Rect {
    var origin = AxisPair<Double>(both: 0)
    var final = size
    for axis in Axis.both {
      if stretch[axis] > 0 || alignment[axis] == .fill { final[axis] = cell.size(axis) }
      final[axis] = max(0, integral ? final[axis].rounded(.down) : final[axis])
      let free = cell.size(axis) - final[axis]
      let inset: Double =
        switch alignment[axis] {
        case .start, .fill: 0
        case .center: free / 2
        case .end: free
        }
      let position = cell.origin(axis) + inset
      origin[axis] = (integral ? WeViewRounding.rnd(position) : position) + offset[axis]
    }
    return Rect(origin: origin, size: final)
  }
}
