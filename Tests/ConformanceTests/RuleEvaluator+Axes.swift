import Trellis

/// The layout rules of ``RuleEvaluator``: each laid-out container axis, its segments read from
/// the document (format.md §2.2, §2.3; semantics §1.3, §1.6, §2.2, §2.3) and their sizes from the
/// answer.
extension RuleEvaluator {
  /// One segment of an axis.
  struct Segment {
    /// `G.col[0]`, `G.col.spacing[1]`, `G.margin.left`, `P.item[2]`.
    var name: String
    var base: Double
    var weight: Double
    var minimum = 0.0
    var maximum = Double.infinity
    /// A margin, a spacing or a track of a numeric size (its base is stated, not content).
    var fixed: Bool
    /// Whether it is a track or an item (bounded by its minimum and maximum when measured).
    var cell: Bool
    /// Its size in the answer: observed, or one of the axis's unknown margins.
    var size = Affine(0)
  }

  /// The rules of the root and of the containers inside it, root first.
  ///
  /// A container is named by its id (a root without one by its JSON path, `root`).
  mutating func layoutRules(_ frame: Rect) throws(Unsupported) {
    let root = document.root
    let id = root.id ?? "root"
    switch root.content {
    case .grid(let layout): try gridRules(layout, id: id, frame: frame, linked: nil)
    case .linear(let layout): try linearRules(layout, id: id, frame: frame)
    default: throw Unsupported(description: "a root that is not a grid or a linear layout")
    }
  }

  /// A linear layout's axis (semantics §1.6), then its grids.
  ///
  /// The axis shares the content length less the spacings among the items' desired sizes; the
  /// cross axis is measured, not laid out, and has no rules.
  mutating func linearRules(_ layout: LinearLayout, id: String, frame: Rect) throws(Unsupported) {
    guard !layout.crop, !layout.children.isEmpty else {
      throw Unsupported(description: "a cropping or empty linear layout")
    }
    let axis = layout.axis
    let available = max(
      0,
      Self.contentLength(
        frame.size(axis), layout.margin.leading(axis), layout.margin.trailing(axis))
        - layout.spacing * Double(layout.children.count - 1))
    var segments: [Segment] = []
    var nested: [(GridLayout, String, Rect)] = []
    for (index, child) in layout.children.enumerated() {
      guard let childID = child.id, let rect = answer.frames[childID] else {
        throw Unsupported(description: "a linear layout's child without an id")
      }
      let base: Double
      switch child.content {
      case .item: base = try Self.desired(child, axis)
      case .grid(let grid):
        base = try naturalSize(grid, axis, guide: available)
        nested.append((grid, childID, rect))
      default: throw Unsupported(description: "a linear layout's child that is not an item or grid")
      }
      try Self.checkPlain(child.item)
      segments.append(
        Segment(
          name: "\(id).item[\(index)]", base: base, weight: child.item.stretch[axis],
          fixed: false, cell: true, size: Affine(rect.size(axis))))
    }
    axisRules(
      "\(id).\(axis == .horizontal ? "x" : "y")", segments, available: available, linked: false,
      start: nil)
    for (grid, childID, rect) in nested {
      try gridRules(grid, id: childID, frame: rect, linked: axis)
    }
  }

  /// A grid's two axes (semantics §2.2, §2.3): margins, tracks and spacings sharing its frame
  /// length; `linked` is the axis whose length is its linear parent's segment.
  mutating func gridRules(
    _ layout: GridLayout, id: String, frame: Rect, linked: Axis?
  ) throws(Unsupported) {
    guard let tracks = answer.tracks[id] else {
      throw Unsupported(description: "no tracks for \(id)")
    }
    for axis in Axis.both {
      var segments = try gridSegments(layout, id: id, axis)
      let observed = axis == .horizontal ? tracks.columns : tracks.rows
      let count = segments.count / 2
      guard observed.count == count, count > 0 else {
        throw Unsupported(description: "\(id) has \(observed.count) tracks, expected \(count)")
      }
      segments[0].size = .leading
      segments[1].size = .trailing
      for j in 0..<count {
        segments[2 + j].size = Affine(observed[j].length)
        if j + 1 < count {
          segments[2 + count + j].size = Affine(observed[j + 1].offset - observed[j].end)
        }
      }
      let fraction: Double =
        switch layout.align[axis] {
        case .start, .fill: 0
        case .center: 0.5
        case .end: 1
        }
      axisRules(
        "\(id).\(axis == .horizontal ? "x" : "y")", segments, available: frame.size(axis),
        linked: axis == linked, start: (observed[0].offset - frame.origin(axis), fraction),
        alignsOverflow: layout.distribution != .compat, css: layout.distribution == .css)
    }
  }

