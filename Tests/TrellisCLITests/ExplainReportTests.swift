import Foundation
import Testing
import TrellisCore

@testable import TrellisCommandLine

/// What `trellis explain` prints for people: the conflict in one sentence, the user's rules
/// that gave way, then the layout's own by container axis, every target in its expression and
/// numbers rounded; and the line `trellis solve --format text` adds when rules gave way.
@Suite struct ExplainReportTests {
  /// The bundled over-constrained example, whole.
  @Test func theBundledExampleReadsFromTheUsersRulesToTheLayouts() throws {
    let result = try CLITests.run(["explain", "Examples/over-constrained.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Your rule content-min cannot hold with the layout's own required rules: main.col[0].fixed 240 + main.col.spacing[1].fixed 16 + content-min 260 > main width 504.
          rules in the conflict: main.x.bounds, main.col[0].fixed, main.col.spacing[1].fixed, content-min

        11 rules gave way, 1 of them yours:
          rule                       tier      weight  target  achieved  violation  expression
        your rules:
          content-min                required       1     260     254.4        5.6  content.width >= 260
        the layout of main, horizontal:
          main.x.bounds              required       1     504     509.6        5.6  sum of main.x <= 504
          main.col[0].fixed          required       1     240     234.4        5.6  main.col[0].width == 240
          main.col.spacing[0].fixed  required       1      16      10.4        5.6  main.col.spacing[0] == 16
          main.col.spacing[1].fixed  required       1      16      10.4        5.6  main.col.spacing[1] == 16
          main.col[2].desired        medium         1     100         0        100  main.col[2].width >= 100
          main.col[1].stretch        weak           1     140     254.4      114.4  main.col[1].width == 140 (= 160 + 1 * main.x.stretch)
          main.col[2].stretch        weak           1      80         0         80  main.col[2].width == 80 (= 100 + 1 * main.x.stretch)
        the layout of footer, horizontal:
          footer.col[1].desired      medium         1     140      25.6      114.4  footer.col[1].width >= 140
          footer.col[0].stretch      weak           1     120     234.4      114.4  footer.col[0].width == 120
          footer.col[1].stretch      weak           1     140      25.6      114.4  footer.col[1].width == 140

        """)
  }

  /// The JSON is the answer `solve` prints with keys added: the same entries in the same
  /// order, each with its origin, owner, axis and relation, and the summary.
  @Test func theJSONAddsKeysToTheAnswer() throws {
    let explain = try CLITests.run(
      ["explain", "Examples/over-constrained.json", "--format", "json"])
    let solve = try CLITests.run(["solve", "Examples/over-constrained.json"])
    #expect(explain.status == 0 && solve.status == 0)
    var explained = try #require(
      JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? [String: Any])
    let answer = try #require(
      JSONSerialization.jsonObject(with: Data(solve.stdout.utf8)) as? [String: Any])
    #expect(
      explained["summary"] as? String
        == "Your rule content-min cannot hold with the layout's own required rules: main.col[0].fixed 240 + main.col.spacing[1].fixed 16 + content-min 260 > main width 504."
    )
    let relaxed = try #require(explained["relaxed"] as? [[String: Any]])
    let stretch = try #require(relaxed.first { $0["rule"] as? String == "main.col[1].stretch" })
    #expect(stretch["relation"] as? String == "main.col[1].width == 140")
    #expect(stretch["expr"] as? String == "main.col[1].width == 160 + 1 * main.x.stretch")
    #expect(stretch["origin"] as? String == "layout")
    #expect(stretch["owner"] as? String == "main")
    #expect(stretch["axis"] as? String == "horizontal")
    let mine = try #require(relaxed.first { $0["rule"] as? String == "content-min" })
    #expect(mine["origin"] as? String == "user")
    #expect(mine["owner"] == nil && mine["axis"] == nil)
    // Without the added keys, the answer itself, exact numbers and order kept.
    #expect((relaxed.first?["violation"] as? Double) == 5.599999999999966)
    explained["summary"] = nil
    explained["relaxed"] = relaxed.map { entry in
      entry.filter { !["origin", "owner", "axis", "relation"].contains($0.key) }
    }
    #expect(NSDictionary(dictionary: explained).isEqual(to: answer))
  }

  /// `solve --format text` counts what gave way and points to `explain`; JSON and documents
  /// whose rules all hold are unchanged.
  @Test func solveTextSaysHowManyRulesGaveWay() throws {
    let text = try CLITests.run(["solve", "Examples/over-constrained.json", "--format", "text"])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasSuffix(
        "\n\n11 rules gave way, 1 of them yours; run 'trellis explain Examples/over-constrained.json' to see which.\n"
      ))
    let piped = try CLITests.run(
      ["solve", "--format", "text"],
      stdin: try String(
        contentsOf: CLITests.root.appendingPathComponent("Examples/over-constrained.json"),
        encoding: .utf8))
    #expect(
      piped.stdout.hasSuffix(
        "11 rules gave way, 1 of them yours; run 'trellis explain' on the document to see which.\n"
      ))
    let plain = try CLITests.run(["solve", "Examples/dashboard.json", "--format", "text"])
    #expect(!plain.stdout.contains("gave way"))
    let json = try CLITests.run(["solve", "Examples/over-constrained.json"])
    #expect(!json.stdout.contains("trellis explain"))
  }

  @Test func numbersAreRoundedForPeople() {
    #expect(ExplainReport.short(5.600000000000023) == "5.6")
    #expect(ExplainReport.short(234.40000000000003) == "234.4")
    #expect(ExplainReport.short(13.333333333333334) == "13.33")
    #expect(ExplainReport.short(-0.001) == "0")
    #expect(ExplainReport.short(-0.0) == "0")
    #expect(ExplainReport.short(1e20) == "1e+20")
    #expect(
      ExplainReport.roundingNumbers(in: "a (x == 70.123456) + b 5.600000000000023, c[1] 3")
        == "a (x == 70.12) + b 5.6, c[1] 3")
    #expect(ExplainReport.roundingNumbers(in: "main.col[1].width - 16") == "main.col[1].width - 16")
  }

  /// Each target stands in its expression; how the rule states it follows when it differs.
  @Test func everyTargetIsInItsExpression() {
    func rule(_ expression: String, target: Double) -> RelaxedRule {
      RelaxedRule(
        rule: "r", expression: expression, tier: .weak, weight: 1, target: target, achieved: 0,
        violation: 1)
    }
    let stretch = RelaxedRule.Reading(
      origin: .layout, owner: "main", axis: .horizontal, side: "main.col[1].width",
      relation: .equal)
    #expect(
      ExplainReport.expression(
        rule("main.col[1].width == 160 + 1 * main.x.stretch", target: 140.00000000000003),
        stretch) == "main.col[1].width == 140 (= 160 + 1 * main.x.stretch)")
    #expect(
      ExplainReport.expression(rule("main.col[1].width == 70.123456", target: 70.123456), stretch)
        == "main.col[1].width == 70.12")
    let ratio = RelaxedRule.Reading(
      origin: .user, side: "a.width - 2 * b.width", relation: .greaterOrEqual)
    #expect(
      ExplainReport.expression(rule("a.width >= 2 * b.width", target: 0), ratio)
        == "a.width - 2 * b.width >= 0 (a.width >= 2 * b.width)")
    let plain = RelaxedRule.Reading(origin: .user, side: "a.width", relation: .lessOrEqual)
    #expect(
      ExplainReport.expression(rule("a.width <= 240.0", target: 240), plain) == "a.width <= 240")
  }

  @Test func theSummarySaysWhoseRulesConflict() {
    var answer = LayoutAnswer(engine: .lp, size: [100, 50])
    #expect(Explanation(answer: answer, readings: []).summary == "Every rule holds.")
    answer.conflict = RuleConflict(rules: ["a", "m.x.bounds"], explanation: "a 60 > m width 50")
    #expect(
      Explanation(answer: answer, readings: [], conflictOrigins: [.user, .layout]).summary
        == "Your rule a cannot hold with the layout's own required rules: a 60 > m width 50.")
    #expect(
      Explanation(answer: answer, readings: [], conflictOrigins: [.layout, .layout]).summary
        == "The layout's own required rules cannot all hold: a 60 > m width 50.")
    answer.conflict = RuleConflict(rules: ["a", "b", "c", "d"], explanation: "a + b + c + d")
    #expect(
      Explanation(answer: answer, readings: [], conflictOrigins: [.user, .user, .user, .user])
        .summary == "4 of your required rules cannot all hold: a + b + c + d.")
    #expect(
      Explanation(answer: answer, readings: [], conflictOrigins: [.user, .user, .user, .layout])
        .summary
        == "Your rules a, b and c cannot hold with the layout's own required rules: a + b + c + d.")
    answer.conflict = RuleConflict(rules: ["a"], explanation: "a (x >= 1) alone")
    #expect(
      Explanation(answer: answer, readings: [], conflictOrigins: [.user]).summary
        == "Your required rule a cannot hold: a (x >= 1) alone.")
    answer.conflict = nil
    answer.relaxed = [
      RelaxedRule(
        rule: "a", expression: "x >= 1", tier: .weak, weight: 1, target: 1, achieved: 0,
        violation: 1)
    ]
    #expect(
      Explanation(
        answer: answer,
        readings: [RelaxedRule.Reading(origin: .user, side: "x", relation: .greaterOrEqual)]
      ).summary == "No required rules conflict.")
    #expect(Explanation.gaveWay(11, yours: 1) == "11 rules gave way, 1 of them yours")
    #expect(Explanation.gaveWay(1, yours: 1) == "1 rule gave way, yours")
    #expect(Explanation.gaveWay(1, yours: 0) == "1 rule gave way, not yours")
    #expect(Explanation.gaveWay(3, yours: 0) == "3 rules gave way, none of them yours")
    #expect(Explanation.gaveWay(2, yours: 2) == "2 rules gave way, all of them yours")
  }

  @Test func fileNamesArePointedToAsAShellReadsThem() {
    #expect(
      SolveRequest.shellWord("Examples/over-constrained.json") == "Examples/over-constrained.json")
    #expect(SolveRequest.shellWord("my page.json") == "\"my page.json\"")
    #expect(SolveRequest.shellWord("a\"$b`.json") == "\"a\\\"\\$b\\`.json\"")
  }
}
