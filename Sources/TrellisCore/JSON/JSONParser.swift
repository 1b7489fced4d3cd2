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

  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0

  /// Parses one JSON value that makes up the whole text.
  ///
  /// - Parameter text: the JSON text.
  /// - Returns: the value.
  /// - Throws: ``JSONSyntaxError`` at the first error, with its line and column.
  /// - Complexity: O(length of the text).
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.offset < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the document")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
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

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
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

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
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

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = offset
    func digits(_ parser: inout JSONParser) -> Int {
      let from = parser.offset
      while parser.offset < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
      {
        parser.offset += 1
      }
      return parser.offset - from
    }
    if peek(UInt8(ascii: "-")) { offset += 1 }
    if peek(UInt8(ascii: "0")) {
      offset += 1
    } else if digits(&self) == 0 {
      throw error("expected a digit, found \(describeCurrent())")
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      guard digits(&self) > 0 else {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      guard digits(&self) > 0 else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      offset = start
      // A number of a million digits is quoted by its start and length, not whole.
      let shown =
        text.utf8.count > 80 ? "\(text.prefix(60))… (\(text.utf8.count) characters)" : text
      throw error("number \(shown) is out of range")
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    offset += 1  // the opening quote
    var run = offset  // start of the current run of plain bytes
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

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

  /// The current character for messages: `'}'`, `the end of the text`.
  private func describeCurrent() -> String {
    guard offset < bytes.count else { return "the end of the text" }
    let byte = bytes[offset]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  /// An error at the current offset, with its line and column.
  private func error(_ message: String) -> JSONSyntaxError {
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
