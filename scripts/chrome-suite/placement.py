#!/usr/bin/env python3
"""Seeded random grids of placed and spanning items, as pages in Taffy's fixture format, for the
Chrome suite: regenerate.py makes page n of seed SEED (`place_SEED_n`, n < COUNT) with
`page(SEED, n)`, converts and measures it like Taffy's own pages.
`scripts/chrome-suite/placement.py SEED N` prints page N.

Each page is a `display: grid` root of a px width (auto height) with 2 to 6 explicit columns,
each a px size, `auto`, `Nfr` or `minmax(auto, Nfr)`, sometimes one or two explicit rows (px or
`auto`), implicit rows of `grid-auto-rows` (`auto` or px), gaps of 0 to 10 px, and 2 to 10
items. An item is placed on both axes, on its row only, on its column only or on neither (auto),
spans 1 to 4 columns and 1 to 3 rows, written in the forms `a`, `a / span N`, `a / b`,
`span N / b`, `span N` and the -start/-end longhands; items placed on both axes may overlap.
Most items are boxes of a px size, some of auto size (stretched), a few text that wraps (words
of 1 to 3 Ahem glyphs joined by zero-width spaces, as wrapping.py makes them), each aligned by
`justify-self` and `align-self`. A page's name holds its seed and number, so a page is made
again from them (the placement keys and their CSS twin: placement.md §1, §3).
"""

import random

import wrapping
from wrapping import PAGE

SEED = 1
COUNT = 150


def track(rng):
    return wrapping.track(rng, widest=100)


def span_of(rng, limit, choices):
    return min(limit, rng.choice(choices))


def line(rng, name, start, span):
    """CSS for an area starting at 0-based `start` (None: auto) spanning `span` tracks."""
    if start is None:
        return [f"{name}: span {span}"] if span > 1 else []
    a = start + 1
    form = rng.choice(["short", "short", "lines", "end", "longhand"])
    if span == 1 and form != "longhand":
        return [f"{name}: {a}"]
    if form == "lines":
        return [f"{name}: {a} / {a + span}"]
    if form == "end":
        return [f"{name}: span {span} / {a + span}"]
    if form == "longhand":
        end = f"span {span}" if rng.random() < 0.5 else f"{a + span}"
        return [f"{name}-start: {a}", f"{name}-end: {end}"]
    return [f"{name}: {a} / span {span}"]


def item(rng, columns, rows_hint, text_ok):
    alignment = ["stretch", "stretch", "start", "center", "end"]
    style = []
    column_span = span_of(rng, columns, [1, 1, 1, 2, 2, 3, 4])
    row_span = rng.choice([1, 1, 1, 2, 2, 3])
    mode = rng.choice(["both", "both", "both", "row", "column", "auto", "auto"])
    column = rng.randint(0, columns - column_span) if mode in ("both", "column") else None
    row = rng.randint(0, rows_hint) if mode in ("both", "row") else None
    style += line(rng, "grid-column", column, column_span)
    style += line(rng, "grid-row", row, row_span)
    style += [f"justify-self: {rng.choice(alignment)}", f"align-self: {rng.choice(alignment)}"]
    kind = rng.random()
    if text_ok and kind < 0.15:
        word = "X" * rng.randint(1, 3)
        text = "&#8203;".join([word] * rng.randint(2, 20))
        return f'  <div style="{"; ".join(style)};">{text}</div>'
    if kind < 0.3:
        style += [f"height: {rng.randrange(0, 61, 5)}px"]
    else:
        style += [f"width: {rng.randrange(0, 161, 5)}px", f"height: {rng.randrange(0, 61, 5)}px"]
    return f'  <div style="{"; ".join(style)};"></div>'


def page(seed, number):
    rng = random.Random(seed * 100_003 + number)
    columns = [track(rng) for _ in range(rng.randint(2, 6))]
    rows = [rng.choice(["auto", f"{rng.randrange(10, 61, 10)}px"])
            for _ in range(rng.choice([0, 0, 0, 1, 2]))]
    auto_rows = rng.choice(["auto", "auto", "auto", f"{rng.randrange(10, 41, 10)}px"])
    style = (f"display: grid; width: {rng.randrange(80, 401, 10)}px; "
             f"grid-template-columns: {' '.join(columns)}; ")
    if rows:
        style += f"grid-template-rows: {' '.join(rows)}; "
    if auto_rows != "auto":
        style += f"grid-auto-rows: {auto_rows}; "
    style += f"column-gap: {rng.choice([0, 0, 5, 10])}px; row-gap: {rng.choice([0, 0, 5, 10])}px;"
    count = rng.randint(2, 10)
    text_ok = rng.random() < 0.35
    items = "\n".join(item(rng, len(columns), 3, text_ok) for _ in range(count))
    title = f"Placed and spanning grid items, seed {seed}, page {number}"
    return PAGE.format(title=title, style=style, items=items)


def pages(seed=SEED, count=COUNT):
    """(name, html) of every page of a seed."""
    return wrapping.numbered("place", page, seed, count)


if __name__ == "__main__":
    wrapping.main(page, __doc__)
