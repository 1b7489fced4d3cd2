"""CSS grid track lists (grid-template-*, grid-auto-*) and line placements (grid-row, grid-column)
as the grid converter (grid_convert.py) reads them.

A track is a tuple: ("px", v), ("pct", fraction), ("fr", factor, minimum) with minimum "auto"
(the items' contributions) or a px number, ("auto",) (stretches with `normal` content
distribution), ("content",) (min-content, max-content, fit-content(): with items whose min- and
max-content sizes are equal, every one of these is the largest item), ("bounded", low, high)
for minmax(low, high px) with low a px number or "content" (CSS grows it toward high before
sizing fr tracks).
"""

from taffy_html import Skip, px


def split_top_level(text, separator=" "):
    """Splits at `separator` outside parentheses."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == separator and depth == 0:
            if current.strip():
                parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def parse_track(token, what):
    """One track sizing function."""
    if token.startswith("["):
        raise Skip("named lines", f"{what}: {token}")
    if token == "auto":
        return ("auto",)
    if token in ("min-content", "max-content"):
        return ("content",)
    if token.endswith("fr") and "(" not in token:
        return ("fr", float(token[:-2]), "auto")
    if token.startswith("fit-content("):
        argument = token[len("fit-content("):-1].strip()
        if argument.endswith("%"):
            return ("fit-pct",)  # content, when the axis is definite
        px(argument, what)
        return ("content",)
    if token.startswith("minmax("):
        low, high = [t.strip() for t in split_top_level(token[len("minmax("):-1], ",")]
        if high.endswith("fr"):
            factor = float(high[:-2])
            if low in ("auto", "min-content", "max-content"):
                return ("fr", factor, "auto")
            if low.endswith("%"):
                raise Skip("percentage", f"{what}: {token}")
            return ("fr", factor, px(low, what))
        intrinsic = ("auto", "min-content", "max-content")
        if low in intrinsic and high in intrinsic:
            return ("auto",) if high == "auto" else ("content",)
        if low.endswith("%") or high.endswith("%"):
            raise Skip("percentage", f"{what}: {token}")
        if high.endswith("px") or high == "0":
            bound = px(high, what)
            if low in intrinsic:
                return ("bounded", "content", bound)
            if px(low, what) <= bound:
                return ("bounded", px(low, what), bound)
        raise Skip(
            "minmax with a fixed bound and no fr",
            f"{what}: {token} (CSS grows such tracks toward their limit before sizing fr tracks"
            " and stretching auto tracks; Trellis has one stretch for all)")
    if token.endswith("%"):
        return ("pct", float(token[:-1]) / 100)
    if token.startswith("repeat("):
        raise Skip("unsupported value", f"{what}: nested {token}")
    return ("px", px(token, what))


def parse_track_list(text, what, available, gap):
    """A grid-template list, repeat() expanded; auto-fill repeats need a definite `available`
    (content-box length) and px tracks (the count is the most that fit with `gap`)."""
    if text in ("none", ""):
        return []
    tracks, auto_repeat = [], None
    for token in split_top_level(text):
        if token.startswith("repeat("):
            count, body = [t.strip() for t in split_top_level(token[len("repeat("):-1], ",")]
            body_tracks = [parse_track(t, what) for t in split_top_level(body)]
            if count in ("auto-fill", "auto-fit"):
                if count == "auto-fit":
                    raise Skip(
                        "auto-fit", f"{what}: {token} (empty repeated tracks collapse; Trellis "
                        "has no collapsed track)")
                if auto_repeat is not None or available is None:
                    raise Skip("auto-fill", f"{what}: {token} on an axis of indefinite size")
                auto_repeat = (len(tracks), body_tracks)
            else:
                tracks += body_tracks * int(count)
        else:
            tracks.append(parse_track(token, what))
    if auto_repeat is not None:
        index, body = auto_repeat
        if any(t[0] not in ("px", "pct") for t in tracks + body):
            raise Skip("auto-fill", f"{what}: auto-fill beside tracks that are not fixed")

        def size(t):
            return t[1] if t[0] == "px" else t[1] * available

        fixed = sum(size(t) for t in tracks)
        step = sum(size(t) for t in body)
        repeats = 1
        while True:
            count = len(tracks) + len(body) * (repeats + 1)
            if fixed + step * (repeats + 1) + gap * (count - 1) > available or step <= 0:
                break
            repeats += 1
        tracks = tracks[:index] + body * repeats + tracks[index:]
    return tracks


def parse_line(value, what):
    """One grid line: ("line", 0-based line index), ("span", n) or ("auto",). Negative and
    named lines raise Skip."""
    value = value.strip()
    if value == "auto":
        return ("auto",)
    parts = value.split()
    if parts[0] == "span":
        if len(parts) != 2 or not parts[1].isdigit():
            raise Skip("named lines", f"{what}: {value}")
        return ("span", int(parts[1]))
    try:
        number = int(value)
    except ValueError:
        raise Skip("named lines", f"{what}: {value}") from None
    if number == 0:
        raise Skip("unsupported value", f"{what}: line 0")
    if number < 0:
        raise Skip(
            "negative line numbers",
            f"{what}: {value} (counted from the end of the explicit grid; Trellis's "
            "placement keys count from the start)")
    return ("line", number - 1)


def placement(style, axis, what):
    """An item's area on one axis: (0-based first track or None for auto, span), from
    grid-row/grid-column and their -start/-end longhands (CSS1 §8.3: `a / b` with b < a
    swaps them, a span at the end beside a span at the start is dropped)."""
    name = "grid-row" if axis == "row" else "grid-column"
    start, end = ("auto",), ("auto",)
    if name in style:
        parts = [p.strip() for p in style[name].split("/")]
        start = parse_line(parts[0], what)
        if len(parts) > 1:
            end = parse_line(parts[1], what)
        elif start[0] == "line":
            end = ("auto",)
    if f"{name}-start" in style:
        start = parse_line(style[f"{name}-start"], what)
    if f"{name}-end" in style:
        end = parse_line(style[f"{name}-end"], what)
    if start[0] == "line":
        if end[0] == "line":
            span = abs(end[1] - start[1]) or 1
            first = min(start[1], end[1])
        else:
            span = end[1] if end[0] == "span" else 1
            first = start[1]
    elif end[0] == "line":
        span = start[1] if start[0] == "span" else 1
        first = end[1] - span
        if first < 0:
            raise Skip("placement outside the explicit grid",
                       f"{what}: {name} (implicit tracks before the explicit grid)")
    else:
        span = start[1] if start[0] == "span" else (end[1] if end[0] == "span" else 1)
        first = None
    if (first or 0) + span > 100:
        words = ([f"spans {span} tracks"] if span > 1 else []) + (
            [f"from line {first + 1}"] if first is not None else [])
        where = " ".join(words)
        raise Skip("placement outside the explicit grid", f"{what}: {name} {where}")
    return first, span


def auto_place(items, columns):
    """CSS grid auto-placement (CSS1 §8.5, sparse, row flow): `items` are ((row or None,
    row span), (column or None, column span)); returns (areas, one (row, column, row span,
    column span) per item, the column count, and whether any explicit areas overlap). The
    column count is the explicit one, raised by definite column ends, the largest span of an
    item placed automatically on columns, and (as Chrome does) row-locked items that find no
    room."""
    count = max([columns, 1] + [c + cs for _, (c, cs) in items if c is not None]
                + [cs for _, (c, cs) in items if c is None])
    occupied = set()
    areas = [None] * len(items)
    overlap = False

    def free(row, rspan, column, cspan):
        return all((r, c) not in occupied for r in range(row, row + rspan)
                   for c in range(column, column + cspan))

    def take(index, row, rspan, column, cspan):
        nonlocal overlap
        if not free(row, rspan, column, cspan):
            overlap = True
        occupied.update((r, c) for r in range(row, row + rspan)
                        for c in range(column, column + cspan))
        areas[index] = (row, column, rspan, cspan)

    for index, ((row, rspan), (column, cspan)) in enumerate(items):
        if row is not None and column is not None:
            take(index, row, rspan, column, cspan)
    cursors = {}
    for index, ((row, rspan), (column, cspan)) in enumerate(items):
        if row is not None and column is None:
            c = cursors.get(row, 0)
            while not free(row, rspan, c, cspan):
                c += 1
            take(index, row, rspan, c, cspan)
            cursors[row] = c + cspan
            count = max(count, c + cspan)
    cursor_row, cursor_column = 0, 0
    for index, ((row, rspan), (column, cspan)) in enumerate(items):
        if row is not None:
            continue
        if column is not None:
            if column < cursor_column:
                cursor_row += 1
            cursor_column = column
            while not free(cursor_row, rspan, column, cspan):
                cursor_row += 1
        else:
            while True:
                if cursor_column + cspan > count:
                    cursor_row, cursor_column = cursor_row + 1, 0
                elif free(cursor_row, rspan, cursor_column, cspan):
                    break
                else:
                    cursor_column += 1
        take(index, cursor_row, rspan, cursor_column, cspan)
    return areas, count, overlap
