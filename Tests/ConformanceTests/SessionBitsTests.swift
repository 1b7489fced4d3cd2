import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisTestSupport

@testable import TrellisCore
@testable import TrellisDirect

/// The direct engine's session (issue 21, item 3).
///
/// Content sizes are kept between layouts and the frames of grids of plain items derived from
/// their tracks on access. Over seeded random
/// grids (alignment, crop, stretch, cell alignment, offsets, half and quarter points, a grid
/// nested off the whole-point origin) under `compat`, `none` and `pixel` at scales 1 to 3,
/// every answer after each resize or edit is the cold solve's, bit for bit, read every way an
/// answer is read.
@Suite struct SessionBitsTests {
  /// Every way an answer's frames are read, compared bit for bit: by node, by id, by path,
  /// iterated in order, `==`, `json()`, `table()`, `Codable`, and the tracks.
  static func expectBitIdentical(
    _ answer: LayoutAnswer, _ cold: LayoutAnswer, document: LayoutDocument, _ context: Comment
  ) throws {
    func bits(_ rect: Rect?) -> [UInt64]? {
      rect.map { [$0.x.bitPattern, $0.y.bitPattern, $0.width.bitPattern, $0.height.bitPattern] }
    }
    let count = document.plan.count
    var differing: [Int] = []
    for number in 0...count
    where bits(answer.frames[node: number]) != bits(cold.frames[node: number]) {
      differing.append(number)
    }
    #expect(differing.isEmpty, Comment(rawValue: "at \(differing.prefix(5)): \(context)"))
    let paths = document.plan.paths(of: Array(Swift.stride(from: 0, to: count, by: 7)))
    for path in paths {
      #expect(bits(answer.frames[path: path]) == bits(cold.frames[path: path]), context)
    }
    #expect(answer.frames.map(\.key) == cold.frames.map(\.key), context)
    #expect(
      answer.frames.map { bits($0.value) } == cold.frames.map { bits($0.value) }, context)
    for id in cold.frames.keys.prefix(50) {
      #expect(bits(answer.frames[id]) == bits(cold.frames[id]), context)
    }
    #expect(answer == cold, context)
    #expect(answer.json() == cold.json(), context)
    #expect(answer.table() == cold.table(), context)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(try encoder.encode(answer) == encoder.encode(cold), context)
    let snapped = answer.frames.mapValues { $0 }
    #expect(
      snapped.map { bits($0.value) } == cold.frames.map { bits($0.value) }, context)
    #expect(answer.tracks == cold.tracks, context)
    #expect(answer.diagnostics == cold.diagnostics, context)
  }

  /// A random grid of items: plain ones (the integer path) or ones with a placement of their
  /// own, fractional desired sizes, any alignment, crop and distribution.
  static func grid(_ random: inout SplitMix64, id: String) -> LayoutNode {
    func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    let plain = Bool.random(using: &random)
    let columns = Int.random(in: 1...12, using: &random)
    let children = (0..<Int.random(in: 0...60, using: &random)).map { index in
      var item = ItemOptions()
      item.desired = AxisPair(
        Double(Int.random(in: 0...80, using: &random)) + pick([0, 0.5, 0.25]),
        Double(Int.random(in: 0...40, using: &random)) + pick([0, 0, 0.75]))
      if plain || Int.random(in: 0..<3, using: &random) > 0 {
        return LayoutNode(id: "\(id).\(index)", item: item)
      }
      item.stretch = AxisPair(pick([0, 0, 1]), pick([0, 0, 2]))
      item.cellAlign = AxisPair(pick([nil, .start, .center, .end, .fill]), pick([nil, .center]))
      item.offset = AxisPair(pick([0, 0, -3, 2.5]), pick([0, 1]))
      return LayoutNode(id: "\(id).\(index)", item: item)
    }
    var grid = GridLayout(children: children, count: .columns(columns))
    grid.columnSizing = TrackSizing(stretch: pick([0, 1]))
    grid.rowSizing = TrackSizing(stretch: pick([0, 1]))
    grid.columnSpacing = Spacing(size: pick([0, 3, 4.5]))
    grid.rowSpacing = Spacing(size: pick([0, 2, 0.5]))
    grid.crop = pick([false, false, true])
    grid.distribution = pick([.compat, .fair, .css])
    grid.align = AxisPair(pick([.start, .center, .end, .fill]), pick([.center, .end, .start]))
    return LayoutNode(id: id, content: .grid(grid))
  }

  /// A random document: one grid at the root, or two beside a leaf in a horizontal layout
  /// (the second grid's origin off whole points under `none` and `pixel`).
  static func document(seed: UInt64) -> LayoutDocument {
    var random = SplitMix64(seed: seed)
    func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    let rounding = pick(Rounding.allCases)
    let scale = pick([1.0, 2, 3])
    let size = AxisPair<Double?>(
      Double(Int.random(in: 0...900, using: &random)) + pick([0, 0.5]),
      pick([nil, Double(Int.random(in: 0...500, using: &random))]))
    if Bool.random(using: &random) {
      return LayoutDocument(
        root: grid(&random, id: "g"), size: size, rounding: rounding, pixelScale: scale)
    }
    var leaf = ItemOptions()
    leaf.desired = AxisPair(pick([13.25, 20, 7.5]), 10)
    var first = grid(&random, id: "g")
    first.item.stretch = AxisPair(1, 0)
    var second = grid(&random, id: "h")
    second.item.stretch = AxisPair(2, 1)
    let row = LinearLayout(
      axis: .horizontal, children: [first, LayoutNode(id: "leaf", item: leaf), second])
    return LayoutDocument(
      root: LayoutNode(id: "row", content: .linear(row)), size: size, rounding: rounding,
      pixelScale: scale)
  }

  /// Ten random resizes (±1 to ±60 points, unconstrained axes) and edits (a desired size, the
  /// rounding), each answer compared bit for bit with a cold solve of the session's document.
  @Test(arguments: 0..<8)
  func sessionAnswersAreColdAnswersBitForBit(block: UInt64) throws {
    var derived = 0
    for index in 0..<25 {
      derived += try Self.resizeAndEdit(
        DirectEngine(), seed: 21_000 + block * 25 + UInt64(index), salt: 7, steps: 10)
    }
    // Not cold solves against themselves: most answers derive their grids' frames.
    #expect(derived >= 150)
  }

  /// A session of ``document(seed:)`` through `engine`, `steps` random resizes and edits (the
  /// random choices seeded by `seed · salt`), each answer compared bit for bit with a cold
  /// solve of the session's document.
  ///
  /// - Returns: how many answers derived their grids' frames.
  static func resizeAndEdit<Engine: LayoutEngine>(
    _ engine: Engine, seed: UInt64, salt: UInt64, steps: Int
  ) throws -> Int {
    var derived = 0
    var random = SplitMix64(seed: seed &* salt)
    var session = try LayoutSession(Self.document(seed: seed), engine: engine)
    let start = session.document.size
    for step in 0..<steps {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let size = AxisPair(
          Double(Int.random(in: 0...90, using: &random)),
          Double(Int.random(in: 0...40, using: &random)))
        var seen = 0
        let target = Int.random(in: 0..<20, using: &random)
        try session.update {
          SessionTests.setDesired(&$0.root, size, target: target, seen: &seen)
        }
      case 1:
        let rounding = Rounding.allCases[Int.random(in: 0..<3, using: &random)]
        try session.update { $0.rounding = rounding }
      default:
        func resized(_ length: Double?) -> Double? {
          if Int.random(in: 0..<12, using: &random) == 0 { return nil }
          return max(0, (length ?? 300) + Double(Int.random(in: -60...60, using: &random)))
        }
        _ = try session.layout(size: AxisPair(resized(start.horizontal), resized(start.vertical)))
      }
      let answer = try session.layout()
      let cold = try engine.solve(session.document)
      if !answer.frames.grids.isEmpty { derived += 1 }
      try Self.expectBitIdentical(
        answer, cold, document: session.document,
        "seed \(seed) step \(step): \(session.document.json.text())")
    }
    return derived
  }

  /// The benchmark's grids (`compat`, `none`, `pixel` at scale 2, the css grid) resized by
  /// ±7 points: the session's answers are the cold ones, and derived.
  @Test func benchmarkGridsResizeBitForBit() throws {
    var documents: [LayoutDocument] = []
    for rounding in Rounding.allCases {
      var document = BenchWorkloads.gridDocument(side: 30)
      document.rounding = rounding
      document.pixelScale = 2
      documents.append(document)
    }
    for document in documents {
      var session = try LayoutSession(document, engine: DirectEngine())
      let width = document.size.horizontal ?? 0
      for step in 0..<6 {
        let answer = try session.layout(
          size: AxisPair(width + (step % 2 == 0 ? 7 : -7), document.size.vertical))
        #expect(answer.frames.grids.count == 1)
        try Self.expectBitIdentical(
          answer, try DirectEngine().solve(session.document), document: session.document,
          "\(document.rounding) step \(step)")
      }
    }
  }
}
