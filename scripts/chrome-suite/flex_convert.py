"""Converts a Taffy flexbox fixture into a Trellis linear layout (`horizontal` / `vertical`,
`rounding: none`) when WeView's linear layout means the same thing as the flexbox (semantics
§1.6): one line, items growing from their basis by `flex-grow` (WeView adds extra space to the
desired size by weight) and never shrinking. Otherwise raises Skip with the reason.

The mapping: `flex-direction: row|column` -> `horizontal|vertical`; padding and borders ->
`margin`; the main-axis gap -> `spacing`; an item's flex basis (px, or its px size or content
when `auto`) -> its desired size along the axis, `flex-grow` -> its stretch along the axis;
`align-self`/`align-items` `normal`/`stretch` on an item without a cross size -> stretch 1
across (it fills the line, the content box); start/center/end -> `align` across, which must be
the same for every item unless one stretches (Trellis aligns the band of items as a whole,
§5 A12); `justify-content` start/center/end -> `align` along the axis.
"""

from taffy_html import Skip, check_keys, fixed_text, insets, px

ROOT_KEYS = {"display", "color", "width", "height", "flex-direction", "flex-wrap", "justify-content",
             "align-items", "align-content", "gap", "column-gap", "row-gap", "box-sizing",
             "background", "background-color", "border-color", "border-style"}
ITEM_KEYS = {"width", "height", "flex-grow", "flex-shrink", "flex-basis", "flex", "align-self",
             "box-sizing", "background", "background-color", "border-color", "border-style",
             "color"}
# A container's own keys change nothing on an element without child elements (its text, if
# any, is one anonymous item of the text's size).
LEAF_KEYS = ITEM_KEYS | {"flex-direction", "flex-wrap", "justify-content", "align-items",
                         "align-content", "gap", "row-gap", "column-gap"}


def alignment(value, horizontal, what):
    """start/center/end of a flexbox alignment keyword, as a Trellis alignment on an axis."""
    words = value.split()
    if "safe" in words:
        raise Skip("safe alignment", f"{what}: {value}")
    value = " ".join(w for w in words if w != "unsafe")
    if value in ("start", "flex-start", "self-start", "left", "top", "normal"):
        return "left" if horizontal else "top"
    if value in ("end", "flex-end", "self-end", "right", "bottom"):
        return "right" if horizontal else "bottom"
    if value == "center":
        return "center"
    if "baseline" in value:
        raise Skip("baseline alignment", f"{what}: {value}")
    if value.startswith("space-"):
        raise Skip("space distribution", f"{what}: {value} (a linear layout has one spacing)")
    raise Skip("unsupported value", f"{what}: {value}")


def flex_shorthand(value, what):
    """(grow, shrink, basis) of the `flex` shorthand."""
    if value == "none":
        return 0.0, 0.0, "auto"
    if value == "auto":
        return 1.0, 1.0, "auto"
    parts = value.split()
    numbers = [p for p in parts if p.replace(".", "", 1).isdigit()]
    others = [p for p in parts if p not in numbers]
    grow = float(numbers[0]) if numbers else 1.0
    shrink = float(numbers[1]) if len(numbers) > 1 else 1.0
    basis = others[0] if others else "0%"
    return grow, shrink, basis


def convert(root):
    """The Trellis document and the ids of the frames Chrome measures ("root", "n0", "n0_1"
    inside a nested container n0, …), or Skip."""
    if root.style.get("display", "flex") != "flex":
        raise Skip("not a flex root", f"root display: {root.style['display']}")
    if root.parent is not None and "viewport" in root.parent.attrs.get("class", ""):
        raise Skip("available space set by a wrapper", "the root sits in a sized .viewport")
    size = own_size(root.style, insets(root.style, "root"), "root")
    layout, ids, _ = linear_node(root, "root", "n", size)
    document = {"trellis": 1, "size": size, "rounding": "none", "root": layout}
    return document, ids


