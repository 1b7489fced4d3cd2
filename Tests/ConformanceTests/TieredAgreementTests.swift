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
}
