import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisTestSupport

/// The LP engine's memory in sessions: seeded random documents laid out through a
/// ``LayoutSession`` over random sequences of resizes (±1 to ±50 points, growing and
/// shrinking, unconstrained axes) and edits of desired sizes; every answer, and every failure,
/// is the one a cold ``LPEngine`` solve of the session's document gives, bit for bit.
@Suite struct LPSessionPropertyTests {
  /// What a batch saw: layouts compared, and how the engine's memory was used.
  struct Tally {
    var layouts = 0
    var use = LPEngineMemory.Use()

    mutating func add(_ use: LPEngineMemory.Use) {
      self.use.repeatedProblems += use.repeatedProblems
      self.use.repeatedTieredSolves += use.repeatedTieredSolves
    }
  }

  static let batches: [UInt64] = Array(0..<8)

  /// Random documents of every container kind and distribution, each through twelve random
  /// steps.
  @Test(arguments: batches)
  func randomDocumentsGiveTheColdAnswer(batch: UInt64) throws {
    var tally = Tally()
    for index in 0..<40 {
      let seed = 7_000_000 + batch * 1000 + UInt64(index)
      var generator = RandomDocuments(seed: seed)
      let text = generator.document()
      guard let document = try? LayoutDocument(json: text) else { continue }
      check(document, seed: seed, steps: 12, &tally)
    }
    #expect(tally.layouts >= 300)
    // The memory is used: not a test of cold solves against themselves.
    #expect(tally.use.repeatedProblems > 0, "\(String(describing: tally.use))")
  }

  /// Large `fair` and `css` grids (capped, minimum and content-sized tracks).
  @Test(arguments: batches)
  func fairGridsGiveTheColdAnswer(batch: UInt64) throws {
    var tally = Tally()
    for index in 0..<12 {
      let seed = 7_500_000 + batch * 1000 + UInt64(index)
      var generator = RandomDocuments(seed: seed)
      let grid = generator.largeGrid()
        .replacingOccurrences(of: "\"distribution\": \"compat\"", with: "\"distribution\": \"css\"")
      let rounding = generator.pick(["none", "pixel", "compat"])
      let size = "[\(generator.int(100...900)), \(generator.int(100...900))]"
      let text =
        "{\"trellis\": 1, \"size\": \(size), \"rounding\": \"\(rounding)\", \"root\": \(grid)}"
      guard let document = try? LayoutDocument(json: text) else { continue }
      check(document, seed: seed, steps: 16, &tally)
    }
    #expect(tally.layouts >= 150)
  }

  /// The benchmark's grids of distinct caps, `fair` and `css`, plain and through the tiered
  /// solve: the first program of each axis freezes the predicted capped columns.
  @Test(arguments: [Distribution.fair, .css])
  func gridsOfDistinctCapsGiveTheColdAnswer(distribution: Distribution) throws {
    var tally = Tally()
    for (index, columns) in [12, 60].enumerated() {
      for constrained in [false, true] {
        let document = BenchWorkloads.fairCapsDocument(
          columns: columns, distribution: distribution, constrained: constrained)
        check(document, seed: 8_100_000 + UInt64(index), steps: 12, &tally)
      }
    }
    #expect(tally.layouts >= 40)
  }

  /// Documents with constraints and groups (the tiered solve): every tiered fixture and the
  /// over-constrained and tiered benchmark workloads.
  @Test func tieredDocumentsGiveTheColdAnswer() throws {
    var documents: [(String, LayoutDocument)] = []
    for fixture in TieredFixture.all {
      if let document = try? LayoutDocument(json: fixture.document) {
        documents.append((fixture.name, document))
      }
    }
    for wide in [true, false] {
      documents.append(
        (
          "over-constrained-16",
          BenchWorkloads.overConstrainedDocument(tracks: 16, wideConflict: wide)
        ))
    }
    documents.append(("tiered-grid-10", BenchWorkloads.tieredGridDocument(side: 10)))
    var tally = Tally()
    for (index, (_, document)) in documents.enumerated() {
      check(document, seed: 8_000_000 + UInt64(index), steps: 8, &tally)
    }
    #expect(tally.layouts >= 100)
    #expect(tally.use.repeatedTieredSolves > 0)
  }

  /// The drag benchmark's documents (``BenchWorkloads/dragDocuments()``) dragged through a
  /// few widths and back: every layout is the cold answer bit for bit, and the memory answers
  /// some of it (an axis the drag does not change, a width laid out lately).
  @Test func aDragGivesTheColdAnswer() throws {
    for (name, document) in BenchWorkloads.dragDocuments() {
      var session = try LayoutSession(document, engine: LPEngine())
      var memory = LPEngine().makeMemory()
      var repeated = 0
      for size in BenchWorkloads.dragSizes(of: document, widths: 4) {
        var copy = document
        copy.size = size
        let cold = try LPEngine().solve(copy)
        #expect(try session.layout(size: size) == cold, "\(name) at \(size)")
        #expect(try LPEngine().solve(copy, memory: &memory) == cold, "\(name) at \(size)")
        repeated += memory.lastUse.repeatedTieredSolves + memory.lastUse.repeatedProblems
      }
      #expect(repeated > 0, "\(name)")
    }
  }

