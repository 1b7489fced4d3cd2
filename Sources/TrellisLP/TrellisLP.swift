/// The LP engine of Trellis and the linear-programming layer it is built on.
///
/// - `Program/`: ``LinearProgram`` (variables, rows, bounds, objective), its validation, its
///   readable dump and ``LPSolution``. No GLPK vocabulary.
/// - `GLPK/`: ``GLPKSolver`` and ``LPSession``, the only code that imports `CGLPK`.
package enum TrellisLP {}
