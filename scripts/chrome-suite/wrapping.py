#!/usr/bin/env python3
"""Seeded random grids of wrapping text, as pages in Taffy's fixture format, for the Chrome suite:
regenerate.py makes page n of seed SEED (`wrap_SEED_n`, n < COUNT) with `page(SEED, n)`, converts
and measures it like Taffy's own pages. `scripts/chrome-suite/wrapping.py SEED N` prints page N.

Each page is a `display: grid` root of a px width (auto height) with 2 to 6 columns, each a px
size, `auto`, `Nfr` or `minmax(auto, Nfr)`, gaps of 0 to 10 px, and 2 to 12 items: text that
wraps (1 to 30 words of 1 to 3 Ahem glyphs joined by zero-width spaces: Trellis's
`heightForWidth`, one word its min-content width, one line its max-content width, 10 px a line)
or a box of a px size, each aligned by `justify-self` and `align-self` (stretch, start, center,
end). A page's name holds its seed and number, so a page is made again from them.
"""

import argparse
import random

SEED = 1
COUNT = 240

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <link rel="stylesheet" type="text/css" href="../../scripts/gentest/test_base_style.css">
  <title>{title}</title>
</head>
<body>

<div id="test-root" style="{style}">
{items}
</div>

</body>
</html>
"""


def track(rng, widest=120):
    """A random column: px (10 to `widest`), auto, Nfr or minmax(auto, Nfr)."""
    kind = rng.choice(["px", "auto", "auto", "fr", "minmax"])
    if kind == "px":
        return f"{rng.randrange(10, widest + 1, 5)}px"
    if kind == "auto":
        return "auto"
    weight = rng.choice([1, 1, 2, 3])
    return f"{weight}fr" if kind == "fr" else f"minmax(auto, {weight}fr)"


def item(rng):
    alignment = ["stretch", "stretch", "start", "center", "end"]
    style = [f"justify-self: {rng.choice(alignment)}", f"align-self: {rng.choice(alignment)}"]
    if rng.random() < 0.3:
        style += [f"width: {rng.randrange(0, 81, 5)}px", f"height: {rng.randrange(0, 61, 5)}px"]
        return f'  <div style="{"; ".join(style)};"></div>'
    word = "X" * rng.randint(1, 3)
    text = "&#8203;".join([word] * rng.randint(2, 30))
    return f'  <div style="{"; ".join(style)};">{text}</div>'


def page(seed, number):
    rng = random.Random(seed * 100_003 + number)
    columns = [track(rng) for _ in range(rng.randint(2, 6))]
    gap = rng.choice([0, 0, 5, 10])
    style = (f"display: grid; width: {rng.randrange(60, 401, 10)}px; "
             f"grid-template-columns: {' '.join(columns)}; gap: {gap}px;")
    count = rng.randint(2, min(12, 2 * len(columns)))
    items = "\n".join(item(rng) for _ in range(count))
    title = f"Wrapping text in a grid, seed {seed}, page {number}"
    return PAGE.format(title=title, style=style, items=items)


def numbered(prefix, page, seed, count):
    """(name, html) of pages 0..<count of a seed, named `prefix_seed_number`."""
    return [(f"{prefix}_{seed}_{number:03d}", page(seed, number)) for number in range(count)]


def main(page, description):
    """Prints the page of the seed and number given on the command line."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("seed", type=int)
    parser.add_argument("number", type=int)
    arguments = parser.parse_args()
    print(page(arguments.seed, arguments.number), end="")


def pages(seed=SEED, count=COUNT):
    """(name, html) of every page of a seed."""
    return numbered("wrap", page, seed, count)


if __name__ == "__main__":
    main(page, __doc__)
