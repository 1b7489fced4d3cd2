import Testing
import Trellis
import TrellisTestSupport

/// Invariants of the direct engine on seeded random documents, and edge cases.
@Suite struct DirectEngineTests {
  /// Seeds for the random documents: 2,000 in the normal suite.
  static let seeds: [UInt64] = Array(0..<20)

  @Test(arguments: seeds)
  func randomDocumentsKeepTheInvariants(batch: UInt64) throws {
    for index in 0..<100 {
      let seed = batch * 100 + UInt64(index)
      var generator = RandomDocuments(seed: seed)
      let text = generator.document()
      let document = try LayoutDocument(json: text)
      let answer = try DirectEngine().solve(document)
      let context = "seed \(seed): \(text)"
      for (id, frame) in answer.frames {
        let values = [frame.x, frame.y, frame.width, frame.height]
        #expect(values.allSatisfy { $0.isFinite }, "\(id) \(context)")
        #expect(frame.width >= 0 && frame.height >= 0, "\(id) \(context)")
        // Under compat every frame is integral (WeView), or on the pixel grid below a grid tree
        // (MyGrid rounds to 1/pixelScale), but the root's, which is the document's size.
        if document.rounding == .compat && id != document.root.id {
          let scale = text.contains("gridTree") ? document.pixelScale : 1
          #expect(
            values.allSatisfy { abs($0 * scale - ($0 * scale).rounded()) < 1e-9 },
            "\(id) not on the rounding grid: \(context)")
        }
      }
      #expect(try DirectEngine().solve(document) == answer, "not deterministic: \(context)")
      let ids = Set(document.root.allNodes.compactMap(\.id))
      #expect(Set(answer.frames.keys) == ids, "\(context)")
    }
  }

  @Test(arguments: 0..<200)
  func fairTracksFillTheWidthWhenTheContentFits(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 1...8, using: &random)
    var columns: [String] = []
    var minimums = 0.0
    for _ in 0..<count {
      let minimum = Double(Int.random(in: 0...40, using: &random))
      let stretch = [0.25, 1, 2, 3][Int.random(in: 0...3, using: &random)]
      minimums += minimum
      columns.append(
        "{\"size\": \(Int.random(in: 0...30, using: &random)), \"stretch\": \(stretch), \"min\": \(minimum)}"
      )
    }
    let width = Double(Int.random(in: 0...400, using: &random))
    let children = (0..<count).map { "{\"id\": \"c\($0)\", \"desired\": [10, 10]}" }
    let text = """
      {"trellis": 1, "size": [\(width), 20], "rounding": "none", "root": {"layout": "grid", "id": "g",
       "columns": \(count), "distribution": "fair", "columnSizings": [\(columns.joined(separator: ", "))],
       "children": [\(children.joined(separator: ", "))]}}
      """
    let answer = try DirectEngine().solve(try LayoutDocument(json: text))
    let tracks = try #require(answer.tracks["g"])
    let total = tracks.columns.reduce(0) { $0 + $1.length }
    if minimums <= width {
      #expect(abs(total - width) <= 1e-9 * max(1, width), "seed \(seed): \(text)")
    } else {
      #expect(abs(total - minimums) <= 1e-9 * max(1, minimums), "seed \(seed): \(text)")
    }
  }

  @Test(arguments: ["horizontal", "vertical", "stack", "grid"])
  func containersWithoutChildren(layout: String) throws {
    let count = layout == "grid" ? ", \"columns\": 3" : ""
    let answer = try DirectEngine().solve(
      try LayoutDocument(
        json: #"{"trellis": 1, "root": {"layout": "\#(layout)", "id": "c"\#(count), "margin": 4}}"#)
    )
    #expect(answer.frames == ["c": Rect(x: 0, y: 0, width: 8, height: 8)])
  }

  @Test func zeroSizeAndZeroWeights() throws {
    let answer = try DirectEngine().solve(
      try LayoutDocument(
        json:
          #"{"trellis": 1, "size": [0, 0], "root": {"layout": "grid", "columns": 2, "columnSizing": {"stretch": 0}, "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [10, 10]}]}}"#
      ))
    #expect(answer.frames["a"] == Rect(x: -10, y: -5, width: 10, height: 10))
    #expect(answer.frames["b"] == Rect(x: 0, y: -5, width: 10, height: 10))
  }

  @Test func hugeSizesAndTinyWeights() throws {
    let answer = try DirectEngine().solve(
      try LayoutDocument(
        json:
          #"{"trellis": 1, "size": [10000000, 100], "rounding": "none", "root": {"layout": "horizontal", "children": [{"id": "a", "desired": [1, 1], "stretch": [0.000001, 0]}, {"id": "b", "desired": [1, 1], "stretch": [0.000003, 0]}]}}"#
      ))
    let a = try #require(answer.frames["a"])
    let b = try #require(answer.frames["b"])
    #expect(abs(a.width - (1 + 9_999_998 / 4)) < 1e-6)
    #expect(abs(b.width - (1 + 9_999_998 * 3 / 4)) < 1e-6)
    #expect(abs(a.width + b.width - 10_000_000) < 1e-6)
  }

  @Test(arguments: ["grid", "stack", "horizontal", "vertical"])
  func nestingIsLinearNotExponential(layout: String) throws {
    // Each container measures its child more than once; without memoised measurements 100
    // nested grids would need 2^100 of them.
    var node = #"{"id": "leaf", "desired": [10, 10], "stretch": [1, 1]}"#
    for level in 0..<100 {
      let count = layout == "grid" ? #", "columns": \#(level % 3)"# : ""
      node =
        #"{"layout": "\#(layout)"\#(count), "stretch": [1, 1], "children": [\#(node), {"id": "s\#(level)", "desired": [3, 3]}]}"#
    }
    let document = try LayoutDocument(
      json: #"{"trellis": 1, "size": [900, 700], "root": \#(node)}"#)
    let answer = try DirectEngine().solve(document)
    #expect(answer.frames.count == 101)
  }

  @Test func deepNestingOfFiftyLevels() throws {
    var node = #"{"id": "leaf", "desired": [10, 10]}"#
    for level in 0..<50 {
      node =
        #"{"layout": "\#(level % 2 == 0 ? "horizontal" : "vertical")", "margin": 1, "children": [\#(node)]}"#
    }
    let answer = try DirectEngine().solve(
      try LayoutDocument(json: #"{"trellis": 1, "root": \#(node)}"#))
    #expect(answer.size == AxisPair(110, 110))
    #expect(answer.frames["leaf"] == Rect(x: 50, y: 50, width: 10, height: 10))
  }
}

extension LayoutNode {
  /// This node and every node below it, depth first.
  var allNodes: [LayoutNode] { [self] + children.flatMap(\.allNodes) }
}
