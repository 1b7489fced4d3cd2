import Foundation
import Testing

/// The conflict search reads which rules are needed off one elastic optimum whatever the
/// layout's size: a rule's violation is compared with the rule's own magnitude, not the
/// layout's, so a 1-point shortfall in a row 1e9 points wide still shows.
@Suite struct ConflictSearchScaleTests {
  /// A chain of `n − 1` required rules `i(k+1).width >= i(k).width + 1` ending in
  /// `i(n-1).width <= n - 2` (all `n` conflict, by 1 point), in a row `width` wide.
  static func chain(_ n: Int, width: Double) -> String {
    let items = (0..<n).map { #"{"id":"i\#($0)","desired":[10,10]}"# }
    var rules = (0..<n - 1).map {
      #"{"id":"c\#($0)","expr":"i\#($0 + 1).width >= i\#($0).width + 1","strength":"required"}"#
    }
    rules.append(#"{"id":"end","expr":"i\#(n - 1).width <= \#(n - 2)","strength":"required"}"#)
    return #"{"trellis":1,"size":[\#(width),20],"rounding":"none","constraints":["#
      + rules.joined(separator: ",")
      + #"],"root":{"id":"r","layout":"horizontal","spacing":1,"children":["#
      + items.joined(separator: ",") + "]}}"
  }

  @Test(arguments: [2_000.0, 1e9])
  func aLongChainsConflictTakesFewSolvesInAnyWidth(width: Double) throws {
    let result = try Child.run(
      ["explain", "--format", "json", "--stats", "-"],
      stdin: .bytes(Array(Self.chain(50, width: width).utf8)))
    #expect(result.status == 0, "\(result.stderr)")
    let answer = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
    let conflict = answer?["conflict"] as? [String: Any]
    #expect((conflict?["rules"] as? [Any])?.count == 50)
    // The search's solves: a deletion test per rule would be about 56.
    let stats = try #require(result.stderr.split(separator: "\n").last)
    let object = try JSONSerialization.jsonObject(with: Data(stats.utf8)) as? [String: Any]
    let stages = object?["stages"] as? [[String: Any]] ?? []
    let calls = stages.first { $0["stage"] as? String == "conflict" }?["calls"] as? Int
    #expect(calls.map { $0 <= 12 } == true, "conflict search calls: \(String(describing: calls))")
  }
}
