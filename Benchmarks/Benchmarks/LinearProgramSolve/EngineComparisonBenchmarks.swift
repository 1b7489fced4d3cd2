import Benchmark
import Trellis
import TrellisBench

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
