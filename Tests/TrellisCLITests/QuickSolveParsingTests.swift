import Testing

@testable import TrellisCommandLine

/// The quick reader of `trellis solve` command lines (``SolveRequest/init(quick:)``) against
/// ArgumentParser: whatever it accepts, ArgumentParser parses to the same request, and it
/// accepts the common shapes.
@Suite struct QuickSolveParsingTests {
  /// What ArgumentParser makes of `arguments`: the request of a parsed and validated `solve`
  /// command, or `nil` (an error, the help, another command).
  static func parsed(_ arguments: [String]) -> SolveRequest? {
    guard let command = try? TrellisCommand.parseAsRoot(arguments) as? SolveCommand else {
      return nil
    }
    return try? SolveRequest(command)
  }

  /// Expects the quick reader and ArgumentParser to agree on `arguments`; gives whether the
  /// quick reader took them.
  @discardableResult
  static func expectAgreement(
    _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let quick = SolveRequest(quick: arguments) else { return false }
    #expect(parsed(arguments) == quick, "\(arguments)", sourceLocation: sourceLocation)
    return true
  }

  @Test(
    arguments: [
      ["solve", "grid.json"],
      ["solve", "-"],
      ["solve"],
      ["solve", "help"],
      ["solve", "solve"],
      ["solve", "grid.json", "--engine", "lp"],
      ["solve", "--engine=direct", "grid.json"],
      ["solve", "grid.json", "--size", "800,null"],
      ["solve", "grid.json", "--size= 10 , 20 "],
      ["solve", "grid.json", "--format", "text", "--output", "out.txt"],
      ["solve", "grid.json", "--format=svg", "--output=-"],
      ["solve", "grid.json", "--output", "-"],
      ["solve", "grid.json", "--output=a=b.json"],
      ["solve", "grid.json", "--output=-x.json"],
      ["solve", "--output", "a b.json", "c d.json"],
      ["solve", "--time-limit", "0.5", "grid.json"],
      ["solve", "grid.json", "--time-limit=1e12"],
      [
        "solve", "--engine", "auto", "--size", "0,0", "--format", "json", "--output", "o",
        "--time-limit", "3", "grid.json",
      ],
    ])
  func takesTheCommonCommandLines(_ arguments: [String]) {
    #expect(Self.expectAgreement(arguments), "declined: \(arguments)")
  }

  @Test(
    arguments: [
      ["solve", "grid.json", "--help"],
      ["solve", "-h"],
      ["solve", "--version"],
      ["solve", "a.json", "b.json"],
      ["solve", "--", "-weird.json"],
      ["solve", ""],
      ["solve", "grid.json", "--engine"],
      ["solve", "grid.json", "--engine", "--help"],
      ["solve", "grid.json", "--engine", "fast"],
      ["solve", "grid.json", "--engine=LP"],
      ["solve", "grid.json", "--engine", "lp", "--engine", "direct"],
      ["solve", "grid.json", "--size", "-1,2"],
      ["solve", "grid.json", "--size", "1,2,3"],
      ["solve", "grid.json", "--size", "2e9,1"],
      ["solve", "grid.json", "--format", "png"],
      ["solve", "grid.json", "--output="],
      ["solve", "grid.json", "--time-limit", "0"],
      ["solve", "grid.json", "--time-limit", "inf"],
      ["solve", "grid.json", "-o", "out.json"],
      ["solve", "grid.json", "--scale", "2"],
      ["solve", "grid.json", "---engine", "lp"],
      ["solve", "grid.json", "--generate-completion-script"],
      ["solve", "grid.json", "--experimental-dump-help"],
      ["--engine", "lp", "solve", "grid.json"],
      ["check", "grid.json"],
      ["help", "solve"],
      [],
    ])
  func leavesEverythingElseToArgumentParser(_ arguments: [String]) {
    #expect(SolveRequest(quick: arguments) == nil)
  }

  /// Random command lines from the pieces of the common ones and of their near misses.
  @Test func agreesWithArgumentParserOnRandomCommandLines() {
    let pieces = [
      "grid.json", "b.json", "-", "", "--", "help", "solve", "--engine", "--engine=lp", "lp",
      "direct", "auto", "fast", "--size", "--size=3,4", "10,20", "null,5", " 1 ,null", "-1,2",
      "1,2,3", "--format", "--format=text", "json", "text", "svg", "png", "--output", "--output=-",
      "out.json", "--time-limit", "--time-limit=2", "0.5", "0", "nan", "1e400", "--help", "-h",
      "--version", "-o", "--scale", "=", "--=x", "--engine=",
    ]
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      // SplitMix64: a fixed sequence, so a failure is reproducible.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    var taken = 0
    for _ in 0..<3000 {
      let arguments = ["solve"] + (0..<next(7)).map { _ in pieces[next(pieces.count)] }
      if Self.expectAgreement(arguments) { taken += 1 }
    }
    // Enough of them are taken for the agreement to mean something.
    #expect(taken > 300, "\(taken) taken")
  }
}
