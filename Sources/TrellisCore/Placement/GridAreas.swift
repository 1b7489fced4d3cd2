/// A child's area in a grid with placed children: its first track and span on each axis
/// (16 bytes: a grid of a million children keeps a million areas).
struct GridArea: Equatable, Sendable {
  private var storage: (column: Int32, row: Int32, columnSpan: Int32, rowSpan: Int32)

  init(column: Int, row: Int, columnSpan: Int, rowSpan: Int) {
    storage = (Int32(column), Int32(row), Int32(columnSpan), Int32(rowSpan))
  }

  static func == (a: GridArea, b: GridArea) -> Bool { a.storage == b.storage }

  /// The first column.
  var column: Int {
    get { Int(storage.column) }
    set { storage.column = Int32(newValue) }
  }
  /// The first row.
  var row: Int {
    get { Int(storage.row) }
    set { storage.row = Int32(newValue) }
  }
  /// The number of columns covered.
  var columnSpan: Int { Int(storage.columnSpan) }
  /// The number of rows covered.
  var rowSpan: Int { Int(storage.rowSpan) }

  /// The first column and the number covered, as stored.
  var columnRun: (start: Int32, span: Int32) { (storage.column, storage.columnSpan) }
  /// The first row and the number covered, as stored.
  var rowRun: (start: Int32, span: Int32) { (storage.row, storage.rowSpan) }

  /// The first track on an axis.
  func start(_ axis: Axis) -> Int { axis == .horizontal ? column : row }

  /// The number of tracks covered on an axis.
  func span(_ axis: Axis) -> Int { axis == .horizontal ? columnSpan : rowSpan }
}

/// The areas of a grid's children when at least one child is placed (`column`, `row`,
/// `columnSpan` or `rowSpan`), and the grid's track counts.
///
/// The fixed axis (the columns of a `columns` grid, the rows of a `rows` grid) has exactly the
/// grid's count; the other axis grows: it has as many tracks as its per-index sizings, or as
/// the children reach, whichever is more. Children with both starts take their areas as given
/// (areas may overlap); children with only the growing axis's start are placed next, in
/// document order, at the first free position of that track from the one after the previous
/// such child's; the rest follow a cursor that only moves forward (sparse packing), row by row
/// in a `columns` grid and column by column in a `rows` grid.
struct GridAreas: Sendable {
  /// Each child's area, in document order.
  var areas: [GridArea]
  /// The number of columns, empty ones included.
  var columns: Int
  /// The number of rows, empty ones included.
  var rows: Int
  /// The number of children spanning more than one column, and more than one row.
  var spanning = AxisPair(0, 0)

  /// The track count on an axis.
  func count(_ axis: Axis) -> Int { axis == .horizontal ? columns : rows }

  /// What makes a placement impossible: the child (`nil`: the grid itself), the key whose
  /// path is reported (`nil`: the child's own path) and the message.
  struct Problem: Error {
    var child: Int?
    var key: String?
    var message: String
  }

  /// Whether a grid lays its children out by area: one of them has a placement key.
  static func isPlaced(_ layout: GridLayout) -> Bool {
    layout.children.contains { !$0.item.hasOnlyDesiredAndStretch && $0.item.gridCell != nil }
  }

  /// Checks a grid's placement as the reader does, after its other keys: `path` makes the
  /// JSON path of a child's key (`nil` child: the grid's own key).
  static func check(
    _ layout: GridLayout, path: (Int?, String?) -> String
  ) throws(DocumentError) {
    guard isPlaced(layout) else { return }
    do {
      _ = try GridAreas(layout)
    } catch {
      throw DocumentError(path: path(error.child, error.key), message: error.message)
    }
  }

