/// The measurements ``ContentMeasurer``s made in one solve, so that each (item, proposal) is
/// measured at most once however many passes the solve makes (the tiered solve makes two to
/// four), and the first failure.
///
/// Each measured item has four slots for its latest proposals (a grid asks three: unconstrained
/// for its column, at its column's width for its row, and at its cell for its frame), found by
/// its index in the plan without hashing; older proposals go to a dictionary. A class so that
/// the passes of one solve share it; it never leaves the solve's thread, so its properties are
/// not checked for exclusive access at run time (`@exclusivity(unchecked)`).
package final class ContentMeasurements {
  /// A proposal (`nil` axes as NaN, which no proposal is) and the size measured for it; an
  /// empty slot has a width of −∞.
  struct Slot {
    var width: Double
    var height: Double
    var size: AxisPair<Double>

    static let empty = Slot(width: -.infinity, height: 0, size: AxisPair(both: 0))

    init(width: Double, height: Double, size: AxisPair<Double>) {
      self.width = width
      self.height = height
      self.size = size
    }

    init(_ proposal: ContentMeasurer.Proposal, size: AxisPair<Double>) {
      self.init(
        width: proposal.horizontal ?? .nan, height: proposal.vertical ?? .nan, size: size)
    }

    /// Whether the slot holds this proposal (NaN for NaN: both unconstrained).
    @inline(__always)
    func holds(_ width: Double, _ height: Double) -> Bool {
      (self.width == width || (self.width.isNaN && width.isNaN))
        && (self.height == height || (self.height.isNaN && height.isNaN))
    }
  }

  /// A measured item (its preorder number) and a proposal.
  struct Key: Hashable {
    var number: Int
    var width: Double?
    var height: Double?
  }

  /// The slots an item has.
  static let slotsPerItem = 4
  /// The slots, ``slotsPerItem`` per measured item, latest first: a buffer the cache owns,
  /// not an array, which would be checked for exclusive access at every use.
  private let slots: UnsafeMutablePointer<Slot>
  /// The number of slots.
  private let capacity: Int
  /// Measurements older than an item's latest ``slotsPerItem``.
  @exclusivity(unchecked) private var older: [Key: AxisPair<Double>] = [:]
  /// How many times measurers were called.
  @exclusivity(unchecked) package private(set) var calls = 0
  /// The first measurer failure, which stopped the pass.
  @exclusivity(unchecked) package private(set) var failure: MeasurementError?

  /// Makes the cache for a document's measured items.
  package init(plan: DocumentPlan) {
    capacity = Self.slotsPerItem * plan.measuredCount
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: .empty, count: capacity)
  }

  deinit {
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  /// The size measured item `slot` (node number `number`) measures for a proposal, measured
  /// once.
  ///
  /// - Returns: the size, or `nil` after recording the failure when the measurer threw or
  ///   gave a size that is not a length (negative, NaN, infinite, beyond the document range).
  func size(
    slot: Int, number: Int, proposal: ContentMeasurer.Proposal, plan: DocumentPlan
  ) -> AxisPair<Double>? {
    let width = proposal.horizontal ?? .nan
    let height = proposal.vertical ?? .nan
    let first = slots + Self.slotsPerItem * slot
    for index in 0..<Self.slotsPerItem where first[index].holds(width, height) {
      let found = first[index]
      if index > 0 { promote(found, from: index, in: first) }
      return found.size
    }
    let key = Key(number: number, width: proposal.horizontal, height: proposal.vertical)
    if !older.isEmpty, let size = older[key] {
      remember(Slot(proposal, size: size), in: first, number: number)
      return size
    }
    calls += 1
    let measured = plan.measuredItems[slot]
    let size: AxisPair<Double>
    do {
      size = try measured.measurer.size(for: proposal)
    } catch {
      fail(
        measured.id, number: number, plan: plan,
        "the measurer \(measured.measurer) threw \(error)", proposal)
      return nil
    }
    for axis in Axis.both
    where !(size[axis] >= 0 && DocumentLimits.isInRange(size[axis])) {
      let side = axis == .horizontal ? "width" : "height"
      fail(
        measured.id, number: number, plan: plan,
        "the measurer \(measured.measurer) returned \(Self.show(size[axis])) for the \(side) (a size is 0 or 1e-9…1e9)",
        proposal)
      return nil
    }
    remember(Slot(proposal, size: size), in: first, number: number)
    return size
  }

  /// Moves the slot at `index` to the front, shifting the ones before it back.
  @inline(__always)
  private func promote(_ found: Slot, from index: Int, in first: UnsafeMutablePointer<Slot>) {
    var position = index
    while position > 0 {
      first[position] = first[position - 1]
      position -= 1
    }
    first[0] = found
  }

  /// Puts a new measurement at the front of an item's slots; the last one goes to ``older``.
  private func remember(_ slot: Slot, in first: UnsafeMutablePointer<Slot>, number: Int) {
    let last = first[Self.slotsPerItem - 1]
    if last.width != -.infinity {
      older[
        Key(
          number: number, width: last.width.isNaN ? nil : last.width,
          height: last.height.isNaN ? nil : last.height)] = last.size
    }
    promote(slot, from: Self.slotsPerItem - 1, in: first)
  }

  private func fail(
    _ id: String?, number: Int, plan: DocumentPlan, _ message: String,
    _ proposal: ContentMeasurer.Proposal
  ) {
    guard failure == nil else { return }
    let offered = [proposal.horizontal, proposal.vertical].map { $0.map(Self.show) ?? "any" }
    failure = MeasurementError(
      path: plan.path(of: number), id: id,
      message: "\(message), offered [\(offered.joined(separator: ", "))]")
  }

  static func show(_ value: Double) -> String { LayoutAnswer.number(value) }
}
