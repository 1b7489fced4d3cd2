import Foundation
import Testing
import Trellis

/// Issue 18, item 3 ("one answer"): the tiered solve's frames, tracks and `relaxed` agree.
///
/// Every layout rule, group and constraint is evaluated again on the returned frames and
/// tracks by ``RuleEvaluator`` (which never reads the solver's program or values), and
/// `relaxed` must list exactly the rules broken there, with those violations. The documents
/// are ``AgreementDocuments``' (seeded; a failure prints its seed, the document and the
/// answer), the hand-worked tiered fixtures, and issue 18's minimal document.
@Suite struct TieredAgreementTests {
  /// What one document showed.
  struct Outcome {
    /// Rules reported relaxed.
    var relaxed = 0
    /// Layout rules (not constraints or groups) among them.
    var layoutRules = 0
  }

  /// Solves `text` tiered and records every disagreement between its `relaxed` and its frames,
  /// labelled with `label` (the seed) and the document.
  static func check(_ text: String, label: String) -> Outcome {
    do {
      let document = try LayoutDocument(json: text)
      let answer = try LPEngine().solveTiered(document)
      let evaluator = try RuleEvaluator(document: document, answer: answer)
      let messages = evaluator.disagreements(with: answer.relaxed)
      if !messages.isEmpty {
        Issue.record(
          """
          \(label): relaxed and frames disagree:
            \(messages.joined(separator: "\n  "))
          document: \(text)
          answer: \(answer.json())
          """)
      }
      let layout = Set(evaluator.rules.filter { $0.axis != nil }.map(\.name))
      return Outcome(
        relaxed: answer.relaxed.count,
        layoutRules: answer.relaxed.filter { layout.contains($0.rule) }.count)
    } catch {
      Issue.record("\(label): \(error)\ndocument: \(text)")
      return Outcome()
    }
  }

  static let batches: [UInt64] = Array(0..<4)

  /// 300 random documents, 75 a batch.
  @Test(arguments: batches)
  func relaxedListsExactlyTheRulesTheFramesBreak(batch: UInt64) {
    var relaxed = 0
    var layoutRelaxed = 0
    for index in 0..<75 {
      let seed = 18_300_000 + batch * 1_000 + UInt64(index)
      var generator = AgreementDocuments(seed: seed)
      let outcome = Self.check(generator.document(), label: "seed \(seed)")
      if outcome.relaxed > 0 { relaxed += 1 }
      if outcome.layoutRules > 0 { layoutRelaxed += 1 }
    }
    // Not vacuous: many documents give way, several of them in the layout's own rules.
    #expect(relaxed >= 40, "only \(relaxed) of 75 documents relaxed a rule")
    #expect(layoutRelaxed >= 25, "only \(layoutRelaxed) of 75 documents relaxed a layout rule")
  }

  /// The seeds among 20,000,000–20,007,999 whose layout rounds did not settle on main at
  /// b7682f7, and whose `relaxed` then disagreed with their frames (39 of the 40 that did not
  /// settle; none of the 7,960 that did): the cases the "one answer" fix (7032232) covers,
  /// beyond the few the batches meet.
  static let unsettledSeeds: [UInt64] = [
    20_000_029, 20_000_752, 20_000_872, 20_001_630, 20_001_891, 20_001_991, 20_002_064,
    20_002_069, 20_002_926, 20_002_983, 20_002_986, 20_003_040, 20_003_419, 20_003_482,
    20_003_573, 20_003_614, 20_003_628, 20_004_127, 20_004_395, 20_004_580, 20_004_586,
    20_004_863, 20_004_931, 20_005_262, 20_005_281, 20_005_358, 20_005_442, 20_005_833,
    20_005_860, 20_005_922, 20_005_990, 20_006_092, 20_006_380, 20_007_181, 20_007_213,
    20_007_460, 20_007_587, 20_007_827, 20_007_980,
  ]

