import Foundation
import Testing
import Trellis
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
      self.use.reusedPrograms += use.reusedPrograms
      self.use.restarts += use.restarts
      self.use.coldAfterRestart += use.coldAfterRestart
      self.use.repeatedTieredSolves += use.repeatedTieredSolves
      self.use.certifiedTieredSolves += use.certifiedTieredSolves
      self.use.patchedTieredPrograms += use.patchedTieredPrograms
      self.use.movedTieredVertices += use.movedTieredVertices
      self.use.rememberedTieredConflicts += use.rememberedTieredConflicts
      self.use.reloadedPrograms += use.reloadedPrograms
    }
  }

  static let batches: [UInt64] = Array(0..<8)

  /// Random documents of every container kind and distribution (`fair` and `css` grids
  /// restart from their bases), each through twelve random steps.
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
    #expect(tally.use.repeatedProblems > 0 && tally.use.reusedPrograms > 0)
    #expect(
      tally.use.restarts > 0, "no restart in batch \(batch): \(String(describing: tally.use))")
  }

  /// Large `fair` and `css` grids (capped, minimum and content-sized tracks), where most
  /// programs restart from the last layout's basis.
  @Test(arguments: batches)
  func fairGridsRestartWithTheColdAnswer(batch: UInt64) throws {
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
    // Ties (equal tracks meeting their minimums together) are solved cold; most are not.
    #expect(tally.use.restarts > 0, "\(String(describing: tally.use))")
    // Solved in the GLPK problems the last layout kept (same thread).
    #expect(tally.use.reloadedPrograms > 0, "\(String(describing: tally.use))")
  }

  /// The benchmark's grids of distinct caps (issue 18), `fair` and `css`, plain and through
  /// the tiered solve: the first program of each axis freezes the predicted capped columns,
  /// and is reused at the next width with a new prediction.
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
    #expect(
      tally.use.reusedPrograms > 0 && tally.use.restarts > 0, "\(String(describing: tally.use))")
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
    // Sizes and desired sizes never laid out before: the last cold optimum, certified.
    #expect(tally.use.certifiedTieredSolves >= 25, "\(String(describing: tally.use))")
  }

  /// The benchmark's tiered documents at widths never laid out before (±7 and a thousandth of
  /// a point more each time, as `trellis bench` resizes them): after the first layout, every
  /// one is re-solved from the certified optimum, and each is the cold answer bit for bit.
  ///
  /// The vertex is the last one moved along the available length at every resize (the
  /// certificate refined it and found the directions of each axis's `bounds` and `fill` rows
  /// in advance). A conflict shown the only one at the
  /// new width is the certified layout's, without the search.
  @Test func newWidthsReSolveFromTheCertifiedOptimum() throws {
    let documents = [
      BenchWorkloads.overConstrainedDocument(tracks: 16),
      BenchWorkloads.overConstrainedDocument(tracks: 16, wideConflict: false),
      BenchWorkloads.tieredGridDocument(side: 10),
    ]
    for document in documents {
      let width = try #require(document.size.horizontal)
      var memory = LPEngine().makeMemory()
      var certified: [Int] = []
      var patched: [Int] = []
      var moved: [Int] = []
      var remembered: [Int] = []
      for step in 0..<8 {
        var copy = document
        let move = step == 0 ? 0 : (step % 2 == 0 ? 7 : -7) + 0.001 * Double(step)
        copy.size = AxisPair(width + move, document.size.vertical)
        let answer = try LPEngine().solve(copy, memory: &memory)
        #expect(answer == (try LPEngine().solve(copy)), "width \(width + move)")
        certified.append(memory.lastUse.certifiedTieredSolves)
        patched.append(memory.lastUse.patchedTieredPrograms)
        moved.append(memory.lastUse.movedTieredVertices)
        remembered.append(memory.lastUse.rememberedTieredConflicts)
      }
      // The two-rule conflict is the only one at every width: taken without the search. The
      // wide conflict changes with the width, and the grid has none.
      let conflictIsUnique = document == documents[1]
      #expect(
        remembered == (conflictIsUnique ? [0, 1, 1, 1, 1, 1, 1, 1] : [0, 0, 0, 0, 0, 0, 0, 0]),
        "\(document.root.id ?? "root")")
      #expect(certified == [0, 1, 1, 1, 1, 1, 1, 1], "\(document.root.id ?? "root")")
      #expect(moved == [0, 1, 1, 1, 1, 1, 1, 1], "\(document.root.id ?? "root")")
      // A resize poses the program of the layout before with new available lengths.
      #expect(patched == [0, 1, 1, 1, 1, 1, 1, 1], "\(document.root.id ?? "root")")
    }
  }

  /// A resize patches the last layout's program only where the compile read nothing else
  /// that moved: a left-aligned run whose item a constraint positions keeps its chain (the
  /// program is patched at every new width), a centred one holds the aligned free space in
  /// its chain's origin, which moves with the width (compiled every time); both give the cold
  /// answer at every width.
  @Test func aResizePatchesOnlyWhatTheCompileReadsAlike() throws {
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
    let cases = [
      (try run(#""align": ["left", "top"],"#, "c.x >= 300"), [0, 1, 1, 1, 1, 1]),
      (try run("", "c.right == 380"), [0, 0, 0, 0, 0, 0]),
    ]
    for (document, expected) in cases {
      var memory = LPEngine().makeMemory()
      var patched: [Int] = []
      for step in 0..<6 {
        var copy = document
        copy.size = AxisPair(400 + Double(step % 2 == 0 ? 7 : -7) + 0.5 * Double(step), 40)
        let answer = try LPEngine().solve(copy, memory: &memory)
        #expect(answer == (try LPEngine().solve(copy)), "step \(step)")
        patched.append(memory.lastUse.patchedTieredPrograms)
      }
      #expect(patched == expected)
    }
  }

  /// Desired sizes edited (each layout a document read anew): the pass poses the same
  /// problems with other bases, so the last layout's program is patched with the new targets
  /// at every edit that keeps each segment's rules, and compiled when an edit adds one (a
  /// desired size of 0 has no `desired` rule); every answer is the cold one.
  @Test func desiredSizeEditsPatchTheProgram() throws {
    let edit = { (width: Double) in
      try LayoutDocument(
        json: """
          {"trellis": 1, "size": [300, 60], "rounding": "none",
           "root": {"id": "g", "layout": "grid", "columns": 3, "columnSpacing": 4,
            "columnSizing": {"stretch": 1},
            "children": [{"id": "a", "desired": [\(width), 20]}, {"id": "b", "desired": [60, 20]},
                         {"id": "c", "desired": [70, 20]}]},
           "constraints": [{"expr": "g.col[0].width >= 2 * g.col[1].width", "strength": "strong"},
                           {"expr": "g.col[2].width <= 90", "strength": "required"}]}
          """)
    }
    var memory = LPEngine().makeMemory()
    var patched: [Int] = []
    for width in [50.0, 55, 61.5, 0, 40, 44] {
      let document = try edit(width)
      let answer = try LPEngine().solve(document, memory: &memory)
      #expect(answer == (try LPEngine().solve(document)), "width \(width)")
      patched.append(memory.lastUse.patchedTieredPrograms)
    }
    #expect(patched == [0, 1, 1, 0, 0, 1])
  }

  /// Seeded random documents with constraints in random tiers (``ConstrainedDocuments``) and
  /// random required conflicts (``ConflictDocuments``): resized and edited through a session,
  /// each re-solved at new bounds from the certified optimum of its last cold solve when that
  /// is still the only optimum, and always the cold answer bit for bit.
  @Test(arguments: batches)
  func certifiedTieredResolvesGiveTheColdAnswer(batch: UInt64) throws {
    var tally = Tally()
    for index in 0..<10 {
      let seed = 8_200_000 + batch * 1000 + UInt64(index)
      if let made = ConstrainedDocuments.document(seed: seed) {
        check(made.document, seed: seed, steps: 10, &tally)
      }
      var generator = ConflictDocuments(seed: seed)
      if let document = try? LayoutDocument(
        json: generator.document(kind: index % ConflictDocuments.kinds))
      {
        check(document, seed: seed &+ 1, steps: 10, &tally)
      }
    }
    #expect(tally.layouts >= 100)
    #expect(tally.use.certifiedTieredSolves >= 30, "\(String(describing: tally.use))")
    #expect(tally.use.patchedTieredPrograms >= 30, "\(String(describing: tally.use))")
    #expect(tally.use.movedTieredVertices >= 20, "\(String(describing: tally.use))")
    #expect(tally.use.rememberedTieredConflicts >= 10, "\(String(describing: tally.use))")
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
  /// detached task), its memory gives the cold answers, restarts included.
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

  /// A tiered session moved between threads at each layout: its certified optimum's GLPK
  /// problem is kept for the thread that made it, so another thread loads and factorises its
  /// own; the answers are the cold ones and the re-solves still certified.
  @Test func aTieredSessionMovesBetweenThreads() async throws {
    let document = BenchWorkloads.overConstrainedDocument(tracks: 16, wideConflict: false)
    let width = try #require(document.size.horizontal)
    var memory = LPEngine().makeMemory()
    var certified = 0
    for step in 0..<6 {
      var copy = document
      copy.size = AxisPair(width + Double(step % 2 == 0 ? 7 : -7) + 0.01 * Double(step), 200)
      let moved = memory
      let resized = copy
      let (answer, after) = try await Task.detached {
        var memory = moved
        return (try LPEngine().solve(resized, memory: &memory), memory)
      }.value
      memory = after
      certified += memory.lastUse.certifiedTieredSolves
      #expect(answer == (try LPEngine().solve(copy)), "step \(step)")
    }
    #expect(certified == 5)
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
