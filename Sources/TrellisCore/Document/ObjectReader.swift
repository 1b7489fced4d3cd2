/// Reads the members of one JSON object with its path, checking types and ranges, and
/// reporting keys nobody asked for.
struct ObjectReader {
  /// The object's JSON path.
  let path: String
  /// The members, in document order.
  let members: [JSONValue.Member]
  /// The keys read so far.
  private var used = Set<String>()

  /// Starts reading `value`, which must be an object.
  init(_ value: JSONValue, path: String) throws(DocumentError) {
    guard case .object(let members) = value else {
      throw DocumentError(path: path, message: "must be an object, got \(value.typeDescription)")
    }
    self.path = path
    self.members = members
  }

  /// The path of a member.
  func path(of key: String) -> String { path.isEmpty || path == "$" ? key : "\(path).\(key)" }

  /// The raw value of a member, marking it read.
  mutating func value(_ key: String) -> JSONValue? {
    used.insert(key)
    return members.first { $0.key == key }?.value
  }

  /// Whether the object has a key (does not mark it read).
  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// Throws for the first key that was not read.
  func finish(allowed: String) throws(DocumentError) {
    if let unknown = members.first(where: { !used.contains($0.key) }) {
      throw DocumentError(
        path: path(of: unknown.key), message: "unknown key (expected one of: \(allowed))")
    }
  }

  /// A number member, optionally checked against a lower bound.
  mutating func number(
    _ key: String, atLeast minimum: Double? = nil, above: Double? = nil
  ) throws(DocumentError) -> Double? {
    guard let value = value(key) else { return nil }
    return try Self.number(value, path: path(of: key), atLeast: minimum, above: above)
  }

  /// A boolean member.
  mutating func bool(_ key: String) throws(DocumentError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else {
      throw DocumentError(
        path: path(of: key), message: "must be true or false, got \(value.typeDescription)")
    }
    return flag
  }

  /// A string member.
  mutating func string(_ key: String) throws(DocumentError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw DocumentError(
        path: path(of: key), message: "must be a string, got \(value.typeDescription)")
    }
    return text
  }

  /// An array member.
  mutating func array(_ key: String) throws(DocumentError) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw DocumentError(
        path: path(of: key), message: "must be an array, got \(value.typeDescription)")
    }
    return elements
  }

  /// An array member read element by element, each with its path (`key[i]`).
  mutating func list<T>(
    _ key: String, _ element: (JSONValue, String) throws(DocumentError) -> T
  ) throws(DocumentError) -> [T]? {
    guard let elements = try array(key) else { return nil }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, value) in elements.enumerated() {
      result.append(try element(value, "\(path(of: key))[\(index)]"))
    }
    return result
  }

  /// A non-negative integer member.
  mutating func count(_ key: String) throws(DocumentError) -> Int? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value, number >= 0, number == number.rounded(),
      number <= 1_000_000_000
    else {
      throw DocumentError(
        path: path(of: key), message: "must be a whole number ≥ 0, got \(Self.show(value))")
    }
    return Int(number)
  }

  /// Checks that a value is a number in range.
  static func number(
    _ value: JSONValue, path: String, atLeast minimum: Double? = nil, above: Double? = nil,
    checksRange: Bool = true
  ) throws(DocumentError) -> Double {
    guard case .number(let number) = value else {
      let expected =
        minimum.map { "a number ≥ \(show($0))" } ?? above.map { "a number > \(show($0))" }
        ?? "a number"
      throw DocumentError(path: path, message: "must be \(expected), got \(show(value))")
    }
    try check(number, path: path, atLeast: minimum, above: above, checksRange: checksRange)
    return number
  }

  /// Checks a number against a lower bound and the document range: the one place these
  /// messages are made, for the reader and for ``LayoutDocument/validate()`` alike.
  ///
  /// NaN and infinities fail the range check.
  static func check(
    _ number: Double, path: @autoclosure () -> String, atLeast minimum: Double? = nil,
    above: Double? = nil, checksRange: Bool = true
  ) throws(DocumentError) {
    if let minimum, number < minimum {
      throw DocumentError(
        path: path(), message: "must be a number ≥ \(show(minimum)), got \(show(number))")
    }
    if checksRange && !DocumentLimits.isInRange(number) {
      throw DocumentError(path: path(), message: DocumentLimits.rangeMessage(show(number)))
    }
    if let above, number <= above {
      throw DocumentError(
        path: path(), message: "must be a number > \(show(above)), got \(show(number))")
    }
  }

  /// A value as it appears in messages: numbers without `.0`, strings quoted.
  static func show(_ value: JSONValue) -> String {
    switch value {
    case .number(let number): show(number)
    case .string(let text): "\"\(text)\""
    case .bool(let flag): "\(flag)"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A number as it appears in messages (as in answers: integers without `.0`).
  static func show(_ number: Double) -> String { LayoutAnswer.number(number) }
}
