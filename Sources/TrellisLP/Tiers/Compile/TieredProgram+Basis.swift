import TrellisCore

/// The starting basis of a tiered program: the layout's own solution (so the simplex method
/// only repairs what the constraints change).
extension TieredProgram {
  /// The violation variable that measures how far `activity` breaks `rule`, and by how much,
  /// or `nil` when it holds within `tolerance`.
  func measure(_ rule: TieredRule, activity: Double, tolerance: Double)
    -> (variable: LinearProgram.Variable, amount: Double)?
  {
    let definition = program.rows[rule.row.index]
    if activity < definition.lower - tolerance, let under = rule.under {
      return (under, definition.lower - activity)
    }
    if activity > definition.upper + tolerance, let over = rule.over {
      return (over, activity - definition.upper)
    }
    return nil
  }

  /// The layout's own solution as a basis (``TieredBuilder/startingBasis(_:)``).
  struct Start: Sendable, Equatable {
    /// The sizes, stretch units and positions basic in the rows that pin them.
    var basic: [LinearProgram.Variable]
    /// Those rows.
    var pinnedRows: Set<Int>
    /// Each rule's left-hand side at that solution.
    var activities: [Double]
    /// The pinned rows and activities when required constraints and groups are mended too
    /// (``TieredBuilder/repairs(_:pins:activities:required:)``): the main program's start when
    /// the required rules hold together.
    var whenRequiredHold: Pinning?
  }

  /// Where a program's ``Start`` comes from: the builder that compiled it, asked once, when
  /// the stages first read the start.
  ///
  /// A class, so a program (a value) reads its start without being mutated; a program is
  /// used by one thread at a time, as its builder was.
  final class StartSource {
    /// The builder, until the start is worked out.
    private var builder: TieredBuilder?
    private var made: Start?

    /// The start that `builder` works out for the program it compiled.
    init(_ builder: TieredBuilder) { self.builder = builder }

    /// The start of `tiered`, the program the builder compiled.
    ///
    /// - Complexity: O(rules + chains) the first time, O(1) after.
    func start(of tiered: TieredProgram) -> Start {
      if let made { return made }
      guard let builder else { return Start(basic: [], pinnedRows: [], activities: []) }
      let start = builder.startingBasis(tiered)
      made = start
      self.builder = nil
      return start
    }
  }

  /// The rows that pin a start's sizes, and each rule's left-hand side there.
  struct Pinning: Sendable, Equatable {
    var pinned: Set<Int>
    var activities: [Double]
  }

  /// The starting basis: the layout's own solution, where each rule it violates has the
  /// violation variable that measures it basic instead of its slack (required rules only
  /// when they are `elastic`), so the basis is primal feasible and the first stage starts
  /// from a feasible point.
  func startingBasis(elastic: Bool) -> (basic: [LinearProgram.Variable], rows: [LinearProgram.Row])
  {
    let pinning =
      (elastic ? nil : start.whenRequiredHold)
      ?? Pinning(pinned: start.pinnedRows, activities: start.activities)
    let activities = pinning.activities
    return completed(
      (start.basic, []), keeping: pinning.pinned.contains, elastic: elastic,
      activity: { activities.indices.contains($0) ? activities[$0] : 0 })
  }

  /// `basis` completed with the rows it does not keep: each rule that `activity` (by rule
  /// index) breaks has the violation variable that measures it basic (a required rule only
  /// when `elastic`), every other row its slack.
  func completed(
    _ basis: (basic: [LinearProgram.Variable], rows: [LinearProgram.Row]),
    keeping kept: (Int) -> Bool, elastic: Bool, activity: (Int) -> Double
  ) -> (basic: [LinearProgram.Variable], rows: [LinearProgram.Row]) {
    var (basic, rows) = basis
    var isRuleRow = Set<Int>()
    let tolerance = LPTolerances.startViolation * scale
    for (index, rule) in rules.enumerated() where !kept(rule.row.index) {
      isRuleRow.insert(rule.row.index)
      if rule.tier != .required || elastic,
        let measure = measure(rule, activity: activity(index), tolerance: tolerance)
      {
        basic.append(measure.variable)
      } else {
        rows.append(rule.row)
      }
    }
    for index in program.rows.indices where !kept(index) && !isRuleRow.contains(index) {
      rows.append(LinearProgram.Row(index: index))
    }
    return (basic, rows)
  }
}
