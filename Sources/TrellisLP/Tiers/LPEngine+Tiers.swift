import TrellisCore

extension LPEngine {
  /// Lays a document out with every rule in a strict priority tier: the user
  /// constraints and size groups, and the layout's own rules — content inside its container
  /// (required), fixed sizes, minimums and maximums (strong), desired sizes (medium) and
  /// stretch proportions (weak), as the document's `ruleStrengths` may change.
  ///
  /// The layout is laid out once by the LP engine with every frame traced as an affine length
  /// of the solved segments (a frame trace); the tiered program is compiled from that trace
  /// and solved lexicographically; the layout is laid out again with the program's segment
  /// sizes. When that second pass meets a different regime (an item that stops fitting its
  /// cell, a re-measured height), the program is compiled again from it, up to four rounds.
  /// Rounds that do not settle end with the last round's sizes laid out once more, and the
  /// rules that layout breaks (a warning says so): frames, tracks and `relaxed` always
  /// describe one layout. The program's last stage picks one point among the tiers' optima,
  /// so the layout does not depend on how the simplex method reached them.
  ///
  /// Frames are solved in real numbers; `pixel` rounding snaps them to the `pixelScale` grid
  /// afterwards and `compat` to whole points.
  ///
  /// - Parameter document: a validated document (with or without constraints).
  /// - Returns: the answer, with ``/TrellisCore/LayoutAnswer/relaxed`` listing every rule that gave
  ///   way (required rules first, then by tier and decreasing weighted violation) and
  ///   ``/TrellisCore/LayoutAnswer/conflict`` a minimal set of required rules that cannot all hold.
  /// - Throws: ``LPEngineError``: ``LPEngineError/unsupported(path:message:)`` when a
  ///   constraint names a frame the layout does not solve, otherwise when GLPK fails.
  /// - Complexity: two or three layout passes, each traced in O(nodes + segments) terms (a
  ///   frame names where its cell starts, not the cells before it), and one program of
  ///   O(segments + rules) rows and nonzeros (a position that a constraint reaches costs a
  ///   short row per track or item before it, shared by every constraint on that container),
  ///   solved cold once and re-solved warm about twice per tier; a required conflict adds
  ///   O(k log k) warm feasibility tests for k required rules.
  public func solveTiered(_ document: LayoutDocument) throws(LPEngineError) -> LayoutAnswer {
    try Self.checkValid(document)
    return try bounded { engine throws(LPEngineError) in try engine.tieredLayout(document) }
  }

  /// ``solveTiered(_:)``, with how each rule that gave way reads for people: what
  /// `trellis explain` shows (``/TrellisCore/Explanation``).
  ///
  /// - Throws: what ``solveTiered(_:)`` throws.
  package func explainTiered(_ document: LayoutDocument) throws(LPEngineError) -> Explanation {
    try Self.checkValid(document)
    return try bounded { engine throws(LPEngineError) in
      var memory: TieredMemory?
      let report = try engine.tieredLayout(document, remembering: &memory, explaining: true)
      return Explanation(
        answer: report.answer, readings: report.readings, conflictOrigins: report.origins)
    }
  }

  /// ``solveTiered(_:)`` under the deadline ``bounded(_:)`` set.
  func tieredLayout(_ document: LayoutDocument) throws(LPEngineError) -> LayoutAnswer {
    var memory: TieredMemory?
    return try tieredLayout(document, remembering: &memory).answer
  }

  /// ``solveTiered(_:)`` in a session: with what the last layout kept (``TieredMemory``),
  /// updated with this one's (left as it was when the solve throws).
  func tieredLayout(
    _ document: LayoutDocument, memory: inout TieredMemory
  ) throws(LPEngineError) -> LayoutAnswer {
    var remembered: TieredMemory? = memory
    let answer = try tieredLayout(document, remembering: &remembered).answer
    if let remembered { memory = remembered }
    return answer
  }

