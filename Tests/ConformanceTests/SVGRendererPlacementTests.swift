import Foundation
import Testing
import Trellis
import TrellisBench

/// How `render` tells its answers: badges placed clear of one another and of every label,
/// zero-size items drawn and labelled, and only the margins a document declares shaded.
@Suite struct SVGRendererPlacementTests {
  /// A toolbar grid whose five columns are narrower than the window (centred, no margins), a
  /// 0-wide divider among them, and a row holding an item 0 high.
  static let zeroAndCentred = """
    {"trellis": 1, "size": [480, 200],
     "root": {"id": "page", "layout": "vertical", "spacing": 16, "children": [
       {"id": "toolbar", "layout": "grid", "columns": 5, "columnSpacing": 8, "stretch": [1, 0],
        "children": [
          {"id": "back", "desired": [48, 32]}, {"id": "forward", "desired": [64, 32]},
          {"id": "divider", "desired": [0, 32]}, {"id": "title", "desired": [120, 32]},
          {"id": "menu", "desired": [48, 32]}]},
       {"id": "content", "layout": "horizontal", "spacing": 8, "stretch": [1, 1], "children": [
          {"id": "list", "desired": [160, 80], "stretch": [0, 1]},
          {"id": "rule", "desired": [120, 0]},
          {"id": "detail", "desired": [160, 80], "stretch": [1, 1]}]}]}}
    """

  /// The box a text element covers, as the renderer estimates it: 0.62 em a character, the
  /// first baseline 0.95 em under the top, 1.2 em a line.
  static func box(_ text: SVGDocument.Element) -> Rect? {
    guard let x = text.number("x"), let y = text.number("y"), let font = text.number("font-size")
    else { return nil }
    let width = Double(text.lines.map(\.count).max() ?? 0) * 0.62 * font
    let left =
      switch text.attributes["text-anchor"] {
      case "start": x
      case "end": x - width
      default: x - width / 2
      }
    return Rect(
      x: left, y: y - 0.95 * font, width: width, height: Double(text.lines.count) * 1.2 * font)
  }

