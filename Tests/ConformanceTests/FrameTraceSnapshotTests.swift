import Foundation
import Testing
import Trellis
import TrellisCore

@testable import TrellisLP

/// Every traced frame and grid track as a function of the solved segment sizes, held against a
/// snapshot: nested layouts (a vertical inside a horizontal inside a grid, aligned, offset,
/// with margins) and seeded random documents.
///
/// A trace may state a frame through position chains (``FrameTrace/chains``); expanded into
/// segment sizes alone, with like terms merged, each frame edge is one affine function
/// whatever the chains. That function, not only its value at the pass's sizes
/// (``FrameTraceTests``), must stay what it was. Record the snapshot again with
/// `TRELLIS_WRITE_GOLDEN=1 swift test --filter FrameTraceSnapshotTests` only for a change
/// meant to trace differently.
@Suite struct FrameTraceSnapshotTests {
  /// A named document.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var document: LayoutDocument
    var testDescription: String { name }
  }

  /// An affine function of segment sizes: the constant, and each (problem, segment)'s
  /// coefficient.
  struct Expanded: Equatable {
    var constant: Double
    var terms: [[Int]: Double]

    /// As text: the constant, then `problem:segment:coefficient` sorted.
    var strings: [String] {
      ["\(constant)"]
        + terms.keys.sorted { $0.lexicographicallyPrecedes($1) }.map {
          "\($0[0]):\($0[1]):\(terms[$0] ?? 0)"
        }
    }

    init(constant: Double, terms: [[Int]: Double]) {
      self.constant = constant
      self.terms = terms
    }

    init?(_ strings: [String]) {
      guard let first = strings.first, let constant = Double(first) else { return nil }
      var terms: [[Int]: Double] = [:]
      for text in strings.dropFirst() {
        let parts = text.split(separator: ":")
        guard parts.count == 3, let problem = Int(parts[0]), let segment = Int(parts[1]),
          let coefficient = Double(parts[2])
        else { return nil }
        terms[[problem, segment]] = coefficient
      }
      self.init(constant: constant, terms: terms)
    }

    /// Whether two functions agree to 1e-9 (relative to 1 and the larger magnitude).
    func isClose(to other: Self) -> Bool {
      func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
      }
      guard close(constant, other.constant) else { return false }
      for key in Set(terms.keys).union(other.terms.keys)
      where !close(terms[key] ?? 0, other.terms[key] ?? 0) {
        return false
      }
      return true
    }
  }

  /// Expands lengths over a trace's chains (each chain's positions computed once).
  struct Expander {
    let chains: [FrameTrace.Chain]
    var positions: [Int: [Expanded]] = [:]

    init(_ trace: FrameTrace) { chains = trace.chains }

    mutating func expand(_ length: AffineLength) -> Expanded {
      var result = Expanded(constant: length.constant, terms: [:])
      for term in length.terms {
        switch term.unknown {
        case .size(let problem, let segment):
          result.terms[[problem, segment], default: 0] += term.coefficient
        case .position(let chain, let step):
          let position = self.position(chain, step)
          result.constant += term.coefficient * position.constant
          for (key, value) in position.terms {
            result.terms[key, default: 0] += term.coefficient * value
          }
        }
      }
      result.terms = result.terms.filter { abs($0.value) > 1e-12 }
      return result
    }

    mutating func position(_ chain: Int, _ step: Int) -> Expanded {
      if positions[chain] == nil { positions[chain] = [expand(chains[chain].origin)] }
      while positions[chain, default: []].count <= step {
        let count = positions[chain, default: []].count
        guard count - 1 < chains[chain].steps.count else {
          return Expanded(constant: .nan, terms: [:])
        }
        let last = positions[chain, default: []][count - 1]
        var next = expand(chains[chain].steps[count - 1])
        next.constant += last.constant
        for (key, value) in last.terms { next.terms[key, default: 0] += value }
        next.terms = next.terms.filter { abs($0.value) > 1e-12 }
        positions[chain, default: []].append(next)
      }
      return positions[chain, default: []][step]
    }
  }

  /// A vertical inside a horizontal inside a grid, and variations of it (alignments, offsets,
  /// margins, items that do not fill their cells, a stack, a grid inside a vertical).
  static let nested: [(String, String)] = [
    (
      "vertical-in-horizontal-in-grid",
      """
      {"trellis": 1, "size": [420, 260], "rounding": "none",
       "root": {"id": "g", "layout": "grid", "columns": 2, "spacing": 6, "margin": 4,
        "columnSizing": {"stretch": 1},
        "children": [
          {"id": "h", "layout": "horizontal", "spacing": 5, "margin": 3, "children": [
            {"id": "a", "desired": [30, 20]},
            {"id": "v", "layout": "vertical", "spacing": 2, "margin": 1, "children": [
              {"id": "b", "desired": [25, 10]}, {"id": "c", "desired": [35, 12]},
              {"id": "d", "desired": [15, 8], "stretch": [0, 1]}]},
            {"id": "e", "desired": [40, 30], "stretch": [1, 0]}]},
          {"id": "f", "desired": [50, 40]}]}}
      """
    ),
    (
      "aligned-runs",
      """
      {"trellis": 1, "size": [500, 300], "rounding": "none",
       "root": {"id": "g", "layout": "grid", "rows": 2, "align": ["center", "bottom"],
        "children": [
          {"id": "h", "layout": "horizontal", "align": ["right", "center"], "spacing": 4,
           "children": [
            {"id": "a", "desired": [30, 20], "offset": [2, -3]},
            {"id": "v", "layout": "vertical", "align": ["center", "center"], "margin": 2,
             "cellAlign": ["center", "fill"], "children": [
              {"id": "b", "desired": [25, 10], "cellAlign": ["right", "top"]},
              {"id": "c", "desired": [35, 12]},
              {"id": "s", "layout": "stack", "margin": 2, "children": [
                {"id": "t", "desired": [10, 10], "cellAlign": ["center", "bottom"]}]}]},
            {"id": "e", "desired": [40, 30]}]},
          {"id": "w", "layout": "vertical", "spacing": 3, "children": [
            {"id": "i", "layout": "grid", "columns": 2, "children": [
              {"id": "j", "desired": [20, 20]}, {"id": "k", "desired": [30, 10]}]},
            {"id": "l", "desired": [60, 15], "stretch": [1, 1]}]}]}}
      """
    ),
  ]

  static let cases: [Case] = {
    var cases = nested.compactMap { name, text in
      (try? LayoutDocument(json: text)).map { Case(name: name, document: $0) }
    }
    for seed in UInt64(9_200_000)..<9_200_080 {
      var generator = RandomDocuments(seed: seed)
      if var document = try? LayoutDocument(json: generator.document()),
        document.plan.count <= 40
      {
        document.rounding = .none
        cases.append(Case(name: "random/\(seed)", document: document))
      }
    }
    return cases
  }()

  /// Every traced frame (by preorder number) and grid track of `document`, expanded.
  static func expanded(_ document: LayoutDocument) throws -> [String: [[String]]] {
    let trace = FrameTrace(plan: document.plan)
    let pass = TracingAxisSolver(solver: LPEngine().solver, links: trace.links)
    _ = try LayoutPass.run(
      document, engine: .lp, solver: pass, recorder: trace, realValued: true,
      measurementFailed: LPEngineError.measurement)
    var expander = Expander(trace)
    var result: [String: [[String]]] = [:]
    for (number, frame) in trace.frames {
      result["\(number)"] = [frame.x, frame.y, frame.width, frame.height].map {
        expander.expand($0).strings
      }
    }
    for (id, tracks) in trace.tracks {
      result["\(id).columns"] = tracks.columns.flatMap { [$0.start, $0.length] }.map {
        expander.expand($0).strings
      }
      result["\(id).rows"] = tracks.rows.flatMap { [$0.start, $0.length] }.map {
        expander.expand($0).strings
      }
    }
    return result
  }

  static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/frame-traces.json")

  static let golden: [String: [String: [[String]]]] = {
    guard let data = try? Data(contentsOf: goldenURL),
      let object = try? JSONSerialization.jsonObject(with: data)
        as? [String: [String: [[String]]]]
    else { return [:] }
    return object
  }()

  @Test func everyCaseIsRecorded() throws {
    if ProcessInfo.processInfo.environment["TRELLIS_WRITE_GOLDEN"] != nil {
      var all: [String: Any] = [:]
      for each in Self.cases { all[each.name] = try Self.expanded(each.document) }
      let data = try JSONSerialization.data(
        withJSONObject: all, options: [.prettyPrinted, .sortedKeys])
      try data.write(to: Self.goldenURL)
    }
    #expect(Self.cases.count >= 40)
    #expect(Set(Self.golden.keys) == Set(Self.cases.map(\.name)))
  }

  @Test(arguments: cases)
  func tracesAreUnchanged(_ each: Case) throws {
    let recorded = try #require(Self.golden[each.name], "no snapshot for \(each.name)")
    let now = try Self.expanded(each.document)
    #expect(Set(now.keys) == Set(recorded.keys), "\(each.name)")
    for (key, edges) in recorded {
      guard let got = now[key] else { continue }
      #expect(got.count == edges.count, "\(each.name) \(key)")
      for (index, (a, b)) in zip(got, edges).enumerated() {
        let x = try #require(Expanded(a))
        let y = try #require(Expanded(b))
        #expect(x.isClose(to: y), "\(each.name) \(key)[\(index)]: \(a) was \(b)")
      }
    }
  }
}
