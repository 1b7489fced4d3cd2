import Trellis
import TrellisBench

extension BenchCommand {
  /// The direct engine's grid document in real numbers (`rounding: none`) and with pixel
  /// snapping (`pixel` at scale 2), solved cold and resized by ±7 points through a
  /// ``LayoutSession`` (issue 21): the "grid document" rows are `compat`'s.
  static func directCases(quick: Bool) -> [Case] {
    var cases: [Case] = []
    for rounding in [Rounding.none, .pixel] {
      for side in quick ? [100] : [100, 1000] {
        let document = BenchWorkloads.gridDocument(side: side, rounding: rounding)
        let width = document.size.horizontal ?? 0
        let sizes = [7.0, -7].map { AxisPair(width + $0, document.size.vertical) }
        cases.append(
          Case(
            scenario: "grid document, rounding \(rounding.rawValue)", size: "\(side)×\(side)",
            direct: { try time { _ = try DirectEngine().solve(document) } }, lp: nil))
        cases.append(
          Case(
            scenario: "grid document, rounding \(rounding.rawValue), session resize ±7",
            size: "\(side)×\(side)",
            direct: sessionRun(session(document, DirectEngine()), sizes), lp: nil))
      }
    }
    return cases
  }
}
