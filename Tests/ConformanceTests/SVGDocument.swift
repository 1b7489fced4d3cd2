import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG picture read back with Foundation's XML parser: every element with its attributes,
/// its ancestors' classes and (for `<text>`) its lines.
struct SVGDocument {
  /// One element.
  struct Element {
    /// The tag name.
    var name: String
    /// The attributes.
    var attributes: [String: String]
    /// The `class` of every ancestor, outermost first.
    var ancestorClasses: [String]
    /// For `<text>`: its lines (the `<tspan>`s, or its own text).
    var lines: [String] = []

    /// A numeric attribute.
    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
  }

  /// Every element in document order.
  var elements: [Element]

  /// Parses `text`; `nil` when it is not well-formed XML.
  init?(_ text: String) {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse(), delegate.open.isEmpty else { return nil }
    elements = delegate.elements
  }

  /// The elements named `name` whose class is `kind`.
  func all(_ name: String, class kind: String) -> [Element] {
    elements.filter { $0.name == name && $0.attributes["class"] == kind }
  }

  /// Collects elements while parsing.
  private final class Delegate: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    /// Indices of the open elements.
    var open: [Int] = []
    /// The text element being read and its current line.
    var text: Int?
    var line = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let classes = open.compactMap { elements[$0].attributes["class"] }
      elements.append(Element(name: name, attributes: attributes, ancestorClasses: classes))
      open.append(elements.count - 1)
      if name == "text" {
        text = elements.count - 1
        line = ""
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if text != nil { line += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if let text, name == "tspan" || name == "text" {
        if !line.isEmpty || name == "tspan" { elements[text].lines.append(line) }
        line = ""
        if name == "text" { self.text = nil }
      }
      open.removeLast()
    }
  }
}
