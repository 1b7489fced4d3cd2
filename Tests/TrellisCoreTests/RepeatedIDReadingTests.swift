import Testing

@testable import TrellisCore

/// `LayoutDocument(jsonUTF8:)` lets the text go before the plan is made, so the one refusal
/// found after that — an id used twice — is reported without reading the text again: with
/// the careful reader's path and message, byte for byte, wherever the two nodes are.
@Suite struct RepeatedIDReadingTests {
  @Test(arguments: [
    // The root and a child; two children; a grandchild and an uncle.
    #"{"trellis": 1, "root": {"id": "a", "layout": "stack", "children": [{"id": "a"}]}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "x"}, {"id": "b"}, {"id": "b"}]}}"#,
    #"{"trellis": 1, "root": {"layout": "vertical", "children": [{"id": "p", "layout": "horizontal", "children": [{"id": "q"}, {"id": "r"}]}, {"id": "r"}]}}"#,
    // Three nodes with one id, and two ids repeated: the first repeat in the careful order.
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "z"}, {"id": "y"}, {"id": "y"}, {"id": "z"}, {"id": "z"}]}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "z"}, {"layout": "stack", "children": [{"id": "z"}]}, {"id": "y"}, {"id": "y"}]}}"#,
    // Containers without ids around the repeat; a grid's items.
    #"{"trellis": 1, "root": {"layout": "grid", "columns": 2, "children": [{"id": "a", "desired": [1, 2]}, {"layout": "stack", "children": [{"layout": "stack", "children": [{"id": "a"}]}]}]}}"#,
    // A grid tree's node against a node outside it, either way round.
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a"}, {"layout": "gridTree", "grid": {"cols": [{}]}, "children": [{"id": "a"}]}]}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"layout": "gridTree", "id": "t", "grid": {"cols": [{}]}, "children": [{"id": "a"}]}, {"id": "t"}]}}"#,
    // Escaped and non-ASCII ids.
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "é\"1"}, {"id": "\u00e9\"1"}]}}"#,
    // A repeat and another error after it in the careful order: the repeat is reported.
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a"}, {"id": "a"}]}, "constraints": [{"expr": "nobody.width >= 1"}]}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a"}, {"id": "a"}]}, "rounding": "sideways"}"#,
  ])
  func aRepeatedIDIsReportedAsTheCarefulReaderReportsIt(text: String) {
    let expected = SinglePassReaderTests.careful(text)
    guard case .refused(let message) = expected else {
      Issue.record("the careful reader should refuse \(text)")
      return
    }
    #expect(message.contains("duplicate id"))
    #expect(SinglePassReaderTests.utf8Reader(text) == expected)
    #expect(SinglePassReaderTests.reader(text) == expected)
  }

  @Test func aLargeFlatGridWithOneRepeatNamesBothNodes() throws {
    var children = (0..<5000).map { #"{"id": "i\#($0)", "desired": [1, 2]}"# }
    children[4321] = #"{"id": "i17", "desired": [3, 4]}"#
    let text =
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 50, "children": ["#
      + children.joined(separator: ", ") + "]}}"
    let expected = DocumentError(
      path: "root.children[4321].id", message: #"duplicate id "i17" (first at root.children[17])"#)
    #expect(SinglePassReaderTests.careful(text) == .refused(expected.description))
    #expect(SinglePassReaderTests.utf8Reader(text) == .refused(expected.description))
  }
}
