import Benchmark
import Trellis
import TrellisBench

/// The direct engine near the memory floor (issue 21, items 2 and 3): the grid document
/// solved cold under `rounding: none` (`compat` is `Direct/grid/…`), and resized by ±7 points
/// through a `LayoutSession` under `compat` and `none` (the session keeps the grids' content
/// sizes and its answers derive the grids' frames from their tracks).
func directSessionBenchmarks() {
  for side in [100, 1000] {
    let configuration = Benchmark.Configuration(
      maxDuration: .seconds(side == 1000 ? 10 : 2), maxIterations: side == 1000 ? 200 : 100_000)
    Benchmark("Direct/grid-none/\(side)x\(side)", configuration: configuration) {
      benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try DirectEngine().solve(document)) }
    } setup: {
      BenchWorkloads.gridDocument(side: side, rounding: .none)
    }
    for rounding in [Rounding.compat, .none] {
      let suffix = rounding == .compat ? "" : "-none"
      Benchmark("Session/resize\(suffix)/\(side)x\(side)", configuration: configuration) {
        benchmark, document in
        var session = try LayoutSession(document, engine: DirectEngine())
        blackHole(try session.layout())
        let width = document.size.horizontal ?? 0
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          step += 1
          let size = AxisPair<Double?>(width + (step % 2 == 0 ? 7 : -7), document.size.vertical)
          blackHole(try session.layout(size: size))
        }
        benchmark.stopMeasurement()
      } setup: {
        BenchWorkloads.gridDocument(side: side, rounding: rounding)
      }
    }
  }
}
