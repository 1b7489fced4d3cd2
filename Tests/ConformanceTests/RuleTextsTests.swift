import Testing
import Trellis

@testable import TrellisLP

/// The report's rule texts a tiered session keeps (``RuleTexts``): a text is read again only
/// when it is written from the same parts, and is then the text written anew.
@Suite struct RuleTextsTests {
  /// A grid of three columns (one fixed, one with a minimum, one stretching) in a column with
  /// a strong constraint, named `id`.
  static func document(id: String) throws -> LayoutDocument {
    try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "rounding": "none",
         "root": {"id": "\(id)", "layout": "grid", "columns": 3, "columnSizings": [
           {"size": 40}, {"min": 30}, {"stretch": 1}],
          "children": [{"id": "a", "desired": [50, 20]}, {"id": "b", "desired": [60, 20]},
                       {"id": "c", "desired": [70, 20]}]},
         "constraints": [{"expr": "\(id).col[2].width >= 2 * \(id).col[1].width",
                          "strength": "strong"}]}
        """)
  }

  static func same(
    _ a: (name: String, expression: String), _ b: (name: String, expression: String)
  ) -> Bool {
    a.name == b.name && a.expression == b.expression
  }

  @Test func aKeptTextIsTheTextWrittenAnew() throws {
    let program = try LPEngine().firstTieredRound(Self.document(id: "main"), shortcuts: true)
      .program
    let names = program.ruleNames
    var texts = RuleTexts()
    texts.adopt(names, rules: program.rules.count)
    for (index, rule) in program.rules.enumerated() {
      let written = names.text(of: rule)
      // Written the first time, read again the second.
      #expect(Self.same(texts.text(of: rule, at: index, names), written))
      #expect(Self.same(texts.text(of: rule, at: index, names), written))
    }
    // Another available length: the axes name alike, so the kept texts stay, but the rules
    // about a whole axis are written anew.
    var resized = names
    for (problem, axis) in resized.axes { resized.axes[problem] = axis.available("999") }
    texts.adopt(resized, rules: program.rules.count)
    var whole = 0
    for (index, rule) in program.rules.enumerated() {
      let text = texts.text(of: rule, at: index, resized)
      #expect(Self.same(text, resized.text(of: rule)))
      if case .layout(_, _, nil) = rule.source {
        whole += 1
        #expect(text.expression.hasSuffix("999"), "\(text)")
      }
    }
    #expect(whole > 0)
    // Another target: written anew.
    for (index, rule) in program.rules.enumerated() where rule.text == nil {
      let moved = rule.retargeted(rule.target + 1)
      #expect(Self.same(texts.text(of: moved, at: index, resized), resized.text(of: moved)))
    }
  }

  /// A program whose axes name otherwise (another container id) has every text written anew.
  @Test func anotherContainerWritesEveryTextAnew() throws {
    let main = try LPEngine().firstTieredRound(Self.document(id: "main"), shortcuts: true)
      .program
    let side = try LPEngine().firstTieredRound(Self.document(id: "side"), shortcuts: true)
      .program
    #expect(main.rules.count == side.rules.count)
    var texts = RuleTexts()
    texts.adopt(main.ruleNames, rules: main.rules.count)
    for (index, rule) in main.rules.enumerated() {
      _ = texts.text(of: rule, at: index, main.ruleNames)
    }
    texts.adopt(side.ruleNames, rules: side.rules.count)
    for (index, rule) in side.rules.enumerated() {
      let text = texts.text(of: rule, at: index, side.ruleNames)
      #expect(Self.same(text, side.ruleNames.text(of: rule)))
      #expect(!text.name.hasPrefix("main"), "\(text)")
    }
  }
}
