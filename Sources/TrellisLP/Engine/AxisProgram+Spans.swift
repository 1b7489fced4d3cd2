import TrellisCore

extension AxisProgram {
  /// Compiles a step of sizing a grid's tracks for its spanning children
  /// (``AxisProblem/spans``): the smallest track sizes that give every child its parts.
  ///
  /// A size per track, `size_j ≥ base_j`, the objective `min Σ size_j`; per child a unit
  /// `u_i ≥ 0` whose parts are its weights times it, `(Σ_k w_ik)·u_i = length_i`; per track a
  /// child asks, `size_j − w_ik·u_i ≥ base_j`. The rows fix the units, so the optimum is
  /// unique: each track's base grown by the largest part asked of it.
  static func spans(
    _ problem: AxisProblem, _ needs: [AxisProblem.SpanNeed], names: AxisProgramNames
  ) -> AxisProgram {
    var program = LinearProgram(sense: .minimize)
    let sizes = problem.segments.indices.map { index in
      program.addVariable(
        names.size(index), lower: problem.segments[index].base, objective: 1)
    }
    for (child, need) in needs.enumerated() {
      let unit = program.addVariable(names.axis("span\(child)"))
      program.addRow(
        names.axis("span\(child).need"), [unit: need.weights.reduce(0, +)],
        lower: need.length, upper: need.length)
      // A track asked twice (a uniform axis) is asked its largest weight once.
      var weights: [Int: Double] = [:]
      for (segment, weight) in zip(need.segments, need.weights) {
        weights[segment] = max(weights[segment] ?? 0, weight)
      }
      for (segment, weight) in weights.sorted(by: { $0.key < $1.key }) {
        program.addRow(
          names.axis("span\(child).part\(segment)"), [sizes[segment]: 1, unit: -weight],
          lower: problem.segments[segment].base)
      }
    }
    return AxisProgram(program: program, sizes: sizes, unit: sizes.first ?? .init(index: 0))
  }
}
