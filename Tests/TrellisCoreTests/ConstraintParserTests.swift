import Testing

@testable import TrellisCore

/// The constraint expression language (format.md §5).
@Suite struct ConstraintParserTests {
  static let targets: [String: ConstraintParser.Target] = [
    "main": .grid(columns: 3, rows: 2), "side": .node, "nav.bar": .node, "a": .node,
  ]

  static func parse(_ text: String) throws(ConstraintSyntaxError) -> (
    LinearExpression, LayoutConstraint.Relation
  ) {
    var parser = ConstraintParser(text, targets: targets)
    return try parser.parse()
  }

  @Test func theFormatsExample() throws {
    let (expression, relation) = try Self.parse("main.col[1].width >= 2 * main.col[0].width")
    #expect(relation == .greaterOrEqual)
    #expect(
      expression
        == LinearExpression(terms: [
          (.column(id: "main", index: 1, size: true), 1),
          (.column(id: "main", index: 0, size: true), -2),
        ]))
  }

  @Test func sumsProductsParenthesesAndConstantsFoldIntoOneLinearForm() throws {
    let (expression, relation) = try Self.parse(
      "side.width + 8 == 0.5 * (main.width - 2 * (side.left + 4)) - main.row[1].y * 3 + side.width")
    #expect(relation == .equal)
    // side.width cancels: 8 − 0.5·main.width + side.left + 4 + 3·main.row[1].y = 0.
    #expect(
      expression
        == LinearExpression(
          terms: [
            (.frame(id: "main", .width), -0.5), (.frame(id: "side", .left), 1),
            (.row(id: "main", index: 1, size: false), 3),
          ], constant: 12))
  }

  @Test func idsMayContainDotsAndEveryAttributeIsNamed() throws {
    for attribute in LayoutQuantity.FrameAttribute.allCases {
      let (expression, _) = try Self.parse("nav.bar.\(attribute.rawValue) <= 1e3")
      #expect(expression.terms.first?.quantity == .frame(id: "nav.bar", attribute))
      #expect(expression.constant == -1000)
    }
  }

  @Test(
    arguments: [
      (
        "side.width * main.width == 4", 12,
        "a product needs a number on one side (constraints are linear)"
      ),
      ("side.width", 11, "expected ==, >= or <= (a constraint relates two sides)"),
      ("side.width => 4", 12, "expected ==, >= or <=, found '='"),
      ("side.width >= 4 4", 17, "unexpected '4' after the expression"),
      ("nope.width >= 4", 1, "unknown id \"nope\""),
      ("side.col[0].width >= 4", 1, "\"side\" is not a grid: it has no columns"),
      ("main.row[2].height >= 4", 1, "\"main\" has 2 rows, no row[2]"),
      ("main.col[x].width >= 4", 1, "\"x\" is not a track index in \"main.col[x].width\""),
      (
        "side.middle >= 4", 1,
        "\"side.middle\" is not ID.x, .y, .width, .height, .left, .right, .top, .bottom, .centerX, .centerY, GRID.col[j].width|x or GRID.row[i].height|y"
      ),
      ("(side.width >= 4", 13, "expected ) to close the ( at character 1"),
      ("side.width >= ", 15, "expected a number, a frame or a track"),
      ("4 >= 2", 1, "the constraint names no frame or track"),
      ("side.width >= 1..2", 15, "\"1..2\" is not a number"),
    ])
  func errorsPointAtTheCharacter(text: String, column: Int, message: String) {
    #expect(throws: ConstraintSyntaxError(column: column, message: message)) {
      try Self.parse(text)
    }
  }

  /// Found by the fuzzer: a long run of signs recursed once per sign and overflowed the stack.
  @Test func longRunsOfSignsAndDeepParentheses() throws {
    let targets: [String: ConstraintParser.Target] = ["a": .node]
    var signs = ConstraintParser(
      "a.x == " + String(repeating: "+-", count: 100_000) + "-1", targets: targets)
    let (expression, _) = try signs.parse()
    #expect(expression.constant == 1)  // 100,001 minus signs: a.x − (−1)
    let open = String(repeating: "(", count: 65)
    var deep = ConstraintParser(
      "a.x == " + open + "1" + String(repeating: ")", count: 65), targets: targets)
    #expect(
      throws: ConstraintSyntaxError(
        column: 72, message: "parentheses nested deeper than 64 levels")
    ) {
      _ = try deep.parse()
    }
    var fine = ConstraintParser(
      "a.x == " + String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64),
      targets: targets)
    #expect(throws: Never.self) { _ = try fine.parse() }
  }
}
