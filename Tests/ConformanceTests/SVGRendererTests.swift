import Foundation
import Testing
import Trellis

/// The SVG pictures' structure (not their pixels): well-formed XML, one labelled rectangle per
/// item at exactly its frame, labels inside their boxes, highlights and the legend.
@Suite struct SVGRendererTests {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every document in Examples/, by file name.
  static let examples: [String] = {
    let directory = root.appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  /// The example `name` as a document.
  static func example(_ name: String) throws -> LayoutDocument {
    let url = root.appendingPathComponent("Examples").appendingPathComponent(name)
    return try LayoutDocument(json: String(decoding: try Data(contentsOf: url), as: UTF8.self))
  }

  /// An item of desired size `width` × `height`.
  static func item(_ id: String, _ width: Double, _ height: Double) -> LayoutNode {
    var options = ItemOptions()
    options.desired = AxisPair(width, height)
    return LayoutNode(id: id, item: options)
  }

  /// The ids of the items (leaves) under `node`, in document order.
  static func itemIds(_ node: LayoutNode) -> [String] {
    if case .item = node.content { return node.id.map { [$0] } ?? [] }
    return node.children.flatMap(itemIds)
  }

  /// Checks `svg` against `answer`: well-formed, one item rectangle per item of `document` at
  /// its frame inside the layout group, and each label inside its item's rectangle.
  static func checkStructure(
    _ svg: String, _ document: LayoutDocument, _ answer: LayoutAnswer, name: String
  ) throws {
    let picture = try #require(SVGDocument(svg), "\(name): not well-formed XML")
    #expect(picture.elements.first?.name == "svg")
    let ids = itemIds(document.root)
    let rects = picture.all("rect", class: "item")
    #expect(rects.count == ids.count, "\(name): \(rects.count) item rectangles, \(ids.count) items")
    let frames = try ids.map { try #require(answer.frames[$0]) }
    for (index, id) in ids.enumerated() {
      let frame = frames[index]
      let matching = rects.filter { $0.attributes["data-id"] == id }
      try #require(matching.count == 1, "\(name): \(matching.count) rectangles for \(id)")
      let rect = matching[0]
      #expect(rect.ancestorClasses.contains("layout"))
      #expect(rect.number("x") == frame.x, "\(name): \(id).x")
      #expect(rect.number("y") == frame.y, "\(name): \(id).y")
      #expect(rect.number("width") == max(0, frame.width), "\(name): \(id).width")
      #expect(rect.number("height") == max(0, frame.height), "\(name): \(id).height")
      // An item partly under a later one has its label where it is not covered, if anywhere.
      let covered = frames[(index + 1)...].contains { other in
        max(frame.x, other.x) < min(frame.x + frame.width, other.x + other.width)
          && max(frame.y, other.y) < min(frame.y + frame.height, other.y + other.height)
      }
      let labels = picture.all("text", class: "label").filter { $0.attributes["data-for"] == id }
      #expect(labels.count <= 1)
      if covered {
        for label in labels { try checkInside(label, frame, name: "\(name): \(id)") }
      } else if frame.width >= 40, frame.height >= 20 {
        try #require(labels.count == 1, "\(name): \(labels.count) labels for \(id)")
        #expect(labels[0].lines.joined() == id, "\(name): label of \(id)")
        try checkInside(labels[0], frame, name: "\(name): \(id)")
      }
    }
  }

  /// Checks that a label's lines, each `0.62 em` a character, lie inside `frame`.
  static func checkInside(_ label: SVGDocument.Element, _ frame: Rect, name: String) throws {
    let x = try #require(label.number("x"))
    let baseline = try #require(label.number("y"))
    let font = try #require(label.number("font-size"))
    let width = Double(label.lines.map(\.count).max() ?? 0) * 0.62 * font
    let top = baseline - 0.95 * font
    let bottom = top + Double(label.lines.count) * 1.2 * font
    let slack = 0.011  // coordinates are written to two decimals
    #expect(x - width / 2 >= frame.x - slack, "\(name): label sticks out left")
    #expect(x + width / 2 <= frame.x + frame.width + slack, "\(name): label sticks out right")
    #expect(top >= frame.y - slack, "\(name): label sticks out above")
    #expect(bottom <= frame.y + frame.height + slack, "\(name): label sticks out below")
  }

  @Test(arguments: examples)
  func everyExampleIsDrawnWithBothEngines(name: String) throws {
    let document = try Self.example(name)
    // The direct engine refuses constraints and groups.
    for engine in document.isConstrained ? [EngineChoice.lp] : [.direct, .lp] {
      let (svg, answer) = try SVGRenderer().render(solving: document, engine: engine)
      try Self.checkStructure(svg, document, answer, name: "\(name) \(engine)")
    }
  }

  @Test(arguments: Fixture.all)
  func everyFixtureIsDrawn(fixture: Fixture) throws {
    let document = try LayoutDocument(json: fixture.document)
    let (svg, answer) = try SVGRenderer().render(solving: document)
    try Self.checkStructure(svg, document, answer, name: fixture.name)
  }

  @Test(arguments: examples)
  func namingEveryNodeChangesNoFrame(name: String) throws {
    let document = try Self.example(name)
    let named = document.namingEveryNode()
    for engine in document.isConstrained ? [EngineChoice.lp] : [.direct, .lp] {
      let plain = try solve(document, engine: engine)
      let full = try solve(named, engine: engine)
      for (id, frame) in plain.frames { #expect(full.frames[id] == frame, "\(name): \(id)") }
      for (id, tracks) in plain.tracks { #expect(full.tracks[id] == tracks, "\(name): \(id)") }
      #expect(full.relaxed == plain.relaxed, "\(name): relaxed rules")
      #expect(full.conflict == plain.conflict, "\(name): conflict")
      #expect(full.frames.count >= plain.frames.count)
    }
  }

  @Test func namesFollowJSONPathsAndAvoidTakenIds() {
    let document = LayoutDocument(
      root: LayoutNode(
        id: nil,
        content: .linear(
          LinearLayout(
            axis: .horizontal,
            children: [
              LayoutNode(id: "root.children[1]"),
              LayoutNode(
                id: nil, content: .stack(StackLayout(children: [LayoutNode(id: "a")]))),
            ]))))
    let named = document.namingEveryNode()
    #expect(named.root.id == "root")
    #expect(named.root.children[0].id == "root.children[1]")
    // Its path is taken by the first child's id: left unnamed.
    #expect(named.root.children[1].id == nil)
    #expect(named.root.children[1].children[0].id == "a")
  }

  @Test func gridsGetTrackLinesAndSizesAndGridTreesTheirCells() throws {
    let document = try Self.example("dashboard.json")
    let (svg, answer) = try SVGRenderer().render(solving: document)
    let picture = try #require(SVGDocument(svg))
    let cards = try #require(answer.tracks["cards"])
    let lines = picture.elements.filter {
      $0.name == "line" && $0.attributes["data-track"]?.hasPrefix("cards.") == true
    }
    // Three columns and two rows, each with two edges (spacing 16 keeps them apart).
    #expect(lines.count == 2 * (cards.columns.count + cards.rows.count))
    let sizes = picture.all("text", class: "track-size").map { $0.lines.joined() }
    #expect(sizes.filter { $0 == "320" }.count >= 1)
    #expect(sizes.contains("424"))
    #expect(!picture.all("rect", class: "margin").isEmpty)
    #expect(!picture.all("rect", class: "spacing").isEmpty)

    let card = try Self.example("profile-card.json")
    let (treeSVG, treeAnswer) = try SVGRenderer().render(solving: card)
    let tree = try #require(SVGDocument(treeSVG))
    let cells = try #require(treeAnswer.cells["card"])
    let drawn = tree.all("rect", class: "cell")
    #expect(drawn.count == cells.count)
    for (index, cell) in cells.enumerated() {
      let rect = drawn.first { $0.attributes["data-cell"] == "card.cells[\(index)]" }
      #expect(rect?.number("x") == cell.x && rect?.number("width") == cell.width)
    }
    #expect(!tree.all("rect", class: "padding").isEmpty)
  }

  @Test func twentyCharacterIdsFitFortyPointCells() throws {
    let ids = (0..<9).map { "averyLongIdentifier\($0)" }  // 20 characters each
    #expect(ids.allSatisfy { $0.count == 20 })
    var grid = GridLayout(
      children: ids.map { Self.item($0, 40, 40) },
      count: .columns(3))
    grid.columnSizing = TrackSizing(base: .fixed(40))
    grid.rowSizing = TrackSizing(base: .fixed(40))
    for size in [120.0, 1200, 12_000] {
      let document = LayoutDocument(
        root: LayoutNode(id: "g", content: .grid(grid)), size: AxisPair(size, size))
      let (svg, answer) = try SVGRenderer().render(solving: document)
      let picture = try #require(SVGDocument(svg))
      for id in ids {
        let frame = try #require(answer.frames[id])
        #expect(frame.width == 40 && frame.height == 40)
        let label = try #require(
          picture.all("text", class: "label").first { $0.attributes["data-for"] == id })
        #expect(label.lines.joined() == id)
        #expect(label.lines.count > 1, "wrapped rather than shrunk to nothing")
        #expect(try #require(label.number("font-size")) >= 5)
        try Self.checkInside(label, frame, name: id)
      }
    }
  }

  @Test func coveredItemsAreLabelledWhereTheyShow() throws {
    // G4: the grid is too small, so b (drawn later) overlaps a.
    let fixture = try #require(Fixture.all.first { $0.name == "G4-shortfall" })
    let document = try LayoutDocument(json: fixture.document)
    let (svg, answer) = try SVGRenderer().render(solving: document)
    let picture = try #require(SVGDocument(svg))
    let a = try #require(answer.frames["a"])
    let b = try #require(answer.frames["b"])
    #expect(b.x < a.x + a.width)
    let label = try #require(
      picture.all("text", class: "label").first { $0.attributes["data-for"] == "a" })
    #expect(label.lines.joined() == "a")
    let x = try #require(label.number("x"))
    let font = try #require(label.number("font-size"))
    #expect(x + 0.31 * font <= b.x, "a's label is left of b")
  }

  @Test func tinyCellsTruncateOrDropTheirLabels() throws {
    let long = "anIdentifierFarTooLongForItsCell"
    let document = LayoutDocument(
      root: LayoutNode(
        id: "row",
        content: .linear(
          LinearLayout(
            axis: .horizontal,
            children: [
              Self.item(long, 12, 6),
              Self.item("dot", 1, 1),
            ]))), size: AxisPair(400, 200))
    let (svg, answer) = try SVGRenderer().render(solving: document)
    let picture = try #require(SVGDocument(svg))
    for id in [long, "dot"] {
      let frame = try #require(answer.frames[id])
      #expect(picture.all("rect", class: "item").contains { $0.attributes["data-id"] == id })
      for label in picture.all("text", class: "label") where label.attributes["data-for"] == id {
        #expect(label.lines.joined() != long)
        try Self.checkInside(label, frame, name: id)
      }
    }
  }

  @Test func highlightsAreOutlinedNumberedAndListed() throws {
    let document = try Self.example("dashboard.json")
    let answer = try solve(document)
    let chart = try #require(answer.frames["chart"])
    let highlights = [
      SVGRenderer.Highlight(
        label: "constraints[0]",
        message: "strong: chart.width >= 400 wanted 400, got 320 (80 short)",
        rect: chart),
      SVGRenderer.Highlight(label: "cards.col[2].min", message: "weak <&\"'> gave way"),
    ]
    let renderer = SVGRenderer(options: .init(title: "over <constrained>", highlights: highlights))
    let picture = try #require(SVGDocument(renderer.render(document, answer)))
    let outlined = picture.all("rect", class: "highlight")
    #expect(outlined.count == 1)
    #expect(outlined.first?.attributes["data-rule"] == "constraints[0]")
    #expect(
      outlined.first?.number("x") == chart.x && outlined.first?.number("width") == chart.width)
    #expect(picture.all("circle", class: "badge").count == 1)
    #expect(picture.all("text", class: "badge-number").first?.lines == ["1"])
    let legend = picture.all("text", class: "legend-highlight").map { $0.lines.joined() }
    #expect(legend.first?.hasPrefix("[1] constraints[0]: strong:") == true)
    #expect(legend.contains { $0.contains("[2] cards.col[2].min: weak <&\"'> gave way") })
    // A message longer than the picture is wide wraps, continuation lines indented.
    let long = SVGRenderer.Highlight(
      label: "g", message: String(repeating: "violated by 80 points ", count: 12))
    let wrapped = try #require(
      SVGDocument(SVGRenderer(options: .init(highlights: [long])).render(document, answer)))
    let lines = wrapped.all("text", class: "legend-highlight")
    #expect(lines.count > 1)
    #expect(lines.dropFirst().allSatisfy { $0.lines.joined().hasPrefix("    violated") })
    #expect(lines.allSatisfy { $0.attributes["xml:space"] == "preserve" })
    let caption = picture.all("text", class: "caption").map { $0.lines.joined() }
    #expect(caption == ["over <constrained> · direct engine · 1024 × 640"])
  }