def own_size(style, sides, what, parent=(None, None)):
    """The px border-box width and height of an element (None when auto); a percentage is of
    `parent`, the parent's content-box size on that axis when it has a px one."""
    top, right, bottom, left = sides
    size = [None, None]
    for axis, key, total in ((0, "width", left + right), (1, "height", top + bottom)):
        if key in style and style[key].endswith("%") and parent[axis] is not None:
            value = float(style[key][:-1]) / 100 * parent[axis]
            if style.get("box-sizing") == "content-box":
                value += total
            size[axis] = max(value, total)
        elif key in style and style[key] != "auto":
            value = px(style[key], f"{what} {key}")
            if style.get("box-sizing") == "content-box":
                value += total
            size[axis] = max(value, total)  # a border box holds its padding and border
    return size


def linear_node(element, node_id, prefix, size):
    """A flex container as a Trellis linear node: (node, ids, natural size [w, h]), `size` its
    px size where it has one."""
    style = element.style
    what = "root" if node_id == "root" else f"container {node_id}"
    check_keys({k: v for k, v in style.items() if k not in ITEM_KEYS or k in ROOT_KEYS},
               ROOT_KEYS, "root")
    if style.get("display", "flex") != "flex":
        raise Skip("nested or hidden content", f"{what}: display: {style['display']}")
    if element.text.strip():
        raise Skip("nested or hidden content", f"{what}: text beside child elements")
    direction = style.get("flex-direction", "row")
    if direction not in ("row", "column"):
        raise Skip("reversed direction", f"{what}: flex-direction: {direction}")
    if style.get("flex-wrap", "nowrap") != "nowrap":
        raise Skip("wrapping",
                   f"{what}: flex-wrap: {style['flex-wrap']} (a linear layout is one line)")
    horizontal = direction == "row"
    main, cross = (0, 1) if horizontal else (1, 0)
    top, right, bottom, left = insets(style, what)
    gap_key = "column-gap" if horizontal else "row-gap"
    spacing = 0.0
    if "gap" in style:
        parts = style["gap"].split()
        spacing = px(parts[-1] if horizontal else parts[0], f"{what} gap")
    if gap_key in style:
        spacing = px(style[gap_key], f"{what} {gap_key}")
    main_insets = left + right if horizontal else top + bottom
    inner_main = None if size[main] is None else size[main] - main_insets
    inner = [None if size[0] is None else size[0] - left - right,
             None if size[1] is None else size[1] - top - bottom]

    children, ids = [], [node_id]
    grows, shrinks, cross_aligns, stretches = [], [], [], []
    for index, child in enumerate(element.children):
        item_id = f"{prefix}{index}"
        what_item = f"item {item_id}"
        if child.tag != "div":
            raise Skip("nested or hidden content", f"{what_item}: <{child.tag}>")
        s = child.style
        sides = insets(s, what_item)
        t, r, b, lft = sides
        box = (lft + r, t + b)
        px_size = own_size(s, sides, what_item, inner)
        if child.children:
            node, nested_ids, natural = linear_node(child, item_id, item_id + "_", px_size)
            ids += nested_ids
            content = natural
            clamp = [px_size[0], px_size[1]]
            if clamp != [None, None]:
                node["minDesired"] = node["maxDesired"] = clamp
        else:
            check_keys(s, LEAF_KEYS, what_item)
            ids.append(item_id)
            text = fixed_text(child, what_item)
            content = [(text[a] if text else 0.0) + box[a] for a in (0, 1)]
            node = {"id": item_id}
        auto = [px_size[0] is None, px_size[1] is None]
        desired = [content[a] if auto[a] else px_size[a] for a in (0, 1)]
        grow, shrink, basis = 0.0, 1.0, "auto"
        if "flex" in s:
            grow, shrink, basis = flex_shorthand(s["flex"], f"{what_item} flex")
        grow = float(s.get("flex-grow", grow))
        shrink = float(s.get("flex-shrink", shrink))
        basis = s.get("flex-basis", basis)
        if basis not in ("auto", "content"):
            if basis.endswith("%"):
                if inner_main is None:
                    raise Skip("percentage",
                               f"{what_item}: flex-basis {basis} of an indefinite size")
                value = float(basis[:-1]) / 100 * inner_main
            else:
                value = px(basis, f"{what_item} flex-basis")
            if inner_main is None and value != desired[main]:
                raise Skip("flex basis in an indefinite container",
                           f"{what_item}: the container's size counts the item's content, its "
                           "layout the basis; a Trellis item has one desired size")
            value = max(value, box[main])
            automatic = content[main] if auto[main] else min(content[main], desired[main])
            if value < automatic:
                raise Skip("min/max size",
                           f"{what_item}: flex-basis {basis} below the automatic minimum size "
                           f"(min-{'width' if horizontal else 'height'}: auto, the content's "
                           f"{automatic:g} px)")
            if "layout" in node and value != desired[main]:
                raise Skip("flex basis of a nested container",
                           f"{what_item}: a container's desired size is its own measurement")
            desired[main] = value
        self_align = s.get("align-self", "auto")
        if self_align == "auto":
            self_align = style.get("align-items", "normal")
        stretch = self_align in ("normal", "stretch") and auto[cross]
        if "layout" not in node:
            node["desired"] = desired
        node["stretch"] = [grow, 1 if stretch else 0] if horizontal else [1 if stretch else 0,
                                                                            grow]
        node["_desired"] = desired
        children.append(node)
        grows.append(grow)
        shrinks.append(shrink)
        stretches.append(stretch)
        if not stretch:
            value = "start" if self_align in ("normal", "stretch") else self_align
            cross_aligns.append(alignment(value, not horizontal, f"{what_item} align-self"))
    if not children:
        raise Skip("no items", f"{what} has no children")
    if node_id != "root" and size[main] is None and any(g > 0 for g in grows):
        raise Skip("nested linear layout with a growing item",
                   f"{what}: a linear layout with an item stretching along its axis measures "
                   "as the whole length offered to it (semantics §5 A2, WeView's rule); a flex "
                   "container's content size is its items' sizes")
    used = sum(c["_desired"][main] for c in children) + spacing * (len(children) - 1)
    if inner_main is not None:
        free = inner_main - used
        if free < 0 and any(s > 0 for s in shrinks):
            raise Skip("shrinking", "the items overflow and may shrink (flex-shrink); WeView's "
                       "linear layouts never shrink without crop")
        if free > 0 and 0 < sum(grows) < 1:
            raise Skip("flex-grow sum below 1",
                       "flexbox hands out only that part of the free space; WeView all of it")
    if len(set(cross_aligns)) > 1 and not any(stretches):
        raise Skip("mixed cross alignments",
                   "items aligned differently across with none stretching: Trellis aligns the "
                   "band of items as a whole (§5 A12), flexbox each item in the line")
    cross_align = cross_aligns[0] if cross_aligns else ("top" if horizontal else "left")
    main_align = alignment(style.get("justify-content", "flex-start"), horizontal,
                           f"{what} justify-content")
    align = [main_align, cross_align] if horizontal else [cross_align, main_align]
    layout = {"id": node_id, "layout": "horizontal" if horizontal else "vertical",
              "align": align, "children": children}
    if spacing:
        layout["spacing"] = spacing
    margin = {k: v for k, v in (("top", top), ("left", left), ("bottom", bottom),
                                ("right", right)) if v}
    if margin:
        layout["margin"] = margin
    # Items that do not stretch across sit in their band by their own alignment.
    index = 0
    for child, stretch in zip(children, stretches):
        if not stretch:
            h, v = (None, cross_aligns[index]) if horizontal else (cross_aligns[index], None)
            child["cellAlign"] = [h, v]
            index += 1
    natural = [0.0, 0.0]
    natural[main] = used + main_insets
    natural[cross] = max(c["_desired"][cross] for c in children) + (
        top + bottom if horizontal else left + right)
    for child in children:
        del child["_desired"]
    return layout, ids, natural
