import Testing
import Trellis
import TrellisTestSupport

/// `LayoutSession`: the same answers as cold solves over sequences of resizes and edits, and
/// refusals that leave the session as it was.
@Suite struct SessionTests {
  /// The documentation example.
  @Test func theDocumentationExample() throws {
    let document = try LayoutDocument(
      json:
        #"{"trellis": 1, "size": [300, 100], "root": {"layout": "horizontal", "children": [{"id": "a", "desired": [40, 20], "stretch": 1}, {"id": "b", "desired": [60, 20]}]}}"#
    )
    var session = try LayoutSession(document, engine: DirectEngine())
    let wide = try session.layout(size: [1024, 640])
    let narrow = try session.layout(size: [800, 640])
    try session.update { $0.root.item.stretch = [1, 1] }
    #expect(wide.frames["a"]?.width == 964)
    #expect(narrow.frames["a"]?.width == 740)
    #expect(session.document.size == [800, 640])
    #expect(try session.layout() == DirectEngine().solve(session.document))
  }

  /// A size out of range is refused with the path the document's `size` would have, and the
  /// session keeps its size; so does an edit that makes the document invalid.
  @Test func refusalsLeaveTheSessionAsItWas() throws {
    let document = try LayoutDocument(
      json: #"{"trellis": 1, "size": [100, 50], "root": {"id": "a"}}"#)
    var session = try LayoutSession(document, engine: DirectEngine())
    #expect(
      throws: LayoutError.invalid(
        DocumentError(
          path: "size[1]", message: "must be 0 or between 1e-9 and 1e9 in magnitude, got inf"))
    ) { try session.layout(size: [10, .infinity]) }
    #expect(session.document.size == [100, 50])
    #expect(throws: LayoutError.self) {
      try session.update { $0.root.item.desired = [-1, 0] }
    }
    #expect(session.document.root.item.desired == [0, 0])
    #expect(try session.layout().size == [100, 50])
  }

  /// Sets the desired size of the `target`-th item in preorder (counting from `seen`).
  static func setDesired(
    _ node: inout LayoutNode, _ size: AxisPair<Double>, target: Int, seen: inout Int
  ) {
    if case .item = node.content {
      if seen == target { node.item.desired = size }
      seen += 1
      return
    }
    func edit(_ children: inout [LayoutNode]) {
      for index in children.indices {
        setDesired(&children[index], size, target: target, seen: &seen)
      }
    }
    switch node.content {
    case .item: break
    case .linear(var layout):
      edit(&layout.children)
      node.content = .linear(layout)
    case .stack(var layout):
      edit(&layout.children)
      node.content = .stack(layout)
    case .grid(var layout):
      edit(&layout.children)
      node.content = .grid(layout)
    case .gridTree(var layout):
      edit(&layout.children)
      node.content = .gridTree(layout)
    }
  }

  /// Over seeded random documents and random sequences of resizes (growing, shrinking,
  /// unconstrained axes) and desired-size edits, every answer of a session is a cold solve of
  /// the session's document bit for bit, through both engines.
  @Test(arguments: 0..<4) func sessionsAnswerAsColdSolves(block: UInt64) throws {
    for index in 0..<25 {
      let seed = 70_000 + block * 25 + UInt64(index)
      var generator = RandomDocuments(seed: seed)
      let document = try LayoutDocument(json: generator.document())
      var direct = try LayoutSession(document, engine: DirectEngine())
      try Self.exercise(&direct, seed: seed)
      var lp = try LayoutSession(document, engine: LPEngine())
      try Self.exercise(&lp, seed: seed)
    }
  }

  /// Eight random steps of a session, each answer compared with a cold solve.
  static func exercise<Engine: LayoutEngine>(
    _ session: inout LayoutSession<Engine>, seed: UInt64
  ) throws {
    var random = SplitMix64(seed: seed)
    let start = session.document
    for step in 0..<8 {
      let context = Comment(rawValue: "seed \(seed) step \(step): \(start.json.text())")
      if Int.random(in: 0..<4, using: &random) == 0 {
        let target = Int.random(in: 0..<8, using: &random)
        let size = AxisPair(
          Double(Int.random(in: 0...120, using: &random)),
          Double(Int.random(in: 0...60, using: &random)))
        var seen = 0
        try session.update { Self.setDesired(&$0.root, size, target: target, seen: &seen) }
      } else {
        func resized(_ length: Double?) -> Double? {
          if Int.random(in: 0..<10, using: &random) == 0 { return nil }
          return max(0, (length ?? 200) + Double(Int.random(in: -50...50, using: &random)))
        }
        _ = try session.layout(
          size: AxisPair(resized(start.size.horizontal), resized(start.size.vertical)))
      }
      let answer = try session.layout()
      let cold = try session.engine.solve(session.document)
      // Bit for bit, every way an answer is read (the random documents are under `compat`,
      // `none` and `pixel` at scales 1 to 3).
      try SessionBitsTests.expectBitIdentical(
        answer, cold, document: session.document, context)
    }
  }
}
