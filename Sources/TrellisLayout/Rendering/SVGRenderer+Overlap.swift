extension SVGRenderer.Drawing {
  /// For each frame, the bounding box of the parts of later frames (drawn over it) that
  /// overlap it, or `nil` when none does.
  ///
  /// - Complexity: O(n log n) plus, for each frame, the frames whose left edge lies within the
  ///   widest frame's width of its span.
  static func covers(_ frames: [Rect]) -> [Rect?] {
    let order = frames.indices.filter { frames[$0].width > 0 && frames[$0].height > 0 }
      .sorted { frames[$0].x < frames[$1].x }
    let lefts = order.map { frames[$0].x }
    let widest = order.map { frames[$0].width }.max() ?? 0
    var result = [Rect?](repeating: nil, count: frames.count)
    for index in order {
      let frame = frames[index]
      // The first frame whose left edge is within `widest` of this one's.
      var low = 0
      var high = lefts.count
      while low < high {
        let middle = (low + high) / 2
        if lefts[middle] < frame.x - widest { low = middle + 1 } else { high = middle }
      }
      var cover: Rect?
      for position in low..<lefts.count {
        guard lefts[position] < frame.x + frame.width else { break }
        let other = order[position]
        guard other > index, let overlap = intersection(frame, frames[other]) else { continue }
        cover = cover.map { union($0, overlap) } ?? overlap
      }
      result[index] = cover
    }
    return result
  }

  /// The overlap of two frames, or `nil` when it has no area.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let left = max(a.x, b.x)
    let right = min(a.x + a.width, b.x + b.width)
    let top = max(a.y, b.y)
    let bottom = min(a.y + a.height, b.y + b.height)
    guard left < right, top < bottom else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The bounding box of two frames.
  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let left = min(a.x, b.x)
    let top = min(a.y, b.y)
    return Rect(
      x: left, y: top, width: max(a.x + a.width, b.x + b.width) - left,
      height: max(a.y + a.height, b.y + b.height) - top)
  }

  /// The label of an item partly hidden under `cover`: in whichever strip of its frame left,
  /// right, above or below `cover` takes the largest font; none when no strip fits one.
  mutating func coveredLabel(_ id: String, frame: Rect, cover: Rect) {
    let right = frame.x + frame.width
    let bottom = frame.y + frame.height
    let strips = [
      Rect(x: frame.x, y: frame.y, width: cover.x - frame.x, height: frame.height),
      Rect(
        x: cover.x + cover.width, y: frame.y, width: right - cover.x - cover.width,
        height: frame.height),
      Rect(x: frame.x, y: frame.y, width: frame.width, height: cover.y - frame.y),
      Rect(
        x: frame.x, y: cover.y + cover.height, width: frame.width,
        height: bottom - cover.y - cover.height),
    ]
    var best: (strip: Rect, label: SVGText.Fitted)?
    for strip in strips where strip.width > 0 && strip.height > 0 {
      let inset = min(metrics.stroke * 2, strip.width * 0.1, strip.height * 0.1)
      guard
        let label = SVGText.fit(
          id, width: strip.width - 2 * inset, height: strip.height - 2 * inset,
          maxFont: metrics.base * 0.8, minFont: metrics.minFont),
        best.map({ label.fontSize > $0.label.fontSize }) ?? true
      else { continue }
      best = (strip, label)
    }
    guard let (strip, label) = best else { return }
    let top = strip.y + strip.height / 2 - label.height / 2
    canvas.text(
      label.lines, x: strip.x + strip.width / 2, y: top + label.fontSize * 0.95,
      fontSize: label.fontSize, to: .labels, attributes: [("class", "label"), ("data-for", id)])
  }
}
