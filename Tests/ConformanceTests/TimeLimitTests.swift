import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisCore

@testable import TrellisLP

/// The engines' time limit (issue 18, item 2): a limit that runs out throws
/// `timeLimitReached` (explain keeps the conflict found so far, not proven minimal), and a
/// limit that does not changes no byte of any answer.
///
/// "Runs out" is made certain without timing anything: a limit of 1 ns is over before the
/// first check (a solve reads the clock after validating and planning the document), and the
/// conflict search is stopped after a chosen number of feasibility tests
/// (`LPEngine.conflictTestsBeforeDeadline`, the tests' clock).
@Suite struct TimeLimitTests {
  /// Over before any solve can check it.
  static let instant = limit(1e-9)
  /// Far more than any of these documents takes.
  static let generous = limit(600)

  static func limit(_ seconds: Double) -> TimeLimit {
    do {
      return try TimeLimit(seconds: seconds)
    } catch {
      preconditionFailure("\(error)")
    }
  }

  static let tiered = BenchWorkloads.tieredGridDocument(side: 30)
  static let plain = BenchWorkloads.gridDocument(side: 30)
  static let tree = BenchWorkloads.treeDocument(depth: 5)

  @Test func theLPEngineStopsAtTheLimit() {
    for document in [Self.tiered, Self.plain, Self.tree] {
      #expect(throws: LPEngineError.timeLimitReached(Self.instant)) {
        try LPEngine(timeLimit: Self.instant).solve(document)
      }
    }
    #expect(throws: LPEngineError.timeLimitReached(Self.instant)) {
      try LPEngine(timeLimit: Self.instant).solveTiered(Self.plain)
    }
    // The explain mode keeps a conflict only once one is shown: none here.
    var explaining = LPEngine(timeLimit: Self.instant)
    explaining.stopsConflictSearchAtTimeLimit = true
    #expect(throws: LPEngineError.timeLimitReached(Self.instant)) {
      try explaining.solveTiered(Self.tiered)
    }
  }

  @Test func theDirectEngineStopsAtTheLimit() {
    for document in [Self.plain, Self.tree] {
      #expect(throws: LayoutError.timeLimitReached(Self.instant)) {
        try DirectEngine(timeLimit: Self.instant).solve(document)
      }
    }
  }

  @Test func everyEntryPointStopsAtTheLimit() throws {
    for engine in EngineChoice.allCases {
      let document = engine == .direct ? Self.plain : Self.tiered
      #expect(throws: LayoutError.timeLimitReached(Self.instant)) {
        try Trellis.solve(document, engine: engine, timeLimit: Self.instant)
      }
      #expect(throws: LayoutError.timeLimitReached(Self.instant)) {
        try SVGRenderer().render(solving: document, engine: engine, timeLimit: Self.instant)
      }
    }
    #expect(throws: LayoutError.timeLimitReached(Self.instant)) {
      try CrossCheck.run(Self.plain, timeLimit: Self.instant)
    }
    var session = try LayoutSession(Self.tiered, engine: LPEngine(timeLimit: Self.instant))
    #expect(throws: LayoutError.timeLimitReached(Self.instant)) { try session.layout() }
    var direct = try LayoutSession(Self.tree, engine: DirectEngine(timeLimit: Self.instant))
    #expect(throws: LayoutError.timeLimitReached(Self.instant)) { try direct.layout() }
  }

  /// A deadline in the past stops every GLPK call before a simplex iteration; one in the
  /// future changes nothing.
  @Test func glpkCallsShareTheDeadline() throws {
    var program = LinearProgram(name: "p", sense: .maximize)
    let x = program.addVariable("x", lower: 0, upper: 10, objective: 1)
    let y = program.addVariable("y", lower: 0, upper: 10, objective: 2)
    _ = program.addRow("sum", [.init(x, 1), .init(y, 1)], upper: 12)
    let plain = try GLPKSolver().solve(program)
    var options = GLPKSolver.Options()
    options.deadline = .now - .seconds(1)
    let late = try GLPKSolver(options: options).solve(program)
    #expect(late.status == .solverFailure(.timeLimit))
    #expect(late.iterations == 0)
    options.deadline = .now + .seconds(600)
    #expect(options.callTimeLimitMilliseconds ?? 0 > 500_000)
    let early = try GLPKSolver(options: options).solve(program)
    #expect(early == plain)
    #expect(early.status == .optimal)
    options.timeLimit = .milliseconds(5)
    #expect(options.callTimeLimitMilliseconds == 5)
  }

  /// Every document of the golden digests, both engines and explain: the same bytes with a
  /// limit that is not reached as without one (GLPK's `tm_lim` does not change its pivots).
  @Test(arguments: GoldenOutputTests.cases)
  func aLimitNotReachedChangesNothing(_ item: GoldenOutputTests.Case) throws {
    let document = item.document
    var explaining = LPEngine(timeLimit: Self.generous)
    explaining.stopsConflictSearchAtTimeLimit = true
    func same(_ kind: String, _ free: () throws -> String, _ bounded: () throws -> String) {
      let a = Result { try free() }
      let b = Result { try bounded() }
      switch (a, b) {
      case (.success(let x), .success(let y)): #expect(x == y, "\(item.name) \(kind)")
      case (.failure(let x), .failure(let y)):
        #expect("\(x)" == "\(y)", "\(item.name) \(kind)")
      default: Issue.record("\(item.name) \(kind): \(a) against \(b)")
      }
    }
    same(
      "explain", { try LPEngine().solveTiered(document).json() },
      { try explaining.solveTiered(document).json() })
    same(
      "solve-lp", { try LPEngine().solve(document).json() },
      { try LPEngine(timeLimit: Self.generous).solve(document).json() })
    same(
      "solve-direct", { try DirectEngine().solve(document).json() },
      { try DirectEngine(timeLimit: Self.generous).solve(document).json() })
    var session = try LayoutSession(document, engine: LPEngine(timeLimit: Self.generous))
    same(
      "session-lp", { try LPEngine().solve(document).json() },
      {
        _ = try session.layout()
        return try session.layout().json()
      })
  }

  /// Explain with the search stopped after 0, 1, 2, … feasibility tests: the layout is the
  /// full solve's, and the conflict is a set that still holds the minimal conflict (so its
  /// rules cannot all hold), marked not minimal, shrinking to the minimal one as the search
  /// is given more tests.
  @Test(arguments: [false, true])
  func explainKeepsTheConflictFoundSoFar(wide: Bool) throws {
    let document = BenchWorkloads.overConstrainedDocument(tracks: 64, wideConflict: wide)
    let full = try LPEngine().solveTiered(document)
    let minimal = try #require(full.conflict)
    #expect(minimal.isMinimal)
    var sizes: [Int] = []
    for tests in 0..<64 {
      var engine = LPEngine(timeLimit: Self.generous)
      engine.stopsConflictSearchAtTimeLimit = true
      engine.conflictTestsBeforeDeadline = tests
      let answer = try engine.solveTiered(document)
      let conflict = try #require(answer.conflict)
      #expect(Set(conflict.rules).isSuperset(of: minimal.rules), "\(tests) tests")
      #expect(answer.frames == full.frames, "\(tests) tests")
      #expect(answer.relaxed == full.relaxed, "\(tests) tests")
      if conflict.isMinimal {
        // The search ended within the tests: the full solve's conflict.
        #expect(conflict == minimal, "\(tests) tests")
        break
      }
      #expect(answer.json().contains(#""minimal": false"#))
      sizes.append(conflict.rules.count)
    }
    #expect(!sizes.isEmpty)
    #expect(sizes.first ?? 0 > minimal.rules.count)
    #expect(sizes == sizes.sorted(by: >=), "\(sizes)")
    // Without the explain mode, a stopped search is a failure.
    var failing = LPEngine(timeLimit: Self.generous)
    failing.conflictTestsBeforeDeadline = 0
    #expect(throws: LPEngineError.timeLimitReached(Self.generous)) {
      try failing.solveTiered(document)
    }
  }
}
