/// The frames of an answer by id: a table over the document's preorder numbering (no hashing
/// while solving), read like a dictionary.
///
/// ```swift
/// answer.frames["a"]                       // Rect?
/// for (id, frame) in answer.frames { … }   // document order
/// answer.frames[node: 0]                   // the root's frame
/// answer.frames[path: "root.children[1]"]  // a node's frame, id or not (diagnostics' paths)
/// ```
///
/// The table of a solve holds the frame of every node, with an id or not, by its number in a
/// depth-first preorder walk of the document's tree (the root is 0, its first child 1, the
/// first child's first child 2 if it has one, …; ``LayoutDocument/nodeNumber(atPath:)``). A
/// table made from a dictionary or decoded from JSON holds frames by id only. Only frames with
/// an id are iterated, counted, compared and written as JSON.
///
/// The table of a ``LayoutSession``'s layout holds the frames of each grid of plain items as
/// the grid's placed tracks and derives a child's frame when it is read:
/// the same function the cold solve writes every frame with, so every read — by id, by node,
/// by path, iterated, compared, encoded or written as JSON — gives the cold answer's bits.
public struct FrameTable: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// Ids and their numbers, shared with the document's plan.
  let ids: NodeIDs
  /// The number of each id.
  let numbers: IDNumbers
  /// The frame of each number (every node's when ``nodes`` is set, else each id's), except
  /// the children of ``grids``, whose entries are not written.
  var rects: FrameBuffer
  /// Grids of plain items whose children's frames are derived on access (a session's
  /// answer); empty in a cold solve's table, which holds every frame in ``rects``.
  var grids: [PlainGridFrames] = []
  /// The pixel scale the derived frames of ``grids`` are snapped to (`rounding: pixel`).
  var gridScale: Double?
  /// When the numbers are the nodes of a document (the table of a solve): its plan's identity
  /// and subtree sizes, what frames by node and by path need (not the plan itself, which an
  /// answer would otherwise keep alive with all its tables).
  let nodes: (identity: DocumentPlan.Identity, subtreeSizes: DocumentPlan.SubtreeSizes)?

  /// Frames recorded by preorder number for the nodes of `plan`, those of the children of
  /// `grids` derived from their tracks on access.
  init(plan: DocumentPlan, rects: FrameBuffer, grids: [PlainGridFrames] = []) {
    self.ids = plan.ids
    self.numbers = plan.numbers
    self.rects = rects
    self.grids = grids
    self.nodes = (plan.identity, plan.subtreeSizes)
  }

  /// The frame of number `number`: derived from its grid's tracks when it is a child of one
  /// of ``grids``, else as recorded.
  ///
  /// - Complexity: O(log grids), O(1) in a cold solve's table.
  @inline(__always)
  func rect(_ number: Int) -> Rect {
    if !grids.isEmpty { return derivedRect(number) }
    return rects[number]
  }

  /// ``rect(_:)`` in a table with derived frames: the grid is found by binary search
  /// (``grids`` are in preorder, their children's ranges disjoint).
  ///
  /// - Complexity: O(log grids).
  func derivedRect(_ number: Int) -> Rect {
    var low = 0
    var high = grids.count
    while low < high {
      let middle = (low + high) / 2
      if grids[middle].end <= number { low = middle + 1 } else { high = middle }
    }
    guard low < grids.count, grids[low].contains(number) else { return rects[number] }
    // Through the array's storage: the grid's tables are read in place, not copied.
    let frame = grids.withUnsafeBufferPointer { $0[low].frame(number) }
    guard let gridScale else { return frame }
    return PixelSnapping.snap(frame, scale: gridScale)
  }

  /// The same table with every frame written (none derived).
  ///
  /// Each grid's frames are written by the loop the cold pass writes them with
  /// (``PlainGridFrames/write(into:)``): what iterating and ``mapValues(_:)`` read.
  ///
  /// - Complexity: O(frames).
  func materialized() -> FrameTable {
    guard !grids.isEmpty else { return self }
    var result = self
    var buffer = FrameBuffer(unwrittenCount: rects.count)
    buffer.withUnsafeMutableBufferPointer { out in
      var number = 0
      for grid in grids {
        while number < grid.first {
          out[number] = rects[number]
          number += 1
        }
        grid.write(into: out)
        if let gridScale {
          for child in grid.first..<grid.end {
            out[child] = PixelSnapping.snap(out[child], scale: gridScale)
          }
        }
        number = Swift.max(number, grid.end)
      }
      while number < out.count {
        out[number] = rects[number]
        number += 1
      }
    }
    result.rects = buffer
    result.grids = []
    result.gridScale = nil
    return result
  }

  /// Snaps every frame to `scale` pixels a point (``PixelSnapping/snap(_:scale:)``), in
  /// place: derived frames stay derived, snapped on access.
  ///
  /// - Complexity: O(recorded frames); no copy when the table is not shared.
  package mutating func snap(scale: Double) {
    if !grids.isEmpty && gridScale != nil {
      // Snapped twice: written out, then snapped again.
      self = materialized()
    }
    if !grids.isEmpty { gridScale = scale }
    let grids = grids
    rects.withUnsafeMutableBufferPointer { rects in
      var number = 0
      for grid in grids {
        while number < grid.first {
          rects[number] = PixelSnapping.snap(rects[number], scale: scale)
          number += 1
        }
        number = Swift.max(number, grid.end)
      }
      while number < rects.count {
        rects[number] = PixelSnapping.snap(rects[number], scale: scale)
        number += 1
      }
    }
  }

  /// A table of the given frames, in id order.
  ///
  /// - Complexity: O(n log n).
  public init(_ frames: [String: Rect]) {
    let sorted = frames.sorted { $0.key < $1.key }
    ids = NodeIDs(sorted.map(\.key))
    numbers = IDNumbers(ids: ids)
    rects = FrameBuffer(sorted.map(\.value))
    nodes = nil
  }

  public init(dictionaryLiteral elements: (String, Rect)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The frame of `id`, or `nil` when no node has that id.
  ///
  /// - Complexity: O(1) on average (plus O(log g) in a session's answer with g grids of plain
  ///   items).
  public subscript(id: String) -> Rect? {
    guard let number = numbers[id] else { return nil }
    return rect(number)
  }

  /// The frame of the node numbered `number` in depth-first preorder (the root is 0), with
  /// an id or not; `nil` when the table has no frames by node (made from a dictionary or
  /// decoded from JSON) or no such node.
  ///
  /// - Complexity: O(1) (O(log g) in a session's answer with g grids of plain items).
  public subscript(node number: Int) -> Rect? {
    guard nodes != nil, rects.indices.contains(number) else { return nil }
    return rect(number)
  }

  /// The frame of the node at a JSON path (`root`, `root.children[2].children[0]`), as
  /// diagnostics and errors name nodes, with an id or not; `nil` when there is no such node or
  /// the table has no frames by node.
  ///
  /// - Complexity: O(depth × children per level).
  public subscript(path path: String) -> Rect? {
    guard let nodes,
      let number = DocumentPlan.number(atPath: path, subtreeSizes: nodes.subtreeSizes)
    else { return nil }
    return rect(number)
  }

  /// Whether the table holds the frame of every node of `document` by number (it is the
  /// answer of a solve of that very document): what ``subscript(node:)`` needs to be read with
  /// `document`'s numbering.
  ///
  /// - Complexity: O(1).
  package func isByNode(of document: LayoutDocument) -> Bool {
    nodes?.identity === document.plan.identity
  }

  /// The ids, in document order.
  public var keys: [String] { ids.compactMap { $0 } }

  /// The number of frames.
  public var count: Int { numbers.count }

  /// Whether there is no frame.
  public var isEmpty: Bool { numbers.isEmpty }

  /// The same ids with each frame transformed (the frames by node too).
  ///
  /// - Complexity: O(n), n the number of frames (of nodes, for the table of a solve); a
  ///   session's answer's derived frames are written out.
  public func mapValues(_ transform: (Rect) throws -> Rect) rethrows -> FrameTable {
    var result = materialized()
    if nodes != nil {
      // Derived frames are written out first.
      try result.rects.withUnsafeMutableBufferPointer { rects in
        for number in rects.indices { rects[number] = try transform(rects[number]) }
      }
      return result
    }
    var withIDs: [Int] = []
    ids.forEachID { number, id in if id != nil { withIDs.append(number) } }
    for number in withIDs { result.rects[number] = try transform(rects[number]) }
    return result
  }

  /// Each id with its frame, in document order.
  public struct Iterator: IteratorProtocol {
    let table: FrameTable
    var number = 0

    public mutating func next() -> (key: String, value: Rect)? {
      while number < table.ids.count {
        defer { number += 1 }
        if let id = table.ids[number] { return (id, table.rect(number)) }
      }
      return nil
    }
  }

  /// An iterator over the ids and frames, in document order (a session's answer's derived
  /// frames written out first).
  ///
  /// - Complexity: O(frames) to start for a session's answer, O(1) otherwise.
  public func makeIterator() -> Iterator { Iterator(table: materialized()) }
}

extension FrameTable: Equatable {
  /// Tables are equal when they hold the same ids with the same frames, in any order.
  public static func == (a: Self, b: Self) -> Bool {
    guard a.count == b.count else { return false }
    for (id, frame) in a where b[id] != frame { return false }
    return true
  }
}
