import Testing
import Trellis
import TrellisTestSupport

/// Documents built in Swift through every solve entry point: an invalid one is refused with
/// the reader's error before any engine (or GLPK) sees it, a valid one solves to finite frames.
@Suite struct BuiltDocumentTests {
  /// The issue's crash: an infinite size gave NaN frames in release and a
  /// `preconditionFailure` in debug.
  @Test func anInfiniteSizeIsRefusedByEveryEngine() {
    let document = LayoutDocument(root: LayoutNode(id: "a"), size: AxisPair(.infinity, 100))
    let expected = DocumentError(
      path: "size[0]", message: "must be 0 or between 1e-9 and 1e9 in magnitude, got inf")
    #expect(throws: LayoutError.invalid(expected)) { try DirectEngine().solve(document) }
    #expect(throws: LPEngineError.invalidDocument(expected)) { try LPEngine().solve(document) }
    #expect(throws: LPEngineError.invalidDocument(expected)) {
      try LPEngine().program(for: document)
    }
    for engine in EngineChoice.allCases {
      #expect(throws: LayoutError.invalid(expected)) { try solve(document, engine: engine) }
    }
  }

  @Test func aConstrainedDocumentIsCheckedBeforeTheTieredSolve() throws {
    var document = LayoutDocument(root: LayoutNode(id: "a"), size: AxisPair(100, 100))
    document.constraints = [try LayoutConstraint("a.width >= 10", in: document, weight: -2)]
    let expected = DocumentError(
      path: "constraints[0].weight", message: "must be a number ≥ 0, got -2")
    #expect(throws: LPEngineError.invalidDocument(expected)) {
      try LPEngine().solveTiered(document)
    }
    #expect(throws: LPEngineError.invalidDocument(expected)) {
      try LPEngine().tieredProgram(for: document)
    }
  }

  /// Seeded random documents built through the API, a third of them invalid: each engine
  /// refuses exactly the invalid ones with `validate()`'s error, and lays the others out with
  /// finite frames.
  @Test(arguments: 0..<2) func randomBuiltDocumentsNeverCrash(block: UInt64) throws {
    var solved = 0
    var refused = 0
    for index in 0..<300 {
      let seed = 10_000 + block * 300 + UInt64(index)
      var generator = RandomModels(seed: seed, badness: 15)
      let document = generator.document()
      let context = Comment(rawValue: "seed \(seed): \(document.json.text())")
      let validation = Result { () throws(DocumentError) in try document.validate() }
      for engine in [EngineChoice.auto, .lp] {
        let outcome = Result { () throws(LayoutError) in try solve(document, engine: engine) }
        switch (validation, outcome) {
        case (.failure(let error), .failure(let solveError)):
          refused += 1
          #expect(solveError == .invalid(error), context)
        case (.failure(let error), .success):
          Issue.record("\(engine) solved an invalid document (\(error)); \(context.rawValue)")
        case (.success, .failure(let solveError)):
          Issue.record("\(engine) failed on a valid document: \(solveError); \(context.rawValue)")
        case (.success, .success(let answer)):
          solved += 1
          let finite = answer.frames.allSatisfy { _, rect in
            rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
          }
          #expect(finite, context)
        }
      }
    }
    #expect(solved > 200 && refused > 100, "solved \(solved), refused \(refused)")
  }
}
