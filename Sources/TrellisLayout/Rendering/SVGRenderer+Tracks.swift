extension SVGRenderer.Drawing {
  /// A grid: its margins and spacings shaded, a line at each track edge, and each track's size
  /// beside it.
  mutating func grid(_ layout: GridLayout, key: String, frame: Rect) {
    guard let tracks = answer.tracks[key], let firstColumn = tracks.columns.first,
      let lastColumn = tracks.columns.last, let firstRow = tracks.rows.first,
      let lastRow = tracks.rows.last
    else { return }
    let left = firstColumn.offset
    let right = lastColumn.end
    let top = firstRow.offset
    let bottom = lastRow.end
    gridMargins(layout.margin, frame: frame, tracks: (left, top, right, bottom))
    for (before, after) in zip(tracks.columns, tracks.columns.dropFirst()) {
      let start = before.end
      band(Rect(x: start, y: top, width: after.offset - start, height: bottom - top), "spacing")
    }
    for (before, after) in zip(tracks.rows, tracks.rows.dropFirst()) {
      let start = before.end
      band(Rect(x: left, y: start, width: right - left, height: after.offset - start), "spacing")
    }
    trackLines(tracks.columns, from: top, to: bottom, vertical: true, key: key)
    trackLines(tracks.rows, from: left, to: right, vertical: false, key: key)
    columnSizes(tracks.columns, top: top, frame: frame)
    rowSizes(tracks.rows, left: left, frame: frame)
  }

  /// Shades the margins a grid declares beside its tracks.
  ///
  /// `tracks` holds the edges of the box around the tracks. A margin with a weight takes the whole room between the tracks and the
  /// frame, one without at most its size (all the room when that is within 10⁻⁶ of it). The
  /// free space the grid's `align` leaves around its tracks is no margin and stays unshaded.
  mutating func gridMargins(
    _ margin: SpacingInsets, frame: Rect,
    tracks: (left: Double, top: Double, right: Double, bottom: Double)
  ) {
    /// The drawn length of `margin`, with `room` between the tracks and the frame's edge.
    func length(_ margin: Spacing, room: Double) -> Double {
      guard room > 0 else { return 0 }
      return margin.stretch > 0 || margin.size >= room - 1e-6 ? room : margin.size
    }
    let (left, top, right, bottom) = tracks
    let frameRight = frame.x + frame.width
    let frameBottom = frame.y + frame.height
    let leftRoom = left - frame.x
    let topRoom = top - frame.y
    let rightRoom = frameRight - right
    let bottomRoom = frameBottom - bottom
    let leftLength = length(margin.left, room: leftRoom)
    let topLength = length(margin.top, room: topRoom)
    let rightLength = length(margin.right, room: rightRoom)
    let bottomLength = length(margin.bottom, room: bottomRoom)
    // The outer edges of the margins: the frame's own where a margin fills its room.
    let outerLeft = leftLength == leftRoom ? frame.x : left - leftLength
    let outerTop = topLength == topRoom ? frame.y : top - topLength
    let outerRight = rightLength == rightRoom ? frameRight : right + rightLength
    let outerBottom = bottomLength == bottomRoom ? frameBottom : bottom + bottomLength
    let width =
      outerLeft == frame.x && outerRight == frameRight ? frame.width : outerRight - outerLeft
    band(Rect(x: outerLeft, y: outerTop, width: width, height: top - outerTop), "margin")
    band(Rect(x: outerLeft, y: bottom, width: width, height: outerBottom - bottom), "margin")
    band(Rect(x: outerLeft, y: top, width: left - outerLeft, height: bottom - top), "margin")
    band(Rect(x: right, y: top, width: outerRight - right, height: bottom - top), "margin")
  }

  /// A line at both edges of every track (once where edges meet), across the other axis's
  /// tracks.
  mutating func trackLines(
    _ tracks: [LayoutAnswer.Track], from start: Double, to end: Double, vertical: Bool, key: String
  ) {
    var drawn: [Double] = []
    for (index, track) in tracks.enumerated() {
      for edge in [track.offset, track.end] where !drawn.contains(edge) {
        drawn.append(edge)
        let name = "\(key).\(vertical ? "col" : "row")[\(index)]"
        let attributes = [("class", "track"), ("data-track", name)]
        if vertical {
          canvas.line(edge, start, edge, end, to: .lines, attributes: attributes)
        } else {
          canvas.line(start, edge, end, edge, to: .lines, attributes: attributes)
        }
      }
    }
  }

  /// Each column's width centred over it: above the rows when there is room (the grid's top
  /// margin, or the room above the root), else just inside the top edge on a light pill.
  mutating func columnSizes(_ columns: [LayoutAnswer.Track], top: Double, frame: Rect) {
    var room = top - frame.y
    if frame.y <= metrics.bounds.y { room += metrics.padTop }
    // Above the rows, smaller if need be, while that stays readable.
    let outside = room / 1.3 >= metrics.trackFont * 0.6
    let font = outside ? min(metrics.trackFont, room / 1.3) : metrics.trackFont
    for column in columns {
      let text = Self.short(column.length)
      let fitted = min(
        font, (column.length - metrics.stroke * 2) / (SVGText.advance * Double(text.count)))
      guard fitted >= metrics.minFont else { continue }
      let centre = column.offset + column.length / 2
      let baseline = outside ? top - fitted * 0.35 : top + fitted * 1.05
      if !outside { pill(text, centreX: centre, baseline: baseline, font: fitted) }
      canvas.text(
        [text], x: centre, y: baseline, fontSize: fitted, to: .labels,
        attributes: [("class", "track-size")])
    }
  }

  /// Each row's height beside it: left of the columns when there is room, else just inside
  /// the left edge on a light pill.
  mutating func rowSizes(_ rows: [LayoutAnswer.Track], left: Double, frame: Rect) {
    var room = left - frame.x
    if frame.x <= metrics.bounds.x { room += metrics.padLeft }
    for row in rows {
      let text = Self.short(row.length)
      var fitted = min(metrics.trackFont, (row.length - metrics.stroke * 2) / SVGText.lineHeight)
      // Left of the columns, smaller if need be, while that stays readable.
      let outsideFont = room / (Double(text.count) * SVGText.advance + 0.6)
      let outside = outsideFont >= fitted * 0.6
      if outside { fitted = min(fitted, outsideFont) }
      guard fitted >= metrics.minFont else { continue }
      let width = Double(text.count) * SVGText.advance * fitted
      let centre = row.offset + row.length / 2
      let baseline = centre + fitted * 0.35
      if outside {
        canvas.text(
          [text], x: left - fitted * 0.3, y: baseline, fontSize: fitted, to: .labels,
          attributes: [("class", "track-size")], anchor: "end")
      } else {
        let x = left + fitted * 0.3
        pill(text, centreX: x + width / 2, baseline: baseline, font: fitted)
        canvas.text(
          [text], x: x, y: baseline, fontSize: fitted, to: .labels,
          attributes: [("class", "track-size")], anchor: "start")
      }
    }
  }

  /// A light rectangle behind a track size drawn over the grid.
  mutating func pill(_ text: String, centreX: Double, baseline: Double, font: Double) {
    let width = (Double(text.count) * SVGText.advance + 0.4) * font
    canvas.rect(
      Rect(x: centreX - width / 2, y: baseline - font * 0.95, width: width, height: font * 1.25),
      to: .labels, attributes: [("class", "track-pill")])
  }

  // MARK: - Grid trees

  /// A grid tree: every grid's cell outlined, paddings and spacings between child grids shaded.
  mutating func gridTree(_ layout: GridTreeLayout, key: String, frame: Rect) {
    guard let cells = answer.cells[key], !cells.isEmpty else { return }
    var index = 0
    treeCell(layout.grid, cells: cells, index: &index, key: key)
  }

  /// Grid `grid` at preorder `index` (advanced past its subtree) and its children.
  mutating func treeCell(_ grid: GridTreeNode, cells: [Rect], index: inout Int, key: String) {
    guard index < cells.count else { return }
    let cell = cells[index]
    canvas.rect(
      cell, to: .lines, attributes: [("class", "cell"), ("data-cell", "\(key).cells[\(index)]")],
      title: "\(key) grid \(index) \(Self.describe(cell))")
    index += 1
    if grid.padding != Insets() { margins(grid.padding, frame: cell, kind: "padding") }
    guard let direction = grid.direction, !grid.children.isEmpty else { return }
    var childCells: [Rect] = []
    for child in grid.children {
      if index < cells.count { childCells.append(cells[index]) }
      treeCell(child, cells: cells, index: &index, key: key)
    }
    for (before, after) in zip(childCells, childCells.dropFirst()) {
      if direction == .cols {
        let start = before.x + before.width
        band(Rect(x: start, y: before.y, width: after.x - start, height: before.height), "spacing")
      } else {
        let start = before.y + before.height
        band(Rect(x: before.x, y: start, width: before.width, height: after.y - start), "spacing")
      }
    }
  }
}
