import TrellisCore

/// The LP engine's answer to each lowered axis: compile (``AxisProgram``), solve with GLPK,
/// read the sizes back, and apply the shared integral post-pass under `rounding: compat`.
///
/// It keeps every program it solved, named after its container, for ``LPEngine/program(for:)``,
/// and the first failure, which ``LPEngine/solve(_:)`` reports. One instance serves one
/// document on one thread.
final class LPAxisSolver: AxisSolving {
  let solver: GLPKSolver
  /// Whether to keep the programs (with readable names) for export.
  let recording: Bool
  /// The programs solved, in the order the layout pass met them.
  private(set) var blocks: [RecordedBlock] = []
  /// The problem being solved (its origin and available length), for the record.
  private var current: (origin: AxisProblemOrigin, available: Double?)?

  /// One solved program and how it joins the document's program.
  struct RecordedBlock {
    /// The program (its final stage, for programs solved in rounds).
    var program: LinearProgram
    /// The problem's number in the layout pass.
    var number: Int
    /// The size variable of each segment.
    var sizes: [LinearProgram.Variable]
    /// The container sum, when its right-hand side is the available length.
    var sum: LinearProgram.Row?
    /// The parent segment the available length is, if it is one.
    var link: LengthLink?
    /// A fair unit and its optimum, fixed from below when blocks are joined.
    var fairUnit: (variable: LinearProgram.Variable, optimum: Double)?
  }
  /// How many blocks each name prefix has had, to keep block names unique.
  private var blockCounts: [String: Int] = [:]
  /// The first failure.
  private(set) var failure: LPEngineError?
  /// How many programs were solved (each progressive-filling round counts).
  private(set) var solveCount = 0

  init(solver: GLPKSolver, recording: Bool) {
    self.solver = solver
    self.recording = recording
  }

  var wantsNames: Bool { recording }

  func solve(_ problem: AxisProblem, origin: AxisProblemOrigin) -> [Double] {
    current = (origin, AxisProgram.available(problem))
    let names = AxisProgramNames(
      problem: problem, origin: recording ? origin : nil,
      block: recording ? blockName(origin) : nil)
    var sizes: [Double]
    if let split = problem.tree {
      sizes = tree(problem, split, names: names)
    } else if problem.distribution == .compat {
      sizes = compat(problem, names: names)
      problem.clampCellsAfterDistribution(&sizes)
    } else {
      sizes = fair(problem, names: names)
    }
    return sizes
  }

  /// A unique block name: the container (sanitised), `.measure` for measurements, and a
  /// `#n` suffix from the second block of the same name on.
  private func blockName(_ origin: AxisProblemOrigin) -> String {
    var name = AxisProgramNames.sanitized(origin.container)
    if origin.purpose == .measure { name += ".measure" }
    name += origin.axis == .horizontal ? ".x" : ".y"
    let count = blockCounts[name, default: 0] + 1
    blockCounts[name] = count
    return count == 1 ? name : "\(name)#\(count)"
  }

  /// WeView's distribution, then crop's proportional stage when the problem has one.
  private func compat(_ problem: AxisProblem, names: AxisProgramNames) -> [Double] {
    let weights = problem.segments.map { max(0, $0.weight) }
    var sizes = problem.segments.map(\.base)
    if let compiled = AxisProgram.compat(problem, names: names),
      let solution = run(compiled)
    {
      sizes = Self.stretched(problem, compiled: compiled, solution: solution, weights: weights)
    }
    // Crop's proportional stage follows a shortfall only (§1.6 step 4).
    guard problem.shrink == .weightedThenProportional, let available = problem.available,
      let rounded = AxisProgram.available(problem),
      rounded < problem.segments.reduce(0, { $0 + $1.base }),
      let compiled = AxisProgram.proportional(
        sizes, available: available, problem: problem, names: names.stage("crop")),
      let solution = run(compiled)
    else { return sizes }
    let scale = solution[compiled.unit]
    return problem.integral
      ? AxisProblem.weviewIntegralSizes(sizes, unit: scale - 1, weights: sizes)
      : compiled.sizes.map { Self.cleaned(solution[$0]) }
  }

