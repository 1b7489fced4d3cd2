import TrellisCore

/// The LP engine's answer to each lowered axis: compile (``AxisProgram``), solve with GLPK,
/// read the sizes back, and apply the shared integral post-pass under `rounding: compat`.
///
/// It keeps every program it solved, named after its container, for ``LPEngine/program(for:)``.
/// One instance serves one document on one thread.
final class LPAxisSolver: AxisSolving {
  typealias Failure = LPEngineError

  let solver: GLPKSolver
  /// The document's nodes, when the programs are kept with readable names for export.
  let plan: DocumentPlan?
  /// Whether to keep the programs (with readable names) for export.
  var recording: Bool { plan != nil }
  /// The programs solved, in the order the layout pass met them.
  private(set) var blocks: [RecordedBlock] = []
  /// The problem being solved and its number, for the record.
  private var current: (problem: AxisProblem, number: Int, available: Double?)?

  /// One solved program and how it joins the document's program.
  struct RecordedBlock {
    /// The program (its final stage, for programs solved in rounds).
    var program: LinearProgram
    /// The problem's number in the layout pass.
    var number: Int
    /// Where the problem comes from.
    var source: AxisProblem.Source
    /// The size variable of each segment.
    var sizes: [LinearProgram.Variable]
    /// The container sum, when its right-hand side is the available length.
    var sum: LinearProgram.Row?
    /// The parent segments the available length is, if it is linked (filled in after the pass
    /// from its ``FrameLinks``).
    var link: LengthLink?
    /// A fair unit and its optimum, fixed from below when blocks are joined.
    var fairUnit: (variable: LinearProgram.Variable, optimum: Double)?
  }
  /// How many blocks each name prefix has had, to keep block names unique.
  private var blockCounts: [String: Int] = [:]
  /// How many programs were solved (each progressive-filling round counts).
  private(set) var solveCount = 0
  /// Where progressive filling starts; ``FairStart/predicted`` but in tests.
  var fairStart = FairStart.predicted
  /// How many predicted frozen sets the solve found wrong and dropped (for tests).
  private(set) var fairPredictionsDropped = 0

  /// Where progressive filling starts (``AxisProgram/predictedUnit(_:)``).
  ///
  /// The answer is the same from every start: tests move the prediction to check it.
  enum FairStart {
    /// Frozen where the sort of the breakpoints predicts the caps bind.
    case predicted
    /// Nothing frozen: progressive filling from its first round.
    case unfrozen
    /// Frozen where the predicted unit, changed by the function, caps segments.
    case adjusted((Double) -> Double)
  }
  /// What a session kept of its last pass (``AxisMemory``), and what this pass keeps for the
  /// next; `nil` outside sessions.
  var memory: AxisMemoryState?

  /// Makes a solver; `plan` keeps every program with names for export.
  init(solver: GLPKSolver, plan: DocumentPlan? = nil) {
    self.solver = solver
    self.plan = plan
  }

  /// The names of a problem's program (readable when recording).
  private func names(_ problem: AxisProblem, number: Int) -> AxisProgramNames {
    current = (problem, number, AxisProgram.available(problem))
    return AxisProgramNames(problem: problem, block: plan.map { blockName(problem, $0) })
  }

  /// A unique block name: the container (sanitised), `.measure` for measurements, `.spans`
  /// for a spanning step (`.limits` for one up to limits), and a `#n` suffix from the second
  /// block of the same name on.
  private func blockName(_ problem: AxisProblem, _ plan: DocumentPlan) -> String {
    let source = problem.source
    let step: String? =
      if let spans = problem.spans {
        spans.hasLimits ? "limits" : "spans"
      } else {
        source.purpose == .measure ? "measure" : nil
      }
    let name = AxisProgramNames.block(plan.name(of: source.container), source.axis, step: step)
    let count = blockCounts[name, default: 0] + 1
    blockCounts[name] = count
    return count == 1 ? name : "\(name)#\(count)"
  }

