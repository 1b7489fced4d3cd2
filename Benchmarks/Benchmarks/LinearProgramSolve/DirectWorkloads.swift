import Trellis
import TrellisBench

extension Workloads {
  /// The per-axis problem `trellis bench` uses (``BenchWorkloads/axisProblem(tracks:distribution:)``).
  static func axisProblem(tracks: Int, distribution: Distribution) -> AxisProblem {
    BenchWorkloads.axisProblem(tracks: tracks, distribution: distribution)
  }

  /// The grid document `trellis bench` uses (``BenchWorkloads/gridDocument(side:)``).
  static func gridDocument(side: Int) -> LayoutDocument {
    BenchWorkloads.gridDocument(side: side)
  }

  /// The placed grid document `trellis bench` uses
  /// (``BenchWorkloads/placedGridDocument(side:)``).
  static func placedGridDocument(side: Int) -> LayoutDocument {
    BenchWorkloads.placedGridDocument(side: side)
  }
}
