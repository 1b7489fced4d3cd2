import Foundation
import Testing

@testable import TrellisServer

/// The playground's handlers, called directly: their answers are `trellis solve`'s, and no
/// body, however wrong, gives a 5xx.
@Suite struct PlaygroundHandlerTests {
  static let root = Executables.root

  static let playground = Playground(files: [], timeLimit: try? .init(seconds: 10))

  /// The bundled examples' names and texts.
  static let examples: [(name: String, text: String)] = playground.documents.map {
    ($0.name, (try? String(contentsOfFile: $0.path, encoding: .utf8)) ?? "")
  }

  /// A request body.
  static func body(_ text: String, size: [Double?]? = nil, engine: String = "auto") -> [UInt8] {
    var object: [String: Any] = ["text": text, "engine": engine]
    if let size { object["size"] = size.map { $0 as Any? ?? NSNull() } }
    return Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }

  /// A reply's body as a JSON object.
  static func object(_ reply: PlaygroundReply) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any])
  }

  /// `trellis`'s standard output, run from the repository's root.
  static func cli(_ arguments: [String]) throws -> String {
    try Executables.trellis(arguments)
  }

  @Test func theExamplesAreOffered() {
    let names = Self.playground.documents.map(\.name)
    #expect(names.contains("dashboard.json"))
    #expect(names.contains("over-constrained.json"))
    #expect(Self.playground.documents.allSatisfy { $0.kind == "example" })
  }

  @Test(arguments: ["dashboard.json", "over-constrained.json", "wrapping-text.json"])
  func programsAreTheCommandLines(name: String) throws {
    let text = try #require(Self.examples.first { $0.name == name }).text
    let object = try Self.object(Self.playground.program(Self.body(text, engine: "lp")))
    #expect(object["ok"] as? Bool == true)
    #expect(object["program"] as? String == (try Self.cli(["lp", "Examples/" + name])))
  }

  @Test(arguments: [
    "dashboard.json", "over-constrained.json", "photo-grid.json",
    "profile-card.json", "settings-form.json", "wrapping-text.json",
  ])
  func answersAreTheCommandLines(name: String) throws {
    let text = try #require(Self.examples.first { $0.name == name }).text
    let path = "Examples/" + name
    for (size, engine) in [
      ("own", "auto"), ("600,400", "auto"), ("333.5,null", "auto"),
      ("700,500", "lp"),
    ] {
      var arguments = ["solve", path, "--engine", engine]
      var sizeValue: [Double?]?
      if size != "own" {
        arguments += ["--size", size]
        sizeValue = size.split(separator: ",").map { Double($0) }
      }
      let reply = Self.playground.solve(Self.body(text, size: sizeValue, engine: engine))
      #expect(reply.status == 200)
      let expected = try Self.cli(arguments)
      // The answer is the command line's text, byte for byte, inside the reply.
      #expect(reply.body.contains(",\"answer\":" + expected + "}"), "\(name) \(size)")
      // Twice: the second from the kept session, the same.
      let again = Self.playground.solve(Self.body(text, size: sizeValue, engine: engine))
      #expect(try Self.object(again)["reused"] as? Bool == true)
      #expect(again.body.contains(",\"answer\":" + expected + "}"))
    }
  }

  @Test func aSyntaxErrorHasItsLineAndColumn() throws {
    let reply = Self.playground.solve(Self.body("{\n  \"root\": {\"id\": \"a\",,}\n}"))
    #expect(reply.status == 200)
    let object = try Self.object(reply)
    #expect(object["ok"] as? Bool == false)
    let error = try #require(object["error"] as? [String: Any])
    #expect(error["kind"] as? String == "document")
    #expect(error["path"] as? String == "$")
    #expect(error["line"] as? Int == 2)
    #expect(error["column"] as? Int == 22)
  }

  @Test func aModelErrorHasItsPath() throws {
    let reply = Self.playground.solve(
      Self.body("{\"trellis\": 1, \"root\": {\"id\": \"a\", \"desired\": [-1, 2]}}"))
    let error = try #require(try Self.object(reply)["error"] as? [String: Any])
    #expect(error["path"] as? String == "root.desired[0]")
    #expect(error["line"] == nil)
  }

  @Test func theDirectEngineRefusesConstraintsAsAMessage() throws {
    let text = try #require(Self.examples.first { $0.name == "over-constrained.json" }).text
    let reply = Self.playground.solve(Self.body(text, engine: "direct"))
    #expect(reply.status == 200)
    let error = try #require(try Self.object(reply)["error"] as? [String: Any])
    #expect(error["kind"] as? String == "unsupported")
  }

  @Test func explainCheckAndRenderAnswer() throws {
    let constrained = try #require(Self.examples.first { $0.name == "over-constrained.json" })
    let explained = try Self.object(Self.playground.explain(Self.body(constrained.text)))
    let explanation = try #require(explained["explanation"] as? [String: Any])
    #expect((explanation["relaxed"] as? [Any])?.isEmpty == false)
    let plain = try #require(Self.examples.first { $0.name == "dashboard.json" })
    let checked = try Self.object(Self.playground.check(Self.body(plain.text, size: [700, 500])))
    #expect(checked["agrees"] as? Bool == true)
    let lpOnly = try Self.object(Self.playground.check(Self.body(constrained.text)))
    #expect(lpOnly["lpOnly"] as? Bool == true)
    let rendered = try Self.object(Self.playground.render(Self.body(plain.text)))
    #expect((rendered["svg"] as? String)?.contains("data-id=\"chart\"") == true)
    let drawn = try Self.object(
      Self.playground.solve(Array("{\"text\": \(Self.quoted(plain.text)), \"svg\": true}".utf8)))
    #expect((drawn["svg"] as? String)?.hasPrefix("<?xml") == true)
  }

  static func quoted(_ text: String) -> String {
    String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data(), as: UTF8.self)
      .dropFirst().dropLast().description
  }

  @Test func badRequestsAre400sWithAMessage() throws {
    for body in [
      "", "null", "[]", "{\"text\": 3}", "{\"text\": \"{}\", \"engine\": \"x\"}",
      "{\"text\": \"{}\", \"size\": [1]}", "{\"text\": \"{}\", \"size\": [-1, 2]}",
      "{\"text\": \"{}\", \"size\": [1e300, 2]}",
    ] {
      for handler in [
        Self.playground.solve, Self.playground.render, Self.playground.explain,
        Self.playground.check,
      ] {
        let reply = handler(Array(body.utf8))
        #expect(reply.status == 400, "\(body)")
        #expect(try Self.object(reply)["ok"] as? Bool == false)
      }
    }
  }

  /// Random bytes, and the examples cut and mutated at random: every reply is JSON, none a 5xx.
  @Test func noBodyMakesA5xx() throws {
    var generator = SplitMix(seed: 7)
    for round in 0..<300 {
      let body: [UInt8]
      if round % 3 == 0 {
        body = (0..<Int(generator.next() % 400)).map { _ in
          UInt8(truncatingIfNeeded: generator.next())
        }
      } else {
        var text = Array(
          Self.examples[Int(generator.next() % UInt64(Self.examples.count))].text.utf8)
        for _ in 0..<(1 + generator.next() % 4) {
          let index = Int(generator.next() % UInt64(text.count))
          switch generator.next() % 3 {
          case 0: text.remove(at: index)
          case 1: text.insert(Array("{}[],:\"0-9e".utf8)[Int(generator.next() % 11)], at: index)
          default: text = Array(text[..<index])
          }
        }
        let size: [Double?]? = round % 2 == 0 ? [Double(generator.next() % 2000), nil] : nil
        body = Self.body(
          String(decoding: text, as: UTF8.self), size: size,
          engine: ["auto", "direct", "lp"][Int(generator.next() % 3)])
      }
      for handler in [Self.playground.solve, Self.playground.check] {
        let reply = handler(body)
        #expect(reply.status < 500)
        #expect(try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) is [String: Any])
      }
    }
  }

  @Test func sessionsAreBounded() {
    let playground = Playground(
      files: [], examplesDirectory: nil, timeLimit: try? .init(seconds: 5))
    for width in 0..<40 {
      let text = "{\"trellis\": 1, \"root\": {\"id\": \"a\", \"desired\": [\(width), 2]}}"
      #expect(playground.solve(Self.body(text)).status == 200)
    }
    #expect(playground.sessions.count == PlaygroundLimits.sessions)
  }
}

