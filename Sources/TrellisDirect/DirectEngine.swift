import TrellisCore

/// The direct engine: closed-form layout of WeView-style linear, stack and grid containers,
/// IGGridView column widths and MyGridLayout grid trees, the fast path.
///
/// ```swift
/// let answer = try DirectEngine().solve(try LayoutDocument(json: text))
/// answer.frames["a"]  // [x, y, w, h]
/// ```
public struct DirectEngine: LayoutEngine {
  /// The longest a solve of one document may take, `nil` (the default) for no limit.
  ///
  /// The deadline starts when ``solve(_:)-(LayoutDocument)`` is called and is checked before each
  /// container axis is distributed (one read of the monotonic clock each); a solve that reaches it
  /// throws ``/TrellisCore/LayoutError/timeLimitReached(_:)``. Each check is O(1) and the
  /// work between two checks is one axis's closed form, O(segments log segments) at most,
  /// plus its placement. A limit that is not reached changes no answer.
  public var timeLimit: TimeLimit?

  /// Makes the engine.
  ///
  /// - Parameter timeLimit: the longest a solve of one document may take (``timeLimit``);
  ///   none by default.
  public init(timeLimit: TimeLimit? = nil) {
    self.timeLimit = timeLimit
  }

  /// `direct`.
  public var name: LayoutAnswer.Engine { .direct }

  /// Lays a document out.
  ///
  /// A `null` size axis is measured naturally (the root's measurement on that axis) and the
  /// root is laid out at that size.
  ///
  /// - Parameter document: the document (validated first unless it was read from JSON or
  ///   validated: ``/TrellisCore/LayoutDocument/validated()``).
  /// - Returns: the frames of every item and every container with an id.
  /// - Throws: ``/TrellisCore/LayoutError/invalid(_:)`` for an invalid document;
  ///   ``/TrellisCore/LayoutError/unsupported(path:message:)`` for a document with constraints,
  ///   groups or `ruleStrengths`: their strict tiers have no closed form (the LP engine solves
  ///   them).
  /// - Complexity: O(nodes) for linear and stack containers, O(cells) for grids, with a
  ///   measurement per nested container.
  public func solve(_ document: LayoutDocument) throws(LayoutError) -> LayoutAnswer {
    try check(document)
    if let timeLimit {
      return try LayoutPass.run(
        document, engine: name, solver: DeadlineAxisSolver(deadline: timeLimit.deadline()),
        measurementFailed: { .measurement($0) })
    }
    do {
      return try LayoutPass.run(document, engine: name) { problem, number in
        DirectAxisSolver.shared.sizes(for: problem, number: number)
      }
    } catch {
      throw .measurement(error)
    }
  }
}

extension DirectEngine {
  /// Lays a document out again in a ``/TrellisCore/LayoutSession``: the answer of
  /// ``solve(_:)-(LayoutDocument)``, bit for bit, faster after the first layout of the same
  /// tree.
  ///
  /// The memory keeps the content sizes of the document's grids of plain items (they do not
  /// depend on the size), and the answer's frames of those grids' children are derived from
  /// the placed tracks when they are read (``/TrellisCore/FrameTable``) instead of being
  /// written, so a resize costs O(tracks), not O(cells). An engine with a ``timeLimit``
  /// solves cold.
  ///
  /// - Throws: as ``solve(_:)-(LayoutDocument)``.
  /// - Complexity: O(tracks + containers) for a resize of a document of plain grids; a cold
  ///   solve's otherwise (the first layout, or after an edit of the tree).
  public func solve(
    _ document: LayoutDocument, memory: inout DirectEngineMemory
  ) throws(LayoutError) -> LayoutAnswer {
    guard timeLimit == nil else { return try solve(document) }
    try check(document)
    do {
      return try LayoutPass.runInSession(document, engine: name, memo: &memory.grids) {
        problem, number in
        DirectAxisSolver.shared.sizes(for: problem, number: number)
      }
    } catch {
      throw .measurement(error)
    }
  }