  @Test(arguments: unsettledSeeds)
  func documentsThatDidNotSettleAgree(seed: UInt64) {
    var generator = AgreementDocuments(seed: seed)
    let outcome = Self.check(generator.document(), label: "seed \(seed)")
    #expect(outcome.relaxed > 0)
  }

  /// The evaluator is not blind: on documents whose report agrees, dropping the record with
  /// the largest violation, changing a violation, or reporting a rule that holds is noticed.
  /// (Only rules whose values the frames show are tampered with: a stretch rule of the only
  /// stretching segment, or a margin's, is existential, and another unit or margin could make
  /// the tampered report agree.)
  @Test func tamperedReportsDisagree() throws {
    var tampered = 0
    for seed in UInt64(18_300_000)..<18_300_060 {
      var generator = AgreementDocuments(seed: seed)
      let document = try LayoutDocument(json: generator.document())
      let answer = try LPEngine().solveTiered(document)
      let evaluator = try RuleEvaluator(document: document, answer: answer)
      let relaxed = answer.relaxed
      guard evaluator.disagreements(with: relaxed).isEmpty else { continue }
      let observable = evaluator.rules.filter { $0.achieved.isConstant && $0.target.isConstant }
      let shown = Set(observable.map(\.name))
      guard
        let index = relaxed.indices.filter({ shown.contains(relaxed[$0].rule) })
          .max(by: { relaxed[$0].violation < relaxed[$1].violation }),
        let holding = observable.first(where: { rule in !relaxed.contains { $0.rule == rule.name } }
        )
      else { continue }
      var dropped = relaxed
      dropped.remove(at: index)
      #expect(!evaluator.disagreements(with: dropped).isEmpty, "seed \(seed): dropped")
      var changed = relaxed
      changed[index].violation = 1.5 * changed[index].violation + 1
      #expect(!evaluator.disagreements(with: changed).isEmpty, "seed \(seed): changed")
      let added = RelaxedRule(
        rule: holding.name, expression: "", tier: holding.tier, weight: holding.weight,
        target: holding.target.constant, achieved: holding.achieved.constant, violation: 1)
      #expect(!evaluator.disagreements(with: relaxed + [added]).isEmpty, "seed \(seed): added")
      tampered += 1
    }
    #expect(tampered >= 40, "only \(tampered) documents tampered with")
  }

  /// The hand-worked over-constrained fixtures and `Examples/over-constrained.json`, laid out
  /// in real numbers.
  @Test(arguments: TieredFixture.all.map(\.name) + ["Examples/over-constrained.json"])
  func handWrittenDocumentsAgree(name: String) throws {
    var document: LayoutDocument
    if let fixture = TieredFixture.all.first(where: { $0.name == name }) {
      document = try LayoutDocument(json: fixture.document)
    } else {
      document = try SVGRendererTests.example("over-constrained.json")
    }
    document.rounding = .none
    let outcome = Self.check(document.json.text(), label: name)
    #expect(outcome.relaxed > 0)
  }

  /// Issue 18, item 3's minimal document, whose layout rounds do not settle.
  ///
  /// At b7682f7 the frames come from one round (rows 10+20 and 50+30 inside `L`, 50 tall, breaking
  /// `L.y.bounds` by 20) while `relaxed` comes from another (only `top`). `top` can never hold
  /// (`L` starts 10 down, and its rows overflow it before they could start above it), so a
  /// report that agrees is not empty.
  @Test func unsettledRoundsReportTheRoundTheyShow() {
    let text = """
      {"trellis":1,"size":[100,100],"rounding":"none","ruleStrengths":{"bounds":"strong"},\
      "root":{"id":"page","layout":"horizontal","margin":10,"align":["left","top"],"children":[\
      {"id":"L","layout":"grid","columns":1,"rowSpacing":{"size":0,"stretch":1},"children":[\
      {"id":"a","desired":[20,20]},{"id":"b","desired":[20,30]}]}]},\
      "constraints":[{"id":"top","expr":"L.row[0].y == 0"}]}
      """
    let outcome = Self.check(text, label: "issue 18 item 3")
    #expect(outcome.relaxed > 0)
  }
}
