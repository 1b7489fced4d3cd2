/// The tolerances of the LP layer and of the tiered solve: when GLPK calls a basis feasible or
/// optimal, and when the engines and the staged solve treat a reduced cost, a dual, a
/// violation or an optimum as 0.
///
/// Every tolerance of `TrellisLP` is here, each with what it is relative to and why it has its
/// magnitude; the code names them instead of writing the literal. "The layout's scale" is
/// ``TieredProgram/scale``: the root's size and the largest base, at least 1.
package enum LPTolerances {
  // MARK: - GLPK

  /// The default primal feasibility tolerance of ``GLPKSolver/Options`` (GLPK `tol_bnd`):
  /// 1e-7.
  ///
  /// In GLPK's own terms (it applies the tolerance to the problem as scaled). GLPK's own
  /// default (`glp_init_smcp`), which its simplex method is tuned for: a basic value may sit
  /// this far outside its bounds and still count as feasible.
  package static let glpkFeasibility = 1e-7

  /// The default dual feasibility (optimality) tolerance of ``GLPKSolver/Options`` (GLPK
  /// `tol_dj`): 1e-7.
  ///
  /// In GLPK's own terms, like ``glpkFeasibility``, and GLPK's own default: a reduced cost
  /// this far on the wrong side of 0 still counts as optimal.
  package static let glpkOptimality = 1e-7

  // MARK: - LP engine

  /// How close the fair unit must bring a segment to its maximum for progressive filling to
  /// freeze it there (``AxisProgram/freeze(cappedAt:)``): 1e-9.
  ///
  /// Relative to `max(1, |maximum|)`. The reach `base + weight·u` is computed from an LP value
  /// and carries its round-off; a segment that reaches its cap within it is capped, so the
  /// next solve does not raise it by round-off alone.
  package static let fairCap = 1e-9

  // MARK: - Tiered solve

  /// How far a rule's left-hand side may lie beyond its bounds at a starting point and still
  /// count as holding there (the starting bases: ``TieredProgram/startingBasis(elastic:)``,
  /// the required program's): 1e-9.
  ///
  /// Scaled by the layout's scale. The layout's own solution satisfies its rules up to the
  /// round-off of lengths of that size; a rule broken by more has its violation variable
  /// basic in the start. The same magnitude as the scaled part of ``optimumSlack``, the
  /// threshold below which a tier's optimum is 0.
  package static let startViolation = 1e-9

  /// The slack a fixed optimum is given (``TieredProgram/slack(_:)``): `optimumSlack · scale +
  /// optimumSlack · |optimum|`, 1e-9 each.
  ///
  /// Scaled by the layout's scale and relative to the optimum. A tier's optimum above
  /// `slack(0)` is a real shortfall (a rule gives way); one below is round-off. When GLPK's
  /// tolerances make a fixed optimum infeasible for the next stage, a start exceeding it by
  /// less is taken as round-off (``TieredProgram/coverRoundOff(_:_:)``); failing that, the
  /// fixing rows get this slack: enough to cover the round-off of a vertex value, too little
  /// for a later tier to gain anything visible through it, though the tie-breaking stage may
  /// spend it.
  package static let optimumSlack = 1e-9

  /// How small the reduced cost of a rule's violation variable must be for the rule to give
  /// way at no cost to its tier's optimum, and so share the tier's shortfall: 1e-9.
  ///
  /// Relative to `max(1, the rule's weight)`: the reduced cost is made of the tier's weights,
  /// so its round-off grows with them; a violation variable with a larger one is 0 at every
  /// optimum of the tier.
  package static let freeReducedCost = 1e-9

  /// How large a required rule's row dual at the elastic optimum must be for the rule to take
  /// part in the conflict (the sensitivity filter of the conflict search): 1e-9.
  ///
  /// Absolute. A row whose dual is 0 up to round-off does not bind the elastic optimum; the
  /// filter only sets rules aside when the rest is checked to be still infeasible, so too
  /// small a tolerance costs deletion tests, never a wrong conflict.
  package static let conflictDual = 1e-9

  /// How small the reduced cost of every variable but the violations must be at the elastic
  /// optimum for its row duals to be read as a combination of the rows alone, which the
  /// irreducibility proof of a conflict needs (``TieredProgram/provesIrreducible(_:in:_:)``):
  /// 1e-9.
  ///
  /// Absolute, like ``conflictDual``: a larger one means a bound of that variable takes part
  /// in the certificate, and the proof is not tried (the deletion filter decides instead).
  package static let certificateReducedCost = 1e-9

  /// How small a conflicting rule's row dual may be, relative to the largest one, for the
  /// irreducibility proof still to read the certificate as involving that rule: 1e-6.
  ///
  /// Relative to the largest dual of the set. A thousand times ``certificateReducedCost``
  /// relative to duals of order 1, so the round-off the certificate may carry cannot be
  /// what makes a rule take part; a smaller dual leaves the decision to the deletion filter.
  package static let certificateDual = 1e-6

  /// How small an entry of sparse elimination (``RowIndependence``) must be, relative to the
  /// larger of the two entries it was computed from, to count as cancelled: 1e-9.
  ///
  /// Relative. Entries built from document numbers cancel to a few units of round-off
  /// (2.2e-16 relative); a real entry that small would only make a row look dependent, which
  /// leaves the decision to the deletion filter, never a wrong conflict.
  package static let eliminationDrop = 1e-9

  /// How far a rule's row may move the wrong way along the recession direction of the
  /// irreducibility proof and still count as unmoved: 1e-12.
  ///
  /// Relative to the sum of the magnitudes of the row's terms along the direction. The
  /// direction is made of ±1 and the chain rows' coefficients, so a sum that should be 0
  /// differs from it by round-off alone.
  package static let recessionZero = 1e-12

  /// The smallest reduced cost (or row dual) that holds a nonbasic variable (or row) at its
  /// bound after a stage (``LPSession/holdOptimalFace(tolerance:)``): 1e-7.
  ///
  /// Absolute, like GLPK's reduced costs. GLPK's optimality tolerance (``glpkOptimality``):
  /// GLPK calls a basis optimal with reduced costs up to that far on the wrong side of 0, so a
  /// smaller one may be 0, its variable free to move on the optimal face; only larger ones are
  /// held.
  package static let heldReducedCost = 1e-7

  /// How far a rule must be from holding in the final solution to be reported as relaxed
  /// (``TieredProgram/relaxed(values:)``): 1e-7.
  ///
  /// Relative to the rule's own magnitude, `1 + |target| + Σ |coefficient · value|` over its
  /// terms: GLPK's feasibility tolerance (``glpkFeasibility``) is relative to a row's bound,
  /// and the round-off of the rule's left-hand side to the lengths it sums. A rule that misses
  /// by less holds as far as the simplex method can tell. Not the layout's scale: in a row of
  /// 3,500 items, 44,000 points long, each 15-point item giving way by 0.0026 is a rule that
  /// gave way, though 0.0026 is below 1e-7 of the layout.
  package static let relaxed = 1e-7

  /// How far apart two weighted violations must be to order the relaxed rules by them rather
  /// than by document order: 1e-9.
  ///
  /// Relative to `max(1, |a|, |b|)`. Violations equal but for round-off keep document order,
  /// so the report does not depend on the last bits of a solution.
  package static let equalViolations = 1e-9

  /// How far a basic variable or row may sit from an exact bound for the polished vertex to
  /// count it as at that bound (``LPSession/polishedVertex(exact:tolerance:)``): 1e-11, scaled
  /// by the layout's scale.
  ///
  /// The simplex method's vertex is accurate to about 1e-12 of the scale, and a rule that
  /// holds with room holds by far more than 1e-11 in layouts of whole and simple numbers
  /// (1e-9 let conflict-cycle-1000, 512,000 points wide, take rows 5e-4 from their bound as
  /// at it, and moved frames by 1.25 points).
  package static let vertexBound = 1e-11
}