  /// Whether two boxes overlap by more than the two decimals coordinates are written with.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    let slack = 0.02
    return a.x < b.x + b.width - slack && b.x < a.x + a.width - slack
      && a.y < b.y + b.height - slack && b.y < a.y + a.height - slack
  }

  /// The squares of the badges, by number.
  static func badges(_ picture: SVGDocument) -> [(number: String, box: Rect)] {
    picture.all("circle", class: "badge").compactMap { badge in
      guard let x = badge.number("cx"), let y = badge.number("cy"), let r = badge.number("r"),
        let number = badge.attributes["data-badge"]
      else { return nil }
      return (number, Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }
  }

  /// The boxes of every text of the layout group: item and container labels, sizes, track sizes.
  static func labels(_ picture: SVGDocument) -> [(text: String, box: Rect)] {
    picture.elements.filter {
      $0.name == "text" && $0.ancestorClasses.contains("layout")
        && ["label", "size", "container-label", "track-size"].contains($0.attributes["class"])
    }.compactMap { text in box(text).map { (text.lines.joined(), $0) } }
  }

  /// Checks that `svg` has `count` badges, pairwise apart, none on a label.
  static func checkBadges(_ svg: String, count: Int, name: String) throws {
    let picture = try #require(SVGDocument(svg), "\(name): not well-formed")
    let badges = Self.badges(picture)
    #expect(badges.count == count, "\(name): \(badges.count) badges")
    for (index, a) in badges.enumerated() {
      for b in badges[(index + 1)...] {
        #expect(!overlap(a.box, b.box), "\(name): badges \(a.number) and \(b.number) overlap")
      }
    }
    let labels = Self.labels(picture)
    #expect(!labels.isEmpty)
    for badge in badges {
      for label in labels where overlap(badge.box, label.box) {
        Issue.record("\(name): badge \(badge.number) covers the label \(label.text)")
      }
    }
    // Inside the picture.
    let viewBox = try #require(picture.elements.first?.attributes["viewBox"])
      .split(separator: " ").compactMap { Double($0) }
    let layout = try #require(picture.elements.first { $0.attributes["class"] == "layout" })
    let shift = try #require(layout.attributes["transform"])
      .dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
    for badge in badges {
      #expect(badge.box.x + shift[0] >= 0 && badge.box.y + shift[1] >= 0, "\(name)")
      #expect(badge.box.x + badge.box.width + shift[0] <= viewBox[2], "\(name)")
      #expect(badge.box.y + badge.box.height + shift[1] <= viewBox[3], "\(name)")
    }
  }

  @Test func badgesOfTheBundledExampleNeitherOverlapNorCoverLabels() throws {
    let document = try SVGRendererTests.example("over-constrained.json")
    let (svg, answer) = try SVGRenderer().render(solving: document)
    try Self.checkBadges(svg, count: answer.relaxed.count, name: "over-constrained")
    // The same input gives the same picture.
    #expect(try SVGRenderer().render(solving: document).svg == svg)
  }

  @Test(arguments: [8, 16, 32])
  func badgesOfManyRulesThatGaveWayStayApart(tracks: Int) throws {
    let document = BenchWorkloads.overConstrainedDocument(tracks: tracks)
    let (svg, answer) = try SVGRenderer().render(solving: document)
    #expect(answer.relaxed.count >= tracks / 2)
    try Self.checkBadges(svg, count: answer.relaxed.count, name: "over-constrained-\(tracks)")
  }

  @Test func crowdedBadgesGoBesideTheLayoutWithALine() throws {
    // 60 highlights on the same small cell of a labelled 6×6 grid: the room around it runs
    // out, and the rest stand right of the layout, each with a line to the cell.
    var grid = GridLayout(
      children: (0..<36).map { SVGRendererTests.item("cell\($0)", 40, 30) }, count: .columns(6))
    grid.columnSpacing = Spacing(size: 4)
    grid.rowSpacing = Spacing(size: 4)
    let document = LayoutDocument(
      root: LayoutNode(id: "g", content: .grid(grid)), size: AxisPair(260, 210))
    let answer = try solve(document)
    let cell = try #require(answer.frames["cell14"])
    let highlights = (0..<60).map {
      SVGRenderer.Highlight(label: "rule\($0)", message: "gave way", rect: cell)
    }
    let svg = SVGRenderer(options: .init(highlights: highlights)).render(document, answer)
    try Self.checkBadges(svg, count: 60, name: "crowded")
    let picture = try #require(SVGDocument(svg))
    let leaders = picture.all("line", class: "badge-leader")
    #expect(!leaders.isEmpty)
    let right = answer.size.horizontal
    #expect(Self.badges(picture).contains { $0.box.x > right }, "some badges beside the layout")
    for leader in leaders {
      // Each line ends on the cell.
      let x = try #require(leader.number("x2"))
      let y = try #require(leader.number("y2"))
      #expect(x >= cell.x - 0.01 && x <= cell.x + cell.width + 0.01)
      #expect(y >= cell.y - 0.01 && y <= cell.y + cell.height + 0.01)
    }
  }

  @Test func zeroSizeItemsAreDrawnAndLabelled() throws {
    let document = try LayoutDocument(json: Self.zeroAndCentred)
    let (svg, answer) = try SVGRenderer().render(solving: document)
    let picture = try #require(SVGDocument(svg))
    #expect(answer.frames["divider"]?.width == 0)
    #expect(answer.frames["rule"]?.height == 0)
    let labels = Self.labels(picture)
    for id in ["divider", "rule"] {
      let frame = try #require(answer.frames[id])
      let markers = picture.all("line", class: "item-marker").filter {
        $0.attributes["data-for"] == id
      }
      #expect(markers.count == 3, "\(id): a line and a tick at each end")
      let along = try #require(markers.first)
      #expect(along.number("x1") == frame.x && along.number("y1") == frame.y)
      #expect(along.number("x2") == frame.x + frame.width)
      #expect(along.number("y2") == frame.y + frame.height)
      let label = try #require(
        picture.all("text", class: "label").first { $0.attributes["data-for"] == id })
      #expect(label.lines == [id])
      let box = try #require(Self.box(label))
      // Beside its marker, within a few points, and on no other label.
      let near = Rect(
        x: frame.x - 30, y: frame.y - 30, width: frame.width + 60, height: frame.height + 60)
      #expect(Self.overlap(box, near), "\(id): label near its marker")
      for other in labels where other.text != id && Self.overlap(box, other.box) {
        Issue.record("\(id): label on \(other.text)")
      }
    }
    #expect(
      picture.all("text", class: "size").contains { $0.lines == ["0×32"] }, "the divider's size")

    // A point: a cross.
    let point = try LayoutDocument(
      json: #"""
        {"trellis": 1, "size": [100, 60],
         "root": {"id": "s", "layout": "stack", "children": [{"id": "dot"}]}}
        """#)
    let (pointSVG, _) = try SVGRenderer().render(solving: point)
    let dot = try #require(SVGDocument(pointSVG))
    #expect(dot.all("line", class: "item-marker").count == 2)
    #expect(dot.all("text", class: "label").first?.lines == ["dot"])
  }

  @Test func onlyDeclaredMarginsAreShaded() throws {
    let document = try LayoutDocument(json: Self.zeroAndCentred)
    let (svg, answer) = try SVGRenderer().render(solving: document)
    let toolbar = try #require(answer.tracks["toolbar"])
    #expect(toolbar.columns[0].offset > 0, "the columns are centred")
    #expect(try #require(SVGDocument(svg)).all("rect", class: "margin").isEmpty)

    // The same grid with a margin of 8 on the left and 4 on top: shaded beside the tracks, as
    // wide as declared, not out to the frame.
    let margined = Self.zeroAndCentred.replacingOccurrences(
      of: #""columns": 5,"#, with: #""columns": 5, "margin": {"left": 8, "top": 4},"#)
    let (marginSVG, marginAnswer) = try SVGRenderer().render(
      solving: try LayoutDocument(json: margined))
    let tracks = try #require(marginAnswer.tracks["toolbar"])
    let frame = try #require(marginAnswer.frames["toolbar"])
    let margins = try #require(SVGDocument(marginSVG)).all("rect", class: "margin")
    #expect(margins.count == 2)
    let left = try #require(margins.first { $0.number("height") == tracks.rows[0].length })
    #expect(left.number("width") == 8)
    #expect(left.number("x") == tracks.columns[0].offset - 8)
    let top = try #require(margins.first { $0.number("height") == 4 })
    #expect(top.number("y") == frame.y)
    #expect(top.number("x") == tracks.columns[0].offset - 8)
    #expect(try #require(top.number("width")) < frame.width)
  }
}