  /// Places the children of a grid in placement mode.
  ///
  /// - Throws: the first ``Problem``, in the order the reader reports them.
  /// - Complexity: O(children × the tracks their areas cover), plus the cursor's moves.
  init(_ layout: GridLayout) throws(Problem) {
    let limit = DocumentLimits.maximumNodes
    let minor: Axis
    let fixed: Int
    switch layout.count {
    case .columns(let count): (minor, fixed) = (.horizontal, count)
    case .rows(let count): (minor, fixed) = (.vertical, count)
    }
    let major = minor.cross
    let countKey = minor == .horizontal ? "columns" : "rows"
    let minorWord = minor == .horizontal ? "column" : "row"
    let majorWord = major == .horizontal ? "column" : "row"
    if fixed < 1 {
      throw Problem(
        child: nil, key: countKey,
        message: "must be ≥ 1 when a child has column, row, columnSpan or rowSpan")
    }
    if fixed > limit {
      throw Problem(
        child: nil, key: countKey,
        message:
          "must be at most \(DocumentLimits.grouped(limit)) when a child has column, row, columnSpan or rowSpan"
      )
    }
    func plural(_ count: Int, _ word: String) -> String {
      "\(count) \(word)\(count == 1 ? "" : "s")"
    }
    // Each child's area as asked (a start it does not give is `none`), 16 bytes a child, then
    // as placed: a child's starts are written when it is placed, once. (Its cell is read once:
    // it sits behind a pointer.)
    let none = Int(Int32.min)
    var placed: [GridArea] = []
    placed.reserveCapacity(layout.children.count)
    for index in layout.children.indices {
      let cell = layout.children[index].item.gridCell ?? GridCell()
      if !cell.isInRange {
        // (A placement built in code and not validated yet: the reader's error.)
        do {
          try cell.check { $0 }
        } catch {
          throw Problem(child: index, key: error.path, message: error.message)
        }
      }
      let span = cell.span(minor)
      if span > fixed {
        throw Problem(
          child: index, key: GridCell.spanKey(minor),
          message:
            "spans \(plural(span, minorWord)), more than the \(plural(fixed, minorWord)) of the grid"
        )
      }
      if let start = cell.start(minor), start + span > fixed {
        throw Problem(
          child: index, key: GridCell.startKey(minor),
          message:
            "\(minorWord) \(start) + \(GridCell.spanKey(minor)) \(span) passes the last of the \(plural(fixed, minorWord))"
        )
      }
      if layout.distribution == .compat, cell.columnSpan > 1 || cell.rowSpan > 1 {
        throw Problem(
          child: index, key: cell.columnSpan > 1 ? "columnSpan" : "rowSpan",
          message: "spans need distribution fair or css")
      }
      let majorSpan = cell.span(major)
      if (cell.start(major) ?? 0) + majorSpan > limit {
        throw Problem(
          child: index,
          key: cell.start(major) == nil ? GridCell.spanKey(major) : GridCell.startKey(major),
          message: "reaches past the limit of \(DocumentLimits.grouped(limit)) \(majorWord)s")
      }
      placed.append(
        GridArea(
          column: cell.column ?? none, row: cell.row ?? none, columnSpan: cell.columnSpan,
          rowSpan: cell.rowSpan))
    }
    var occupancy = Occupancy()
    func take(_ index: Int, major majorStart: Int, minor minorStart: Int) {
      let cell = placed[index]
      occupancy.mark(
        major: majorStart..<majorStart + cell.span(major),
        minor: minorStart..<minorStart + cell.span(minor))
      if major == .horizontal {
        placed[index].column = majorStart
        placed[index].row = minorStart
      } else {
        placed[index].row = majorStart
        placed[index].column = minorStart
      }
    }
    /// The start child `index` asks for on `axis`, if any (before it is placed).
    func asked(_ index: Int, _ axis: Axis) -> Int? {
      let start = placed[index].start(axis)
      return start == none ? nil : start
    }
    // 1. Both starts given.
    for index in placed.indices {
      if let majorStart = asked(index, major), let minorStart = asked(index, minor) {
        take(index, major: majorStart, minor: minorStart)
      }
    }
    // 2. The growing axis's start only: the first free position from that track's cursor.
    var lockedCursors: [Int: Int] = [:]
    for index in placed.indices {
      let cell = placed[index]
      guard let majorStart = asked(index, major), asked(index, minor) == nil else { continue }
      let span = cell.span(minor)
      let tracks = majorStart..<majorStart + cell.span(major)
      var position = lockedCursors[majorStart] ?? 0
      while true {
        guard position + span <= fixed else {
          throw Problem(
            child: index, key: GridCell.startKey(major),
            message:
              "no free \(minorWord)s for \(GridCell.spanKey(minor)) \(span) in \(majorWord) \(majorStart)"
          )
        }
        guard let end = occupancy.conflict(major: tracks, minor: position..<position + span) else {
          break
        }
        position = end
      }
      lockedCursors[majorStart] = position + span
      take(index, major: majorStart, minor: position)
    }
    // 3. The rest, following one cursor.
    var cursorMajor = 0
    var cursorMinor = 0
    for index in placed.indices where asked(index, major) == nil {
      let cell = placed[index]
      let span = cell.span(minor)
      let majorSpan = cell.span(major)
      if let minorStart = asked(index, minor) {
        if minorStart < cursorMinor { cursorMajor += 1 }
        cursorMinor = minorStart
        while occupancy.conflict(
          major: cursorMajor..<cursorMajor + majorSpan, minor: minorStart..<minorStart + span)
          != nil
        {
          cursorMajor += 1
        }
      } else {
        while true {
          if cursorMinor + span > fixed {
            cursorMajor += 1
            cursorMinor = 0
            continue
          }
          guard
            let end = occupancy.conflict(
              major: cursorMajor..<cursorMajor + majorSpan,
              minor: cursorMinor..<cursorMinor + span)
          else { break }
          cursorMinor = end
        }
      }
      if cursorMajor + majorSpan > limit {
        throw Problem(
          child: index, key: nil,
          message: "placed past the limit of \(DocumentLimits.grouped(limit)) \(majorWord)s")
      }
      take(index, major: cursorMajor, minor: cursorMinor)
    }
    var reached = 0
    for area in placed {
      if area.columnSpan > 1 { spanning.horizontal += 1 }
      if area.rowSpan > 1 { spanning.vertical += 1 }
      reached = max(reached, area.start(major) + area.span(major))
    }
    areas = placed
    let listed = major == .horizontal ? layout.columnSizings.count : layout.rowSizings.count
    let grown = placed.isEmpty ? 0 : max(listed, reached)
    columns = minor == .horizontal ? fixed : grown
    rows = minor == .horizontal ? grown : fixed
  }