  func sizes(for problem: AxisProblem, number: Int) throws(LPEngineError) -> [Double] {
    guard let memory, !recording else { return try dispatch(problem, number: number) }
    return try memory.sizes(of: problem, number: number) { () throws(LPEngineError) in
      try dispatch(problem, number: number)
    }
  }

  func distribute(_ problem: AxisProblem, number: Int) throws(LPEngineError) -> [Double] {
    try compat(problem, names: names(problem, number: number))
  }

  func fill(_ problem: AxisProblem, number: Int) throws(LPEngineError) -> [Double] {
    try fair(problem, names: names(problem, number: number))
  }

  func split(
    _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int
  ) throws(LPEngineError) -> [Double] {
    try tree(problem, split, names: names(problem, number: number))
  }

  func spread(
    _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
  ) throws(LPEngineError) -> [Double] {
    let compiled = AxisProgram.spans(problem, needs, names: names(problem, number: number))
    let solution = try run(compiled)
    return compiled.sizes.map { AxisProblem.cleaned(solution[$0]) }
  }

  /// WeView's distribution, then crop's proportional stage when the problem has one.
  private func compat(
    _ problem: AxisProblem, names: AxisProgramNames
  ) throws(LPEngineError) -> [Double] {
    let weights = problem.segments.map { max(0, $0.weight) }
    var sizes = problem.segments.map(\.base)
    if let compiled = AxisProgram.compat(problem, names: names) {
      let solution = try runCompat(compiled)
      sizes = Self.stretched(
        problem, compiled: solution.program, solution: solution.values,
        weights: weights)
    }
    // Crop's proportional stage follows a shortfall only (§1.6 step 4).
    guard problem.shrink == .weightedThenProportional, let available = problem.available,
      let rounded = AxisProgram.available(problem),
      rounded < problem.segments.reduce(0, { $0 + $1.base }),
      let compiled = AxisProgram.proportional(
        sizes, available: available, problem: problem, names: names.stage("crop"))
    else { return sizes }
    let solution = try run(compiled)
    let scale = solution[compiled.unit]
    return problem.integral
      ? AxisProblem.weviewIntegralSizes(sizes, unit: scale - 1, weights: sizes)
      : compiled.sizes.map { AxisProblem.cleaned(solution[$0]) }
  }

  /// Solves WeView's distribution, recording the program solved.
  ///
  /// The program is square (a row per growing segment and the sum, a size per growing segment
  /// and the unit), so the unit's sign bound (`stretch ≥ 0` growing, `≤ 0` shrinking) is
  /// implied by the rows. It is redundant only in exact arithmetic: when the growing segments'
  /// weights are tiny next to the lengths (or next to the weights of segments clamped at 0),
  /// the unit is the round-off of lengths divided by those weights, and GLPK's round-off in the
  /// scaled sum (a few ulps of the largest length) can put it just past 0, where the bound
  /// makes the program infeasible. Such a program is solved again without the bound, which
  /// changes nothing else: its rows alone define the same solution.
  ///
  /// - Throws: ``LPEngineError`` when GLPK rejects the program or finds no optimum even then.
  private func runCompat(
    _ compiled: AxisProgram
  ) throws(LPEngineError) -> (program: AxisProgram, values: LPSolution) {
    let first: LPSolution
    do {
      first = try run(compiled, record: false)
    } catch .notOptimal(.infeasible) {
      let unit = compiled.program.variables[compiled.unit.index]
      guard unit.lower != unit.upper else { throw .notOptimal(.infeasible) }
      var free = compiled
      try? free.program.setBounds(compiled.unit, lower: -.infinity, upper: .infinity)
      return (free, try run(free))
    }
    record(compiled)
    return (compiled, first)
  }

  /// The sizes of WeView's distribution read from its program's solution: the integral
  /// post-pass of the stretch unit under compat rounding, the sizes themselves otherwise.
  static func stretched(
    _ problem: AxisProblem, compiled: AxisProgram, solution: LPSolution, weights: [Double]
  ) -> [Double] {
    problem.integral
      ? AxisProblem.weviewIntegralSizes(
        problem.segments.map(\.base), unit: solution[compiled.unit], weights: weights)
      : compiled.sizes.map { AxisProblem.cleaned(solution[$0]) }
  }

