import Testing

@testable import TrellisCore

/// The plan's small tables: each node's leaf read back from them is the one its keys give, the
/// whole sizes share the desired sizes' table only while every size is whole, placements are
/// kept only for the nodes that have one, and the whole sizes as integers are made on demand.
@Suite struct PlanTablesTests {
  /// A grid of plain items with and without placements of their own (a −0 offset among
  /// them), a clamped and a fractional item, a wrapping item, and nested containers that
  /// stretch.
  static let text = """
    {"trellis": 1, "rounding": "none", "root": {"id": "grid", "layout": "grid", "columns": 3,
      "children": [
        {"id": "a", "desired": [10, 20]},
        {"id": "b", "desired": [1.5, 2], "stretch": [1, 0]},
        {"id": "c", "desired": [3, 4], "offset": [-0.0, 2]},
        {"id": "d", "desired": [5, 6], "cellAlign": ["right", null]},
        {"id": "e", "desired": [7, 8], "minDesired": [9, null], "adjust": [0.25, 0]},
        {"id": "f", "heightForWidth": {"tiles": 3, "tile": [10, 5]}},
        {"layout": "vertical", "stretch": [0, 2], "children": [
          {"id": "g", "desired": [1, 1], "ignoreDesired": [true, false]},
          {"layout": "stack", "offset": [1, 1], "children": [{"id": "h", "desired": [2, 2]}]}]},
        {"id": "i"}]}}
    """

  /// The nodes under `node` in preorder.
  static func preorder(_ node: LayoutNode) -> [LayoutNode] {
    [node] + node.children.flatMap(preorder)
  }

  /// Whether two leaves are the same bit for bit.
  static func same(_ a: DocumentPlan.Leaf, _ b: DocumentPlan.Leaf) -> Bool {
    func bits(_ pair: AxisPair<Double>) -> [UInt64] {
      [pair.horizontal.bitPattern, pair.vertical.bitPattern]
    }
    return bits(a.desired) == bits(b.desired) && bits(a.whole) == bits(b.whole)
      && bits(a.stretch) == bits(b.stretch) && bits(a.offset) == bits(b.offset)
      && a.isPlain == b.isPlain && a.cellAlign == b.cellAlign
  }

  @Test func eachLeafIsTheOneItsKeysGive() throws {
    let read = try LayoutDocument(json: Self.text)
    let built = LayoutDocument(root: read.root, rounding: .none)
    for document in [read, built] {
      let nodes = Self.preorder(document.root)
      let plan = document.plan
      #expect(plan.count == nodes.count)
      for (number, node) in nodes.enumerated() {
        let leaf = DocumentPlan.leaf(node)
        #expect(Self.same(plan.leaves[number], leaf), "node \(number)")
        #expect(plan.desiredSizes[number] == leaf.desired)
        #expect(plan.wholeSizes[number] == leaf.whole)
        #expect(plan.defaultPlacement[number] == DocumentPlan.hasDefaultPlacement(leaf))
      }
      // Placements only for b, c, d and the two containers that stretch or move.
      #expect(plan.leaves.placements.count == 5)
      #expect(plan.hasNegativeZeroOffset)
    }
  }

  @Test func wholeSizesShareTheDesiredTableWhileEveryOneIsWhole() throws {
    let whole = try LayoutDocument(
      json: """
        {"trellis": 1, "root": {"layout": "grid", "columns": 2, "children": [
          {"id": "a", "desired": [1, 2]}, {"id": "b", "desired": [3, 4]}]}}
        """)
    let plan = whole.plan
    let shared = plan.desiredSizes.withUnsafeBufferPointer { desired in
      plan.wholeSizes.withUnsafeBufferPointer { $0.baseAddress == desired.baseAddress }
    }
    #expect(shared)
    #expect(plan.leaves.placementSlots.isEmpty && plan.leaves.placements.isEmpty)
    #expect(!plan.hasNegativeZeroOffset)
    let fractional = try LayoutDocument(json: Self.text).plan
    let apart = fractional.desiredSizes.withUnsafeBufferPointer { desired in
      fractional.wholeSizes.withUnsafeBufferPointer { $0.baseAddress != desired.baseAddress }
    }
    #expect(apart)
    #expect(fractional.wholeSizes[2] == AxisPair(2, 2))
    #expect(fractional.desiredSizes[2] == AxisPair(1.5, 2))
  }

  @Test func wholeIntegersAreTheWholeSizesWhenBelowTwoToTheThirtyOne() throws {
    for rounding in Rounding.allCases {
      let read = try LayoutDocument(json: Self.text)
      // A plan made for this rounding (under compat, with its integers made at once).
      let plan = LayoutDocument(root: read.root, rounding: rounding).plan
      let integers = try #require(plan.wholeIntegers)
      #expect(integers.count == plan.count)
      for number in 0..<plan.count {
        #expect(Double(integers[number].horizontal) == plan.wholeSizes[number].horizontal)
        #expect(Double(integers[number].vertical) == plan.wholeSizes[number].vertical)
      }
      // Asked again: the same table.
      #expect(plan.wholeIntegers == integers)
    }
    // Past 2³¹ (not a valid document, but a plan all the same): none.
    let large = LayoutDocument(
      root: .grid(columns: 1) { LayoutNode.item("x", desired: [3e9, 1]) })
    #expect(large.plan.wholeIntegers == nil)
  }

  @Test func subtreeSizesAreCountedInThirtyTwoBits() throws {
    let plan = try LayoutDocument(json: Self.text).plan
    let nodes = Self.preorder(try LayoutDocument(json: Self.text).root)
    for (number, node) in nodes.enumerated() {
      #expect(plan.subtreeSizes[number] == Self.preorder(node).count)
    }
    #expect(plan.path(of: 10) == "root.children[6].children[1].children[0]")
    #expect(plan.number(atPath: "root.children[6].children[1]") == 9)
  }

  @Test func idNumbersAroundTheLookahead() {
    for count in [0, 1, 15, 16, 17, 31, 32, 33, 100] {
      for nilEvery in [1, 2, 3, 1000] {
        let ids: [String?] = (0..<count).map { $0 % nilEvery == 1 ? nil : "n\($0 % 40)" }
        ModelSizeTests.expectIDNumbersFindWhatADictionaryFinds(ids)
      }
    }
  }
}
