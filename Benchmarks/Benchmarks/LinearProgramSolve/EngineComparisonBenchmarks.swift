import Benchmark
import Trellis

/// The same per-axis and grid workloads through both engines, under the same names
/// (`Engine/<engine>/…`), so their ratio can be read straight off the table.
func engineComparisonBenchmarks() {
  for tracks in [4, 16, 64, 256, 1024] {
    let problem = { Workloads.axisProblem(tracks: tracks, distribution: .compat) }
    Benchmark("Engine/direct/axis/\(tracks)") { benchmark, problem in
      for _ in benchmark.scaledIterations { blackHole(DirectEngine.solve(problem)) }
    } setup: {
      problem()
    }
    Benchmark(
      "Engine/lp/axis/\(tracks)",
      configuration: .init(maxDuration: .seconds(2), maxIterations: tracks >= 1024 ? 50 : 100_000)
    ) { benchmark, problem in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solve(problem)) }
    } setup: {
      problem()
    }
  }
  for tracks in [4, 16, 64, 256, 1024] {
    engineResizeBenchmark("warm", tracks: tracks) { natural, step in
      natural + (step % 2 == 0 ? 7 : -7)
    }
    engineResizeBenchmark("big-step", tracks: tracks) { natural, step in
      natural * (step % 2 == 0 ? 1.0 : 1.5)
    }
  }
  for depth in 3...6 {
    Benchmark("Engine/direct/tree/depth\(depth)") { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try DirectEngine().solve(document)) }
    } setup: {
      BenchWorkloads.treeDocument(depth: depth)
    }
    Benchmark("Engine/lp/tree/depth\(depth)") { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solve(document)) }
    } setup: {
      BenchWorkloads.treeDocument(depth: depth)
    }
  }
  // The tiered solve (issue 6) has no closed form: LP only.
  for tracks in [16, 64, 256] {
    for (name, wide) in [("explain-2-rules", false), ("explain-wide", true)] {
      Benchmark(
        "Engine/lp/\(name)/\(tracks)",
        configuration: .init(maxDuration: .seconds(2), maxIterations: 1000)
      ) { benchmark, document in
        for _ in benchmark.scaledIterations { blackHole(try LPEngine().solveTiered(document)) }
      } setup: {
        BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: wide)
      }
    }
  }
  for side in [10, 30, 100] {
    Benchmark(
      "Engine/lp/tiers-4/\(side)x\(side)",
      configuration: .init(maxDuration: .seconds(2), maxIterations: 1000)
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solveTiered(document)) }
    } setup: {
      BenchWorkloads.tieredGridDocument(side: side)
    }
  }
  for side in [10, 30, 100, 300] {
    Benchmark(
      "Engine/lp/grid/\(side)x\(side)",
      configuration: .init(maxDuration: .seconds(2), maxIterations: 1000)
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solve(document)) }
    } setup: {
      Workloads.gridDocument(side: side)
    }
    Benchmark(
      "Engine/direct/grid/\(side)x\(side)",
      configuration: .init(maxDuration: .seconds(2), maxIterations: 1000)
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try DirectEngine().solve(document)) }
    } setup: {
      Workloads.gridDocument(side: side)
    }
  }
}

/// The same axis re-solved at changing lengths by both engines: the LP engine warm in one
/// ``LPAxisSession`` (solved once outside the measurement), the direct engine from scratch.
func engineResizeBenchmark(
  _ kind: String, tracks: Int, length: @escaping @Sendable (Double, Int) -> Double
) {
  Benchmark("Engine/lp/axis-\(kind)/\(tracks)") { benchmark, problem in
    let natural = problem.available ?? 0
    try LPEngine().withAxisSession(problem) { session in
      blackHole(try session.solve(available: natural))
      var step = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        step += 1
        blackHole(try session.solve(available: length(natural, step)))
      }
      benchmark.stopMeasurement()
    }
  } setup: {
    Workloads.axisProblem(tracks: tracks, distribution: .compat)
  }
  Benchmark("Engine/direct/axis-\(kind)/\(tracks)") { benchmark, problem in
    let natural = problem.available ?? 0
    var step = 0
    var resized = problem
    for _ in benchmark.scaledIterations {
      step += 1
      resized.available = length(natural, step)
      blackHole(DirectEngine.solve(resized))
    }
  } setup: {
    Workloads.axisProblem(tracks: tracks, distribution: .compat)
  }
}
