// A document built in Swift: the keys of format.md §1 and §5 as parameters, the root from a
// closure, called once (setting `root` later rebuilds the document's plan).

extension LayoutDocument {
  /// Makes a document around a root built in Swift.
  ///
  /// ```swift
  /// let document = LayoutDocument(size: [320, 48]) {
  ///   LayoutNode.horizontal(id: "toolbar", margin: 8, spacing: 8) {
  ///     LayoutNode.item("icon", desired: [32, 32])
  ///     LayoutNode.item("title", desired: [120, 20]).stretch([1, 0])
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - size: the bounds offered to the root, `[w, h]`; `nil` on an axis measures the root on
  ///     that axis (`size`).
  ///   - rounding: how frames are rounded (`rounding`).
  ///   - pixelScale: the pixel grid of `pixel` rounding and MyGridLayout's `compat` rounding,
  ///     > 0 (`pixelScale`).
  ///   - root: makes the layout tree (`root`).
  /// - Complexity: O(nodes), to number the tree for solving.
  public init(
    size: AxisPair<Double?> = [nil, nil], rounding: Rounding = .compat, pixelScale: Double = 1,
    root: () -> LayoutNode
  ) {
    self.init(root: root(), size: size, rounding: rounding, pixelScale: pixelScale)
  }

  /// Makes a document with user constraints, size groups or rule tiers, checked
  /// against the tree as the JSON reader checks them.
  ///
  /// ```swift
  /// let document = try LayoutDocument(
  ///   size: [600, 400],
  ///   constraints: [.strong("main.col[1].width >= 2 * main.col[0].width", id: "c1")],
  ///   groups: ["sidebar": ["main.col[0]", "footer.col[0]"]],
  ///   ruleStrengths: [.fixed: .required]
  /// ) {
  ///   root
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - size: the bounds offered to the root, `[w, h]`; `nil` on an axis measures the root on
  ///     that axis (`size`).
  ///   - rounding: how frames are rounded (`rounding`).
  ///   - pixelScale: the pixel grid of `pixel` rounding and MyGridLayout's `compat` rounding,
  ///     > 0 (`pixelScale`).
  ///   - constraints: the user constraints (`constraints`), in order.
  ///   - groups: each group's name and its tracks (`"GRID.col[j]"`, `"GRID.row[i]"`), in order
  ///     (`groups`).
  ///   - ruleStrengths: the tiers of the layout's own rules (`ruleStrengths`).
  ///   - root: makes the layout tree (`root`).
  /// - Throws: ``DocumentError`` with the JSON path the same document read from JSON would
  ///   give: a constraint that does not parse or names an unknown id or track
  ///   (`constraints[1].expr`), a duplicate constraint id, a group track that is not a track of a
  ///   grid of this document or is in two groups (`groups.sidebar`), a group named twice, and
  ///   more constraints or group tracks than ``DocumentLimits`` allows.
  /// - Complexity: O(nodes + the length of the constraints and groups).
  public init(
    size: AxisPair<Double?> = [nil, nil], rounding: Rounding = .compat, pixelScale: Double = 1,
    constraints: [LayoutConstraint.Entry] = [], groups: KeyValuePairs<String, [String]> = [:],
    ruleStrengths: LayoutRuleStrengths = [:], root: () -> LayoutNode
  ) throws(DocumentError) {
    let tree = root()
    var members: [JSONValue.Member] = []
    if !constraints.isEmpty {
      members.append(.init("constraints", .array(constraints.map(\.json))))
    }
    var names: Set<String> = []
    for (name, _) in groups where !names.insert(name).inserted {
      throw DocumentError(path: "groups.\(name)", message: "duplicate group \"\(name)\"")
    }
    if !groups.isEmpty {
      let entries = groups.map { JSONValue.Member($0.key, .array($0.value.map(JSONValue.string))) }
      members.append(.init("groups", .object(entries)))
    }
    // The reader's own checks, on the entries as a document would hold them.
    var reader = try ObjectReader(.object(members), path: "$")
    let (checked, sizeGroups) = try Self.readConstraints(&reader, root: tree)
    self.init(root: tree, size: size, rounding: rounding, pixelScale: pixelScale)
    self.constraints = checked
    self.groups = sizeGroups
    self.ruleStrengths = ruleStrengths
  }
}
