/// The content of each track of a grid whose children are placed by area (``GridAreas``),
/// spanning children included.
///
/// Each child contributes one number per axis, its desired size measured across its area. A
/// track is a content track (`"size": "content"`), a flexible one (a number with a stretch and
/// no `max`; content-minimum when its `min` is `"content"`) or a fixed one (every other). Then:
/// 1. children of span 1 outside flexible tracks: a content track takes the largest, and is
///    no longer open once it has one; a fixed track with `"min": "content"` keeps the largest as
///    its bound;
/// 2. spanning children outside flexible tracks, by ascending span: what a child needs beyond
///    the current sizes of its tracks and the spacings between them goes in equal parts to the
///    open content tracks it covers (to all the content tracks it covers when none is open);
///    within one span, a track grows by the largest part it is given, then every content
///    track covered is closed. Where children wrap, a content track's min-content base and
///    max-content limit are sized together: a closed track whose limit is above its base
///    takes its part up to that limit first, and the limits grow from the bases the same span
///    left (CSS 11.5.1 "up to limits");
/// 3. children covering a flexible track, any span, all together: what they need goes to the
///    content-minimum flexible tracks they cover, by stretch weight, each track growing by the
///    largest part; a child covering no such track adds nothing, nor does a wrapping child of
///    span above 1 to the min-content bases (CSS 6.6: it has no automatic minimum size).
///
/// The growth of each step of 2 and of 3 is a problem of its own the engine solves
/// (``AxisProblem/spans``), up to limits included (``AxisProblem/SpanNeeds/isLimited(_:)``):
/// the direct engine in closed form, the LP engine as a program.
extension LayoutPass {
  /// The kind of a track for spanning content.
  enum TrackKind {
    case content
    case flexible(contentMinimum: Bool)
    case fixed
  }

  /// The kind of a track from its sizing.
  static func kind(_ sizing: TrackSizing) -> TrackKind {
    switch sizing.base {
    case .content: return .content
    case .fixed:
      if sizing.stretch > 0 && sizing.max == nil {
        return .flexible(contentMinimum: sizing.min == .content)
      }
      return .fixed
    }
  }

  typealias Contribution = SpanTracks.Contribution

