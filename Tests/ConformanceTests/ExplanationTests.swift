import Foundation
import Testing
import Trellis

/// What `trellis explain` reads from a tiered solve (``Explanation``) agrees with the answer
/// `trellis solve` gives: the same answer, one reading per rule that gave way, each target in
/// its relation, and the user's rules exactly the ones the document states.
@Suite struct ExplanationTests {
  /// Every fixture, tiered fixture and bundled example.
  static let cases = GoldenOutputTests.fileCases

  @Test(arguments: cases)
  func explainingChangesNothingInTheAnswer(_ each: GoldenOutputTests.Case) throws {
    let document = each.document
    let explanation = try LPEngine().explainTiered(document)
    let answer = try LPEngine().solveTiered(document)
    #expect(explanation.answer == answer)
    #expect(explanation.readings.count == answer.relaxed.count)
    #expect(explanation.conflictOrigins.count == (answer.conflict?.rules.count ?? 0))
    let stated = document.statedRules
    for (rule, reading) in zip(answer.relaxed, explanation.readings) {
      let isStated = stated.contains(.init(name: rule.rule, expression: rule.expression))
      #expect(isStated == (reading.origin == .user), "\(each.name): \(rule.rule)")
      #expect((reading.owner != nil) == (reading.origin == .layout), "\(each.name): \(rule.rule)")
      let relation = reading.relation(of: rule)
      #expect(relation.hasSuffix(" " + LayoutAnswer.number(rule.target)))
      #expect(relation.hasPrefix(reading.side + " "))
      // A rule states its relation as written: the measured side leads a layout rule's.
      if reading.origin == .layout {
        #expect(rule.expression.hasPrefix(reading.side + " " + reading.relation.rawValue + " "))
      }
    }
    #expect(document.statedCount(of: answer.relaxed) == explanation.usersCount)
    if let conflict = answer.conflict {
      for (name, origin) in zip(conflict.rules, explanation.conflictOrigins) {
        let isStated = stated.contains { $0.name == name }
        #expect(isStated == (origin == .user), "\(each.name): \(name)")
      }
    }
  }

  /// The JSON `explain` prints is the answer's, with keys added and none changed.
  @Test(arguments: cases)
  func theJSONOnlyAddsKeys(_ each: GoldenOutputTests.Case) throws {
    let explanation = try LPEngine().explainTiered(each.document)
    var explained = try #require(
      JSONSerialization.jsonObject(with: Data(explanation.json().utf8)) as? [String: Any])
    let answer = try #require(
      JSONSerialization.jsonObject(with: Data(explanation.answer.json().utf8)) as? [String: Any])
    #expect(explained.removeValue(forKey: "summary") as? String == explanation.summary)
    if let relaxed = explained["relaxed"] as? [[String: Any]] {
      explained["relaxed"] = relaxed.map { entry in
        #expect(entry["origin"] != nil && entry["relation"] != nil)
        return entry.filter { !["origin", "owner", "axis", "relation"].contains($0.key) }
      }
    }
    #expect(NSDictionary(dictionary: explained).isEqual(to: answer), "\(each.name)")
  }

  /// A two-sided constraint and a group read as what they measure; linked bounds show the
  /// length they are held to.
  @Test func userRulesReadAsWhatTheyMeasure() throws {
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [300, 100], "rounding": "none",
         "root": {"id": "g", "layout": "grid", "columns": 2,
           "children": [{"id": "a", "desired": [10, 10]}, {"id": "b", "desired": [10, 10]}]},
         "constraints": [{"id": "ratio", "expr": "a.width >= 3 * b.width + 400", "strength": "strong"},
                         {"id": "b-wide", "expr": "g.col[1].width >= 50"}],
         "groups": {"same": ["g.col[0]", "g.col[1]"]}, "ruleStrengths": {"groups": "weak"}}
        """)
    let explanation = try LPEngine().explainTiered(document)
    let rules = explanation.answer.relaxed
    let ratio = try #require(rules.firstIndex { $0.rule == "ratio" })
    #expect(explanation.readings[ratio].side == "a.width - 3 * b.width")
    #expect(
      explanation.readings[ratio].relation(of: rules[ratio]) == "a.width - 3 * b.width >= 400")
    let group = try #require(rules.firstIndex { $0.rule == "groups.same" })
    #expect(explanation.readings[group].side == "g.col[1].width - g.col[0].width")
    #expect(explanation.readings[group].origin == .user)
  }
}
