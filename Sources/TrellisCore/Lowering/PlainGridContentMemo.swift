/// The content sizes of a document's grids of plain items, kept by a session from one layout
/// to the next: they depend on the plan (the tree and every item's keys) and the rounding,
/// never on the size, so a resize reads them instead of sweeping every cell again.
package struct PlainGridContentMemo: Sendable {
  /// The plan whose grids these are.
  let plan: DocumentPlan.Identity
  /// Whether they are `compat`'s whole sizes.
  let integral: Bool
  /// Each grid's column and row content sizes, by the grid's number.
  var sizes: [Int: (columns: [Double], rows: [Double])] = [:]

  /// An empty memo for the grids of `plan` under `integral` rounding.
  init(plan: DocumentPlan.Identity, integral: Bool) {
    self.plan = plan
    self.integral = integral
  }

  /// Whether the memo holds sizes of this plan under this rounding.
  func fits(_ plan: DocumentPlan, integral: Bool) -> Bool {
    self.plan === plan.identity && self.integral == integral
  }
}

extension LayoutPass {
  /// ``plainContentSizes(_:first:everyCell:)`` of grid number `number`, from the session's
  /// memo when it has them (and into it when it has not).
  ///
  /// - Complexity: O(1) from the memo, O(cells) otherwise.
  mutating func memoisedPlainContentSizes(
    _ layout: GridLayout, number: Int
  ) -> (columns: [Double], rows: [Double]) {
    if let sizes = contentMemo?.sizes[number] { return sizes }
    let sizes = plainContentSizes(layout, first: number + 1)
    contentMemo?.sizes[number] = sizes
    return sizes
  }
}