  /// The content of every track on `axis` of a placed grid.
  ///
  /// What a content track's base and a `"min": "content"` bound read (with `.maxContent`
  /// where children wrap, a content track's max-content limit). What the children give the
  /// axis is `items` when already taken (``plainPlacedItems(_:number:areas:)``), else
  /// measured here.
  ///
  /// - Complexity: O(children × the tracks they cover + tracks), plus their measurements.
  func placedContentSizes(
    _ layout: GridLayout, _ axis: Axis, areas: GridAreas, first: Int, abstract: Bool,
    crossSizes: [Double]?, intrinsic: Intrinsic, items known: PlacedAxisItems? = nil
  ) throws(Aborted) -> [Double] {
    let count = areas.count(axis)
    var items: PlacedAxisItems
    if let known {
      items = known
    } else {
      items = try placedItems(
        layout, axis, areas: areas, first: first, abstract: abstract, crossSizes: crossSizes,
        intrinsic: intrinsic)
    }
    var base = (0..<count).map(items.base)
    var limit = (0..<count).map(items.limit)
    var open = (0..<count).map(items.isOpen)
    let spanOne = (0..<count).map(items.spanOne)
    let tracks = items.tracks
    // A child finds in each track its base: a content or content-minimum flexible track's
    // grows, the others' is their own size (known once the children of span 1 are in).
    for j in 0..<count {
      let sizing = tracks.sizings[j]
      switch tracks.kinds[j] {
      case .content, .flexible(contentMinimum: true): break
      case .flexible(contentMinimum: false):
        base[j] = max(Self.numericMinimum(sizing), fixedSize(layout, axis, j) ?? 0)
      case .fixed:
        let low = sizing.min == .content ? spanOne[j] : Self.numericMinimum(sizing)
        base[j] = max(low, min(sizing.max ?? .infinity, fixedSize(layout, axis, j) ?? 0))
      }
    }
    // 2. Spans above 1 outside flexible tracks, by ascending span, in document order within
    // one (a counting sort: the children of span `s` are `sorted[from[s]..<from[s + 1]]`).
    var from = [Int](repeating: 0, count: count + 2)
    for child in items.spanning where !tracks.crosses(child.item) {
      from[child.item.span + 1] += 1
    }
    for span in from.indices.dropFirst() { from[span] += from[span - 1] }
    var sorted = [PlacedAxisItems.Spanning](
      repeating: PlacedAxisItems.Spanning(plain: 0, .init(start: 0, span: 0, size: 0)),
      count: from[count + 1])
    var next = from
    for child in items.spanning where !tracks.crosses(child.item) {
      sorted[next[child.item.span]] = child
      next[child.item.span] += 1
    }
    var needs = SpanTracks.Needs(tracks: count)
    // The content tracks this span's children cover, each once.
    var spanned: [Int] = []
    var isSpanned = [Bool](repeating: false, count: count)
    var grown = items.hasLimits ? [Double](repeating: 0, count: count) : []
    for span in 2..<max(2, count + 1) where from[span] < from[span + 1] {
      let group = sorted[from[span]..<from[span + 1]]
      for child in group {
        let area = child.item.tracks
        for j in area where tracks.isContent[j] && !isSpanned[j] {
          isSpanned[j] = true
          spanned.append(j)
        }
        let needed = tracks.excess(area, child.minimum, sizes: base)
        guard needed > 0 else { continue }
        guard items.hasLimits else {
          // Equal parts to the open tracks, else to all.
          guard !needs.raise(over: area, to: needed) else { continue }
          let anyOpen = area.contains { tracks.isContent[$0] && open[$0] }
          for j in area where tracks.isContent[j] && (open[j] || !anyOpen) { needs.part(j) }
          needs.end(needed, area: area)
          continue
        }
        // Up to limits (open tracks without one), then equally beyond them.
        for j in area where tracks.isContent[j] {
          needs.part(j, room: open[j] ? .infinity : max(0, limit[j] - base[j]))
        }
        needs.end(needed, limited: true)
      }
      try spread(&base, &needs, grid: first - 1, axis)
      if items.hasLimits {
        // The limits: what each item's max-content size needs beyond them (an open track
        // counting as its base) goes to the open tracks, else to all (CSS 11.5.1 step 3).
        for j in spanned where !open[j] { limit[j] = max(limit[j], base[j]) }
        for child in group {
          let area = child.item.tracks
          let anyOpen = area.contains { isSpanned[$0] && open[$0] }
          let targets = area.filter { isSpanned[$0] && (open[$0] || !anyOpen) }
          guard !targets.isEmpty else { continue }
          let found = area.reduce(0) { total, j in
            if tracks.isContent[j] { return total + (open[j] ? base[j] : limit[j]) }
            return total + base[j]
          }
          let share =
            max(0, (child.maximum ?? 0) - found - tracks.inner(area)) / Double(targets.count)
          for j in targets { grown[j] = max(grown[j], share) }
        }
        for j in spanned {
          limit[j] = (open[j] ? base[j] : limit[j]) + grown[j]
          grown[j] = 0
        }
      }
      for j in spanned {
        open[j] = false
        isSpanned[j] = false
      }
      spanned.removeAll(keepingCapacity: true)
    }
    if items.hasLimits, intrinsic == .maxContent {
      for j in 0..<count where !open[j] { base[j] = limit[j] }
    }
    // 3. Children covering a flexible track, together.
    try flexibleNeeds(layout, axis, items, sizes: base, first: first, intrinsic, into: &needs)
    try spread(&base, &needs, grid: first - 1, axis)
    return (0..<count).map { j in
      switch tracks.kinds[j] {
      case .fixed: spanOne[j]
      case .flexible(contentMinimum: false): 0
      case .content, .flexible(contentMinimum: true): base[j]
      }
    }
  }