  /// The sizes of WeView's distribution read from its program's solution: the integral
  /// post-pass of the stretch unit under compat rounding, the sizes themselves otherwise.
  static func stretched(
    _ problem: AxisProblem, compiled: AxisProgram, solution: LPSolution, weights: [Double]
  ) -> [Double] {
    problem.integral
      ? AxisProblem.weviewIntegralSizes(
        problem.segments.map(\.base), unit: solution[compiled.unit], weights: weights)
      : compiled.sizes.map { cleaned(solution[$0]) }
  }

  /// The final sizes of a growing `compat` axis solved by `compiled` (no crop stage): the
  /// distribution, then the cells' bounds.
  static func compatSizes(
    _ problem: AxisProblem, compiled: AxisProgram, solution: LPSolution
  ) -> [Double] {
    var sizes = stretched(
      problem, compiled: compiled, solution: solution,
      weights: problem.segments.map { max(0, $0.weight) })
    problem.clampCellsAfterDistribution(&sizes)
    return sizes
  }

  /// MyGridLayout's split: the program's real sizes, then the fill shares rounded in turn from
  /// their real total (the shared post-pass).
  private func tree(
    _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, names: AxisProgramNames
  ) -> [Double] {
    let compiled = AxisProgram.tree(problem, split, names: names)
    guard let solution = run(compiled) else { return problem.segments.map(\.base) }
    var sizes = compiled.sizes.map { Self.cleaned(solution[$0]) }
    // The fill cells the program sized (the ones clamped at 0 are fixed there).
    let fills = sizes.indices.filter {
      split.shares[$0] == .fill
        && compiled.program.variables[compiled.sizes[$0].index].lower == -.infinity
    }
    let total = fills.reduce(0.0) { $0 + sizes[$1] }
    for (index, share) in zip(fills, split.fillSizes(total: total, count: fills.count)) {
      sizes[index] = split.clampsAtZero ? max(0, share) : share
    }
    return sizes
  }

  /// Max-min fair water-filling by progressive filling.
  private func fair(_ problem: AxisProblem, names: AxisProgramNames) -> [Double] {
    switch AxisProgram.fair(problem, names: names) {
    case .settled(let sizes):
      return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
    case .program(var compiled):
      while true {
        guard let solution = run(compiled, record: false) else {
          return problem.segments.map(\.base)
        }
        if compiled.freezeCapped(unitValue: solution[compiled.unit]) { continue }
        record(compiled, fairOptimum: solution[compiled.unit])
        let sizes = compiled.sizes.map { Self.cleaned(solution[$0]) }
        return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
      }
    }
  }

  /// A simplex value with its round-off removed where it sits next to a simple number
  /// (``AxisProblem/cleaned(_:)``).
  static func cleaned(_ value: Double) -> Double { AxisProblem.cleaned(value) }

  /// Keeps a solved program for export, with what joins it to its parent.
  private func record(_ compiled: AxisProgram, fairOptimum: Double? = nil) {
    guard recording, let current else { return }
    let program = compiled.program
    var sum: LinearProgram.Row?
    if let last = program.rows.indices.last, let available = current.available,
      program.rows[last].lower == available, program.rows[last].upper == available
    {
      sum = LinearProgram.Row(index: last)
    }
    blocks.append(
      RecordedBlock(
        program: program, number: current.origin.number, sizes: compiled.sizes, sum: sum,
        link: current.origin.available,
        fairUnit: fairOptimum.map { (compiled.unit, $0) }))
  }

  /// Solves a program; records it and returns its optimal solution, or records the failure.
  private func run(_ compiled: AxisProgram, record: Bool = true) -> LPSolution? {
    let program = compiled.program
    solveCount += 1
    if record { self.record(compiled) }
    do {
      // Names are checked where they are shown (export); short solving names are valid and
      // unique by construction.
      let solution =
        recording ? try solver.solve(program) : try solver.solve(trustingNamesOf: program)
      guard solution.status == .optimal else {
        if failure == nil { failure = .notOptimal(solution.status) }
        return nil
      }
      return solution
    } catch {
      if failure == nil { failure = .invalidProgram(error) }
      return nil
    }
  }
}
