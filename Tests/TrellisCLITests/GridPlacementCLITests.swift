import Testing

/// A grid's placement errors through the CLI: exit 65 and `error: <path>: <message>`.
@Suite struct GridPlacementCLITests {
  /// A `css` grid of `columns` with these children, as a document.
  static func grid(_ columns: Int, _ children: String, distribution: String = "css") -> String {
    #"{"trellis": 1, "root": {"layout": "grid", "columns": \#(columns), "distribution": "\#(distribution)", "children": [\#(children)]}}"#
  }

  @Test(arguments: [
    (
      grid(3, #"{"id": "a", "column": 2, "columnSpan": 2}"#),
      "root.children[0].column: column 2 + columnSpan 2 passes the last of the 3 columns"
    ),
    (
      grid(2, #"{"id": "a", "row": 0, "column": 0, "columnSpan": 2}, {"id": "b", "row": 0}"#),
      "root.children[1].row: no free columns for columnSpan 1 in row 0"
    ),
    (
      grid(2, #"{"id": "a", "columnSpan": 0}"#),
      "root.children[0].columnSpan: must be a whole number ≥ 1, got 0"
    ),
    (
      grid(2, #"{"id": "a", "column": -1}"#),
      "root.children[0].column: must be a whole number ≥ 0, got -1"
    ),
    (
      grid(2, #"{"id": "a", "row": 1.5}"#),
      "root.children[0].row: must be a whole number ≥ 0, got 1.5"
    ),
    (
      grid(2, #"{"id": "a"}, {"id": "b", "columnSpan": 2}"#, distribution: "compat"),
      "root.children[1].columnSpan: spans need distribution fair or css"
    ),
  ])
  func placementErrorsExitWith65(document: String, message: String) throws {
    let result = try Child.run(["solve", "-"], stdin: .bytes(Array(document.utf8)))
    result.expectFailure(65)
    #expect(result.stderr == "error: \(message)\n")
  }
}