  /// ``solveTiered(_:)``, with a session's memory when `memory` is not `nil`; when
  /// `explaining`, with a reading of each relaxed rule and the origin of each rule of the
  /// conflict (none otherwise).
  private func tieredLayout(
    _ document: LayoutDocument, remembering memory: inout TieredMemory?,
    explaining: Bool = false
  ) throws(LPEngineError) -> (
    answer: LayoutAnswer, readings: [RelaxedRule.Reading], origins: [RelaxedRule.Origin]
  ) {
    try Self.checkValid(document)
    let rounds = try tieredRounds(document, remembering: &memory)
    var answer = rounds.answer
    var readings: [RelaxedRule.Reading] = []
    var origins: [RelaxedRule.Origin] = []
    guard let last = rounds.last else {
      answer.diagnostics = rounds.findings.diagnostics
      return (answer, readings, origins)
    }
    func report(_ program: TieredProgram, values: [Double]) {
      guard explaining else {
        answer.relaxed = program.relaxed(values: values)
        return
      }
      let reported = program.relaxedRules(values: values)
      answer.relaxed = reported.map(\.record)
      readings = reported.map { program.reading(of: $0.rule, in: document) }
    }
    if rounds.settled {
      answer.diagnostics = rounds.findings.diagnostics
      report(last.program, values: last.outcome.values)
    } else {
      // The regime changed in every round (or the time limit ended the rounds): the last
      // round's sizes are laid out once more, and what that layout breaks is read from the
      // program its own pass poses, so the frames and `relaxed` describe one layout. After a
      // conflict is shown (explain), that pass runs whatever the time. Its answer is the one
      // returned: its findings are worded (the rounds' passes kept theirs unworded).
      var engine = self
      if rounds.conflictShown { engine.solver.options.deadline = nil }
      let (pass, trace) = try engine.tracedPass(
        document, replay: rounds.replay, known: last.pass, contents: rounds.contents)
      let program = try TieredProgram.compile(document, pass: pass.solver, trace: trace)
      answer = pass.answer
      report(program, values: program.values(ofPass: last.program.unitValues(last.outcome.values)))
      let why =
        rounds.stopped
        ? "the time limit stopped the tiered layout before it settled"
        : "the tiered layout did not settle in four rounds"
      answer.diagnostics.append(
        LayoutAnswer.Diagnostic(
          severity: .warning, path: "root",
          message:
            "\(why) (items changing between fitting and not fitting their cells); the last round's sizes are shown, and the rules they break"
        ))
    }
    answer.conflict = last.outcome.conflict.map { last.program.conflict($0) }
    answer.conflict?.isMinimal = last.outcome.conflictIsMinimal
    if explaining, let conflict = last.outcome.conflict {
      origins = last.program.origins(ofConflict: conflict)
    }
    switch document.rounding {
    case .none: break
    case .pixel: answer = PixelSnapping.snap(answer, scale: document.pixelScale)
    case .compat: answer = PixelSnapping.snap(answer, scale: 1)
    }
    return (answer, readings, origins)
  }

  /// The rounds of a tiered solve (``solveTiered(_:)``): what they laid out and solved.
  struct TieredRounds {
    /// The answer of the last pass, before its rules are reported and without its
    /// diagnostics (``findings`` keeps them unworded).
    var answer: LayoutAnswer
    /// The last pass's findings: worded only when its answer is the one returned.
    var findings = KeptFindings()
    /// The last round's program, its outcome, and the pass and trace it was compiled from;
    /// `nil` when the first pass posed no program.
    var last:
      (
        program: TieredProgram, outcome: TieredProgram.Outcome, pass: TracingAxisSolver,
        trace: FrameTrace
      )?
    /// Whether the last pass posed the last program again (its answer is that program's
    /// layout).
    var settled: Bool
    /// The last outcome's sizes, by problem key.
    var replay: [TracingAxisSolver.Key: [Double]]
    /// The solve's measurements.
    var contents: ContentMeasurements?
    /// Whether a round showed a conflict with ``stopsConflictSearchAtTimeLimit`` (what
    /// follows it runs whatever the time), and whether the time limit ended the rounds then.
    var conflictShown = false
    var stopped = false
  }

