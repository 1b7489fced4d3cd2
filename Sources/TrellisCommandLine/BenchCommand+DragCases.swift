import Trellis
import TrellisBench

extension BenchCommand {
  /// A window dragged through 100 widths and back, cold and in a session.
  ///
  /// The drag (``BenchWorkloads/dragSizes(of:)``: 199 layouts) of the over-constrained
  /// example, the 64-track over-constrained grids and three css grids: each width solved
  /// cold (the documents validated beforehand), and the whole drag laid out by a new
  /// ``LayoutSession``; the direct engine's for the css grids only (the others have rules). A
  /// sample is one whole drag, its time the mean per layout.
  ///
  /// - Parameters:
  ///   - widths: how many widths the drag goes through (100 in the full run).
  ///   - quick: whether to leave the two large css grids out.
  /// - Returns: the cases.
  static func dragCases(widths: Int, quick: Bool) -> [Case] {
    var cases: [Case] = []
    for (name, document) in BenchWorkloads.dragDocuments(large: !quick) {
      let sizes = BenchWorkloads.dragSizes(of: document, widths: widths)
      let resized = sizes.map { size in
        var copy = document
        copy.size = size
        guard let checked = try? copy.validated() else {
          preconditionFailure("a resized benchmark workload is invalid")
        }
        return checked
      }
      let direct = !document.isConstrained
      cases.append(
        Case(
          scenario: "drag \(widths) widths and back, cold", size: name,
          direct: direct ? { try dragCold(resized, DirectEngine()) } : nil,
          lp: { [try dragCold(resized, LPEngine())] }))
      cases.append(
        Case(
          scenario: "drag \(widths) widths and back, session", size: name,
          direct: direct ? { try dragSession(document, sizes, DirectEngine()) } : nil,
          lp: { [try dragSession(document, sizes, LPEngine())] }))
    }
    return cases
  }

  /// Solves every document cold; the mean time per document.
  @inline(never)
  static func dragCold<Engine: LayoutEngine>(
    _ documents: [LayoutDocument], _ engine: Engine
  ) throws -> Duration {
    let elapsed = try time {
      for document in documents { _ = try engine.solve(document) }
    }
    return elapsed / documents.count
  }

  /// Lays `document` out at each size in a new session; the mean time per layout.
  @inline(never)
  static func dragSession<Engine: LayoutEngine>(
    _ document: LayoutDocument, _ sizes: [AxisPair<Double?>], _ engine: Engine
  ) throws -> Duration {
    try time {
      var session = try LayoutSession(document, engine: engine)
      for size in sizes { _ = try session.layout(size: size) }
    } / sizes.count
  }
}
