extension SVGRenderer {
  /// One walk over the document tree with the answer, drawing into a canvas.
  struct Drawing {
    /// The answer being drawn.
    let answer: LayoutAnswer
    /// The document drawn.
    let document: LayoutDocument
    /// Whether the answer has the frame of every node of ``document`` by number (it is a
    /// solve of that document): then nodes without an id are drawn too.
    let byNode: Bool
    /// Sizes that scale with the layout.
    let metrics: Metrics
    /// What has been drawn.
    var canvas = SVGCanvas()
    /// The items met so far, in drawing order, drawn by ``items()``.
    var itemFrames: [(id: String, frame: Rect)] = []
    /// The box around the badges placed right of the layout, where the picture must grow.
    var badgeOverflow: Rect?

    /// Makes a drawing of `answer`, the answer of `document`.
    init(answer: LayoutAnswer, document: LayoutDocument, metrics: Metrics) {
      self.answer = answer
      self.document = document
      self.byNode = answer.frames.isByNode(of: document)
      self.metrics = metrics
    }

    /// The name a node is reported under: its id, or its JSON path.
    static func key(_ node: LayoutNode, path: String) -> String { node.id ?? path }

    /// The frame of `node`, node number `number` at JSON path `path`: by number when the
    /// answer has frames by node, else by id or path.
    func frame(_ node: LayoutNode, number: Int, path: String) -> Rect? {
      byNode ? answer.frames[node: number] : answer.frames[Self.key(node, path: path)]
    }

    /// The frames of a container's children (`nil` for those the answer does not have).
    func childFrames(_ node: LayoutNode, number: Int, path: String) -> [Rect?] {
      zip(node.children.indices, document.plan.childNumbers(of: number)).map { index, child in
        frame(node.children[index], number: child, path: "\(path).children[\(index)]")
      }
    }

    /// Draws `node` (node number `number`, at JSON path `path`) and its descendants.
    mutating func node(_ node: LayoutNode, number: Int, path: String) {
      let key = Self.key(node, path: path)
      let frame = frame(node, number: number, path: path)
      if case .item = node.content {
        if let frame { itemFrames.append((key, frame)) }
        return
      }
      if let frame { container(node, number: number, key: key, path: path, frame: frame) }
      for (index, (child, childNumber)) in zip(
        node.children, document.plan.childNumbers(of: number)
      ).enumerated() {
        self.node(child, number: childNumber, path: "\(path).children[\(index)]")
      }
    }

    // MARK: - Items

    /// Every item met by ``node(_:number:path:)``: its rectangle and label; an item partly hidden
    /// by later ones gets its label in the largest strip they leave uncovered, and one without
    /// area a marker, labelled beside it once every other label is drawn.
    mutating func items() {
      let covers = Self.covers(itemFrames.map(\.frame))
      var markers: [(id: String, frame: Rect, marker: Rect)] = []
      for (index, item) in itemFrames.enumerated() {
        canvas.rect(
          item.frame, to: .items, attributes: [("class", "item"), ("data-id", item.id)],
          title: "\(item.id) \(Self.describe(item.frame))")
        if Self.isZeroSize(item.frame) {
          markers.append((item.id, item.frame, zeroSizeMarker(item.id, frame: item.frame)))
        } else if let cover = covers[index] {
          coveredLabel(item.id, frame: item.frame, cover: cover)
        } else {
          label(item.id, frame: item.frame)
        }
      }
      zeroSizeLabels(markers)
    }

    /// An item's label centred in its frame: the id, and its size when there is room.
    mutating func label(_ id: String, frame: Rect) {
      let inset = min(metrics.base * 0.3, frame.width * 0.08, frame.height * 0.08)
      let width = frame.width - 2 * inset
      let height = frame.height - 2 * inset
      guard
        let label = SVGText.fit(
          id, width: width, height: height, maxFont: metrics.base, minFont: metrics.minFont)
      else { return }
      let size = "\(Self.short(frame.width))×\(Self.short(frame.height))"
      let sizeFont = min(label.fontSize * 0.7, width / (SVGText.advance * Double(size.count)))
      let showsSize =
        sizeFont >= metrics.minFont
        && label.height + sizeFont * SVGText.lineHeight * 1.3 <= height
      let block = label.height + (showsSize ? sizeFont * SVGText.lineHeight : 0)
      let top = frame.y + frame.height / 2 - block / 2
      let centre = frame.x + frame.width / 2
      canvas.text(
        label.lines, x: centre, y: top + label.fontSize * 0.95, fontSize: label.fontSize,
        to: .labels, attributes: [("class", "label"), ("data-for", id)])
      if showsSize {
        canvas.text(
          [size], x: centre, y: top + label.height + sizeFont * 0.95, fontSize: sizeFont,
          to: .labels, attributes: [("class", "size")])
      }
    }

