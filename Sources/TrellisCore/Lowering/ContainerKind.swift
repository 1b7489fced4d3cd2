/// The kind of a container, as lowering and the engines name it.
public enum ContainerKind: Sendable, Equatable, CaseIterable {
  /// A WeView horizontal layout.
  case horizontal
  /// A WeView vertical layout.
  case vertical
  /// A WeView stack: every child in the whole content area.
  case stack
  /// A WeView grid, with IGGridView's column widths.
  case grid
  /// A MyGridLayout grid tree.
  case gridTree

  /// Whether the container's segments are tracks (`col`, `row`) rather than items.
  package var hasTracks: Bool { self == .grid || self == .gridTree }
}

extension LayoutNode {
  /// The node's container kind, or `nil` for an item.
  public var containerKind: ContainerKind? {
    switch content {
    case .item: nil
    case .linear(let linear): linear.axis == .horizontal ? .horizontal : .vertical
    case .stack: .stack
    case .grid: .grid
    case .gridTree: .gridTree
    }
  }
}
