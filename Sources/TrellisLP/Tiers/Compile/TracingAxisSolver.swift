import TrellisCore

/// The axis solver of the tiered solve's layout passes: it keeps every layout problem it is
/// asked (the unknowns of the tiered program), answers them with the tiered program's sizes
/// when it has them (``replay``), and otherwise compiles and solves each one like the plain LP
/// engine.
final class TracingAxisSolver: AxisSolving {
  typealias Failure = LPEngineError

  /// A layout problem met in the pass.
  struct Traced {
    var problem: AxisProblem
    /// Its number in the pass.
    var number: Int
    /// The parent segments its available length is, if it is linked.
    var link: LengthLink?
    /// What the pass used.
    var sizes: [Double]
    /// The problem's key across passes.
    var key: Key
  }

  /// A problem's identity across passes: its container, axis and occurrence.
  struct Key: Hashable {
    var container: Int
    var axis: Axis
    var occurrence: Int
  }

  /// The LP engine's own answer for problems without replayed sizes.
  let inner: LPAxisSolver
  /// How the pass's nested containers follow their parents' segments.
  let links: FrameLinks
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

  /// Makes the solver of one pass whose links `links` records.
  init(solver: GLPKSolver, links: FrameLinks) {
    inner = LPAxisSolver(solver: solver)
    self.links = links
  }

  /// Whether the tiered program takes a problem as unknowns: laying a grid or linear
  /// container out in a known length (grid-tree splits and measurements stay the LP engine's
  /// own).
  static func isTraced(_ problem: AxisProblem) -> Bool {
    problem.source.purpose == .layout && problem.tree == nil && problem.available != nil
  }

  func distribute(_ problem: AxisProblem, number: Int) throws(LPEngineError) -> [Double] {
    try inner.distribute(problem, number: number)
  }

  func fill(_ problem: AxisProblem, number: Int) throws(LPEngineError) -> [Double] {
    try inner.fill(problem, number: number)
  }

  func split(
    _ problem: AxisProblem, _ split: AxisProblem.TreeSplit, number: Int
  ) throws(LPEngineError) -> [Double] {
    try inner.split(problem, split, number: number)
  }

  func spread(
    _ problem: AxisProblem, _ needs: AxisProblem.SpanNeeds, number: Int
  ) throws(LPEngineError) -> [Double] {
    try inner.spread(problem, needs, number: number)
  }

  func sizes(for problem: AxisProblem, number: Int) throws(LPEngineError) -> [Double] {
    let axisKey = Key(container: problem.source.container, axis: problem.source.axis, occurrence: 0)
    guard Self.isTraced(problem) else {
      let result: [Double]
      if let answered = known[axisKey]?.first(where: { $0.problem == problem })?.sizes {
        result = answered
      } else {
        result = try inner.sizes(for: problem, number: number)
      }
      solvedOwn[axisKey, default: []].append((problem, result))
      sizes[number] = result
      return result
    }
    var key = axisKey
    key.occurrence = occurrences[axisKey, default: 0]
    occurrences[axisKey] = key.occurrence + 1
    var result: [Double]
    if let replayed = replay[key], replayed.count == problem.segments.count {
      result = replayed
    } else {
      result = try inner.sizes(for: problem, number: number)
    }
    sizes[number] = result
    traced.append(
      Traced(
        problem: problem, number: number, link: links.available(of: problem.source),
        sizes: result, key: key))
    return result
  }
}
