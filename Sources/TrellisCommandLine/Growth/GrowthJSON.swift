import Trellis

/// A JSON value written as text: the growth families build their documents as JSON, the way a
/// program outside Trellis would, so the reader checks every one of them.
enum GrowthJSON {
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  case array([GrowthJSON])
  case object([(String, GrowthJSON)])

  /// The value as compact JSON text.
  var text: String {
    var text = ""
    write(into: &text)
    return text
  }

  /// Appends the value to `text`.
  func write(into text: inout String) {
    switch self {
    case .number(let value): text += LayoutAnswer.number(value)
    case .string(let value): Self.write(string: value, into: &text)
    case .bool(let value): text += value ? "true" : "false"
    case .null: text += "null"
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += "," }
        Self.write(string: key, into: &text)
        text += ":"
        value.write(into: &text)
      }
      text += "}"
    }
  }

  /// A string literal, escaped.
  static func write(string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

extension GrowthJSON: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral,
  ExpressibleByBooleanLiteral
{
  init(floatLiteral value: Double) { self = .number(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(stringLiteral value: String) { self = .string(value) }
  init(arrayLiteral elements: GrowthJSON...) { self = .array(elements) }
  init(nilLiteral: ()) { self = .null }
  init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// The pieces of a growth document.
enum GrowthDocument {
  /// A user constraint.
  struct Rule {
    var id: String
    var expr: String
    var strength: String
    var weight: Double?

    init(_ id: String, _ expr: String, _ strength: String = "required", weight: Double? = nil) {
      (self.id, self.expr, self.strength, self.weight) = (id, expr, strength, weight)
    }

    var json: GrowthJSON {
      var members: [(String, GrowthJSON)] = [
        ("id", .string(id)), ("expr", .string(expr)), ("strength", .string(strength)),
      ]
      if let weight { members.append(("weight", .number(weight))) }
      return .object(members)
    }
  }

  /// An item `id` of desired size `width` × `height`, with more keys.
  static func item(
    _ id: String, _ width: Double, _ height: Double, _ keys: [(String, GrowthJSON)] = []
  ) -> GrowthJSON {
    .object([("id", .string(id)), ("desired", [.number(width), .number(height)])] + keys)
  }

  /// A container of kind `layout` (`horizontal`, `vertical`, `stack`, `grid`).
  static func container(
    _ layout: String, id: String?, _ keys: [(String, GrowthJSON)] = [], children: [GrowthJSON]
  ) -> GrowthJSON {
    var members: [(String, GrowthJSON)] = [("layout", .string(layout))]
    if let id { members.append(("id", .string(id))) }
    return .object(members + keys + [("children", .array(children))])
  }

  /// A length, or `null` for a measured axis.
  static func length(_ value: Double?) -> GrowthJSON {
    value.map { .number($0) } ?? .null
  }

  /// A whole document.
  static func document(
    size: (Double?, Double?), root: GrowthJSON, rounding: String? = nil,
    constraints: [Rule] = [], groups: [(String, [String])] = [],
    ruleStrengths: [(String, String)] = []
  ) -> GrowthJSON {
    var members: [(String, GrowthJSON)] = [
      ("trellis", 1), ("size", [length(size.0), length(size.1)]),
    ]
    if let rounding { members.append(("rounding", .string(rounding))) }
    members.append(("root", root))
    if !constraints.isEmpty { members.append(("constraints", .array(constraints.map(\.json)))) }
    if !groups.isEmpty {
      members.append(
        ("groups", .object(groups.map { ($0.0, .array($0.1.map { .string($0) })) })))
    }
    if !ruleStrengths.isEmpty {
      members.append(("ruleStrengths", .object(ruleStrengths.map { ($0.0, .string($0.1)) })))
    }
    return .object(members)
  }
}
