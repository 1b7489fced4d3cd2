internal import CGLPK
import TrellisCore

/// A GLPK problem kept after a solve for the next solve of a program with the same matrix —
/// a session's axis program from one layout to the next — so that the next solve neither
/// loads nor scales the program again, and skips the factorisation when it starts from the
/// same basic set (``GLPKProblem/setBasis(_:)``).
///
/// The answer is the one a new problem gives, bit for bit: the matrix, and so GLPK's scale
/// factors, are the same; bounds and objective are set to the new program's; the basis is
/// set in full; and a factorisation is reused only when it is a fresh one of the same basic
/// set, which `glp_factorize` computes in a canonical order from the matrix alone.
///
/// A slot may be shared by copies of a session's memory on several threads: the problem is
/// taken out under a lock (one taker gets it, the others load their own), and only on the
/// thread that created it (``GLPKEnvironment``); a slot released elsewhere hands its problem
/// back to that thread.
final class GLPKProblemSlot: @unchecked Sendable {
  private let lock = ThreadLock()
  /// The kept problem (guarded by `lock`).
  private var problem: GLPKProblem?
  /// Whether the problem was scaled (`glp_scale_prob`) after loading.
  private let scaled: Bool

  /// Keeps a solved problem.
  init(_ problem: GLPKProblem, scaled: Bool) {
    self.problem = problem
    self.scaled = scaled
  }

  /// The kept problem, changed to hold `program`, if it can serve.
  ///
  /// It serves when the calling thread is its home, it was scaled as `scaling` says, and
  /// `program` has its matrix; otherwise the caller loads the program afresh. The slot is
  /// empty after the call.
  ///
  /// - Complexity: O(variables + rows) (rows whose terms share storage with the kept ones
  ///   compare in O(1)).
  func take(for program: LinearProgram, scaling: Bool) -> GLPKProblem? {
    let taken = lock.withLock { () -> GLPKProblem? in
      guard let kept = problem, GLPKEnvironment.isCurrent(kept.home) else { return nil }
      problem = nil
      return kept
    }
    guard let taken, scaled == scaling, taken.reload(program) else { return nil }
    return taken
  }

  /// Keeps `problem` again (after a ``take(for:scaling:)``), unless the slot holds one.
  func put(_ problem: GLPKProblem) {
    lock.withLock { if self.problem == nil { self.problem = problem } }
  }
}

extension GLPKProblem {
  /// Makes the problem hold `program`, which must have the same sense, size and matrix as the
  /// program it holds: bounds and objective coefficients that differ (bit for bit) are set.
  ///
  /// - Returns: whether `program` qualifies (the problem is unchanged otherwise).
  /// - Complexity: O(variables + rows), plus the terms of rows that do not share storage.
  func reload(_ new: LinearProgram) -> Bool {
    let old = program
    guard new.sense == old.sense, new.variables.count == old.variables.count,
      new.rows.count == old.rows.count
    else { return false }
    // Element by element through buffers: copying a definition retains its name.
    let sameMatrix = new.rows.withUnsafeBufferPointer { newRows in
      old.rows.withUnsafeBufferPointer { oldRows in
        newRows.indices.allSatisfy { newRows[$0].terms == oldRows[$0].terms }
      }
    }
    guard sameMatrix else { return false }
    if new.objectiveConstant.bitPattern != old.objectiveConstant.bitPattern {
      glp_set_obj_coef(pointer, 0, new.objectiveConstant)
    }
    new.variables.withUnsafeBufferPointer { variables in
      old.variables.withUnsafeBufferPointer { before in
        for index in variables.indices {
          let column = Int32(index + 1)
          let (lower, upper) = (variables[index].lower, variables[index].upper)
          if lower.bitPattern != before[index].lower.bitPattern
            || upper.bitPattern != before[index].upper.bitPattern
          {
            setColumnBounds(column, lower, upper)
          }
          if variables[index].objective.bitPattern != before[index].objective.bitPattern {
            glp_set_obj_coef(pointer, column, variables[index].objective)
          }
        }
      }
    }
    new.rows.withUnsafeBufferPointer { rows in
      old.rows.withUnsafeBufferPointer { before in
        for index in rows.indices
        where rows[index].lower.bitPattern != before[index].lower.bitPattern
          || rows[index].upper.bitPattern != before[index].upper.bitPattern
        {
          setRowBounds(Int32(index + 1), rows[index].lower, rows[index].upper)
        }
      }
    }
    program = new
    return true
  }
}
