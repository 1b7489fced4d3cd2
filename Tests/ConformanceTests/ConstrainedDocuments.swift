import Trellis
import TrellisTestSupport

/// Seeded random documents (``RandomDocuments``, laid out in real numbers) with one to three
/// constraints on the frames they lay out: positions (`x`, `right`, `centerY`, …) as well as
/// sizes, each a few points from where the unconstrained layout puts it, in a random tier.
///
/// Positions reach the tiered program through the trace's position chains (grid tracks, runs
/// of a linear container's items), so these documents exercise the chains of nested layouts.
enum ConstrainedDocuments {
  /// The attributes a constraint names.
  static let attributes = [
    "x", "y", "right", "bottom", "centerX", "centerY", "width", "height", "left", "top",
  ]

  /// The document of `seed` (its grids placing some children by area when `placement`) with
  /// its constraints, or `nil` when the random document is
  /// invalid, cannot be laid out, or lays out no frame.
  static func document(
    seed: UInt64, placement: Bool = false
  ) -> (text: String, document: LayoutDocument)? {
    var generator = RandomDocuments(seed: seed, placement: placement)
    let text = generator.document()
    guard var document = try? LayoutDocument(json: text) else { return nil }
    document.rounding = .none
    guard let answer = try? LPEngine().solve(document) else { return nil }
    let ids = answer.frames.keys.sorted()
    guard !ids.isEmpty else { return nil }
    var random = SplitMix64(seed: seed &* 31 &+ 7)
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    for index in 0..<int(1...3) {
      let id = ids[int(0...ids.count - 1)]
      guard let frame = answer.frames[id] else { continue }
      let attribute = attributes[int(0...attributes.count - 1)]
      let value: Double =
        switch attribute {
        case "x", "left": frame.x
        case "y", "top": frame.y
        case "right": frame.x + frame.width
        case "bottom": frame.y + frame.height
        case "centerX": frame.x + frame.width / 2
        case "centerY": frame.y + frame.height / 2
        case "width": frame.width
        default: frame.height
        }
      let relation = ["==", ">=", "<="][int(0...2)]
      let target = (value + Double(int(-30...30))).rounded()
      let strength = LayoutConstraint.Strength.allCases[int(0...3)]
      if let constraint = try? LayoutConstraint(
        "\(id).\(attribute) \(relation) \(LayoutAnswer.number(target))", in: document,
        strength: strength, id: "k\(index)")
      {
        document.constraints.append(constraint)
      }
    }
    return (text, document)
  }
}
