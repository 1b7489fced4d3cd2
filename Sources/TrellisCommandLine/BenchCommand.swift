import ArgumentParser
import Foundation
import Trellis
import TrellisBench

/// `trellis bench`: both engines on the same seeded workloads, in-process.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time both engines on the same seeded workloads and print a comparison table.",
    discussion: """
      Workloads (BenchWorkloads): per-axis problems of 4 to 1,024 tracks, grid documents of \
      content-sized items (the LP engine up to 300x300) and MyGridLayout grid trees 3 to 6 \
      levels deep, ±7 point resizes of grids, a css grid, trees and over-constrained grids, \
      solved cold and through each engine's LayoutSession, and a window dragged through 100 \
      widths and back (cold, and in a session). Each is built before timing; each engine runs \
      it for a fixed time (0.05 s with --quick, 0.5 s otherwise) and the table gives the \
      median and 90th percentile per run. \
      A progress bar goes to stderr when it is a terminal. For statistics over many runs and \
      allocation counts, use the Benchmarks package (ordo-one benchmark). With --growth, the \
      generated over-constrained families of scripts/growth instead, each run a child process \
      (--list-families; with --write-workloads, their documents at --sizes).
      """
  )

  @Flag(help: "Shorter runs and no 1000x1000 grid: finishes in under 30 s.")
  var quick = false

  @Flag(
    help: """
      Run each case once, without a warm-up (for instruction counts: valgrind \
      --tool=callgrind).
      """)
  var once = false

  @Option(
    help: ArgumentHelp(
      "How many widths the drag cases go through, and back (default: 100; 10 with --quick).",
      valueName: "n"))
  var dragWidths: Int?

  @Flag(help: "Print JSON instead of a markdown table.")
  var json = false

  @Option(help: "Write the document workloads to this directory as JSON and exit.")
  var writeWorkloads: String?

  @Option(
    help: ArgumentHelp(
      "Run only the cases whose scenario and size contain this text (case-insensitive).",
      valueName: "text"))
  var filter: String?

  @Flag(
    help: """
      Only the css grids of scripts/bench-peers (10x10, 100x100, 1000x1000; --quick: no \
      1000x1000), as JSON with each engine's track lengths; with --write-workloads, write them.
      """)
  var peers = false

  @Option(
    name: .customLong("fair-grid-side"),
    help:
      "With --write-workloads: also write fair-grid-<n>.json, a css grid of n × n items whose columns partly stop at their minimums, for n (repeatable)."
  )
  var fairGridSides: [Int] = []

  @OptionGroup(title: "Growth") var growth: GrowthOptions

  func validate() throws {
    if growth.growth && (peers || quick || filter != nil || !fairGridSides.isEmpty) {
      throw ValidationError("--growth takes none of --peers, --quick, --filter, --fair-grid-side")
    }
  }

  func run() throws {
    if growth.growth {
      try growth.run(workloads: writeWorkloads, json: json)
      return
    }
    if let directory = writeWorkloads {
      try peers
        ? Self.writePeerWorkloads(directory, quick: quick)
        : Self.write(workloads: directory, fairGridSides: fairGridSides)
      return
    }
    if peers {
      let budget: Duration = quick ? .milliseconds(200) : .seconds(1)
      try OutputSink.write(Self.runPeers(quick: quick, budget: budget), to: nil)
      return
    }
    if let dragWidths, dragWidths < 1 {
      throw ValidationError("--drag-widths must be at least 1")
    }
    let cases = Self.cases(quick: quick, dragWidths: dragWidths ?? (quick ? 10 : 100)).filter {
      benchCase in
      filter.map { benchCase.label.localizedCaseInsensitiveContains($0) } ?? true
    }
    guard !cases.isEmpty else {
      throw ValidationError("--filter: no case matches '\(filter ?? "")'")
    }
    let budget: Duration = quick ? .milliseconds(50) : .milliseconds(500)
    var progress = Progress(total: cases.count)
    var rows: [Row] = []
    for benchCase in cases {
      progress.show(benchCase.label)
      let direct = try benchCase.direct.map { body in
        try once ? Self.stats([body()]) : Self.measure(budget: budget, body)
      }
      let lp = try benchCase.lp.map { body in
        try once ? Self.stats(body()) : Self.measure(budget: budget, body)
      }
      rows.append(Row(scenario: benchCase.scenario, size: benchCase.size, direct: direct, lp: lp))
      progress.advance()
    }
    progress.finish()
    try OutputSink.write(json ? Self.json(rows) : Self.table(rows), to: nil)
  }

  /// The document workloads as files, for `trellis solve`, `explain` or other engines.
  static func write(workloads directory: String, fairGridSides: [Int] = []) throws {
    var documents: [(String, LayoutDocument)] = []
    for side in [10, 30, 100, 300, 1000] {
      documents.append(("grid-\(side)", BenchWorkloads.gridDocument(side: side)))
    }
    for side in Set([10, 100, 300] + fairGridSides.filter { $0 > 0 }).sorted() {
      documents.append(("fair-grid-\(side)", BenchWorkloads.fairGridDocument(side: side)))
    }
    for side in [100, 300, 1000] {
      documents.append(("placed-grid-\(side)", BenchWorkloads.placedGridDocument(side: side)))
    }
    for depth in 3...6 {
      documents.append(("tree-\(depth)", BenchWorkloads.treeDocument(depth: depth)))
    }
    for tracks in [16, 64, 256] {
      documents.append(
        ("over-constrained-\(tracks)", BenchWorkloads.overConstrainedDocument(tracks: tracks)))
      documents.append(
        (
          "over-constrained-\(tracks)-small",
          BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: false)
        ))
    }
    for side in [10, 30, 100] {
      documents.append(("tiered-grid-\(side)", BenchWorkloads.tieredGridDocument(side: side)))
    }
    for items in [1000, 2000, 4000, 8000, 16000] {
      documents.append(("long-run-\(items)", BenchWorkloads.longRunDocument(items: items)))
      documents.append(
        (
          "long-run-\(items)-position",
          BenchWorkloads.longRunDocument(items: items, constraint: .position)
        ))
    }
    for items in [1000, 2000, 4000, 8000, 16000] {
      documents.append(
        ("broken-constraints-\(items)", BenchWorkloads.brokenConstraintsDocument(items: items)))
    }
    for columns in [500, 1000, 2000, 4000] {
      documents.append(
        ("tied-grids-\(columns)", BenchWorkloads.tiedGridsDocument(columns: columns)))
    }
    for columns in [500, 1000, 2000, 4000, 8000] {
      documents.append(("fair-caps-\(columns)", BenchWorkloads.fairCapsDocument(columns: columns)))
      documents.append(
        (
          "css-caps-\(columns)",
          BenchWorkloads.fairCapsDocument(columns: columns, distribution: .css)
        ))
      documents.append(
        (
          "fair-caps-tiered-\(columns)",
          BenchWorkloads.fairCapsDocument(columns: columns, constrained: true)
        ))
    }
    for rules in [1000, 4000, 16000] {
      documents.append(
        ("conflict-cycle-\(rules)", BenchWorkloads.conflictChainDocument(rules: rules)))
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for (name, document) in documents {
        try (document.json.text() + "\n").write(
          toFile: "\(directory)/\(name).json", atomically: true, encoding: .utf8)
      }
    } catch {
      throw InputError(
        path: directory, message: "cannot write the workloads (\(error.localizedDescription))")
    }
  }

  /// One workload: its label and a run of each engine (each call runs the workload once and
  /// returns how long the timed part took).
  struct Case {
    var scenario: String
    var size: String
    var direct: (() throws -> Duration)?
    var lp: (() throws -> [Duration])?
    var label: String { "\(scenario) \(size)" }
  }

  /// Medians and 90th percentiles, in microseconds.
  struct Stats {
    var median: Double
    var p90: Double
  }

  struct Row {
    var scenario: String
    var size: String
    var direct: Stats?
    var lp: Stats?
  }

  /// Runs `body` (one timed run per call) until the budget is spent, at least 5 times.
  static func measure(budget: Duration, _ body: () throws -> Duration) rethrows -> Stats {
    var samples: [Duration] = []
    let clock = ContinuousClock()
    let start = clock.now
    _ = try body()  // warm-up
    while samples.count < 5 || (clock.now - start < budget && samples.count < 100_000) {
      samples.append(try body())
    }
    return stats(samples)
  }

  /// Runs `body` (a batch of timed runs per call) until the budget is spent.
  static func measure(budget: Duration, _ body: () throws -> [Duration]) throws -> Stats {
    var samples: [Duration] = []
    let clock = ContinuousClock()
    let start = clock.now
    while samples.count < 5 || (clock.now - start < budget && samples.count < 100_000) {
      samples += try body()
    }
    return stats(samples)
  }

  static func stats(_ samples: [Duration]) -> Stats {
    let micros = samples.map {
      Double($0.components.attoseconds) / 1e12 + Double($0.components.seconds) * 1e6
    }
    .sorted()
    return Stats(
      median: micros[micros.count / 2], p90: micros[min(micros.count - 1, micros.count * 9 / 10)])
  }

  /// Times one call.
  static func time(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
  }
}
