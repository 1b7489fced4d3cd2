import TrellisCore

/// What the LP engine's axis solver keeps of one layout pass for the next one of the same
/// document (a ``LayoutSession``'s): for each problem, by its number in the pass, the problem,
/// its answer, the program it compiled and the optimal basis of every program it solved.
///
/// All of it is plain data but for the GLPK problems it keeps for the thread that made them
/// (``GLPKProblemSlot``: another thread loads its own), and each part is used only where it
/// cannot change the answer (``LPAxisSolver``):
/// - the same problem again gets the same answer (the LP engine is deterministic);
/// - a problem that differs only in its available length reuses the compiled program with the
///   new length on its sum row, when that is exactly what compiling it would give (a growing
///   `compat` axis, a `fair` or `css` axis whose bounds do not settle it);
/// - every `fair` or `css` program restarts from the last optimal basis of the same round,
///   and keeps the restart only when it ends at the program's only optimal basis
///   (``GLPKSolver/solve(trustingNamesOf:restartingFrom:keepingBasis:)``), whose answer a cold
///   solve reads bit for bit;
/// - every such program is solved in the GLPK problem its last solve kept, when it has the
///   same matrix: no load, no scaling, and no factorisation when the start's basic set is the
///   one factorised last (the same bits).
struct AxisMemory: Sendable {
  /// What was kept of one problem.
  struct Entry: Sendable {
    /// The problem as solved.
    var problem: AxisProblem
    /// Its answer (the sizes the pass used).
    var sizes: [Double]
    /// The first program compiled for it (before any round of progressive filling), when its
    /// sum row's right-hand side is the only thing the available length changes in it.
    var compiled: AxisProgram?
    /// The final basis of each program solved for it, in order (the rounds of progressive
    /// filling), when it was kept.
    var bases: [LPBasis?] = []
    /// The GLPK problem of each program solved for it, in the same order, when it was kept
    /// (reused only on the thread that made it; ``GLPKProblemSlot``).
    var problems: [GLPKProblemSlot?] = []
  }

  /// The entries, by problem number in the pass.
  var entries: [Int: Entry] = [:]

  /// How the last pass used the memory (for tests and benchmarks).
  var counts = Counts()

  /// How a pass used the memory.
  struct Counts: Sendable, Equatable {
    /// Problems answered as before, without a solve.
    var repeated = 0
    /// Programs reused with a new available length instead of compiled.
    var reused = 0
    /// Programs solved from a remembered basis, and the answers kept.
    var restarts = 0
    /// Programs solved cold although a basis was remembered (degenerate or tied optimum,
    /// another shape).
    var coldAfterRestart = 0
    /// Programs solved in the GLPK problem the last pass kept, instead of loading them.
    var reloaded = 0
  }
}

extension AxisProgram {
  /// Puts the available length on the sum row (the last row of the `compat` growth and
  /// `fair` programs) of a program that was solved before, and checks it as validation would:
  /// the program is then ``checked``.
  ///
  /// - Throws: ``LinearProgramError`` when the length is out of GLPK's range.
  mutating func setSum(_ length: Double) throws(LinearProgramError) {
    guard let last = program.rows.indices.last else { return }
    try LinearProgram.checkBounds(
      .row(index: last, name: program.rows[last].name), length, length)
    try program.setBounds(LinearProgram.Row(index: last), lower: length, upper: length)
    checked = true
  }
}

extension AxisProblem {
  /// Whether two problems are the same but for their available lengths.
  ///
  /// - Complexity: O(segments).
  func equalsExceptAvailable(_ other: AxisProblem) -> Bool {
    var copy = other
    copy.available = available
    return copy == self
  }
}
