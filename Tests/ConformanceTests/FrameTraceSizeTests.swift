import Testing
import Trellis
import TrellisBench
import TrellisCore

@testable import TrellisLP

/// Frame expressions stay sparse (issue 18, item 1).
///
/// In a long run every frame names the position its cell starts at, not the items before it,
/// so the trace of n items holds O(n) terms and the tiered program O(n) nonzeros, where they
/// held O(n²). Terms are counted, not timed.
@Suite struct FrameTraceSizeTests {
  /// Every traced frame of `document` (every node wanted).
  static func trace(_ document: LayoutDocument) throws -> FrameTrace {
    let trace = FrameTrace(plan: document.plan)
    let pass = TracingAxisSolver(solver: LPEngine().solver, links: trace.links)
    _ = try LayoutPass.run(
      document, engine: .lp, solver: pass, recorder: trace, realValued: true,
      measurementFailed: LPEngineError.measurement)
    return trace
  }

  /// The most terms of any edge of any traced frame, the most of any chain step, and the
  /// terms of the whole trace.
  static func counts(_ trace: FrameTrace) -> (frame: Int, step: Int, total: Int) {
    var frame = 0
    var step = 0
    var total = 0
    for rect in trace.frames.values {
      for edge in [rect.x, rect.y, rect.width, rect.height] {
        frame = max(frame, edge.terms.count)
        total += edge.terms.count
      }
    }
    for chain in trace.chains {
      total += chain.origin.terms.count
      for length in chain.steps {
        step = max(step, length.terms.count)
        total += length.terms.count
      }
    }
    return (frame, step, total)
  }

  /// 3,000 centred items: each frame is its position and its size (or its own constant), each
  /// step an item's size; the chain's origin alone holds the aligned free space (one term per
  /// item, once).
  @Test(arguments: BenchWorkloads.LongRunConstraint.allCases)
  func aLongRunHoldsFewTermsPerFrame(_ constraint: BenchWorkloads.LongRunConstraint) throws {
    let items = 3000
    let document = BenchWorkloads.longRunDocument(items: items, constraint: constraint)
    let trace = try Self.trace(document)
    #expect(trace.frames.count == items + 1)
    #expect(trace.chains.count == 1)
    #expect(trace.chains.first?.steps.count == items - 1)
    let counts = Self.counts(trace)
    #expect(counts.frame <= 2, "\(counts)")
    #expect(counts.step <= 2, "\(counts)")
    #expect(counts.total <= 6 * items, "\(counts)")
  }

  /// A vertical run of 40 horizontal runs of 40 items each, start, centre and end aligned:
  /// a nested item's frame holds its own position and its container's, never a sum over the
  /// items before it.
  @Test func nestedRunsHoldFewTermsPerFrame() throws {
    let alignments: [Alignment] = [.start, .center, .end]
    let rows = (0..<40).map { row in
      var run = LinearLayout(
        axis: .horizontal,
        children: (0..<40).map { index in
          var item = ItemOptions()
          item.desired = AxisPair(Double(10 + (row * 7 + index * 13) % 30), 12)
          return LayoutNode(id: "r\(row)i\(index)", item: item)
        })
      run.spacing = 2
      run.align = AxisPair(alignments[row % 3], alignments[(row / 3) % 3])
      return LayoutNode(id: "r\(row)", content: .linear(run))
    }
    var column = LinearLayout(axis: .vertical, children: rows)
    column.spacing = 3
    let document = try LayoutDocument(
      root: LayoutNode(id: "column", content: .linear(column)), size: AxisPair(1600, 1200),
      rounding: .none
    ).validated()
    let trace = try Self.trace(document)
    #expect(trace.frames.count == 1 + 40 + 40 * 40)
    #expect(trace.chains.count == 41)
    let counts = Self.counts(trace)
    #expect(counts.frame <= 6, "\(counts)")
    #expect(counts.step <= 2, "\(counts)")
    #expect(counts.total <= 20 * 1641, "\(counts)")
  }

  /// A constraint on where the middle of 3,000 items starts costs the program a position
  /// variable and a row of at most three terms per item up to it (`root.x.pos[k].next`), and
  /// the whole program O(items) nonzeros.
  @Test func aPositionConstraintAddsAChainOfShortRows() throws {
    let items = 3000
    let document = BenchWorkloads.longRunDocument(items: items, constraint: .position)
    let program = try LPEngine().tieredProgram(for: document)
    let chainRows = program.rows.filter { $0.name.hasPrefix("root.x.pos[") }
    #expect(chainRows.count == items / 2 + 1)
    let next = try #require(program.rows.first { $0.name == "root.x.pos[1500].next" })
    #expect(next.terms.count == 3)
    #expect(chainRows.filter { $0.name.hasSuffix(".next") }.allSatisfy { $0.terms.count == 3 })
    let constraint = try #require(program.rows.first { $0.name == "long-run" })
    // The middle item's position, and the violation variable of `>=`.
    #expect(constraint.terms.count == 2)
    let nonzeros = program.rows.reduce(0) { $0 + $1.terms.count }
    #expect(nonzeros <= 20 * items, "\(nonzeros) nonzeros")
  }
}
