/// Both engines on one document, compared (`trellis check`).
///
/// Real values — the layout under `rounding: none` — must agree within a relative tolerance;
/// the answers under the document's own rounding must be identical.
///
/// ```swift
/// let report = try CrossCheck.run(document)
/// if !report.agrees { print(report.differences) }
/// ```
public struct CrossCheck: Sendable {
  /// One disagreement between the engines.
  public struct Difference: Sendable, Equatable, CustomStringConvertible {
    /// `real` (before rounding) or `rounded`.
    public var stage: String
    /// The id of the frame or grid.
    public var id: String
    /// The field: `x`, `y`, `width`, `height`, `columns[2].x`, `missing`, or a diagnostic
    /// (`diagnostic warning 'content needs …'`, its count in each engine's answer) and so on.
    public var field: String
    /// The direct engine's value (`nil` when it has none).
    public var direct: Double?
    /// The LP engine's value (`nil` when it has none).
    public var lp: Double?

    public var description: String {
      func text(_ value: Double?) -> String { value.map { LayoutAnswer.number($0) } ?? "none" }
      return "\(stage) \(id).\(field): direct \(text(direct)), lp \(text(lp))"
    }
  }

  /// What the check found.
  public struct Report: Sendable {
    /// The direct engine's answer under the document's rounding.
    public var direct: LayoutAnswer
    /// The LP engine's answer under the document's rounding.
    public var lp: LayoutAnswer
    /// Every difference, real ones first, then in id and field order.
    public var differences: [Difference]
    /// Whether the engines agree.
    public var agrees: Bool { differences.isEmpty }
  }

  /// The default relative tolerance of real values, of ``run(_:tolerance:timeLimit:)`` and of
  /// `trellis check`: 1e-9.
  ///
  /// Relative to `max(1, |a|, |b|, the layout's width and height, the largest magnitude of a
  /// frame's edge)`. The two exact engines agree
  /// to about 1e-12 (measured on seeded random documents), so this leaves a thousandfold margin
  /// for round-off while any difference a layout could show is far larger.
  @usableFromInline
  package static let defaultTolerance = 1e-9

  /// Solves `document` with both engines, with and without rounding, and compares frames,
  /// grid tracks, grid-tree cells and diagnostics.
  ///
  /// - Parameters:
  ///   - document: a validated document.
  ///   - tolerance: the relative tolerance of real values: `|a − b| ≤ tolerance · max(1, |a|,
  ///     |b|, the layout's width and height, the largest edge of a frame)`; 1e-9 by default.
  ///   - timeLimit: the longest the whole check of the document may take (its two or four
  ///     solves share one deadline); none by default.
  /// - Returns: the answers and their differences.
  /// - Throws: ``/TrellisCore/LayoutError/unsolved(_:)`` when the LP engine cannot solve a program,
  ///   and ``/TrellisCore/LayoutError/unsupported(path:message:)`` for a document with constraints,
  ///   groups or rule tiers, which only the LP engine solves (there is nothing to compare);
  ///   ``/TrellisCore/LayoutError/timeLimitReached(_:)`` when the time limit runs out.
  public static func run(
    _ document: LayoutDocument, tolerance: Double = defaultTolerance,
    timeLimit: TimeLimit? = nil
  ) throws(LayoutError) -> Report {
    if document.isConstrained {
      throw .unsupported(
        path: document.constraints.isEmpty ? "groups" : "constraints",
        message: "only the LP engine solves constraints, groups and rule tiers: nothing to compare")
    }
    let deadline = timeLimit?.deadline()
    func solve(_ document: LayoutDocument, engine: EngineChoice) throws(LayoutError)
      -> LayoutAnswer
    {
      try Trellis.solve(document, engine: engine, within: deadline)
    }
    let direct = try solve(document, engine: .direct)
    let lp = try solve(document, engine: .lp)
    var differences: [Difference] = []
    if document.rounding != .none {
      let real: LayoutDocument
      do {
        real = try document.realValued()
      } catch {
        throw .invalid(error)
      }
      differences += compare(
        try solve(real, engine: .direct), try solve(real, engine: .lp), stage: "real",
        tolerance: tolerance, cellTolerance: tolerance)
      // Grid-tree cells stay real under compat (E11): compared like real values.
      differences += compare(
        direct, lp, stage: "rounded", tolerance: 0, cellTolerance: tolerance)
    } else {
      differences += compare(
        direct, lp, stage: "real", tolerance: tolerance, cellTolerance: tolerance)
    }
    return Report(direct: direct, lp: lp, differences: differences)
  }

