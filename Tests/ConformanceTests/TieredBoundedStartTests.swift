import Testing
import Trellis
import TrellisBench
import TrellisCore

@testable import TrellisLP

/// The tiered program's starting basis pins a stretching column that the layout's own `fair`
/// solution holds at its maximum in that maximum's row, not in its stretch proportion: the
/// start is then the layout's own solution, which breaks no strong rule, and the stages find
/// the same optima as from the proportional start.
@Suite struct TieredBoundedStartTests {
  /// 200 columns, most of them capped by `fair` distribution.
  @Test func cappedColumnsStartAtTheirMaximum() throws {
    let document = BenchWorkloads.fairCapsDocument(columns: 200, constrained: true)
    // The same optima and point as the solve without shortcuts (GLPK's own start, every stage
    // walked in full).
    let program = try EqualShareTests.solvedBothWays(document, "200 capped columns").fast.program
    let tolerance = LPTolerances.startViolation * program.scale
    var cappedPins = 0
    var brokenStretch = 0
    for (index, rule) in program.rules.enumerated() {
      guard case .layout(.rule(let family), _, _?) = rule.source else { continue }
      let pinned = program.start.pinnedRows.contains(rule.row.index)
      let broken =
        program.measure(rule, activity: program.start.activities[index], tolerance: tolerance)
        != nil
      switch family {
      case .maximum:
        if pinned { cappedPins += 1 }
        // The layout's own solution keeps every maximum.
        #expect(!broken, "\(rule.row) broken at the start")
      case .stretch:
        // A capped column breaks its proportion at the start, and is pinned at its cap.
        if broken { brokenStretch += 1 }
        #expect(!(broken && pinned), "\(rule.row): a broken rule pins its size")
      default: break
      }
    }
    #expect(cappedPins > 100, "only \(cappedPins) of 200 columns start at their cap")
    #expect(brokenStretch == cappedPins)
  }

  /// On benchmark documents that go through the tiered solve, an axis whose start pins sizes
  /// at their bounds starts at the layout's own solution: no rule that pins a size there is
  /// broken (measured with the stretch unit the start read).
  @Test(arguments: 0..<5)
  func noPinningRuleIsBrokenAtTheStart(workload: Int) throws {
    var document: LayoutDocument
    switch workload {
    case 0: document = BenchWorkloads.fairCapsDocument(columns: 120, constrained: true)
    case 1:
      document = BenchWorkloads.fairCapsDocument(
        columns: 120, distribution: .css, constrained: true)
    case 2: document = BenchWorkloads.fairGridDocument(side: 30)
    case 3: document = BenchWorkloads.tieredGridDocument(side: 10)
    default: document = BenchWorkloads.overConstrainedDocument(tracks: 16, wideConflict: true)
    }
    if !document.isConstrained,
      let floor = try? LayoutConstraint("grid.col[0].width >= 0", in: document)
    {
      document.constraints.append(floor)
    }
    let program = try LPEngine().firstTieredRound(document, shortcuts: true).program
    let tolerance = LPTolerances.startViolation * program.scale
    func problem(_ rule: TieredRule) -> Int? {
      guard case .layout(_, let problem, _) = rule.source else { return nil }
      return problem
    }
    // The problems with a size pinned at a bound; the others start at their proportions, not
    // at the layout's own solution.
    var bounded = Set<Int>()
    for rule in program.rules where program.start.pinnedRows.contains(rule.row.index) {
      if case .layout(.rule(let family), let number, _) = rule.source,
        family == .minimum || family == .maximum
      {
        bounded.insert(number)
      }
    }
    var pinnedRules = 0
    for (index, rule) in program.rules.enumerated()
    where program.start.pinnedRows.contains(rule.row.index)
      && problem(rule).map(bounded.contains) == true
    {
      pinnedRules += 1
      let broken = program.measure(
        rule, activity: program.start.activities[index], tolerance: tolerance)
      #expect(broken == nil, "workload \(workload): \(rule.source) pins a size but is broken")
    }
    // The capped grids pin sizes at their bounds; the others may not.
    if workload < 2 { #expect(pinnedRules > 100) }
  }
}
