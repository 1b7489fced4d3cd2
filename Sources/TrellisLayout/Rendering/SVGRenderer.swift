/// Draws a solved layout as an SVG picture: the container bounds, shaded margins, paddings and
/// spacings, grid track lines with their sizes, grid-tree cells, every item's frame labelled
/// with its id, and optional highlights (rules that gave way) with a legend.
///
/// The renderer is a pure function of a document and its answer. A container without an id
/// is drawn when the answer is a solve of that very document (its frames by node,
/// `FrameTable[node:]`) or has a frame under its JSON path (`root.children[1]`); its tracks or
/// grid-tree cells are drawn when the answer has them under its JSON path, which
/// `LayoutDocument.namingEveryNode()` arranges; `render(solving:engine:)` in the `Trellis`
/// module does both.
///
/// ```swift
/// let document = try LayoutDocument(json: text).namingEveryNode()
/// let answer = try solve(document)
/// let svg = SVGRenderer().render(document, answer)
/// ```
///
/// Every item is a `<rect class="item" data-id="…">` at exactly its frame inside the
/// `<g class="layout">` group, and its label a `<text class="label" data-for="…">`. Labels use
/// a monospace font sized to the box: a 20-character id stays inside a 40-point cell, wrapped
/// onto up to three lines or truncated with `…`, never overlapping its neighbours. An item 0
/// wide or 0 high is also drawn as `<line class="item-marker">`s, labelled beside them. Only the
/// margins a document declares are shaded. Highlights' numbered badges are placed clear of one
/// another and of every label (`BadgeLayout`, internal).
public struct SVGRenderer: Sendable {
  /// What to draw besides the layout.
  public var options: Options

  /// Makes a renderer.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// What to draw besides the layout.
  public struct Options: Sendable, Equatable {
    /// A caption under the picture (for example the file name), before the engine and size.
    public var title: String?
    /// Rules to highlight in red, numbered, with a legend under the picture.
    public var highlights: [Highlight]
    /// Whether the answer's diagnostics are listed under the picture.
    public var showsDiagnostics: Bool
    /// Whether an over-constrained answer's report (its required conflict and the rules that
    /// gave way, ``Highlight/relaxedRules(of:)``) is highlighted after ``highlights``.
    public var showsRelaxedRules: Bool
    /// Screen pixels per layout point for the `width` and `height` attributes; `nil` picks one
    /// that makes the longer side at least 800 pixels (never below 1).
    public var scale: Double?

    /// Makes options: no title, no highlights of your own, diagnostics and relaxed rules
    /// shown, automatic scale.
    public init(
      title: String? = nil, highlights: [Highlight] = [], showsDiagnostics: Bool = true,
      showsRelaxedRules: Bool = true, scale: Double? = nil
    ) {
      self.title = title
      self.highlights = highlights
      self.showsDiagnostics = showsDiagnostics
      self.showsRelaxedRules = showsRelaxedRules
      self.scale = scale
    }
  }

  /// A rule to highlight: an over-constrained document's rule that gave way, say.
  public struct Highlight: Sendable, Equatable {
    /// The rule's name: an id or a JSON path (`constraints[0]`, `main.col[2].min`).
    public var label: String
    /// What happened to it (`strong: wanted ≥ 120, got 96, violated by 24`).
    public var message: String
    /// The region it concerns, in root coordinates, outlined in red; `nil` for the legend only.
    public var rect: Rect?

    /// Makes a highlight.
    public init(label: String, message: String, rect: Rect? = nil) {
      self.label = label
      self.message = message
      self.rect = rect
    }
  }

  /// The picture of `answer`, the solution of `document`, as an SVG document.
  ///
  /// - Complexity: O(nodes + tracks + cells + label characters).
  public func render(_ document: LayoutDocument, _ answer: LayoutAnswer) -> String {
    let highlights =
      options.highlights + (options.showsRelaxedRules ? Highlight.relaxedRules(of: answer) : [])
    let bounds = Self.bounds(answer, highlights: highlights)
    let metrics = Metrics(bounds: bounds)
    var drawing = Drawing(answer: answer, document: document, metrics: metrics)
    drawing.node(document.root, number: 0, path: "root")
    drawing.items()
    drawing.highlights(highlights)

    let legend = legendLines(
      answer, highlights: highlights, metrics: metrics, width: metrics.canvasWidth)
    // Badges that found no room near their regions stand right of the layout, maybe lower.
    let overflow = drawing.badgeOverflow
    let layoutHeight = max(bounds.height, overflow.map { $0.y + $0.height - bounds.y } ?? 0)
    let canvasWidth = max(
      metrics.canvasWidth,
      overflow.map { metrics.padLeft + $0.x + $0.width - bounds.x + metrics.padRight / 2 } ?? 0)
    let captionTop = metrics.padTop + layoutHeight + metrics.base * 0.5
    var bottom = captionTop
    var overlay = SVGCanvas()
    for line in legend {
      bottom += line.fontSize * SVGText.lineHeight
      overlay.text(
        [line.text], x: metrics.padLeft, y: bottom - line.fontSize * 0.25,
        fontSize: line.fontSize, to: .labels,
        attributes: [("class", line.kind), ("xml:space", "preserve")], anchor: "start")
    }
    let canvasHeight = (bottom + metrics.padBottom).rounded(.up)
    let scale = options.scale ?? max(1, 800 / max(canvasWidth, canvasHeight, 1))

    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
      + " width=\"\(SVGCanvas.number(canvasWidth * scale))\""
      + " height=\"\(SVGCanvas.number(canvasHeight * scale))\""
      + " viewBox=\"0 0 \(SVGCanvas.number(canvasWidth)) \(SVGCanvas.number(canvasHeight))\""
      + " font-family=\"\(SVGText.fontFamily)\">\n"
    svg += "  <style>\n\(metrics.style)  </style>\n"
    svg += "  <rect class=\"background\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\"/>\n"
    svg +=
      "  <g class=\"layout\" transform=\"translate(\(SVGCanvas.number(metrics.padLeft - bounds.x)) "
      + "\(SVGCanvas.number(metrics.padTop - bounds.y)))\">\n"
    svg += drawing.canvas.body
    svg += "  </g>\n  <g class=\"legend\">\n"
    svg += overlay.body
    svg += "  </g>\n</svg>\n"
    return svg
  }

  /// The region to draw: the root's bounds, grown to every frame and highlight outside them
  /// (content overflowing its container).
  static func bounds(_ answer: LayoutAnswer, highlights: [Highlight]) -> Rect {
    func finite(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    var left = 0.0
    var top = 0.0
    var right = finite(answer.size.horizontal)
    var bottom = finite(answer.size.vertical)
    for rect in answer.frames.map(\.value) + highlights.compactMap(\.rect) {
      guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
      left = min(left, rect.x)
      top = min(top, rect.y)
      right = max(right, rect.x + max(0, rect.width))
      bottom = max(bottom, rect.y + max(0, rect.height))
    }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
