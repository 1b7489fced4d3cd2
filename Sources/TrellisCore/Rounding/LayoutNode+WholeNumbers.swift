/// Whether a node's sizes are whole numbers, so that WeView's integral arithmetic
/// (`rounding: compat`) lays it out without rounding anything up: what tells a real overflow
/// from rounding noise in its diagnostics (``LayoutPass/slack(_:container:whole:)``).
extension LayoutNode {
  /// Whether every size of this node and its descendants is whole, so that `compat` rounds
  /// none of them up.
  ///
  /// Those are items' desired sizes (after `adjust` and the desired clamps), wrapping tiles,
  /// margins, spacings and track sizes; an item measured by code (``ItemOptions/measurer``)
  /// never counts. Offsets and weights size nothing (shares of whole lengths are whole under
  /// `compat`). A grid tree never counts as whole (its ratios make fractions of any length).
  ///
  /// - Complexity: O(nodes in the subtree); the pass asks only when an overflow is found.
  var isWholeNumbered: Bool {
    switch content {
    case .item: return Self.isWhole(self)
    case .linear(let layout):
      return layout.ownSizesAreWhole && layout.children.allSatisfy(\.isWholeNumbered)
    case .stack(let layout):
      return layout.ownSizesAreWhole && layout.children.allSatisfy(\.isWholeNumbered)
    case .grid(let layout):
      return layout.ownSizesAreWhole && layout.children.allSatisfy(\.isWholeNumbered)
    case .gridTree: return false
    }
  }

  /// Whether an item's desired size is whole: its clamped desired size (``DocumentPlan``'s
  /// leaf), or for wrapping content its tiles and clamps; never for content measured by code,
  /// which may report any size.
  static func isWhole(_ item: LayoutNode) -> Bool {
    let options = item.item
    guard options.measurer == nil else { return false }
    if let wrapping = options.heightForWidth {
      return wrapping.tile.horizontal.isWhole && wrapping.tile.vertical.isWhole
        && options.adjust.horizontal.isWhole && options.adjust.vertical.isWhole
        && (options.minDesired.horizontal ?? 0).isWhole
        && (options.minDesired.vertical ?? 0).isWhole
        && (options.maxDesired.horizontal ?? 0).isWhole
        && (options.maxDesired.vertical ?? 0).isWhole
    }
    let leaf = DocumentPlan.leaf(item)
    return leaf.desired == leaf.whole
  }

  /// Whether margins are whole.
  static func isWhole(_ margin: Insets) -> Bool {
    margin.top.isWhole && margin.left.isWhole && margin.bottom.isWhole && margin.right.isWhole
  }
}

extension DocumentPlan {
  /// Whether a container's children (the first numbered `first`) are all whole-numbered
  /// (``LayoutNode/isWholeNumbered``): plain items read from the plan, others walked.
  ///
  /// - Complexity: O(children), plus the subtrees of children that are not plain items.
  func areWhole(_ children: [LayoutNode], first: Int) -> Bool {
    var number = first
    for index in children.indices {
      if leaves.isPlain[number] {
        if desiredSizes[number] != wholeSizes[number] { return false }
      } else if !children[index].isWholeNumbered {
        return false
      }
      number += subtreeSizes[number]
    }
    return true
  }
}

extension LinearLayout {
  /// Whether a linear container's margins and spacing are whole.
  var ownSizesAreWhole: Bool { LayoutNode.isWhole(margin) && spacing.isWhole }
}

extension StackLayout {
  /// Whether a stack's margins are whole.
  var ownSizesAreWhole: Bool { LayoutNode.isWhole(margin) }
}

extension GridLayout {
  /// Whether a grid's margins, spacings, track sizes and bounds are whole.
  var ownSizesAreWhole: Bool {
    let spacings =
      [margin.top, margin.left, margin.bottom, margin.right, columnSpacing, rowSpacing]
      + columnSpacings + rowSpacings
    for spacing in spacings where !spacing.size.isWhole { return false }
    for sizing in [columnSizing, rowSizing] + columnSizings + rowSizings {
      if case .fixed(let size) = sizing.base, !size.isWhole { return false }
      if case .value(let minimum)? = sizing.min, !minimum.isWhole { return false }
      if let maximum = sizing.max, !maximum.isWhole { return false }
    }
    return true
  }
}

extension Double {
  /// Whether the value is a whole number.
  var isWhole: Bool { self == rounded(.towardZero) }
}
