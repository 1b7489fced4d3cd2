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
  ///   - measurementFailed: the engine's failure for an item's ``ContentMeasurer`` failing.
  /// - Returns: the frames of every item and every container with an id, grid tracks, and
  ///   the diagnostics of what overflows (``LayoutFinding``).
  /// - Throws: the solver's failure, at the first problem it cannot solve, or the failure
  ///   `measurementFailed` makes of the first measurer that fails (the pass stops there).
  /// - Complexity: O(nodes) lowering and placement, plus the solver's cost per axis problem.
  package static func run<Solver: AxisSolving>(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, solver: Solver,
    recorder: any LayoutRecorder = NoRecorder.shared, realValued: Bool = false,
    fastPaths: Bool = true, contents: ContentMeasurements? = nil,
    measurementFailed: (MeasurementError) -> Solver.Failure
  ) throws(Solver.Failure) -> LayoutAnswer {
    var failure: Solver.Failure?
    let contents = contents ?? Self.contents(for: document)
    do {
      return try run(
        document, engine: engine, recorder: recorder, realValued: realValued,
        fastPaths: fastPaths, contents: contents
      ) { problem, number throws(Aborted) in
        do throws(Solver.Failure) {
          return try solver.sizes(for: problem, number: number)
        } catch {
          failure = error
          throw Aborted()
        }
      }
    } catch {
      if let failure { throw failure }
      guard let measured = contents?.failure else {
        preconditionFailure("a layout pass stopped without a failure")
      }
      throw measurementFailed(measured)
    }
  }

  /// ``run(_:engine:solver:recorder:realValued:fastPaths:contents:measurementFailed:)`` for a
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

  /// ``run(_:engine:solver:recorder:realValued:fastPaths:contents:measurementFailed:)`` for a
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

  /// ``run(_:engine:solver:recorder:realValued:fastPaths:contents:measurementFailed:)`` with
  /// the solver behind a closure.
  static func run(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, recorder: any LayoutRecorder,
    realValued: Bool,
    fastPaths: Bool, contents: ContentMeasurements?,
    solver: @escaping (AxisProblem, Int) throws(Aborted) -> [Double]
  ) throws(Aborted) -> LayoutAnswer {
    var layout = LayoutPass(
      integral: !realValued && document.rounding == .compat, solver: solver, recorder: recorder,
      document: document, fastPaths: fastPaths, contents: contents)
    let size = try rootSize(document, &layout)
    let frame = Rect(x: 0, y: 0, width: size.horizontal, height: size.vertical)
    if layout.recording { recorder.placedRoot(frame) }
    try layout.place(document.root, number: 0, frame: frame)
    layout.checkEveryFrameWritten()
    var answer = LayoutAnswer(
      engine: engine, size: size, frames: FrameTable(plan: layout.plan, rects: layout.rects),
      tracks: layout.tracks, cells: layout.treeCells)
    if !layout.findings.isEmpty { answer.diagnostics = layout.diagnostics() }
    if !realValued && document.rounding == .pixel {
      answer = PixelSnapping.snap(answer, scale: document.pixelScale)
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
