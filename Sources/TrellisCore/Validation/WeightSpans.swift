extension DocumentLimits {
  /// The most the positive stretch weights that share one axis of one container may differ:
  /// the largest at most 1e6 times the smallest.
  ///
  /// The weights that share an axis are those one distribution divides a length by: a
  /// `horizontal` or `vertical` container's children's `stretch` along its axis; a grid's
  /// track sizings' (`columnSizings` and `columnSizing` for the tracks past them), spacings'
  /// and margins' stretch on that axis (left and right horizontally, top and bottom
  /// vertically). Weights of 0 take no share and do not count.
  ///
  /// A length is shared out as `weight · unit`, and the unit is read back from the segments
  /// that still grow or shrink. When those carry weights 1e12 times smaller than the others
  /// (and lengths near 1e9), the unit is round-off of the lengths divided by those weights: the
  /// linear program could not be solved at all, and the two engines' whole-point shares
  /// (`rounding: compat`) differed by up to the whole length. Up to 1e6 the engines agree on
  /// every seeded document across the whole number range (`WeightSpanPropertyTests`); at 1e8
  /// they differ by a few points on about 1 % of them.
  public static let maximumWeightRatio = 1e6

  /// The smallest and largest positive weight met so far on one container axis, each with
  /// the key that names it (its path after the container's).
  private struct Span {
    var smallest = (weight: Double.infinity, key: "")
    var largest = (weight: 0.0, key: "")

    /// Adds a weight; throws when it is too far from one met before.
    mutating func add(
      _ weight: Double, key: @autoclosure () -> String, container: () -> String
    ) throws(DocumentError) {
      guard weight > 0 else { return }
      let ratio = DocumentLimits.maximumWeightRatio
      if weight > largest.weight {
        if smallest.weight.isFinite && weight > ratio * smallest.weight {
          throw Self.error(weight, key(), smallest.weight, smallest.key, container())
        }
        largest = (weight, key())
      }
      if weight < smallest.weight {
        if largest.weight > 0 && largest.weight > ratio * weight {
          throw Self.error(weight, key(), largest.weight, largest.key, container())
        }
        smallest = (weight, key())
      }
    }

    /// The refusal of `weight` at `key`, too far from `other` at `otherKey`.
    static func error(
      _ weight: Double, _ key: String, _ other: Double, _ otherKey: String, _ container: String
    ) -> DocumentError {
      let relation = weight > other ? "more than 1e6 times" : "less than 1e-6 times"
      return DocumentError(
        path: "\(container).\(key)",
        message:
          "\(ObjectReader.show(weight)) is \(relation) \(ObjectReader.show(other)) (\(container).\(otherKey)): the positive stretch weights sharing one axis of a container may span a factor of at most 1e6"
      )
    }
  }

  /// Refuses a container whose positive stretch weights on one axis span more than
  /// ``maximumWeightRatio`` (``LayoutDocument/checkNodes(_:gridTrees:)`` calls it for each).
  ///
  /// - Throws: ``DocumentError`` at the first weight (in document order) that is more than
  ///   the ratio from an earlier weight of its container axis, naming both.
  /// - Complexity: O(children + tracks); a path is made only when it throws.
  static func checkWeightSpans(
    of content: LayoutNode.Content, container: () -> String
  ) throws(DocumentError) {
    switch content {
    case .linear(let layout): try spans(of: layout, container: container)
    case .grid(let grid):
      // The track counts, found once and only when a weight depends on them (placing the
      // children is O(children)). A placed grid (its placement checked before) has exactly
      // its count on its fixed axis.
      var dimensions: (columns: Int, rows: Int)?
      func tracks(_ axis: Axis) -> Int {
        switch grid.count {
        case .columns(let count) where axis == .horizontal && GridAreas.isPlaced(grid):
          return count
        case .rows(let count) where axis == .vertical && GridAreas.isPlaced(grid):
          return count
        default: break
        }
        let known = dimensions ?? grid.dimensions
        dimensions = known
        return axis == .horizontal ? known.columns : known.rows
      }
      for axis in Axis.both { try spans(of: grid, axis, tracks: tracks, container: container) }
    case .item, .stack, .gridTree: break
    }
  }

  /// The children's stretch along a linear container's axis.
  private static func spans(
    of layout: LinearLayout, container: () -> String
  ) throws(DocumentError) {
    var span = Span()
    let axis = layout.axis
    for (index, child) in layout.children.enumerated() {
      let stretch = child.item.stretch
      try span.add(
        stretch[axis],
        key: stretch.horizontal == stretch.vertical
          ? "children[\(index)].stretch"
          : "children[\(index)].stretch[\(axis == .horizontal ? 0 : 1)]",
        container: container)
    }
  }

  /// A grid axis's margins, track sizings and spacings (the tracks it has only).
  private static func spans(
    of grid: GridLayout, _ axis: Axis, tracks: (Axis) -> Int, container: () -> String
  ) throws(DocumentError) {
    var span = Span()
    let horizontal = axis == .horizontal
    let names = horizontal ? ("left", "right") : ("top", "bottom")
    let uniform = grid.margin.isUniform
    try span.add(
      grid.margin.leading(axis).stretch,
      key: uniform ? "margin.stretch" : "margin.\(names.0).stretch", container: container)
    try span.add(
      grid.margin.trailing(axis).stretch,
      key: uniform ? "margin.stretch" : "margin.\(names.1).stretch", container: container)
    let word = horizontal ? "column" : "row"
    // The tracks' (`count`) and the gaps' own entries, then the shared one for the rest; the
    // count is asked only when there are own entries or the shared weight counts.
    func add<Entry>(
      _ own: [Entry], _ shared: Entry, count: () -> Int, _ name: String,
      _ stretch: (Entry) -> Double
    ) throws(DocumentError) {
      guard !own.isEmpty || stretch(shared) > 0 else { return }
      let count = count()
      for index in 0..<min(count, own.count) {
        try span.add(stretch(own[index]), key: "\(name)s[\(index)].stretch", container: container)
      }
      if count > own.count {
        try span.add(stretch(shared), key: "\(name).stretch", container: container)
      }
    }
    try add(
      horizontal ? grid.columnSizings : grid.rowSizings,
      horizontal ? grid.columnSizing : grid.rowSizing, count: { tracks(axis) }, "\(word)Sizing",
      \.stretch)
    try add(
      horizontal ? grid.columnSpacings : grid.rowSpacings,
      horizontal ? grid.columnSpacing : grid.rowSpacing, count: { max(0, tracks(axis) - 1) },
      "\(word)Spacing", \.stretch)
  }
}
