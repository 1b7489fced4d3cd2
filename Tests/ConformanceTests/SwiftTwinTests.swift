import Foundation
import Testing
import Trellis

/// Every JSON document example of README.md and the DocC catalog has a Swift twin right after
/// it (see ``Documentation``), and the twin is code of this file.
///
/// Each snippet between `// twin: NAME` and `// end twin` is the documentation's ```swift block,
/// character for character. The tests check that the documentation shows exactly these
/// snippets, that each builds the document its JSON reads as, and that both engines solve the
/// two alike.
@Suite struct SwiftTwinTests {
  /// A twin as the documentation shows it.
  struct Twin: CustomTestStringConvertible, Sendable {
    /// The name in its marker.
    var name: String
    /// Where its ```swift block is.
    var place: String
    /// The ```swift block.
    var swift: String
    /// The JSON document it stands for.
    var json: String

    var testDescription: String { name }
  }

  /// The twins of the documentation, in file order; empty if a file cannot be read (which
  /// ``documentationShowsEverySnippet()`` reports).
  static let twins: [Twin] = (try? documentedTwins()) ?? []

  /// Reads every twin and its JSON from the documentation.
  static func documentedTwins() throws -> [Twin] {
    var twins: [Twin] = []
    for file in Documentation.files {
      let blocks = try Documentation.blocks(in: file)
      for (index, block) in blocks.enumerated() {
        guard let marker = block.marker, marker.hasPrefix("swift-twin:") else { continue }
        let fields = marker.dropFirst("swift-twin:".count).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        let name = fields.first ?? ""
        var json: String
        if let file = fields.dropFirst().first, file.hasPrefix("json:") {
          json = try Documentation.text(
            of: file.dropFirst("json:".count).trimmingCharacters(in: .whitespaces))
        } else if index > 0 && blocks[index - 1].language == "json" {
          json = blocks[index - 1].text
        } else if index > 0, let string = Documentation.stringLiteral(in: blocks[index - 1].text) {
          json = string
        } else {
          json = "no JSON before \(block.place)"
        }
        if !json.hasPrefix("{") && json.hasPrefix("\"") {
          json = #"{"trellis": 1, "root": \#(try exampleRoot().text()), \#(json)}"#
        }
        twins.append(Twin(name: name, place: block.place, swift: block.text, json: json))
      }
    }
    return twins
  }

  /// The root of `Examples/over-constrained.json`, which the fragments' twins build around.
  static func exampleRoot() throws -> JSONValue {
    let document = try LayoutDocument(
      json: try Documentation.text(of: "Examples/over-constrained.json"))
    return document.json["root"] ?? .null
  }

  /// The snippets of this file by name, as source text without their common indentation.
  static func snippetTexts() throws -> [String: String] {
    try Documentation.snippets(inSource: #filePath, start: "// twin: ", end: "// end twin")
  }

  @Test func documentationShowsEverySnippet() throws {
    let twins = try Self.documentedTwins()
    let snippets = try Self.snippetTexts()
    #expect(twins.count == Snippets.all.count)
    #expect(Set(twins.map(\.name)) == Set(Snippets.all.keys), "twins in the docs and here differ")
    #expect(Set(snippets.keys) == Set(Snippets.all.keys), "marked snippets and the table differ")
    #expect(Set(twins.map(\.name)).count == twins.count, "a twin name is used twice")
    for twin in twins {
      #expect(
        twin.swift == snippets[twin.name],
        "\(twin.place): the ```swift block of twin \(twin.name) is not the snippet in \(#fileID)")
    }
  }