  /// Lays the document out and solves its tiered program, round after round, until a pass
  /// poses the program it replays (the rounds settle), four rounds at most.
  ///
  /// The solver's deadline is checked at each round. With ``stopsConflictSearchAtTimeLimit``,
  /// a round that shows a conflict is always finished: its stages and the next round's pass
  /// run without the deadline, and that pass is the last when the time limit stopped the
  /// search or has run out since.
  func tieredRounds(
    _ document: LayoutDocument, remembering memory: inout TieredMemory?
  ) throws(LPEngineError) -> TieredRounds {
    var engine = self
    let deadline = solver.options.deadline
    var conflictShown = false
    var stopped = false
    // One measurement cache for every pass of the solve: each proposal is measured once.
    let contents = LayoutPass.contents(for: document)
    var replay: [TracingAxisSolver.Key: [Double]] = [:]
    var previous: (pass: TracingAxisSolver, trace: FrameTrace)?
    var settled = false
    var last: (program: TieredProgram, outcome: TieredProgram.Outcome)?
    var answer = LayoutAnswer(engine: .lp, size: AxisPair(both: 0))
    var findings = KeptFindings()
    var kept: TieredMemory? = memory.map { $0.next() }
    for round in 0..<4 {
      if !conflictShown { try engine.checkDeadline() }
      let passMemory = memory.map { memory in
        AxisMemoryState(memory.passes.indices.contains(round) ? memory.passes[round] : .init())
      }
      engine.solver.options.deadline = conflictShown ? nil : deadline
      // Only the last pass's answer is returned: each keeps its findings unworded.
      let passFindings = KeptFindings()
      let (pass, trace) = try engine.tracedPass(
        document, replay: replay, known: previous?.pass, contents: contents, memory: passMemory,
        keeping: passFindings)
      engine.solver.options.deadline = deadline
      if let passMemory { kept?.passes.append(passMemory.kept) }
      answer = pass.answer
      findings = passFindings
      if let previous, last != nil, Self.sameRegime(previous, (pass.solver, trace)) {
        settled = true
        break
      }
      // The time limit stopped the conflict search, or ran out after it: no further round.
      if conflictShown && (stopped || engine.solver.options.deadlinePassed) {
        stopped = true
        break
      }
      let program = try TieredProgram.compile(document, pass: pass.solver, trace: trace)
      let outcome: TieredProgram.Outcome
      if let memory {
        let key = program.solveKey
        if let repeated = memory.outcome(of: key) {
          outcome = repeated
          kept?.repeatedSolves += 1
        } else {
          outcome = try solve(program, with: engine.solver)
        }
        // An outcome whose conflict search was stopped is not one to repeat.
        if outcome.conflictIsMinimal { kept?.rounds.append((key, outcome)) }
      } else {
        outcome = try solve(program, with: engine.solver)
      }
      if stopsConflictSearchAtTimeLimit && outcome.conflict != nil {
        conflictShown = true
        stopped = !outcome.conflictIsMinimal
      }
      replay = [:]
      for traced in pass.solver.traced {
        guard let variables = program.sizes[traced.number] else { continue }
        replay[traced.key] = variables.map { AxisProblem.cleaned(outcome.values[$0.index]) }
      }
      previous = (pass.solver, trace)
      last = (program, outcome)
    }
    memory = kept
    var rounds = TieredRounds(
      answer: answer, findings: findings, last: nil, settled: settled, replay: replay,
      contents: contents, conflictShown: conflictShown, stopped: stopped)
    if let last, let previous {
      rounds.last = (last.program, last.outcome, previous.pass, previous.trace)
    }
    return rounds
  }

  /// One round's tiered program solved, its conflict search stopped by the deadline when
  /// ``stopsConflictSearchAtTimeLimit`` (or after ``conflictTestsBeforeDeadline`` tests).
  private func solve(
    _ program: TieredProgram, with solver: GLPKSolver
  ) throws(LPEngineError) -> TieredProgram.Outcome {
    try program.solve(
      with: solver, stopping: stopsConflictSearchAtTimeLimit,
      testsBeforeDeadline: conflictTestsBeforeDeadline)
  }

