"""Decisions taken after comparing Trellis with Chrome, by case ("grid/<fixture>").

SEMANTIC: converted fixtures whose difference is a semantic choice of Trellis; they are not
kept, and skipped.json lists them with this reason. (The converters already skip every
difference found so far, each with its reason, before converting: see skipped.json.)
PENDING: cases that disagree until a rule fix lands (semantics.md §5 E13, E14, C1, E15, or a
bug this suite found); they are kept with a `pending` marker naming it, and the tests assert
that they still disagree, so the fix fails them and the marker comes off here.
"""

SEMANTIC = {}

PENDING = {}
# The css flex-sum bug this suite found (probe/probe_css_flex_sum_after_minimum) is fixed:
# both engines hold a track below its minimum and floor the flex sum of the others at 1.
# So is the span bug of placement/place_1_017 and place_1_138 (and the probes
# probe_span_bases_up_to_limits, probe_span_limits_after_bases): a span's min-content excess
# fills closed content tracks up to their max-content limits first, and the limits grow from
# the bases of the same span (placement D2); and a wrapping item spanning fr tracks adds
# nothing to their bases (probe_span_wrapping_over_fr_no_minimum, CSS 6.6).