  /// Every JSON example (a ```json block, or a ```swift block with a document in a string) is
  /// followed by its twin.
  @Test func everyJSONExampleHasATwin() throws {
    for file in Documentation.files {
      let blocks = try Documentation.blocks(in: file)
      for (index, block) in blocks.enumerated()
      where block.language == "json"
        || (block.language == "swift" && block.text.contains(#""trellis": 1"#))
      {
        let next = index + 1 < blocks.count ? blocks[index + 1] : nil
        #expect(
          next?.language == "swift" && next?.marker?.hasPrefix("swift-twin:") == true,
          "\(block.place): a JSON example without a Swift twin right after it")
      }
    }
  }

  @Test(arguments: twins)
  func twinBuildsTheDocumentOfItsJSON(_ twin: Twin) throws {
    let snippet = try #require(Snippets.all[twin.name], "no snippet \(twin.name)")
    let built = try snippet()
    let read = try LayoutDocument(json: twin.json)
    #expect(built == read, "\(twin.place)")
    var solved = 0
    for engine in [EngineChoice.direct, .lp] {
      let fromSwift = Result { () throws(LayoutError) in try solve(built, engine: engine) }
      let fromJSON = Result { () throws(LayoutError) in try solve(read, engine: engine) }
      #expect(fromSwift == fromJSON, "\(twin.place), \(engine)")
      if case .success = fromSwift { solved += 1 }
    }
    // The direct engine refuses a constrained document; the LP engine solves every one.
    #expect(solved == (built.isConstrained ? 1 : 2))
  }
}

/// The Swift twins of the documentation's JSON examples.
enum Snippets {
  /// Each snippet by its twin's name.
  static let all: [String: @Sendable () throws -> LayoutDocument] = [
    "toolbar": toolbar, "formatExample": formatExample, "dashboard": dashboard,
    "readmeConstraints": readmeConstraints, "constraints": constraints, "groups": groups,
    "wrappingText": wrappingText, "placedGrid": placedGrid,
  ]

  /// A grid with placed and spanning children (Trellis.docc/DocumentFormat.md).
  static func placedGrid() -> LayoutDocument {
    // twin: placedGrid
    let document = LayoutDocument(size: [360, nil], rounding: .none) {
      LayoutNode.grid(
        id: "page", columns: 3, spacing: 8, columnSizings: [.fixed(80), .fr(1), .fr(1)],
        distribution: .css
      ) {
        LayoutNode.item("header", desired: [200, 40]).gridCell(columnSpan: 3)
          .cellAlign([.fill, .fill])
        LayoutNode.item("sidebar", desired: [80, 100]).gridCell(rowSpan: 2)
          .cellAlign([.fill, .fill])
        LayoutNode.item("chart", desired: [240, 60]).gridCell(columnSpan: 2)
        LayoutNode.item("notes", desired: [60, 30])
        LayoutNode.item("badge", desired: [16, 16]).gridCell(column: 2, row: 2)
        LayoutNode.item("footer", desired: [100, 20]).gridCell(column: 0, row: 3, columnSpan: 3)
      }
    }
    // end twin
    return document
  }

  /// `Examples/wrapping-text.json` (Trellis.docc/WrappingTextInAGrid.md).
  static func wrappingText() -> LayoutDocument {
    // twin: wrappingText
    let document = LayoutDocument(size: [1024, nil], rounding: .none) {
      LayoutNode.grid(
        id: "notes", columns: 3, margin: 16, spacing: 16, columnSizing: .fr(1),
        distribution: .css, align: [.center, .start]
      ) {
        for (id, words) in [
          ("intro", 12), ("usage", 30), ("caveats", 18), ("faq", 9), ("links", 6), ("credits", 15),
        ] {
          LayoutNode.item(id).heightForWidth(tiles: words, tile: [40, 20])
            .cellAlign([.fill, .start])
        }
      }
    }
    // end twin
    return document
  }

  /// What the fragments' twins build around: `Examples/over-constrained.json`'s root.
  static var root: LayoutNode {
    get throws {
      try LayoutDocument(json: try Documentation.text(of: "Examples/over-constrained.json")).root
    }
  }

