/// The measurements ``ContentMeasurer``s made in one solve, so that each (item, proposal) is
/// measured at most once however many passes the solve makes (the tiered solve makes two to
/// four), and the first failure.
///
/// Each measured item has two slots for its latest proposals, found by its index in the plan
/// (no hashing), and further proposals go to a dictionary. A class so that the passes of one
/// solve share it; it never leaves the solve's thread.
package final class ContentMeasurements {
  /// A proposal and the size measured for it.
  struct Slot {
    var proposal: ContentMeasurer.Proposal
    var size: AxisPair<Double>
  }

  /// A measured item (its preorder number) and a proposal.
  struct Key: Hashable {
    var number: Int
    var width: Double?
    var height: Double?
  }

  /// Two slots per measured item: the latest proposal first.
  private var slots: [Slot?]
  /// Measurements beyond the two latest of an item.
  private var older: [Key: AxisPair<Double>] = [:]
  /// How many times measurers were called (tests check at most once per proposal).
  package private(set) var calls = 0
  /// The first measurer failure, which stopped the pass.
  package private(set) var failure: MeasurementError?

  /// Makes the cache for a document's measured items.
  package init(plan: DocumentPlan) {
    slots = [Slot?](repeating: nil, count: 2 * plan.measuredCount)
  }

  /// The size the item's measurer gives for a proposal, measured once.
  ///
  /// - Returns: the size, or `nil` after recording the failure when the measurer threw or
  ///   gave a size that is not a length (negative, NaN, infinite, beyond the document range).
  func size(
    of node: LayoutNode, number: Int, slot: Int, measurer: ContentMeasurer,
    proposal: ContentMeasurer.Proposal, plan: DocumentPlan
  ) -> AxisPair<Double>? {
    let first = 2 * slot
    if let cached = slots[first], cached.proposal == proposal { return cached.size }
    if let cached = slots[first + 1], cached.proposal == proposal {
      slots.swapAt(first, first + 1)
      return cached.size
    }
    let key = Key(number: number, width: proposal.horizontal, height: proposal.vertical)
    if let size = older[key] {
      remember(Slot(proposal: proposal, size: size), at: first, number: number)
      return size
    }
    calls += 1
    let size: AxisPair<Double>
    do {
      size = try measurer.size(for: proposal)
    } catch {
      fail(node, number: number, plan: plan, "the measurer \(measurer) threw \(error)", proposal)
      return nil
    }
    for axis in Axis.both
    where !(size[axis] >= 0 && DocumentLimits.isInRange(size[axis])) {
      fail(
        node, number: number, plan: plan,
        "the measurer \(measurer) returned \(Self.show(size[axis])) for the \(axis == .horizontal ? "width" : "height") (a size is 0 or 1e-9…1e9)",
        proposal)
      return nil
    }
    remember(Slot(proposal: proposal, size: size), at: first, number: number)
    return size
  }

  /// Puts a measurement in an item's first slot; what was in its second goes to ``older``.
  private func remember(_ slot: Slot, at first: Int, number: Int) {
    if let evicted = slots[first + 1] {
      older[
        Key(
          number: number, width: evicted.proposal.horizontal, height: evicted.proposal.vertical)] =
        evicted.size
    }
    slots[first + 1] = slots[first]
    slots[first] = slot
  }

  private func fail(
    _ node: LayoutNode, number: Int, plan: DocumentPlan, _ message: String,
    _ proposal: ContentMeasurer.Proposal
  ) {
    guard failure == nil else { return }
    let offered = [proposal.horizontal, proposal.vertical].map { $0.map(Self.show) ?? "any" }
    failure = MeasurementError(
      path: plan.path(of: number), id: node.id,
      message: "\(message), offered [\(offered.joined(separator: ", "))]")
  }

  static func show(_ value: Double) -> String { LayoutAnswer.number(value) }
}
