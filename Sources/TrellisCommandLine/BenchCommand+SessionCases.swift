import Trellis
import TrellisBench

extension BenchCommand {
  /// Resizes by ±7 points of the css grid, a grid tree, the over-constrained grids (a wide
  /// conflict, a 2-rule one) and the 4-tier 30×30 grid.
  ///
  /// Alternately wider and narrower: each engine solving the resized document cold (validated
  /// beforehand, so the solve is timed alone), and each engine's ``LayoutSession`` laying the
  /// same sequence out (the LP engine's answers a problem it solved in the last few layouts
  /// from memory, so the two alternating widths cost little after the first two). The plain
  /// grid's session row is "grid document, session resize ±7"; widths never laid out before
  /// are the drag cases'.
  static func sessionCases(quick: Bool) -> [Case] {
    var documents: [(scenario: String, size: String, document: LayoutDocument, direct: Bool)] = []
    for side in quick ? [100] : [30, 100] {
      documents.append(
        ("css grid document", "\(side)×\(side)", BenchWorkloads.fairGridDocument(side: side), true))
    }
    for depth in quick ? [6] : [4, 6] {
      documents.append(
        ("grid tree", "depth \(depth)", BenchWorkloads.treeDocument(depth: depth), true))
    }
    for tracks in quick ? [64] : [16, 64] {
      documents.append(
        (
          "explain, wide conflict", "\(tracks) tracks",
          BenchWorkloads.overConstrainedDocument(tracks: tracks), false
        ))
      documents.append(
        (
          "explain, 2-rule conflict", "\(tracks) tracks",
          BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: false), false
        ))
    }
    documents.append(
      ("4-tier grid document", "30×30", BenchWorkloads.tieredGridDocument(side: 30), false))
    var cases: [Case] = []
    for (scenario, size, document, direct) in documents {
      let sizes = [7.0, -7].map { step in
        AxisPair(document.size.horizontal.map { $0 + step }, document.size.vertical)
      }
      let resized = sizes.map { size in
        var copy = document
        copy.size = size
        return (try? copy.validated()) ?? document
      }
      var flip = false
      cases.append(
        Case(
          scenario: "\(scenario), cold resize ±7", size: size,
          direct: direct
            ? {
              flip.toggle()
              let next = resized[flip ? 0 : 1]
              return try time { _ = try DirectEngine().solve(next) }
            } : nil,
          lp: {
            try (0..<10).map { index in
              let next = resized[index % 2]
              return try time { _ = try LPEngine().solve(next) }
            }
          }))
      let lpRun = sessionRun(session(document, LPEngine()), sizes)
      cases.append(
        Case(
          scenario: "\(scenario), session resize ±7", size: size,
          direct: direct ? sessionRun(session(document, DirectEngine()), sizes) : nil,
          lp: { try (0..<10).map { _ in try lpRun() } }))
    }
    return cases
  }

  /// One timed layout per call by `session`, alternating between `sizes`.
  static func sessionRun<Engine: LayoutEngine>(
    _ session: LayoutSession<Engine>, _ sizes: [AxisPair<Double?>]
  ) -> () throws -> Duration {
    var session = session
    var index = 0
    return {
      index += 1
      let size = sizes[index % sizes.count]
      return try time { _ = try session.layout(size: size) }
    }
  }
}
