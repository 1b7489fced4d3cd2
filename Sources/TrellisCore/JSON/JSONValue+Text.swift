extension JSONValue: CustomStringConvertible {
  /// The value as compact JSON text, as ``text()`` writes it: `print(document.json)` prints
  /// JSON.
  public var description: String { text() }

  /// The value as compact JSON text, keys in their stored order, numbers exact (integers
  /// without a decimal point).
  ///
  /// - Complexity: O(size of the value).
  public func text() -> String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += LayoutAnswer.number(number)
    case .string(let text): out += LayoutAnswer.quoted(text)
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += ", " }
        element.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += ", " }
        out += LayoutAnswer.quoted(member.key) + ": "
        member.value.write(into: &out)
      }
      out += "}"
    }
  }
}

extension JSONValue: Codable {
  /// Decodes any JSON value; object keys come out sorted (decoders do not keep their order).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let elements = try? container.decode([JSONValue].self) {
      self = .array(elements)
    } else {
      let members = try container.decode([String: JSONValue].self)
      self = .object(members.sorted { $0.key < $1.key }.map { Member($0.key, $0.value) })
    }
  }

  /// Encodes the value (object keys in stored order where the encoder keeps order).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let flag): try container.encode(flag)
    case .number(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    case .array(let elements): try container.encode(elements)
    case .object(let members):
      try container.encode(Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) }))
    }
  }
}
