/// The frames of an answer by id: a table over the document's preorder numbering (no hashing
/// while solving), read like a dictionary.
///
/// ```swift
/// answer.frames["a"]                       // Rect?
/// for (id, frame) in answer.frames { … }   // document order
/// ```
public struct FrameTable: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// Ids and their numbers, shared with the document's plan.
  let ids: [String?]
  /// The number of each id.
  let numbers: [String: Int]
  /// The frame of each number (meaningful where there is an id).
  var rects: [Rect]

  /// Frames recorded by preorder number for the nodes of `plan`.
  init(plan: DocumentPlan, rects: [Rect]) {
    self.ids = plan.ids
    self.numbers = plan.numbers
    self.rects = rects
  }

  /// A table of the given frames, in id order.
  ///
  /// - Complexity: O(n log n).
  public init(_ frames: [String: Rect]) {
    let sorted = frames.sorted { $0.key < $1.key }
    ids = sorted.map(\.key)
    numbers = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1.key, $0) })
    rects = sorted.map(\.value)
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

  /// The ids, in document order.
  public var keys: [String] { ids.compactMap { $0 } }

  /// The number of frames.
  public var count: Int { numbers.count }

  /// Whether there is no frame.
  public var isEmpty: Bool { numbers.isEmpty }

  /// The same ids with each frame transformed.
  ///
  /// - Complexity: O(n).
  public func mapValues(_ transform: (Rect) throws -> Rect) rethrows -> FrameTable {
    var result = self
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
