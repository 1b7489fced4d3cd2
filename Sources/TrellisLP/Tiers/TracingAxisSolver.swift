import TrellisCore

/// The axis solver of the tiered solve's layout passes: it keeps every layout problem it is
/// asked (the unknowns of the tiered program), answers them with the tiered program's sizes
/// when it has them (``replay``), and otherwise compiles and solves each one like the plain LP
/// engine.
final class TracingAxisSolver: AxisSolving {
  /// A layout problem met in the pass.
  struct Traced {
    var problem: AxisProblem
    var origin: AxisProblemOrigin
    /// What the pass used.
    var sizes: [Double]
    /// The problem's key across passes.
    var key: Key
  }

  /// A problem's identity across passes: its container, axis and occurrence.
  struct Key: Hashable {
    var container: String
    var axis: Axis
    var occurrence: Int
  }

  /// The LP engine's own answer for problems without replayed sizes.
  let inner: LPAxisSolver
  /// Sizes to answer with, by key (from the tiered program).
  var replay: [Key: [Double]] = [:]
  /// The problems the pass solved itself (measurements, grid-tree splits), with their
  /// answers, by container axis (occurrence 0): the next pass meets most of them again
  /// unchanged.
  private(set) var solvedOwn: [Key: [(problem: AxisProblem, sizes: [Double])]] = [:]
  /// A previous pass's ``solvedOwn``, answered from without solving again.
  var known: [Key: [(problem: AxisProblem, sizes: [Double])]] = [:]
  /// The layout problems of the pass, by number, in the order met.
  private(set) var traced: [Traced] = []
  /// The sizes of every problem of the pass (layout and measurement), by number.
  private(set) var sizes: [Int: [Double]] = [:]
  /// How many problems each container axis has had.
  private var occurrences: [Key: Int] = [:]

  init(solver: GLPKSolver) {
    inner = LPAxisSolver(solver: solver, recording: false)
  }

  /// Names are needed: the keys and the program's names are made of them.
  var wantsNames: Bool { true }

  /// Whether the tiered program takes a problem as unknowns: laying a grid or linear
  /// container out in a known length (grid-tree splits and measurements stay the LP engine's
  /// own).
  static func isTraced(_ problem: AxisProblem, _ origin: AxisProblemOrigin) -> Bool {
    origin.purpose == .layout && problem.tree == nil && problem.available != nil
  }

  func solve(_ problem: AxisProblem, origin: AxisProblemOrigin) -> [Double] {
    guard Self.isTraced(problem, origin) else {
      let axisKey = Key(container: origin.container, axis: origin.axis, occurrence: 0)
      let result =
        known[axisKey]?.first { $0.problem == problem }?.sizes
        ?? inner.solve(problem, origin: origin)
      solvedOwn[axisKey, default: []].append((problem, result))
      sizes[origin.number] = result
      return result
    }
    var key = Key(container: origin.container, axis: origin.axis, occurrence: 0)
    key.occurrence = occurrences[key, default: 0]
    occurrences[Key(container: origin.container, axis: origin.axis, occurrence: 0)] =
      key.occurrence + 1
    var result: [Double]
    if let replayed = replay[key], replayed.count == problem.segments.count {
      result = replayed
    } else {
      result = inner.solve(problem, origin: origin)
    }
    sizes[origin.number] = result
    traced.append(Traced(problem: problem, origin: origin, sizes: result, key: key))
    return result
  }
}