  @Test func relaxedRulesAreHighlightedWhereTheyApply() throws {
    let document = try Self.example("over-constrained.json")
    let (svg, answer) = try SVGRenderer().render(solving: document)
    #expect(answer.engine == .lp)
    #expect(!answer.relaxed.isEmpty)
    let conflict = try #require(answer.conflict)
    let picture = try #require(SVGDocument(svg))
    let main = try #require(answer.tracks["main"])
    let expected: [String: Rect?] = [
      "main.x.bounds": answer.frames["main"],
      "main.col[0].fixed": Rect(
        x: main.columns[0].offset, y: main.rows[0].offset, width: main.columns[0].length,
        height: main.rows[0].length),
      "main.col.spacing[1].fixed": Rect(
        x: main.columns[1].offset + main.columns[1].length, y: main.rows[0].offset,
        width: main.columns[2].offset - main.columns[1].offset - main.columns[1].length,
        height: main.rows[0].length),
      "content-min": answer.frames["content"],  // from its expression, content.width >= 260
    ]
    let outlined = picture.all("rect", class: "highlight")
    #expect(outlined.count == answer.relaxed.count)
    for (rule, rect) in expected {
      let rect = try #require(rect)
      let drawn = try #require(outlined.first { $0.attributes["data-rule"] == rule }, "\(rule)")
      #expect(drawn.number("x") == rect.x && drawn.number("y") == rect.y, "\(rule)")
      #expect(drawn.number("width") == rect.width && drawn.number("height") == rect.height)
    }
    let legend = picture.all("text", class: "legend-highlight").map { $0.lines.joined() }
    #expect(legend.first?.hasPrefix("[1] conflict: these required rules cannot all hold: ") == true)
    #expect(legend.joined().contains(conflict.explanation.prefix(30)))
    #expect(
      legend.contains { $0.hasPrefix("[3] main.col[0].fixed: required, main.col[0].width == 240") })
    // Badges never sit on one another.
    let badges = picture.all("circle", class: "badge").compactMap { badge in
      badge.number("cx").flatMap { x in badge.number("cy").map { (x, $0) } }
    }
    #expect(badges.count == answer.relaxed.count)
    for (index, a) in badges.enumerated() {
      for b in badges[(index + 1)...] { #expect(a.0 != b.0 || a.1 != b.1) }
    }

    let quiet = SVGRenderer(options: .init(showsRelaxedRules: false)).render(document, answer)
    #expect(try #require(SVGDocument(quiet)).all("rect", class: "highlight").isEmpty)
  }

