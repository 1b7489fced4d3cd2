internal import CGLPK

/// Bases as plain data (``LPBasis``): read from a problem and set again.
extension GLPKProblem {
  /// The current basis.
  ///
  /// - Complexity: O(variables + rows).
  func basis() -> LPBasis {
    LPBasis(
      variables: (0..<program.variables.count).map {
        Self.status(glp_get_col_stat(pointer, Int32($0 + 1)))
      },
      rows: (0..<program.rows.count).map {
        Self.status(glp_get_row_stat(pointer, Int32($0 + 1)))
      })
  }

  /// Makes `basis` the current basis and factorises it (or keeps the fresh factorisation of
  /// the same basic set, which gives the same bits).
  ///
  /// A nonbasic status that does not suit its bounds (at an upper bound that the program does
  /// not have, say) is replaced by the one that does, as for a cold start's named basis.
  ///
  /// - Returns: whether the basis fits the program and its matrix factorised (it is kept);
  ///   `false` otherwise, and the caller starts cold.
  /// - Complexity: O(variables + rows) and one factorisation.
  func setBasis(_ basis: LPBasis) -> Bool {
    guard basis.fits(program) else { return false }
    // Through buffers: copying a definition retains its name.
    program.rows.withUnsafeBufferPointer { rows in
      for index in rows.indices {
        glp_set_row_stat(
          pointer, Int32(index + 1),
          Self.glpkStatus(basis.rows[index], rows[index].lower, rows[index].upper))
      }
    }
    program.variables.withUnsafeBufferPointer { variables in
      for index in variables.indices {
        glp_set_col_stat(
          pointer, Int32(index + 1),
          Self.glpkStatus(basis.variables[index], variables[index].lower, variables[index].upper))
      }
    }
    return factorizeUnlessFresh()
  }

  /// Factorises the basis the statuses now set, unless GLPK still holds a fresh factorisation
  /// of it: GLPK invalidates its factorisation when a status change moves a variable in or out
  /// of the basis, so a fresh one still valid is one of this very basic set, in the same
  /// (canonical) order, and gives the bits a new one would.
  ///
  /// - Returns: whether the basis factorised.
  func factorizeUnlessFresh() -> Bool {
    if factorizationIsFresh && glp_bf_exists(pointer) != 0 { return true }
    factorizationIsFresh = glp_factorize(pointer) == 0
    return factorizationIsFresh
  }

  /// Computes the current basic solution afresh from a new factorisation of its basis: the
  /// values then depend only on the program, its scaling and the basis, not on the simplex
  /// iterations that led there (whose updated factorisation differs in the last bits).
  ///
  /// `glp_factorize` orders the basis by row and column number whatever the order the simplex
  /// method left it in, so two solves that end at the same basis read the same bits.
  func refreshCanonically() {
    factorizationIsFresh = glp_factorize(pointer) == 0
    guard factorizationIsFresh else { return }
    _ = glp_warm_up(pointer)
  }

  /// A GLPK status as plain data.
  private static func status(_ status: Int32) -> LPBasis.Status {
    switch status {
    case GLP_BS: .basic
    case GLP_NL: .lower
    case GLP_NU: .upper
    case GLP_NF: .free
    default: .fixed
    }
  }

  /// The GLPK status of a plain-data one for a variable or row with these bounds: basic stays
  /// basic; a nonbasic one sits at a bound it has (the lower one when both are, unless it
  /// asks for the upper one).
  private static func glpkStatus(
    _ status: LPBasis.Status, _ lower: Double, _ upper: Double
  ) -> Int32 {
    if status == .basic { return GLP_BS }
    switch (lower.isFinite, upper.isFinite) {
    case (false, false): return GLP_NF
    case (true, false): return GLP_NL
    case (false, true): return GLP_NU
    case (true, true):
      if lower == upper { return GLP_NS }
      return status == .upper ? GLP_NU : GLP_NL
    }
  }
}
