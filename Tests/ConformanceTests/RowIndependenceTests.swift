import Testing
import TrellisTestSupport

@testable import TrellisLP

/// The sparse elimination behind the conflict search's irreducibility proof: paths and cycles
/// of rules, cancellation to round-off, the budget, and seeded small integer matrices against
/// their exact rank.
@Suite struct RowIndependenceTests {
  typealias Rows = [[(column: Int, value: Double)]]

  /// Rows `x[i] − x[i+1]` for i in 0..<count, and the closing `x[count] − x[0]` when `cycle`.
  static func chain(_ count: Int, cycle: Bool) -> Rows {
    var rows: Rows = (0..<count).map { [($0, 1), ($0 + 1, -1)] }
    if cycle { rows.append([(count, 1), (0, -1)]) }
    return rows
  }

  @Test func pathsAreIndependentAndCyclesAreNot() {
    #expect(
      RowIndependence.independent(Self.chain(5000, cycle: false), columns: 5001, budget: 1 << 20))
    #expect(
      !RowIndependence.independent(Self.chain(5000, cycle: true), columns: 5001, budget: 1 << 20))
    // A cycle without one of its rows is a path again.
    let open = Array(Self.chain(300, cycle: true).dropFirst())
    #expect(RowIndependence.independent(open, columns: 301, budget: 1 << 20))
  }

  @Test func roundOffIsNoEntry() {
    // 3 × (0.1, 0.2) = (0.3, 0.6) but for the last bits.
    #expect(
      !RowIndependence.independent(
        [[(0, 0.1), (1, 0.2)], [(0, 0.3), (1, 0.6)]], columns: 2, budget: 100))
    #expect(
      !RowIndependence.independent(
        [[(0, 1), (1, 1)], [(0, 1), (1, -1)], [(0, 2)]], columns: 2, budget: 100))
    #expect(!RowIndependence.independent([[(0, 1)], []], columns: 1, budget: 100))
    #expect(
      RowIndependence.independent([[(0, 1), (1, 1)], [(0, 1), (1, -1)]], columns: 2, budget: 100))
  }

  @Test func theBudgetEndsTheEliminationWithNo() {
    var random = SplitMix64(seed: 77)
    let rows: Rows = (0..<40).map { _ in
      (0..<40).map { ($0, Double(Int.random(in: 1...9, using: &random))) }
    }
    #expect(!RowIndependence.independent(rows, columns: 40, budget: 500))
    #expect(RowIndependence.independent(rows, columns: 40, budget: 1 << 20))
  }

  /// Small integer matrices: independent exactly when their exact rank is their row count.
  @Test func smallIntegerMatricesAgreeWithTheirExactRank() {
    var random = SplitMix64(seed: 2024)
    var independent = 0
    for _ in 0..<400 {
      let rowCount = Int.random(in: 1...6, using: &random)
      let columns = Int.random(in: 1...6, using: &random)
      let dense: [[Int]] = (0..<rowCount).map { _ in
        (0..<columns).map { _ in
          Int.random(in: 0...2, using: &random) == 0 ? Int.random(in: -3...3, using: &random) : 0
        }
      }
      let rows: Rows = dense.map { row in
        row.enumerated().compactMap { $1 == 0 ? nil : ($0, Double($1)) }
      }
      let expected = Self.exactRank(dense) == rowCount
      if expected { independent += 1 }
      #expect(
        RowIndependence.independent(rows, columns: columns, budget: 10_000) == expected,
        "\(dense)")
    }
    #expect(independent >= 50 && independent <= 350, "\(independent) of 400 independent")
  }

  /// The rank of an integer matrix by fraction-free elimination (Bareiss), exactly.
  static func exactRank(_ matrix: [[Int]]) -> Int {
    var rows = matrix
    var rank = 0
    let columns = rows.first?.count ?? 0
    var previous = 1
    for column in 0..<columns where rank < rows.count {
      guard let pivot = (rank..<rows.count).first(where: { rows[$0][column] != 0 }) else {
        continue
      }
      rows.swapAt(rank, pivot)
      for other in (rank + 1)..<rows.count {
        for entry in 0..<columns where entry != column {
          rows[other][entry] =
            (rows[rank][column] * rows[other][entry] - rows[other][column] * rows[rank][entry])
            / previous
        }
        rows[other][column] = 0
      }
      previous = rows[rank][column]
      rank += 1
    }
    return rank
  }
}
