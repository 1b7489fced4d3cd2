extension LayoutDocument {
  /// The same document with every container that has no id named after its JSON path
  /// (`root.children[1]`), so that a solve reports its frame, and its tracks or grid-tree cells.
  ///
  /// Ids change no geometry: the named document lays out exactly as the original. A path that
  /// is already some node's id is left unused (that container stays unnamed).
  ///
  /// ```swift
  /// let named = document.namingEveryNode()
  /// let answer = try solve(named)
  /// answer.frames["root.children[1]"]   // the frame of the unnamed second child
  /// ```
  ///
  /// - Complexity: O(n) in the number of nodes.
  public func namingEveryNode() -> LayoutDocument {
    var taken = Set<String>()
    Self.collectIds(root, into: &taken)
    var named = self
    named.root = Self.naming(root, path: "root", taken: taken)
    return named
  }

  /// Adds the ids of `node` and its descendants to `ids`.
  private static func collectIds(_ node: LayoutNode, into ids: inout Set<String>) {
    if let id = node.id { ids.insert(id) }
    for child in node.children { collectIds(child, into: &ids) }
  }

  /// `node` with its unnamed containers (itself included) named after their paths.
  private static func naming(_ node: LayoutNode, path: String, taken: Set<String>) -> LayoutNode {
    var node = node
    if node.id == nil, !taken.contains(path) { node.id = path }
    func named(_ children: [LayoutNode]) -> [LayoutNode] {
      children.enumerated().map { index, child in
        naming(child, path: "\(path).children[\(index)]", taken: taken)
      }
    }
    switch node.content {
    case .item: break
    case .linear(var layout):
      layout.children = named(layout.children)
      node.content = .linear(layout)
    case .stack(var layout):
      layout.children = named(layout.children)
      node.content = .stack(layout)
    case .grid(var layout):
      layout.children = named(layout.children)
      node.content = .grid(layout)
    case .gridTree(var layout):
      layout.children = named(layout.children)
      node.content = .gridTree(layout)
    }
    return node
  }
}
