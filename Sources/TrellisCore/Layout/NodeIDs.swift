/// The id of each node (`nil` for none) by preorder number, read in place from the nodes.
///
/// A plan's ids are not copied out of the tree: the nodes numbered consecutively that sit side
/// by side in one array (the children of a grid of items, the root alone) form a ``Run``, and
/// node `number`'s id is read from its run's array. A 1000×1000 grid is two runs, not a table of
/// a million 16-byte ids (16 MB). The runs hold their arrays, which the document's tree shares:
/// no node is copied.
///
/// A table made from ids alone (``init(_:)``, the frames of a dictionary) holds them as given.
package struct NodeIDs: Sendable, RandomAccessCollection, Equatable {
  /// Nodes numbered from ``first`` that sit at `start...` in one array.
  package struct Run: Sendable {
    /// The number of `nodes[start]`.
    var first: Int
    /// The array the run's nodes are in.
    var nodes: [LayoutNode]
    /// The index in ``nodes`` of the run's first node.
    var start: Int
    /// The number of nodes in the run.
    var count: Int
  }

  /// The runs, in preorder (each run's ``Run/first`` is the previous run's end); empty for a
  /// table made from ids.
  private let runs: [Run]
  /// The ids, when made from ids (``init(_:)``).
  private let table: [String?]
  /// The number of nodes.
  package let count: Int

  /// The ids as given.
  package init(_ ids: [String?]) {
    runs = []
    table = ids
    count = ids.count
  }

  /// The ids of the nodes of `runs`, numbered from 0 in order.
  ///
  /// - Precondition: each run's ``Run/first`` is the sum of the counts before it.
  init(runs: [Run]) {
    self.runs = runs
    table = []
    count = runs.last.map { $0.first + $0.count } ?? 0
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { count }

  /// Node `number`'s id.
  ///
  /// - Complexity: O(log runs).
  package subscript(number: Int) -> String? {
    if runs.isEmpty { return table[number] }
    // The last run that starts at or before `number` (most often the last run: a grid's
    // items, the deepest container's children).
    var low = runs.count - 1
    if runs[low].first > number {
      low = 0
      var high = runs.count - 1
      while high - low > 1 {
        let middle = (low + high) / 2
        if runs[middle].first <= number { low = middle } else { high = middle }
      }
    }
    return runs[low].nodes[runs[low].start + number - runs[low].first].id
  }

  /// Calls `body` with each node's number and id, in order.
  ///
  /// - Complexity: O(nodes), each id read once in place.
  @inline(__always)
  package func forEachID(_ body: (Int, String?) throws -> Void) rethrows {
    if runs.isEmpty {
      for (number, id) in table.enumerated() { try body(number, id) }
      return
    }
    for run in runs {
      try run.nodes.withUnsafeBufferPointer { nodes in
        for index in 0..<run.count { try body(run.first + index, nodes[run.start + index].id) }
      }
    }
  }

  /// Whether both hold the same ids in the same order.
  package static func == (a: NodeIDs, b: NodeIDs) -> Bool { a.elementsEqual(b) }
}
