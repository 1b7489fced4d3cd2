extension LayoutPass {
  /// Lays a document out with `solver` sizing every container axis.
  ///
  /// A `null` size axis is measured naturally (the root's measurement on that axis) and the
  /// root is laid out at that size. `pixel` rounding snaps the frames afterwards.
  ///
  /// - Parameters:
  ///   - document: a validated document.
  ///   - engine: the engine the answer names.
  ///   - solver: the engine.
  ///   - recorder: who listens to the pass; nobody by default.
  ///   - realValued: whether to lay out in real numbers whatever the document's rounding, and
  ///     round nothing (the tiered solve, which rounds its own answer).
  ///   - fastPaths: whether grids of plain items take their fast paths (a test compares).
  ///   - contents: the measurements of earlier passes of the same solve (a new cache by
  ///     default).
  ///   - kept: where to keep the findings unworded (``KeptFindings``), the answer then having
  ///     no diagnostics; `nil` (the default) words them into the answer.
  ///   - measurementFailed: the engine's failure for an item's ``ContentMeasurer`` failing.
  /// - Returns: the frames of every item and every container with an id, grid tracks, and
  ///   the diagnostics of what overflows (``LayoutFinding``) unless `kept` keeps them.
  /// - Throws: the solver's failure, at the first problem it cannot solve, or the failure
  ///   `measurementFailed` makes of the first measurer that fails (the pass stops there).
  /// - Complexity: O(nodes) lowering and placement, plus the solver's cost per axis problem.
  package static func run<Solver: AxisSolving>(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, solver: Solver,
    recorder: any LayoutRecorder = NoRecorder.shared, realValued: Bool = false,
    fastPaths: Bool = true, contents: ContentMeasurements? = nil, keeping kept: KeptFindings? = nil,
    measurementFailed: (MeasurementError) -> Solver.Failure
  ) throws(Solver.Failure) -> LayoutAnswer {
    var memo: PlainGridContentMemo?
    return try runCarryingFailure(
      document, engine: engine, solver: solver, recorder: recorder, realValued: realValued,
      fastPaths: fastPaths, contents: contents ?? Self.contents(for: document), session: false,
      memo: &memo, keeping: kept, measurementFailed: measurementFailed)
  }

  /// ``run(_:engine:solver:recorder:realValued:fastPaths:contents:keeping:measurementFailed:)`` for a
  /// solver that cannot fail, as a closure made where the solver's type is known: the generic
  /// entry is not specialised across modules (the compiler does not inline `package` code into
  /// another module), and its closure costs the direct engine about 400 instructions per axis
  /// problem.
  ///
  /// - Throws: ``MeasurementError`` when an item's ``ContentMeasurer`` fails.
  package static func run(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine,
    recorder: any LayoutRecorder = NoRecorder.shared,
    fastPaths: Bool = true, solver: @escaping (AxisProblem, Int) -> [Double]
  ) throws(MeasurementError) -> LayoutAnswer {
    let contents = Self.contents(for: document)
    do {
      return try run(
        document, engine: engine, recorder: recorder, realValued: false, fastPaths: fastPaths,
        contents: contents, solver: solver)
    } catch {
      // Only a measurer stops this pass: the solver cannot.
      guard let measured = contents?.failure else {
        preconditionFailure("a layout pass stopped without a failing measurer")
      }
      throw measured
    }
  }

  /// ``run(_:engine:solver:recorder:realValued:fastPaths:contents:keeping:measurementFailed:)`` for a
  /// solver that cannot fail (closed forms in tests and tools).
  ///
  /// - Throws: ``MeasurementError`` when an item's ``ContentMeasurer`` fails.
  package static func run<Solver: AxisSolving>(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, solver: Solver,
    recorder: any LayoutRecorder = NoRecorder.shared, realValued: Bool = false,
    fastPaths: Bool = true
  ) throws(MeasurementError) -> LayoutAnswer where Solver.Failure == Never {
    let contents = Self.contents(for: document)
    do {
      return try run(
        document, engine: engine, recorder: recorder, realValued: realValued,
        fastPaths: fastPaths, contents: contents
      ) { problem, number in solver.sizes(for: problem, number: number) }
    } catch {
      guard let measured = contents?.failure else {
        preconditionFailure("a layout pass stopped without a failing measurer")
      }
      throw measured
    }
  }

  /// The measurement cache of a solve of `document`: `nil` when no item has a measurer.
  package static func contents(for document: LayoutDocument) -> ContentMeasurements? {
    document.plan.measuredCount > 0 ? ContentMeasurements(plan: document.plan) : nil
  }

  /// ``run(_:engine:solver:recorder:realValued:fastPaths:contents:keeping:measurementFailed:)`` with
  /// the solver behind a closure.
  static func run(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, recorder: any LayoutRecorder,
    realValued: Bool,
    fastPaths: Bool, contents: ContentMeasurements?,
    solver: @escaping (AxisProblem, Int) throws(Aborted) -> [Double]
  ) throws(Aborted) -> LayoutAnswer {
    var memo: PlainGridContentMemo?
    return try run(
      document, engine: engine, recorder: recorder, realValued: realValued,
      fastPaths: fastPaths, contents: contents, session: false, memo: &memo, solver: solver)
  }

  /// A layout of a ``LayoutSession`` with a solver that cannot fail: the same answer as
  /// ``run(_:engine:recorder:fastPaths:solver:)``, bit for bit, with the content sizes of
  /// grids of plain items read from `memo` (and kept there) and their children's frames
  /// derived from the tracks on access (``PlainGridFrames``) instead of written.
  ///
  /// - Parameters:
  ///   - document: a validated document.
  ///   - engine: the engine the answer names.
  ///   - memo: the session's content sizes; replaced when they are another plan's or another
  ///     rounding's.
  ///   - solver: the engine's closed forms.
  /// - Returns: the answer, its plain grids' frames derived on access.
  /// - Throws: ``MeasurementError`` when an item's ``ContentMeasurer`` fails.
  /// - Complexity: O(tracks + containers) for a document of plain grids whose content sizes
  ///   are in `memo`; as a cold solve otherwise.
  package static func runInSession(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, memo: inout PlainGridContentMemo?,
    solver: @escaping (AxisProblem, Int) -> [Double]
  ) throws(MeasurementError) -> LayoutAnswer {
    let contents = Self.contents(for: document)
    do {
      return try run(
        document, engine: engine, recorder: NoRecorder.shared, realValued: false,
        fastPaths: true, contents: contents, session: true, memo: &memo, solver: solver)
    } catch {
      guard let measured = contents?.failure else {
        preconditionFailure("a layout pass stopped without a failing measurer")
      }
      throw measured
    }
  }

  /// The pass itself: a cold solve, or a session's layout (`session`) reading and keeping
  /// `memo`; its findings worded into the answer, or left unworded in `kept`.
  static func run(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, recorder: any LayoutRecorder,
    realValued: Bool, fastPaths: Bool, contents: ContentMeasurements?, session: Bool,
    memo: inout PlainGridContentMemo?, keeping kept: KeptFindings? = nil,
    solver: @escaping (AxisProblem, Int) throws(Aborted) -> [Double]
  ) throws(Aborted) -> LayoutAnswer {
    let integral = !realValued && document.rounding == .compat
    var layout = LayoutPass(
      integral: integral, solver: solver, recorder: recorder,
      document: document, fastPaths: fastPaths, contents: contents)
    if session {
      layout.deferredGrids = []
      if let memo, memo.fits(document.plan, integral: integral) {
        layout.contentMemo = memo
      } else {
        layout.contentMemo = PlainGridContentMemo(plan: document.plan.identity, integral: integral)
      }
    }
    defer { if session { memo = layout.contentMemo } }
    let size = try rootSize(document, &layout)
    let frame = Rect(x: 0, y: 0, width: size.horizontal, height: size.vertical)
    if layout.recording { recorder.placedRoot(frame) }
    try layout.place(document.root, number: 0, frame: frame)
    layout.checkEveryFrameWritten()
    var grids = layout.deferredGrids ?? []
    if !grids.isEmpty { grids.sort { $0.first < $1.first } }
    // The table moves into the answer (pixel snapping then writes it in place, uncopied).
    var answer = LayoutAnswer(
      engine: engine, size: size,
      frames: FrameTable(plan: layout.plan, rects: layout.takeFrames(), grids: grids),
      tracks: layout.tracks, cells: layout.treeCells)
    if let kept {
      kept.findings = layout.findings
      kept.plan = layout.plan
    } else if !layout.findings.isEmpty {
      answer.diagnostics = Self.diagnostics(layout.findings, plan: layout.plan)
    }
    if !realValued && document.rounding == .pixel {
      PixelSnapping.snap(&answer, scale: document.pixelScale)
    }
    return answer
  }

  /// The size the root is laid out at: the document's, measured on `null` axes.
  static func rootSize(
    _ document: LayoutDocument, _ layout: inout LayoutPass
  ) throws(Aborted) -> AxisPair<Double> {
    guard document.size.horizontal == nil || document.size.vertical == nil else {
      return AxisPair(document.size.horizontal ?? 0, document.size.vertical ?? 0)
    }
    let natural = try layout.desiredSize(document.root, number: 0, guide: document.size)
    return AxisPair(
      document.size.horizontal ?? natural.horizontal, document.size.vertical ?? natural.vertical)
  }
}
