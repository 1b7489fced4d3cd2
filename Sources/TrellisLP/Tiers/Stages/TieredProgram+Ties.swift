import TrellisCore

/// The last stage of a tiered solve: among the points optimal in every tier, one.
extension TieredProgram {
  /// The objective of the tie-breaking stage: each segment size and stretch unit `v` by
  /// `1 + splitmix64(v) / 2⁶⁴`, `v` its column in the program (from 0), `splitmix64(v)` the first
  /// output of SplitMix64 seeded with `v`.
  ///
  /// The tiers fix how far each rule gives way, but not always where: an L1 objective is flat
  /// along a face (two equal rules, a unit between two medians, a column that a group and a
  /// broken bound may size either way). Minimising these weights picks one point of that face,
  /// least in sizes first, and the same one whatever path the simplex method took to the face:
  /// weights drawn this way are, for any practical purpose, generic — no edge of a face is
  /// orthogonal to them — so the point is unique. A session's warm start, a solve without the
  /// shortcuts and glpsol on the exported program reach the same layout.
  ///
  /// - Complexity: O(segments).
  func tieWeights() -> [(variable: LinearProgram.Variable, coefficient: Double)] {
    var weights: [(variable: LinearProgram.Variable, coefficient: Double)] = []
    for traced in traced {
      for variable in sizes[traced.number] ?? [] {
        weights.append((variable, Self.tieWeight(variable)))
      }
      if let unit = units[traced.number] { weights.append((unit, Self.tieWeight(unit))) }
    }
    return weights
  }

  /// The weight of variable `v` in the tie-breaking objective, in [1, 2).
  static func tieWeight(_ variable: LinearProgram.Variable) -> Double {
    var generator = SplitMix64(seed: UInt64(variable.index))
    // The top 52 bits as a fraction: exact in a Double.
    return 1 + Double(generator.next() >> 12) * 0x1p-52
  }
}
