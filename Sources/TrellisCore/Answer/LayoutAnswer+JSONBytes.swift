extension LayoutAnswer {
  /// The answer as JSON (``json()``'s text), as UTF-8 bytes written into one buffer: what the
  /// command line writes with one `write`.
  ///
  /// Every byte is ``json()``'s (the golden digests pin them): keys sorted, numbers as
  /// ``number(_:)`` writes them, strings as ``quoted(_:)`` does.
  ///
  /// - Complexity: O(frames + tracks + cells), plus sorting the ids: by their bytes when every
  ///   id is ASCII (where that order is `String`'s), else as strings.
  package func jsonBytes() -> [UInt8] {
    var out = JSONBytes()
    // Room for a frame of four 17-digit numbers: the buffer is never copied as it grows (pages
    // reserved and not written cost nothing).
    out.bytes.reserveCapacity(256 + 112 * frames.count)
    write(into: &out)
    return out.bytes
  }

  /// The same bytes as ``jsonBytes()``, handed to `write` in pieces of about `piece` bytes
  /// (whole frames), so that a large answer is never held as one text: what the command line
  /// writes to its output.
  ///
  /// - Parameters:
  ///   - piece: the size from which the bytes written so far are handed over.
  ///   - write: takes each piece, in order.
  /// - Complexity: that of ``jsonBytes()``; memory O(piece) besides the sort of the ids.
  package func writeJSON(piece: Int = 1 << 20, to write: @escaping ([UInt8]) -> Void) {
    var out = JSONBytes()
    out.bytes.reserveCapacity(piece + 4096)
    out.piece = piece
    out.flush = write
    self.write(into: &out)
    write(out.bytes)
  }

  /// Writes the whole JSON text into `out`: the answer's, or with `explanation` (whose answer
  /// this is) `trellis explain`'s, which adds keys (``Explanation/json()``).
  func write(into out: inout JSONBytes, explanation: Explanation? = nil) {
    out.append("{\n")
    if !cells.isEmpty {
      out.append("  \"cells\": {\n")
      for (index, id) in cells.keys.sorted().enumerated() {
        if index > 0 { out.append(",\n") }
        out.append("    ")
        out.quoted(id)
        out.append(": [")
        for (index, rect) in (cells[id] ?? []).enumerated() {
          if index > 0 { out.append(", ") }
          out.rect(rect)
        }
        out.append("]")
      }
      out.append("\n  },\n")
    }
    if let conflict {
      out.append("  \"conflict\": {\"explanation\": ")
      out.quoted(conflict.explanation)
      out.append(conflict.isMinimal ? ", " : ", \"minimal\": false, ")
      out.append("\"rules\": [")
      for (index, rule) in conflict.rules.enumerated() {
        if index > 0 { out.append(", ") }
        out.quoted(rule)
      }
      out.append("]},\n")
    }
    out.append("  \"diagnostics\": [")
    for (index, diagnostic) in diagnostics.enumerated() {
      if index > 0 { out.append(", ") }
      out.append("{\"message\": ")
      out.quoted(diagnostic.message)
      out.append(", \"path\": ")
      out.quoted(diagnostic.path)
      out.append(", \"severity\": ")
      out.quoted(diagnostic.severity.rawValue)
      out.append("}")
    }
    out.append("],\n  \"engine\": ")
    out.quoted(engine.rawValue)
    out.append(",\n  \"frames\": {")
    writeFrames(into: &out)
    if !relaxed.isEmpty {
      out.append("  \"relaxed\": [\n")
      for (index, rule) in relaxed.enumerated() {
        if index > 0 { out.append(",\n") }
        out.relaxed(rule, reading: explanation?.readings[index])
      }
      out.append("\n  ],\n")
    }
    out.append("  \"size\": [")
    out.number(size.horizontal)
    out.append(", ")
    out.number(size.vertical)
    if let explanation {
      out.append("],\n  \"summary\": ")
      out.quoted(explanation.summary)
      out.append(",\n  \"tracks\": {")
    } else {
      out.append("],\n  \"tracks\": {")
    }
    let trackIDs = tracks.keys.sorted()
    for (index, id) in trackIDs.enumerated() {
      out.append(index > 0 ? ",\n    " : "\n    ")
      out.quoted(id)
      out.append(": {\"columns\": ")
      out.tracks(tracks[id]?.columns ?? [])
      out.append(", \"rows\": ")
      out.tracks(tracks[id]?.rows ?? [])
      out.append("}")
    }
    out.append(trackIDs.isEmpty ? "},\n" : "\n  },\n")
    out.append("  \"trellis\": 1\n}\n")
  }

  /// The frames after `"frames": {`, through the line's end.
  private func writeFrames(into out: inout JSONBytes) {
    // The numbers of the nodes with ids in the order of their ids; each frame read from the
    // table as it is written (no copy of a million frames, no second array of the numbers).
    let table = frames.materialized()
    let ids = table.ids
    func id(_ number: Int) -> String { ids[number] ?? "" }
    var first = true
    func write(_ number: Int, _ key: FrameKey? = nil) {
      out.append(first ? "\n    " : ",\n    ")
      first = false
      // A short plain id is written from its key, without reading its node.
      if let key, key.isWholeID {
        out.quoted(wholeID: key.prefix)
      } else {
        out.quoted(id(number))
      }
      out.append(": ")
      out.rect(table.rect(number))
      out.flushIfFull()
    }
    if let keys = Self.frameKeys(ids) {
      for key in keys { write(key.number, key) }
    } else {
      var withIDs: [Int] = []
      ids.forEachID { number, id in if id != nil { withIDs.append(number) } }
      for number in withIDs.sorted(by: { id($0) < id($1) }) { write(number) }
    }
    out.append(first ? "},\n" : "\n  },\n")
  }

  /// The indices of `ids` in the order of `ids.sorted()`.
  ///
  /// ASCII ids are ordered on their bytes, an 8-byte big-endian prefix of each first (for
  /// ASCII text the byte order is the order of `String`'s `<`); any other id sorts all of them
  /// as strings.
  ///
  /// - Complexity: O(n log n) comparisons of two integers, rarely of more.
  static func sortedOrder(_ ids: [String]) -> [Int] {
    sortedOrder(count: ids.count) { ids[$0] }
  }

  /// The indices `0..<count` in the order of their ids, `id(i)` being the id of index `i`
  /// (``sortedOrder(_:)`` without an array of the ids).
  static func sortedOrder(count: Int, id: (Int) -> String) -> [Int] {
    guard let keyed = sortedKeys(0..<count, capacity: count, id: id) else {
      return (0..<count).sorted { id($0) < id($1) }
    }
    return keyed.map(\.index)
  }

  /// The first 8 bytes of an ASCII text, big-endian (zeros past its end), or `nil` when it
  /// is not ASCII.
  @inline(__always)
  static func prefix(_ text: inout String) -> UInt64? {
    text.withUTF8 { bytes -> UInt64? in
      var prefix: UInt64 = 0
      for (index, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        if index < 8 { prefix |= UInt64(byte) << (56 - 8 * UInt64(index)) }
      }
      return prefix
    }
  }

  /// `indices` with their ids' 8-byte prefixes, in the order of their ids (`id(i)` being the
  /// id of index `i`), or `nil` when some id is not ASCII.
  ///
  /// Prefixes and indices side by side: the comparisons read one array in order. Equal ids
  /// keep the order of `indices`.
  static func sortedKeys(
    _ indices: some Sequence<Int>, capacity: Int, id: (Int) -> String
  ) -> [(prefix: UInt64, index: Int)]? {
    var keyed: [(prefix: UInt64, index: Int)] = []
    keyed.reserveCapacity(capacity)
    for index in indices {
      var text = id(index)
      guard let prefix = prefix(&text) else { return nil }
      keyed.append((prefix, index))
    }
    keyed.sort { first, second in
      if first.prefix != second.prefix { return first.prefix < second.prefix }
      return id(first.index).utf8.lexicographicallyPrecedes(id(second.index).utf8)
    }
    return keyed
  }
}

