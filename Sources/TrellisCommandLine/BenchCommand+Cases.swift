import Foundation
import Trellis
import TrellisBench

extension BenchCommand {
  /// The workloads, built now (before any timing); the drag cases go through `dragWidths`
  /// widths and back.
  static func cases(quick: Bool, dragWidths: Int) -> [Case] {
    var cases: [Case] = []
    for tracks in [4, 16, 64, 256, 1024] {
      let problem = BenchWorkloads.axisProblem(tracks: tracks)
      cases.append(
        Case(
          scenario: "axis, cold", size: "\(tracks) tracks",
          direct: { time { _ = DirectEngine.solve(problem) } },
          lp: { [try time { _ = try LPEngine().solve(problem) }] }))
    }
    cases += cssGridCases(quick: quick)
    cases += placedGridCases(quick: quick)
    for side in quick ? [10, 30, 100] : [10, 30, 100, 300, 1000] {
      let document = BenchWorkloads.gridDocument(side: side)
      cases.append(
        Case(
          scenario: "grid document", size: "\(side)×\(side)",
          direct: { try time { _ = try DirectEngine().solve(document) } },
          lp: side > 300 ? nil : { [try time { _ = try LPEngine().solve(document) }] }))
    }
    for side in quick ? [100] : [10, 100, 300, 1000] {
      // A window resized by ±7 points, laid out by a session (validated and numbered once,
      // the engine's memory kept) against a cold solve of each size: the "grid document" rows.
      let document = BenchWorkloads.gridDocument(side: side)
      let width = document.size.horizontal ?? 0
      var direct = session(document, DirectEngine())
      var lp = session(document, LPEngine())
      var flip = false
      func size() -> AxisPair<Double?> {
        flip.toggle()
        return AxisPair(width + (flip ? 7 : -7), document.size.vertical)
      }
      cases.append(
        Case(
          scenario: "grid document, session resize ±7", size: "\(side)×\(side)",
          direct: {
            let next = size()
            return try time { _ = try direct.layout(size: next) }
          },
          lp: side > 100
            ? nil
            : {
              try (0..<(side > 30 ? 10 : 100)).map { _ in
                let next = size()
                return try time { _ = try lp.layout(size: next) }
              }
            }))
    }
    for depth in 3...6 {
      let document = BenchWorkloads.treeDocument(depth: depth)
      cases.append(
        Case(
          scenario: "grid tree", size: "depth \(depth)",
          direct: { try time { _ = try DirectEngine().solve(document) } },
          lp: { [try time { _ = try LPEngine().solve(document) }] }))
    }
    // The tiered solve has no closed form: LP only.
    for (scenario, wide) in [("explain, 2-rule conflict", false), ("explain, wide conflict", true)]
    {
      for tracks in quick ? [64] : [16, 64, 256] {
        let document = BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: wide)
        cases.append(
          Case(
            scenario: scenario, size: "\(tracks) tracks", direct: nil,
            lp: { [try time { _ = try LPEngine().solveTiered(document) }] }))
      }
    }
    for side in quick ? [30, 100] : [10, 30, 100] {
      let document = BenchWorkloads.tieredGridDocument(side: side)
      cases.append(
        Case(
          scenario: "4-tier grid document", size: "\(side)×\(side)", direct: nil,
          lp: { [try time { _ = try LPEngine().solveTiered(document) }] }))
    }
    cases += sessionCases(quick: quick)
    cases += dragCases(widths: dragWidths, quick: quick)
    cases += directCases(quick: quick)
    return cases
  }

  /// A session of a benchmark workload (valid by construction).
  static func session<Engine: LayoutEngine>(
    _ document: LayoutDocument, _ engine: Engine
  ) -> LayoutSession<Engine> {
    do {
      return try LayoutSession(document, engine: engine)
    } catch {
      preconditionFailure("a benchmark workload is invalid: \(error)")
    }
  }

  /// The markdown table.
  static func table(_ rows: [Row]) -> String {
    func cell(_ value: Double?) -> String {
      guard let value else { return "—" }
      if value >= 1000 { return String(format: "%.2f ms", value / 1000) }
      return String(format: value >= 10 ? "%.1f µs" : "%.2f µs", value)
    }
    var lines = [
      "| scenario | size | direct median | direct p90 | LP median | LP p90 | LP ÷ direct |",
      "|---|---|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      let ratio = row.lp.flatMap { lp in row.direct.map { lp.median / $0.median } }
      lines.append(
        "| \(row.scenario) | \(row.size) | \(cell(row.direct?.median)) | \(cell(row.direct?.p90)) | "
          + "\(cell(row.lp?.median)) | \(cell(row.lp?.p90)) | "
          + "\(ratio.map { String(format: "%.1f", $0) } ?? "—") |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rows as JSON (times in microseconds).
  static func json(_ rows: [Row]) -> String {
    func stats(_ stats: Stats?) -> String {
      guard let stats else { return "null" }
      return
        "{\"median\": \(LayoutAnswer.number(stats.median)), \"p90\": \(LayoutAnswer.number(stats.p90))}"
    }
    let entries = rows.map { row in
      "  {\"scenario\": \(LayoutAnswer.quoted(row.scenario)), \"size\": \(LayoutAnswer.quoted(row.size)), "
        + "\"direct\": \(stats(row.direct)), \"lp\": \(stats(row.lp))}"
    }
    return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
  }

  /// A progress bar on stderr, drawn only when stderr is a terminal.
  struct Progress {
    let total: Int
    var done = 0
    let visible = isatty(2) != 0

    init(total: Int) { self.total = total }

    func show(_ label: String) {
      guard visible else { return }
      let width = 30
      let filled = total == 0 ? width : width * done / total
      let bar =
        String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      _ = try? Descriptor.writeAll(
        2, Array("\r[\(bar)] \(done)/\(total) \(label)\u{1B}[K".utf8)[...])
    }

    mutating func advance() { done += 1 }

    func finish() {
      guard visible else { return }
      _ = try? Descriptor.writeAll(2, Array("\r\u{1B}[K".utf8)[...])
    }
  }
}
