import Testing
import Trellis
import TrellisCore
import TrellisTestSupport

@testable import TrellisLP

/// The `FrameTrace` recorder follows the pass exactly.
///
/// Every traced frame, evaluated at the sizes the pass solved, is the frame the pass placed.
/// The tiered solve states constraints through these affine frames, so a trace that drifts
/// from the layout would constrain the wrong lengths.
@Suite struct FrameTraceTests {
  /// The value of an affine length at a traced pass's sizes.
  static func value(
    _ length: AffineLength, sizes: [Int: [Double]], chains: [FrameTrace.Chain]
  ) -> Double {
    var total = length.constant
    for term in length.terms {
      switch term.unknown {
      case .size(let problem, let segment):
        total += term.coefficient * (sizes[problem]?[segment] ?? .nan)
      case .position(let chain, let step):
        var position = value(chains[chain].origin, sizes: sizes, chains: chains)
        for index in 0..<step {
          position += value(chains[chain].steps[index], sizes: sizes, chains: chains)
        }
        total += term.coefficient * position
      }
    }
    return total
  }

  /// Every traced frame against the placed one, on random documents (seeded; the seed and the
  /// document are printed on failure).
  @Test(arguments: 0..<3500)
  func tracedFramesAreThePlacedFrames(seed: UInt64) throws {
    // From 3,000 on, grids place some children by area (spans traced across their tracks).
    var generator = RandomDocuments(seed: 50_000 + seed, placement: seed >= 3000)
    let text = generator.document()
    guard let document = try? LayoutDocument(json: text) else { return }
    let (pass, trace) = try LPEngine().tracedPass(document)
    var checked = 0
    for (number, traced) in trace.frames {
      guard let id = document.plan.ids[number], let frame = pass.answer.frames[id] else {
        continue
      }
      let sizes = pass.solver.sizes
      let evaluated = Rect(
        x: Self.value(traced.x, sizes: sizes, chains: trace.chains),
        y: Self.value(traced.y, sizes: sizes, chains: trace.chains),
        width: Self.value(traced.width, sizes: sizes, chains: trace.chains),
        height: Self.value(traced.height, sizes: sizes, chains: trace.chains))
      for (a, b, field) in [
        (evaluated.x, frame.x, "x"), (evaluated.y, frame.y, "y"),
        (evaluated.width, frame.width, "width"), (evaluated.height, frame.height, "height"),
      ] {
        #expect(
          abs(a - b) <= 1e-9 * max(1, abs(b)),
          "seed \(50_000 + seed): \(id).\(field) traced \(a), placed \(b)\n\(text)")
      }
      checked += 1
    }
    // Random documents have an id on every node: each traced frame was compared.
    #expect(checked == trace.frames.count, "seed \(50_000 + seed)")
  }

  /// An item that stretches across a linear container fills the band, which a taller item
  /// widens past the content box: a constraint on the item's height sees that band (it used
  /// to see the content box, and the explanation said every rule held while `a` was 80 tall).
  @Test func constraintsSeeTheBandPastTheContentBox() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 50], "rounding": "none", "root": {"layout": "horizontal",
         "children": [{"id": "a", "desired": [40, 10], "stretch": [0, 1]},
                      {"id": "b", "desired": [40, 80]}]},
         "constraints": [{"id": "short", "expr": "a.height <= 60", "strength": "medium"}]}
        """)
    let answer = try LPEngine().solveTiered(document)
    #expect(answer.frames["a"] == Rect(x: 110, y: 0, width: 40, height: 80))
    #expect(answer.relaxed.map(\.rule) == ["short"])
    #expect(answer.relaxed.first?.achieved == 80)
  }

  /// A container too short for its margins has a clamped content box (§1.3): its children's
  /// traced frames are the clamped ones (the explanation used to say `a` was -2 tall).
  @Test func aClampedContentBoxIsTracedAsPlaced() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [100, 3], "rounding": "none", "root": {"layout": "horizontal",
         "margin": 2.5, "children": [{"id": "a", "desired": [10, 10], "stretch": [0, 1]}]},
         "constraints": [{"id": "tall", "expr": "a.height >= 0", "strength": "medium"}]}
        """)
    let answer = try LPEngine().solveTiered(document)
    #expect(answer.frames["a"] == Rect(x: 45, y: 2.5, width: 10, height: 0))
    #expect(answer.relaxed.isEmpty)
  }
}
