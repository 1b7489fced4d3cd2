import Foundation
import Testing
import Trellis

/// The renderer never traps on huge or non-finite lengths: a label's character count is
/// taken from a ratio of lengths that may not fit an `Int` (issue 20).
@Suite struct SVGRendererExtremeTests {
  /// A one-item document and its answer.
  static func solved() throws -> (LayoutDocument, LayoutAnswer) {
    let document = try LayoutDocument(
      json: #"{"trellis": 1, "size": [100, 40], "root": {"id": "a", "desired": [10, 10]}}"#)
    return (document, try Trellis.solve(document, engine: .direct))
  }

  @Test(arguments: [1e20, 1e300, 1.7e308])
  func hugeHighlightsDrawAPicture(width: Double) throws {
    let (document, answer) = try Self.solved()
    // A highlight 2 points high (labels then fall back to one truncated line at the smallest
    // font) and `width` wide: the legend's columns and the label's characters are counted from
    // ratios far past Int.max.
    let highlight = SVGRenderer.Highlight(
      label: "wide", message: "a very wide region",
      rect: Rect(x: 0, y: 0, width: width, height: 2))
    let svg = SVGRenderer(options: .init(highlights: [highlight])).render(document, answer)
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("a very wide region"))
  }
}