/// A seedable generator (SplitMix64).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension PlaygroundHandlerTests {
  /// A solve that outlasts the time limit is a 200 message, not a hang or a 5xx.
  @Test func aSolveOverTheTimeLimitIsAMessage() throws {
    let playground = Playground(
      files: [], examplesDirectory: nil, timeLimit: try? .init(seconds: 1e-6))
    let children = (0..<3000).map { "{\"id\": \"i\($0)\", \"desired\": [\($0 % 37), 9]}" }
    let text =
      "{\"trellis\": 1, \"size\": [800, null], \"root\": {\"id\": \"g\", \"layout\": \"grid\", "
      + "\"columns\": 40, \"children\": [\(children.joined(separator: ","))]}}"
    // The direct engine checks its deadline before each axis (the LP engine lays a grid of
    // plain items out without a program, in one step).
    let reply = playground.solve(Self.body(text, engine: "direct"))
    #expect(reply.status == 200)
    let error = try #require(try Self.object(reply)["error"] as? [String: Any])
    #expect(error["kind"] as? String == "timeLimit")
  }
}

extension PlaygroundHandlerTests {
  /// A file named on the command line is read when the page opens it; a missing one or a
  /// directory is a message.
  @Test func filesAreReadWhenOpened() throws {
    let playground = Playground(
      files: ["Examples/dashboard.json", "/nonexistent.json", "/tmp"].map {
        $0.hasPrefix("/") ? $0 : Self.root.appendingPathComponent($0).path
      }, examplesDirectory: nil, timeLimit: nil)
    let opened = try Self.object(playground.document(0))
    #expect((opened["text"] as? String)?.contains("\"dashboard\"") == false)
    #expect((opened["text"] as? String)?.contains("\"app\"") == true)
    for index in [1, 2] {
      let reply = playground.document(index)
      #expect(reply.status == 200)
      #expect(try Self.object(reply)["ok"] as? Bool == false)
    }
    #expect(playground.document(3).status == 404)
  }
}
