extension SVGRenderer.Drawing {
  /// Whether an item's frame has no area (0 wide or 0 high) at a finite place: its rectangle
  /// would not show, so it gets a marker and a label beside it.
  static func isZeroSize(_ frame: Rect) -> Bool {
    [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
      && (frame.width <= 0 || frame.height <= 0)
  }

  /// Draws a zero-size item's marker and returns the box it covers, kept clear of badges and
  /// labels.
  ///
  /// The marker is a line with a tick at each end where the item is 0 wide or 0 high (an
  /// I-beam along its one length), a small cross where it is a point.
  mutating func zeroSizeMarker(_ id: String, frame: Rect) -> Rect {
    let tick = metrics.base * 0.25
    let x = frame.x
    let y = frame.y
    let width = max(0, frame.width)
    let height = max(0, frame.height)
    let segments: [(Double, Double, Double, Double)]
    let box: Rect
    if height > 0 {
      segments = [
        (x, y, x, y + height), (x - tick, y, x + tick, y),
        (x - tick, y + height, x + tick, y + height),
      ]
      box = Rect(x: x - tick, y: y, width: 2 * tick, height: height)
    } else if width > 0 {
      segments = [
        (x, y, x + width, y), (x, y - tick, x, y + tick),
        (x + width, y - tick, x + width, y + tick),
      ]
      box = Rect(x: x, y: y - tick, width: width, height: 2 * tick)
    } else {
      segments = [
        (x - tick, y - tick, x + tick, y + tick), (x - tick, y + tick, x + tick, y - tick),
      ]
      box = Rect(x: x - tick, y: y - tick, width: 2 * tick, height: 2 * tick)
    }
    for (x1, y1, x2, y2) in segments {
      canvas.line(
        x1, y1, x2, y2, to: .items, attributes: [("class", "item-marker"), ("data-for", id)])
    }
    canvas.reserve(box)
    return box
  }

  /// The labels of zero-size items (their id, and their size under it) beside their markers,
  /// moved inside the picture if need be: on the first side, of the four next to the marker
  /// and of those one and two lines further out, clear of every item with area and of the
  /// labels and markers drawn so far; else clear of labels and markers only; else next to the
  /// marker.
  ///
  /// - Complexity: O(items + labels) to index them, then about constant per label.
  mutating func zeroSizeLabels(_ markers: [(id: String, frame: Rect, marker: Rect)]) {
    guard !markers.isEmpty else { return }
    let cell = metrics.base * 4
    let frames = RectIndex(cell: cell, itemFrames.map(\.frame))
    var reserved = RectIndex(cell: cell, canvas.reserved)
    let outer = metrics.placementArea
    let inset = metrics.stroke * 2
    let area = Rect(
      x: outer.x + inset, y: outer.y + inset, width: outer.width - 2 * inset,
      height: outer.height - 2 * inset)
    let font = max(metrics.minFont, metrics.trackFont)
    let sizeFont = max(metrics.minFont, font * 0.8)
    let gap = metrics.base * 0.2
    for (id, frame, marker) in markers {
      let size = "\(Self.short(max(0, frame.width)))×\(Self.short(max(0, frame.height)))"
      let width = max(
        Double(id.count) * SVGText.advance * font, Double(size.count) * SVGText.advance * sizeFont)
      let height = (font + sizeFont) * SVGText.lineHeight
      let middleY = marker.y + marker.height / 2 - height / 2
      let middleX = marker.x + marker.width / 2 - width / 2
      // Each side next to the marker, then a line and two lines further out.
      var sides: [Rect] = []
      for out in [0, height, 2 * height] {
        let right = Rect(
          x: marker.x + marker.width + gap + out, y: middleY, width: width, height: height)
        let left = Rect(x: marker.x - gap - width - out, y: middleY, width: width, height: height)
        let above = Rect(
          x: middleX, y: marker.y - gap - height - out, width: width, height: height)
        let below = Rect(
          x: middleX, y: marker.y + marker.height + gap + out, width: width, height: height)
        // A line across (0 high) is labelled over or under it, one along or a point beside it.
        sides +=
          frame.height <= 0 && frame.width > 0
          ? [above, below, right, left] : [right, left, above, below]
      }
      let inside = sides.map { Self.clamped($0, into: area) }.filter { Self.contains(area, $0) }
      let box =
        inside.first { !frames.overlapsAny($0) && !reserved.overlapsAny($0) }
        ?? inside.first { !reserved.overlapsAny($0) } ?? inside.first ?? sides[0]
      let centre = box.x + box.width / 2
      canvas.text(
        [id], x: centre, y: box.y + font * 0.95, fontSize: font, to: .labels,
        attributes: [("class", "label"), ("data-for", id)])
      canvas.text(
        [size], x: centre, y: box.y + font * SVGText.lineHeight + sizeFont * 0.95,
        fontSize: sizeFont, to: .labels, attributes: [("class", "size")])
      reserved.insert(box)
    }
  }

  /// `box` moved the least to lie inside `area` (if it can: no larger than it).
  static func clamped(_ box: Rect, into area: Rect) -> Rect {
    var box = box
    box.x = max(area.x, min(box.x, area.x + area.width - box.width))
    box.y = max(area.y, min(box.y, area.y + area.height - box.height))
    return box
  }

  /// Whether `inner` lies inside `outer`.
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
      && inner.y + inner.height <= outer.y + outer.height
  }
}
