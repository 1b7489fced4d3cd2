extension SVGRenderer.Drawing {
  /// Each highlight with a region: the region outlined in red, then its number in a badge that
  /// ``BadgeLayout`` places near it, clear of every label and of the other badges.
  ///
  /// Drawn last, so that the badges see every label. A badge off its region has a line to it;
  /// one that found no room near its region sits right of the layout, and ``badgeOverflow``
  /// grows the picture to hold it.
  mutating func highlights(_ highlights: [SVGRenderer.Highlight]) {
    var regions: [(number: Int, rect: Rect)] = []
    for (index, highlight) in highlights.enumerated() {
      guard let rect = highlight.rect else { continue }
      canvas.rect(
        rect, to: .highlights,
        attributes: [("class", "highlight"), ("data-rule", highlight.label)],
        title: "\(highlight.label): \(highlight.message)")
      guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
      regions.append((index + 1, rect))
    }
    guard !regions.isEmpty else { return }
    let radius = metrics.badgeRadius
    var layout = BadgeLayout(
      radius: radius, area: metrics.placementArea,
      obstacles: RectIndex(cell: radius * 4, canvas.reserved))
    let badges = regions.map { (number: $0.number, badge: layout.place($0.rect)) }
    // Lines first, so that no line crosses a badge.
    for (number, badge) in badges {
      if let end = badge.leader {
        canvas.line(
          badge.x, badge.y, end.x, end.y, to: .highlights,
          attributes: [("class", "badge-leader"), ("data-badge", "\(number)")])
      }
    }
    for (number, badge) in badges {
      let square = layout.square(badge.x, badge.y)
      if !Self.contains(metrics.placementArea, square) {
        badgeOverflow = badgeOverflow.map { Self.union($0, square) } ?? square
      }
      canvas.add(
        SVGCanvas.element(
          "circle",
          [
            ("class", "badge"), ("data-badge", "\(number)"), ("cx", SVGCanvas.number(badge.x)),
            ("cy", SVGCanvas.number(badge.y)), ("r", SVGCanvas.number(radius)),
          ]), to: .highlights)
      let text = "\(number)"
      let font = min(radius * 1.2, radius * 1.8 / (SVGText.advance * Double(text.count)))
      canvas.text(
        [text], x: badge.x, y: badge.y + font * 0.35, fontSize: font, to: .highlights,
        attributes: [("class", "badge-number")])
    }
  }
}