  /// What the children of a placed grid give the tracks on `axis`, each measured across its
  /// area (``placedContributions(_:_:areas:first:abstract:crossSizes:intrinsic:)``), with
  /// both of their intrinsic sizes where children wrap.
  ///
  /// D2: content tracks keep a min-content base and a max-content limit in step, span by span
  /// (CSS 11.5): a span's excess fills closed tracks up to their limits before going beyond
  /// them, and the limits grow from the bases the same span left. The base is what
  /// `.minContent` reads, the limit what `.maxContent` reads. Only under `fair` and `css`,
  /// where some child's two sizes differ (else every limit is its base).
  func placedItems(
    _ layout: GridLayout, _ axis: Axis, areas: GridAreas, first: Int, abstract: Bool,
    crossSizes: [Double]?, intrinsic: Intrinsic
  ) throws(Aborted) -> PlacedAxisItems {
    let contributions = try placedContributions(
      layout, axis, areas: areas, first: first, abstract: abstract, crossSizes: crossSizes,
      intrinsic: intrinsic)
    var other =
      layout.distribution != .compat && plan.hasWrappingContent
      ? try placedContributions(
        layout, axis, areas: areas, first: first, abstract: abstract, crossSizes: crossSizes,
        intrinsic: intrinsic == .minContent ? .maxContent : .minContent) : nil
    if let both = other, !zip(both, contributions).contains(where: { $0.size != $1.size }) {
      other = nil
    }
    let minima = intrinsic == .minContent ? contributions : other ?? contributions
    let maxima = intrinsic == .maxContent ? other.map { _ in contributions } : other
    var items = PlacedAxisItems(
      tracks: spanTracks(layout, axis, count: areas.count(axis)), hasLimits: maxima != nil)
    for index in contributions.indices {
      items.add(
        index, contributions[index], minimum: minima[index].size, maximum: maxima?[index].size)
    }
    return items
  }

  /// Step 3 of ``placedContentSizes(_:_:areas:first:abstract:crossSizes:intrinsic:items:)``:
  /// what the children covering a flexible track need of its content-minimum flexible
  /// tracks, by stretch weight.
  ///
  /// A wrapping child (an item whose natural size is above its min-content size) spanning
  /// several tracks, one of them flexible, has no automatic minimum size in CSS (6.6): it
  /// adds nothing to the bases.
  private func flexibleNeeds(
    _ layout: GridLayout, _ axis: Axis, _ items: PlacedAxisItems, sizes: [Double], first: Int,
    _ intrinsic: Intrinsic, into needs: inout SpanTracks.Needs
  ) throws(Aborted) {
    let tracks = items.tracks
    // (Numbered only when something can wrap: min and max contents differ nowhere else.)
    let checksWrapping = intrinsic == .minContent && plan.hasWrappingContent
    var number = first
    let numbers: [Int] =
      checksWrapping
      ? layout.children.map { _ in
        defer { number += plan.subtreeSizes[number] }
        return number
      } : []
    // The children of span 1 in a flexible track, one need a track (its largest), first.
    let alone = (0..<tracks.count).filter {
      tracks.growsForFlexible($0) && items.largestAlone($0) > 0
    }
    for j in alone {
      needs.part(j, weight: tracks.stretches[j])
      needs.end(items.largestAlone(j))
    }
    for child in items.spanning where tracks.crosses(child.item) {
      let index = child.index
      if checksWrapping, case .item = layout.children[index].content,
        !plan.leaves.isPlain[numbers[index]]
      {
        let natural = try contribution(
          of: layout.children, index, number: numbers[index], axis, guide: AxisPair(both: nil),
          .maxContent)
        if natural > child.item.size { continue }
      }
      let area = child.item.tracks
      let needed = tracks.excess(area, child.item.size, sizes: sizes)
      guard needed > 0, !needs.raise(over: area, to: needed) else { continue }
      for j in area where tracks.growsForFlexible(j) { needs.part(j, weight: tracks.stretches[j]) }
      needs.end(needed, area: area)
    }
  }

