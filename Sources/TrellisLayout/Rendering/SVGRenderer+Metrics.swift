extension SVGRenderer {
  /// Sizes that scale with the layout: the base font, strokes, the room around the layout for
  /// track sizes, and the style sheet written with them.
  struct Metrics {
    /// The region drawn: the root's bounds and whatever overflows them.
    var bounds: Rect
    /// The width drawn.
    var width: Double { bounds.width }
    /// The height drawn.
    var height: Double { bounds.height }
    /// The largest label font: 1/48 of the layout's longer side, between 9 and 22 points.
    var base: Double
    /// The stroke width of outlines.
    var stroke: Double
    /// Room left of the layout (row sizes of a grid at the root's left edge).
    var padLeft: Double
    /// Room above the layout (column sizes of a grid at the root's top edge).
    var padTop: Double
    /// Room right of the layout.
    var padRight: Double
    /// Room under the legend.
    var padBottom: Double

    /// Metrics for drawing `bounds`.
    init(bounds: Rect) {
      self.bounds = bounds
      base = min(22, max(9, max(bounds.width, bounds.height) / 48))
      stroke = base / 14
      padLeft = (base * 2.4).rounded(.up)
      padTop = (base * 1.4).rounded(.up)
      padRight = base.rounded(.up)
      padBottom = (base * 0.6).rounded(.up)
    }

    /// The font of track sizes.
    var trackFont: Double { base * 0.6 }
    /// The largest font of container labels.
    var containerFont: Double { base * 0.5 }
    /// The smallest font of any label; smaller ones are truncated.
    var minFont: Double { max(1.5, base * 0.22) }
    /// The font of the caption and legend.
    var legendFont: Double { base * 0.65 }
    /// The radius of a highlight's numbered badge.
    var badgeRadius: Double { base * 0.6 }
    /// Where badges and the labels of zero-size items may go, in layout coordinates: the
    /// picture above the caption (the layout and the room around it).
    var placementArea: Rect {
      Rect(
        x: bounds.x - padLeft, y: bounds.y - padTop, width: canvasWidth,
        height: padTop + bounds.height + base * 0.5)
    }
    /// The picture's width: the layout's, or more for a caption of 56 characters.
    var canvasWidth: Double {
      max(padLeft + width + padRight, padLeft + (56 * SVGText.advance * legendFont).rounded(.up))
    }

    /// The style sheet: colours by class, strokes in layout points.
    var style: String {
      let s = SVGCanvas.number(stroke)
      let dash = "\(SVGCanvas.number(stroke * 4)) \(SVGCanvas.number(stroke * 3))"
      let dot = "\(SVGCanvas.number(stroke * 1.5)) \(SVGCanvas.number(stroke * 2))"
      return """
            .background { fill: #ffffff; }
            .root { fill: #f8fafc; stroke: #334155; stroke-width: \(s); }
            .container { fill: none; stroke: #64748b; stroke-width: \(s); stroke-dasharray: \(dash); }
            .margin, .padding { fill: #f59e0b; fill-opacity: 0.25; }
            .spacing { fill: #10b981; fill-opacity: 0.25; }
            .cell { fill: none; stroke: #0f766e; stroke-width: \(s); stroke-dasharray: \(dot); }
            .track { stroke: #7c3aed; stroke-width: \(s); stroke-dasharray: \(dot); }
            .track-size { fill: #5b21b6; }
            .track-pill { fill: #ffffff; fill-opacity: 0.85; }
            .item { fill: #dbeafe; stroke: #1d4ed8; stroke-width: \(s); }
            .label { fill: #0f172a; }
            .size { fill: #475569; }
            .container-label { fill: #475569; }
            .highlight { fill: #ef4444; fill-opacity: 0.08; stroke: #dc2626; \
        stroke-width: \(SVGCanvas.number(stroke * 2.5)); }
            .badge { fill: #dc2626; stroke: #ffffff; stroke-width: \(s); }
            .badge-leader { stroke: #dc2626; stroke-width: \(s); }
            .item-marker { stroke: #1d4ed8; stroke-width: \(SVGCanvas.number(stroke * 1.5)); }
            .badge-number { fill: #ffffff; font-weight: bold; }
            .caption { fill: #334155; }
            .legend-highlight { fill: #b91c1c; }
            .legend-diagnostic { fill: #92400e; }

        """
    }
  }
}
