import Testing

@testable import TrellisCore

/// The single pass's shortcuts — whole numbers read from their digits, the keys it reads in
/// place matched as one word, ASCII strings decoded without validation — against the careful
/// reader on the edges of each: the same document or, through `LayoutDocument(json:)`, the
/// same error.
@Suite struct ReaderFastPathTests {
  /// A one-item document with `desired` written as `width` and `height`.
  static func item(_ width: String, _ height: String = "1") -> String {
    """
    {"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a", "desired": [\(width), \(height)]}]}}
    """
  }

  /// Both readers on `text`: the single pass accepts exactly what the careful one accepts,
  /// with the same document, and the public reader's outcome is the careful one's.
  static func agree(_ text: String) {
    let careful = SinglePassReaderTests.careful(text)
    let single = SinglePassReaderTests.singlePass(text)
    if case .document(let document) = careful {
      #expect(single == document, "\(text)")
    } else {
      #expect(single == nil, "\(text)")
    }
    #expect(SinglePassReaderTests.reader(text) == careful, "\(text)")
  }

  @Test(arguments: [
    "0", "00", "01", "-0", "-1", "7", "10", "0.5", "1.0", "1e2", "1E2", "2e", "1.", "1000000000",
    "1000000001", "999999999", "123456789012345", "1234567890123456", "000000000000000001",
    "12345678901234567890", "1 ", "1x", "1-", "1+", "3.25e-1",
  ])
  func wholeNumbers(_ number: String) {
    Self.agree(Self.item(number))
    Self.agree(Self.item("1", number))
  }

  @Test(arguments: [
    "id", "layout", "desired", "children", "i", "ids", "desire", "desiredX", "childrenX",
    "child", "layouts", "", "\\u0069d", "d\\u0065sired", "idé", "é",
  ])
  func keysReadInPlace(_ key: String) {
    // The key on an item and on a container, and last before the end of the text.
    Self.agree(#"{"trellis": 1, "root": {"id": "a", "\#(key)": [1, 2]}}"#)
    Self.agree(
      #"{"trellis": 1, "root": {"layout": "stack", "\#(key)": [], "children": [{"id": "b"}]}}"#)
    Self.agree(#"{"trellis": 1, "root": {"id": "a", "\#(key)""#)
  }

  @Test(arguments: ["a", "é", "日本", "a\\u00e9", "\\\"", "x y", "a\\nb"])
  func idsAsciiOrNot(_ id: String) {
    Self.agree(#"{"trellis": 1, "root": {"id": "\#(id)", "desired": [1, 2]}}"#)
  }
}
