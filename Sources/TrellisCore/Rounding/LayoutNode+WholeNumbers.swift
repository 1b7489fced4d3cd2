/// Whether a node's sizes are whole numbers, so that WeView's integral arithmetic
/// (`rounding: compat`) lays it out without rounding anything up: what tells a real overflow
/// from rounding noise in its diagnostics (``LayoutPass/slack(_:container:whole:)``).
extension LayoutNode {
  /// Whether every number that sizes this node and its descendants is whole.
  ///
  /// Those are desired sizes, adjustments, desired clamps, wrapping tiles, margins, spacings
  /// and track sizes; an item measured by code (``ItemOptions/measurer``) never counts. Offsets
  /// and weights size nothing (shares of whole lengths are whole under `compat`). A grid tree
  /// never counts as whole (its ratios make fractions of any length).
  ///
  /// - Complexity: O(nodes in the subtree); the pass asks only when an overflow is found.
  var isWholeNumbered: Bool {
    guard Self.isWhole(item) else { return false }
    switch content {
    case .item: return true
    case .linear(let layout): return layout.isWholeNumbered
    case .stack(let layout): return layout.isWholeNumbered
    case .grid(let layout): return layout.isWholeNumbered
    case .gridTree: return false
    }
  }

  /// Whether an item's own sizes are whole (never for content measured by code, which may
  /// report any size).
  static func isWhole(_ item: ItemOptions) -> Bool {
    guard item.measurer == nil else { return false }
    var numbers = [
      item.desired.horizontal, item.desired.vertical, item.adjust.horizontal,
      item.adjust.vertical,
    ]
    numbers += [item.minDesired.horizontal, item.minDesired.vertical].compactMap { $0 }
    numbers += [item.maxDesired.horizontal, item.maxDesired.vertical].compactMap { $0 }
    if let wrapping = item.heightForWidth {
      numbers += [wrapping.tile.horizontal, wrapping.tile.vertical]
    }
    return numbers.allSatisfy(\.isWhole)
  }

  /// Whether margins are whole.
  static func isWhole(_ margin: Insets) -> Bool {
    [margin.top, margin.left, margin.bottom, margin.right].allSatisfy(\.isWhole)
  }
}

extension LinearLayout {
  /// ``LayoutNode/isWholeNumbered`` of a linear container: its margins, its spacing and its
  /// children.
  var isWholeNumbered: Bool {
    LayoutNode.isWhole(margin) && spacing.isWhole && children.allSatisfy(\.isWholeNumbered)
  }
}

extension StackLayout {
  /// ``LayoutNode/isWholeNumbered`` of a stack: its margins and its children.
  var isWholeNumbered: Bool {
    LayoutNode.isWhole(margin) && children.allSatisfy(\.isWholeNumbered)
  }
}

extension GridLayout {
  /// ``LayoutNode/isWholeNumbered`` of a grid: its margins, spacings, track sizes and bounds,
  /// and its children.
  var isWholeNumbered: Bool {
    let spacings =
      [margin.top, margin.left, margin.bottom, margin.right, columnSpacing, rowSpacing]
      + columnSpacings + rowSpacings
    guard spacings.allSatisfy({ $0.size.isWhole }) else { return false }
    for sizing in [columnSizing, rowSizing] + columnSizings + rowSizings {
      if case .fixed(let size) = sizing.base, !size.isWhole { return false }
      if case .value(let minimum)? = sizing.min, !minimum.isWhole { return false }
      if let maximum = sizing.max, !maximum.isWhole { return false }
    }
    return children.allSatisfy(\.isWholeNumbered)
  }
}

extension Double {
  /// Whether the value is a whole number.
  var isWhole: Bool { self == rounded(.towardZero) }
}
