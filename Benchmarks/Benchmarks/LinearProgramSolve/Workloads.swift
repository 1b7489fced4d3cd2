import Trellis
import TrellisBench

/// The seedable generator of the shared workloads (SplitMix64).
typealias SplitMix64 = BenchWorkloads.Generator

/// Seeded benchmark workloads.
enum Workloads {
  /// The standard seed, as Taffy's benches use one.
  static let seed: UInt64 = 12_345

  /// A one-axis grid program with `variables` variables: `variables - 1` tracks and one stretch
  /// unit `u`, the shape of research/anchors.md §3.2 (fixed and weighted-with-minimum tracks).
  ///
  /// Every fourth track is fixed (its size variable fixed at a width); the others have a
  /// minimum (the variable's lower bound) and a weight w, with the row `size - w·u ≥ 0`. The
  /// tracks fill the container exactly (`Σ size = width`), and the program maximises `u`.
  /// `width` is returned with the row that holds it, for resizes.
  /// A one-axis program with the row holding the container width, and that width.
  typealias Axis = (program: LinearProgram, total: LinearProgram.Row, width: Double)

  static func axis(variables: Int) -> Axis {
    var random = SplitMix64(seed: seed &+ UInt64(variables))
    var lp = LinearProgram(name: "axis\(variables)", sense: .maximize)
    let unit = lp.addVariable("u", objective: 1)
    var sizes: [LinearProgram.Term] = []
    var occupied = 0.0
    for index in 0..<(variables - 1) {
      if index % 4 == 3 {
        let fixed = Double(Int.random(in: 20...120, using: &random))
        sizes.append(.init(lp.addVariable("col[\(index)]", lower: fixed, upper: fixed), 1))
        occupied += fixed
      } else {
        let minimum = Double(Int.random(in: 0...60, using: &random))
        let weight = Double(Int.random(in: 1...4, using: &random))
        let size = lp.addVariable("col[\(index)]", lower: minimum)
        sizes.append(.init(size, 1))
        lp.addRow("col[\(index)].share", [size: 1, unit: -weight], lower: 0)
        occupied += minimum
      }
    }
    let width = (occupied * 1.5).rounded()
    let total = lp.addRow("width", sizes, lower: width, upper: width)
    return (lp, total, width)
  }
}