  /// An empty memory.
  public func makeMemory() -> DirectEngineMemory { DirectEngineMemory() }

  /// Refuses an invalid document and one the closed forms cannot lay out.
  ///
  /// - Throws: ``/TrellisCore/LayoutError/invalid(_:)`` or
  ///   ``/TrellisCore/LayoutError/unsupported(path:message:)``, as
  ///   ``solve(_:)-(LayoutDocument)`` documents.
  func check(_ document: LayoutDocument) throws(LayoutError) {
    try document.checkValid()
    if document.isConstrained {
      throw .unsupported(
        path: !document.constraints.isEmpty
          ? "constraints" : !document.groups.isEmpty ? "groups" : "ruleStrengths",
        message:
          "the direct engine has no priority tiers for constraints and groups; use --engine lp or auto"
      )
    }
  }
}

/// What the direct engine keeps between the layouts of a ``/TrellisCore/LayoutSession``.
///
/// The content sizes of the document's grids of plain items, for the plan and rounding they
/// were measured under (an edit of the tree or the rounding measures them again). Plain
/// data, `Sendable`.
public struct DirectEngineMemory: Sendable {
  /// The content sizes.
  var grids: PlainGridContentMemo?

  /// An empty memory.
  public init() {}
}

/// The direct engine's closed forms under a deadline, checked before each container axis.
final class DeadlineAxisSolver: AxisSolving {
  typealias Failure = LayoutError

  /// When the solve must stop.
  let deadline: Deadline

  init(deadline: Deadline) { self.deadline = deadline }

  /// ``DirectAxisSolver``'s sizes, unless the deadline has passed.
  ///
  /// - Throws: ``/TrellisCore/LayoutError/timeLimitReached(_:)`` once it has.
  func sizes(for problem: AxisProblem, number: Int) throws(LayoutError) -> [Double] {
    if deadline.isReached { throw .timeLimitReached(deadline.limit) }
    return DirectAxisSolver.shared.sizes(for: problem, number: number)
  }

  func distribute(_ problem: AxisProblem, number: Int) -> [Double] {
    DirectAxisSolver.shared.distribute(problem, number: number)
  }

  func fill(_ problem: AxisProblem, number: Int) -> [Double] {
    DirectAxisSolver.shared.fill(problem, number: number)
  }

  func split(_ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int) -> [Double] {
    DirectAxisSolver.shared.split(problem, split, number: number)
  }

  func spread(_ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int) -> [Double] {
    DirectAxisSolver.shared.spread(problem, needs, number: number)
  }
}

extension DirectEngine {
  /// Solves one neutral per-axis sizing problem (the lowering's output) in closed form.
  ///
  /// - Parameter problem: the segments, the available length and the distribution.
  /// - Returns: the final size of each segment, in order.
  /// - Complexity: O(segments) for `compat`; O(segments log segments) for `fair` and `css`.
  public static func solve(_ problem: AxisProblem) -> [Double] {
    DirectAxisSolver.shared.sizes(for: problem, number: 0)
  }
}

/// The direct engine's answer to each lowered axis: closed forms, no state.
final class DirectAxisSolver: AxisSolving, Sendable {
  /// The one instance.
  static let shared = DirectAxisSolver()

  /// WeView's distribution (the pass clamps the cells after it).
  func distribute(_ problem: AxisProblem, number: Int) -> [Double] {
    AxisSolver.solve(problem)
  }

  /// Water-filling within the bounds.
  func fill(_ problem: AxisProblem, number: Int) -> [Double] {
    FairDistribution.solve(problem)
  }

  /// MyGridLayout's split.
  func split(_ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int) -> [Double] {
    TreeSplitSolver.solve(problem, split)
  }

  /// Each track grown by the largest part a spanning child asks of it.
  func spread(_ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int) -> [Double] {
    SpanGrowth.solve(problem, needs)
  }
}
