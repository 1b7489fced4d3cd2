import Testing
import Trellis

// The platform-independent core of the article "SwiftUI and UIKit": compiled and run here on
// Linux, where the SwiftUI and UIKit wrappers around it are not.

// snippet: adapterCore
/// The current subviews' sizes, asked by the measurers of the document's items.
///
/// The container refreshes them before each layout; they are read only during it, on the
/// thread that lays out (the main thread for SwiftUI and UIKit), hence `@unchecked Sendable`.
final class ViewSizes: @unchecked Sendable {
  var current: [String: (ContentMeasurer.Proposal) -> AxisPair<Double>] = [:]

  /// The measurer of the item `id`: whatever the view with that id says now.
  func measurer(_ id: String) -> ContentMeasurer {
    ContentMeasurer(id) { proposal in self.current[id]?(proposal) ?? AxisPair(0, 0) }
  }
}
// end snippet

@Suite struct AdapterArticleTests {
  /// A fake view that wraps text: `characters` of 10 points, 14 points a line.
  static func label(_ characters: Double) -> (ContentMeasurer.Proposal) -> AxisPair<Double> {
    { proposal in
      let width = min(characters * 10, proposal.horizontal ?? .infinity)
      let perLine = max(1, (width / 10).rounded(.down))
      return AxisPair(perLine * 10, (characters / perLine).rounded(.up) * 14)
    }
  }

  /// What the SwiftUI `Layout` and the UIKit view do on each pass.
  ///
  /// They refresh the sizes, lay the session out at the container's size, and read the frames
  /// by id. A view whose content changes is measured again at the next layout (measurements
  /// last one solve).
  @Test func theAdapterCoreLaysOutWhatTheViewsSay() throws {
    let views = ViewSizes()
    let document = LayoutDocument(size: [200, nil], rounding: .none) {
      LayoutNode.vertical(id: "stack", spacing: 4, align: [.start, .start]) {
        LayoutNode.item("title").measurer(views.measurer("title"))
        LayoutNode.item("body").measurer(views.measurer("body"))
      }
    }
    var session = try LayoutSession(document, engine: DirectEngine())
    views.current = ["title": Self.label(8), "body": Self.label(45)]
    let first = try session.layout(size: [200, nil])
    #expect(first.frames["title"] == Rect(x: 0, y: 0, width: 80, height: 14))
    #expect(first.frames["body"] == Rect(x: 0, y: 18, width: 200, height: 42))
    views.current["body"] = Self.label(10)
    let second = try session.layout(size: [120, nil])
    #expect(second.frames["body"] == Rect(x: 0, y: 18, width: 100, height: 14))
    #expect(second.size == [120, 32])
  }

  /// The article shows exactly the core tested here.
  @Test func theArticleShowsTheTestedCore() throws {
    let source = try Documentation.text(of: "Tests/ConformanceTests/AdapterArticleTests.swift")
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "// snippet: adapterCore"),
      let end = lines.firstIndex(of: "// end snippet")
    else {
      Issue.record("the snippet markers are missing")
      return
    }
    let core = lines[(start + 1)..<end].joined(separator: "\n")
    let blocks = try Documentation.blocks(in: "Sources/Trellis/Trellis.docc/SwiftUIAndUIKit.md")
    let shown = blocks.filter { $0.marker == "swift-core: adapterCore" }
    #expect(shown.count == 1)
    #expect(shown.first?.text == core)
  }
}
