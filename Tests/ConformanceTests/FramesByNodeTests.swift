import Foundation
import Testing
import Trellis

@testable import TrellisCore

/// Frames by node: every node's frame in the answer of a solve, by its preorder number or its
/// JSON path (the paths diagnostics and errors name), with an id or not.
@Suite struct FramesByNodeTests {
  /// A horizontal root without an id holding an item and an unnamed stack.
  static let unnamed = LayoutDocument.reading(
    """
    {"trellis": 1, "size": [101, 41], "root": {"layout": "horizontal", "children": [
      {"id": "a", "desired": [30, 20]},
      {"layout": "stack", "children": [{"id": "b", "desired": [25, 10]}]}]}}
    """)

  @Test(arguments: GoldenOutputTests.cases)
  func everyNodeHasItsFrameByNumberAndPath(_ each: GoldenOutputTests.Case) throws {
    let document = each.document
    let answer =
      document.isConstrained ? try LPEngine().solve(document) : try DirectEngine().solve(document)
    for number in 0..<document.nodeCount {
      let path = document.path(ofNode: number)
      #expect(document.nodeNumber(atPath: path) == number, "\(each.name): \(path)")
      let frame = try #require(answer.frames[node: number], "\(each.name): node \(number)")
      #expect(answer.frames[path: path] == frame)
    }
    for (id, frame) in answer.frames {
      #expect(answer.frames[path: Self.path(of: id, in: document)] == frame, "\(each.name) \(id)")
    }
  }

  @Test(arguments: GoldenOutputTests.cases)
  func pathsInOneWalkAreThePathsOfEachNode(_ each: GoldenOutputTests.Case) {
    let plan = each.document.plan
    let numbers = Array(0..<plan.count)
    #expect(plan.paths(of: numbers) == numbers.map { plan.path(of: $0) })
    let some = numbers.filter { $0 % 3 != 1 }.flatMap { [$0, $0] }
    #expect(plan.paths(of: some) == some.map { plan.path(of: $0) })
    #expect(plan.paths(of: []).isEmpty)
  }

  /// The JSON path of the node with `id`, found by walking the tree.
  static func path(of id: String, in document: LayoutDocument) -> String {
    func find(_ node: LayoutNode, _ path: String) -> String? {
      if node.id == id { return path }
      for (index, child) in node.children.enumerated() {
        if let found = find(child, "\(path).children[\(index)]") { return found }
      }
      return nil
    }
    return find(document.root, "root") ?? "nowhere"
  }

  @Test func unnamedContainersHaveFramesByNode() throws {
    let answer = try DirectEngine().solve(Self.unnamed)
    // Content 55 wide in 101: starts at rnd(46 / 2) = 23, so the stack (25 × 10, its
    // content) at 53; the band is 20 tall at rnd(21 / 2) = 11, the stack centred in it at 16.
    #expect(answer.frames[path: "root"] == Rect(x: 0, y: 0, width: 101, height: 41))
    #expect(answer.frames[node: 2] == Rect(x: 53, y: 16, width: 25, height: 10))
    #expect(answer.frames[path: "root.children[1]"] == answer.frames[node: 2])
    #expect(answer.frames[path: "root.children[1].children[0]"] == answer.frames["b"])
    #expect(answer.frames.count == 2)  // iterated, counted and written: ids only
    #expect(Self.unnamed.nodeNumber(atPath: "root.children[1].children[0]") == 3)
  }

  @Test(arguments: [
    "", "root.", "rooot", "root.children[2]", "root.children[-1]", "root.children[0",
    "root.children[0].children[0]", "root.children[x]", "root.children[1]x",
  ])
  func pathsThatNameNoNodeHaveNoFrame(_ path: String) throws {
    let answer = try DirectEngine().solve(Self.unnamed)
    #expect(Self.unnamed.nodeNumber(atPath: path) == nil)
    #expect(answer.frames[path: path] == nil)
  }

  @Test func pixelSnappingSnapsFramesWithoutAnId() throws {
    var document = Self.unnamed
    document.rounding = .pixel
    document.size = AxisPair(100.4, 41)
    let answer = try DirectEngine().solve(document)
    let stack = try #require(answer.frames[path: "root.children[1]"])
    #expect(stack.x == stack.x.rounded() && stack.width == stack.width.rounded())
  }

  @Test func tablesWithoutNodesAnswerByIdOnly() {
    let table: FrameTable = ["a": Rect(x: 1, y: 2, width: 3, height: 4)]
    #expect(table[node: 0] == nil && table[path: "root"] == nil)
    #expect(table["a"] == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func theRendererDrawsUnnamedContainersOfASolve() throws {
    let answer = try DirectEngine().solve(Self.unnamed)
    let svg = SVGRenderer().render(Self.unnamed, answer)
    let picture = try #require(SVGDocument(svg))
    let containers = picture.elements.filter {
      $0.name == "rect" && $0.attributes["class"] == "container"
    }
    #expect(containers.map { $0.attributes["data-id"] } == ["root.children[1]"])
    // An answer by id only (decoded from JSON) draws the items alone.
    let decoded = try JSONDecoder().decode(LayoutAnswer.self, from: Data(answer.json().utf8))
    let byId = try #require(SVGDocument(SVGRenderer().render(Self.unnamed, decoded)))
    #expect(!byId.elements.contains { $0.attributes["class"] == "container" })
  }
}

extension LayoutDocument {
  /// A document the test writes itself (valid, or the test stops).
  static func reading(_ text: String) -> LayoutDocument {
    do {
      return try LayoutDocument(json: text)
    } catch {
      preconditionFailure("invalid test document: \(error)")
    }
  }
}
