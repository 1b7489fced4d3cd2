import Benchmark
import Trellis

/// The direct engine: one per-axis problem (16 and 1,024 tracks, `compat` and `fair`), and whole
/// grid documents (content sizing, distribution, placement, compat rounding); the areas of a
/// grid whose children are placed.
func directEngineBenchmarks() {
  for tracks in [16, 1024] {
    for distribution in [Distribution.compat, .fair] {
      Benchmark("Direct/axis-\(distribution.rawValue)/\(tracks)") { benchmark, problem in
        for _ in benchmark.scaledIterations { blackHole(DirectEngine.solve(problem)) }
      } setup: {
        Workloads.axisProblem(tracks: tracks, distribution: distribution)
      }
    }
  }
  for side in [10, 100, 1000] {
    Benchmark(
      "Direct/grid/\(side)x\(side)",
      configuration: .init(maxDuration: .seconds(side == 1000 ? 10 : 2), maxIterations: side == 1000 ? 20 : 100_000)
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try DirectEngine().solve(document)) }
    } setup: {
      Workloads.gridDocument(side: side)
    }
  }
  // Children placed by area, a tenth spanning 2–4 tracks: the growth from 100×100 to
  // 1000×1000 cells, beside the plain grid's.
  for side in [100, 300, 1000] {
    Benchmark(
      "Direct/placed-grid/\(side)x\(side)",
      configuration: .init(
        maxDuration: .seconds(side == 1000 ? 10 : 2), maxIterations: side == 1000 ? 20 : 100_000)
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try DirectEngine().solve(document)) }
    } setup: {
      Workloads.placedGridDocument(side: side)
    }
  }
  // Finding the areas of those grids: the document's plan does it once, `dimensions` each
  // time it is read.
  for side in [100, 1000] {
    Benchmark(
      "Areas/placed-grid/\(side)x\(side)",
      configuration: .init(
        maxDuration: .seconds(side == 1000 ? 10 : 2), maxIterations: side == 1000 ? 20 : 100_000)
    ) { (benchmark, grid: GridLayout) in
      for _ in benchmark.scaledIterations { blackHole(grid.dimensions) }
    } setup: { () -> GridLayout in
      guard case .grid(let grid) = Workloads.placedGridDocument(side: side).root.content else {
        fatalError("the placed grid document's root is a grid")
      }
      return grid
    }
  }
}
