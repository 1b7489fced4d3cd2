"""Decisions taken after comparing Trellis with Chrome, by case ("grid/<fixture>").

SEMANTIC: converted fixtures whose difference is a semantic choice of Trellis; they are not
kept, and skipped.json lists them with this reason. (The converters already skip every
difference found so far, each with its reason, before converting: see skipped.json.)
PENDING: cases that disagree until a rule fix lands (semantics.md §5 E13, E14, C1, E15, or a
bug this suite found); they are kept with a `pending` marker naming it, and the tests assert
that they still disagree, so the fix fails them and the marker comes off here.
"""

SEMANTIC = {}

PENDING = {
    "probe/probe_css_flex_sum_after_minimum": (
        "css flex sum (bug)",
        "CSS 'find the size of an fr' floors the flex sum at 1 over the tracks still flexible "
        "after those below their minimum are frozen (150 px: 100 frozen, 50 left over a sum of "
        "0.5 counted as 1, so 0.5 fr = 25); Trellis's css distribution floors the sum of every "
        "weighted track once (0.5 + 0.5 = 1, no floor) and gives the second track 50"),
}
