// JSON values written as Swift literals, for the grid-tree keys that hold free JSON
// (`action-data`, the borderlines): `["color": "#ccc", "thick": 1]`. `null` is `.null`: a
// type other than Optional should not be `nil`.

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }

  /// A number.
  public init(integerLiteral value: Int) {
    self = .number(Double(value))
  }

  /// A number.
  public init(floatLiteral value: Double) {
    self = .number(value)
  }

  /// A string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }

  /// An array.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }

  /// An object, its keys in the order written.
  ///
  /// - Precondition: no key twice (as the JSON reader requires).
  public init(dictionaryLiteral members: (String, JSONValue)...) {
    precondition(
      Set(members.map(\.0)).count == members.count, "a JSON object has no key twice")
    self = .object(members.map { JSONValue.Member($0.0, $0.1) })
  }
}
