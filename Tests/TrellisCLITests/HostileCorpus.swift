import Foundation

/// One hostile input for the command line: a name for the test's report and the bytes.
struct HostileInput: CustomStringConvertible, Sendable {
  /// What the input is, for the test's report.
  var name: String
  /// The bytes given on standard input.
  var bytes: [UInt8]

  var description: String { name }
}

/// The generated corpus of malformed, extreme and adversarial documents (issue 20): every one
/// is invalid, so every document command must exit 65 with one `error:` line and nothing on
/// stdout, within the child's memory and CPU limits.
enum HostileCorpus {
  /// A valid document the mutations start from.
  static let base =
    #"{"trellis": 1, "size": [300, 200], "root": {"layout": "grid", "id": "g", "columns": 2, "spacing": 4, "children": [{"id": "a", "desired": [40, 20], "stretch": [1, 0]}, {"id": "b", "desired": [30, 20]}, {"layout": "vertical", "children": [{"id": "c", "desired": [10, 10]}]}]}}"#

  /// A document whose root is `root` (JSON text), with `extra` members after it.
  static func document(root: String, extra: String = "") -> String {
    #"{"trellis": 1, "size": [300, 200], "root": "# + root + extra + "}"
  }

  /// `count` pseudo-random numbers below `bound`, the same on every run (a 64-bit LCG).
  static func numbers(_ count: Int, below bound: Int, seed: UInt64) -> [Int] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Every input.
  static let all: [HostileInput] = {
    var inputs: [HostileInput] = []
    func add(_ name: String, _ text: String) {
      inputs.append(HostileInput(name: name, bytes: Array(text.utf8)))
    }
    func addBytes(_ name: String, _ bytes: [UInt8]) {
      inputs.append(HostileInput(name: name, bytes: bytes))
    }

    // Malformed JSON: the base cut short at 24 places, and broken punctuation.
    let base = Array(Self.base.utf8)
    for cut in numbers(24, below: base.count - 1, seed: 20) {
      addBytes("truncated at \(cut)", Array(base[..<cut]))
    }
    for (name, text) in [
      ("empty", ""), ("whitespace", " \n\t "), ("null", "null"), ("array", "[]"),
      ("string", #""trellis""#), ("number", "1"), ("two documents", Self.base + Self.base),
      ("trailing comma", #"{"trellis": 1, "root": {"id": "a"},}"#),
      ("single quotes", "{'trellis': 1}"), ("comment", "// c\n" + Self.base),
      ("duplicate key", #"{"trellis": 1, "trellis": 1, "root": {"id": "a"}}"#),
      ("unclosed string", #"{"trellis": 1, "root": {"id": "a}}"#),
      ("bad escape", #"{"trellis": 1, "root": {"id": "\q"}}"#),
      ("lone surrogate", #"{"trellis": 1, "root": {"id": "\ud800"}}"#),
      ("NaN", #"{"trellis": 1, "size": [NaN, 1], "root": {"id": "a"}}"#),
      ("Infinity", #"{"trellis": 1, "size": [Infinity, 1], "root": {"id": "a"}}"#),
      ("hex number", #"{"trellis": 1, "size": [0x10, 1], "root": {"id": "a"}}"#),
      ("leading zero", #"{"trellis": 1, "size": [01, 1], "root": {"id": "a"}}"#),
      ("1e999", #"{"trellis": 1, "size": [1e999, 1], "root": {"id": "a"}}"#),
    ] { add(name, text) }

    // Bytes that are not UTF-8 text, or not text at all.
    addBytes(
      "invalid UTF-8 in an id",
      Array(#"{"trellis": 1, "root": {"id": ""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8))
    addBytes("UTF-16", Array(Self.base.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
    addBytes("NUL bytes", [UInt8](repeating: 0, count: 4096))
    addBytes("BOM", [0xEF, 0xBB, 0xBF] + base)
    for (index, position) in numbers(8, below: base.count, seed: 7).enumerated() {
      var bytes = base
      bytes[position] = [0xFF, 0xC0, 0x80, 0xFE][index % 4]
      addBytes("byte \(bytes[position]) at \(position)", bytes)
    }

    // Extreme sizes and nesting.
    add("nesting 100,000 arrays", String(repeating: "[", count: 100_000))
    add(
      "nesting 600 containers",
      document(
        root: String(repeating: #"{"layout": "stack", "children": ["#, count: 600) + #"{"id": "a"}"#
          + String(repeating: "]}", count: 600)))
    add(
      "a number of 1,000,001 digits",
      document(
        root: #"{"id": "a", "desired": [1"# + String(repeating: "0", count: 1_000_000) + ", 1]}"))
    add(
      "an unknown key of 1 MiB",
      document(root: #"{"id": "a", ""# + String(repeating: "k", count: 1 << 20) + #"": 1}"#))
    add(
      "a string of 1 MiB where a number goes",
      document(
        root: #"{"id": "a", "desired": [""# + String(repeating: "9", count: 1 << 20) + #"", 1]}"#))
    add(
      "100,000 duplicate ids",
      document(
        root: #"{"layout": "stack", "children": ["#
          + Array(repeating: #"{"id": "same"}"#, count: 100_000).joined(separator: ",") + "]}"))
    add(
      "5,000 empty objects",
      document(
        root: #"{"layout": "stack", "children": ["#
          + Array(repeating: "{}", count: 5_000).joined(separator: ",") + "]}"))

    // Numbers out of range wherever a document holds them.
    for (key, value) in [
      ("desired", "[1e10, 1]"), ("desired", "[-1, 1]"), ("desired", "[1e-10, 1]"),
      ("stretch", "-1"),
      ("stretch", "[1, 2e9]"), ("minDesired", "[5e-324, 0]"), ("margin", "-1e300"),
      ("desired", "[1, 2, 3]"), ("desired", #""wide""#), ("stretch", "{}"), ("id", "7"),
      ("id", #""""#), ("cellAlign", #"["sideways", null]"#), ("heightForWidth", "[]"),
    ] {
      add("\(key): \(value)", document(root: #"{"id": "a", "\#(key)": \#(value)}"#))
    }
    for (name, size) in [
      ("size 1e300", "[1e300, 1]"), ("size -1", "[-1, 1]"), ("size one number", "[1]"),
      ("size string", #""100x100""#), ("size 5e-324", "[5e-324, 1]"),
    ] {
      add(name, #"{"trellis": 1, "size": \#(size), "root": {"id": "a"}}"#)
    }

    // The document's own keys wrong.
    for (name, text) in [
      ("no version", #"{"root": {"id": "a"}}"#),
      ("version 2", #"{"trellis": 2, "root": {"id": "a"}}"#),
      ("no root", #"{"trellis": 1}"#), ("root array", #"{"trellis": 1, "root": []}"#),
      ("unknown document key", #"{"trellis": 1, "root": {"id": "a"}, "extra": 1}"#),
      ("rounding sideways", #"{"trellis": 1, "rounding": "sideways", "root": {"id": "a"}}"#),
      ("pixelScale 0", #"{"trellis": 1, "pixelScale": 0, "root": {"id": "a"}}"#),
      ("layout unknown", #"{"trellis": 1, "root": {"layout": "circle", "children": []}}"#),
      ("children object", #"{"trellis": 1, "root": {"layout": "stack", "children": {}}}"#),
      (
        "grid columns -1",
        #"{"trellis": 1, "root": {"layout": "grid", "columns": -1, "children": [{"id": "a"}]}}"#
      ),
      (
        "grid columns 2.5",
        #"{"trellis": 1, "root": {"layout": "grid", "columns": 2.5, "children": [{"id": "a"}]}}"#
      ),
      (
        "grid columns and rows",
        #"{"trellis": 1, "root": {"layout": "grid", "columns": 2, "rows": 2, "children": []}}"#
      ),
      (
        "gridTree bad string",
        #"{"trellis": 1, "root": {"layout": "gridTree", "grid": "{\"size\":5,}", "children": []}}"#
      ),
      (
        "gridTree grid number",
        #"{"trellis": 1, "root": {"layout": "gridTree", "grid": 5, "children": []}}"#
      ),
    ] { add(name, text) }

    // Constraints, groups and tiers that cannot be read.
    let constrained =
      #"{"id": "g", "layout": "horizontal", "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [10, 10]}]}"#
    for (name, constraints) in [
      ("constraint syntax", #"[{"expr": "a.width >= >= 1"}]"#),
      ("constraint unknown id", #"[{"expr": "nobody.width >= 1"}]"#),
      ("constraint unknown property", #"[{"expr": "a.colour == 1"}]"#),
      (
        "constraint 100 parentheses",
        #"[{"expr": ""# + String(repeating: "(", count: 100) + "a.width"
          + String(repeating: ")", count: 100) + #" >= 1"}]"#
      ),
      (
        "constraint 200,000 signs, then nothing",
        #"[{"expr": "a.width >= "# + String(repeating: "+-", count: 100_000) + #""}]"#
      ),
      ("constraint coefficient 1e300", #"[{"expr": "1e300 * a.width >= 1"}]"#),
      ("constraint strength", #"[{"expr": "a.width >= 1", "strength": "mighty"}]"#),
      ("constraint not a list", #"{"expr": "a.width >= 1"}"#),
      ("constraint id newline", #"[{"id": "x\ny", "expr": "a.width >= "#),
      ("constraint empty", #"[{"expr": ""}]"#),
    ] {
      add(name, document(root: constrained, extra: #", "constraints": \#(constraints)"#))
    }
    for (name, extra) in [
      ("group unknown id", #", "groups": [{"width": ["a", "nobody"]}]"#),
      ("group one member", #", "groups": [{"width": "a"}]"#),
      ("ruleStrengths unknown", #", "ruleStrengths": {"bogus": "strong"}"#),
      ("ruleStrengths value", #", "ruleStrengths": {"minimum": "loud"}"#),
    ] {
      add(name, document(root: constrained, extra: extra))
    }
    return inputs
  }()
}