  /// A grid axis's segments in the program's order — leading and trailing margin, tracks,
  /// spacings — with their bases from the document, sizes not yet set.
  func gridSegments(_ layout: GridLayout, id: String, _ axis: Axis) throws(Unsupported)
    -> [Segment]
  {
    guard !layout.uniformColumns, !layout.uniformRows, !layout.crop else {
      throw Unsupported(description: "a uniform or cropping grid")
    }
    let (columns, rows) = layout.dimensions
    let horizontal = axis == .horizontal
    let count = horizontal ? columns : rows
    // Content: the largest desired size of the items in each track (a fixed track's is only
    // its `"min": "content"`).
    var content = [Double](repeating: 0, count: count)
    for (index, child) in layout.children.enumerated() {
      guard case .item = child.content else {
        throw Unsupported(description: "a container inside a grid")
      }
      try Self.checkPlain(child.item)
      let track = horizontal ? index % columns : index / columns
      content[track] = max(content[track], try Self.desired(child, axis))
    }
    let word = horizontal ? "col" : "row"
    let margins =
      horizontal
      ? [("left", layout.margin.left), ("right", layout.margin.right)]
      : [("top", layout.margin.top), ("bottom", layout.margin.bottom)]
    var segments = margins.map { word, spacing in
      Segment(
        name: "\(id).margin.\(word)", base: spacing.size, weight: spacing.stretch,
        fixed: true, cell: false)
    }
    let sizings = horizontal ? layout.columnSizings : layout.rowSizings
    for j in 0..<count {
      let sizing =
        j < sizings.count ? sizings[j] : (horizontal ? layout.columnSizing : layout.rowSizing)
      var segment = Segment(
        name: "\(id).\(word)[\(j)]", base: content[j], weight: sizing.stretch, fixed: false,
        cell: true)
      if case .fixed(let size) = sizing.base {
        segment.base = max(0, size)
        segment.fixed = true
      }
      switch sizing.min {
      case .value(let value)?: segment.minimum = value
      // Every item of the track, whatever its crossing track (semantics E13).
      case .content?: segment.minimum = content[j]
      case nil: break
      }
      segment.maximum = sizing.max ?? .infinity
      segments.append(segment)
    }
    let spacings = horizontal ? layout.columnSpacings : layout.rowSpacings
    for j in 0..<max(0, count - 1) {
      let spacing =
        j < spacings.count ? spacings[j] : (horizontal ? layout.columnSpacing : layout.rowSpacing)
      segments.append(
        Segment(
          name: "\(id).\(word).spacing[\(j)]", base: max(0, spacing.size),
          weight: spacing.stretch, fixed: true, cell: false))
    }
    return segments
  }

  /// A grid's desired size along `axis` as its linear parent measures it with a guide
  /// (semantics §2.6): under `compat`, its natural size, each track clamped to its bounds
  /// afterwards (IGGridView's bump, §4.2).
  ///
  /// - Throws: ``Unsupported`` for a `fair` or `css` grid (its measurement is a water-filling:
  ///   a bound bumped on a stretching track is taken from the others), and when the grid would
  ///   shrink toward the guide (a stretching axis longer than the guide): those measurements
  ///   are distributions, not evaluated here.
  func naturalSize(_ layout: GridLayout, _ axis: Axis, guide: Double) throws(Unsupported) -> Double
  {
    guard layout.distribution == .compat else {
      throw Unsupported(
        description: "a nested fair or css grid (its measurement is a water-filling)")
    }
    let segments = try gridSegments(layout, id: "", axis)
    let bases = segments.reduce(0) { $0 + $1.base }
    let natural = segments.reduce(0) {
      $0 + ($1.cell ? max($1.minimum, min($1.maximum, $1.base)) : $1.base)
    }
    if segments.contains(where: { $0.weight > 0 }) && max(bases, natural) > guide {
      throw Unsupported(description: "a nested grid measured below its natural size")
    }
    return natural
  }

