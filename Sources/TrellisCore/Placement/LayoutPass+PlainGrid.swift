/// The fast paths for grids of plain items (no `heightForWidth`, no nested containers): their
/// numbers are consecutive and everything placement needs is in the document plan.
extension LayoutPass {
  /// ``placeGridChildren(_:number:columns:rows:problems:content:areas:)`` for a grid of plain
  /// items, in order or by area (`areas`): consecutive numbers, every frame written straight into the table by
  /// ``PlainGridFrames/write(into:)`` — or, in a session's pass (``deferredGrids``), the
  /// grid's ``PlainGridFrames`` kept for the answer to derive the frames on access.
  mutating func placePlainGridChildren(
    _ layout: GridLayout, first: Int, columns: TrackStarts, rows: TrackStarts, areas: GridAreas?
  ) {
    let frames = PlainGridFrames(
      plan: plan, first: first, end: first + layout.children.count, columns: columns,
      rows: rows, align: layout.align, crop: layout.crop, integral: integral,
      origin: AxisPair(rects[first - 1].x, rects[first - 1].y), areas: areas)
    if deferredGrids != nil {
      deferredGrids?.append(frames)
      return
    }
    rects.withUnsafeMutableBufferPointer { frames.write(into: $0) }
  }
}