  /// The differences between two answers, frame by frame and track by track.
  static func compare(
    _ direct: LayoutAnswer, _ lp: LayoutAnswer, stage: String, tolerance: Double,
    cellTolerance: Double
  ) -> [Difference] {
    var differences: [Difference] = []
    // Relative to the layout's extent too: a coordinate near 0 in a 300-point layout carries
    // the round-off of the 300-point lengths it was computed from. The extent is the larger of
    // the layout's size and its largest frame: content that overflows a small root (a
    // 1e9-point item in a 1e-9-point root) is laid out with lengths of its own size.
    let extent = max(
      direct.size.horizontal.magnitude, direct.size.vertical.magnitude,
      lp.size.horizontal.magnitude, lp.size.vertical.magnitude,
      largestLength(direct), largestLength(lp))
    func check(
      _ id: String, _ field: String, _ a: Double, _ b: Double, within: Double? = nil
    ) {
      let scale = max(1, abs(a), abs(b), extent.isFinite ? extent : 1)
      if !(abs(a - b) <= (within ?? tolerance) * scale) {
        differences.append(Difference(stage: stage, id: id, field: field, direct: a, lp: b))
      }
    }
    for id in Set(direct.frames.keys).union(lp.frames.keys).sorted() {
      guard let a = direct.frames[id], let b = lp.frames[id] else {
        differences.append(Difference(stage: stage, id: id, field: "missing", direct: nil, lp: nil))
        continue
      }
      check(id, "x", a.x, b.x)
      check(id, "y", a.y, b.y)
      check(id, "width", a.width, b.width)
      check(id, "height", a.height, b.height)
    }
    for id in Set(direct.tracks.keys).union(lp.tracks.keys).sorted() {
      guard let a = direct.tracks[id], let b = lp.tracks[id],
        a.columns.count == b.columns.count, a.rows.count == b.rows.count
      else {
        differences.append(Difference(stage: stage, id: id, field: "tracks", direct: nil, lp: nil))
        continue
      }
      for (j, (p, q)) in zip(a.columns, b.columns).enumerated() {
        check(id, "columns[\(j)].x", p.offset, q.offset)
        check(id, "columns[\(j)].width", p.length, q.length)
      }
      for (j, (p, q)) in zip(a.rows, b.rows).enumerated() {
        check(id, "rows[\(j)].y", p.offset, q.offset)
        check(id, "rows[\(j)].height", p.length, q.length)
      }
    }
    for id in Set(direct.cells.keys).union(lp.cells.keys).sorted() {
      guard let a = direct.cells[id], let b = lp.cells[id], a.count == b.count else {
        differences.append(Difference(stage: stage, id: id, field: "cells", direct: nil, lp: nil))
        continue
      }
      for (j, (p, q)) in zip(a, b).enumerated() {
        check(id, "cells[\(j)].x", p.x, q.x, within: cellTolerance)
        check(id, "cells[\(j)].y", p.y, q.y, within: cellTolerance)
        check(id, "cells[\(j)].width", p.width, q.width, within: cellTolerance)
        check(id, "cells[\(j)].height", p.height, q.height, within: cellTolerance)
      }
    }
    check("size", "width", direct.size.horizontal, lp.size.horizontal)
    check("size", "height", direct.size.vertical, lp.size.vertical)
    differences += compareDiagnostics(direct.diagnostics, lp.diagnostics, stage: stage)
    return differences
  }

  /// The largest magnitude of a frame's edge or size in an answer (finite ones only).
  ///
  /// - Complexity: O(frames).
  static func largestLength(_ answer: LayoutAnswer) -> Double {
    var largest = 0.0
    for (_, frame) in answer.frames {
      for value in [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height]
      where value.isFinite {
        largest = max(largest, value.magnitude)
      }
    }
    return largest
  }

  /// The diagnostics each engine makes that the other does not (they are found in the pass
  /// both share, from lengths the engines agree on, so they must be the same, in the same
  /// order): one difference per diagnostic, under its path, with how many times each engine
  /// made it.
  static func compareDiagnostics(
    _ direct: [LayoutAnswer.Diagnostic], _ lp: [LayoutAnswer.Diagnostic], stage: String
  ) -> [Difference] {
    guard direct != lp else { return [] }
    var differences: [Difference] = []
    for diagnostic in Set(direct).union(lp).sorted(by: {
      ($0.path, $0.message) < ($1.path, $1.message)
    }) {
      let inDirect = direct.filter { $0 == diagnostic }.count
      let inLP = lp.filter { $0 == diagnostic }.count
      guard inDirect != inLP else { continue }
      differences.append(
        Difference(
          stage: stage, id: diagnostic.path,
          field: "diagnostic \(diagnostic.severity.rawValue) '\(diagnostic.message)'",
          direct: Double(inDirect), lp: Double(inLP)))
    }
    if differences.isEmpty {
      differences.append(
        Difference(stage: stage, id: "diagnostics", field: "order", direct: nil, lp: nil))
    }
    return differences
  }
}