  /// An item's desired size along an axis (semantics §1.2, in real numbers).
  static func desired(_ node: LayoutNode, _ axis: Axis) throws(Unsupported) -> Double {
    max(0, node.item.desired[axis])
  }

  /// Refuses item options that change a desired size or a placement (not in the family).
  static func checkPlain(_ item: ItemOptions) throws(Unsupported) {
    guard item.heightForWidth == nil, item.measurer == nil,
      item.minDesired.horizontal == nil, item.minDesired.vertical == nil,
      item.maxDesired.horizontal == nil, item.maxDesired.vertical == nil,
      item.adjust == AxisPair(both: 0), item.ignoreDesired == AxisPair(both: false),
      item.offset == AxisPair(both: 0)
    else { throw Unsupported(description: "item options beyond desired, stretch and cellAlign") }
  }

  /// A linear layout's content length (semantics §1.3, in real numbers): its length less its
  /// margins.
  static func contentLength(_ length: Double, _ lead: Double, _ trail: Double) -> Double {
    max(0, (length - trail) - min(lead, length))
  }

  /// The rules of one axis: `bounds`, `fill` when a segment stretches, and each segment's.
  mutating func axisRules(
    _ name: String, _ segments: [Segment], available: Double, linked: Bool,
    start: (observed: Double, fraction: Double)?, alignsOverflow: Bool = false, css: Bool = false
  ) {
    let sum = segments.reduce(Affine(0)) { $0 + $1.size }
    let weighted = segments.contains { $0.weight > 0 }
    // CSS's flex-sum rule: weights summing to less than 1 fill only that part of the free
    // length.
    let weight = segments.reduce(0) { $0 + max(0, $1.weight) }
    let filled =
      css && weight < 1
      ? weight * available + (1 - weight) * segments.reduce(0) { $0 + $1.base } : available
    let axis = addAxis(
      LayoutAxis(
        name: name, available: available, filled: filled, sum: sum, weighted: weighted,
        start: start, overflowStaysAtStart: weighted && !alignsOverflow))
    add(
      "\(name).bounds", tier(.bounds), .lessOrEqual, achieved: sum, target: Affine(available),
      axis: axis)
    if weighted {
      add(
        "\(name).fill", tier(.stretch), .greaterOrEqual, achieved: sum,
        target: Affine(filled), axis: axis)
    }
    for segment in segments {
      scale = max(scale, segment.base)
      let base = Affine(segment.base)
      if segment.fixed {
        // The size the layout's own rules give it: clamped to its bounds, a minimum winning.
        let clamped = max(segment.minimum, min(segment.maximum, segment.base))
        add(
          "\(segment.name).fixed", tier(.fixed),
          segment.weight > 0 ? .greaterOrEqual : .equal, achieved: segment.size,
          target: Affine(clamped), axis: axis)
      } else if segment.base > 0 {
        add(
          "\(segment.name).desired", tier(.desired), .greaterOrEqual, achieved: segment.size,
          target: base, axis: axis)
      }
      if segment.minimum > 0 {
        add(
          "\(segment.name).min", tier(.minimum), .greaterOrEqual, achieved: segment.size,
          target: Affine(segment.minimum), axis: axis)
      }
      if segment.maximum.isFinite {
        add(
          "\(segment.name).max", tier(.maximum), .lessOrEqual, achieved: segment.size,
          target: Affine(segment.maximum), axis: axis)
      }
      guard !(segment.fixed && segment.weight <= 0) else { continue }
      add(
        "\(segment.name).stretch", tier(.stretch), .equal, achieved: segment.size,
        target: segment.weight > 0 ? base + segment.weight * .unit : base, axis: axis)
    }
  }
}
