import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The whole documented number range (issue: numbers from 1e-9 to 1e9 in one document): seeded
/// documents whose lengths sit near 1e-9 and 1e9 (both extremes included) and whose stretch
/// weights on each container axis span up to the documented factor of 1e6 (anywhere from
/// 1e-9 to 1e9) are read, solved by the LP engine without failure, and laid out alike by both
/// engines (`CrossCheck`: real values within its tolerance, rounded answers identical).
@Suite struct WeightSpanPropertyTests {
  /// A seeded document: a vertical container holding a grid (tracks, spacings and margins
  /// with weights) and a horizontal row of stretching items, under a random rounding and
  /// distribution.
  static func document(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    func draw(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    func chance(_ p: Double) -> Bool { draw(0...1) < p }
    /// A length near 1e-9 or near 1e9 (often exactly one of them), three significant digits.
    func length() -> Double {
      if chance(0.2) { return chance(0.5) ? 1e-9 : 1e9 }
      let exponent = (chance(0.5) ? -9.0 : 9.0) + draw(-0.3...0.3)
      return min(1e9, max(1e-9, Double(String(format: "%.3g", pow(10, exponent))) ?? 1))
    }
    /// The weights of one axis: near a smallest weight and near 1e6 times it (often exactly),
    /// the smallest anywhere in 1e-9…1e3.
    let floor = pow(10, draw(-9...3).rounded())
    func weight() -> Double {
      switch draw(0...1) {
      case ..<0.25: floor
      case ..<0.5: floor * 1e6
      case ..<0.75: floor * pow(10, draw(0...0.3))
      default: floor * 1e6 / pow(10, draw(0...0.3))
      }
    }
    func number(_ value: Double) -> String { "\(value)" }
    let columns = Int.random(in: 2...5, using: &random)
    var sizings: [String] = []
    for _ in 0..<columns {
      sizings.append(
        chance(0.6) ? "{\"stretch\": \(weight())}" : "{\"size\": \(number(length()))}")
    }
    var items: [String] = []
    for index in 0..<(columns * Int.random(in: 1...3, using: &random)) {
      if chance(0.7) {
        items.append("{\"id\": \"i\(index)\", \"desired\": [\(length()), \(length())]}")
      } else {
        items.append("{\"id\": \"i\(index)\"}")
      }
    }
    var grid =
      "\"id\": \"g\", \"layout\": \"grid\", \"columns\": \(columns), \"columnSizings\": [\(sizings.joined(separator: ", "))], \"children\": [\(items.joined(separator: ", "))]"
    if chance(0.5) {
      grid +=
        ", \"columnSpacing\": {\"size\": \(length()), \"stretch\": \(chance(0.5) ? weight() : 0)}"
    }
    if chance(0.5) {
      grid += ", \"margin\": {\"size\": \(length()), \"stretch\": \(chance(0.5) ? weight() : 0)}"
    }
    grid +=
      ", \"distribution\": \"\(["compat", "fair", "css"][Int.random(in: 0...2, using: &random)])\""
    var row: [String] = []
    for index in 0..<Int.random(in: 0...3, using: &random) {
      row.append(
        "{\"id\": \"r\(index)\", \"desired\": [\(length()), \(length())], \"stretch\": [\(weight()), 0]}"
      )
    }
    let rowNode =
      row.isEmpty
      ? ""
      : ", {\"id\": \"h\", \"layout\": \"horizontal\", \"children\": [\(row.joined(separator: ", "))]}"
    func side() -> String { chance(0.8) ? "\(length())" : "null" }
    let rounding = ["compat", "none"][Int.random(in: 0...1, using: &random)]
    return """
      {"trellis": 1, "size": [\(side()), \(side())], "rounding": "\(rounding)", \
      "root": {"id": "v", "layout": "vertical", "children": [{\(grid)}\(rowNode)]}}
      """
  }

  @Test(arguments: 0..<4)
  func wholeRangeAgrees(batch: Int) throws {
    for index in 0..<100 {
      let seed = UInt64(9_100_000 + batch * 100 + index)
      let text = Self.document(seed: seed)
      let document: LayoutDocument
      do {
        document = try LayoutDocument(json: text)
      } catch {
        Issue.record("seed \(seed): refused: \(error)\n\(text)")
        continue
      }
      let report: CrossCheck.Report
      do {
        report = try CrossCheck.run(document)
      } catch {
        Issue.record("seed \(seed): \(error)\n\(text)")
        continue
      }
      let differences = report.differences.filter { !Self.isDisplayRounding($0, in: report) }
      #expect(differences.isEmpty, "seed \(seed): \(differences.prefix(4))\n\(text)")
    }
  }

  /// Whether a difference is a diagnostic that the other engine makes too, but for its numbers.
  ///
  /// Every number in the two texts is the same to the last digit shown, a thousandth: the one
  /// class of difference left across the range. Diagnostics show lengths to the thousandth, so
  /// a length of 4e9 points, on which the engines agree to a few ulps (5e-7), prints
  /// `…995.248` in one engine and `…995.249` in the other when it lies within round-off of a
  /// half thousandth.
  static func isDisplayRounding(_ difference: CrossCheck.Difference, in report: CrossCheck.Report)
    -> Bool
  {
    let prefix = "diagnostic "
    guard difference.field.hasPrefix(prefix) else { return false }
    func parts(_ text: String) -> (words: [String], numbers: [Double]) {
      var words: [String] = []
      var numbers: [Double] = []
      for token in text.split(separator: " ") {
        let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: "()'"))
        if let number = Double(trimmed) {
          numbers.append(number)
        } else {
          words.append(String(token))
        }
      }
      return (words, numbers)
    }
    let (words, numbers) = parts(difference.field)
    return report.differences.contains { other in
      guard other != difference, other.id == difference.id, other.field.hasPrefix(prefix),
        other.direct == difference.lp, other.lp == difference.direct
      else { return false }
      let (otherWords, otherNumbers) = parts(other.field)
      return otherWords == words && otherNumbers.count == numbers.count
        && zip(numbers, otherNumbers).allSatisfy { abs($0 - $1) <= 1.5e-3 }
    }
  }
}
