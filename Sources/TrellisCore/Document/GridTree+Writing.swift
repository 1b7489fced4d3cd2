extension GridTreeNode {
  /// The grid as its JSON description: `size` always (ratios as `"N%"`), other keys only
  /// when not the default, `spacing` for either spacing key; reading it back gives the same
  /// grid.
  public var json: JSONValue {
    var members: [JSONValue.Member] = []
    if overlap == nil {
      members.append(.init("size", numericSize.map(JSONValue.string) ?? measureJSON))
    }
    if padding != Insets() {
      let sides = [padding.top, padding.left, padding.bottom, padding.right]
      members.append(
        .init("padding", .string("{" + sides.map(LayoutAnswer.number).joined(separator: ",") + "}"))
      )
    }
    if spacing != 0 { members.append(.init("spacing", .number(spacing))) }
    if placeholder { members.append(.init("placeholder", .bool(true))) }
    if let overlap {
      members.append(.init("overlap", .string(overlap.joined(separator: "|"))))
      if gravity != overlap {
        members.append(.init("gravity", .string(gravity.joined(separator: "|"))))
      }
    } else {
      if anchor { members.append(.init("anchor", .bool(true))) }
      if !gravity.isEmpty {
        members.append(.init("gravity", .string(gravity.joined(separator: "|"))))
      }
    }
    if tag != 0 { members.append(.init("tag", .number(Double(tag)))) }
    if let action { members.append(.init("action", .string(action))) }
    if let actionData { members.append(.init("action-data", actionData)) }
    for key in ["top-borderline", "left-borderline", "bottom-borderline", "right-borderline"] {
      if let line = borderlines[key] { members.append(.init(key, line)) }
    }
    if let direction {
      members.append(.init(direction.rawValue, .array(children.map(\.json))))
    }
    return .object(members)
  }

  /// The measure as JSON: points as a number, ratios as `"N%"` / `"-N%"`.
  var measureJSON: JSONValue {
    switch measure {
    case .points(let points): .number(points)
    case .ratio(let m): .string("\(Self.percent(m))%")
    case .remaining(let m): .string("-\(Self.percent(m))%")
    case .wrap: .string("wrap")
    case .fill: .string("fill")
    }
  }

  /// The shortest percentage that reads back as `ratio` (`0.3` → `30`, not
  /// `30.000000000000004`).
  static func percent(_ ratio: Double) -> String {
    var scale = 1.0
    for _ in 0...17 {
      let candidate = (ratio * 100 * scale).rounded() / scale
      if candidate / 100 == ratio { return LayoutAnswer.number(candidate) }
      scale *= 10
    }
    return LayoutAnswer.number(ratio * 100)
  }
}
