import Testing

@testable import TrellisCore

/// The placement keys (`column`, `row`, `columnSpan`, `rowSpan`), which the single pass reads
/// in place, against the careful reader: every form of number, duplicates, keys near theirs,
/// and the nodes that may not be placed give the same document or the same error.
@Suite struct PlacementFastPathTests {
  /// A grid of 3 columns (`css`: spans need `css` or `fair`) whose first child has `members`
  /// (after its id).
  static func child(
    _ members: String, layout: String = #""grid", "columns": 3, "distribution": "css""#
  ) -> String {
    """
    {"trellis": 1, "root": {"layout": \(layout), "children": [{"id": "a", \(members)}, {"id": "b"}]}}
    """
  }

  /// Both readers on `text`, from the text and from its bytes.
  static func agree(_ text: String) {
    SinglePassReaderTests.check(text, name: text)
  }

  @Test func readsTheSamePlacementsInPlace() throws {
    for (members, cell) in [
      (#""columnSpan": 1"#, GridCell()),
      (#""column": 2.0, "row": 1e0"#, GridCell(column: 2, row: 1)),
      (#""rowSpan": 20e-1, "column": -0"#, GridCell(column: 0, rowSpan: 2)),
      (#""columnSpan": 2, "rowSpan": 3"#, GridCell(columnSpan: 2, rowSpan: 3)),
    ] {
      let text = Self.child(members)
      let document = try #require(SinglePassReaderTests.singlePass(text), "\(members)")
      #expect(document.root.children.first?.item.gridCell == cell, "\(members)")
      #expect(document.root.children.last?.item.gridCell == nil)
      Self.agree(text)
    }
  }

  @Test(arguments: [
    "0", "1", "2", "9", "10", "2.0", "2e0", "20e-1", "0.2e1", "-0", "-0.0", "0.0", "1000000000",
    "1e9", "1000000001", "1e10", "2.5", "-1", "-2.0", "00", "01", "1.", "1e", "-", "+1",
    "9999999999", "10000000000", "12345678901234567890", "1e400", "\"2\"", "null", "true",
    "[1]", "{}", "1x", "1 ",
  ])
  func numbers(_ number: String) {
    for key in GridCell.keys {
      Self.agree(Self.child(#""\#(key)": \#(number)"#))
      // Last before the end of the text: cut short.
      Self.agree(#"{"trellis": 1, "root": {"id": "a", "\#(key)": \#(number)"#)
    }
  }

  @Test(arguments: [
    // Every key, in any order, with other item keys and escaped.
    #""column": 1, "row": 2, "columnSpan": 2, "rowSpan": 3"#,
    #""rowSpan": 1, "columnSpan": 1, "row": 0, "column": 0"#,
    #""desired": [1, 2], "columnSpan": 1"#,
    #""stretch": 1, "column": 2, "cellAlign": ["left", null]"#,
    #""column": 2, "stretch": [1, 0], "offset": [1, 1]"#,
    #""c\u006flumn": 1, "r\u006fw": 1, "columnS\u0070an": 2, "rowSp\u0061n": 1"#,
    // Duplicates, plain and escaped.
    #""column": 1, "column": 1"#, #""row": 1, "row": 2"#, #""columnSpan": 1, "columnSpan": 1"#,
    #""rowSpan": 2, "rowSpan": 2"#, #""column": 1, "c\u006flumn": 1"#,
    // Keys near the placement keys.
    #""columnSpa": 1"#, #""columnSpanX": 1"#, #""columnSpbn": 1"#, #""columnSpam": 1"#,
    #""columnsSpan": 1"#, #""rowspan": 1"#, #""rowSpans": 1"#, #""rows": 1"#, #""columns": 1"#,
    #""colum": 1"#, #""ro": 1"#, #""Column": 1"#,
    // Areas the grid refuses: past its columns, over another child.
    #""column": 3"#, #""columnSpan": 4"#, #""column": 2, "columnSpan": 2"#,
    #""column": 1, "row": 0, "columnSpan": 2, "rowSpan": 2"#,
    #""column": 0, "row": 0, "x": 1"#,
  ])
  func placedChildren(_ members: String) {
    Self.agree(Self.child(members))
    Self.agree(Self.child(members, layout: #""grid", "rows": 2, "distribution": "fair""#))
    Self.agree(Self.child(members, layout: #""grid", "columns": 3"#))
    // Only a grid's children may be placed.
    for layout in [#""stack""#, #""horizontal""#, #""vertical""#] {
      Self.agree(Self.child(members, layout: layout))
    }
    Self.agree(
      Self.child(members, layout: #""gridTree", "grid": {"cols": [{}, {}]}"#))
  }

  @Test(arguments: GridCell.keys)
  func nodesThatMayNotBePlaced(_ key: String) {
    for text in [
      // The root, item or container.
      #"{"trellis": 1, "root": {"id": "a", "\#(key)": 1}}"#,
      #"{"trellis": 1, "root": {"layout": "stack", "\#(key)": 1, "children": [{"id": "a"}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 2, "\#(key)": 1, "children": []}}"#,
      // A grid's containers may be; their own children may not.
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"layout": "stack", "\#(key)": 1, "children": [{"id": "a"}]}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"layout": "stack", "children": [{"id": "a", "\#(key)": 1}]}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"layout": "grid", "columns": 2, "\#(key)": 1, "children": [{"id": "a", "\#(key)": 1}]}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"layout": "gridTree", "grid": {"cols": [{}]}, "\#(key)": 1, "children": [{"id": "a"}]}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"\#(key)": 1, "layout": "horizontal", "children": [{"id": "a", "\#(key)": 1}]}]}}"#,
      // An item's other checks with a placement.
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"\#(key)": 1}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"id": "a", "\#(key)": 1, "children": []}]}}"#,
      #"{"trellis": 1, "root": {"layout": "grid", "columns": 3, "children": [{"id": "a", "\#(key)": 1, "unknown": 1}]}}"#,
    ] {
      Self.agree(text)
    }
  }
}
