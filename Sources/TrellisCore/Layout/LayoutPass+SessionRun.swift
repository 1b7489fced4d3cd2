extension LayoutPass {
  /// A layout of a ``LayoutSession`` with a solver that can fail (the LP engine's): the
  /// answer of ``run(_:engine:solver:recorder:realValued:fastPaths:contents:keeping:measurementFailed:)``,
  /// bit for bit, with the content sizes of grids of plain items read from `memo` (and kept
  /// there) and their children's frames derived from the tracks on access
  /// (``PlainGridFrames``), as ``runInSession(_:engine:memo:solver:)`` does for closed forms.
  ///
  /// - Parameters:
  ///   - document: a validated document.
  ///   - engine: the engine the answer names.
  ///   - solver: the engine.
  ///   - memo: the session's content sizes; replaced when they are another plan's or another
  ///     rounding's.
  ///   - measurementFailed: the engine's failure for an item's ``ContentMeasurer`` failing.
  /// - Returns: the answer, its plain grids' frames derived on access.
  /// - Throws: the solver's failure, or the one `measurementFailed` makes of a failing
  ///   measurer.
  /// - Complexity: O(tracks + containers) besides the solver's work for a document of plain
  ///   grids whose content sizes are in `memo`; as a cold solve otherwise.
  package static func runInSession<Solver: AxisSolving>(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, solver: Solver,
    memo: inout PlainGridContentMemo?, measurementFailed: (MeasurementError) -> Solver.Failure
  ) throws(Solver.Failure) -> LayoutAnswer {
    try runCarryingFailure(
      document, engine: engine, solver: solver, recorder: NoRecorder.shared, realValued: false,
      fastPaths: true, contents: Self.contents(for: document), session: true, memo: &memo,
      measurementFailed: measurementFailed)
  }

  /// The pass with a solver that can fail, for a cold solve or a session's layout: the
  /// solver's failure carried past ``Aborted`` (which stops the pass), else the failing
  /// measurer's, as `measurementFailed` makes it; the findings kept unworded in `kept` when
  /// it is given.
  static func runCarryingFailure<Solver: AxisSolving>(
    _ document: LayoutDocument, engine: LayoutAnswer.Engine, solver: Solver,
    recorder: any LayoutRecorder, realValued: Bool, fastPaths: Bool,
    contents: ContentMeasurements?, session: Bool, memo: inout PlainGridContentMemo?,
    keeping kept: KeptFindings? = nil, measurementFailed: (MeasurementError) -> Solver.Failure
  ) throws(Solver.Failure) -> LayoutAnswer {
    var failure: Solver.Failure?
    do {
      return try run(
        document, engine: engine, recorder: recorder, realValued: realValued,
        fastPaths: fastPaths, contents: contents, session: session, memo: &memo, keeping: kept
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
}
