import Testing
import Trellis
import TrellisCore

@testable import TrellisLP

/// Broken constraints mended in the tiered program's start.
///
/// With many of them (``TieredBuilder/repairs(_:pins:activities:)``), each pins one of its
/// sizes and that size's own weaker rule gives way, so the stages do not pivot them into
/// holding one at a time. The tiers' optima and the point picked are the solve's without the
/// shortcuts (GLPK's own start).
@Suite struct TieredRepairTests {
  /// A run of `items` items, `items / 2` medium constraints `i(2k).width >= i(2k+1).width`
  /// (two in seven broken by the desired widths), in `room` points.
  static func document(items: Int, room: Double) throws -> LayoutDocument {
    var children: [String] = []
    var total = 2.0 * Double(items - 1)
    for index in 0..<items {
      let width = 20 + Double(index * 5 % 7)
      total += width
      children.append("{\"id\": \"i\(index)\", \"desired\": [\(width), 20]}")
    }
    let constraints = stride(from: 0, to: items - 1, by: 2).map { index in
      "{\"expr\": \"i\(index).width >= i\(index + 1).width\", \"strength\": \"medium\"}"
    }
    return try LayoutDocument(
      json: """
        {"trellis": 1, "size": [\(total + room), 40], "rounding": "none",
         "root": {"id": "row", "layout": "horizontal", "spacing": 2,
                  "children": [\(children.joined(separator: ", "))]},
         "constraints": [\(constraints.joined(separator: ", "))]}
        """)
  }

  /// Constraint rows that the start pins, constraints it breaks, and required rules it
  /// breaks.
  static func start(_ program: TieredProgram) -> (mended: Int, broken: Int, brokenRequired: Int) {
    let tolerance = LPTolerances.startViolation * program.scale
    var mended = 0
    var broken = 0
    var brokenRequired = 0
    for (index, rule) in program.rules.enumerated() {
      if case .constraint = rule.source {
        if program.start.pinnedRows.contains(rule.row.index) {
          mended += 1
        } else if program.measure(
          rule, activity: program.start.activities[index], tolerance: tolerance) != nil
        {
          broken += 1
        }
      }
      if rule.tier == .required,
        program.measure(rule, activity: program.start.activities[index], tolerance: tolerance)
          != nil
      {
        brokenRequired += 1
      }
    }
    return (mended, broken, brokenRequired)
  }

  /// With room to widen, every broken constraint is mended in the start, which breaks no
  /// required rule; the optima and the point are the plain solve's.
  @Test(arguments: [200, 400])
  func brokenConstraintsAreMendedInTheStart(items: Int) throws {
    let document = try Self.document(items: items, room: 40 * Double(items))
    let fast = try EqualShareTests.solvedBothWays(document, "run of \(items)").fast
    let start = Self.start(fast.program)
    #expect(start.mended >= TieredBuilder.repairedConstraints, "\(start)")
    #expect(start.broken == 0 && start.brokenRequired == 0, "\(start)")
    // Mended at the start: the medium tier needs no solve.
    #expect(fast.outcome.optima.first { $0.tier == .medium }?.least == 0)
  }

  /// Without room, widening an item would break the row's required bounds, and narrowing the
  /// other would break its desired width (the constraint's own tier): nothing is mended, and
  /// the solve is the plain one's.
  @Test func nothingIsMendedWhenItWouldBreakAStrongerRule() throws {
    let document = try Self.document(items: 240, room: 0)
    let fast = try EqualShareTests.solvedBothWays(document, "run without room").fast
    let start = Self.start(fast.program)
    #expect(start.mended == 0)
    #expect(start.broken >= TieredBuilder.repairedConstraints, "\(start)")
    #expect(start.brokenRequired == 0)
  }

  /// With room for a few mends only, the mends stop where the next would break the row's
  /// required bounds: the start mends those that fit and breaks no required rule.
  @Test func mendsStopAtTheRowsRoom() throws {
    let document = try Self.document(items: 240, room: 30)
    let fast = try EqualShareTests.solvedBothWays(document, "run with 30 points of room").fast
    let start = Self.start(fast.program)
    #expect(start.mended > 0 && start.broken > 0, "\(start)")
    #expect(start.brokenRequired == 0)
  }

