import Foundation
import Testing

@testable import TrellisCore

/// `TimeLimit` and `Deadline` (issue 18, item 2): a limit is a positive, finite number of
/// seconds, refused with a thrown error otherwise, never a trap; a conflict not proven minimal
/// says so in the answer.
@Suite struct TimeLimitTests {
  @Test(arguments: [
    0, -0.0, -1, -1e-300, .nan, -.nan, .infinity, -.infinity, .signalingNaN,
    -.greatestFiniteMagnitude,
  ])
  func aLimitThatIsNotPositiveAndFiniteIsRefused(seconds: Double) {
    #expect(throws: TimeLimit.Invalid.self) { try TimeLimit(seconds: seconds) }
  }

  @Test func theRefusalSaysWhatIsWrong() {
    #expect {
      try TimeLimit(seconds: -2)
    } throws: { error in
      "\(error)" == "the time limit must be a positive, finite number of seconds, got -2.0"
    }
  }

  @Test func aHugeLimitIsClampedAndATinyOneKept() throws {
    #expect(try TimeLimit(seconds: .greatestFiniteMagnitude).seconds == TimeLimit.longest)
    #expect(try TimeLimit(seconds: 1e300).duration == .seconds(1_000_000_000))
    // The smallest positive number: a deadline 1 ns away, representable.
    let tiny = try TimeLimit(seconds: .leastNonzeroMagnitude)
    #expect(tiny.duration == .nanoseconds(1))
    let far = try TimeLimit(seconds: 1e300).deadline()
    #expect(!far.isReached)
    #expect(far.remaining > .seconds(999_999_000))
  }

  @Test func durationsConvert() throws {
    #expect(try TimeLimit(.milliseconds(250)).seconds == 0.25)
    #expect(try TimeLimit(.seconds(3)).description == "3 s")
    #expect(try TimeLimit(seconds: 0.001).description == "0.001 s")
    #expect(throws: TimeLimit.Invalid.self) { try TimeLimit(.zero) }
    #expect(throws: TimeLimit.Invalid.self) { try TimeLimit(.seconds(-1)) }
  }

  @Test func aDeadlineInThePastIsReached() throws {
    let limit = try TimeLimit(seconds: 1)
    let past = limit.deadline(from: .now - .seconds(2))
    #expect(past.isReached)
    #expect(past.remaining == .zero)
    let future = limit.deadline()
    #expect(!future.isReached)
    #expect(future.remaining <= .seconds(1))
  }

  @Test func theErrorNamesTheLimit() throws {
    let error = LayoutError.timeLimitReached(try TimeLimit(seconds: 0.5))
    #expect(error.description == "time limit of 0.5 s reached before the layout was done")
  }

  /// `"minimal": false` only for a conflict not proven minimal, in both writers, and read
  /// back.
  @Test func aConflictNotProvenMinimalSaysSo() throws {
    var answer = LayoutAnswer(engine: .lp, size: [100, 50])
    answer.conflict = RuleConflict(rules: ["a", "b"], explanation: "a + b > 100")
    #expect(!answer.json().contains("minimal"))
    let minimal = try JSONEncoder().encode(answer)
    #expect(!String(decoding: minimal, as: UTF8.self).contains("minimal"))

    answer.conflict?.isMinimal = false
    let text = answer.json()
    #expect(
      text.contains(
        #""conflict": {"explanation": "a + b > 100", "minimal": false, "rules": ["a", "b"]}"#))
    let decoded = try JSONDecoder().decode(LayoutAnswer.self, from: Data(text.utf8))
    #expect(decoded.conflict?.isMinimal == false)
    #expect(decoded.conflict?.rules == ["a", "b"])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let coded = String(decoding: try encoder.encode(answer), as: UTF8.self)
    #expect(coded.contains(#""minimal":false"#))
    let back = try JSONDecoder().decode(LayoutAnswer.self, from: Data(coded.utf8))
    #expect(back.conflict == answer.conflict)
  }
}
