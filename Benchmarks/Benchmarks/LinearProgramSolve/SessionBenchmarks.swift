import Benchmark
import Trellis

/// Sessions (issue 17): the 100×100 grid document resized by ±7 points through a
/// `LayoutSession` of each engine (validated and numbered once, the engine's memory kept), and a
/// document built in Swift solved without and with validation, against the same document
/// validated once.
func sessionBenchmarks() {
  Benchmark("Session/direct/resize±7/100x100") { benchmark, document in
    var session = try LayoutSession(document, engine: DirectEngine())
    let width = document.size.horizontal ?? 0
    for index in benchmark.scaledIterations {
      let size = AxisPair<Double?>(width + (index % 2 == 0 ? 7 : -7), document.size.vertical)
      blackHole(try session.layout(size: size))
    }
  } setup: {
    Workloads.gridDocument(side: 100)
  }
  Benchmark("Session/lp/resize±7/100x100") { benchmark, document in
    var session = try LayoutSession(document, engine: LPEngine())
    let width = document.size.horizontal ?? 0
    for index in benchmark.scaledIterations {
      let size = AxisPair<Double?>(width + (index % 2 == 0 ? 7 : -7), document.size.vertical)
      blackHole(try session.layout(size: size))
    }
  } setup: {
    Workloads.gridDocument(side: 100)
  }
  Benchmark("Validation/100x100") { benchmark, document in
    var built = document
    built.pixelScale = 1  // any change clears the mark: validate() checks the whole tree
    for _ in benchmark.scaledIterations { blackHole(try built.validate()) }
  } setup: {
    Workloads.gridDocument(side: 100)
  }
}
