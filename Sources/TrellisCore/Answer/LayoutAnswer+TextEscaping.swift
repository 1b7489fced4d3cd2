extension LayoutAnswer {
  /// `text` with its control characters written as escapes, for a text table.
  ///
  /// `\n`, `\r` and `\t` stand for themselves, `\u{1B}` for the other C0 and C1 controls,
  /// DEL and the line and paragraph separators. An id holding a line break then keeps its table (and a
  /// terminal its state); every other character is kept as it is, a backslash included.
  ///
  /// - Complexity: O(`text`'s length).
  public static func textEscaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where needsEscape(scalar):
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `scalar` is escaped by ``textEscaped(_:)``.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }
}
