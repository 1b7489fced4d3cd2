import TrellisCore

extension AxisProgram {
  /// Compiles a step of sizing a grid's tracks for its spanning children
  /// (``AxisProblem/spans``): the smallest track sizes that give every child its parts.
  ///
  /// A size per track, `size_j ≥ base_j`, the objective `min Σ size_j`; per child a unit
  /// `u_i ≥ 0` whose parts are its weights times it, `(Σ_k w_ik)·u_i = length_i`; per track a
  /// child asks, `size_j − w_ik·u_i ≥ base_j`. The rows fix the units, so the optimum is
  /// unique: each track's base grown by the largest part asked of it. The program starts from
  /// that optimum's basis (the units, the tracks that grow and every part row but the largest
  /// of each growing track basic), so the simplex method only confirms it.
  static func spans(
    _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, names: AxisProgramNames
  ) -> AxisProgram {
    var program = LinearProgram(sense: .minimize)
    let sizes = problem.segments.indices.map { index in
      program.addVariable(
        names.size(index), lower: problem.segments[index].base, objective: 1)
    }
    // The largest part asked of each track, and its row.
    var largest = [(part: Double, row: LinearProgram.Row?)](
      repeating: (0, nil), count: sizes.count)
    var basic: [LinearProgram.Variable] = []
    var slack: [LinearProgram.Row] = []
    for child in 0..<needs.count {
      let unit = program.addVariable(names.axis("span\(child)"))
      basic.append(unit)
      let total = needs.totalWeight(child)
      let length = needs.lengths[child]
      program.addRow(names.axis("span\(child).need"), [unit: total], lower: length, upper: length)
      // A track asked twice (a uniform axis) is asked its largest weight once.
      var weights: [Int: Double] = [:]
      for part in needs.parts(child) {
        weights[needs.segments[part]] = max(weights[needs.segments[part]] ?? 0, needs.weights[part])
      }
      for (segment, weight) in weights.sorted(by: { $0.key < $1.key }) {
        let row = program.addRow(
          names.axis("span\(child).part\(segment)"), [sizes[segment]: 1, unit: -weight],
          lower: problem.segments[segment].base)
        let part = length * weight / total
        if part > largest[segment].part {
          if let previous = largest[segment].row { slack.append(previous) }
          largest[segment] = (part, row)
        } else {
          slack.append(row)
        }
      }
    }
    for (segment, entry) in largest.enumerated() where entry.row != nil {
      basic.append(sizes[segment])
    }
    try? program.setBasisHint(basic: basic, basicRows: slack)
    return AxisProgram(program: program, sizes: sizes, unit: sizes.first ?? .init(index: 0))
  }
}