  /// MyGridLayout's split: the program's real sizes, then the fill shares rounded in turn from
  /// their real total (the shared post-pass).
  private func tree(
    _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, names: AxisProgramNames
  ) throws(LPEngineError) -> [Double] {
    let compiled = AxisProgram.tree(problem, split, names: names)
    let solution = try run(compiled)
    var sizes = compiled.sizes.map { AxisProblem.cleaned(solution[$0]) }
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

  /// Max-min fair water-filling by progressive filling, started from the predicted frozen
  /// set (``AxisProgram/predictedUnit(_:)``; ``fairStart``).
  ///
  /// - Complexity: with a right prediction, one solve from the optimal basis (its load,
  ///   factorisation and read-back O(segments), the prediction O(segments log segments));
  ///   otherwise one more round per segment frozen late.
  private func fair(
    _ problem: AxisProblem, names: AxisProgramNames
  ) throws(LPEngineError) -> [Double] {
    switch AxisProgram.fair(problem, names: names) {
    case .settled(let sizes):
      return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
    case .program(var compiled):
      let unfrozen = compiled
      var predicted: [FairCap] = []
      if !compiled.cappable.isEmpty, let unit = fairStartUnit(compiled) {
        predicted = compiled.freeze(cappedAt: unit)
      }
      while true {
        let solution: LPSolution
        if predicted.isEmpty {
          solution = try run(compiled, record: false)
        } else {
          // The predicted program: a segment frozen below its cap (or so many frozen that
          // the length cannot be met) drops the prediction, and filling starts over; only a
          // deadline stops the solve here.
          var first: LPSolution?
          do {
            first = try run(compiled, record: false)
          } catch .notOptimal(.solverFailure(.timeLimit)) {
            throw .notOptimal(.solverFailure(.timeLimit))
          } catch {
            first = nil
          }
          let right = first.map { compiled.reachesCaps(predicted, unitValue: $0[compiled.unit]) }
          predicted = []
          guard let first, right == true else {
            fairPredictionsDropped += 1
            compiled = unfrozen
            continue
          }
          solution = first
        }
        if !compiled.freeze(cappedAt: solution[compiled.unit]).isEmpty { continue }
        record(compiled, fairOptimum: solution[compiled.unit])
        let sizes = compiled.sizes.map { AxisProblem.cleaned(solution[$0]) }
        return problem.integral ? problem.fairIntegralSizes(real: sizes) : sizes
      }
    }
  }

  /// The fair unit whose capped segments are frozen before the first solve, as
  /// ``fairStart`` says, or `nil` to start unfrozen: the water level the compiled program's
  /// start was hinted from (``AxisProgram/predictedLevel``), not computed a second time.
  private func fairStartUnit(_ compiled: AxisProgram) -> Double? {
    switch fairStart {
    case .predicted: compiled.predictedLevel
    case .unfrozen: nil
    case .adjusted(let adjust): compiled.predictedLevel.map(adjust)
    }
  }

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
        program: program, number: current.number, source: current.problem.source,
        sizes: compiled.sizes, sum: sum, fairUnit: fairOptimum.map { (compiled.unit, $0) }))
  }

  /// Solves a program cold (``GLPKSolver/solveCanonically(trustingNamesOf:)``); records it
  /// and returns its optimal solution.
  ///
  /// - Throws: ``LPEngineError`` when GLPK rejects the program or finds no optimum.
  private func run(_ compiled: AxisProgram, record: Bool = true) throws(LPEngineError)
    -> LPSolution
  {
    let program = compiled.program
    solveCount += 1
    if record { self.record(compiled) }
    let solution: LPSolution
    do {
      // Names are checked where they are shown (export); short solving names are valid and
      // unique by construction.
      if recording { try program.validate() }
      solution = try solver.solveCanonically(trustingNamesOf: program)
    } catch {
      throw .invalidProgram(error)
    }
    guard solution.status == .optimal else { throw .notOptimal(solution.status) }
    return solution
  }
}
