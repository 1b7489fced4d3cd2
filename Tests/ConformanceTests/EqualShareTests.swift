import Foundation
import Testing
import Trellis
import TrellisBench
import TrellisCore

@testable import TrellisLP

/// The spreading stage's equal share (``TieredProgram/equalShare(_:least:_:_:)``).
///
/// When the rules that must share a tier's shortfall can all give way by the same amount, that
/// share is the least largest violation, found from a basis built for it instead of the
/// simplex method's walk of one pivot per rule. It changes how fast the spreading stage is
/// solved, never the tiers' optima nor the point picked among them: checked against the solve
/// without shortcuts on cycles and paths of constraints in every tier, with unequal weights
/// and gaps, in grids with too little room.
@Suite struct EqualShareTests {
  /// The benchmark's cycles of required rules: the desired widths hold without a solve, and
  /// the optima and the point are the plain solve's.
  @Test(arguments: [3, 40, 150])
  func cyclesOfRequiredRulesShareTheirShortfall(rules: Int) throws {
    let document = BenchWorkloads.conflictChainDocument(rules: rules)
    let engine = LPEngine()
    let fast = try engine.firstTieredRound(document, shortcuts: true)
    let plain = try engine.firstTieredRound(document, shortcuts: false)
    Self.expectSameOptima(fast, plain, "cycle of \(rules)")
    #expect(fast.outcome.tiersHeldWithoutSolve >= 1)
    #expect(fast.outcome.conflict == plain.outcome.conflict)
    let required = try #require(fast.outcome.optima.first { $0.tier == .required })
    #expect(abs((required.worst ?? 0) - Double(rules - 1) / Double(rules)) <= 1e-12)
  }

