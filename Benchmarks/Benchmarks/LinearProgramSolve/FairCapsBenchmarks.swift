import Benchmark
import Trellis
import TrellisBench

/// Issue 18's progressive-filling workload (`BenchWorkloads.fairCapsDocument`).
///
/// 1×n `fair` and `css` grids whose columns each stop at their own maximum, through the LP
/// engine (plain and tiered) and, for scale, the direct engine. Before the predicted frozen
/// set, the LP engine took one cold solve per capped column (1,000 columns: 6.7 s).
func fairCapsBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
    maxDuration: .seconds(2), maxIterations: 50)
  for columns in [500, 1000, 2000, 4000, 8000] {
    for distribution in [Distribution.fair, .css] {
      Benchmark(
        "FairCaps/lp/\(distribution)/\(columns)", configuration: configuration
      ) { benchmark, document in
        for _ in benchmark.scaledIterations { blackHole(try LPEngine().solve(document)) }
      } setup: {
        BenchWorkloads.fairCapsDocument(columns: columns, distribution: distribution)
      }
    }
    Benchmark(
      "FairCaps/direct/fair/\(columns)", configuration: configuration
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try DirectEngine().solve(document)) }
    } setup: {
      BenchWorkloads.fairCapsDocument(columns: columns)
    }
  }
  // The tiered solve (one constraint): its traced pass water-fills like the plain engine, then
  // the tiered program is solved; seconds from 4,000 columns on, so the suite stops at 2,000.
  for columns in [500, 1000, 2000] {
    Benchmark(
      "FairCaps/lp-tiered/fair/\(columns)", configuration: configuration
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solve(document)) }
    } setup: {
      BenchWorkloads.fairCapsDocument(columns: columns, constrained: true)
    }
  }
}
