import Testing
import Trellis
import TrellisBench
import TrellisCore
import TrellisTestSupport

/// The seams of the layout pass (issue 16): recorders observe and never change a layout, their
/// events come in pass order, every problem says where it comes from, an engine's failure stops
/// the pass typed, and refusals are the core's `LayoutError`.
@Suite struct PassSeamTests {
  /// A recorder that keeps every event and checks their order as they come.
  final class Log: LayoutRecorder {
    var placed: Set<Int> = []
    var problems: [(problem: AxisProblem, number: Int)] = []
    var tracks: [Int: Set<Axis>] = [:]
    var runs: Set<Int> = []
    var issues: [String] = []

    func wants(_ number: Int) -> Bool { true }
    func wantsAny(_ numbers: Range<Int>) -> Bool { true }
    func placedRoot(_ frame: Rect) { placed.insert(0) }

    func solved(_ problem: AxisProblem, number: Int, sizes: [Double]) {
      if number != problems.count { issues.append("problem \(number) after \(problems.count)") }
      if sizes.count != problem.segments.count { issues.append("problem \(number): sizes") }
      if problem.source.purpose == .layout && !placed.contains(problem.source.container) {
        issues.append("problem \(number) laid out node \(problem.source.container) unplaced")
      }
      problems.append((problem, number))
    }

    func placedTracks(_ placed: PlacedTracks) {
      tracks[placed.container, default: []].insert(placed.axis)
      if placed.problem >= problems.count { issues.append("tracks of an unsolved problem") }
    }

    func startedRun(_ run: PlacedRun) {
      runs.insert(run.container)
      if run.problem >= problems.count { issues.append("run of an unsolved problem") }
    }

    func placed(_ child: PlacedChild) {
      if !placed.contains(child.container) {
        issues.append("child \(child.number) placed before its container \(child.container)")
      }
      for axis in Axis.both {
        switch child.cell[axis] {
        case .track:
          if tracks[child.container]?.contains(axis) != true {
            issues.append("child \(child.number) in a track not placed")
          }
        case .runItem:
          if !runs.contains(child.container) {
            issues.append("child \(child.number) in a run not started")
          }
        case .content, .band, .treeSlot: break
        }
      }
      placed.insert(child.number)
    }
  }

  /// Recorders observe: a pass with one gives the same answer, bit for bit, as a pass without
  /// (the fast paths off, since a recorder that wants every frame turns them off), on every
  /// fixture and on random documents.
  @Test func recordersObserveAndNeverChangeTheLayout() throws {
    var documents = try Fixture.all.map { try LayoutDocument(json: $0.document) }
    for seed in UInt64(0)..<200 {
      var generator = RandomDocuments(seed: seed)
      if let document = try? LayoutDocument(json: generator.document()) {
        documents.append(document)
      }
    }
    #expect(documents.count > 200)
    for document in documents where !document.isConstrained {
      let plain = try DirectEngine().solve(document)
      let log = Log()
      let recorded = try LayoutPass.run(document, engine: .direct, recorder: log, fastPaths: false)
      {
        problem, _ in DirectEngine.solve(problem)
      }
      #expect(recorded == plain, "\(document.json.text())")
      #expect(log.issues.isEmpty, "\(log.issues.prefix(3)) in \(document.json.text())")
      // Every container node with children was placed, and every problem names a container.
      for (problem, _) in log.problems {
        #expect(document.plan.ids.indices.contains(problem.source.container))
      }
    }
  }

