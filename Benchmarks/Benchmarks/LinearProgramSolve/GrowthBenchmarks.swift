import Benchmark
import Trellis
import TrellisCommandLine

/// Four families of the growth harness (`scripts/growth`, `trellis bench --growth`) at 2,000
/// items, in-process: the tiered solve, as `trellis solve` and `explain` run it, of documents
/// whose cost grows faster than their size.
///
/// `Growth/row-all-give/2000`: a measured row of equal items with one strong rule, every
/// other item's desired width giving way by the same share. `Growth/chain/2000`: neighbours
/// chained by `>=` steps that cannot all hold in the width, strong and medium.
/// `Growth/nested/2000`: a vertical layout of rows of 2×2 grids with `x` and `y` rules on deep
/// items. `Growth/conflict-sum/2000`: `explain` of 2,000 required minimums in a row one point
/// too narrow (the minimal conflict is every rule and the row's bounds).
func growthBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
    warmupIterations: 0, maxDuration: .seconds(3), maxIterations: 5)
  for family in ["row-all-give", "chain", "nested", "conflict-sum"] {
    Benchmark("Growth/\(family)/2000", configuration: configuration) { benchmark, document in
      for _ in benchmark.scaledIterations { blackHole(try LPEngine().solveTiered(document)) }
    } setup: {
      guard let text = TrellisTool.growthDocument(family, n: 2000) else {
        fatalError("no growth family \(family)")
      }
      return try LayoutDocument(json: text)
    }
  }
}
