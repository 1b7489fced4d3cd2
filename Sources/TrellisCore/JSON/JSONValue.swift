/// A JSON value as Trellis reads and writes it: objects keep their keys in document order, so
/// errors and re-serialised documents are deterministic.
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (JSON numbers are read as `Double`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in document order (no key twice: the parser rejects duplicates).
  case object([Member])

  /// One key–value pair of an object.
  public struct Member: Equatable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Makes a member.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value of `key` when this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The JSON type's name, for error messages: `null`, `a boolean`, `a number`, ….
  package var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