  /// The landing page's toolbar (Trellis.docc/Trellis.md).
  static func toolbar() -> LayoutDocument {
    // twin: toolbar
    let document = LayoutDocument(size: [320, 48]) {
      LayoutNode.horizontal(id: "toolbar", margin: 8, spacing: 8) {
        LayoutNode.item("icon", desired: [32, 32])
        LayoutNode.item("title", desired: [120, 20]).stretch([1, 0])
        LayoutNode.item("button", desired: [64, 28])
      }
    }
    // end twin
    return document
  }

  /// format.md §1's example (Trellis.docc/DocumentFormat.md).
  static func formatExample() -> LayoutDocument {
    // twin: formatExample
    let document = LayoutDocument(size: [320, 200], rounding: .compat, pixelScale: 1) {
      LayoutNode.horizontal {
        LayoutNode.item("a", desired: [50, 20])
      }
    }
    // end twin
    return document
  }

  /// `Examples/dashboard.json` (README, "Building a layout in Swift").
  static func dashboard() -> LayoutDocument {
    // twin: dashboard
    let document = LayoutDocument(size: [1024, 640]) {
      LayoutNode.vertical(id: "app") {
        LayoutNode.horizontal(
          id: "header", margin: Insets(top: 8, left: 16, bottom: 8, right: 16), spacing: 12
        ) {
          LayoutNode.item("logo", desired: [32, 32])
          LayoutNode.item("appTitle", desired: [160, 24]).stretch([1, 0])
          LayoutNode.item("search", desired: [220, 32])
          LayoutNode.item("avatar", desired: [32, 32])
        }
        .stretch([1, 0])
        LayoutNode.horizontal(id: "body") {
          LayoutNode.vertical(id: "sidebar", margin: 12, spacing: 4, align: [.start, .start]) {
            for id in ["navOverview", "navReports", "navSettings"] {
              LayoutNode.item(id, desired: [176, 32])
            }
          }
          .stretch([0, 1])
          LayoutNode.grid(
            id: "cards", columns: 3, margin: 16, spacing: 16,
            columnSizing: .content(stretch: 1), rowSizings: [.fixed(120), .content(stretch: 1)]
          ) {
            for id in ["revenue", "users", "churn"] {
              LayoutNode.item(id, desired: [200, 100]).cellAlign([.fill, .fill])
            }
            LayoutNode.item("chart", desired: [300, 300]).cellAlign([.fill, .fill])
            LayoutNode.item("table", desired: [200, 300]).cellAlign([.fill, .fill])
            LayoutNode.item("feed", desired: [200, 300]).cellAlign([.fill, .fill])
          }
          .stretch([1, 1])
        }
        .stretch([1, 1])
      }
    }
    // end twin
    return document
  }

  /// The README's constraints, groups and rule tiers (over-constrained layouts).
  static func readmeConstraints() throws -> LayoutDocument {
    let root = try root
    // twin: readmeConstraints
    let document = try LayoutDocument(
      constraints: [
        .strong("main.col[1].width >= 2 * main.col[2].width", id: "content-wide"),
        .required("content.width >= 260", id: "content-min"),
      ],
      groups: ["sidebar-width": ["main.col[0]", "footer.col[0]"]],
      ruleStrengths: [.fixed: .required]
    ) {
      root
    }
    // end twin
    return document
  }

  /// The constraints of Trellis.docc/OverConstrainedSolving.md.
  static func constraints() throws -> LayoutDocument {
    let root = try root
    // twin: constraints
    let document = try LayoutDocument(
      constraints: [
        .strong("main.col[1].width >= 2 * main.col[0].width", id: "c1"),
        .required("sidebar.width <= 240", weight: 1, id: "c2"),
      ]
    ) {
      root
    }
    // end twin
    return document
  }

  /// The groups of Trellis.docc/OverConstrainedSolving.md.
  static func groups() throws -> LayoutDocument {
    let root = try root
    // twin: groups
    let document = try LayoutDocument(groups: ["sidebar": ["main.col[0]", "footer.col[0]"]]) {
      root
    }
    // end twin
    return document
  }
}
