import TrellisCore

/// Readable names for the variables and rows of a compiled axis, derived from the container's
/// id or JSON path: `main.col[2].width`, `main.col.sum`, `main.col.stretch`.
///
/// Without naming (solving, where names are never shown) every name is short and
/// allocation-free (`s3`, `g3`, `sum`).
struct AxisProgramNames {
  /// The prefix: the container, `.measure` for a measurement, and the axis word.
  private(set) var prefix: String
  /// `col`, `row`, `item`.
  let track: String
  /// `width` or `height`.
  let length: String
  /// The leading and trailing margin names.
  let margins: (String, String)
  /// Whether names are readable (`false`: short names).
  let readable: Bool
  /// Each segment's kind.
  let kinds: [AxisProblem.Segment.Kind]
  /// The ordinal of each segment among the segments of its kind.
  let ordinals: [Int]

  /// The names of `problem`'s program: readable ones prefixed with `block` (its container and
  /// axis), or short ones without it.
  init(problem: AxisProblem, block: String?) {
    kinds = problem.segments.map(\.kind)
    if let tracks = problem.spans?.tracks, !tracks.isEmpty {
      // A spanning step's segments, named by their tracks in the grid.
      ordinals = tracks
    } else {
      var counts = [0, 0, 0]
      ordinals = kinds.map { kind in
        let slot = kind == .margin ? 0 : kind == .cell ? 1 : 2
        counts[slot] += 1
        return counts[slot] - 1
      }
    }
    guard let block else {
      (prefix, track, length, margins, readable) = ("", "", "", ("", ""), false)
      return
    }
    readable = true
    prefix = block
    let horizontal = problem.source.axis == .horizontal
    track = problem.source.kind.hasTracks ? (horizontal ? "col" : "row") : "item"
    length = horizontal ? "width" : "height"
    margins = horizontal ? ("left", "right") : ("top", "bottom")
  }

  /// The same names for a later stage of the same axis (`main.x.crop.item[0].width`).
  func stage(_ word: String) -> AxisProgramNames {
    guard readable else { return self }
    var names = self
    names.prefix = "\(prefix).\(word)"
    return names
  }

  /// Short solving names, made once: `s0`, `s1`, … (small strings, stored inline).
  static let shortSizeNames = (0..<1024).map { shortName("s", $0) }
  /// Short solving row names: `r0`, `r1`, ….
  static let shortRowNames = (0..<1024).map { shortName("r", $0) }

  /// `letter` and the digits of `index` (`s12`), written as bytes: a string this short is
  /// stored inline, so it is made without the allocations and the generic path of
  /// interpolation (the tables' 2,048 names cost a process about 0.9 M instructions that way).
  static func shortName(_ letter: Unicode.Scalar, _ index: Int) -> String {
    DecimalText.withDigits(of: UInt64(index)) { digits in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digits.count + 1) { bytes in
        bytes[0] = UInt8(ascii: letter)
        for (position, digit) in digits.enumerated() { bytes[position + 1] = digit }
        return String(decoding: UnsafeBufferPointer(bytes), as: UTF8.self)
      }
    }
  }

  /// The name of segment `index`'s size (a cell's ends with its length word).
  func size(_ index: Int) -> String {
    guard readable else {
      return index < Self.shortSizeNames.count
        ? Self.shortSizeNames[index] : Self.shortName("s", index)
    }
    return kinds[index] == .cell ? "\(segment(index)).\(length)" : segment(index)
  }

  /// The name of a row about segment `index` (`grow`, `fair`, `crop`).
  func segmentRow(_ index: Int, _ rule: String) -> String {
    guard readable else {
      // One rule per segment and stage, so the index alone is unique.
      return index < Self.shortRowNames.count
        ? Self.shortRowNames[index] : Self.shortName("r", index)
    }
    return "\(segment(index)).\(rule)"
  }

  /// Segment `index`'s number among the segments of its kind (a spanning step's segment: its
  /// track's in the grid).
  func ordinal(_ index: Int) -> Int { ordinals[index] }

  /// A readable segment's name without a length or rule word (`main.x.col[2]`).
  private func segment(_ index: Int) -> String {
    let ordinal = ordinals[index]
    switch kinds[index] {
    case .margin: return "\(prefix).margin.\(ordinal == 0 ? margins.0 : margins.1)"
    case .cell: return "\(prefix).\(track)[\(ordinal)]"
    case .spacing: return "\(prefix).\(track)gap[\(ordinal)]"
    }
  }

  /// The name of a quantity of the whole axis (`sum`, `stretch`, `lost`, `scale`).
  func axis(_ word: String) -> String {
    readable ? "\(prefix).\(track).\(word)" : word
  }

  /// A block's name: the container's id or JSON path ``sanitized(_:)``, the step when the
  /// block is not the container's layout (`measure`, `spans`, `limits`), and the axis letter
  /// (`main.x`).
  static func block(_ container: String, _ axis: Axis, step: String? = nil) -> String {
    sanitized(container) + (step.map { ".\($0)" } ?? "") + (axis == .horizontal ? ".x" : ".y")
  }

  /// A valid LP name for a container id or JSON path: characters GLPK's LP format cannot
  /// carry become `_`, a leading digit, `.`, `-` or `~` gets an `n` in front, and long names
  /// are cut (the solver makes block names unique).
  static func sanitized(_ name: String) -> String {
    var bytes = Array(name.utf8).map {
      LinearProgram.isAllowedNameByte($0) ? $0 : UInt8(ascii: "_")
    }
    if bytes.isEmpty { bytes = Array("container".utf8) }
    if let first = bytes.first,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: ".")
        || first == UInt8(ascii: "-") || first == UInt8(ascii: "~")
    {
      bytes.insert(UInt8(ascii: "n"), at: 0)
    }
    if bytes.count > 160 { bytes = Array(bytes.prefix(160)) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
