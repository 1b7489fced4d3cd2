import Testing
import TrellisLP
import TrellisTestSupport

/// No valid program can crash the process or hang it: random programs mixing every allowed
/// magnitude (0 and 1e-30 … 1e30), bound shape and sign, solved with every method, with and
/// without the exact re-check, written as text and read back.
///
/// This test found two ways GLPK 5.0 aborts on valid-looking input (a scale factor underflowing
/// to 0 with 1e±300 coefficients, and a failed assertion in its presolver), which the layer now
/// prevents (``LinearProgram/magnitudeRange``, no presolver), and a stall, now bounded by the
/// automatic iteration limit.
@Suite struct StressTests {
  static let magnitudes: [Double] = [0, 1e-30, 1e-12, 1e-6, 1, 3, 1e7, 1e15, 1e30]

  static func number(_ random: inout SplitMix64) -> Double {
    magnitudes[Int.random(in: 0..<magnitudes.count, using: &random)]
      * (Bool.random(using: &random) ? 1 : -1)
  }

  static func program(_ random: inout SplitMix64) -> LinearProgram {
    var lp = LinearProgram(sense: Bool.random(using: &random) ? .minimize : .maximize)
    let count = Int.random(in: 1...6, using: &random)
    for index in 0..<count {
      let a = number(&random)
      let b = number(&random)
      let (lower, upper) =
        switch Int.random(in: 0..<4, using: &random) {
        case 0: (min(a, b), max(a, b))
        case 1: (-Double.infinity, max(a, b))
        case 2: (min(a, b), Double.infinity)
        default: (-Double.infinity, Double.infinity)
        }
      lp.addVariable("x\(index)", lower: lower, upper: upper, objective: number(&random))
    }
    for index in 0..<Int.random(in: 0...5, using: &random) {
      let terms = (0..<count).map { LinearProgram.Term(.init(index: $0), number(&random)) }
      let bound = number(&random)
      lp.addRow(
        "r\(index)", terms, lower: Bool.random(using: &random) ? bound : -.infinity,
        upper: Bool.random(using: &random) ? .infinity : bound + abs(bound))
    }
    return lp
  }

  @Test(arguments: 0..<8)
  func randomExtremeProgramsNeverCrash(batch: UInt64) throws {
    var random = SplitMix64(seed: 0x5EED + batch)
    var solved = 0
    for _ in 0..<1_000 {
      let lp = Self.program(&random)
      guard (try? lp.validate()) != nil else { continue }
      var options = GLPKSolver.Options()
      let methods = GLPKSolver.Options.Method.allCases
      options.method = methods[Int.random(in: 0..<methods.count, using: &random)]
      options.exactRecheck = Bool.random(using: &random)
      options.scaling = Bool.random(using: &random)
      options.initialBasis = Bool.random(using: &random) ? .standard : .advanced
      _ = try GLPKSolver(options: options).solve(lp)
      for format in LinearProgram.TextFormat.allCases {
        #expect(
          try LinearProgram(parsing: lp.text(format: format), format: format).variables.count
            == lp.variables.count)
      }
      solved += 1
    }
    #expect(solved > 600)
  }

  @Test func numbersOutsideTheMagnitudeRangeAreRefused() {
    for value in [1e-300, -1e31, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude] {
      var lp = LinearProgram()
      let x = lp.addVariable("x")
      lp.addRow("r", [x: value], upper: 1)
      #expect(
        throws: LinearProgramError.magnitudeOutOfRange(
          .row(index: 0, name: "r"), role: "coefficient of 'x'", value: value)
      ) {
        try lp.validate()
      }
      var bounds = LinearProgram()
      bounds.addVariable("y", lower: -value, upper: .infinity)
      #expect(throws: LinearProgramError.self) { try bounds.validate() }
    }
  }
}
