internal import CGLPK

/// The last basic solution moved exactly onto the vertex that the program's own bounds define,
/// and correctly rounded: the same bits whatever basis or path of the simplex method reached
/// that vertex.
extension LPSession {
  /// The bounds that are the program's own data, by row and variable.
  ///
  /// Not bounds a staged solve set from an optimum it computed. Rows and variables past the
  /// arrays (added in the session) take their bounds as the session now holds them.
  struct ExactBounds {
    var rows: [(lower: Double, upper: Double)]
    var variables: [(lower: Double, upper: Double)]
  }

  /// The value of every variable at the vertex of the last basis, correctly rounded, each
  /// nonbasic variable and row at one of its exact bounds or at a value the exact bounds
  /// imply.
  ///
  /// A staged solve leaves nonbasic variables and rows at bounds it set from optima it
  /// computed (a tier's least violation, the largest violation its rules share): numbers with
  /// the round-off of the path that found them. Those that sit at the same number form a
  /// group, and each group's value becomes an unknown; as many basic variables or rows that
  /// sit, within `tolerance`, at an exact bound are held there instead (each group's partner:
  /// chosen by elimination over how the group moves them, the largest first). When the
  /// program's own bounds define the vertex (at a unique optimum of its rules, the tiers' own
  /// bounds being implied), that system has the vertex as its one solution.
  ///
  /// The system is solved by iterative refinement: every row's residual computed in
  /// double-double arithmetic, the basic variables' correction with the basis factors (one
  /// solve per step, and one per group to start), the groups' from the partners' equations.
  /// It converges to the exact vertex to well under half an ulp, then rounds: two bases of
  /// the same vertex give the same doubles, but for a value within about 1e-30 (relative) of
  /// the midpoint of two doubles.
  ///
  /// - Precondition: the last basic solution was computed afresh from its factorisation
  ///   (``refreshedSolution(status:)``) and the program has not changed since.
  /// - Parameters:
  ///   - exact: the program's own bounds.
  ///   - tolerance: how far a basic item may sit from an exact bound to count as at it.
  /// - Returns: the values, or `nil` (the caller keeps the simplex method's values) when the
  ///   basis has no factorisation, there are more groups than ``largestGroupCount`` (or their
  ///   directions would hold more than ``largestDirections`` entries), the groups have no
  ///   partners that settle them, the partners' system is singular, or a value would move
  ///   more than 1e4 tolerances from the simplex method's.
  /// - Complexity: ``refinementSteps`` + g solves with the basis factors and passes over the
  ///   program's nonzeros, and O(g² · candidates) to choose the partners, for g groups.
  func polishedVertex(exact: ExactBounds, tolerance: Double) -> [Double]? {
    problem.factorizationIsFresh = false
    var polish = VertexPolish(
      pointer: problem.pointer, program: problem.program, exact: exact, tolerance: tolerance)
    return polish.run()
  }

  /// How many refinement steps ``polishedVertex(exact:tolerance:)`` takes: each multiplies
  /// the error by about the basis's condition number times 1e-16, from the simplex method's
  /// 1e-12 or so.
  static let refinementSteps = 3

  /// The most groups ``polishedVertex(exact:tolerance:)`` settles (each costs a solve with the
  /// basis factors and a column of the partners' system).
  static let largestGroupCount = 64

  /// The most entries the groups' directions may hold in all (one per group and row, 8 bytes
  /// each): 4 million, 32 MB; a program with more rows polishes fewer groups.
  static let largestDirections = 4_000_000
}
