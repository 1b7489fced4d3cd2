import TrellisCore

/// A step of sizing a grid's tracks for its spanning children in closed form: every track
/// grows by the largest part a child asks of it (``AxisProblem/SpanNeeds``).
enum SpanGrowth {
  /// The tracks' sizes after the step.
  ///
  /// - Complexity: O(segments + the parts asked), and for a child with limits O(parts) a
  ///   part that fills up before the others.
  static func solve(_ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds) -> [Double] {
    var growth = [Double](repeating: 0, count: problem.segments.count)
    let parts = needs.parts
    var first = 0
    for (child, need) in needs.needs.enumerated() {
      let range = first..<need.end
      first = need.end
      if needs.isLimited(child) {
        let shares = Self.shares(need.length, room: range.map { needs.room($0) })
        for (part, share) in zip(parts[range], shares) {
          growth[part.segment] = max(growth[part.segment], share)
        }
        continue
      }
      var total = 0.0
      for part in parts[range] { total += part.weight }
      for part in parts[range] {
        growth[part.segment] = max(growth[part.segment], need.length * part.weight / total)
      }
    }
    return problem.segments.indices.map { problem.segments[$0].base + growth[$0] }
  }

  /// `excess` shared equally by parts that can each take up to `room`, a part leaving once
  /// full; what no part has room for, shared equally by all (CSS 11.5.1, "up to limits" and
  /// "beyond limits").
  static func shares(_ excess: Double, room: [Double]) -> [Double] {
    var shares = [Double](repeating: 0, count: room.count)
    guard !room.isEmpty, excess > 0 else { return shares }
    var left = excess
    var rest = room
    var filling = room.indices.filter { room[$0] > 0 }
    while !filling.isEmpty {
      let even = left / Double(filling.count)
      let smallest = filling.map { rest[$0] }.min() ?? 0
      if even <= smallest {
        for k in filling { shares[k] += even }
        return shares
      }
      for k in filling {
        shares[k] += smallest
        rest[k] -= smallest
      }
      left -= smallest * Double(filling.count)
      filling.removeAll { rest[$0] <= 0 }
    }
    for k in shares.indices { shares[k] += left / Double(shares.count) }
    return shares
  }
}