  /// `n` required minimums of 10 in a row one point narrower than `10 n`: every rule (and the
  /// row's bounds) takes `1 / (n + 1)` of the point at once, from a basis built for it where
  /// each minimum's row holds tight and each item's weak stretch rule gives way (once a pivot
  /// per item), with the plain solve's optima and point.
  @Test(arguments: [5, 60, 200])
  func sumsOfRequiredMinimumsShareEqually(rules: Int) throws {
    let items = (0..<rules).map { #"{"id": "i\#($0)", "desired": [10, 10]}"# }
    let minimums = (0..<rules).map {
      #"{"expr": "i\#($0).width >= 10", "strength": "required"}"#
    }
    let document = try LayoutDocument(
      json: """
        {"trellis": 1, "size": [\(10 * rules - 1), 20], "rounding": "none",
         "root": {"id": "r", "layout": "horizontal", "children": [\(items.joined(separator: ","))]},
         "constraints": [\(minimums.joined(separator: ","))]}
        """)
    let engine = LPEngine()
    let fast = try engine.firstTieredRound(document, shortcuts: true)
    let plain = try engine.firstTieredRound(document, shortcuts: false)
    Self.expectSameOptima(fast, plain, "sum of \(rules)")
    #expect(fast.outcome.equalShares >= 1)
    #expect(plain.outcome.equalShares == 0)
    let required = try #require(fast.outcome.optima.first { $0.tier == .required })
    #expect(abs((required.worst ?? 0) - 1 / Double(rules + 1)) <= 1e-12)
  }

  /// The benchmark's wide conflicts: the spacings give way by their whole size (2, their
  /// reach) and the fixed and minimum columns share the rest equally (the water level), at
  /// once, with the plain solve's optima and point.
  @Test(arguments: [16, 64])
  func wideConflictsShareUpToEachRulesReach(tracks: Int) throws {
    let document = BenchWorkloads.overConstrainedDocument(tracks: tracks, wideConflict: true)
    let engine = LPEngine()
    let fast = try engine.firstTieredRound(document, shortcuts: true)
    let plain = try engine.firstTieredRound(document, shortcuts: false)
    Self.expectSameOptima(fast, plain, "wide conflict of \(tracks) tracks")
    #expect(fast.outcome.equalShares >= 1)
    #expect(fast.outcome.conflict == plain.outcome.conflict)
  }

  /// A long centred run whose middle item must start further right.
  ///
  /// Every item's stretch rule has a zero reduced cost at the weak tier's optimum, but the items after it cannot
  /// shrink below their desired widths (a medium tier held at 0), so only the items before
  /// it share the push. Their equal share is found at once (the bounds the held desired rows
  /// imply on each width: ``TieredProgram/impliedBounds(of:_:)``), with the plain solve's
  /// optima and point.
  @Test(arguments: [40, 400])
  func aLongRunSharesAPushOverTheItemsBeforeIt(items: Int) throws {
    let document = BenchWorkloads.longRunDocument(items: items, constraint: .position)
    let fast = try Self.solvedBothWays(document, "long run of \(items)").fast
    #expect(fast.outcome.equalShares >= 1, "long run of \(items)")
    let weak = try #require(fast.outcome.optima.first { $0.tier == .weak })
    // The push is shared by the items before the middle one alone.
    #expect(abs((weak.worst ?? 0) * Double(items / 2) - weak.least) <= 1e-9 * weak.least)
  }

  /// Two grids whose columns are tied pairwise by size groups share a shortfall up to each
  /// pair's difference.
  ///
  /// Each grid is as wide as its own items (``BenchWorkloads/tiedGridsDocument(columns:groups:)``):
  /// a pair of columns takes the larger item's width only where the other grid has room, so
  /// the desired widths (medium) give way, and each pair's larger item by at most the
  /// difference between the two (its other item's desired row, held at 0, keeps the tied
  /// width above the smaller one). That cap is a bound implied through the group's row (two
  /// short rows away from the violated rule: ``TieredProgram/impliedBounds(of:_:)``); with it,
  /// the shortfall's water level is found at once, with the plain solve's optima and point,
  /// for required and for strong groups.
  @Test(arguments: [20, 120], [nil, LayoutConstraint.Strength.strong])
  func tiedColumnsShareUpToEachPairsDifference(
    columns: Int, groups: LayoutConstraint.Strength?
  ) throws {
    let document = BenchWorkloads.tiedGridsDocument(columns: columns, groups: groups)
    let context = "\(columns) tied columns, groups \(groups.map(\.rawValue) ?? "required")"
    let (fast, plain) = try Self.solvedBothWays(document, context)
    #expect(fast.outcome.equalShares >= 1, "\(context)")
    #expect(plain.outcome.equalShares == 0)
    let medium = try #require(fast.outcome.optima.first { $0.tier == .medium })
    // Some pairs give way by their whole difference, below the level: it is above the plain
    // equal share of the shortfall.
    let level = try #require(medium.worst)
    #expect(level > medium.least / Double(columns) * 1.05, "\(context): \(medium)")
  }

  /// Seeded cycles and paths of constraints between a grid's columns, in random tiers, with
  /// random weights, gaps and room: the same optima and point with and without the shortcuts,
  /// and the equal share taken on many of them.
  @Test(arguments: 0..<3)
  func sharesKeepEveryTiersOptimum(batch: Int) throws {
    var shared = 0
    for index in 0..<40 {
      let seed = UInt64(9_100_000 + batch * 100 + index)
      let text = Self.document(seed: seed)
      let document = try LayoutDocument(json: text)
      let engine = LPEngine()
      let fast = try engine.firstTieredRound(document, shortcuts: true)
      let plain = try engine.firstTieredRound(document, shortcuts: false)
      Self.expectSameOptima(fast, plain, "seed \(seed)\ndocument: \(text)")
      #expect(fast.outcome.conflict == plain.outcome.conflict, "seed \(seed)")
      shared += fast.outcome.equalShares
    }
    #expect(shared >= 8, "only \(shared) equal shares in 40 documents")
  }

  /// A grid of 3 to 14 columns whose widths are tied by a cycle (or a path) of constraints
  /// `col[i].width >= col[i+1].width + gap`, each in a random tier and weight, with a few
  /// equalities and caps besides, in a width that may be too small.
  static func document(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    let columns = 3 + pick(12)
    let children = (0..<columns).map { "{\"id\": \"a\($0)\", \"desired\": [\(5 + pick(30)), 4]}" }
    let strengths = ["required", "required", "strong", "medium", "weak"]
    let weights = ["1", "1", "1", "2", "0.5"]
    let cycle = pick(4) != 0
    // Mostly one tier and one weight for the whole cycle (rules that can share), sometimes
    // each rule its own.
    let (strength, weight) = (strengths[pick(strengths.count)], weights[pick(weights.count)])
    let (mixedTiers, mixedWeights) = (pick(4) == 0, pick(4) == 0)
    var constraints: [String] = []
    for index in 0..<(cycle ? columns : columns - 1) {
      let next = (index + 1) % columns
      let gap = pick(4)
      constraints.append(
        "{\"expr\": \"g.col[\(index)].width >= g.col[\(next)].width + \(gap)\", "
          + "\"strength\": \"\(mixedTiers ? strengths[pick(strengths.count)] : strength)\", "
          + "\"weight\": \(mixedWeights ? weights[pick(weights.count)] : weight)}")
    }
    for _ in 0..<pick(3) {
      let (a, b) = (pick(columns), pick(columns))
      constraints.append(
        a == b
          ? "{\"expr\": \"g.col[\(a)].width <= \(10 + pick(30))\", \"strength\": \"strong\"}"
          : "{\"expr\": \"g.col[\(a)].width == g.col[\(b)].width\", \"strength\": \"medium\"}")
    }
    let width = columns * (5 + pick(30))
    return """
      {"trellis": 1, "size": [\(width), 40], "rounding": "none",
       "root": {"id": "g", "layout": "grid", "columns": \(columns),
                "children": [\(children.joined(separator: ", "))]},
       "constraints": [\(constraints.joined(separator: ", "))]}
      """
  }

  /// The document's first tiered round with and without the shortcuts, expected to have the
  /// same optima and point (``expectSameOptima(_:_:_:)``).
  static func solvedBothWays(_ document: LayoutDocument, _ context: String) throws -> (
    fast: (program: TieredProgram, outcome: TieredProgram.Outcome),
    plain: (program: TieredProgram, outcome: TieredProgram.Outcome)
  ) {
    let engine = LPEngine()
    let fast = try engine.firstTieredRound(document, shortcuts: true)
    let plain = try engine.firstTieredRound(document, shortcuts: false)
    expectSameOptima(fast, plain, context)
    return (fast, plain)
  }

  /// The same tiers, least weighted and largest violations, and the same sizes and units.
  static func expectSameOptima(
    _ fast: (program: TieredProgram, outcome: TieredProgram.Outcome),
    _ plain: (program: TieredProgram, outcome: TieredProgram.Outcome), _ context: String
  ) {
    let (a, b) = (fast.outcome.optima, plain.outcome.optima)
    #expect(a.map(\.tier) == b.map(\.tier), "\(context)\nfast \(a)\nplain \(b)")
    for (x, y) in zip(a, b) {
      #expect(close(x.least, y.least), "\(x.tier) least: \(context)\nfast \(a)\nplain \(b)")
      #expect(
        close(x.worst ?? 0, y.worst ?? 0), "\(x.tier) largest: \(context)\nfast \(a)\nplain \(b)")
    }
    let scale = fast.program.scale
    for (variable, _) in fast.program.tieWeights() {
      let (x, y) = (
        fast.outcome.values[variable.index], plain.outcome.values[variable.index]
      )
      #expect(abs(x - y) <= 1e-6 * scale, "variable \(variable.index): \(x) ≠ \(y): \(context)")
    }
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
  }
}