  /// Seeded runs and grids with many random constraints between widths (any soft tier, any
  /// relation, some with a constant, pairs anywhere): the optima and the point are the plain
  /// solve's whether or not the start mends them.
  @Test(arguments: 0..<2)
  func randomConstraintsKeepEveryOptimum(batch: Int) throws {
    var mended = 0
    for index in 0..<12 {
      let seed = UInt64(4_400_000 + batch * 100 + index)
      var random = SplitMix64(seed: seed)
      func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
      let items = 40 + pick(60)
      let grid = pick(2) == 0
      var children: [String] = []
      var total = 0.0
      for item in 0..<items {
        let width = 10 + Double(pick(30))
        total += width + 2
        children.append("{\"id\": \"i\(item)\", \"desired\": [\(width), 20]}")
      }
      let tiers = ["strong", "medium", "weak"]
      let relations = [">=", "<=", "=="]
      var constraints: [String] = []
      for _ in 0..<(items / 2 + pick(items)) {
        let (a, b) = (pick(items), pick(items))
        guard a != b else { continue }
        let constant = pick(3) == 0 ? " + \(pick(9))" : ""
        let expression = "i\(a).width \(relations[pick(3)]) i\(b).width\(constant)"
        constraints.append(
          "{\"expr\": \"\(expression)\", \"strength\": \"\(tiers[pick(3)])\"}")
      }
      let room = Double(pick(4)) * Double(items) * 5
      let root =
        grid
        ? "{\"id\": \"g\", \"layout\": \"grid\", \"columns\": \(items), \"columnSpacing\": 2, "
          + "\"children\": [\(children.joined(separator: ", "))]}"
        : "{\"id\": \"row\", \"layout\": \"horizontal\", \"spacing\": 2, "
          + "\"children\": [\(children.joined(separator: ", "))]}"
      let text = """
        {"trellis": 1, "size": [\(total + room), 40], "rounding": "none", "root": \(root),
         "constraints": [\(constraints.joined(separator: ", "))]}
        """
      let document = try LayoutDocument(json: text)
      let (fast, plain) = try EqualShareTests.solvedBothWays(
        document, "seed \(seed)\ndocument: \(text)")
      #expect(fast.outcome.conflict == plain.outcome.conflict, "seed \(seed)")
      let start = Self.start(fast.program)
      #expect(start.brokenRequired == 0, "seed \(seed)")
      if start.mended > 0 { mended += 1 }
    }
    // The comparison is not vacuous: the start mends constraints in many of them.
    #expect(mended >= 4, "only \(mended) of 12 documents mended a constraint")
  }

  /// Two 1×60 grids whose columns are tied pairwise by size groups.
  static func groupedGrids(strength: String?) throws -> LayoutDocument {
    func grid(_ name: String, _ step: Int) -> String {
      let children = (0..<60).map {
        "{\"id\": \"\(name)\($0)\", \"desired\": [\(10 + $0 * step % 17), 10]}"
      }
      return
        "{\"id\": \"\(name)\", \"layout\": \"grid\", \"columns\": 60, \"columnSpacing\": 2, "
        + "\"children\": [\(children.joined(separator: ", "))]}"
    }
    let groups = (0..<60).map { "\"g\($0)\": [\"a.col[\($0)]\", \"b.col[\($0)]\"]" }
    let strengths = strength.map { "\"ruleStrengths\": {\"groups\": \"\($0)\"}," } ?? ""
    return try LayoutDocument(
      json: """
        {"trellis": 1, "size": [2400, 200], "rounding": "none", \(strengths)
         "root": {"id": "root", "layout": "vertical", "children": [\(grid("a", 3)), \(grid("b", 5))]},
         "groups": {\(groups.joined(separator: ", "))}}
        """)
  }

  /// Strong size groups (`ruleStrengths.groups`) that the layout's own solution breaks are
  /// mended (the second grid's column follows the first's; widening the first's would break
  /// its required bounds), with the plain solve's optima and point.
  @Test func softGroupsAreMendedInTheStart() throws {
    let document = try Self.groupedGrids(strength: "strong")
    let fast = try EqualShareTests.solvedBothWays(document, "two grids in strong groups").fast
    let program = fast.program
    var mendedGroups = 0
    for rule in program.rules where program.start.pinnedRows.contains(rule.row.index) {
      if case .group = rule.source { mendedGroups += 1 }
    }
    #expect(mendedGroups >= TieredBuilder.repairedConstraints)
    #expect(Self.start(program).brokenRequired == 0)
  }

  /// Required groups (the default) are mended only in the main program's start, used when
  /// the required rules hold together; the equal share's basis reads the start without them.
  @Test func requiredGroupsAreMendedWhenTheyHoldTogether() throws {
    let document = try Self.groupedGrids(strength: nil)
    let fast = try EqualShareTests.solvedBothWays(document, "two grids in required groups").fast
    #expect(fast.outcome.conflict == nil)
    let program = fast.program
    let mended = try #require(program.start.whenRequiredHold)
    var mendedGroups = 0
    for rule in program.rules {
      guard case .group = rule.source else { continue }
      #expect(!program.start.pinnedRows.contains(rule.row.index))
      if mended.pinned.contains(rule.row.index) { mendedGroups += 1 }
    }
    #expect(mendedGroups >= TieredBuilder.repairedConstraints)
    // That start breaks no required rule: every broken group is mended.
    let (basic, rows) = program.startingBasis(elastic: false)
    #expect(basic.count + rows.count == program.program.rows.count)
    let tolerance = LPTolerances.startViolation * program.scale
    for (index, rule) in program.rules.enumerated()
    where rule.tier == .required && !mended.pinned.contains(rule.row.index) {
      #expect(
        program.measure(rule, activity: mended.activities[index], tolerance: tolerance) == nil,
        "\(rule.source) broken at the start")
    }
  }

  /// A few broken constraints keep the layout's own start (their pivots cost less than a
  /// different start's last bits).
  @Test func fewBrokenConstraintsKeepTheLayoutsStart() throws {
    let document = try Self.document(items: 12, room: 200)
    let fast = try LPEngine().firstTieredRound(document, shortcuts: true)
    let start = Self.start(fast.program)
    #expect(start.mended == 0 && start.broken > 0, "\(start)")
  }
}
