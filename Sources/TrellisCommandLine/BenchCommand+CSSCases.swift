import Trellis
import TrellisBench

extension BenchCommand {
  /// The css grid (``BenchWorkloads/fairGridDocument(side:)``: weighted columns, a third held
  /// at a minimum, `rounding: none`) solved cold by both engines, up to 1000×1000 (issue 21).
  static func cssGridCases(quick: Bool) -> [Case] {
    (quick ? [100] : [100, 300, 1000]).map { side in
      let document = BenchWorkloads.fairGridDocument(side: side)
      return Case(
        scenario: "css grid document", size: "\(side)×\(side)",
        direct: { try time { _ = try DirectEngine().solve(document) } },
        lp: { [try time { _ = try LPEngine().solve(document) }] })
    }
  }

  /// A `css` grid whose children are placed by area, a tenth of them spanning 2–4 tracks
  /// (``BenchWorkloads/placedGridDocument(side:)``), solved cold by both engines (`--quick`,
  /// 30×30).
  static func placedGridCases(quick: Bool) -> [Case] {
    (quick ? [30] : [100, 300, 1000]).map { side in
      let document = BenchWorkloads.placedGridDocument(side: side)
      return Case(
        scenario: "placed grid document", size: "\(side)×\(side)",
        direct: { try time { _ = try DirectEngine().solve(document) } },
        lp: { [try time { _ = try LPEngine().solve(document) }] })
    }
  }
}
