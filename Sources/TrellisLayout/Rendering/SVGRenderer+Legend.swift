extension SVGRenderer {
  /// One line of text under the picture.
  struct LegendLine: Equatable {
    /// The text.
    var text: String
    /// Its class: `caption`, `legend-highlight` or `legend-diagnostic`.
    var kind: String
    /// Its font size.
    var fontSize: Double
  }

  /// The caption (title, engine, size), then each highlight numbered as on the picture, then
  /// the diagnostics, each wrapped to `width`.
  func legendLines(
    _ answer: LayoutAnswer, highlights: [Highlight], metrics: Metrics, width: Double
  ) -> [LegendLine] {
    let font = metrics.legendFont
    let columns = max(
      16,
      SVGText.whole((width - metrics.padLeft) / (SVGText.advance * font), atMost: 1 << 20))
    var caption = [
      "\(answer.engine) engine",
      "\(Drawing.short(answer.size.horizontal)) × \(Drawing.short(answer.size.vertical))",
    ]
    if let title = options.title { caption.insert(title, at: 0) }
    var lines = Self.wrap(caption.joined(separator: " · "), columns: columns).map {
      LegendLine(text: $0, kind: "caption", fontSize: font)
    }
    for (index, highlight) in highlights.enumerated() {
      let text = "[\(index + 1)] \(highlight.label): \(highlight.message)"
      lines += Self.wrap(text, columns: columns).map {
        LegendLine(text: $0, kind: "legend-highlight", fontSize: font)
      }
    }
    if options.showsDiagnostics {
      for diagnostic in answer.diagnostics {
        let text = "\(diagnostic.severity.rawValue) \(diagnostic.path): \(diagnostic.message)"
        lines += Self.wrap(text, columns: columns).map {
          LegendLine(text: $0, kind: "legend-diagnostic", fontSize: font)
        }
      }
    }
    return lines
  }

  /// `text` broken into lines of at most `columns` characters, at spaces where possible;
  /// continuation lines are indented by four spaces.
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    // Counted once and kept up to date: counting what is left on each line would make a long
    // label quadratic.
    var remaining = rest.count
    var width = columns
    while remaining > width {
      let window = rest.prefix(width)
      let cut = window.lastIndex(of: " ").map { rest.index(after: $0) } ?? window.endIndex
      let line = rest[..<cut]
      lines.append((lines.isEmpty ? "" : "    ") + line.trimmingTrailingSpaces())
      remaining -= line.count
      rest = rest[cut...]
      width = columns - 4
    }
    lines.append((lines.isEmpty ? "" : "    ") + rest)
    return lines
  }
}

extension SVGRenderer.Drawing {
  /// Each highlight with a region: the region outlined in red with its number in a badge at
  /// its top-left corner.
  mutating func highlights(_ highlights: [SVGRenderer.Highlight]) {
    var badges: [(x: Double, y: Double)] = []
    for (index, highlight) in highlights.enumerated() {
      guard let rect = highlight.rect else { continue }
      canvas.rect(
        rect, to: .highlights,
        attributes: [("class", "highlight"), ("data-rule", highlight.label)],
        title: "\(highlight.label): \(highlight.message)")
      let radius = metrics.base * 0.6
      let number = "\(index + 1)"
      guard rect.x.isFinite, rect.y.isFinite else { continue }
      // Badges at one corner go one under the other.
      var y = rect.y
      while badges.contains(where: {
        abs($0.x - rect.x) < radius * 1.9 && abs($0.y - y) < radius * 1.9
      }) {
        y += radius * 2.1
      }
      badges.append((rect.x, y))
      canvas.add(
        SVGCanvas.element(
          "circle",
          [
            ("class", "badge"), ("cx", SVGCanvas.number(rect.x)),
            ("cy", SVGCanvas.number(y)), ("r", SVGCanvas.number(radius)),
          ]), to: .highlights)
      let font = min(radius * 1.2, radius * 1.8 / (SVGText.advance * Double(number.count)))
      canvas.text(
        [number], x: rect.x, y: y + font * 0.35, fontSize: font, to: .highlights,
        attributes: [("class", "badge-number")])
    }
  }
}

extension Substring {
  /// The text without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return self[..<end]
  }
}