    // MARK: - Containers

    /// A container's outline and label, then what its kind shades: margins and spacings of a
    /// linear or stack container, tracks of a grid, cells of a grid tree.
    mutating func container(
      _ node: LayoutNode, number: Int, key: String, path: String, frame: Rect
    ) {
      let isRoot = path == "root"
      canvas.rect(
        frame, to: .containers,
        attributes: [("class", isRoot ? "root" : "container"), ("data-id", key)],
        title: "\(key) (\(Self.kind(node))) \(Self.describe(frame))")
      switch node.content {
      case .item: return
      case .linear(let layout):
        margins(layout.margin, frame: frame)
        linearSpacings(
          layout, frames: childFrames(node, number: number, path: path).compactMap { $0 },
          frame: frame)
      case .stack(let layout):
        margins(layout.margin, frame: frame)
      case .grid(let layout):
        grid(layout, key: key, frame: frame)
      case .gridTree(let layout):
        gridTree(layout, key: key, frame: frame)
      }
      if !isRoot {
        containerLabel(
          key, childFrames: childFrames(node, number: number, path: path), frame: frame)
      }
    }

    /// The container's name in its top-left corner, in the room above its first child.
    mutating func containerLabel(_ key: String, childFrames: [Rect?], frame: Rect) {
      var room = frame.height
      for childFrame in childFrames {
        if let childFrame, childFrame.width > 0, childFrame.height > 0,
          childFrame.x < frame.x + frame.width, childFrame.x + childFrame.width > frame.x
        {
          room = min(room, childFrame.y - frame.y)
        }
      }
      let inset = metrics.stroke * 2
      guard
        let label = SVGText.fit(
          key, width: frame.width - 2 * inset, height: room - inset,
          maxFont: metrics.containerFont, minFont: metrics.minFont),
        label.lines.count == 1
      else { return }
      canvas.text(
        label.lines, x: frame.x + inset, y: frame.y + inset + label.fontSize * 0.85,
        fontSize: label.fontSize, to: .labels,
        attributes: [("class", "container-label"), ("data-for", key)], anchor: "start")
    }

    /// Shades fixed margins (or a grid tree's paddings) inside `frame`.
    mutating func margins(_ margin: Insets, frame: Rect, kind: String = "margin") {
      band(Rect(x: frame.x, y: frame.y, width: frame.width, height: margin.top), kind)
      band(
        Rect(
          x: frame.x, y: frame.y + frame.height - margin.bottom, width: frame.width,
          height: margin.bottom), kind)
      let middle = frame.height - margin.top - margin.bottom
      band(Rect(x: frame.x, y: frame.y + margin.top, width: margin.left, height: middle), kind)
      band(
        Rect(
          x: frame.x + frame.width - margin.right, y: frame.y + margin.top, width: margin.right,
          height: middle), kind)
    }

    /// Shades the gaps between consecutive children of a linear container, across its content
    /// area.
    mutating func linearSpacings(_ layout: LinearLayout, frames: [Rect], frame: Rect) {
      let axis = layout.axis
      for (before, after) in zip(frames, frames.dropFirst()) {
        let start = before.origin(axis) + before.size(axis)
        let end = after.origin(axis)
        guard end > start else { continue }
        let margin = layout.margin
        if axis == .horizontal {
          band(
            Rect(
              x: start, y: frame.y + margin.top, width: end - start,
              height: frame.height - margin.top - margin.bottom), "spacing")
        } else {
          band(
            Rect(
              x: frame.x + margin.left, y: start, width: frame.width - margin.left - margin.right,
              height: end - start), "spacing")
        }
      }
    }

    /// A shaded band of class `kind` (`margin`, `padding`, `spacing`); nothing when empty.
    mutating func band(_ rect: Rect, _ kind: String) {
      guard rect.width > 0, rect.height > 0 else { return }
      canvas.rect(rect, to: .shading, attributes: [("class", kind)])
    }

    // MARK: - Text

    /// `[x, y, w, h]` with short numbers.
    static func describe(_ rect: Rect) -> String {
      "[\(short(rect.x)), \(short(rect.y)), \(short(rect.width)), \(short(rect.height))]"
    }

    /// A size for a label: at most one decimal.
    static func short(_ value: Double) -> String {
      guard value.isFinite else { return "\(value)" }
      return LayoutAnswer.number((value * 10).rounded() / 10)
    }

    /// The container kind as the document spells it.
    static func kind(_ node: LayoutNode) -> String {
      switch node.content {
      case .item: "item"
      case .linear(let layout): layout.axis == .horizontal ? "horizontal" : "vertical"
      case .stack: "stack"
      case .grid(let layout):
        "grid \(layout.dimensions.columns)×\(layout.dimensions.rows)"
      case .gridTree: "gridTree"
      }
    }
  }
}
