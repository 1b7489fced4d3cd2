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
  /// of each growing track basic), so the simplex method only confirms it. A child with
  /// limits has parts of its own (``limited(_:_:sizes:bases:names:into:)``), and the program
  /// then starts from GLPK's standard basis.
  static func spans(
    _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, names: AxisProgramNames
  ) -> AxisProgram {
    var program = LinearProgram(sense: .minimize)
    let bases = problem.segments.map(\.base)
    let sizes = bases.indices.map { index in
      program.addVariable(names.size(index), lower: bases[index], objective: 1)
    }
    // The largest part asked of each track, and its row.
    var largest = [(part: Double, row: LinearProgram.Row?)](
      repeating: (0, nil), count: sizes.count)
    var basic: [LinearProgram.Variable] = []
    var slack: [LinearProgram.Row] = []
    for child in 0..<needs.count {
      if needs.isLimited(child) {
        limited(child, needs, sizes: sizes, bases: bases, names: names, into: &program)
        continue
      }
      let unit = program.addVariable(names.axis("span\(child)"))
      basic.append(unit)
      let total = needs.totalWeight(child)
      let length = needs.length(child)
      program.addRow(names.axis("span\(child).need"), [unit: total], lower: length, upper: length)
      // A track asked twice (a uniform axis) is asked its largest weight once.
      var weights: [Int: Double] = [:]
      for part in needs.parts(child) {
        weights[needs.segment(part)] = max(weights[needs.segment(part)] ?? 0, needs.weight(part))
      }
      for (segment, weight) in weights.sorted(by: { $0.key < $1.key }) {
        let row = program.addRow(
          names.axis("span\(child).part\(names.ordinal(segment))"),
          [sizes[segment]: 1, unit: -weight],
          lower: bases[segment])
        let part = length * weight / total
        if part > largest[segment].part {
          if let previous = largest[segment].row { slack.append(previous) }
          largest[segment] = (part, row)
        } else {
          slack.append(row)
        }
      }
    }
    if !needs.hasLimits {
      for (segment, entry) in largest.enumerated() where entry.row != nil {
        basic.append(sizes[segment])
      }
      try? program.setBasisHint(basic: basic, basicRows: slack)
    }
    return AxisProgram(program: program, sizes: sizes, unit: sizes.first ?? .init(index: 0))
  }

  /// Adds child `child` of `needs`, which asks up to limits (CSS 11.5.1), to `program`.
  ///
  /// A part `f_k` per track it covers, `0 ≤ f_k ≤ room_k`, its track's row
  /// `size_j − f_k − u ≥ base_j`, and `Σ f_k + n·u = length` for its `n` parts. When the
  /// length fits in the rooms, `u = 0` (left out) and a level `ℓ ≥ f_k` with the objective
  /// coefficient `n + 1`: raising the level by `δ` lets the parts move by at most `nδ`, which
  /// lowers `Σ size` by at most `nδ`, so the optimum has the lowest level, which fixes every
  /// part at `min(room_k, ℓ)` (water-filling). Otherwise every part is at its room and `u`,
  /// fixed by the row, is what is left shared equally.
  private static func limited(
    _ child: Int, _ needs: AxisProblem.SpanNeeds, sizes: [LinearProgram.Variable],
    bases: [Double], names: AxisProgramNames, into program: inout LinearProgram
  ) {
    let parts = needs.parts(child)
    let length = needs.length(child)
    let rooms = parts.reduce(0) { $0 + needs.room($1) }
    let fits = length <= rooms
    let name = "span\(child)"
    var need: [LinearProgram.Term] = []
    let level =
      fits
      ? program.addVariable(names.axis("\(name).level"), objective: Double(parts.count + 1))
      : nil
    let unit = fits ? nil : program.addVariable(names.axis(name))
    if let unit { need.append(LinearProgram.Term(unit, Double(parts.count))) }
    for part in parts {
      let segment = needs.segment(part)
      let room = needs.room(part)
      let fill = program.addVariable(
        names.axis("\(name).fill\(names.ordinal(segment))"), lower: fits ? 0 : room, upper: room)
      need.append(LinearProgram.Term(fill, 1))
      if let level {
        program.addRow(
          names.axis("\(name).cap\(names.ordinal(segment))"), [fill: 1, level: -1], upper: 0)
      }
      var terms = [LinearProgram.Term(sizes[segment], 1), LinearProgram.Term(fill, -1)]
      if let unit { terms.append(LinearProgram.Term(unit, -1)) }
      program.addRow(
        names.axis("\(name).part\(names.ordinal(segment))"), terms, lower: bases[segment])
    }
    program.addRow(names.axis("\(name).need"), need, lower: length, upper: length)
  }
}
