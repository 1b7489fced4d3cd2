import Testing
import TrellisCore

/// The strict JSON parser: values, and every syntax error with its line and column.
@Suite struct JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONParser.parse(
      #"{"a": [1, -2.5, 3e2, 0], "b": {"c": null, "d": true, "e": false}, "s": "x\"\\\/\n\u00e9\ud83d\ude00"}"#
    )
    #expect(value["a"] == .array([.number(1), .number(-2.5), .number(300), .number(0)]))
    #expect(value["b"]?["c"] == .null)
    #expect(value["b"]?["d"] == .bool(true))
    #expect(value["s"] == .string("x\"\\/\né😀"))
  }

  @Test func keepsKeyOrder() throws {
    guard case .object(let members) = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#) else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["z", "a", "m"])
  }

  @Test(arguments: [
    ("", 1, 1, "expected a value, found the end of the text"),
    ("{\"a\": 1,}", 1, 9, "expected a key in quotes, found '}'"),
    ("[1, 2,]", 1, 7, "expected a value, found ']'"),
    ("{\"size\":5,}", 1, 11, "expected a key in quotes, found '}'"),
    ("{\"thick\"1}", 1, 9, "expected ':' after the key, found '1'"),
    ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}', found '\"'"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
    ("[01]", 1, 3, "expected ',' or ']', found '1'"),
    ("[1.]", 1, 4, "expected a digit after '.', found ']'"),
    ("[1e999]", 1, 2, "number 1e999 is out of range"),
    ("\"abc", 1, 5, "unterminated string"),
    ("\"a\tb\"", 1, 3, "control character in a string (escape it)"),
    ("\"\\x\"", 1, 2, "invalid escape in a string"),
    ("\"\\ud800\"", 1, 8, "unpaired surrogate in \\u escape"),
    ("tru", 1, 1, "expected a value, found 't'"),
    ("{} {}", 1, 4, "unexpected '{' after the document"),
    ("// comment\n{}", 1, 1, "expected a value, found '/'"),
  ])
  func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) {
      try JSONParser.parse(text)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 20_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(
      throws: JSONSyntaxError(line: 1, column: 513, message: "nesting deeper than 512 levels")
    ) {
      try JSONParser.parse(text)
    }
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONParser.parse(allowed) }
  }

  @Test func replacementCharactersAreKept() throws {
    let text = String(decoding: [0x22, 0xFF, 0x22] as [UInt8], as: UTF8.self)
    // Decoding replaced the byte with U+FFFD, which is valid: the parser sees valid UTF-8.
    #expect(try JSONParser.parse(text) == .string("\u{FFFD}"))
  }
}
