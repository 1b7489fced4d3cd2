"""Decisions taken after comparing Trellis with Chrome, by fixture ("grid/<name>").

SEMANTIC: converted fixtures whose difference is a semantic choice of Trellis; they are not
kept, and skipped.json lists them with this reason.
PENDING: cases that disagree only because of a pending rule fix (semantics.md §5 E13, E14,
C1, E15); they are kept with a `pending` marker, and the tests assert they still disagree.
"""

SEMANTIC = {}

PENDING = {}