  /// Constrained documents resized and edited (each layout a document read anew): a run
  /// whose item a constraint positions, aligned left or centred, and a grid whose desired
  /// sizes change (one edit removes a `desired` rule); every answer is the cold one.
  @Test func constrainedResizesAndEditsGiveTheColdAnswer() throws {
    let run = { (align: String, constraint: String) in
      try LayoutDocument(
        json: """
          {"trellis": 1, "size": [400, 40], "rounding": "none",
           "root": {"id": "row", "layout": "horizontal", \(align) "spacing": 4, "children": [
             {"id": "a", "desired": [50, 20]},
             {"id": "b", "desired": [60, 20]}, {"id": "c", "desired": [70, 20]}]},
           "constraints": [{"id": "place", "expr": "\(constraint)", "strength": "strong"}]}
          """)
    }
    var documents: [LayoutDocument] = []
    let runs = [
      try run(#""align": ["left", "top"],"#, "c.x >= 300"), try run("", "c.right == 380"),
    ]
    for document in runs {
      for step in 0..<6 {
        var copy = document
        copy.size = AxisPair(400 + Double(step % 2 == 0 ? 7 : -7) + 0.5 * Double(step), 40)
        documents.append(copy)
      }
    }
    for width in [50.0, 55, 61.5, 0, 40, 44] {
      documents.append(
        try LayoutDocument(
          json: """
            {"trellis": 1, "size": [300, 60], "rounding": "none",
             "root": {"id": "g", "layout": "grid", "columns": 3, "columnSpacing": 4,
              "columnSizing": {"stretch": 1},
              "children": [{"id": "a", "desired": [\(width), 20]}, {"id": "b", "desired": [60, 20]},
                           {"id": "c", "desired": [70, 20]}]},
             "constraints": [{"expr": "g.col[0].width >= 2 * g.col[1].width", "strength": "strong"},
                             {"expr": "g.col[2].width <= 90", "strength": "required"}]}
            """))
    }
    var memory = LPEngine().makeMemory()
    for (index, document) in documents.enumerated() {
      let answer = try LPEngine().solve(document, memory: &memory)
      #expect(answer == (try LPEngine().solve(document)), "document \(index)")
    }
  }

  /// Seeded random documents with constraints in random tiers (``ConstrainedDocuments``) and
  /// random required conflicts (``ConflictDocuments``): resized and edited through a session,
  /// always the cold answer bit for bit.
  @Test(arguments: batches)
  func constrainedDocumentsGiveTheColdAnswer(batch: UInt64) throws {
    var tally = Tally()
    for index in 0..<10 {
      let seed = 8_200_000 + batch * 1000 + UInt64(index)
      if let made = ConstrainedDocuments.document(seed: seed) {
        check(made.document, seed: seed, steps: 10, &tally)
      }
      if let made = ConstrainedDocuments.document(seed: seed &+ 500_000, placement: true) {
        check(made.document, seed: seed &+ 500_000, steps: 4, &tally)
      }
      var generator = ConflictDocuments(seed: seed)
      if let document = try? LayoutDocument(
        json: generator.document(kind: index % ConflictDocuments.kinds))
      {
        check(document, seed: seed &+ 1, steps: 10, &tally)
      }
    }
    #expect(tally.layouts >= 100)
  }

  /// Sizes laid out lately, again (a window toggled between widths, a layout asked for a few
  /// proposals in turn): each tiered program that one of the last four layouts solved is
  /// answered without a solve, the cold answer bit for bit; a fifth size back is solved again.
  @Test func tieredSessionsRememberTheLastFewSizes() throws {
    let document = BenchWorkloads.overConstrainedDocument(tracks: 16)
    let width = try #require(document.size.horizontal)
    var session = try LayoutSession(document, engine: LPEngine())
    var memory = LPEngine().makeMemory()
    // Widths by index: 0, 1, 0, 1, 2, 3, 4, 0 (four others since), 4.
    let steps = [0, 1, 0, 1, 2, 3, 4, 0, 4]
    var repeated: [Int] = []
    for (step, index) in steps.enumerated() {
      let size = AxisPair<Double?>(width + 7 * Double(index), document.size.vertical)
      let answer = try session.layout(size: size)
      var copy = document
      copy.size = size
      let cold = try LPEngine().solve(copy)
      #expect(answer == cold, "step \(step): width \(width + 7 * Double(index))")
      _ = try LPEngine().solve(copy, memory: &memory)
      repeated.append(memory.lastUse.repeatedTieredSolves)
    }
    let remembered = repeated.map { $0 > 0 }
    #expect(remembered == [false, false, true, true, false, false, false, false, true])
  }

  /// A session is a value: laid out on one thread, then another (each layout in its own
  /// detached task), its memory gives the cold answers.
  @Test func aSessionMovesBetweenThreads() async throws {
    var session = try LayoutSession(BenchWorkloads.fairGridDocument(side: 10), engine: LPEngine())
    let width = session.document.size.horizontal ?? 800
    for step in 0..<6 {
      let size = AxisPair<Double?>(width + Double(step % 2 == 0 ? 7 : -7), 400)
      let moved = session
      let (answer, after) = try await Task.detached {
        var session = moved
        return (try session.layout(size: size), session)
      }.value
      session = after
      #expect(answer == (try LPEngine().solve(session.document)), "step \(step)")
    }
  }

  /// A tiered session moved between threads at each layout, going back to a width it laid out
  /// lately at every step but the first two: the answers are the cold ones, from memory.
  @Test func aTieredSessionMovesBetweenThreads() async throws {
    let document = BenchWorkloads.overConstrainedDocument(tracks: 16, wideConflict: false)
    let width = try #require(document.size.horizontal)
    var memory = LPEngine().makeMemory()
    var repeated = 0
    for step in 0..<6 {
      var copy = document
      copy.size = AxisPair(width + Double(step % 2 == 0 ? 7 : -7), 200)
      let moved = memory
      let resized = copy
      let (answer, after) = try await Task.detached {
        var memory = moved
        return (try LPEngine().solve(resized, memory: &memory), memory)
      }.value
      memory = after
      repeated += memory.lastUse.repeatedTieredSolves
      #expect(answer == (try LPEngine().solve(copy)), "step \(step)")
    }
    #expect(repeated >= 4)
  }

  /// Lays `document` out through a session over `steps` random steps, comparing each answer
  /// with a cold solve.
  func check(_ document: LayoutDocument, seed: UInt64, steps: Int, _ tally: inout Tally) {
    var random = SplitMix64(seed: seed)
    guard var session = try? LayoutSession(document, engine: LPEngine()) else { return }
    var memory = LPEngine().makeMemory()
    for step in 0..<steps {
      let action = Int.random(in: 0...9, using: &random)
      var description = "layout()"
      let answer: Result<LayoutAnswer, LayoutError>
      do {
        switch action {
        case 0...5 where step > 0:
          let size = Self.resized(session.document.size, &random)
          description = "layout(size: \(size))"
          answer = .success(try session.layout(size: size))
        case 6...7 where step > 0:
          let edit = Int.random(in: 0...1_000, using: &random)
          description = "update(desired sizes, \(edit))"
          try session.update { Self.editDesired(&$0.root, seed: UInt64(edit)) }
          answer = .success(try session.layout())
        default:
          answer = .success(try session.layout())
        }
      } catch let error as LayoutError {
        answer = .failure(error)
      } catch {
        Issue.record("seed \(seed), step \(step): \(description) threw \(error)")
        return
      }
      let cold = Result { () throws(LPEngineError) in try LPEngine().solve(session.document) }
        .mapError(\.layoutError)
      let direct = Result { () throws(LPEngineError) in
        try LPEngine().solve(session.document, memory: &memory)
      }.mapError(\.layoutError)
      tally.layouts += 1
      tally.add(memory.lastUse)
      if answer != cold || direct != cold {
        Issue.record(
          """
          seed \(seed), step \(step): \(description) differs from a cold solve
          session: \(Self.show(answer))
          memory:  \(Self.show(direct))
          cold:    \(Self.show(cold))
          document: \(session.document.json.text())
          """)
        return
      }
    }
  }

  /// A size moved by ±1 to ±50 points on each axis, sometimes unconstrained or constrained
  /// again.
  static func resized(_ size: AxisPair<Double?>, _ random: inout SplitMix64) -> AxisPair<Double?> {
    func move(_ length: Double?) -> Double? {
      switch Int.random(in: 0...19, using: &random) {
      case 0: return nil
      case 1...3: return length
      default:
        let step = Double(Int.random(in: 1...50, using: &random))
        let base = length ?? Double(Int.random(in: 0...600, using: &random))
        return max(0, Bool.random(using: &random) ? base + step : base - step)
      }
    }
    return AxisPair(move(size.horizontal), move(size.vertical))
  }

  /// Moves the desired size of about a third of the items by up to ±20 points.
  static func editDesired(_ node: inout LayoutNode, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func visit(_ node: inout LayoutNode) {
      switch node.content {
      case .item:
        guard Int.random(in: 0...2, using: &random) == 0 else { return }
        let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
        let step = Double(Int.random(in: -20...20, using: &random))
        node.item.desired[axis] = max(0, node.item.desired[axis] + step)
      case .linear(var layout):
        for index in layout.children.indices { visit(&layout.children[index]) }
        node.content = .linear(layout)
      case .stack(var layout):
        for index in layout.children.indices { visit(&layout.children[index]) }
        node.content = .stack(layout)
      case .grid(var layout):
        for index in layout.children.indices { visit(&layout.children[index]) }
        node.content = .grid(layout)
      case .gridTree(var layout):
        for index in layout.children.indices { visit(&layout.children[index]) }
        node.content = .gridTree(layout)
      }
    }
    visit(&node)
  }

  static func show(_ result: Result<LayoutAnswer, LayoutError>) -> String {
    switch result {
    case .success(let answer): answer.json()
    case .failure(let error): "error: \(error)"
    }
  }
}
