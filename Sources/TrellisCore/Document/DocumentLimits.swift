/// The documented limits of a layout document (README, "Limits"): each one is checked while
/// reading, and a document past it is refused with its JSON path (exit 65 in the CLI) instead
/// of exhausting memory or the stack.
public enum DocumentLimits {
  /// The largest document text, in bytes: 256 MiB.
  public static let maximumBytes = 256 << 20
  /// The deepest nesting of JSON arrays and objects (about 255 levels of containers, each a
  /// node object inside a `children` array).
  public static let maximumDepth = JSONParser.maximumDepth
  /// The most nodes (items and containers) in one document: 4,194,304, such as a grid of
  /// 2,048 × 2,047 items with its container (a grid of 2,048 × 2,048 items is one more).
  public static let maximumNodes = 1 << 22
  /// The most user constraints in one document: 65,536.
  public static let maximumConstraints = 1 << 16
  /// The most tracks over all of a document's size groups: 65,536.
  public static let maximumGroupTracks = 1 << 16

  /// The largest magnitude of a number in a document: 1e9.
  ///
  /// It bounds lengths, weights, offsets and constraint numbers. With ``smallestMagnitude`` it
  /// keeps every linear program within GLPK's
  /// range (1e-30…1e30) with room for sums and products, and the two engines exact.
  public static let largestMagnitude = 1e9
  /// The smallest magnitude of a nonzero number in a document: 1e-9.
  public static let smallestMagnitude = 1e-9

  /// Whether a number is 0 or within the magnitudes a document may hold.
  public static func isInRange(_ value: Double) -> Bool {
    value == 0 || (smallestMagnitude...largestMagnitude).contains(abs(value))
  }

  /// The message for a number out of range.
  static func rangeMessage(_ shown: String) -> String {
    "must be 0 or between 1e-9 and 1e9 in magnitude, got \(shown)"
  }

  /// Refuses a tree of more than `limit` nodes.
  ///
  /// - Throws: ``DocumentError`` at `root` with the count and the limit.
  static func checkNodes(_ root: LayoutNode, limit: Int = maximumNodes) throws(DocumentError) {
    try checkNodes(count: root.nodeCount, limit: limit)
  }

  /// Refuses a tree of more than `limit` nodes from its JSON, before any node is read: the
  /// node objects are counted through their `children` arrays, each array by its length when
  /// it is met, so a grid of millions of children is refused at once, without the memory and
  /// time reading them would take.
  ///
  /// - Throws: ``DocumentError`` at `root` with the nodes known so far and the limit.
  /// - Complexity: O(nodes up to the limit), without recursion.
  static func checkNodes(json root: JSONValue, limit: Int = maximumNodes) throws(DocumentError) {
    var known = 1
    var pending = [root]
    while let node = pending.popLast() {
      guard case .array(let children)? = node["children"] else { continue }
      known += children.count
      guard known <= limit else {
        throw DocumentError(
          path: "root",
          message: "at least \(grouped(known)) nodes, more than the limit of \(grouped(limit))")
      }
      pending += children
    }
  }

  /// `value` with thousands separators, for messages.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }
}

extension LayoutNode {
  /// The number of nodes in this subtree (itself included), without recursion.
  ///
  /// - Complexity: O(nodes).
  var nodeCount: Int {
    // A stack of children arrays (each pushed is one retain), not of copied nodes.
    var count = 1
    var pending = [children]
    while let nodes = pending.popLast() {
      count += nodes.count
      nodes.withUnsafeBufferPointer { nodes in
        for index in nodes.indices {
          switch nodes[index].content {
          case .item: continue
          case .linear(let layout): pending.append(layout.children)
          case .stack(let layout): pending.append(layout.children)
          case .grid(let layout): pending.append(layout.children)
          case .gridTree(let layout): pending.append(layout.children)
          }
        }
      }
    }
    return count
  }
}
