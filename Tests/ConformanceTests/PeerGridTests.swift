import Testing
import Trellis
import TrellisBench
import TrellisCore

/// The grid of `scripts/bench-peers` is CSS `minmax(auto, Nfr)` columns and content rows.
///
/// The grid that Trellis, Taffy, Kiwi, GLPK and a C layout lay out
/// (``BenchWorkloads/peerGridDocument(side:)``) has each column at `max(content, N · fr)` for the
/// one `fr` that fills the width: the CSS "find the size of an fr" of semantics §4.3, computed
/// here from the items alone. Both engines give it, and some columns are held at their content
/// while others flex, so the peers are compared on both cases.
@Suite struct PeerGridTests {
  /// Column widths by CSS's iteration: every column flexible, `fr` = what is left over the
  /// flex sum, any column whose share falls below its content held there, restart.
  static func cssColumns(content: [Double], weights: [Double], room: Double) -> [Double] {
    var held = [Bool](repeating: false, count: content.count)
    while true {
      var left = room
      var flex = 0.0
      for index in content.indices {
        if held[index] { left -= content[index] } else { flex += weights[index] }
      }
      let fr = left / max(1, flex)
      var changed = false
      for index in content.indices where !held[index] && weights[index] * fr < content[index] {
        held[index] = true
        changed = true
      }
      if !changed {
        return content.indices.map { held[$0] ? content[$0] : weights[$0] * fr }
      }
    }
  }

  @Test(arguments: [10, 30])
  func bothEnginesGiveCSSFrColumnsAndContentRows(side: Int) throws {
    let document = BenchWorkloads.peerGridDocument(side: side)
    guard case .grid(let grid) = document.root.content else {
      Issue.record("not a grid")
      return
    }
    let desired = grid.children.map(\.item.desired)
    let content = (0..<side).map { column in
      (0..<side).map { desired[$0 * side + column].horizontal }.max() ?? 0
    }
    let heights = (0..<side).map { row in
      (0..<side).map { desired[row * side + $0].vertical }.max() ?? 0
    }
    let weights = (0..<side).map { Double(1 + $0 % 3) }
    let room = (document.size.horizontal ?? 0) - 4 * Double(side - 1)
    let expected = Self.cssColumns(content: content, weights: weights, room: room)
    let heldAtContent = zip(expected, content).filter { $0 == $1 }.count
    #expect(heldAtContent > 0 && heldAtContent < side, "held \(heldAtContent) of \(side)")
    for engine in [EngineChoice.direct, .lp] {
      let tracks = try #require(try Trellis.solve(document, engine: engine).tracks["grid"])
      let columns = tracks.columns.map(\.length)
      #expect(columns.count == side)
      for (got, want) in zip(columns, expected) {
        #expect(abs(got - want) <= 1e-9 * max(1, want), "\(engine): \(got) != \(want)")
      }
      #expect(tracks.rows.map(\.length) == heights, "\(engine)")
    }
  }
}
