import Trellis

/// A generated family of over-constrained documents that grows with `n` (items, or required
/// rules for the conflict families): what `trellis bench --growth` measures.
///
/// The families are built to find where the tiered solve stops growing linearly, not to pass:
/// shortfalls shared by every rule of a tier, many distinct caps, chains, positions far along a
/// row, groups across many grids and required conflicts of every shape.
struct GrowthFamily: Sendable {
  /// The command a run of the family is: `trellis solve` or `trellis explain --format json`.
  enum Command: String, Sendable {
    case solve, explain
  }

  /// What every answer of the family must show (checked on every run): a family whose
  /// documents stop being what it says is a generator bug, or a wrong answer.
  enum Expectation: Sendable, Equatable {
    /// At least this many rules of the tier give way.
    case relaxedAtLeast(String, Int)
    /// Exactly this many rules of the tier give way.
    case relaxedExactly(String, Int)
    /// A minimal conflict of exactly this many required rules.
    case conflict(Int)
    /// No required conflict.
    case noConflict
  }

  /// The family's name (`row-all-give`).
  var name: String
  /// The command each run is.
  var command: Command
  /// One sentence: the document and what gives way.
  var summary: String
  /// What the answer at `n` must show.
  var expectations: @Sendable (Int) -> [Expectation]
  /// The document at `n`, from a seeded generator.
  var make: @Sendable (Int, inout SplitMix64) -> GrowthJSON

  init(
    _ name: String, _ summary: String, command: Command = .solve,
    expect expectations: @escaping @Sendable (Int) -> [Expectation] = { _ in [] },
    make: @escaping @Sendable (Int, inout SplitMix64) -> GrowthJSON
  ) {
    (self.name, self.command, self.summary) = (name, command, summary)
    (self.expectations, self.make) = (expectations, make)
  }

  /// Every family, in the order the report lists them.
  static let all: [GrowthFamily] =
    rowFamilies + gridFamilies + placementFamilies + mixFamilies + conflictFamilies

  /// The family named `name`.
  static func named(_ name: String) -> GrowthFamily? { all.first { $0.name == name } }

  /// The seed of the family's document at `n`: `seed` mixed with the family's name and `n`, so
  /// that each document is fixed by the printed seed alone.
  static func seed(_ seed: UInt64, family: String, n: Int) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in family.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }
    var mixer = SplitMix64(seed: seed ^ hash ^ (UInt64(n) &* 0x9E37_79B9_7F4A_7C15))
    return mixer.next()
  }

  /// The family's document at `n` as JSON text.
  func document(n: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: Self.seed(seed, family: name, n: n))
    return make(max(n, Self.smallest), &random).text + "\n"
  }

  /// The smallest `n` a family is built at.
  static let smallest = 40
}

/// Helpers shared by the families.
extension GrowthFamily {
  /// A number as the documents write it.
  static func number(_ value: Double) -> String { LayoutAnswer.number(value) }

  /// `n` distinct desired widths between 10 and 71 points: 61 whole widths, and a distinct
  /// fraction of a point each.
  static func distinctWidths(_ n: Int) -> [Double] {
    (0..<n).map { 10 + Double($0 * 37 % 61) + Double($0) / Double(n) }
  }

  /// A random strength, `required` with the odds `required` (0 to 1) and the other three tiers
  /// alike otherwise.
  static func strength(_ random: inout SplitMix64, required: Double = 0) -> String {
    if Double.random(in: 0..<1, using: &random) < required { return "required" }
    return ["strong", "medium", "weak"][Int.random(in: 0..<3, using: &random)]
  }

  /// A random weight: 0, ½, 1, 2 or 7.
  static func weight(_ random: inout SplitMix64) -> Double {
    [0, 0.5, 1, 2, 7][Int.random(in: 0..<5, using: &random)]
  }
}
