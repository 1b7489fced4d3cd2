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
  private(set) var programs: [LinearProgram] = []
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
    let names = AxisProgramNames(
      problem: problem, origin: recording ? origin : nil,
      block: recording ? blockName(origin) : nil)
    var sizes: [Double]
    if problem.distribution == .compat {
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
      let solution = run(compiled.program)
    {
      sizes = Self.stretched(problem, compiled: compiled, solution: solution, weights: weights)
    }
    // Crop's proportional stage follows a shortfall only (§1.6 step 4).
    guard problem.shrink == .weightedThenProportional, let available = problem.available,
      let rounded = AxisProgram.available(problem),
      rounded < problem.segments.reduce(0, { $0 + $1.base }),
      let compiled = AxisProgram.proportional(
        sizes, available: available, problem: problem, names: names.stage("crop")),
      let solution = run(compiled.program)
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

  /// Max-min fair water-filling by progressive filling.
  private func fair(_ problem: AxisProblem, names: AxisProgramNames) -> [Double] {
    switch AxisProgram.fair(problem, names: names) {
    case .settled(let sizes):
      return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
    case .program(var compiled):
      while true {
        guard let solution = run(compiled.program, record: false) else {
          return problem.segments.map(\.base)
        }
        if compiled.freezeCapped(unitValue: solution[compiled.unit]) { continue }
        if recording { programs.append(compiled.program) }
        let sizes = compiled.sizes.map { Self.cleaned(solution[$0]) }
        return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
      }
    }
  }

  /// A simplex value with its round-off removed where it sits next to a simple number.
  ///
  /// GLPK returns `39.99999999999999` for 40; a height-for-width item measured at that width
  /// fits one tile fewer per row. A value within 1e-11 (relative) of a multiple of 2⁻²⁰ —
  /// integers, halves, quarters and the like — becomes that multiple; others are kept.
  static func cleaned(_ value: Double) -> Double {
    let simple = AxisProblem.snapped(value)
    return abs(simple - value) <= 1e-11 * max(1, abs(value)) ? simple : value
  }

  /// Solves a program; records it and returns its optimal solution, or records the failure.
  private func run(_ program: LinearProgram, record: Bool = true) -> LPSolution? {
    solveCount += 1
    if recording && record { programs.append(program) }
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
