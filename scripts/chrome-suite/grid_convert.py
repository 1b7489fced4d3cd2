"""Converts a Taffy CSS grid fixture into a Trellis document (`distribution: css`,
`rounding: none`), or raises Skip with the reason Trellis does not express it exactly.

What converts: a `display: grid` root with a px width and height or none (its border box at
least its padding and border, as CSS sizes it), padding and borders (Trellis margins), gaps in
px or % of a definite size (spacings), the tracks below, implicit tracks from grid-auto-*
(Trellis's `columnSizing`/`rowSizing`, or every track listed when grid-auto-* cycles), items
auto-placed (sparse row flow) or placed by positive line numbers and spans, whose
min-content and max-content sizes are equal (px sizes, no content, or text without a break
opportunity; Ahem glyphs are 10 px) or that are grids of px size themselves (nested), aligned
by justify/align-self or -items, and content distribution where the free space is known. The
mapping (semantics.md §2.3, §4.3, E13, E14):

- `Npx` -> `{"size": N}`; `N%` of a definite axis -> its px value.
- `Nfr` (= `minmax(auto, Nfr)`) -> `{"size": 0, "stretch": N, "min": "content"}`;
  `minmax(Mpx, Nfr)` -> `{"size": 0, "stretch": N, "min": M}` (`"min"` left out for 0), on a
  definite axis only.
- `auto` -> `{"size": "content"}`; with `normal`/`stretch` content distribution, a definite
  axis and no fr track, CSS stretches auto tracks equally into the free space: then
  `{"size": "content", "stretch": 1, "min": "content"}`.
- min-content, max-content, fit-content(px, or % of a definite axis) -> `{"size": "content"}`
  (all equal for such items).
- `minmax(Apx|auto, Bpx)` on a definite axis with no fr or auto track -> `{"size": A,
  "stretch": 1, "min": A, "max": B}` (or `"size"`/`"min"` `"content"`): CSS's "maximize
  tracks" grows them equally toward their limits.
- justify-content/align-content start/center/end (`unsafe` too) -> `align`;
  space-between/-around/-evenly with positive free space -> stretch weights on the spacings
  (and on the margins, 1/2 each for around, 1 each for evenly); with none left, their
  fallbacks (start, and safe center, which is start when overflowing).
- an item stretched by `normal`/`stretch` self-alignment (auto size) -> `cellAlign` `fill`;
  otherwise left/center/right, top/center/bottom, at its own size.
- a nested grid item -> a grid node with its px size as `minDesired` = `maxDesired`.
- an empty cell -> an empty item `_rR_cC` (desired 0x0), so the Trellis grid has every track,
  when every item covers one cell of its own.
- otherwise (an item spans several tracks, or two items share a cell) the grid is in placement
  mode (placement.md): `columns` is the column count CSS ends with, `rowSizings` the explicit
  rows, and each item keeps its CSS placement as keys: a definite start line is `column`/`row`
  (0-based), a span `columnSpan`/`rowSpan`; auto-placed axes get no key (Trellis places them
  as CSS's sparse row flow, P3). No filler items: an empty track is open (S5).
- out: negative and named lines, grid-template-areas, dense and column flow, implicit tracks
  before line 1, a 0fr track crossed by a spanning item (placement.md §5 D6), an item of auto
  size with unbreakable text spanning fr tracks (CSS gives it no automatic minimum; a Trellis
  item of a fixed size raises them), and space-between/-around/-evenly on an axis where an
  item spans intrinsic tracks.
"""

from grid_tracks import auto_place, parse_track_list, placement
from taffy_html import Skip, check_keys, fixed_text, insets, px, wrapping_text

ROOT_KEYS = {
    "display", "width", "height", "grid-template-columns", "grid-template-rows",
    "grid-auto-columns", "grid-auto-rows", "grid-auto-flow", "gap", "grid-gap", "row-gap",
    "column-gap", "justify-content", "align-content", "justify-items", "align-items",
    "box-sizing", "background", "background-color", "border-color", "border-style",
}
ITEM_KEYS = {
    "width", "height", "grid-row", "grid-column", "grid-row-start", "grid-row-end",
    "grid-column-start", "grid-column-end", "justify-self", "align-self", "box-sizing",
    "background", "background-color", "border-color", "border-style",
    # no effect on a grid item
    "flex-grow", "flex-shrink", "flex-basis",
}


