import Testing

@testable import TrellisCore

/// Reading and writing MyGridLayout grid descriptions (format.md §2.4, semantics §3.9).
@Suite struct GridTreeReadingTests {
  static func document(grid: String, views: Int = 1, rounding: String = "none") -> String {
    let children = (0..<views).map { #"{"id": "v\#($0)"}"# }.joined(separator: ", ")
    return
      #"{"trellis": 1, "rounding": "\#(rounding)", "root": {"id": "t", "layout": "gridTree", "grid": \#(grid), "children": [\#(children)]}}"#
  }

  static func grid(_ text: String) throws -> GridTreeNode {
    let document = try LayoutDocument(json: document(grid: text))
    guard case .gridTree(let tree) = document.root.content else {
      Issue.record("not a grid tree")
      return GridTreeNode()
    }
    return tree.grid
  }

  @Test func everyKeyIsRead() throws {
    let grid = try Self.grid(
      #"""
      {"space": 3, "spacing": 4, "padding": "{1, 2, 3, 4}", "gravity": "centerX|bottom",
       "tag": 7, "action": "handleTap:", "action-data": {"k": [1, "two"]},
       "top-borderline": {"color": "#FF0000", "thick": 1, "head": 2, "tail": 3, "offset": 4, "dash": 5},
       "cols": [{"size": 40, "anchor": "true", "rows": [{"size": "wrap"}, {"size": "-25%", "placeholder": 1}]},
                {"size": "30%"}, {"size": 0.5}, {"size": -0.4}, {"size": "100%"}, {"size": "-100%"},
                {"size": "40"}, {"overlap": "top|left", "size": 90}, {}]}
      """#)
    #expect(grid.spacing == 4)  // B1: `spacing` wins over `space`
    #expect(grid.padding == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(grid.gravity(on: .horizontal) == .center && grid.gravity(on: .vertical) == .end)
    #expect(grid.tag == 7 && grid.action == "handleTap:")
    #expect(grid.direction == .cols && grid.children.count == 9)
    let measures = grid.children.map(\.measure)
    #expect(
      measures == [
        .points(40), .ratio(0.3), .ratio(0.5), .remaining(0.4), .fill, .fill, .points(40),
        .points(0), .fill,
      ])
    #expect(grid.children[0].anchor && grid.children[0].children[1].placeholder)
    #expect(grid.children[0].children[1].measure == .remaining(0.25))
    // overlap = anchor, measure 0, gravity (B4: it wins over size).
    #expect(grid.children[7].anchor && grid.children[7].gravity == ["top", "left"])
  }

  /// Parse → serialise → parse gives the same grid, for every fixture's grid and the one above.
  @Test func writingAndReadingBackGivesTheSameGrid() throws {
    let texts = [
      #"{"rows":[{"size":20},{"size":"30%"},{"size":"-40%"},{"size":"fill"}]}"#,
      #"{"space":10,"cols":[{"size":60},{"size":"fill","padding":"{5,5,5,5}","space":4,"rows":[{"size":"50%"},{"size":"fill"}]}]}"#,
      #"{"rows":[{"size":"fill"},{"overlap":"bottom|left","padding":"{0,0,5,0}"}]}"#,
      #"{"gravity":"centerX","tag":3,"action":"a:","action-data":[1,{"x":null}],"left-borderline":{"color":"red","thick":0.5},"cols":[{"size":0.3},{"size":"-33.3%","gravity":"width"},{"overlap":"top","gravity":"left"}]}"#,
    ]
    for text in texts {
      let grid = try Self.grid(text)
      let written = grid.json.text()
      #expect(try Self.grid(written) == grid, "\(text) → \(written)")
    }
  }

  @Test(
    arguments: [
      // The seed's own snippets, which are not valid JSON (B15), as grid strings.
      (
        #""{\"rows\": [{\"size\": 5, \"top-borderline\": {\"thick\"1}}]}""#,
        "root.grid", "invalid grid JSON at line 1, column 49: expected ':' after the key, found '1'"
      ),
      (
        #""{\"rows\": [{\"size\":5,}]}""#, "root.grid",
        "invalid grid JSON at line 1, column 21: expected a key in quotes, found '}'"
      ),
      (
        #"{"rows": [], "cols": []}"#, "root.grid.rows",
        "a grid splits into \"rows\" or \"cols\", not both"
      ),
      (
        #"{"rows": [{"size": -2}]}"#, "root.grid.rows[0].size",
        "must be ≥ 1 (points), 0, a ratio in (0, 1) or a remaining ratio in (-1, 0), got -2"
      ),
      (
        #"{"rows": [{"size": "big"}]}"#, "root.grid.rows[0].size",
        "must be a number, \"wrap\", \"fill\", \"N%\" or \"-N%\", got \"big\""
      ),
      (
        #"{"padding": "{1,2,3}"}"#, "root.grid.padding",
        "must be \"{top,left,bottom,right}\" with numbers ≥ 0, got \"{1,2,3}\""
      ),
      (
        #"{"gravity": "centerX|middle"}"#, "root.grid.gravity",
        "unknown gravity token \"middle\" (expected top, bottom, left, right, leading, trailing, centerX, centerY, width or height)"
      ),
      (
        #"{"gravity": "top|bottom"}"#, "root.grid.gravity",
        "conflicting gravity tokens \"top\" and \"bottom\""
      ),
      (
        #"{"anchor": "yes"}"#, "root.grid.anchor",
        "must be true, false, a number or \"true\"/\"false\", got \"yes\""
      ),
      (
        #"{"colour": 1}"#, "root.grid.colour",
        "unknown key (expected one of: rows, cols, size, padding, space, spacing, gravity, overlap, placeholder, anchor, tag, action, action-data, top-borderline, bottom-borderline, left-borderline, right-borderline)"
      ),
    ])
  func invalidGridsNameThePosition(grid: String, path: String, message: String) throws {
    #expect(throws: DocumentError(path: path, message: message)) {
      try LayoutDocument(json: Self.document(grid: grid))
    }
  }

  /// Under `rounding: compat` tokens are MyGrid's OR-ed flags (`top|bottom` fills the height,
  /// unknown tokens are ignored) and a numeric size string is `fill` (B2, B5).
  @Test func compatReadsTokensAndNumericStringsAsMyGridDoes() throws {
    let grid = #"{"rows": [{"size": "40"}, {"size": 20, "gravity": "top|bottom|middle"}]}"#
    let compat = try LayoutDocument(json: Self.document(grid: grid, views: 2, rounding: "compat"))
    var sized = compat
    sized.size = AxisPair(100, 100)
    let answer = try LayoutPass.run(sized, engine: .direct, solver: Halves())
    #expect(answer.frames["v0"] == Rect(x: 0, y: 0, width: 100, height: 80))  // "40" is fill
    #expect(answer.frames["v1"] == Rect(x: 0, y: 80, width: 100, height: 20))  // top|bottom fills
    #expect(throws: DocumentError.self) {
      try LayoutDocument(json: Self.document(grid: grid, views: 2, rounding: "none"))
    }
    let plain = try LayoutDocument(
      json: Self.document(grid: #"{"rows": [{"size": "40"}, {}]}"#, views: 2, rounding: "none"))
    var plainSized = plain
    plainSized.size = AxisPair(100, 100)
    #expect(
      try LayoutPass.run(plainSized, engine: .direct, solver: Halves()).frames["v0"]
        == Rect(x: 0, y: 0, width: 100, height: 40))
  }

  /// A solver for grid-tree splits only (the engines live in other modules).
  final class Halves: AxisSolving {
    typealias Failure = Never
    func distribute(_ problem: AxisProblem, number: Int) -> [Double] {
      problem.segments.map(\.base)
    }
    func fill(_ problem: AxisProblem, number: Int) -> [Double] { problem.segments.map(\.base) }
    func spread(
      _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
    ) -> [Double] { problem.segments.map(\.base) }
    func split(_ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int) -> [Double] {
      var sizes = problem.segments.map(\.base)
      var rest = (problem.available ?? 0) - sizes.reduce(0, +)
      let fills = sizes.indices.filter { split.shares[$0] == .fill }
      for (index, share) in zip(fills, split.fillSizes(total: rest, count: fills.count)) {
        sizes[index] = share
        rest -= share
      }
      return sizes
    }
  }
}
