import Testing
import TrellisCore
import TrellisTestSupport

/// `LayoutDocument.validate()`: documents built in Swift get the reader's checks, with the
/// reader's paths and messages, and a document that validates writes JSON that reads back equal.
@Suite struct ValidationTests {
  /// The issue's example: the path and message a JSON document with `"stretch": -1` gets.
  @Test func negativeStretchHasTheReadersPathAndMessage() throws {
    var bad = LayoutNode(id: "c")
    bad.item.stretch = AxisPair(both: -1)
    let document = LayoutDocument(
      root: LayoutNode(
        id: nil,
        content: .linear(
          LinearLayout(
            axis: .horizontal, children: [LayoutNode(id: "a"), LayoutNode(id: "b"), bad]))))
    let expected = DocumentError(
      path: "root.children[2].stretch", message: "must be a number ≥ 0, got -1")
    #expect(throws: expected) { try document.validate() }
    let text = """
      {"trellis": 1, "root": {"layout": "horizontal", "children": [
        {"id": "a"}, {"id": "b"}, {"id": "c", "stretch": -1}]}}
      """
    #expect(throws: expected) { try LayoutDocument(json: text) }
  }

  @Test(arguments: [
    (Double.nan, "must be 0 or between 1e-9 and 1e9 in magnitude, got nan"),
    (Double.infinity, "must be 0 or between 1e-9 and 1e9 in magnitude, got inf"),
    (2e56, "must be 0 or between 1e-9 and 1e9 in magnitude, got 2e+56"),
    (-3, "must be a number ≥ 0, got -3"),
  ])
  func badDesiredSizesAreRefused(value: Double, message: String) {
    let document = LayoutDocument(
      root: LayoutNode(
        id: "a",
        item: {
          var o = ItemOptions()
          o.desired = AxisPair(value, 1)
          return o
        }()))
    #expect(throws: DocumentError(path: "root.desired[0]", message: message)) {
      try document.validate()
    }
  }

  @Test func duplicateIDsNameTheFirst() {
    let document = LayoutDocument(
      root: LayoutNode(
        id: "page",
        content: .stack(StackLayout(children: [LayoutNode(id: "x"), LayoutNode(id: "x")]))))
    #expect(
      throws: DocumentError(
        path: "root.children[1].id", message: "duplicate id \"x\" (first at root.children[0])")
    ) { try document.validate() }
  }

  @Test func aDesiredSizeOnAContainerIsRefused() {
    var options = ItemOptions()
    options.desired = AxisPair(10, 10)
    let document = LayoutDocument(
      root: LayoutNode(id: nil, item: options, content: .stack(StackLayout(children: []))))
    #expect(
      throws: DocumentError(
        path: "root.desired",
        message: "not allowed on a container (its desired size is its measurement)")
    ) { try document.validate() }
  }

  @Test func anInfiniteSizeIsRefused() {
    let document = LayoutDocument(root: LayoutNode(id: "a"), size: AxisPair(.infinity, 10))
    #expect(
      throws: DocumentError(
        path: "size[0]", message: "must be 0 or between 1e-9 and 1e9 in magnitude, got inf")
    ) { try document.validate() }
  }

  @Test func aTreeDeeperThanItsJSONCouldBeIsRefused() {
    var node = LayoutNode(id: "leaf")
    for _ in 0..<300 {
      node = LayoutNode(id: nil, content: .stack(StackLayout(children: [node])))
    }
    let document = LayoutDocument(root: node)
    #expect {
      try document.validate()
    } throws: { error in
      (error as? DocumentError)?.message.contains("more than the limit of 512") == true
    }
  }

  @Test func aConstraintWhoseTextChangedIsRefused() throws {
    var document = LayoutDocument(root: LayoutNode(id: "a"))
    var constraint = try LayoutConstraint("a.width >= 10", in: document)
    constraint.text = "a.height >= 10"
    document.constraints = [constraint]
    #expect {
      try document.validate()
    } throws: { error in
      (error as? DocumentError)?.path == "constraints[0].expr"
    }
  }

  @Test func groupsNamingMissingTracksAreRefused() {
    var document = LayoutDocument(
      root: LayoutNode(
        id: "g", content: .grid(GridLayout(children: [LayoutNode(id: "a")], count: .columns(1)))))
    document.groups = [SizeGroup(name: "same", tracks: [.column(id: "g", index: 3, size: true)])]
    #expect(
      throws: DocumentError(
        path: "groups.same[0]",
        message:
          "\"g.col[3]\" is not a track of a grid in this document (\"GRID.col[j]\" or \"GRID.row[i]\")"
      )
    ) { try document.validate() }
  }

  @Test func aChangeClearsTheValidatedMark() throws {
    var document = try LayoutDocument(root: LayoutNode(id: "a")).validated()
    document.root.item.stretch = AxisPair(both: -1)
    #expect(throws: DocumentError.self) { try document.validate() }
    var read = try LayoutDocument(json: #"{"trellis": 1, "root": {"id": "a"}}"#)
    try read.validate()
    read.pixelScale = 0
    #expect(throws: DocumentError.self) { try read.validate() }
  }

  /// Over seeded random documents built through the API: `validate()` throws exactly what
  /// reading the document's JSON throws; a document it accepts reads back equal, from the JSON
  /// value and from its text.
  @Test(arguments: 0..<4) func validationAgreesWithTheReader(block: UInt64) throws {
    var accepted = 0
    var refused = 0
    for index in 0..<1_000 {
      let seed = block * 1_000 + UInt64(index)
      var generator = RandomModels(seed: seed, badness: block % 2 == 0 ? 8 : 40)
      let document = generator.document()
      let validation = Result { () throws(DocumentError) in try document.validate() }
      let reading = Result { () throws(DocumentError) in try LayoutDocument(json: document.json) }
      let context = Comment(rawValue: "seed \(seed): \(document.json.text())")
      switch (validation, reading) {
      case (.success, .success(let read)):
        accepted += 1
        let readsBack = read == document
        let textReadsBack = try LayoutDocument(json: document.json.text()) == document
        #expect(readsBack, context)
        #expect(textReadsBack, context)
      case (.failure(let error), .failure(let readError)):
        refused += 1
        // The same error, unless validation found first what the reader cannot see.
        let agree = error == readError || Self.isModelOnly(error)
        #expect(agree, "\(error) ≠ \(readError); \(context.rawValue)")
      case (.failure(let error), .success(let read)):
        // Only what the format cannot write: the JSON reads as another document.
        refused += 1
        // (Not always unequal: a NaN in a JSON value compares equal to itself in an array
        // that shares its storage.)
        _ = read
        #expect(Self.isModelOnly(error), "\(error); \(context.rawValue)")
      case (.success, .failure(let readError)):
        Issue.record("validated, but its JSON is refused: \(readError); \(context.rawValue)")
      }
    }
    #expect(accepted > 50 && refused > 150, "accepted \(accepted), refused \(refused)")
  }

  /// Whether an error is one only a document built in code can have (its JSON would read as
  /// another document, or not be JSON).
  static func isModelOnly(_ error: DocumentError) -> Bool {
    [
      "an overlap grid is an anchor", "numericSize", "points must be 0 or ≥ 1",
      "with an exact percentage", "does not read back", "needs a direction", "the token",
      "must be a finite number", "duplicate key", "the expression is not",
      "duplicate group name", "levels deep in JSON", "unknown borderline",
    ].contains { error.message.contains($0) }
  }
}