def length(style, key, sides, what):
    """A px size of the root (border box) or None when auto."""
    if key not in style or style[key] == "auto":
        return None
    value = px(style[key], f"{what} {key}")
    if style.get("box-sizing") == "content-box":
        value += sides
    return max(value, sides)  # a border box holds at least its padding and border


def overflow_keyword(value, what):
    """The value without `unsafe` (Trellis aligns unsafely: an overflow lies past the start,
    E14); `safe` raises Skip."""
    words = value.split()
    if "safe" in words:
        raise Skip("safe alignment",
                   f"{what}: {value} (Trellis aligns an overflow unsafely, E14)")
    return " ".join(w for w in words if w != "unsafe")


def self_alignment(value, auto_size, horizontal, what):
    """Trellis cellAlign from justify-self/align-self (normal and stretch fill only an auto
    size)."""
    value = overflow_keyword(value.replace("legacy", "").strip() or "normal", what)
    if value in ("normal", "stretch"):
        return "fill" if auto_size else ("left" if horizontal else "top")
    if value in ("start", "self-start", "flex-start", "left", "top"):
        return "left" if horizontal else "top"
    if value in ("end", "self-end", "flex-end", "right", "bottom"):
        return "right" if horizontal else "bottom"
    if value == "center":
        return "center"
    if "baseline" in value:
        raise Skip("baseline alignment", f"{what}: {value}")
    raise Skip("unsupported value", f"{what}: self-alignment {value}")


def distribution(value, what):
    """(alignment, stretch auto tracks?, space kind or None) of justify-/align-content."""
    value = overflow_keyword(value or "normal", what)
    if value in ("normal", "stretch"):
        return "start", True, None
    if value in ("start", "flex-start", "left", "top"):
        return "start", False, None
    if value in ("end", "flex-end", "right", "bottom"):
        return "end", False, None
    if value == "center":
        return "center", False, None
    if value in ("space-between", "space-around", "space-evenly"):
        return "start", False, value
    raise Skip("unsupported value", f"{what}: content distribution {value}")


def trellis_track(track, stretch_auto, available, what):
    kind = track[0]
    if kind == "px":
        return {"size": track[1]}
    if kind == "pct":
        if available is None:
            raise Skip("percentage", f"{what}: a % track on an axis of indefinite size")
        return {"size": track[1] * available}
    if kind == "fit-pct":
        if available is None:
            raise Skip("percentage", f"{what}: fit-content(%) on an axis of indefinite size")
        return {"size": "content"}
    if kind == "fr":
        result = {"size": 0, "stretch": track[1]}
        if track[2] == "auto":
            result["min"] = "content"
        elif track[2] > 0:
            result["min"] = track[2]
        return result
    if kind == "bounded":
        # CSS's "maximize tracks": every track grows equally toward its limit.
        low, high = track[1], track[2]
        if available is None:
            raise Skip("minmax with a fixed bound and no fr",
                       f"{what}: minmax(…, {high:g}px) on an axis of indefinite size (CSS sizes "
                       "the grid at the limits; Trellis at the bases)")
        if low == "content":
            return {"size": "content", "stretch": 1, "min": "content", "max": high}
        return {"size": low, "stretch": 1, "min": low, "max": high}
    if kind == "auto" and stretch_auto:
        return {"size": "content", "stretch": 1, "min": "content"}
    return {"size": "content"}


def convert(root):
    """The Trellis document and the ids of the frames Chrome measures ("root", "n0", "n0_1"
    for a nested grid's children, …), or Skip."""
    if root.style.get("display") != "grid":
        raise Skip("not a grid root", f"root display: {root.style.get('display', 'flex')}")
    if root.parent is not None and "viewport" in root.parent.attrs.get("class", ""):
        raise Skip("available space set by a wrapper", "the root sits in a sized .viewport")
    node, width, height, ids = grid_node(root, "root", "n")
    document = {"trellis": 1, "size": [width, height], "rounding": "none", "root": node}
    return document, ids


def nested_grid(child, prefix, what):
    """A grid item that is a grid itself, with a px width and height: its node (the size as
    `minDesired` = `maxDesired`) and ids."""
    if child.style.get("display") != "grid" or any(c.children for c in child.children):
        raise Skip("nested or hidden content", f"{what} has child elements")
    check_keys({k: v for k, v in child.style.items() if k not in ITEM_KEYS}, ROOT_KEYS,
               "root")
    node, width, height, ids = grid_node(child, prefix, prefix + "_")
    if width is None or height is None:
        raise Skip("nested or hidden content", f"{what}: a nested grid without a px size")
    node["minDesired"] = node["maxDesired"] = [width, height]
    return node, ids


