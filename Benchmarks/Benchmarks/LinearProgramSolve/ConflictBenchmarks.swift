import Benchmark
import Trellis
import TrellisBench

/// `explain` on a document with k required rules in one conflict (issue 18, item 1): a cycle
/// of k width constraints over a k-column grid (`BenchWorkloads.conflictChainDocument`),
/// solved tiered (the conflict search, then the tiers with the required rules giving way).
/// The 85-rule wide conflict is `Engine/lp/explain-wide/64`.
func conflictBenchmarks() {
  for rules in [250, 1000, 4000] {
    Benchmark(
      "Explain/conflict-cycle/\(rules)",
      configuration: .init(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
        warmupIterations: rules >= 4000 ? 0 : 1,
        maxDuration: .seconds(2), maxIterations: rules >= 4000 ? 1 : 100)
    ) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solveTiered(document)) }
    } setup: {
      BenchWorkloads.conflictChainDocument(rules: rules)
    }
  }
}
