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
public struct FrameTable: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// Ids and their numbers, shared with the document's plan.
  let ids: [String?]
  /// The number of each id.
  let numbers: [String: Int]
  /// The frame of each number (every node's when ``nodes`` is set, else each id's).
  var rects: [Rect]
  /// When the numbers are the nodes of a document (the table of a solve): its plan's identity
  /// and subtree sizes, what frames by node and by path need (not the plan itself, which an
  /// answer would otherwise keep alive with all its tables).
  let nodes: (identity: DocumentPlan.Identity, subtreeSizes: [Int])?

  /// Frames recorded by preorder number for the nodes of `plan`.
  init(plan: DocumentPlan, rects: [Rect]) {
    self.ids = plan.ids
    self.numbers = plan.numbers
    self.rects = rects
    self.nodes = (plan.identity, plan.subtreeSizes)
  }

  /// A table of the given frames, in id order.
  ///
  /// - Complexity: O(n log n).
  public init(_ frames: [String: Rect]) {
    let sorted = frames.sorted { $0.key < $1.key }
    ids = sorted.map(\.key)
    numbers = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1.key, $0) })
    rects = sorted.map(\.value)
    nodes = nil
  }

  public init(dictionaryLiteral elements: (String, Rect)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The frame of `id`, or `nil` when no node has that id.
  ///
  /// - Complexity: O(1) on average.
  public subscript(id: String) -> Rect? {
    guard let number = numbers[id] else { return nil }
    return rects[number]
  }

  /// The frame of the node numbered `number` in depth-first preorder (the root is 0), with
  /// an id or not; `nil` when the table has no frames by node (made from a dictionary or
  /// decoded from JSON) or no such node.
  ///
  /// - Complexity: O(1).
  public subscript(node number: Int) -> Rect? {
    guard nodes != nil, rects.indices.contains(number) else { return nil }
    return rects[number]
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
    return rects[number]
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
  /// - Complexity: O(n), n the number of frames (of nodes, for the table of a solve).
  public func mapValues(_ transform: (Rect) throws -> Rect) rethrows -> FrameTable {
    var result = self
    if nodes != nil {
      for number in rects.indices { result.rects[number] = try transform(rects[number]) }
      return result
    }
    for number in ids.indices where ids[number] != nil {
      result.rects[number] = try transform(rects[number])
    }
    return result
  }

  /// Each id with its frame, in document order.
  public struct Iterator: IteratorProtocol {
    let table: FrameTable
    var number = 0

    public mutating func next() -> (key: String, value: Rect)? {
      while number < table.ids.count {
        defer { number += 1 }
        if let id = table.ids[number] { return (id, table.rects[number]) }
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(table: self) }
}

extension FrameTable: Equatable {
  /// Tables are equal when they hold the same ids with the same frames, in any order.
  public static func == (a: Self, b: Self) -> Bool {
    guard a.count == b.count else { return false }
    for (id, frame) in a where b[id] != frame { return false }
    return true
  }
}
