import TrellisCore

extension AxisProgram {
  /// Compiles MyGridLayout's split of one grid: one equality per resolved
  /// child in resolution order.
  ///
  /// Bases (padding, spacings, fixed, ratio and wrap children) are fixed; the k-th remaining
  /// child takes `size_k + m_k·Σ earlier remaining sizes = m_k·(L − Σ bases)`; fill children
  /// are equal (`size_j − size_{j+1} = 0`) and close the sum (`Σ sizes = L`). Where the
  /// default clamps a negative remaining or fill size at 0, the compiler knows it from
  /// the constants and fixes that size at 0. The program has exactly one feasible point.
  static func tree(
    _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, names: AxisProgramNames
  ) -> AxisProgram {
    let segments = problem.segments
    let length = problem.available ?? 0
    var program = LinearProgram(sense: .minimize)
    var baseTotal = 0.0
    for index in segments.indices where split.shares[index] == .base {
      baseTotal += segments[index].base
    }
    var sizes: [LinearProgram.Variable] = []
    var basic: [LinearProgram.Variable] = []
    var remaining: [LinearProgram.Variable] = []
    var fills: [LinearProgram.Variable] = []
    var rest = length - baseTotal
    for (index, segment) in segments.enumerated() {
      let name = names.size(index)
      switch split.shares[index] {
      case .base:
        sizes.append(program.addVariable(name, lower: segment.base, upper: segment.base))
      case .remaining(let ratio):
        if split.clampsAtZero && rest * ratio < 0 {
          sizes.append(program.addVariable(name, lower: 0, upper: 0))
          continue
        }
        let size = program.addVariable(name, lower: -.infinity)
        sizes.append(size)
        basic.append(size)
        program.addRow(
          names.segmentRow(index, "rest"),
          [LinearProgram.Term(size, 1)] + remaining.map { LinearProgram.Term($0, ratio) },
          lower: ratio * (length - baseTotal), upper: ratio * (length - baseTotal))
        remaining.append(size)
        rest -= rest * ratio
      case .fill:
        if split.clampsAtZero && rest < 0 {
          sizes.append(program.addVariable(name, lower: 0, upper: 0))
          continue
        }
        let size = program.addVariable(name, lower: -.infinity)
        sizes.append(size)
        basic.append(size)
        if let previous = fills.last {
          program.addRow(
            names.segmentRow(index, "fill"), [previous: 1, size: -1], lower: 0,
            upper: 0)
        }
        fills.append(size)
      }
    }
    if !fills.isEmpty {
      program.addRow(
        names.axis("sum"), sizes.map { LinearProgram.Term($0, 1) }, lower: length, upper: length)
    }
    try? program.setBasisHint(basic: basic)
    // No stretch unit: the first size stands in (the program has no objective).
    return AxisProgram(
      program: program, sizes: sizes,
      unit: sizes.first ?? LinearProgram.Variable(index: 0))
  }
}
