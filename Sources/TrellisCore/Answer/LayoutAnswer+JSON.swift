extension LayoutAnswer {
  /// The answer as JSON: keys sorted, numbers written exactly (integers without
  /// a decimal point), so the same answer always gives the same bytes.
  ///
  /// - Returns: the JSON text, one top-level key per line.
  /// - Complexity: O(frames + tracks), plus sorting the ids.
  public func json() -> String {
    String(decoding: jsonBytes(), as: UTF8.self)
  }

  /// A number as JSON: integers without `.0`, others as the shortest exact decimal; `-0` as `0`.
  package static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A string as a JSON string literal (quotes, backslashes and control characters escaped).
  package static func quoted(_ text: String) -> String {
    // Most ids, paths and messages need no escape: one scan of their bytes, one copy.
    if !text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) {
      return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count)
          + String(c.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The frames as an aligned text table: `id  x  y  w  h`, ids sorted.
  ///
  /// Then, after a blank line, each diagnostic as `warning root.children[0]: content
  /// needs …`. Control characters in ids, paths and messages are escaped
  /// (``textEscaped(_:)``).
  public func table() -> String {
    let rows = frames.sorted { $0.key < $1.key }.map { id, rect in
      [
        Self.textEscaped(id), Self.number(rect.x), Self.number(rect.y), Self.number(rect.width),
        Self.number(rect.height),
      ]
    }
    let header = ["id", "x", "y", "w", "h"]
    let all = [header] + rows
    let widths = (0..<5).map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == 0
          ? cell + String(repeating: " ", count: widths[0] - cell.count)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
      + (diagnostics.isEmpty
        ? ""
        : "\n"
          + diagnostics.map {
            Self.textEscaped("\($0.severity.rawValue) \($0.path): \($0.message)") + "\n"
          }.joined())
  }
}
