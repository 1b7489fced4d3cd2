import Benchmark
import Trellis
import TrellisBench

/// The tiered solve of a long horizontal run (issue 18, item 1): `items` items with distinct
/// desired widths and one constraint (`BenchWorkloads.longRunDocument(items:constraint:)`).
///
/// `Tiered/long-run/ratio/<n>` (`i1.width == 2 * i0.width`) measures the trace, the program
/// and the passes, which grow linearly; `Tiered/long-run/position/<n>` (the middle item pushed
/// right, a position chain in the program) adds a spreading stage in which the items before
/// the middle share the push (their equal share, proven at once). `Tiered/broken-constraints/<n>`
/// has n/2 medium constraints between widths, two in seven broken by the desired widths.
/// Peak memory is the figure to watch: the trace used to hold O(n²) terms.
func longRunBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(2), maxIterations: 200)
  /// One tiered-solve benchmark `name/<size>` per size, on the document `make` builds.
  func tiered(_ name: String, _ sizes: [Int], _ make: @escaping (Int) -> LayoutDocument) {
    for size in sizes {
      Benchmark("\(name)/\(size)", configuration: configuration) { benchmark, document in
        for _ in benchmark.scaledIterations { blackHole(try LPEngine().solveTiered(document)) }
      } setup: {
        make(size)
      }
    }
  }
  tiered("Tiered/long-run/ratio", [1000, 4000, 16000]) {
    BenchWorkloads.longRunDocument(items: $0, constraint: .ratio)
  }
  tiered("Tiered/long-run/position", [1000, 4000, 16000]) {
    BenchWorkloads.longRunDocument(items: $0, constraint: .position)
  }
  // N/2 medium width constraints, two in seven broken at the start, which mends them.
  tiered("Tiered/broken-constraints", [1000, 4000, 16000]) {
    BenchWorkloads.brokenConstraintsDocument(items: $0)
  }
  // Two grids tied column by column by N size groups: a medium shortfall shared up to each
  // pair's difference.
  tiered("Tiered/tied-grids", [500, 1000, 2000]) { BenchWorkloads.tiedGridsDocument(columns: $0) }
}
