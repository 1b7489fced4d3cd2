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

extension Substring {
  /// The text without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return self[..<end]
  }
}
