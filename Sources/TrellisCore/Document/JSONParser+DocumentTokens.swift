/// The single-pass reader's tokens (``JSONParser`` `+Document`): an item's `[w, h]` and its
/// lengths, a placement's whole numbers, a node's keys matched on their bytes, and the
/// punctuation between members.
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

  /// Reads the value of placement key `index` (of ``GridCell/keys``) into `cell`, made at the
  /// first key with the defaults ``GridCell/read(_:)`` gives.
  mutating func readPlacement(_ index: Int, into cell: inout GridCell?) throws(JSONSyntaxError) {
    let value = try readWhole(atLeast: index < 2 ? 0 : 1)
    var placement = cell ?? GridCell()
    switch index {
    case 0: placement.column = value
    case 1: placement.row = value
    case 2: placement.columnSpan = value
    default: placement.rowSpan = value
    }
    cell = placement
  }

  /// Reads a whole number from `minimum` to 1e9 (`2.0` and `2e0` are whole, as
  /// ``GridCell/read(_:)`` reads them).
  mutating func readWhole(atLeast minimum: Int) throws(JSONSyntaxError) -> Int {
    guard offset < bytes.count,
      bytes[offset] == UInt8(ascii: "-") || bytes[offset] &- UInt8(ascii: "0") < 10
    else { throw Self.refusal }
    // Up to 10 digits without a leading zero (most placements): the number they write.
    var index = offset
    var whole = 0
    while index < bytes.count, index - offset < 10 {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      whole = whole &* 10 &+ Int(digit)
      index += 1
    }
    if index > offset, index - offset == 1 || bytes[offset] != UInt8(ascii: "0"),
      index == bytes.count || !Self.continuesNumber(bytes[index])
    {
      offset = index
      guard whole >= minimum, whole <= 1_000_000_000 else { throw Self.refusal }
      return whole
    }
    let number = try parseNumber()
    guard number >= Double(minimum), number == number.rounded(), number <= 1_000_000_000 else {
      throw Self.refusal
    }
    return Int(number)
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
    if end < bytes.count, end - start <= 10, start + 8 <= bytes.count {
      // The key's first 8 bytes as one little-endian word (the text goes on past it: `":`).
      let length = end - start
      let loaded = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + start).loadUnaligned(
        as: UInt64.self
      ).littleEndian
      let word = length >= 8 ? loaded : loaded & (UInt64.max >> (64 - 8 * UInt64(length)))
      let key: NodeKey? =
        switch (length, word) {
        case (2, Self.word("id")): .id
        case (6, Self.word("layout")): .layout
        case (7, Self.word("desired")): .desired
        case (8, Self.word("children")): .children
        case (6, Self.word("column")): .placement(0)
        case (3, Self.word("row")): .placement(1)
        case (10, Self.word("columnSp"))
        where bytes[start + 8] == UInt8(ascii: "a") && bytes[start + 9] == UInt8(ascii: "n"):
          .placement(2)
        case (7, Self.word("rowSpan")): .placement(3)
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
    case "column": return .placement(0)
    case "row": return .placement(1)
    case "columnSpan": return .placement(2)
    case "rowSpan": return .placement(3)
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
