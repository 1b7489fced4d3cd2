import ArgumentParser
import Foundation
import Trellis

/// `trellis check`: both engines on each document, compared (format.md §4).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Solve documents with both engines and compare every frame and track.",
    discussion: """
      Real values (the layout under rounding 'none') must agree within the relative \
      tolerance; the answers under each document's own rounding must be identical. Prints \
      'ok <file>' or every difference (id, field, both values); exits 1 when any differs.
      """
  )

  @Argument(help: "The documents.")
  var files: [String]

  @Option(
    help: "Relative tolerance for real values: |a - b| <= T * max(1, |a|, |b|, width, height).")
  var tolerance: Double = CrossCheck.defaultTolerance

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one document") }
    guard tolerance.isFinite, tolerance >= 0 else {
      throw ValidationError("--tolerance must be a number >= 0")
    }
  }

  func run() throws {
    // Read every document first: an invalid one is an input error before any output.
    let documents = try files.map { ($0, try InputFile.document($0)) }
    var failed = false
    for (file, document) in documents {
      if document.isConstrained {
        // Constraints, groups and rule tiers have no closed form: only the LP engine applies.
        print("lp-only \(file): constraints, groups or rule tiers (nothing to compare)")
        continue
      }
      let report = try SolverFailure.catching(file) { () throws(LayoutError) in
        try CrossCheck.run(document, tolerance: tolerance)
      }
      if report.agrees {
        print("ok \(file)")
      } else {
        failed = true
        print("differs \(file): \(report.differences.count) difference(s)")
        for difference in report.differences { print("  \(difference)") }
      }
    }
    if failed { throw ExitCode(1) }
  }
}
