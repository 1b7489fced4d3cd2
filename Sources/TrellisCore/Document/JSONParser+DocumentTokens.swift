/// The single-pass reader's tokens (``JSONParser`` `+Document`): an item's `[w, h]` and its
/// lengths, a node's keys matched on their bytes, and the punctuation between members.
extension JSONParser {
  /// Reads `[w, h]`, two numbers ≥ 0 in the document range (an item's `desired`).
  mutating func readPair() throws(JSONSyntaxError) -> AxisPair<Double> {
    guard peek(UInt8(ascii: "[")) else { throw Self.refusal }
    try enter()
    offset += 1
    skipWhitespace()
    let first = try readLength()
    skipWhitespace()
    guard peek(UInt8(ascii: ",")) else { throw Self.refusal }
    offset += 1
    skipWhitespace()
    let second = try readLength()
    skipWhitespace()
    guard peek(UInt8(ascii: "]")) else { throw Self.refusal }
    offset += 1
    leave()
    return AxisPair(first, second)
  }

  /// Reads a number ≥ 0 in the document range.
  mutating func readLength() throws(JSONSyntaxError) -> Double {
    guard offset < bytes.count,
      bytes[offset] == UInt8(ascii: "-") || bytes[offset] &- UInt8(ascii: "0") < 10
    else { throw Self.refusal }
    // A whole number of up to 15 digits without a leading zero (most sizes): its digits,
    // exact in a Double, are the value ``parseNumber()`` reads.
    var index = offset
    var whole: UInt64 = 0
    while index < bytes.count, index - offset < 15 {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      whole = whole &* 10 &+ UInt64(digit)
      index += 1
    }
    if index > offset, index - offset == 1 || bytes[offset] != UInt8(ascii: "0"),
      index == bytes.count || !Self.continuesNumber(bytes[index])
    {
      offset = index
      let number = Double(whole)
      guard DocumentLimits.isInRange(number) else { throw Self.refusal }
      return number
    }
    let number = try parseNumber()
    guard number >= 0, DocumentLimits.isInRange(number) else { throw Self.refusal }
    return number
  }

  /// Whether `byte` may continue a number after its digits (a digit, a fraction or an
  /// exponent).
  @inline(__always)
  static func continuesNumber(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
  }

  /// Reads a node's key, matching the keys read in place on their bytes.
  mutating func readNodeKey() throws(JSONSyntaxError) -> NodeKey {
    guard peek(UInt8(ascii: "\"")) else { throw Self.refusal }
    let start = offset + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { end = bytes.count }
      end += 1
    }
    if end < bytes.count, end - start <= 8, start + 8 <= bytes.count {
      // The key's bytes as one little-endian word (the text goes on past it: `":`).
      let word =
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + start).loadUnaligned(
          as: UInt64.self
        ).littleEndian & (UInt64.max >> (64 - 8 * UInt64(end - start)))
      let key: NodeKey? =
        switch (end - start, word) {
        case (2, Self.word("id")): .id
        case (6, Self.word("layout")): .layout
        case (7, Self.word("desired")): .desired
        case (8, Self.word("children")): .children
        default: nil
        }
      if let key {
        offset = end + 1
        return key
      }
    }
    // An escaped key, or another one: as a string.
    switch try parseString() {
    case "id": return .id
    case "layout": return .layout
    case "desired": return .desired
    case "children": return .children
    case let other: return .other(other)
    }
  }

  /// The bytes of `text` (at most 8) as a little-endian word (folded to a constant where
  /// `text` is a literal).
  @inline(__always)
  static func word(_ text: StaticString) -> UInt64 {
    var word: UInt64 = 0
    for index in 0..<text.utf8CodeUnitCount {
      word |= UInt64(text.utf8Start[index]) << (8 * UInt64(index))
    }
    return word
  }

  /// Skips `:` and the whitespace around it.
  mutating func expectColon() throws(JSONSyntaxError) {
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else { throw Self.refusal }
    offset += 1
    skipWhitespace()
  }

  /// After a member: `true` at the object's `}` (not skipped), `false` past a `,`.
  mutating func endOfMembers() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    if peek(UInt8(ascii: ",")) {
      offset += 1
      return false
    }
    guard peek(UInt8(ascii: "}")) else { throw Self.refusal }
    return true
  }
}
