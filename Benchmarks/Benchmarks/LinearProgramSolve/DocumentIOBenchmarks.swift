import Benchmark
import Trellis
import TrellisBench

/// Reading documents and writing answers (issue 21, item 1), on the css grid of
/// `BenchWorkloads.fairGridDocument(side:)` (content-sized `minmax(auto, Nfr)` columns,
/// `rounding: none`), what `trellis solve FILE` spends its time on besides the solve.
///
/// `IO/read/<side>` reads the document's JSON text into the model (`LayoutDocument(json:)`,
/// its plan included: what a solve needs before it starts); `IO/write/<side>` writes the
/// answer of its direct solve as JSON (`LayoutAnswer.json()`). Divide the text's bytes (about
/// 39.5 bytes a cell to read, 52 to write) by the time for MB/s. The 1000×1000 grid is measured
/// as a whole process (`trellis solve`): its text alone takes a minute to make here.
func documentIOBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(2), maxIterations: 1000)
  for side in [100, 300] {
    Benchmark("IO/read/\(side)", configuration: configuration) { benchmark, text in
      for _ in benchmark.scaledIterations { blackHole(try LayoutDocument(json: text)) }
    } setup: {
      BenchWorkloads.fairGridDocument(side: side).json.text()
    }
    Benchmark("IO/write/\(side)", configuration: configuration) { benchmark, answer in
      for _ in benchmark.scaledIterations { blackHole(answer.json()) }
    } setup: {
      try DirectEngine().solve(BenchWorkloads.fairGridDocument(side: side))
    }
  }
}
