// MyGridLayout grids (semantics §3.9) built in Swift: `rows`, `cols` and leaves with the
// geometric keys as parameters, the rest as modifiers that return a copy.

extension GridTreeNode {
  /// A grid split into rows, stacked top to bottom (`{"rows": [...]}`).
  ///
  /// ```swift
  /// GridTreeNode.rows(padding: 8, spacing: 4) {
  ///   GridTreeNode.leaf(size: 40)
  ///   GridTreeNode.cols(size: .wrap) {
  ///     GridTreeNode.leaf(size: 0.3)
  ///     GridTreeNode.leaf()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - size: its size along its parent's direction (`size`): points, a ratio, `.wrap`, `.fill`.
  ///   - padding: padding inside it (`padding`).
  ///   - spacing: between adjacent rows (`spacing`, or `space`).
  ///   - gravity: `|`-joined gravity tokens (`"top|left"`), as in `gravity`.
  ///   - children: the rows, top to bottom.
  /// - Returns: the grid, its other keys at their defaults.
  /// - Complexity: O(children).
  public static func rows(
    size: Measure = .fill, padding: Insets = 0, spacing: Double = 0, gravity: String? = nil,
    @GridTreeBuilder _ children: () -> [GridTreeNode]
  ) -> GridTreeNode {
    GridTreeNode.leaf(size: size, padding: padding, gravity: gravity)
      .split(.rows, spacing: spacing, children())
  }

  /// A grid split into columns, side by side (`{"cols": [...]}`).
  ///
  /// - Parameters:
  ///   - size: its size along its parent's direction (`size`): points, a ratio, `.wrap`, `.fill`.
  ///   - padding: padding inside it (`padding`).
  ///   - spacing: between adjacent columns (`spacing`, or `space`).
  ///   - gravity: `|`-joined gravity tokens (`"top|left"`), as in `gravity`.
  ///   - children: the columns, left to right.
  /// - Returns: the grid, its other keys at their defaults.
  /// - Complexity: O(children).
  public static func cols(
    size: Measure = .fill, padding: Insets = 0, spacing: Double = 0, gravity: String? = nil,
    @GridTreeBuilder _ children: () -> [GridTreeNode]
  ) -> GridTreeNode {
    GridTreeNode.leaf(size: size, padding: padding, gravity: gravity)
      .split(.cols, spacing: spacing, children())
  }

  /// A grid without child grids: a slot for the next view (`{"size": 40}`).
  ///
  /// - Parameters:
  ///   - size: its size along its parent's direction (`size`): points, a ratio, `.wrap`, `.fill`.
  ///   - padding: padding inside it (`padding`).
  ///   - gravity: `|`-joined gravity tokens (`"top|left"`): how its view sits in it.
  /// - Returns: the grid, its other keys at their defaults.
  public static func leaf(
    size: Measure = .fill, padding: Insets = 0, gravity: String? = nil
  ) -> GridTreeNode {
    var node = GridTreeNode(measure: size, padding: padding)
    node.gravity = gravity.map(Self.tokens) ?? []
    return node
  }

  /// Makes the grid an overlap (`overlap`): an anchor of size 0 whose view sits by these
  /// `|`-joined gravity tokens (unless the grid has its own `gravity`, which wins as in JSON).
  public func overlap(_ gravity: String) -> GridTreeNode {
    var node = self
    let tokens = Self.tokens(gravity)
    node.overlap = tokens
    node.anchor = true
    node.measure = .points(0)
    if node.gravity.isEmpty { node.gravity = tokens }
    return node
  }

  /// Whether a grid with children also takes a view, drawn as its background (`anchor`).
  public func anchor(_ isAnchor: Bool = true) -> GridTreeNode {
    var node = self
    node.anchor = isAnchor
    return node
  }

  /// Whether the grid's slot is suppressed (`placeholder`).
  public func placeholder(_ isPlaceholder: Bool = true) -> GridTreeNode {
    var node = self
    node.placeholder = isPlaceholder
    return node
  }

  /// A tag (`tag`): recorded and written back, no effect on geometry.
  public func tag(_ tag: Int) -> GridTreeNode {
    var node = self
    node.tag = tag
    return node
  }

  /// An action selector name and its data (`action`, `action-data`): recorded and written
  /// back, no effect on geometry.
  public func action(_ name: String, data: JSONValue? = nil) -> GridTreeNode {
    var node = self
    node.action = name
    node.actionData = data
    return node
  }

  /// Borderlines (`top-borderline`, …): recorded and written back, no effect on geometry.
  ///
  /// Each is `["color": …, "thick": …, "head": …, "tail": …, "offset": …, "dash": …]`, as in
  /// JSON; sides given as `nil` are left as they are.
  public func borderlines(
    top: JSONValue? = nil, left: JSONValue? = nil, bottom: JSONValue? = nil,
    right: JSONValue? = nil
  ) -> GridTreeNode {
    var node = self
    for (side, line) in [("top", top), ("left", left), ("bottom", bottom), ("right", right)] {
      if let line { node.borderlines["\(side)-borderline"] = line }
    }
    return node
  }

  /// The grid split along a direction into child grids.
  private func split(
    _ direction: Direction, spacing: Double, _ children: [GridTreeNode]
  ) -> GridTreeNode {
    var node = self
    node.direction = direction
    node.spacing = spacing
    node.children = children
    return node
  }

  /// The tokens of `"top|left"`, as the reader splits them.
  private static func tokens(_ text: String) -> [String] {
    text.split(separator: "|").map { $0.trimmingWhitespace() }
  }
}

extension GridTreeNode.Measure: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A size in points, as a document's number: `size: 40` is `.points(40)`.
  ///
  /// - Precondition: `points` ≥ 0 (a negative whole number is no measure).
  public init(integerLiteral points: Int) {
    self.init(floatLiteral: Double(points))
  }

  /// A measure read as a document's number: ≥ 1 or 0 is points, a number in
  /// (0, 1) a ratio of the parent (`0.3` is `.ratio(0.3)`), in (−1, 0) a ratio of what is left
  /// (`-0.4` is `.remaining(0.4)`).
  ///
  /// - Precondition: the number is one of those (not ≤ −1).
  public init(floatLiteral number: Double) {
    guard let measure = try? GridTreeNode.measure(.number(number), path: "size") else {
      preconditionFailure("a grid size must be ≥ 1, 0, in (0, 1) or in (-1, 0), got \(number)")
    }
    self = measure
  }
}
