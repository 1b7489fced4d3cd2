/// The plan's per-node tables, kept small: a million plain items take about 40 bytes each in
/// the plan (their id, desired size, subtree size, flags and id slot), not the 120 of a record
/// per node with every placement key and the desired size twice.
extension DocumentPlan {
  /// A node's numbers, as the grid's content sizing and placement read them (``Leaves``).
  struct Leaf: Sendable {
    /// The desired size before WeView's rounding up: `desired + adjust` clamped by
    /// `minDesired`/`maxDesired`, 0 on ignored axes.
    var desired: AxisPair<Double>
    /// ``desired`` rounded up to whole points (`rounding: compat`).
    var whole: AxisPair<Double>
    /// The item's stretch (filling its cell when > 0).
    var stretch: AxisPair<Double>
    /// The item's offset.
    var offset: AxisPair<Double>
    /// An item whose desired size does not depend on the size offered (no `heightForWidth`).
    var isPlain: Bool
    /// The item's own cell alignment.
    var cellAlign: AxisPair<Alignment?>

    /// Its placement keys.
    var placement: Placement {
      Placement(stretch: stretch, offset: offset, cellAlign: cellAlign)
    }
  }

  /// How a node sits in its cell: its `stretch`, `offset` and `cellAlign`.
  struct Placement: Sendable {
    /// The item's stretch (filling its cell when > 0).
    var stretch: AxisPair<Double>
    /// The item's offset.
    var offset: AxisPair<Double>
    /// The item's own cell alignment.
    var cellAlign: AxisPair<Alignment?>

    /// No stretch, offset or cell alignment of its own: what most nodes have.
    static let none = Placement(
      stretch: AxisPair(both: 0), offset: AxisPair(both: 0), cellAlign: AxisPair(both: nil))

    /// Whether this is ``none`` bit for bit (a −0 offset is not).
    var isNone: Bool {
      stretch.horizontal.bitPattern == 0 && stretch.vertical.bitPattern == 0
        && offset.horizontal.bitPattern == 0 && offset.vertical.bitPattern == 0
        && cellAlign.horizontal == nil && cellAlign.vertical == nil
    }
  }

  /// Each node's ``Leaf``, by preorder number, stored by column: the desired and whole sizes
  /// (the plan's ``DocumentPlan/desiredSizes`` and ``DocumentPlan/wholeSizes``, shared),
  /// whether it is plain, and a placement only for the nodes whose placement is not
  /// ``Placement/none``.
  struct Leaves: Sendable {
    /// ``Leaf/desired`` by number.
    let desired: [AxisPair<Double>]
    /// ``Leaf/whole`` by number (the same storage as ``desired`` when every size is whole).
    let whole: [AxisPair<Double>]
    /// ``Leaf/isPlain`` by number.
    let isPlain: [Bool]
    /// Each node's index in ``placements`` + 1, or 0 for ``Placement/none``; empty when every
    /// node's placement is ``Placement/none``.
    let placementSlots: [Int32]
    /// The placements that are not ``Placement/none``.
    let placements: [Placement]

    /// The number of nodes.
    var count: Int { desired.count }

    /// Node `number`'s leaf.
    @inline(__always)
    subscript(number: Int) -> Leaf {
      let placement = placement(number)
      return Leaf(
        desired: desired[number], whole: whole[number], stretch: placement.stretch,
        offset: placement.offset, isPlain: isPlain[number], cellAlign: placement.cellAlign)
    }

    /// Node `number`'s placement.
    @inline(__always)
    func placement(_ number: Int) -> Placement {
      if placementSlots.isEmpty { return .none }
      let slot = Int(placementSlots[number])
      return slot == 0 ? .none : placements[slot - 1]
    }
  }

  /// The number of nodes in each node's subtree (itself included), by preorder number, as
  /// 32-bit numbers (a document has at most ``DocumentLimits/maximumNodes``).
  package struct SubtreeSizes: Sendable, Equatable {
    /// The sizes.
    let storage: [Int32]

    /// The number of nodes.
    var count: Int { storage.count }
    /// Whether there are none.
    var isEmpty: Bool { storage.isEmpty }

    /// The size of node `number`'s subtree.
    @inline(__always)
    subscript(number: Int) -> Int { Int(storage[number]) }
  }

  /// ``DocumentPlan/wholeIntegers``, made at most once, by whichever solve asks first.
  final class WholeIntegers: Sendable {
    /// Guards ``made``.
    private let lock = ThreadLock()
    /// The table once made (`nil` inside when some size is not below 2³¹).
    private nonisolated(unsafe) var made: [AxisPair<Int32>]??

    /// The whole sizes as integers, made from `wholeSizes` the first time.
    func table(of wholeSizes: [AxisPair<Double>]) -> [AxisPair<Int32>]? {
      lock.withLock {
        if let made { return made }
        let limit = Double(Int32.max)
        let table =
          wholeSizes.allSatisfy { abs($0.horizontal) <= limit && abs($0.vertical) <= limit }
          ? wholeSizes.map { AxisPair(Int32($0.horizontal), Int32($0.vertical)) } : nil
        made = .some(table)
        return table
      }
    }
  }
}
