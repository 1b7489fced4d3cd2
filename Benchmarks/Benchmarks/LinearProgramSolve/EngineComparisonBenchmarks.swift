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
  for side in [10, 30, 100] {
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
      for _ in benchmark.scaledIterations { blackHole(DirectEngine().solve(document)) }
    } setup: {
      Workloads.gridDocument(side: side)
    }
  }
}
