/// Builds the children of a container (``LayoutBuilder``) or of a grid-tree grid
/// (``GridTreeBuilder``) from statements, in order: one child per expression, `if`, `if`–`else`,
/// `switch`, `for` loops, optional children (`nil` adds nothing) and arrays of children.
///
/// ```swift
/// LayoutNode.vertical(id: "list", spacing: 4) {
///   LayoutNode.item("title", desired: [120, 24])
///   for row in rows {
///     LayoutNode.item(row.id, desired: [200, 32])
///   }
///   if showsFooter {
///     LayoutNode.item("footer", desired: [200, 20])
///   }
/// }
/// ```
///
/// Start each child with its type (`LayoutNode.item(…)`, not `.item(…)`): a line that starts
/// with a period continues the expression on the line before it.
///
/// - Complexity: O(children) to build the array.
@resultBuilder
public enum ChildrenBuilder<Child> {
  /// One child.
  public static func buildExpression(_ child: Child) -> [Child] { [child] }

  /// A child that may be absent: `nil` adds nothing.
  public static func buildExpression(_ child: Child?) -> [Child] { child.map { [$0] } ?? [] }

  /// Several children, in order.
  public static func buildExpression(_ children: [Child]) -> [Child] { children }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Child]...) -> [Child] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [Child]?) -> [Child] { part ?? [] }

  /// The first branch of an `if`–`else` or `switch`.
  public static func buildEither(first part: [Child]) -> [Child] { part }

  /// The second branch of an `if`–`else` or `switch`.
  public static func buildEither(second part: [Child]) -> [Child] { part }

  /// A `for` loop.
  public static func buildArray(_ parts: [[Child]]) -> [Child] { parts.flatMap { $0 } }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [Child]) -> [Child] { part }
}

/// Builds a container's children (``ChildrenBuilder`` of ``LayoutNode``).
public typealias LayoutBuilder = ChildrenBuilder<LayoutNode>

/// Builds a grid-tree grid's child grids (``ChildrenBuilder`` of ``GridTreeNode``).
public typealias GridTreeBuilder = ChildrenBuilder<GridTreeNode>
