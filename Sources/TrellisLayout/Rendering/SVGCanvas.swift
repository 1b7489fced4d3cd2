/// The SVG elements of a picture, collected in layers drawn bottom to top.
///
/// Coordinates are the layout's own (root coordinates); ``SVGRenderer`` shifts the whole
/// layout group to make room for labels around it.
struct SVGCanvas {
  /// The layers, bottom to top.
  enum Layer: Int, CaseIterable {
    /// Container outlines and fills.
    case containers
    /// Shaded margins, paddings and spacings.
    case shading
    /// Grid-tree cells and track lines.
    case lines
    /// Item rectangles.
    case items
    /// Item and container labels, track sizes.
    case labels
    /// Rules that gave way.
    case highlights
  }

  /// The elements of each layer, already written.
  private(set) var layers = [[String]](repeating: [], count: Layer.allCases.count)

  /// The boxes of what the labels layer holds (text as ``SVGText`` estimates it) and of
  /// whatever else was reserved: what badges and the labels of zero-size items are placed
  /// clear of.
  private(set) var reserved: [Rect] = []

  /// Keeps `rect` clear of badges and of zero-size items' labels placed later.
  mutating func reserve(_ rect: Rect) {
    reserved.append(rect)
  }

  /// Adds a written element to `layer`.
  mutating func add(_ element: String, to layer: Layer) {
    layers[layer.rawValue].append(element)
  }

  /// Adds a rectangle at exactly `rect` (numbers written in full); nothing for a non-finite one.
  mutating func rect(
    _ rect: Rect, to layer: Layer, attributes: [(String, String)], title: String? = nil
  ) {
    guard [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
    let geometry = [
      ("x", LayoutAnswer.number(rect.x)), ("y", LayoutAnswer.number(rect.y)),
      ("width", LayoutAnswer.number(max(0, rect.width))),
      ("height", LayoutAnswer.number(max(0, rect.height))),
    ]
    add(Self.element("rect", attributes + geometry, title: title), to: layer)
    if layer == .labels { reserve(rect) }
  }

  /// Adds a line from `(x1, y1)` to `(x2, y2)`.
  mutating func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to layer: Layer,
    attributes: [(String, String)]
  ) {
    guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return }
    let geometry = [
      ("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)),
      ("y2", Self.number(y2)),
    ]
    add(Self.element("line", attributes + geometry), to: layer)
  }

  /// Adds text: one `<tspan>` a line, the first baseline at `y`, centred on `x` unless
  /// `anchor` says otherwise.
  mutating func text(
    _ lines: [String], x: Double, y: Double, fontSize: Double, to layer: Layer,
    attributes: [(String, String)], anchor: String = "middle"
  ) {
    guard !lines.isEmpty, x.isFinite, y.isFinite, fontSize.isFinite, fontSize > 0 else { return }
    var out =
      "<text"
      + Self.attributes(
        attributes + [
          ("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(fontSize)),
          ("text-anchor", anchor),
        ]) + ">"
    if lines.count == 1 {
      out += Self.escaped(lines[0])
    } else {
      for (index, line) in lines.enumerated() {
        let dy = index == 0 ? "0" : Self.number(fontSize * SVGText.lineHeight)
        out += "<tspan x=\"\(Self.number(x))\" dy=\"\(dy)\">\(Self.escaped(line))</tspan>"
      }
    }
    add(out + "</text>", to: layer)
    if layer == .labels {
      reserve(SVGText.box(lines, x: x, y: y, fontSize: fontSize, anchor: anchor))
    }
  }

  /// The layers as SVG, one element a line.
  var body: String {
    layers.joined().map { "    " + $0 + "\n" }.joined()
  }

  // MARK: - Writing

  /// An empty element with attributes, or one holding a `<title>` tooltip.
  static func element(_ name: String, _ attributes: [(String, String)], title: String? = nil)
    -> String
  {
    guard let title else { return "<\(name)\(Self.attributes(attributes))/>" }
    return "<\(name)\(Self.attributes(attributes))><title>\(escaped(title))</title></\(name)>"
  }

  /// ` name="value"` for each attribute, values escaped.
  static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
  }

  /// Text with XML's special characters escaped (for content and attribute values), and
  /// characters XML 1.0 cannot hold replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out += "&#\(scalar.value);"
      case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF:
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A coordinate: at most two decimals, integers without a decimal point.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    return LayoutAnswer.number(rounded)
  }
}
