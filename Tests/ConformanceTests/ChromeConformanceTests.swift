import Testing
import Trellis

/// Taffy's grid and flexbox fixtures, converted, against the frames Chromium measures for them.
///
/// `Chrome/README.md` lists every fixture converted or skipped, and why. Both engines must match Chrome within its 1/64-px layout units; a case
/// marked `pending` waits for a rule fix and must still disagree, so that the fix fails this
/// test and removes the marker.
@Suite struct ChromeConformanceTests {
  @Test func theSuiteIsThere() {
    // 105 grid, 97 flex and 7 probe cases when the suite was generated, 240 grids of
    // wrapping text and 150 of placed and spanning items; fewer means the resources are
    // missing or a file no longer reads.
    #expect(ChromeCase.all.count >= 550)
    #expect(ChromeCase.all.filter { $0.name.hasPrefix("flex/") }.count >= 97)
    #expect(ChromeCase.all.filter { $0.name.hasPrefix("wrapping/") }.count >= 200)
    #expect(ChromeCase.all.filter { $0.name.hasPrefix("placement/") }.count >= 140)
    #expect(ChromeCase.all.allSatisfy { $0.frames["root"] != nil && $0.tolerance >= 1.0 / 64 })
  }

  @Test(arguments: ChromeCase.all)
  func bothEnginesMatchChrome(_ chromeCase: ChromeCase) throws {
    let direct = try chromeCase.differences(.direct)
    let lp = try chromeCase.differences(.lp)
    if let rule = chromeCase.pending {
      // When this fails, `rule` has landed: remove the marker
      // (scripts/chrome-suite/decisions.py) and regenerate.
      #expect(
        !direct.isEmpty || !lp.isEmpty,
        "\(chromeCase.name) agrees with Chrome now: \(rule) has landed, remove its marker")
    } else {
      #expect(direct.isEmpty, "direct, \(chromeCase.name): \(direct.joined(separator: "; "))")
      #expect(lp.isEmpty, "lp, \(chromeCase.name): \(lp.joined(separator: "; "))")
    }
  }

  @Test func aFrameOutsideTheToleranceIsADifference() throws {
    // The comparison itself: a case whose Chrome frame moves by just over its tolerance differs.
    var moved = try #require(ChromeCase.all.first { $0.name == "grid/grid_basic" })
    #expect(try moved.differences(.direct).isEmpty)
    let frame = try #require(moved.frames["n4"])
    moved.frames["n4"] = [frame[0] + moved.tolerance * 1.01, frame[1], frame[2], frame[3]]
    #expect(try moved.differences(.direct).count == 1)
    #expect(try moved.differences(.lp).count == 1)
  }
}
