/// The track contents of a placed grid of plain items (no `heightForWidth`, no nested
/// containers), taken for both axes in one sweep over the children's areas and sizes.
extension LayoutPass {
  /// Both axes' ``PlacedAxisItems`` of a placed grid of plain items (number `number`), in one
  /// sweep over their areas and desired sizes: they do not depend on the tracks' sizes.
  ///
  /// - Complexity: O(children), reading 32 bytes a child.
  func plainPlacedItems(
    _ layout: GridLayout, number: Int, areas: GridAreas
  ) -> AxisPair<PlacedAxisItems> {
    var columns = PlacedAxisItems(
      tracks: spanTracks(layout, .horizontal, count: areas.columns), hasLimits: false)
    var rows = PlacedAxisItems(
      tracks: spanTracks(layout, .vertical, count: areas.rows), hasLimits: false)
    // The spanning children of each axis, as many as the areas count, written in place: the
    // loop over every child calls nothing (a call spills the registers the folds run in).
    let none = PlacedAxisItems.Spanning(plain: 0, .init(start: 0, span: 0, size: 0))
    var columnSpanning = Array(repeating: none, count: areas.spanning.horizontal)
    var rowSpanning = Array(repeating: none, count: areas.spanning.vertical)
    let sizes = plan.desiredSizes
    PlacedAxisItems.sweepPlain(&columns, &rows) { folds in
      sizes.withUnsafeBufferPointer { desired in
        areas.areas.withUnsafeBufferPointer { areas in
          columnSpanning.withUnsafeMutableBufferPointer { columnSpanning in
            rowSpanning.withUnsafeMutableBufferPointer { rowSpanning in
              var (column, row) = (PlacedAxisItems.Run(), PlacedAxisItems.Run())
              var (k, l) = (0, 0)
              for index in areas.indices {
                let size = desired[number &+ 1 &+ index]
                let area = areas[index]
                let (width, height) = (ceil(size.horizontal), ceil(size.vertical))
                if area.columnSpan == 1 {
                  column.add(track: area.column, size: width, folds.horizontal)
                } else {
                  columnSpanning[k] = .init(plain: index, .init(area.columnRun, size: width))
                  k &+= 1
                }
                if area.rowSpan == 1 {
                  row.add(track: area.row, size: height, folds.vertical)
                } else {
                  rowSpanning[l] = .init(plain: index, .init(area.rowRun, size: height))
                  l &+= 1
                }
              }
              column.end(folds.horizontal)
              row.end(folds.vertical)
            }
          }
        }
      }
    }
    columns.spanning = columnSpanning
    rows.spanning = rowSpanning
    return AxisPair(columns, rows)
  }
}
