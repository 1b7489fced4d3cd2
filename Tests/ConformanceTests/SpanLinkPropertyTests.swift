import Testing
import Trellis

@testable import TrellisLP

/// Nested containers in areas of several tracks, seeded: each one's available length is
/// linked to its area's tracks and the spacings between them, the linked program's optimum is
/// the blocks' own, and the tiered solve lays the document out as the direct engine does.
@Suite struct SpanLinkPropertyTests {
  /// A grid of 2–4 columns (`fair` or `css`) whose children are items and nested containers
  /// filling areas of 1–3 columns and 1–2 rows.
  static func document(seed: UInt64) -> String {
    var generator = RandomDocuments(seed: seed)
    let columns = generator.int(2...4)
    var children: [String] = []
    for index in 0..<generator.int(2...5) {
      let span = generator.int(1...columns)
      var keys = [
        "\"column\": \(generator.int(0...columns - span))", "\"columnSpan\": \(span)",
        "\"row\": \(generator.int(0...2))", "\"rowSpan\": \(generator.int(1...2))",
      ]
      guard index == 0 || generator.chance(70) else {
        children.append("{" + keys.joined(separator: ", ") + ", " + generator.item().dropFirst())
        continue
      }
      keys += ["\"id\": \"box\(index)\"", "\"cellAlign\": [\"fill\", \"fill\"]"]
      keys.append(
        generator.pick([
          "\"layout\": \"horizontal\"", "\"layout\": \"vertical\"",
          "\"layout\": \"grid\", \"columns\": 2, \"distribution\": \"fair\"",
        ]))
      if generator.chance(50) { keys.append("\"spacing\": \(generator.int(0...8))") }
      if generator.chance(30) { keys.append("\"margin\": \(generator.int(0...6))") }
      let items = (0..<generator.int(1...3)).map { _ in
        "{\"id\": \"\(generator.id())\", \"desired\": [\(generator.int(0...60)), "
          + "\(generator.int(0...40))], \"stretch\": [\(generator.pick([0, 1, 2])), 1]}"
      }
      keys.append("\"children\": [" + items.joined(separator: ", ") + "]")
      children.append("{" + keys.joined(separator: ", ") + "}")
    }
    return """
      {"trellis": 1, "size": [\(generator.int(150...600)), \(generator.int(100...400))],
       "rounding": "none", "root": {"id": "main", "layout": "grid", "columns": \(columns),
         "distribution": "\(generator.pick(["fair", "css"]))", "spacing": \(generator.int(0...12)),
         "columnSizing": \(generator.pick(["{\"stretch\": 1}", "{\"size\": 10, \"stretch\": 1}",
           "{\"size\": \"content\"}"])),
         "children": [\(children.joined(separator: ", "))]}}
      """
  }

  @Test func spanningContainersAreLinked() throws {
    var spanning = 0
    var compared = 0
    for seed in UInt64(9_100_000)..<9_100_200 {
      let text = Self.document(seed: seed)
      let document = try LayoutDocument(json: text)
      let blocks = try LPEngine().blocks(for: document)
      let a = try GLPKSolver().solve(LPEngine.join(blocks))
      let b = try GLPKSolver().solve(LPEngine.join(blocks, linking: false))
      #expect(a.status == .optimal && b.status == .optimal, "seed \(seed)\n\(text)")
      let close = zip(a.values, b.values).allSatisfy { abs($0 - $1) <= 1e-7 * max(1, abs($1)) }
      #expect(close, "seed \(seed)\n\(text)")
      // Each link's segments, solved block by block, plus its offset are the length the pass
      // gave the nested container.
      var final: [Int: (offset: Int, sizes: [LinearProgram.Variable])] = [:]
      var offset = 0
      for block in blocks {
        if let link = block.link, let sum = block.sum, let parent = final[link.problem] {
          if link.segments.count > 1 { spanning += 1 }
          let linked = link.segments.reduce(link.offset) {
            $0 + b.values[parent.offset + parent.sizes[$1].index]
          }
          let available = block.program.rows[sum.index].upper
          #expect(
            abs(linked - available) <= 1e-7 * max(1, abs(available)),
            "seed \(seed): block \(block.number) \(linked) ≠ \(available)\n\(text)")
        }
        final[block.number] = (offset, block.sizes)
        offset += block.program.variables.count
      }
      let tiered = try LPEngine().solveTiered(document)
      guard tiered.relaxed.isEmpty, tiered.conflict == nil else { continue }
      compared += 1
      let direct = try DirectEngine().solve(document)
      for (id, expected) in direct.frames {
        let got = try #require(tiered.frames[id], "seed \(seed): \(id) missing")
        let pairs = [
          (got.x, expected.x), (got.y, expected.y), (got.width, expected.width),
          (got.height, expected.height),
        ]
        #expect(
          pairs.allSatisfy { abs($0 - $1) <= 1e-7 * max(1, abs($0), abs($1)) },
          "seed \(seed): \(id) tiered \(got) ≠ direct \(expected)\n\(text)")
      }
    }
    #expect(spanning > 50)
    #expect(compared > 50)
  }
}
