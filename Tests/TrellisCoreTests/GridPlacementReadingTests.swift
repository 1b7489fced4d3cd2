import Testing
import TrellisCore

/// The placement keys of a grid's children (`column`, `row`, `columnSpan`, `rowSpan`): read,
/// written back, and refused with the same path and message from JSON and from
/// `LayoutDocument.validate()`.
@Suite struct GridPlacementReadingTests {
  /// A document around a root node, as JSON.
  static func json(_ root: String) -> String { #"{"trellis": 1, "root": \#(root)}"# }

  /// A `css` grid of `columns` with these children, as JSON.
  static func grid(_ columns: Int, _ children: String, distribution: String = "css") -> String {
    json(
      #"{"layout": "grid", "columns": \#(columns), "distribution": "\#(distribution)", "children": [\#(children)]}"#
    )
  }

  /// The same grid built in Swift.
  static func grid(
    _ columns: Int, distribution: Distribution = .css, _ children: [LayoutNode]
  ) -> LayoutDocument {
    LayoutDocument(root: .grid(columns: columns, distribution: distribution) { children })
  }

  /// Each refusal: the JSON, its Swift twin, the path and the message.
  static let refusals: [(String, LayoutDocument, String, String)] = [
    (
      grid(3, #"{"id": "a", "column": 2, "columnSpan": 2}"#),
      grid(3, [.item("a").gridCell(column: 2, columnSpan: 2)]),
      "root.children[0].column", "column 2 + columnSpan 2 passes the last of the 3 columns"
    ),
    (
      grid(2, #"{"id": "a", "row": 0, "column": 0, "columnSpan": 2}, {"id": "b", "row": 0}"#),
      grid(
        2, [.item("a").gridCell(column: 0, row: 0, columnSpan: 2), .item("b").gridCell(row: 0)]),
      "root.children[1].row", "no free columns for columnSpan 1 in row 0"
    ),
    (
      grid(3, #"{"id": "a", "columnSpan": 4}"#),
      grid(3, [.item("a").gridCell(columnSpan: 4)]),
      "root.children[0].columnSpan", "spans 4 columns, more than the 3 columns of the grid"
    ),
    (
      grid(2, #"{"id": "a", "columnSpan": 0}"#),
      grid(2, [.item("a").gridCell(columnSpan: 0)]),
      "root.children[0].columnSpan", "must be a whole number ≥ 1, got 0"
    ),
    (
      grid(2, #"{"id": "a", "column": -1}"#),
      grid(2, [.item("a").gridCell(column: -1)]),
      "root.children[0].column", "must be a whole number ≥ 0, got -1"
    ),
    (
      grid(2, #"{"id": "a", "rowSpan": 2}"#, distribution: "compat"),
      grid(2, distribution: .compat, [.item("a").gridCell(rowSpan: 2)]),
      "root.children[0].rowSpan", "spans need distribution fair or css"
    ),
    (
      grid(0, #"{"id": "a", "column": 0}"#),
      grid(0, [.item("a").gridCell(column: 0)]),
      "root.columns", "must be ≥ 1 when a child has column, row, columnSpan or rowSpan"
    ),
    (
      json(#"{"layout": "vertical", "children": [{"id": "a"}, {"id": "b", "row": 1}]}"#),
      LayoutDocument(root: .vertical { [.item("a"), .item("b").gridCell(row: 1)] }),
      "root.children[1].row", "only a child of a grid may be placed"
    ),
    (
      json(#"{"id": "a", "columnSpan": 1}"#),
      LayoutDocument(root: .item("a").gridCell()),
      "root.columnSpan", "only a child of a grid may be placed"
    ),
  ]

  @Test func aRowsGridNamesRows() {
    let text = Self.json(
      #"{"layout": "grid", "rows": 2, "distribution": "fair", "children": [{"id": "a", "rowSpan": 3}]}"#
    )
    #expect(
      throws: DocumentError(
        path: "root.children[0].rowSpan", message: "spans 3 rows, more than the 2 rows of the grid")
    ) { try LayoutDocument(json: text) }
    let locked = Self.json(
      #"{"layout": "grid", "rows": 1, "distribution": "css", "children": [{"id": "a", "row": 0, "column": 4}, {"id": "b", "column": 4}]}"#
    )
    #expect(
      throws: DocumentError(
        path: "root.children[1].column", message: "no free rows for rowSpan 1 in column 4")
    ) { try LayoutDocument(json: locked) }
  }

  @Test(arguments: refusals.indices)
  func refusalsHaveOnePathAndMessage(index: Int) {
    let (text, document, path, message) = Self.refusals[index]
    let expected = DocumentError(path: path, message: message)
    #expect(throws: expected) { try LayoutDocument(json: text) }
    #expect(throws: expected) { try document.validate() }
  }

  @Test(arguments: [
    (#""2""#, #"must be a whole number ≥ 0, got "2""#),
    ("1.5", "must be a whole number ≥ 0, got 1.5"),
    ("true", "must be a whole number ≥ 0, got true"),
  ])
  func startsMustBeWholeNumbers(value: String, message: String) {
    #expect(throws: DocumentError(path: "root.children[0].row", message: message)) {
      try LayoutDocument(json: Self.grid(2, #"{"id": "a", "row": \#(value)}"#))
    }
  }

  /// Numbers out of range, built in Swift: the grid's dimensions, the document and
  /// `validate()` take them without a crash, and `validate()` refuses them as the reader
  /// refuses their JSON.
  @Test(arguments: [
    (#""column": -1"#, GridCell(column: -1), "column", "must be a whole number ≥ 0, got -1"),
    (#""row": -3"#, GridCell(row: -3), "row", "must be a whole number ≥ 0, got -3"),
    (
      #""columnSpan": 0"#, GridCell(columnSpan: 0), "columnSpan",
      "must be a whole number ≥ 1, got 0"
    ),
    (
      #""column": 1, "rowSpan": -2"#, GridCell(column: 1, rowSpan: -2), "rowSpan",
      "must be a whole number ≥ 1, got -2"
    ),
    (
      #""row": 2000000000"#, GridCell(row: 2_000_000_000), "row",
      "must be a whole number ≥ 0, got 2000000000"
    ),
  ])
  func outOfRangeNumbersFromSwift(json: String, cell: GridCell, key: String, message: String) {
    var item = ItemOptions()
    item.gridCell = cell
    let layout = GridLayout(
      children: [LayoutNode(id: "a", item: item), LayoutNode(id: "b")], count: .columns(3))
    #expect(layout.dimensions == (2, 1))
    let expected = DocumentError(path: "root.children[0].\(key)", message: message)
    let document = LayoutDocument(root: LayoutNode(id: "g", content: .grid(layout)))
    #expect(throws: expected) { try document.validate() }
    #expect(throws: expected) {
      try LayoutDocument(json: Self.grid(3, #"{"id": "a", \#(json)}, {"id": "b"}"#))
    }
  }

  @Test func placementsReadAndWriteBack() throws {
    let text = Self.grid(
      3,
      #"{"id": "a", "column": 1, "row": 2, "columnSpan": 2, "rowSpan": 3}, {"id": "b", "columnSpan": 1}, {"id": "c"}"#
    )
    let document = try LayoutDocument(json: text)
    let built = Self.grid(
      3,
      [
        .item("a").gridCell(column: 1, row: 2, columnSpan: 2, rowSpan: 3), .item("b").gridCell(),
        .item("c"),
      ])
    #expect(document.root == built.root)
    #expect(try LayoutDocument(json: document.json).root == document.root)
    #expect(document.root.children[2].item.gridCell == nil)
    #expect(document.root.children[1].item.gridCell == GridCell())
  }
}
