import Testing
import Trellis
import TrellisBench
import TrellisCore
import TrellisTestSupport

@testable import TrellisLP

/// The minimal conflicting set of required rules (issue 18, item 1) on seeded random
/// documents whose required rules cannot all hold: cycles and paths of width and position
/// constraints (chain-like conflicts, which the search proves irreducible without deletion
/// tests) and grids whose required fixed sizes and minimums do not fit (wide conflicts, which
/// deletion reduces).
///
/// Irreducibility is checked independently of the search: each set is solved afresh by GLPK
/// as a plain feasibility program (the tiered program with the set's rules held, every other
/// required rule free to give way), once whole (infeasible) and once without each of its
/// rules (feasible). The proof and deletion give the same set.
@Suite struct ConflictIrreducibilityTests {
  @Test(arguments: 0..<4)
  func conflictsAreIrreducible(batch: Int) throws {
    var proven = 0
    var deleted = 0
    for index in 0..<30 {
      let seed = UInt64(9_100_000 + batch * 1000 + index)
      var generator = ConflictDocuments(seed: seed)
      let text = generator.document(kind: index % ConflictDocuments.kinds)
      let document = try LayoutDocument(json: text)
      let engine = LPEngine()
      let (pass, trace) = try engine.tracedPass(document)
      let program = try TieredProgram.compile(
        document, pass: pass.solver, trace: trace, readable: true)
      let required = program.rules.indices.filter { program.rules[$0].tier == .required }
      let context = "seed \(seed)\ndocument: \(text)"
      let found = try program.conflictSet(required, solver: GLPKSolver())
      let byDeletion = try program.conflictSet(required, solver: GLPKSolver(), proving: false)
      #expect(found?.rules == byDeletion?.rules, "\(context)")
      guard let conflict = found else {
        Issue.record("no conflict: \(context)")
        continue
      }
      if conflict.proven { proven += 1 } else { deleted += 1 }
      #expect(try !Self.feasible(program, holding: conflict.rules), "\(context)")
      for member in conflict.rules {
        let rest = conflict.rules.filter { $0 != member }
        #expect(
          try Self.feasible(program, holding: rest),
          "without rule \(member) the rest still conflicts: \(context)")
      }
    }
    // Both ways are exercised.
    #expect(proven >= 8, "only \(proven) of 30 conflicts proven irreducible")
    #expect(deleted >= 4, "only \(deleted) of 30 conflicts reduced by deletion")
  }

  /// The 85-rule wide conflict of the benchmark and a 60-rule cycle: irreducible, checked the
  /// same way.
  @Test func benchmarkConflictsAreIrreducible() throws {
    let documents = [
      BenchWorkloads.overConstrainedDocument(tracks: 64),
      BenchWorkloads.conflictChainDocument(rules: 60),
    ]
    for document in documents {
      let (pass, trace) = try LPEngine().tracedPass(document)
      let program = try TieredProgram.compile(
        document, pass: pass.solver, trace: trace, readable: true)
      let required = program.rules.indices.filter { program.rules[$0].tier == .required }
      let conflict = try #require(try program.conflictSet(required, solver: GLPKSolver()))
      #expect(try !Self.feasible(program, holding: conflict.rules))
      for member in conflict.rules {
        #expect(try Self.feasible(program, holding: conflict.rules.filter { $0 != member }))
      }
    }
  }

  /// Whether the required rules `held` can hold together (every other required rule may give
  /// way; lower tiers always may): a fresh GLPK solve of the tiered program with no objective.
  static func feasible(_ tiered: TieredProgram, holding held: [Int]) throws -> Bool {
    var program = tiered.program
    for index in program.variables.indices { program.variables[index].objective = 0 }
    let holds = Set(held)
    for (index, rule) in tiered.rules.enumerated() where rule.tier == .required {
      for variable in rule.violations {
        try program.setBounds(variable, lower: 0, upper: holds.contains(index) ? 0 : .infinity)
      }
    }
    let status = try GLPKSolver().solve(program).status
    guard status == .optimal || status == .infeasible else {
      Issue.record("feasibility solve ended \(status)")
      return false
    }
    return status == .optimal
  }
}

