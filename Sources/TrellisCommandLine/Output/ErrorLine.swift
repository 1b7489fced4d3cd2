import Trellis

/// The one line an error prints on stderr: `error: <where>: <message>`, readable whatever
/// the input held.
///
/// Control characters are escaped (`\n`, `\u{1B}`), so the line stays one line; `<where>` is
/// cut to ``whereLimit`` characters and the message to ``messageLimit``, the middle
/// replaced by `…`, so a 1 MB number or id quoted by a message stays a readable line.
enum ErrorLine {
  /// The longest `<where>` printed, in characters.
  static let whereLimit = 160
  /// The longest message printed, in characters.
  static let messageLimit = 320

  /// `error: <where>: <message>`, escaped and cut; `<where>` is the `file` (when given)
  /// and the `location` in it.
  static func format(file: String? = nil, _ location: String, _ message: String) -> String {
    let place = [file, location].compactMap { $0 }.map { quote($0, limit: whereLimit) }
    return "error: \(place.joined(separator: ": ")): \(quote(message, limit: messageLimit))"
  }

  /// `text` with control characters escaped (`LayoutAnswer.textEscaped(_:)`) and a file
  /// name's bytes that are not UTF-8 as `\xFF` (``FileName/shown(_:)``), cut to `limit`
  /// characters in the middle.
  static func quote(_ text: String, limit: Int = whereLimit) -> String {
    clip(LayoutAnswer.textEscaped(FileName.shown(text)), limit: limit)
  }

  /// `text` cut to `limit` characters: its start, `…` and its last quarter.
  static func clip(_ text: String, limit: Int = messageLimit) -> String {
    guard text.utf8.count > limit, text.count > limit else { return text }
    let tail = limit / 4
    return text.prefix(limit - tail - 1) + "…" + text.suffix(tail)
  }
}
