extension LayoutAnswer {
  /// A node with an id, as the answer's frames are sorted and written: the first 8 bytes of
  /// its id (big-endian, zeros past its end) and its number, with whether those bytes are the
  /// whole id and need no escape (then the id is written from the key, without reading the
  /// node again: a million ids in sorted order are a million reads scattered over the nodes).
  struct FrameKey {
    /// The id's first 8 bytes, big-endian.
    let prefix: UInt64
    /// The node's number, and ``wholeIDBit``.
    private let word: Int

    /// The bit of ``word`` set when ``prefix`` is the whole id, plain.
    private static let wholeIDBit = 1 << 62

    /// The node's number.
    var number: Int { word & (Self.wholeIDBit - 1) }
    /// Whether ``prefix`` holds the whole id (at most 8 bytes), none of which JSON escapes (a
    /// quote, a backslash, a control character: a NUL byte among them, so the id ends at the
    /// first zero byte of the prefix).
    var isWholeID: Bool { word & Self.wholeIDBit != 0 }

    init(prefix: UInt64, number: Int, isWholeID: Bool) {
      self.prefix = prefix
      word = number | (isWholeID ? Self.wholeIDBit : 0)
    }
  }

  /// The nodes with an id in the order of their ids (equal ids in preorder), read in place
  /// from the nodes in one walk, or `nil` when some id is not ASCII (its byte order is then
  /// not `String`'s).
  ///
  /// - Complexity: O(n log n) comparisons of two integers, of two ids only when their first
  ///   8 bytes are equal.
  static func frameKeys(_ ids: NodeIDs) -> [FrameKey]? {
    var keys: [FrameKey] = []
    keys.reserveCapacity(ids.count)
    var ascii = true
    ids.forEachID { number, id in
      guard ascii, var text = id else { return }
      guard let key = key(&text, number: number) else {
        ascii = false
        return
      }
      keys.append(key)
    }
    guard ascii else { return nil }
    keys.sort { first, second in
      if first.prefix != second.prefix { return first.prefix < second.prefix }
      return (ids[first.number] ?? "").utf8.lexicographicallyPrecedes(
        (ids[second.number] ?? "").utf8)
    }
    return keys
  }
}

extension LayoutAnswer {
  /// The key of node `number` with id `text`, or `nil` when the id is not ASCII.
  @inline(__always)
  private static func key(_ text: inout String, number: Int) -> FrameKey? {
    text.withUTF8 { bytes -> FrameKey? in
      var prefix: UInt64 = 0
      var plain = bytes.count <= 8
      for (index, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        if index < 8 { prefix |= UInt64(byte) << (56 - 8 * UInt64(index)) }
        // What JSON escapes: a control character (a NUL among them), a quote, a backslash.
        if byte < 0x20 || byte == 0x22 || byte == 0x5C { plain = false }
      }
      return FrameKey(prefix: prefix, number: number, isWholeID: plain)
    }
  }
}

extension JSONBytes {
  /// Appends an id held whole in the first bytes of `prefix` (``LayoutAnswer/FrameKey``), in
  /// quotes, as ``quoted(_:)`` writes it.
  ///
  /// - Precondition: the id is at most 8 bytes that need no escape, zeros after them.
  @inline(__always)
  mutating func quoted(wholeID prefix: UInt64) {
    let count = 8 - prefix.trailingZeroBitCount / 8
    bytes.append(UInt8(ascii: "\""))
    withUnsafeBytes(of: prefix.bigEndian) { raw in
      bytes.append(
        contentsOf: UnsafeBufferPointer(
          start: raw.bindMemory(to: UInt8.self).baseAddress, count: count))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