def grid_node(root, node_id, prefix):
    """A grid element as a Trellis grid node with id `node_id`, its children's ids starting
    with `prefix`: (node, width or None, height or None, ids)."""
    style = root.style
    check_keys(style, ROOT_KEYS, "root")
    if style.get("grid-auto-flow", "row") != "row":
        raise Skip("column or dense auto-flow", f"grid-auto-flow: {style['grid-auto-flow']}")
    top, right, bottom, left = insets(style, "root")
    width = length(style, "width", left + right, "root")
    height = length(style, "height", top + bottom, "root")
    inner_w = None if width is None else max(0.0, width - left - right)
    inner_h = None if height is None else max(0.0, height - top - bottom)

    def gap_length(value, inner, what):
        if value.endswith("%"):
            if inner is None:
                raise Skip("percentage", f"{what}: {value} of an indefinite size")
            return float(value[:-1]) / 100 * inner
        return px(value, what)

    gap = {"row": 0.0, "column": 0.0}
    for key in ("gap", "grid-gap"):
        if key in style:
            parts = style[key].split()
            gap["row"] = gap_length(parts[0], inner_h, f"root {key}")
            gap["column"] = gap_length(parts[-1], inner_w, f"root {key}")
    for axis, inner in (("row", inner_h), ("column", inner_w)):
        if f"{axis}-gap" in style:
            gap[axis] = gap_length(style[f"{axis}-gap"], inner, f"root {axis}-gap")

    columns = parse_track_list(
        style.get("grid-template-columns", "none"), "grid-template-columns", inner_w,
        gap["column"])
    rows = parse_track_list(
        style.get("grid-template-rows", "none"), "grid-template-rows", inner_h, gap["row"])
    auto_columns = parse_track_list(style.get("grid-auto-columns", "auto"), "grid-auto-columns",
                                    None, 0)
    auto_rows = parse_track_list(style.get("grid-auto-rows", "auto"), "grid-auto-rows", None, 0)

    # Items: one cell each, with a size known without layout.
    items, placements, ids = [], [], [node_id]
    content_sized = {}  # item index -> (width, height) sized by its content (auto, not 0)
    for index, child in enumerate(root.children):
        what = f"item {index}"
        if child.tag != "div":
            raise Skip("nested or hidden content", f"{what}: <{child.tag}>")
        nested = None
        if child.children:
            nested, nested_ids = nested_grid(child, f"{prefix}{index}", what)
            ids += nested_ids
        else:
            check_keys(child.style, ITEM_KEYS, what)
            ids.append(f"{prefix}{index}")
        t, r, b, lft = insets(child.style, what)
        wrapping = wrapping_text(child) if nested is None else None
        if wrapping is not None:
            # Text that wraps, in an item of auto size without padding or border: Trellis's
            # heightForWidth, whose min-content (one word) and max-content (one line) widths
            # under `css` are CSS's (E16-E18).
            if (t or r or b or lft or any(child.style.get(k, "auto") != "auto"
                                          for k in ("width", "height"))):
                raise Skip("text with break opportunities",
                           f"{what}: wrapping text in an item with a size, padding or border")
            align = [
                self_alignment(
                    child.style.get("justify-self", style.get("justify-items", "normal")),
                    True, True, what),
                self_alignment(
                    child.style.get("align-self", style.get("align-items", "normal")),
                    True, False, what),
            ]
            words, word_width = wrapping
            items.append({"id": f"{prefix}{index}",
                          "heightForWidth": {"tiles": words, "tile": [word_width, 10]},
                          "cellAlign": align})
            placements.append((placement(child.style, "row", what),
                               placement(child.style, "column", what)))
            continue
        text = fixed_text(child, what)
        size = []
        for key, sides, axis in (("width", lft + r, 0), ("height", t + b, 1)):
            if key in child.style and child.style[key] != "auto":
                value = px(child.style[key], f"{what} {key}")
                if child.style.get("box-sizing") == "content-box":
                    value += sides
                size.append((max(value, sides), False))
            else:
                size.append(((text[axis] if text else 0.0) + sides, True))
        align = [
            self_alignment(child.style.get("justify-self", style.get("justify-items", "normal")),
                           size[0][1], True, what),
            self_alignment(child.style.get("align-self", style.get("align-items", "normal")),
                           size[1][1], False, what),
        ]
        if nested is not None:
            nested["cellAlign"] = align
            items.append(nested)
        else:
            content_sized[len(items)] = (size[0][1] and size[0][0] > 0,
                                         size[1][1] and size[1][0] > 0)
            items.append({"id": f"{prefix}{index}", "desired": [size[0][0], size[1][0]],
                          "cellAlign": align})
        placements.append((placement(child.style, "row", what),
                           placement(child.style, "column", what)))
    if not items:
        raise Skip("no items", "the grid has no children")
    if any("heightForWidth" in item for item in items) and any(
            t[0] in ("content", "fit-pct") for t in columns + rows + auto_columns + auto_rows):
        raise Skip("text with break opportunities",
                   "min-content, max-content or fit-content tracks beside wrapping text (a "
                   "Trellis content track is CSS's auto: min-content, growing to max-content)")
    areas, column_count, overlap = auto_place(placements, len(columns))
    row_count = max([len(rows)] + [r + rs for r, _, rs, _ in areas])
    if row_count * column_count > 400:
        raise Skip("placement outside the explicit grid", "more than 400 cells")
    # Placement mode (placement.md P1) where a cell matrix cannot say it: spans or overlap.
    placed = overlap or any(rs > 1 or cs > 1 for _, _, rs, cs in areas)
    cells = {(r, c): index for index, (r, c, _, _) in enumerate(areas)}

    column_tracks = columns + [auto_columns[k % len(auto_columns)]
                               for k in range(column_count - len(columns))]
    row_tracks = rows + [auto_rows[k % len(auto_rows)] for k in range(row_count - len(rows))]
    flexible = {}
    for axis, tracks, inner in (("column", column_tracks, inner_w), ("row", row_tracks, inner_h)):
        frs = [t[1] for t in tracks if t[0] == "fr"]
        if frs and inner is None:
            raise Skip(
                "fr tracks on an axis of indefinite size",
                f"{axis}s: CSS sizes every fr track from the largest content per fr (its "
                "max-content); Trellis measures each track at its own content")
        if frs and sum(frs) < 1 and any(t[0] == "auto" for t in tracks):
            raise Skip("fr sum below 1 beside auto tracks",
                       f"{axis}s: CSS stretches the auto tracks into what the fr tracks leave")
        flexible[axis] = bool(frs)
        for index, (r, c, rs, cs) in enumerate(areas):
            first, span = (c, cs) if axis == "column" else (r, rs)
            if (span > 1 and content_sized.get(index, (False, False))[axis == "row"]
                    and any(t[0] == "fr" for t in tracks[first:first + span])):
                raise Skip("content-sized item spanning fr tracks",
                           f"{axis}s: an item sized by its text spans fr tracks (CSS gives it no "
                           "automatic minimum, 6.6; a Trellis item of a fixed size raises them)")
            if span > 1 and any(t[0] == "fr" and t[1] == 0 for t in tracks[first:first + span]):
                raise Skip("0fr crossed by a spanning item",
                           f"{axis}s: a 0fr track is flexible in CSS (a spanning item gives it "
                           "its excess); Trellis's stretch 0 is not (placement.md §5 D6)")
        if any(t[0] == "bounded" for t in tracks) and (frs or any(t[0] == "auto" for t in tracks)):
            raise Skip("minmax with a fixed bound and no fr",
                       f"{axis}s: CSS grows minmax(…, px) tracks to their limits before the fr "
                       "tracks or auto tracks take the rest; Trellis grows them all at once")

    # Content distribution, per axis.
    grid_items = [None] * (row_count * column_count)
    for (r, c), index in cells.items():
        grid_items[r * column_count + c] = items[index]
    content_sizes = {"column": [0.0] * column_count, "row": [0.0] * row_count}
    for index, (r, c, rs, cs) in enumerate(areas):
        item = items[index]
        for axis, first, span, tracks in (("column", c, cs, column_tracks),
                                          ("row", r, rs, row_tracks)):
            if span > 1 and any(t[0] not in ("px", "pct") for t in tracks[first:first + span]):
                # the free space of space-between/-around/-evenly would need the span rules
                content_sizes[axis] = None
        if rs > 1 or cs > 1:
            continue
        if "heightForWidth" in item:
            wrap = item["heightForWidth"]
            desired = [wrap["tiles"] * wrap["tile"][0], wrap["tile"][1]]  # its max-content
        else:
            desired = item.get("desired") or item["minDesired"]
        for axis, track, size in (("column", c, desired[0]), ("row", r, desired[1])):
            if content_sizes[axis] is not None:
                content_sizes[axis][track] = max(content_sizes[axis][track], size)
    document_root = {"id": node_id, "layout": "grid", "columns": column_count,
                     "distribution": "css"}
    alignment, margins = [], {}
    sides = {"column": ("left", left, "right", right), "row": ("top", top, "bottom", bottom)}
    for axis, tracks, inner, key in (("column", column_tracks, inner_w, "justify-content"),
                                     ("row", row_tracks, inner_h, "align-content")):
        align, stretch_auto, space = distribution(style.get(key), f"root {key}")
        stretch_auto = stretch_auto and inner is not None and not flexible[axis]
        lead, lead_size, trail, trail_size = sides[axis]
        weights = {"lead": 0, "trail": 0, "gap": 0}
        if space and any(t[0] == "bounded" for t in tracks):
            raise Skip("minmax with a fixed bound and no fr",
                       f"{key}: {space} after minmax tracks grow")
        if space and any("heightForWidth" in item for item in items):
            raise Skip("text with break opportunities",
                       f"{key}: {space} beside wrapping text")
        if space and content_sizes[axis] is None:
            raise Skip("content distribution beside spanning items",
                       f"{key}: {space} with an item spanning intrinsic tracks (the free space "
                       "depends on the span rules; not converted)")
        if space and inner is not None and not flexible[axis]:
            used = sum(t[1] if t[0] == "px" else (t[1] * inner if t[0] == "pct" else
                       content_sizes[axis][j]) for j, t in enumerate(tracks))
            free = inner - used - gap[axis] * (len(tracks) - 1)
            if free < 0:
                align = "start"  # every fallback: start, safe center
            elif space == "space-between":
                weights["gap"] = 1
            elif space == "space-around":
                weights = {"lead": 0.5, "trail": 0.5, "gap": 1}
            else:
                weights = {"lead": 1, "trail": 1, "gap": 1}
        horizontal = axis == "column"
        alignment.append({"start": "left" if horizontal else "top", "center": "center",
                          "end": "right" if horizontal else "bottom"}[align])
        for name, size, weight in ((lead, lead_size, weights["lead"]),
                                   (trail, trail_size, weights["trail"])):
            if size or weight:
                margins[name] = {"size": size, "stretch": weight} if weight else size
        spacing = {"size": gap[axis], "stretch": 1} if weights["gap"] else gap[axis]
        if spacing:
            document_root[f"{axis}Spacing"] = spacing
        explicit = columns if horizontal else rows
        implicit = auto_columns[0] if horizontal else auto_rows[0]
        if len(auto_columns if horizontal else auto_rows) > 1:
            explicit = tracks  # implicit tracks cycle through grid-auto-*: list them all
        document_root[f"{axis}Sizing"] = trellis_track(implicit, stretch_auto, inner, axis)
        if explicit:
            document_root[f"{axis}Sizings"] = [
                trellis_track(t, stretch_auto, inner, axis) for t in explicit]
    document_root["align"] = alignment
    if margins:
        document_root["margin"] = margins
    children = []
    if placed:
        # The CSS placement as keys (placement.md §3): a definite start line becomes `column`
        # or `row`, a span `columnSpan`/`rowSpan`; the rest Trellis auto-places (P3) in the
        # exact column count CSS ends with.
        for item, ((row, rspan), (column, cspan)) in zip(items, placements):
            keys = {}
            if column is not None:
                keys["column"] = column
            if row is not None:
                keys["row"] = row
            if cspan > 1:
                keys["columnSpan"] = cspan
            if rspan > 1:
                keys["rowSpan"] = rspan
            children.append(item | keys)
    for index, item in enumerate([] if placed else grid_items):
        if item is None:
            item = {"id": f"_r{index // column_count}_c{index % column_count}"}
        children.append(item)
    document_root["children"] = children
    return document_root, width, height, ids