  /// The occupied cells: for each track of the growing axis, the runs of the fixed axis taken
  /// in it, merged (sorted, disjoint and not touching), so a search is O(log runs) and a grid
  /// filled in order keeps one run a track (tracks past the last one taken have none).
  private struct Occupancy {
    var taken: [[Range<Int>]] = []

    /// The end of the taken run that meets the area in its first track that has one.
    ///
    /// `nil` when the area is free. Every position of the fixed axis before that end, from the
    /// area's start, is taken in that track, so a search moving past it skips no free place.
    func conflict(major: Range<Int>, minor: Range<Int>) -> Int? {
      for track in major.clamped(to: 0..<taken.count) {
        let runs = taken[track]
        let first = Self.firstRun(in: runs, endingAfter: minor.lowerBound)
        if first < runs.count && runs[first].lowerBound < minor.upperBound {
          return runs[first].upperBound
        }
      }
      return nil
    }

    /// Takes an area.
    mutating func mark(major: Range<Int>, minor: Range<Int>) {
      if taken.count < major.upperBound {
        taken += repeatElement([], count: major.upperBound - taken.count)
      }
      for track in major {
        // The runs the new one meets or touches become one (most often it extends one, as a
        // grid fills in order: then it is written in place).
        let (first, end, merged) = Self.merge(minor, into: taken[track])
        switch end - first {
        case 0: taken[track].insert(merged, at: first)
        case 1: taken[track][first] = merged
        default: taken[track].replaceSubrange(first..<end, with: CollectionOfOne(merged))
        }
      }
    }

    /// The runs `first..<end` of `runs` that `run` meets or touches, and the run they make
    /// with it.
    static func merge(
      _ run: Range<Int>, into runs: [Range<Int>]
    ) -> (first: Int, end: Int, merged: Range<Int>) {
      let first = firstRun(in: runs, endingAfter: run.lowerBound - 1)
      var merged = run
      var end = first
      while end < runs.count && runs[end].lowerBound <= merged.upperBound {
        merged =
          min(
            merged.lowerBound, runs[end].lowerBound)..<max(merged.upperBound, runs[end].upperBound)
        end += 1
      }
      return (first, end, merged)
    }

    /// The index of the first run whose end is after `position`: galloping from the first run
    /// (a grid filled in order asks near it), then a binary search.
    static func firstRun(in runs: [Range<Int>], endingAfter position: Int) -> Int {
      var low = 0
      var high = 1
      while high <= runs.count && runs[high - 1].upperBound <= position {
        low = high
        high *= 2
      }
      high = min(high - 1, runs.count)
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].upperBound <= position { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}
