/// Diagnostics of a layout (the answer's `diagnostics`): what overflows, found from the solved
/// lengths in the pass both engines share, so they report the same findings.
///
/// Each check costs a sum and a comparison or two when nothing overflows (the plain-grid fast
/// path checks its items track by track, not cell by cell); the thresholds, the wording and
/// the whole-number test run only on an overflow.
extension LayoutPass {
  /// What `rounding: compat` may add to a length by itself (``Tolerances/compatRounding``).
  enum Allowance {
    /// WeView's integral arithmetic: a point for each of this many rounded terms, unless the
    /// container's sizes are all whole.
    case terms(Int)
    /// MyGridLayout's pixel rounding (a grid tree).
    case tree
  }

  /// Checks one axis of container `number`: its fixed lengths, then its content.
  ///
  /// Both are held against the length the container is given. The content is reported when it
  /// overflows and, if the fixed lengths overflow too, needs more than they do (else their finding
  /// says it all).
  ///
  /// - Parameters:
  ///   - number: the container.
  ///   - axis: the axis.
  ///   - needed: the content's length as laid out: children (or tracks), margins, spacings.
  ///   - fixed: the fixed lengths' sum: fixed tracks, margins, spacings.
  ///   - given: the container's length (rounded up under `compat`, as the pass lays it out).
  ///   - grid: the grid of a grid tree (depth-first), 0 otherwise.
  ///   - allowance: what `compat` rounding may add by itself.
  ///   - parts: which fixed lengths there are (asked only on an overflow).
  ///   - whole: whether the container's sizes are all whole, given the plan (asked only on an
  ///     overflow, once per container).
  @inline(__always)
  mutating func checkAxis(
    number: Int, axis: Axis, needed: Double, fixed: Double, given: Double, grid: Int = 0,
    allowance: Allowance, parts: () -> LayoutFinding.Parts, whole: (DocumentPlan) -> Bool
  ) {
    guard max(needed, fixed) - given > Tolerances.reportedOverflow else { return }
    let slack = self.slack(allowance, container: number, whole: whole)
    let fixedOverflows = fixed - given > threshold(given) + slack
    if fixedOverflows {
      findings.append(
        LayoutFinding(
          kind: .fixedOverflow, number: number, axis: axis, needed: fixed, given: given,
          parts: parts(), grid: grid))
    }
    if needed - given > threshold(given) + slack,
      !fixedOverflows || needed - fixed > threshold(fixed)
    {
      findings.append(
        LayoutFinding(
          kind: .contentOverflow, number: number, axis: axis, needed: needed, given: given,
          grid: grid))
    }
  }

  /// Checks child `number` of container `container` against its cell, on each axis where it
  /// does not take the cell's length (`fills`).
  @inline(__always)
  mutating func checkItem(
    number: Int, size: AxisPair<Double>, cell: AxisPair<Double>, fills: () -> AxisPair<Bool>,
    container: Int, allowance: Allowance, whole: (DocumentPlan) -> Bool
  ) {
    guard
      size.horizontal - cell.horizontal > Tolerances.reportedOverflow
        || size.vertical - cell.vertical > Tolerances.reportedOverflow
    else { return }
    let fills = fills()
    let slack = self.slack(allowance, container: container, whole: whole)
    for axis in Axis.both
    where !fills[axis] && size[axis] - cell[axis] > threshold(cell[axis]) + slack {
      findings.append(
        LayoutFinding(
          kind: .itemOverflow, number: number, axis: axis, needed: size[axis], given: cell[axis]))
    }
  }

  /// The least overflow reported on a length `given`, rounding aside: a thousandth's half
  /// (``Tolerances/reportedOverflow``), or round-off relative to the length
  /// (``Tolerances/overflow``), whichever is larger.
  func threshold(_ given: Double) -> Double {
    max(Tolerances.reportedOverflow, Tolerances.overflow * max(1, abs(given)))
  }

  /// What `compat` rounding may have added to a length of container `container`
  /// (``Tolerances/compatRounding``): nothing in real-valued layouts or when the container's
  /// sizes are all whole (asked once per container), a point per rounded term otherwise; for
  /// a grid tree a point or a pixel, whichever is larger.
  mutating func slack(
    _ allowance: Allowance, container: Int, whole: (DocumentPlan) -> Bool
  ) -> Double {
    guard integral else { return 0 }
    switch allowance {
    case .tree:
      return Tolerances.compatRounding * max(1, 1 / pixelScale)
    case .terms(let terms):
      let isWhole = wholeNumbered[container] ?? whole(plan)
      wholeNumbered[container] = isWhole
      return isWhole ? 0 : Tolerances.compatRounding * Double(terms)
    }
  }

  /// Which fixed lengths a grid axis has: fixed tracks, margins and spacings that are not 0.
  static func fixedParts(_ segments: [AxisProblem.Segment]) -> LayoutFinding.Parts {
    var parts: LayoutFinding.Parts = []
    for segment in segments where segment.base != 0 {
      switch segment.basis {
      case .fixed: parts.insert(.tracks)
      case .margin: parts.insert(.margins)
      case .spacing: parts.insert(.spacings)
      case .content, .treeShare: break
      }
    }
    return parts
  }

  /// Which of a linear or stack container's margins and spacing are not 0 on an axis.
  static func fixedParts(margins: Double, spacings: Double) -> LayoutFinding.Parts {
    var parts: LayoutFinding.Parts = []
    if margins != 0 { parts.insert(.margins) }
    if spacings != 0 { parts.insert(.spacings) }
    return parts
  }

  /// A pass's findings as diagnostics: warnings in document order, each named by the JSON
  /// path of its node in `plan`.
  static func diagnostics(
    _ findings: [LayoutFinding], plan: DocumentPlan
  ) -> [LayoutAnswer.Diagnostic] {
    let ordered = findings.sorted(by: LayoutFinding.ordered)
    let paths = plan.paths(of: ordered.map(\.number))
    return zip(ordered, paths).map { finding, path in
      LayoutAnswer.Diagnostic(severity: .warning, path: path, message: finding.message)
    }
  }
}
