import TrellisCore

/// An ``AxisMemory`` at work during one layout pass: what the last pass kept, read problem by
/// problem, and what this pass keeps for the next.
///
/// One instance serves one pass on one thread (its ``LPAxisSolver``'s).
final class AxisMemoryState {
  /// What the last pass kept, each entry taken out as its problem is met (so that a program
  /// reused from it is changed in place, not copied).
  private var previous: AxisMemory
  /// What this pass keeps so far.
  private(set) var kept = AxisMemory()
  /// The problem being solved, its number, and what the last pass kept of that number.
  private var current: (number: Int, entry: AxisMemory.Entry, before: AxisMemory.Entry?)?
  /// How many programs were solved for the current problem so far (its rounds).
  private var stage = 0

  /// Starts from what the last pass kept.
  init(_ previous: AxisMemory) {
    self.previous = previous
  }

  /// Starts solving problem `number`.
  ///
  /// - Returns: the answer of the last pass when it solved the same problem (then the problem
  ///   is done), `nil` when it must be solved (then ``end(_:)`` follows).
  func begin(_ problem: AxisProblem, number: Int) -> [Double]? {
    let before = previous.entries.removeValue(forKey: number)
    if let before, before.problem == problem {
      kept.entries[number] = before
      kept.counts.repeated += 1
      return before.sizes
    }
    current = (number, AxisMemory.Entry(problem: problem, sizes: []), before)
    stage = 0
    return nil
  }

  /// Keeps the answer of the problem being solved.
  func end(_ sizes: [Double]) {
    guard var current else { return }
    current.entry.sizes = sizes
    kept.entries[current.number] = current.entry
    self.current = nil
  }

  /// The growth program of a `compat` problem: the last pass's with the new available length
  /// on its sum row when the problem differs only in that length and still grows, otherwise
  /// compiled (``AxisProgram/compat(_:names:)``).
  func compat(_ problem: AxisProblem, names: AxisProgramNames) -> AxisProgram? {
    if var reused = reusable(problem, stage: .compat),
      let (available, extra, _) = AxisProgram.compatExtra(problem), extra > 0,
      reused.program.variables[reused.unit.index].lower == 0,
      (try? reused.setSum(available)) != nil
    {
      assert(reused.program == AxisProgram.compat(problem, names: names)?.program)
      kept.counts.reused += 1
      current?.entry.compiled = reused
      return reused
    }
    let compiled = AxisProgram.compat(problem, names: names)
    // Only growth programs are reused: a shrink's program depends on which segments clamp.
    if let compiled, compiled.program.variables[compiled.unit.index].lower == 0 {
      current?.entry.compiled = compiled
    }
    return compiled
  }

  /// The plan of a `fair` or `css` problem: the last pass's first program with the new target
  /// on its sum row when the problem differs only in its available length, otherwise compiled
  /// (``AxisProgram/fair(_:names:)``).
  func fair(_ problem: AxisProblem, names: AxisProgramNames) -> AxisProgram.FairPlan {
    if var reused = reusable(problem, stage: .fair) {
      let setup = AxisProgram.fairSetup(problem)
      if let settled = setup.settled { return .settled(settled) }
      if (try? reused.setSum(setup.sum)) == nil { return AxisProgram.fair(problem, names: names) }
      // The start a fresh compile hints (it depends on the sum).
      reused.hintFairBasis()
      #if DEBUG
      if case .program(let compiled) = AxisProgram.fair(problem, names: names) {
        assert(
          reused.program == compiled.program && reused.cappable.count == compiled.cappable.count)
      } else {
        assertionFailure("a reused fair program where compiling settles the problem")
      }
      #endif
      kept.counts.reused += 1
      current?.entry.compiled = reused
      return .program(reused)
    }
    let plan = AxisProgram.fair(problem, names: names)
    if case .program(let compiled) = plan { current?.entry.compiled = compiled }
    return plan
  }

  /// The last pass's first program of the current problem, taken out of the memory, when
  /// the problem differs from the last pass's only in its available length and the program is
  /// of `stage`.
  private func reusable(_ problem: AxisProblem, stage: AxisProgram.Stage) -> AxisProgram? {
    guard let before = current?.before, let kept = before.compiled, kept.stage == stage,
      before.problem.equalsExceptAvailable(problem)
    else { return nil }
    current?.before?.compiled = nil
    return kept
  }

  /// The basis the current problem's next program ended at in the last pass, if kept.
  func nextStart() -> LPBasis? {
    guard let bases = current?.before?.bases, bases.indices.contains(stage) else { return nil }
    return bases[stage]
  }

  /// The GLPK problem the current problem's next program was solved in by the last pass, if
  /// kept.
  func nextProblem() -> GLPKProblemSlot? {
    guard let problems = current?.before?.problems, problems.indices.contains(stage) else {
      return nil
    }
    return problems[stage]
  }

  /// Keeps the final basis (and GLPK problem) of the current problem's program just solved.
  func solved(_ solve: RestartedSolve) {
    if nextStart() != nil {
      if solve.restarted {
        kept.counts.restarts += 1
      } else {
        kept.counts.coldAfterRestart += 1
      }
    }
    if solve.reloaded { kept.counts.reloaded += 1 }
    current?.entry.bases.append(solve.basis)
    current?.entry.problems.append(solve.kept)
    stage += 1
  }
}
