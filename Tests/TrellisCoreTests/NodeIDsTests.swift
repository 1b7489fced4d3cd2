import Testing

@testable import TrellisCore

/// A plan's ids read in place from the nodes (`NodeIDs`), the id table let go and made again
/// on demand (`IDNumbers.lettingTableGo()`), and the writer's sort over ids read in place.
@Suite struct NodeIDsTests {
  /// Trees whose nodes fall into runs of every kind: the root alone, a flat grid (one run),
  /// containers between items (runs cut by them), containers without ids, nested and empty
  /// containers, a grid tree.
  static let texts = [
    #"{"trellis": 1, "root": {"id": "a"}}"#,
    #"{"trellis": 1, "root": {"id": "g", "layout": "grid", "columns": 3, "children": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}]}}"#,
    #"{"trellis": 1, "root": {"layout": "vertical", "children": [{"id": "a"}, {"layout": "stack", "children": [{"id": "b"}, {"id": "c"}]}, {"id": "d"}, {"id": "e"}, {"layout": "horizontal", "id": "h", "children": []}, {"id": "f"}, {"layout": "stack", "children": [{"layout": "stack", "children": [{"id": "x"}]}]}]}}"#,
    #"{"trellis": 1, "root": {"layout": "stack", "children": [{"id": "a"}, {"layout": "gridTree", "id": "t", "grid": {"cols": [{}, {}]}, "children": [{"id": "b"}, {"id": "c"}]}, {"id": "d"}]}}"#,
  ]

  @Test(arguments: texts)
  func eachNodesIDIsReadInPlace(text: String) throws {
    let read = try LayoutDocument(json: text)
    let built = LayoutDocument(root: read.root)
    let expected = PlanTablesTests.preorder(read.root).map(\.id)
    for document in [read, built] {
      let ids = document.plan.ids
      #expect(Array(ids) == expected)
      #expect(ids.count == expected.count)
      // Random access (a binary search of the runs) and the walk in order agree.
      for number in expected.indices.reversed() { #expect(ids[number] == expected[number]) }
      var walked: [String?] = []
      ids.forEachID { number, id in
        #expect(number == walked.count)
        walked.append(id)
      }
      #expect(walked == expected)
      #expect(ids == NodeIDs(expected))
    }
  }

  @Test func aGridOfItemsIsReadFromItsOwnArray() {
    let children = (0..<1000).map { LayoutNode.item("i\($0)", desired: AxisPair(1, 1)) }
    let document = LayoutDocument(
      root: LayoutNode(
        id: "g", content: .grid(GridLayout(children: children, count: .columns(10)))))
    let ids = document.plan.ids
    #expect(ids.count == 1001)
    #expect(ids[0] == "g" && ids[1] == "i0" && ids[1000] == "i999")
    // The nodes are not copied: the run holds the document's own array.
    guard case .grid(let grid) = document.root.content else {
      Issue.record("a grid")
      return
    }
    #expect(Array(ids.dropFirst()) == grid.children.map(\.id))
  }

  @Test func aTableLetGoIsMadeAgainOnTheFirstLookup() {
    var random = SplitMix64(seed: 7)
    let ids: [String?] = (0..<3000).map { index in
      random.next() % 7 == 0 ? nil : "n\(random.next() % 2500)-\(index % 3)"
    }
    let numbers = ModelSizeTests.expectIDNumbersFindWhatADictionaryFinds(ids)
    let deferred = numbers.lettingTableGo()
    #expect(numbers.holdsTable && !deferred.holdsTable)
    #expect(deferred.count == numbers.count)
    #expect(deferred.firstRepeat?.first == numbers.firstRepeat?.first)
    #expect(deferred.firstRepeat?.second == numbers.firstRepeat?.second)
    for id in Set(ids.compactMap { $0 }) { #expect(deferred[id] == numbers[id]) }
    #expect(deferred["absent"] == nil)
    // Let go again: still the same numbers.
    #expect(deferred.lettingTableGo()["n1-1"] == numbers["n1-1"])
  }

  @Test func aDocumentWithItsTableLetGoSolvesToTheSameAnswer() throws {
    let text = Self.texts[2]
    let document = try LayoutDocument(json: text)
    var deferred = document
    deferred.deferIDTable()
    #expect(!deferred.plan.numbers.holdsTable)
    #expect(deferred.plan.identity === document.plan.identity)
    #expect(deferred == document)
    let answer = try LayoutPass.run(
      document, engine: .direct, solver: GridTreeReadingTests.Halves())
    let other = try LayoutPass.run(
      deferred, engine: .direct, solver: GridTreeReadingTests.Halves())
    #expect(other == answer)
    #expect(other.jsonBytes() == answer.jsonBytes())
    #expect(other.frames["x"] == answer.frames["x"] && other.frames["x"] != nil)
    #expect(deferred.plan.numbers["d"] == document.plan.numbers["d"])
  }

  @Test func theWritersSortOfIDsReadInPlaceIsTheSortOfStrings() throws {
    let document = try LayoutDocument(json: Self.texts[2])
    let ids = document.plan.ids
    let keys = try #require(LayoutAnswer.frameKeys(ids))
    #expect(keys.map { ids[$0.number] } == ids.compactMap { $0 }.sorted())
    // A non-ASCII id: no keys, the writer sorts strings.
    let other = LayoutDocument(
      root: LayoutNode(id: nil, content: .stack(StackLayout(children: [.item("é"), .item("e")]))))
    #expect(LayoutAnswer.frameKeys(other.plan.ids) == nil)
  }

  @Test func anIDIsWrittenFromItsKeyExactlyWhenTheKeyHoldsItWholeAndPlain() throws {
    let cases: [(id: String, whole: Bool)] = [
      ("a", true), ("i999999", true), ("abcdefgh", true), ("abcdefgh1", false), ("", true),
      ("a\u{0}", false), ("a\u{0}b", false), ("quote\"d", false), ("back\\", false),
      ("tab\t", false), ("x\u{1F}", false), ("~ !#", true), ("\u{7F}", true),
    ]
    let ids = NodeIDs([nil] + cases.map(\.id) + [nil])
    let keys = try #require(LayoutAnswer.frameKeys(ids))
    #expect(keys.map { ids[$0.number] } == cases.map(\.id).sorted())
    for key in keys {
      let id = try #require(ids[key.number])
      #expect(key.isWholeID == cases.first { $0.id == id }?.whole, "\(id)")
      guard key.isWholeID else { continue }
      // Written from the key: the bytes the writer writes from the id itself.
      var fromKey = JSONBytes()
      fromKey.quoted(wholeID: key.prefix)
      var fromID = JSONBytes()
      fromID.quoted(id)
      #expect(fromKey.bytes == fromID.bytes, "\(id)")
    }
  }
}