  /// The smallest base every track of a uniform axis can share: the largest child of span 1
  /// in a content track, and for each spanning child covering a content track its size less
  /// the spacings inside its area, shared by its tracks.
  func placedUniformBase(
    _ layout: GridLayout, _ axis: Axis, areas: GridAreas, first: Int, abstract: Bool,
    crossSizes: [Double]?, intrinsic: Intrinsic
  ) throws(Aborted) -> Double {
    let contributions = try placedContributions(
      layout, axis, areas: areas, first: first, abstract: abstract, crossSizes: crossSizes,
      intrinsic: intrinsic)
    let tracks = spanTracks(layout, axis, count: areas.count(axis))
    var needs = SpanTracks.Needs(tracks: 1)
    for item in contributions where item.tracks.contains(where: { tracks.isContent[$0] }) {
      let inner = tracks.inner(item.tracks)
      guard item.size - inner > 0 else { continue }
      for _ in 0..<item.span { needs.part(0) }
      needs.end(item.size - inner)
    }
    var base = [0.0]
    try spread(&base, &needs, grid: first - 1, axis)
    return base[0]
  }

  /// The `count` tracks of a placed grid's axis as spanning children see them.
  func spanTracks(_ layout: GridLayout, _ axis: Axis, count: Int) -> SpanTracks {
    SpanTracks(
      sizings: (0..<count).map { sizing(layout, axis, $0) },
      gaps: (0..<max(0, count - 1)).map { max(0, ceil(spacing(layout, axis, $0).size)) })
  }

  /// Grows tracks `base` for the spanning children's `needs`, solved by the engine
  /// (``AxisProblem/spanning(_:needs:integral:source:)``) over the tracks they ask of, and
  /// empties `needs` for the next step.
  ///
  /// - Complexity: the engine's, on a problem of the tracks asked.
  func spread(
    _ base: inout [Double], _ needs: inout SpanTracks.Needs, grid: Int, _ axis: Axis
  ) throws(Aborted) {
    defer { needs.removeAll() }
    guard !needs.needs.isEmpty else { return }
    let tracks = needs.needs.tracks
    let problem = AxisProblem.spanning(
      tracks.map { base[$0] }, needs: needs.needs, integral: integral,
      source: AxisProblem.Source(container: grid, kind: .grid, axis: axis, purpose: .measure))
    let sizes = try solve(problem).sizes
    for (segment, track) in tracks.enumerated() { base[track] = sizes[segment] }
  }

  /// A sizing's numeric `min`, 0 when it has none or it is `"content"`.
  static func numericMinimum(_ sizing: TrackSizing) -> Double {
    if case .value(let low)? = sizing.min { return max(0, low) }
    return 0
  }

  /// Each child's area on `axis` and its desired size there, measured across its area: at the
  /// resolved sizes of the tracks it covers when they are known, else at their fixed sizes.
  func placedContributions(
    _ layout: GridLayout, _ axis: Axis, areas: GridAreas, first: Int, abstract: Bool,
    crossSizes: [Double]?, intrinsic: Intrinsic
  ) throws(Aborted) -> [Contribution] {
    let cross = axis.cross
    let children = layout.children
    func length(_ axis: Axis, _ start: Int, _ span: Int, _ sizes: [Double]?) -> Double? {
      var total = 0.0
      for j in start..<start + span {
        guard let size = sizes?[j] ?? fixedSize(layout, axis, j) else { return nil }
        total += size
        if j < start + span - 1 { total += max(0, ceil(spacing(layout, axis, j).size)) }
      }
      return total
    }
    var result: [Contribution] = []
    result.reserveCapacity(children.count)
    var number = first
    for index in children.indices {
      defer { number += plan.subtreeSizes[number] }
      let area = areas.areas[index]
      let start = area.start(axis)
      let span = area.span(axis)
      if plan.leaves.isPlain[number] {
        result.append(
          Contribution(start: start, span: span, size: ceil(plan.desiredSizes[number][axis])))
        continue
      }
      var guide = AxisPair<Double?>(both: nil)
      if !abstract {
        let crossStart = area.start(cross)
        let crossSpan = area.span(cross)
        let fixedCross = length(cross, crossStart, crossSpan, nil)
        let resolvedCross = crossSizes.flatMap { length(cross, crossStart, crossSpan, $0) }
        guide[cross] =
          layout.distribution == .compat ? fixedCross ?? resolvedCross : resolvedCross ?? fixedCross
        if guide[cross] == nil { guide[axis] = length(axis, start, span, nil) }
      }
      let size = try contribution(
        of: children, index, number: number, axis, guide: guide, intrinsic)
      result.append(Contribution(start: start, span: span, size: size))
    }
    return result
  }
}
