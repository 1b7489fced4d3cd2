/// Numbers written as ASCII bytes, for the writers that build text without `String`
/// interpolation (the JSON answer, diagnostic messages, JSON paths, short program names).
package enum DecimalText {
  /// Calls `body` with the decimal digits of `magnitude`, written on the stack.
  ///
  /// - Complexity: O(digits).
  @inline(__always)
  package static func withDigits<Result>(
    of magnitude: UInt64, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result {
    var magnitude = magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for any UInt64's 20 digits
    return withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      return body(UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
  }
}

/// A text writer that writes a length as ``LayoutAnswer/number(_:)`` does, from its own byte
/// appends.
protocol DecimalWriting: TextOutputStream {
  /// Appends bytes of ASCII text.
  mutating func append(bytes: UnsafeRawBufferPointer)
}

extension DecimalWriting {
  /// Appends `value` as ``LayoutAnswer/number(_:)`` writes it: `0`, a whole number's digits,
  /// or the shortest text that reads back as `value`.
  mutating func number(_ value: Double) {
    if value == 0 {
      append(integer: 0)
    } else if value == value.rounded(), abs(value) < 1e15 {
      append(integer: Int64(value))
    } else {
      value.write(to: &self)
    }
  }

  /// Appends an integer's decimal digits, with a `-` when it is negative.
  mutating func append(integer value: Int64) {
    if value < 0 { withUnsafeBytes(of: UInt8(ascii: "-")) { append(bytes: $0) } }
    DecimalText.withDigits(of: value.magnitude) { append(bytes: $0) }
  }
}
