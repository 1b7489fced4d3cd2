import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Numbers from 1e-6 to 1e7 (issue 8): seeded grids whose sizes span the whole range, and
/// whose weights span 1e6 (the most one axis may: `DocumentLimits.maximumWeightRatio`), solve the same with the direct engine, the LP engine in floating point, and the LP
/// engine re-solved in exact rational arithmetic (`glp_exact` from the final basis).
@Suite struct MagnitudeTests {
  /// A grid of `columns`×2 items with log-uniform desired sizes in 1e-6…1e7 and weights in
  /// 1e-3…1e3, laid out in a length between the content and 100× it.
  static func document(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    func logUniform(_ low: Double, _ high: Double) -> Double {
      let exponent = Double.random(in: log10(low)...log10(high), using: &random)
      return (pow(10, exponent) * 1e6).rounded() / 1e6 == 0 ? low : pow(10, exponent)
    }
    let columns = Int.random(in: 2...6, using: &random)
    let distribution = ["compat", "fair", "css"][Int.random(in: 0...2, using: &random)]
    var total = 0.0
    var sizings: [String] = []
    for _ in 0..<columns {
      let stretch = Bool.random(using: &random) ? logUniform(1e-3, 1e3) : 0
      sizings.append("{\"stretch\": \(stretch)}")
    }
    var items: [String] = []
    for index in 0..<(columns * 2) {
      let width = logUniform(1e-6, 1e7)
      let height = logUniform(1e-6, 1e7)
      if index < columns { total += width }
      items.append("{\"id\": \"i\(index)\", \"desired\": [\(width), \(height)]}")
    }
    let width = min(1e9, total * Double.random(in: 1...100, using: &random))
    return """
      {"trellis": 1, "size": [\(width), null], "rounding": "none", "root": {"id": "g", \
      "layout": "grid", "columns": \(columns), "distribution": "\(distribution)", \
      "columnSizings": [\(sizings.joined(separator: ", "))], \
      "children": [\(items.joined(separator: ", "))]}}
      """
  }

  @Test(arguments: 0..<4)
  func extremeMagnitudesAgreeWithExactArithmetic(batch: Int) throws {
    var exactOptions = LPEngine.defaultSolver.options
    exactOptions.exactRecheck = true
    let exact = LPEngine(solver: GLPKSolver(options: exactOptions))
    var inconclusive = 0
    for index in 0..<100 {
      let seed = UInt64(7_000_000 + batch * 100 + index)
      let text = Self.document(seed: seed)
      let document = try LayoutDocument(json: text)
      let report: CrossCheck.Report
      do {
        report = try CrossCheck.run(document)
      } catch {
        Issue.record("seed \(seed): \(error)\n\(text)")
        continue
      }
      #expect(report.agrees, "seed \(seed): \(report.differences.prefix(4))\n\(text)")
      let reference: LayoutAnswer
      do {
        reference = try exact.solve(document)
      } catch {
        // GLPK's rational simplex (glp_exact, also through glpsol --exact) sometimes
        // declares a feasible program with a free unit infeasible (seed 7000152: a fair
        // axis whose exact solution has u = −9e−10); such a document is not counted.
        inconclusive += 1
        continue
      }
      let extent = max(1, reference.size.horizontal, reference.size.vertical)
      for (id, expected) in reference.frames {
        guard let got = report.lp.frames[id] else { continue }
        let pairs = [(got.x, expected.x), (got.width, expected.width)]
        #expect(
          pairs.allSatisfy { abs($0 - $1) <= 1e-9 * max(extent, abs($1)) },
          "seed \(seed): \(id) float \(got) ≠ exact \(expected)\n\(text)")
      }
    }
    #expect(inconclusive <= 5, "glp_exact failed on \(inconclusive) of 100 documents")
  }
}
