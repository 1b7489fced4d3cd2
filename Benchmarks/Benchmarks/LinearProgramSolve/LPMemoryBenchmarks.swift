import Benchmark
import Trellis

/// The LP engine's memory in sessions: ±7 point resizes, alternately wider and narrower.
///
/// The plain grid (`compat`: its growth programs are solved in the GLPK problems the last
/// layout kept), the css grid (a third of its columns held at a minimum: its programs restart
/// from the last optimal basis), a grid tree (the axes a resize does not change are answered as before) and
/// an over-constrained grid (the tiered solve): each resized document solved cold
/// (`Session/lp/cold-resize±7/…`, validated beforehand so the solve is measured alone) and the
/// same sequence through a `LayoutSession` (`Session/lp/resize±7/…`). The direct engine's
/// session gives the floor of the shared pass (the plain grid's is in `sessionBenchmarks()`).
/// Each sample is a new session's first resize after one layout, so a tiered session's
/// memory of the last few layouts (which answers a width laid out lately at once) never
/// answers here: the over-constrained grids (`explain-wide-64`, whose ±7 changes its minimal
/// conflict, and `explain-2-rules-64`) measure the tiered re-solve from the first layout's
/// certified optimum (the conflict searched again, the stages not solved).
///
/// A tiered session's later resizes (`Session/lp/new-widths±7/…`, the over-constrained
/// grids): one session kept across samples, each sample a layout at a width never laid out
/// before (±7 points and a thousandth more each time, as `trellis bench`'s "new widths"
/// rows): the certified vertex moved along the available length, and the
/// conflict taken from the certified layout when it is the only one. What a tiered session
/// pays for that in its first layout: `Session/lp/first-layout/…` (a session made and laid
/// out once).
func lpMemoryBenchmarks() {
  let workloads: [(name: String, document: @Sendable () -> LayoutDocument, direct: Bool)] = [
    ("grid-100x100", { BenchWorkloads.gridDocument(side: 100) }, false),
    ("css-100x100", { BenchWorkloads.fairGridDocument(side: 100) }, true),
    ("tree-depth6", { BenchWorkloads.treeDocument(depth: 6) }, true),
    ("explain-wide-64", { BenchWorkloads.overConstrainedDocument(tracks: 64) }, false),
    (
      "explain-2-rules-64",
      { BenchWorkloads.overConstrainedDocument(tracks: 64, wideConflict: false) }, false
    ),
  ]
  for (name, makeDocument, direct) in workloads {
    Benchmark("Session/lp/cold-resize±7/\(name)") { benchmark, resized in
      for step in benchmark.scaledIterations {
        blackHole(try LPEngine().solve(resized[step % 2]))
      }
    } setup: {
      resizedDocuments(makeDocument())
    }
    Benchmark("Session/lp/resize±7/\(name)") { benchmark, document in
      try measureSession(benchmark, document, engine: LPEngine())
    } setup: {
      makeDocument()
    }
    if name.hasPrefix("explain") {
      Benchmark("Session/lp/new-widths±7/\(name)") { benchmark, kept in
        try measureNewWidths(benchmark, kept)
      } setup: {
        try NewWidthsSession(makeDocument())
      }
      // What a session's later resizes are paid for with: its first layout certifies the
      // optimum, keeps the conflict's bases and prepares the moves.
      Benchmark("Session/lp/first-layout/\(name)") { benchmark, document in
        for _ in benchmark.scaledIterations {
          var session = try LayoutSession(document, engine: LPEngine())
          blackHole(try session.layout())
        }
      } setup: {
        guard let checked = try? makeDocument().validated() else {
          preconditionFailure("a benchmark workload is invalid")
        }
        return checked
      }
    }
    if direct {
      Benchmark("Session/direct/resize±7/\(name)") { benchmark, document in
        try measureSession(benchmark, document, engine: DirectEngine())
      } setup: {
        makeDocument()
      }
    }
  }
}

/// The two sizes a workload alternates between: 7 points wider and 7 narrower.
private func resizes(of document: LayoutDocument) -> [AxisPair<Double?>] {
  [7.0, -7].map { step in
    AxisPair(document.size.horizontal.map { $0 + step }, document.size.vertical)
  }
}

/// The document at each of its two sizes, validated (so a solve does not validate it).
private func resizedDocuments(_ document: LayoutDocument) -> [LayoutDocument] {
  resizes(of: document).map { size in
    var copy = document
    copy.size = size
    guard let checked = try? copy.validated() else {
      preconditionFailure("a resized benchmark workload is invalid")
    }
    return checked
  }
}

/// Lays `document` out once in a session, then measures its resizes.
private func measureSession<Engine: LayoutEngine>(
  _ benchmark: Benchmark, _ document: LayoutDocument, engine: Engine
) throws {
  let sizes = resizes(of: document)
  var session = try LayoutSession(document, engine: engine)
  _ = try session.layout()
  benchmark.startMeasurement()
  for step in benchmark.scaledIterations {
    blackHole(try session.layout(size: sizes[step % 2]))
  }
}

/// A session kept across samples, and how many layouts it made.
private final class NewWidthsSession: @unchecked Sendable {
  let document: LayoutDocument
  var session: LayoutSession<LPEngine>
  var layouts = 0

  /// A session that laid `document` out at its width and at two new ones.
  init(_ document: LayoutDocument) throws {
    self.document = document
    session = try LayoutSession(document, engine: LPEngine())
    _ = try session.layout()
    for _ in 0..<2 { _ = try session.layout(size: nextSize()) }
  }

  /// A width never laid out before: ±7 points and a thousandth more each time.
  func nextSize() -> AxisPair<Double?> {
    layouts += 1
    let step = (layouts % 2 == 0 ? 7.0 : -7) + 0.001 * Double(layouts)
    return AxisPair(document.size.horizontal.map { $0 + step }, document.size.vertical)
  }
}

/// Measures a long-lived session's layouts at widths never laid out before.
private func measureNewWidths(_ benchmark: Benchmark, _ kept: NewWidthsSession) throws {
  let sizes = benchmark.scaledIterations.map { _ in kept.nextSize() }
  benchmark.startMeasurement()
  for size in sizes { blackHole(try kept.session.layout(size: size)) }
}