  /// A document's first tiered round: its program and outcome (its tier optima,
  /// ``TieredProgram/Outcome/optima``, and the shortcuts taken), solved with or without the
  /// solve's shortcuts: the tests check the optima agree.
  func firstTieredRound(_ document: LayoutDocument, shortcuts: Bool) throws(LPEngineError)
    -> (program: TieredProgram, outcome: TieredProgram.Outcome)
  {
    let (pass, trace) = try tracedPass(document)
    let program = try TieredProgram.compile(document, pass: pass.solver, trace: trace)
    return (program, try program.solve(with: solver, shortcuts: shortcuts))
  }

  /// One real-valued layout pass of a document with every frame traced (``FrameTrace``): the
  /// problems it solved and how each frame follows them.
  ///
  /// - Parameters:
  ///   - document: a validated document.
  ///   - replay: sizes to answer layout problems with, by key (a tiered program's).
  ///   - known: a previous pass, whose own answers (measurements, splits) are reused.
  ///   - contents: the item measurements of the solve's earlier passes (a new cache when
  ///     `nil`).
  ///   - memory: a session's axis memory for this pass (``AxisMemory``), none by default.
  ///   - kept: where the pass keeps its findings unworded (the answer then has no
  ///     diagnostics); `nil` words them into the answer.
  /// - Returns: the pass's solver (its problems) and answer, and the trace.
  /// - Throws: ``LPEngineError`` when a program of the pass cannot be solved.
  func tracedPass(
    _ document: LayoutDocument, replay: [TracingAxisSolver.Key: [Double]] = [:],
    known: TracingAxisSolver? = nil, contents: ContentMeasurements? = nil,
    memory: AxisMemoryState? = nil, keeping kept: KeptFindings? = nil
  ) throws(LPEngineError) -> (
    pass: (solver: TracingAxisSolver, answer: LayoutAnswer), trace: FrameTrace
  ) {
    SolveStatistics.shared.begin("pass")
    let trace = FrameTrace(plan: document.plan, wanted: Self.framesNamed(by: document))
    let pass = TracingAxisSolver(solver: solver, links: trace.links)
    pass.inner.memory = memory
    pass.replay = replay
    pass.known = known?.solvedOwn ?? [:]
    let answer = try LayoutPass.run(
      document, engine: name, solver: pass, recorder: trace, realValued: true,
      contents: contents, keeping: kept, measurementFailed: LPEngineError.measurement)
    return ((pass, answer), trace)
  }

  /// The nodes whose frames the document's constraints name (by preorder number).
  static func framesNamed(by document: LayoutDocument) -> Set<Int> {
    var numbers = Set<Int>()
    for constraint in document.constraints {
      for term in constraint.expression.terms {
        if case .frame(let id, _) = term.quantity, let number = document.plan.numbers[id] {
          numbers.insert(number)
        }
      }
    }
    return numbers
  }

  /// Whether two traced passes pose the same tiered program: the same problems (a linked
  /// problem's available length aside, which the program decides) and the same affine frames.
  static func sameRegime(
    _ a: (pass: TracingAxisSolver, trace: FrameTrace),
    _ b: (pass: TracingAxisSolver, trace: FrameTrace)
  ) -> Bool {
    guard a.pass.traced.count == b.pass.traced.count, a.trace.frames == b.trace.frames,
      a.trace.chains == b.trace.chains, a.trace.tracks == b.trace.tracks
    else { return false }
    for (x, y) in zip(a.pass.traced, b.pass.traced) {
      guard x.key == y.key, x.number == y.number, x.link == y.link else { return false }
      var p = x.problem
      var q = y.problem
      if x.link != nil {
        p.available = 0
        q.available = 0
      }
      guard p == q else { return false }
    }
    return true
  }
}