  /// Each problem carries its container, kind and axis, and each grid segment its basis.
  @Test func problemsSayWhereTheyComeFrom() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [400, 200], "rounding": "none", "root": {"id": "page",
         "layout": "vertical", "spacing": 4, "margin": 10, "children": [
          {"id": "grid", "layout": "grid", "columns": 2, "margin": 3, "spacing": 2,
           "columnSizings": [{"size": 50}, {"stretch": 1}],
           "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [20, 10]}]},
          {"id": "row", "layout": "horizontal", "stretch": [1, 0],
           "children": [{"id": "c", "desired": [30, 10]}]}]}}
        """)
    let log = Log()
    _ = try LayoutPass.run(document, engine: .direct, recorder: log) { problem, _ in
      DirectEngine.solve(problem)
    }
    let laid = log.problems.filter { $0.problem.source.purpose == .layout }
    let sources = laid.map {
      (
        document.plan.name(of: $0.problem.source.container), $0.problem.source.kind,
        $0.problem.source.axis
      )
    }
    #expect(sources.contains { $0 == ("page", .vertical, .vertical) })
    #expect(sources.contains { $0 == ("grid", .grid, .horizontal) })
    #expect(sources.contains { $0 == ("grid", .grid, .vertical) })
    #expect(sources.contains { $0 == ("row", .horizontal, .horizontal) })
    let columns = try #require(
      laid.first {
        document.plan.name(of: $0.problem.source.container) == "grid"
          && $0.problem.source.axis == .horizontal
      })
    #expect(
      columns.problem.segments.map(\.basis) == [.margin, .margin, .fixed, .content, .spacing])
    // The grid's layout problems distribute its whole frame; the page's its frame less the
    // margins and the spacing between its two children.
    #expect(columns.problem.source.frameInsets == .zero)
    let page = try #require(laid.first { $0.problem.source.container == 0 })
    #expect(page.problem.source.frameInsets == .init(lead: 10, trail: 10, between: 4))
    #expect(document.plan.name(of: 0) == "page")
  }

  /// A container without an id is named after its JSON path.
  @Test func namesAreIdsOrJSONPaths() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, 100], "root": {"layout": "vertical", "children": [
          {"id": "a"}, {"layout": "horizontal", "children": [{"id": "b"}, {"layout": "stack",
           "children": [{"id": "c"}]}]}]}}
        """)
    let plan = document.plan
    #expect(plan.name(of: 0) == "root")
    #expect(plan.name(of: 1) == "a")
    #expect(plan.name(of: 2) == "root.children[1]")
    #expect(plan.name(of: 4) == "root.children[1].children[1]")
    #expect(plan.name(of: 5) == "c")
  }

  /// A solver that fails on its second problem.
  final class FailsSecond: AxisSolving {
    struct Refused: Error, Equatable { var number: Int }
    var calls = 0
    func distribute(_ problem: AxisProblem, number: Int) throws(Refused) -> [Double] {
      calls += 1
      if number == 1 { throw Refused(number: number) }
      return DirectEngine.solve(problem)
    }
    func fill(_ problem: AxisProblem, number: Int) throws(Refused) -> [Double] {
      try distribute(problem, number: number)
    }
    func spread(
      _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
    ) throws(Refused) -> [Double] {
      try distribute(problem, number: number)
    }
    func split(
      _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int
    ) throws(Refused) -> [Double] {
      try distribute(problem, number: number)
    }
  }

  /// The first failure stops the pass, and the pass throws the solver's own error type.
  @Test func aFailingSolverStopsThePassTyped() throws {
    let document = BenchWorkloads.gridDocument(side: 4)
    let solver = FailsSecond()
    do throws(FailsSecond.Refused) {
      _ = try LayoutPass.run(
        document, engine: .direct, solver: solver,
        measurementFailed: { _ in FailsSecond.Refused(number: -1) })
      Issue.record("the pass went on after a failure")
    } catch {
      #expect(error == FailsSecond.Refused(number: 1))
    }
    #expect(solver.calls == 2)
  }

  /// The direct engine refuses what it cannot lay out with the core's error, and the umbrella
  /// reports the LP engine's failures as the same type.
  @Test func refusalsAreLayoutErrors() throws {
    let constrained = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, 100], "root": {"layout": "horizontal", "children": [
          {"id": "a", "desired": [10, 10]}]}, "constraints": [{"expr": "a.width == 20"}]}
        """)
    #expect(throws: LayoutError.self) { try DirectEngine().solve(constrained) }
    #expect(throws: LayoutError.self) { try solve(constrained, engine: .direct) }
    #expect(try solve(constrained, engine: .auto).frames["a"]?.width == 20)
    let error = LPEngineError.notOptimal(.infeasible)
    #expect(error.layoutError == .unsolved(error.description))
    #expect(
      LPEngineError.unsupported(path: "p", message: "m").layoutError
        == .unsupported(path: "p", message: "m"))
  }

  /// The example of `LayoutEngine`'s documentation: code generic over the engine gets the same
  /// layout from both, and a document says what its nodes are.
  @Test func codeGenericOverTheEngine() throws {
    func width(of id: String, in document: LayoutDocument, by engine: some LayoutEngine)
      throws -> Double?
    {
      try engine.solve(document).frames[id]?.width
    }
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "root": {"layout": "horizontal", "spacing": 10,
         "children": [{"id": "a", "desired": [40, 20], "stretch": [1, 0]},
                      {"id": "b", "desired": [60, 20]}]}}
        """)
    #expect(try width(of: "a", in: document, by: DirectEngine()) == 230)
    #expect(try width(of: "a", in: document, by: LPEngine()) == 230)
    #expect(DirectEngine().name == .direct && LPEngine().name == .lp)
    #expect(document.nodeCount == 3)
    #expect(document.root.containerKind == .horizontal)
    #expect(document.root.children[0].containerKind == nil)
  }
}
