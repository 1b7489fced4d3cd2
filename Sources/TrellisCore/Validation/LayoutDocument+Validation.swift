extension LayoutDocument {
  /// Checks the document as the JSON reader checks a document it reads: the same rules, in
  /// the same order, with the same JSON paths and messages
  /// (`root.children[2].stretch: must be a number ≥ 0, got -1`).
  ///
  /// Every solve entry point (``LayoutEngine/solve(_:)``, the umbrella `solve(_:engine:)`) runs
  /// it on a document that was not read from JSON or checked before, so a document built in
  /// Swift never reaches an engine (or GLPK) unchecked. A document that validates writes JSON
  /// (``json``) that reads back equal.
  ///
  /// Besides the reader's checks, it refuses what only code can build: NaN and infinite
  /// numbers (as out of range), a `desired` size or `heightForWidth` on a container, a tree
  /// nested deeper than its JSON could be read (512 levels), grid-tree values the format cannot
  /// write (a measure of 0.5 points, gravity tokens with `|`, an `overlap` grid that is not an
  /// anchor of size 0), and constraints whose expression is not their text's.
  ///
  /// ```swift
  /// var node = LayoutNode(id: "a")
  /// node.item.stretch = AxisPair(both: -1)
  /// let document = LayoutDocument(root: node)
  /// #expect(throws: DocumentError(path: "root.stretch", message: "must be a number ≥ 0, got -1")) {
  ///   try document.validate()
  /// }
  /// ```
  ///
  /// - Throws: ``DocumentError`` at the first problem, with its JSON path.
  /// - Complexity: O(nodes + constraints + group tracks); no allocation unless it throws
  ///   (constraints are re-parsed, which allocates).
  public func validate() throws(DocumentError) {
    if isValidated { return }
    guard formatVersion == 1 else {
      throw DocumentError(
        path: "trellis",
        message:
          "unsupported format version \(ObjectReader.show(Double(formatVersion))), expected 1")
    }
    var validator = NodeValidator(plan: plan)
    try validator.check(root, depth: 2)
    if let cell = root.item.gridCell {
      throw DocumentError(
        path: "root.\(cell.firstKey)", message: "only a child of a grid may be placed")
    }
    try DocumentLimits.checkNodes(count: plan.count)
    for axis in Axis.both {
      if let length = size[axis] {
        try ObjectReader.check(length, path: "size[\(axis == .horizontal ? 0 : 1)]", atLeast: 0)
      }
    }
    try ObjectReader.check(pixelScale, path: "pixelScale", above: 0)
    try checkConstraints()
    try checkGroups()
    try Self.checkNodes(root, gridTrees: rounding != .compat && plan.containsGridTree)
  }

  /// The document, checked and marked so that solving it does not check it again.
  ///
  /// Any change to the copy clears the mark (the next solve checks it again).
  ///
  /// - Throws: ``DocumentError`` as ``validate()``.
  /// - Complexity: as ``validate()``.
  public func validated() throws(DocumentError) -> LayoutDocument {
    try validate()
    var copy = self
    copy.isValidated = true
    return copy
  }
}

extension LayoutDocument {
  /// ``validate()`` for the engines: its error as a ``LayoutError``.
  ///
  /// - Throws: ``LayoutError/invalid(_:)``.
  package func checkValid() throws(LayoutError) {
    do {
      try validate()
    } catch {
      throw .invalid(error)
    }
  }
}

extension LayoutDocument {
  /// The document laid out in real numbers (`rounding: none`), for comparing the engines'
  /// real values (`CrossCheck`): checked as the document itself is, so a `compat` grid tree's
  /// MyGrid-only gravity tokens, which `none` would refuse in a document, are read as the
  /// layout reads them (unknown tokens ignored) rather than refused.
  ///
  /// - Throws: ``DocumentError`` when the document itself is invalid.
  package func realValued() throws(DocumentError) -> LayoutDocument {
    try validate()
    var real = self
    real.rounding = .none
    real.isValidated = true
    return real
  }
}

extension DocumentLimits {
  /// Refuses a tree of more than `limit` nodes, counted already.
  static func checkNodes(count nodes: Int, limit: Int = maximumNodes) throws(DocumentError) {
    guard nodes <= limit else {
      throw DocumentError(
        path: "root",
        message: "\(grouped(nodes)) nodes, more than the limit of \(grouped(limit))")
    }
  }
}