/// Seeded documents whose required rules cannot all hold.
struct ConflictDocuments {
  static let kinds = 5
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  /// A document of one kind:
  /// 0. a cycle of width constraints over a grid's columns (`>=`, `<=` and `==` mixed);
  /// 1. a path of width constraints from a minimum, longer than the grid's width allows;
  /// 2. a path of position constraints (`col[j].x`) that a last one cuts short;
  /// 3. required fixed sizes and minimums wider than the grid (a wide conflict);
  /// 4. a cycle of width constraints over the items of a horizontal stack.
  mutating func document(kind: Int) -> String {
    let columns = int(3...24)
    var constraints: [String] = []
    var strengths = ""
    var tracks = ""
    var width = 100 * columns
    var layout = "\"layout\": \"grid\", \"columns\": \(columns)"
    let order = (0..<columns).shuffled(using: &random)
    let length = int(2...columns)
    switch kind {
    case 0, 4:
      let name = { (index: Int) in kind == 0 ? "g.col[\(index)].width" : "a\(index).width" }
      for step in 0..<length {
        let (a, b) = (order[step], order[(step + 1) % length])
        let gap = step == 0 ? int(1...9) : int(0...9)
        switch int(0...2) {
        case 0: constraints.append("\(name(a)) >= \(name(b)) + \(gap)")
        case 1: constraints.append("\(name(b)) <= \(name(a)) - \(gap)")
        default: constraints.append("\(name(a)) == \(name(b)) + \(gap)")
        }
      }
      if kind == 4 { layout = "\"layout\": \"horizontal\"" }
    case 1:
      constraints.append("g.col[\(order[0])].width >= \(int(10...60))")
      for step in 0..<(length - 1) {
        constraints.append(
          "g.col[\(order[step + 1])].width >= g.col[\(order[step])].width + \(int(5...30))")
      }
      width = int(5...9) * length
    case 2:
      // Positions left to right, each far enough from the last, and the last too close to
      // the first.
      let path = order.prefix(length).sorted()
      var total = 0
      for step in 0..<(length - 1) {
        let gap = int(5...30)
        total += gap
        constraints.append(
          int(0...1) == 0
            ? "g.col[\(path[step + 1])].x >= g.col[\(path[step])].x + \(gap)"
            : "g.col[\(path[step])].x <= g.col[\(path[step + 1])].x - \(gap)")
      }
      constraints.append("g.col[\(path[length - 1])].x <= g.col[\(path[0])].x + \(total / 2)")
      layout += ", \"spacing\": \(int(0...3))"
    default:
      var sizings: [String] = []
      var total = 0
      for _ in 0..<columns {
        let size = int(10...80)
        total += size
        sizings.append(int(0...1) == 0 ? "{\"size\": \(size)}" : "{\"min\": \(size)}")
      }
      tracks = ", \"columnSizings\": [\(sizings.joined(separator: ", "))]"
      strengths = ", \"ruleStrengths\": {\"fixed\": \"required\", \"minimum\": \"required\"}"
      width = total * int(30...90) / 100
      layout += ", \"spacing\": \(int(0...4))"
    }
    // Required rules that hold, and soft ones, around the conflict.
    for _ in 0..<int(0...3) {
      let column = int(0...columns - 1)
      let name = kind == 4 ? "a\(column).width" : "g.col[\(column)].width"
      constraints.append("\(name) <= \(width + 500)")
    }
    var entries = constraints.enumerated().map { index, expression in
      "{\"id\": \"c\(index)\", \"expr\": \"\(expression)\"}"
    }
    if kind != 4 {
      entries.append(
        "{\"id\": \"soft\", \"expr\": \"g.col[0].width >= 50\", \"strength\": \"medium\"}")
    }
    let children = (0..<columns).map { index in
      "{\"id\": \"a\(index)\", \"desired\": [\(int(5...40)), 10]}"
    }
    return """
      {"trellis": 1, "size": [\(width), 60], "rounding": "none"\(strengths),
       "root": {"id": "g", \(layout)\(tracks), "children": [\(children.joined(separator: ", "))]},
       "constraints": [\(entries.joined(separator: ", "))]}
      """
  }
}
