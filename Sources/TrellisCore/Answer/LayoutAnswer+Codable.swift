/// The answer as `Codable`: exactly the answer's JSON, the keys and numbers
/// ``LayoutAnswer/json()`` writes (that writer stays the CLI's: it is faster and lays the text
/// out the same way every time; these conformances are for library users).
///
/// ```swift
/// let encoder = JSONEncoder()
/// encoder.outputFormatting = [.sortedKeys]
/// let data = try encoder.encode(answer)
/// let back = try JSONDecoder().decode(LayoutAnswer.self, from: data)   // == answer
/// ```
///
/// Numbers are written as ``LayoutAnswer/json()`` writes them, `-0` as `0`. Decoding reads any
/// answer `trellis solve` prints and ignores keys it does not know (keys may be added); `cells`,
/// `conflict` and `relaxed` are written only when not empty, as ``LayoutAnswer/json()`` does. A
/// decoded answer's frames are by id only: the frames of nodes without an id are not in the JSON
/// (``FrameTable/subscript(node:)`` is `nil`).
extension LayoutAnswer: Codable {
  /// The keys of the answer's JSON.
  enum CodingKeys: String, CodingKey {
    case cells, conflict, diagnostics, engine, frames, relaxed, size, tracks, trellis
  }

  /// Reads an answer.
  ///
  /// - Throws: `DecodingError` when a key the answer requires (`trellis`, `engine`, `size`,
  ///   `frames`) is missing, when `trellis` is not 1, or when a value has the wrong shape (a
  ///   frame that is not four numbers, an unknown engine or severity).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .trellis)
    guard version == 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .trellis, in: container, debugDescription: "format version \(version), not 1")
    }
    var size = try container.nestedUnkeyedContainer(forKey: .size)
    let width = try size.decode(Double.self)
    let height = try size.decode(Double.self)
    guard size.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: size, debugDescription: "a size is [width, height]")
    }
    self.init(
      engine: try container.decode(Engine.self, forKey: .engine),
      size: AxisPair(width, height),
      frames: try container.decode(FrameTable.self, forKey: .frames),
      tracks: try container.decodeIfPresent([String: GridTracks].self, forKey: .tracks) ?? [:],
      cells: try container.decodeIfPresent([String: [Rect]].self, forKey: .cells) ?? [:],
      diagnostics: try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics) ?? [])
    relaxed = try container.decodeIfPresent([RelaxedRule].self, forKey: .relaxed) ?? []
    conflict = try container.decodeIfPresent(RuleConflict.self, forKey: .conflict)
  }

  /// Writes the answer with the keys ``json()`` writes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !cells.isEmpty { try container.encode(cells, forKey: .cells) }
    try container.encodeIfPresent(conflict, forKey: .conflict)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encode(engine, forKey: .engine)
    try container.encode(frames, forKey: .frames)
    if !relaxed.isEmpty { try container.encode(relaxed, forKey: .relaxed) }
    try container.encode(
      [size.horizontal.withoutNegativeZero, size.vertical.withoutNegativeZero], forKey: .size)
    try container.encode(tracks, forKey: .tracks)
    try container.encode(1, forKey: .trellis)
  }
}

extension LayoutAnswer.Track: Codable {
  /// Reads `[offset, length]`.
  ///
  /// - Throws: `DecodingError` unless the value is an array of exactly two numbers.
  public init(from decoder: any Decoder) throws {
    var pair = try decoder.unkeyedContainer()
    let offset = try pair.decode(Double.self)
    let length = try pair.decode(Double.self)
    guard pair.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: pair, debugDescription: "a track is [offset, length]")
    }
    self.init(offset: offset, length: length)
  }

  /// Writes `[offset, length]`.
  public func encode(to encoder: any Encoder) throws {
    var pair = encoder.unkeyedContainer()
    try pair.encode(offset.withoutNegativeZero)
    try pair.encode(length.withoutNegativeZero)
  }
}

extension Rect: Codable {
  /// Reads `[x, y, w, h]`.
  ///
  /// - Throws: `DecodingError` unless the value is an array of exactly four numbers.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let x = try values.decode(Double.self)
    let y = try values.decode(Double.self)
    let width = try values.decode(Double.self)
    let height = try values.decode(Double.self)
    guard values.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: values, debugDescription: "a frame is [x, y, w, h]")
    }
    self.init(x: x, y: y, width: width, height: height)
  }

  /// Writes `[x, y, w, h]`.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    try values.encode(x.withoutNegativeZero)
    try values.encode(y.withoutNegativeZero)
    try values.encode(width.withoutNegativeZero)
    try values.encode(height.withoutNegativeZero)
  }
}

extension LayoutConstraint.Strength: Codable {}

extension FrameTable: Codable {
  /// An id as a key.
  struct IdKey: CodingKey {
    var stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  /// Reads `{"id": [x, y, w, h], …}`.
  ///
  /// - Throws: `DecodingError` unless every value is a frame.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: IdKey.self)
    var frames: [String: Rect] = [:]
    for key in container.allKeys {
      frames[key.stringValue] = try container.decode(Rect.self, forKey: key)
    }
    self.init(frames)
  }

  /// Writes `{"id": [x, y, w, h], …}`, ids in document order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: IdKey.self)
    for (id, frame) in self {
      try container.encode(frame, forKey: IdKey(stringValue: id))
    }
  }
}

extension Double {
  /// The value with `-0` as `0`, as the answer's JSON writes it.
  var withoutNegativeZero: Double { self == 0 ? 0 : self }
}
