/// Fitting labels into boxes.
///
/// Labels use a monospace font, so a label's width is known without
/// measuring: each character advances ``advance`` em (DejaVu Sans Mono, Menlo and Consolas
/// advance 0.6 em; the extra is a margin).
enum SVGText {
  /// Character advance in em, a little over the fonts' 0.6.
  static let advance = 0.62
  /// Line height in em.
  static let lineHeight = 1.2
  /// The font stack of every label.
  static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"

  /// A label's lines and the font size that fits them in a box.
  struct Fitted: Equatable {
    /// The lines, top to bottom (the label wrapped, or truncated with `…`).
    var lines: [String]
    /// The font size in layout points.
    var fontSize: Double

    /// The width of the longest line.
    var width: Double {
      Double(lines.map(\.count).max() ?? 0) * fontSize * SVGText.advance
    }
    /// The height of all lines.
    var height: Double { Double(lines.count) * fontSize * SVGText.lineHeight }
  }

  /// The box text covers when ``SVGCanvas`` draws `lines` with its first baseline at `y`,
  /// anchored at `x` (`start`, `middle` or `end`): each character ``advance`` em wide, the
  /// first line's top 0.95 em above its baseline, ``lineHeight`` em a line.
  static func box(
    _ lines: [String], x: Double, y: Double, fontSize: Double, anchor: String
  ) -> Rect {
    let width = Double(lines.map(\.count).max() ?? 0) * advance * fontSize
    let left =
      switch anchor {
      case "start": x
      case "end": x - width
      default: x - width / 2
      }
    return Rect(
      x: left, y: y - 0.95 * fontSize, width: width,
      height: Double(lines.count) * lineHeight * fontSize)
  }

  /// The largest font, at most `maxFont`, at which `text` fits in `width` × `height`.
  ///
  /// The label takes one to three lines, broken where a camel-case word or a path component
  /// starts (a word is cut only when one line would be hard to read). When even that is below
  /// `minFont`: one line at `minFont`, truncated with `…`; `nil` when not two characters fit.
  static func fit(
    _ text: String, width: Double, height: Double, maxFont: Double, minFont: Double
  ) -> Fitted? {
    let characters = Array(text)
    guard !characters.isEmpty, width > 0, height > 0, maxFont > 0 else { return nil }
    var best: Fitted?
    for count in 1...min(3, characters.count) {
      let (lines, atWords) = split(characters, into: count)
      let longest = Double(lines.map(\.count).max() ?? 1)
      let font = min(
        maxFont, width / (advance * longest), height / (lineHeight * Double(count)))
      // Another line only when it makes the label clearly larger, and a word cut in two only
      // when one line would be hard to read.
      let better = best.map { font > $0.fontSize * 1.15 } ?? true
      let readable = best.map { $0.fontSize >= maxFont * 0.3 } ?? false
      if better && (atWords || !readable) {
        best = Fitted(lines: lines, fontSize: font)
      }
    }
    if let best, best.fontSize >= minFont { return best }
    guard height >= minFont else { return nil }
    let fitting = whole(width / (advance * minFont), atMost: characters.count + 1)
    guard fitting >= 2 else { return nil }
    if fitting >= characters.count { return Fitted(lines: [text], fontSize: minFont) }
    return Fitted(lines: [String(characters.prefix(fitting - 1)) + "…"], fontSize: minFont)
  }

  /// `value` rounded down, between 0 and `limit`: a count of characters from a ratio of
  /// lengths that may be huge, infinite or not a number, never trapping as `Int(_:)` would.
  static func whole(_ value: Double, atMost limit: Int) -> Int {
    guard value >= 0 else { return 0 }  // also NaN
    guard value < Double(limit) else { return limit }
    return Int(value.rounded(.down))
  }

  /// `characters` in `count` lines of about equal length, each break moved up to three
  /// characters to where a word starts (`navOverview` → `nav` `Overview`, `a.b` → `a.` `b`),
  /// and whether every break is at a word.
  static func split(_ characters: [Character], into count: Int) -> (lines: [String], atWords: Bool)
  {
    guard count > 1 else { return ([String(characters)], true) }
    var breaks: [Int] = []
    var atWords = true
    var previous = 0
    for line in 1..<count {
      let ideal = (characters.count * line + count / 2) / count
      var chosen: Int?
      for offset in [0, -1, 1, -2, 2, -3, 3] {
        let position = ideal + offset
        if position > previous, position < characters.count,
          startsWord(characters, at: position)
        {
          chosen = position
          break
        }
      }
      if chosen == nil { atWords = false }
      var position = chosen ?? ideal
      position = min(max(position, previous + 1), characters.count - (count - line))
      breaks.append(position)
      previous = position
    }
    var lines: [String] = []
    var start = 0
    for end in breaks + [characters.count] {
      lines.append(String(characters[start..<end]))
      start = end
    }
    return (lines, atWords)
  }

  /// Whether a line may start at `position`: an upper-case letter after a lower-case one or a
  /// digit, a `[`, or anything after a separator.
  private static func startsWord(_ characters: [Character], at position: Int) -> Bool {
    let before = characters[position - 1]
    let here = characters[position]
    if "._-/:( ".contains(before) { return true }
    if here == "[" { return true }
    return here.isUppercase && (before.isLowercase || before.isNumber)
  }
}
