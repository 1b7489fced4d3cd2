/// A JSON syntax error, with the 1-based line and column where the parser stopped.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in characters of that line.
  package var column: Int
  /// What is wrong.
  package var message: String

  /// Makes an error.
  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON parser (RFC 8259): no comments, no trailing commas, no duplicate keys, UTF-8
/// input, and a nesting limit so deep documents fail with an error instead of overflowing the
/// stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 512

  /// The text, borrowed for the parse (``withBytes(of:_:)``).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The byte the parser is at.
  var offset = 0
  /// How many arrays and objects are open.
  var depth = 0

  /// Parses one JSON value that makes up the whole text.
  ///
  /// - Parameter text: the JSON text.
  /// - Returns: the value.
  /// - Throws: ``JSONSyntaxError`` at the first error, with its line and column.
  /// - Complexity: O(length of the text).
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try withParser(of: text) { (parser) throws(JSONSyntaxError) in
      parser.skipWhitespace()
      let value = try parser.parseValue()
      try parser.finishText()
      return value
    }
  }

  /// Runs `body` with a parser at the start of `text`'s UTF-8 bytes, borrowed without a copy
  /// when the string is native.
  ///
  /// - Complexity: O(1) besides `body`, or one copy of the text when it is not contiguous.
  static func withParser<Result>(
    of text: String, _ body: (inout JSONParser) throws(JSONSyntaxError) -> Result
  ) throws(JSONSyntaxError) -> Result {
    var text = text
    let result = text.withUTF8 { bytes in
      Swift.Result { () throws(JSONSyntaxError) -> Result in
        try withParser(of: bytes, body)
      }
    }
    return try result.get()
  }

  /// Runs `body` with a parser at the start of `bytes` (UTF-8), which it must not keep.
  static func withParser<Result>(
    of bytes: UnsafeBufferPointer<UInt8>,
    _ body: (inout JSONParser) throws(JSONSyntaxError) -> Result
  ) throws(JSONSyntaxError) -> Result {
    var parser = JSONParser(bytes: bytes)
    return try body(&parser)
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Checks that only whitespace is left.
  mutating func finishText() throws(JSONSyntaxError) {
    skipWhitespace()
    if offset < bytes.count {
      throw error("unexpected \(describeCurrent()) after the document")
    }
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard offset < bytes.count else { throw error("expected a value, found the end of the text") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value, found \(describeCurrent())")
    }
  }

  mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  /// Closes the array or object ``enter()`` opened.
  mutating func leave() { depth -= 1 }

  mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    offset += 1
    var members: [JSONValue.Member] = []
    var keys = Set<String>()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      offset += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw error("expected a key in quotes, found \(describeCurrent())")
      }
      let keyStart = offset
      let key = try parseString()
      guard keys.insert(key).inserted else {
        offset = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error("expected ':' after the key, found \(describeCurrent())")
      }
      offset += 1
      skipWhitespace()
      members.append(.init(key, try parseValue()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        continue
      }
      guard peek(UInt8(ascii: "}")) else {
        throw error("expected ',' or '}', found \(describeCurrent())")
      }
      offset += 1
      depth -= 1
      return .object(members)
    }
  }

  mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
        continue
      }
      guard peek(UInt8(ascii: "]")) else {
        throw error("expected ',' or ']', found \(describeCurrent())")
      }
      offset += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard offset + expected.count <= bytes.count,
      Array(bytes[offset..<offset + expected.count]) == expected
    else { throw error("expected a value, found \(describeCurrent())") }
    offset += expected.count
    return value
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = offset
    // Up to 15 digits and no exponent: the digits as an integer, exact in a Double, divided
    // by an exact power of ten is the correctly rounded value, as `Double(text)` reads it.
    var mantissa: UInt64 = 0
    var digitCount = 0
    var fractionDigits = 0
    func digits(_ parser: inout JSONParser, _ mantissa: inout UInt64, _ count: inout Int) -> Int {
      let from = parser.offset
      while parser.offset < parser.bytes.count {
        let digit = parser.bytes[parser.offset] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if count < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        count += 1
        parser.offset += 1
      }
      return parser.offset - from
    }
    let negative = peek(UInt8(ascii: "-"))
    if negative { offset += 1 }
    if peek(UInt8(ascii: "0")) {
      offset += 1
      digitCount = 1
    } else if digits(&self, &mantissa, &digitCount) == 0 {
      throw error("expected a digit, found \(describeCurrent())")
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      fractionDigits = digits(&self, &mantissa, &digitCount)
      guard fractionDigits > 0 else {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
    }
    var exponent = false
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      exponent = true
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      var ignored: UInt64 = 0
      var ignoredCount = 0
      guard digits(&self, &ignored, &ignoredCount) > 0 else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
    }
    if !exponent, digitCount <= 15 {
      let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
      return negative ? -magnitude : magnitude
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      offset = start
      // A number of a million digits is quoted by its start and length, not whole.
      let shown =
        text.utf8.count > 80 ? "\(text.prefix(60))… (\(text.utf8.count) characters)" : text
      throw error("number \(shown) is out of range")
    }
    return value
  }

  /// 10⁰ … 10¹⁵, each exact in a `Double`.
  private static let powersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    offset += 1  // the opening quote
    let start = offset
    // Most strings have no escape: their bytes are the string.
    var high: UInt8 = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        let text = UnsafeBufferPointer(rebasing: bytes[start..<offset - 1])
        // ASCII is valid UTF-8: decoded without the generic validation (most ids and keys).
        if high < 0x80 { return String(decoding: text, as: UTF8.self) }
        guard let text = String(validating: text, as: UTF8.self) else {
          throw error("string is not valid UTF-8")
        }
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      high |= byte
      offset += 1
    }
    return try parseEscapedString(from: start)
  }

  /// The rest of a string from the first escape or control character (`start`: after the
  /// opening quote).
  private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    var run = start  // start of the current run of plain bytes
    var plain: [UInt8] = []
    while true {
      guard offset < bytes.count else { throw error("unterminated string") }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        plain.append(contentsOf: bytes[run..<offset])
        offset += 1
        break
      }
      if byte < 0x20 { throw error("control character in a string (escape it)") }
      if byte != UInt8(ascii: "\\") {
        offset += 1
        continue
      }
      plain.append(contentsOf: bytes[run..<offset])
      offset += 1
      guard offset < bytes.count else { throw error("unterminated string") }
      let escape = bytes[offset]
      offset += 1
      let scalar: Unicode.Scalar
      switch escape {
      case UInt8(ascii: "\""): scalar = "\""
      case UInt8(ascii: "\\"): scalar = "\\"
      case UInt8(ascii: "/"): scalar = "/"
      case UInt8(ascii: "b"): scalar = "\u{8}"
      case UInt8(ascii: "f"): scalar = "\u{C}"
      case UInt8(ascii: "n"): scalar = "\n"
      case UInt8(ascii: "r"): scalar = "\r"
      case UInt8(ascii: "t"): scalar = "\t"
      case UInt8(ascii: "u"): scalar = try parseUnicodeEscape()
      default:
        offset -= 2
        throw error("invalid escape in a string")
      }
      plain.append(contentsOf: Array(String(Character(scalar)).utf8))
      run = offset
    }
    guard let text = String(validating: plain, as: UTF8.self) else {
      throw error("string is not valid UTF-8")
    }
    return text
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try hex4()
    if (0xD800...0xDBFF).contains(first) {
      guard peek(UInt8(ascii: "\\")), offset + 1 < bytes.count,
        bytes[offset + 1] == UInt8(ascii: "u")
      else { throw error("unpaired surrogate in \\u escape") }
      offset += 2
      let second = try hex4()
      guard (0xDC00...0xDFFF).contains(second) else {
        throw error("unpaired surrogate in \\u escape")
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else {
      throw error("unpaired surrogate in \\u escape")
    }
    return scalar
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard offset + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hexadecimal digits after \\u") }
    offset += 4
    return value
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

  /// The current character for messages: `'}'`, `the end of the text`.
  func describeCurrent() -> String {
    guard offset < bytes.count else { return "the end of the text" }
    let byte = bytes[offset]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  /// An error at the current offset, with its line and column.
  func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let column =
      String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
    return JSONSyntaxError(line: line, column: column, message: message)
  }
}