/// A JSON text being written as UTF-8 bytes.
struct JSONBytes: DecimalWriting {
  /// The bytes so far (since the last piece handed to ``flush``).
  var bytes: [UInt8] = []
  /// Where full pieces go, when the text is written in pieces.
  var flush: (([UInt8]) -> Void)?
  /// The size from which ``flushIfFull()`` hands the bytes over.
  var piece = Int.max

  /// Hands the bytes so far to ``flush`` when they fill a piece.
  mutating func flushIfFull() {
    guard bytes.count >= piece, let flush else { return }
    flush(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends literal ASCII text.
  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `text` (how `Double` writes itself).
  mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends ASCII text (how `Double` writes itself, with no `String` made).
  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }

  /// Appends bytes of ASCII text (``DecimalWriting``: `number(_:)` writes with it).
  mutating func append(bytes text: UnsafeRawBufferPointer) { bytes.append(contentsOf: text) }

  /// Appends `text` as ``LayoutAnswer/quoted(_:)`` writes it.
  mutating func quoted(_ text: String) {
    var text = text
    let plain = text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) else { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if !plain { bytes.append(contentsOf: LayoutAnswer.quoted(text).utf8) }
  }

  /// Appends `[x, y, width, height]`.
  mutating func rect(_ rect: Rect) {
    bytes.append(UInt8(ascii: "["))
    number(rect.x)
    append(", ")
    number(rect.y)
    append(", ")
    number(rect.width)
    append(", ")
    number(rect.height)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends tracks as `[[offset, length], …]`.
  mutating func tracks(_ tracks: [LayoutAnswer.Track]) {
    bytes.append(UInt8(ascii: "["))
    for (index, track) in tracks.enumerated() {
      if index > 0 { append(", ") }
      bytes.append(UInt8(ascii: "["))
      number(track.offset)
      append(", ")
      number(track.length)
      bytes.append(UInt8(ascii: "]"))
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
