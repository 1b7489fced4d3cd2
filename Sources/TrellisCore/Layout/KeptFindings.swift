/// The findings of a layout pass, kept unworded for a caller that words only the pass whose
/// answer it returns.
///
/// The LP engine's tiered solve lays a document out two or three times and answers with one of
/// those passes: wording every pass's findings (a JSON path and a sentence each) would be
/// wasted on all but that one. A pass given a `KeptFindings`
/// (``LayoutPass/run(_:engine:solver:recorder:realValued:fastPaths:contents:keeping:measurementFailed:)``)
/// leaves its answer's ``LayoutAnswer/diagnostics`` empty and its findings here, and
/// ``diagnostics`` words them as the pass would have.
package final class KeptFindings {
  /// The findings, in the order the pass met them.
  var findings: [LayoutFinding] = []
  /// The plan that numbers the findings' nodes (`nil` until a pass keeps its findings here).
  var plan: DocumentPlan?

  /// Makes an empty keeper, for one pass.
  package init() {}

  /// The findings as diagnostics: what the pass's answer would have had without a keeper.
  package var diagnostics: [LayoutAnswer.Diagnostic] {
    guard let plan, !findings.isEmpty else { return [] }
    return LayoutPass.diagnostics(findings, plan: plan)
  }
}
