import Foundation
import Trellis
import TrellisBench

extension BenchCommand {
  /// The sides of the css grids that `scripts/bench-peers` lays out with every system.
  static func peerSides(quick: Bool) -> [Int] { quick ? [10, 100] : [10, 100, 1000] }

  /// `trellis bench --peers`: both engines on the css grid documents of `scripts/bench-peers`
  /// (``BenchWorkloads/peerGridDocument(side:)``), with each engine's column widths so the
  /// script can check every peer against them.
  ///
  /// The JSON is one object per side: `side`, `direct` and `lp` timings in microseconds
  /// (`median`, `min`, `p90`, `runs`: a whole in-process solve of the validated document, frames
  /// and tracks included), `directResize` and `lpResize` (a ±7-point resize of the width laid
  /// out by each engine's ``LayoutSession``, alternately wider and narrower), and
  /// `columns`/`lpColumns`, `rows`/`lpRows`: each engine's track lengths, printed exactly
  /// (shortest round-trip decimals).
  ///
  /// - Throws: an engine's error (none is expected: the workloads are valid).
  static func runPeers(quick: Bool, budget: Duration) throws -> String {
    var entries: [String] = []
    for side in peerSides(quick: quick) {
      let document = BenchWorkloads.peerGridDocument(side: side)
      let direct = try DirectEngine().solve(document)
      let lp = try LPEngine().solve(document)
      let directTimes = try samples(budget: budget) {
        try time { _ = try DirectEngine().solve(document) }
      }
      let lpTimes = try samples(budget: budget) {
        try time { _ = try LPEngine().solve(document) }
      }
      // A window resized by ±7 points through each engine's session (issue 21, item 3), as
      // Kiwi's edit variable resizes in the script.
      let sizes = [7.0, -7].map { step in
        AxisPair(document.size.horizontal.map { $0 + step }, document.size.vertical)
      }
      let directResize = try samples(
        budget: budget, sessionRun(session(document, DirectEngine()), sizes))
      let lpResize = try samples(budget: budget, sessionRun(session(document, LPEngine()), sizes))
      func lengths(_ answer: LayoutAnswer, _ rows: Bool) -> String {
        let tracks = answer.tracks["grid"].map { rows ? $0.rows : $0.columns } ?? []
        return "[" + tracks.map { LayoutAnswer.number($0.length) }.joined(separator: ", ") + "]"
      }
      entries.append(
        "  {\"side\": \(side), \"direct\": \(timing(directTimes)), \"lp\": \(timing(lpTimes)),\n"
          + "   \"directResize\": \(timing(directResize)), \"lpResize\": \(timing(lpResize)),\n"
          + "   \"columns\": \(lengths(direct, false)),\n   \"lpColumns\": \(lengths(lp, false)),\n"
          + "   \"rows\": \(lengths(direct, true)),\n   \"lpRows\": \(lengths(lp, true))}")
    }
    return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
  }

  /// Writes the grid documents of ``peerSides(quick:)`` as `css-grid-<side>.json`.
  ///
  /// - Throws: ``InputError`` when the directory or a file cannot be written.
  static func writePeerWorkloads(_ directory: String, quick: Bool) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for side in peerSides(quick: quick) {
        let document = BenchWorkloads.peerGridDocument(side: side)
        try (document.json.text() + "\n").write(
          toFile: "\(directory)/css-grid-\(side).json", atomically: true, encoding: .utf8)
      }
    } catch {
      throw InputError(
        path: directory, message: "cannot write the workloads (\(error.localizedDescription))")
    }
  }

  /// Timed runs of `body` (after one warm-up) until `budget` is spent, at least 5, sorted, in
  /// microseconds.
  static func samples(budget: Duration, _ body: () throws -> Duration) rethrows -> [Double] {
    var runs: [Duration] = []
    let clock = ContinuousClock()
    _ = try body()
    let start = clock.now
    while runs.count < 5 || (clock.now - start < budget && runs.count < 100_000) {
      runs.append(try body())
    }
    return runs.map {
      Double($0.components.attoseconds) / 1e12 + Double($0.components.seconds) * 1e6
    }
    .sorted()
  }

  /// `{"median": …, "min": …, "p90": …, "runs": …}` of sorted samples.
  static func timing(_ sorted: [Double]) -> String {
    let median = sorted[sorted.count / 2]
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    let first = LayoutAnswer.number(sorted[0])
    return "{\"median\": \(LayoutAnswer.number(median)), \"min\": \(first), "
      + "\"p90\": \(LayoutAnswer.number(p90)), \"runs\": \(sorted.count)}"
  }
}
