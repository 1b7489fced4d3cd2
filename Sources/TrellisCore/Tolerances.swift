/// The tolerances of the layout model: how close two reals must be for the layout pass and the
/// integral rounding to treat them as equal.
///
/// Every tolerance of `TrellisCore` is here, each with what it is relative to and why it has
/// its magnitude; the code names them instead of writing the literal. The LP layer's own are
/// in `LPTolerances` (module `TrellisLP`), the limits of what a document may hold in
/// ``DocumentLimits``.
@usableFromInline
package enum Tolerances {
  /// The grid real quantities are snapped to before integral rounding decides on them
  /// (``AxisProblem/snapped(_:)``): 2⁻²⁰, about 9.5e-7 points.
  ///
  /// Absolute, in points. A power of two, so every multiple below 2³³ (beyond any length a
  /// document holds) is an exact double and snapping adds no round-off of its own. The two
  /// exact solvers agree to about 1e-12, far inside the grid, while the decisions taken on
  /// snapped values (floors of shares, halves of totals) are on whole points and halves, far
  /// coarser than it.
  @usableFromInline
  package static let snapQuantum = 0x1p-20

  /// How close a solved size must be to a multiple of ``snapQuantum`` to become that multiple
  /// (``AxisProblem/cleaned(_:)``): 1e-11.
  ///
  /// Relative to `max(1, |value|)`. Ten times the disagreement of the two exact solvers (about
  /// 1e-12, measured): the LP's `39.99999999999999` and a closed form's `32.00000000000001`
  /// are round-off of 40 and 32 and are cleaned, while a value meant to sit off the grid is
  /// kept.
  package static let cleaning = 1e-11

  /// How far the sizes of a grid axis may sum beyond its length and still fit it (no overflow
  /// regime): 1e-9.
  ///
  /// Relative to `max(1, |length|)`. A sum of sizes that fills its length carries a few ulps
  /// of round-off per term (about 1e-16 relative each); 1e-9 is far above that for any number
  /// of tracks a document holds, so the regime does not flip on the last bit, and far below
  /// any overflow a layout means.
  package static let overflow = 1e-9

  /// How far below its minimum a `css` track's fair reach must be for the track to be held
  /// there, inflexible (CSS "find the size of an fr", `AxisProblem.cssFloor`): 1e-9.
  ///
  /// Relative to `max(1, |minimum|)`. A reach within round-off of the minimum is not below it.
  package static let heldAtMinimum = 1e-9

  /// The least overflow a diagnostic reports: 5e-4, half a thousandth of a point.
  ///
  /// Absolute, in points. Diagnostics show lengths to the thousandth (`LayoutFinding`), so a
  /// smaller overflow would read `overflow 0`. It is far above the disagreement of the two
  /// exact engines (about 1e-12) and of round-off in a sum of sizes (``overflow``, which also
  /// applies: the larger of the two is the threshold), so both engines report the same
  /// findings, and far below any overflow a layout means.
  package static let reportedOverflow = 5e-4

  /// What WeView's integral arithmetic (`rounding: compat`) can add to one term of a length
  /// by itself: 1 point.
  ///
  /// Absolute, in points. `compat` rounds every fractional desired size, margin and spacing up
  /// to a whole point, adding less than a point to each; a sum of n such terms can exceed its
  /// container by up to n points that a real-valued layout of the same document would not
  /// show. So under `compat` an overflow of a container whose sizes are not all whole must
  /// exceed this once per term of its sum (once for an item in its cell) to be reported; one
  /// whose sizes are all whole is laid out exactly and needs no allowance. A grid tree rounds
  /// its shares and frames to the pixel grid instead: its allowance is this or one pixel,
  /// whichever is larger.
  package static let compatRounding = 1.0
}