  @Test func ruleTermsNameRegions() throws {
    let answer = try solve(try Self.example("dashboard.json"))
    let cards = try #require(answer.tracks["cards"])
    typealias Highlight = SVGRenderer.Highlight
    #expect(Highlight.region(of: "cards.row[1].min", in: answer)?.y == cards.rows[1].offset)
    #expect(
      Highlight.region(of: "cards.row[1].min", in: answer)?.width == cards.columns[2].offset
        + cards.columns[2].length - cards.columns[0].offset)
    #expect(Highlight.region(of: "cards.col[7].min", in: answer) == answer.frames["cards"])
    #expect(Highlight.region(of: "chart.width", in: answer) == answer.frames["chart"])
    #expect(Highlight.region(of: "nobody.width", in: answer) == nil)
    #expect(Highlight.terms("a-b.width >= 2 * -c.x + (d.y)") == ["a-b.width", "2", "c.x", "d.y"])
    let both = try #require(
      Highlight.region(of: Highlight.terms("chart.width == 2 * feed.width"), in: answer))
    let chart = try #require(answer.frames["chart"])
    let feed = try #require(answer.frames["feed"])
    #expect(both.x == chart.x && both.x + both.width == feed.x + feed.width)
  }

  @Test func idsWithMarkupCharactersAreEscaped() throws {
    let id = "a<b>&\"c'"
    let document = LayoutDocument(
      root: LayoutNode(
        id: "s",
        content: .stack(
          StackLayout(children: [Self.item(id, 80, 40)]))),
      size: AxisPair(100, 100))
    let (svg, answer) = try SVGRenderer().render(solving: document)
    try Self.checkStructure(svg, document, answer, name: "markup")
  }

  @Test func scaleSetsThePixelSize() throws {
    let document = try Self.example("photo-grid.json")
    let answer = try solve(document)
    let picture = try #require(
      SVGDocument(SVGRenderer(options: .init(scale: 2)).render(document, answer)))
    let svg = try #require(picture.elements.first)
    let viewBox = try #require(svg.attributes["viewBox"]).split(separator: " ").compactMap {
      Double($0)
    }
    #expect(svg.number("width") == viewBox[2] * 2)
    #expect(svg.number("height") == viewBox[3] * 2)
  }
}
