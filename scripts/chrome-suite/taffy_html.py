"""Reading Taffy's test fixtures (test_fixtures/*/*.html, MIT): the element tree under
`#test-root`, each element's inline style, and its text.

Shared by the grid and flex converters (grid_convert.py, flex_convert.py). Taffy's base style
sheet (scripts/gentest/test_base_style.css) makes every div `display: flex`, `box-sizing:
border-box`, `position: relative` with no margin, padding or border, and the root absolutely
positioned at the top left of the page; text is the Ahem font at 10px, line-height 1, so each
glyph is a 10x10 square.
"""

import re
from html.parser import HTMLParser


class Skip(Exception):
    """A fixture Trellis does not express exactly: `reason` is a category (the README groups
    skipped fixtures by it), `detail` says what in the fixture."""

    def __init__(self, reason, detail):
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class Element:
    """One element: tag, attributes, inline style (property -> value, lower case), children
    and the text directly inside it."""

    def __init__(self, tag, attrs, parent):
        self.tag = tag
        self.attrs = dict(attrs)
        self.style = parse_style(self.attrs.get("style", ""))
        self.parent = parent
        self.children = []
        self.text = ""

    def outer_html(self):
        """A compact rendering of the element and its subtree (for the fixture's record)."""
        attrs = "".join(f' {k}="{v}"' for k, v in self.attrs.items())
        inner = self.text.replace("\u200b", "&#8203;") + "".join(
            c.outer_html() for c in self.children)
        return f"<{self.tag}{attrs}>{inner}</{self.tag}>"


def parse_style(text):
    style = {}
    for declaration in text.split(";"):
        if ":" not in declaration:
            continue
        name, value = declaration.split(":", 1)
        style[name.strip().lower()] = " ".join(value.strip().split())
    return style


class _Parser(HTMLParser):
    VOID = {"meta", "link", "br", "img", "input", "hr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.document = Element("#document", [], None)
        self.current = self.document

    def handle_starttag(self, tag, attrs):
        element = Element(tag, attrs, self.current)
        self.current.children.append(element)
        if tag not in self.VOID:
            self.current = element

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        if self.current.tag not in ("script", "style", "title"):
            self.current.text += data


def find_root(html):
    """The `#test-root` element of a fixture."""
    parser = _Parser()
    parser.feed(html)

    def search(node):
        if node.attrs.get("id") == "test-root":
            return node
        for child in node.children:
            found = search(child)
            if found is not None:
                return found
        return None

    root = search(parser.document)
    if root is None:
        raise Skip("no test root", "the fixture has no #test-root element")

    body = html[html.find("<body"):]
    if "<script" in body:
        raise Skip("styles set by a script", "a script in the page sets the layout's styles")
    if re.search(r'="[^"]*[<>]', html):
        raise Skip("malformed HTML", "an attribute value runs into the markup (a missing "
                   "quote): the page is not the layout its name describes")
    return root


def px(value, what):
    """A length in px (a bare 0 too); anything else (%, auto, em, calc) raises Skip."""
    value = value.strip()
    if value == "0":
        return 0.0
    if value.endswith("px"):
        try:
            return float(value[:-2])
        except ValueError:
            pass
    if value.endswith("%"):
        raise Skip("percentage", f"{what}: {value}")
    raise Skip("unsupported value", f"{what}: {value}")


def box_sides(value, what):
    """A padding or border-width shorthand in px: (top, right, bottom, left)."""
    parts = [px(p, what) for p in value.split()]
    if len(parts) == 1:
        return (parts[0],) * 4
    if len(parts) == 2:
        return (parts[0], parts[1], parts[0], parts[1])
    if len(parts) == 3:
        return (parts[0], parts[1], parts[2], parts[1])
    if len(parts) == 4:
        return tuple(parts)
    raise Skip("unsupported value", f"{what}: {value}")


def insets(style, what):
    """Padding plus border widths in px, (top, right, bottom, left), from the inline style.

    The base sheet gives every div `border: 0 solid red`, so a border width takes space unless
    the style says `border-style: none` (or a `border` shorthand without a style)."""
    sides = ("top", "right", "bottom", "left")
    padding = [0.0] * 4
    if "padding" in style:
        padding = list(box_sides(style["padding"], f"{what} padding"))
    border = [0.0] * 4
    border_style = "solid"
    if "border" in style:
        parts = style["border"].split()
        widths = [p for p in parts if p[0].isdigit()]
        border = [px(widths[0], f"{what} border")] * 4 if widths else [0.0] * 4
        styles = [p for p in parts if not p[0].isdigit()]
        border_style = "none" if "none" in styles or not styles else "solid"
    if "border-width" in style:
        border = list(box_sides(style["border-width"], f"{what} border-width"))
    if "border-style" in style:
        border_style = "none" if style["border-style"] in ("none", "hidden") else "solid"
    for index, side in enumerate(sides):
        if f"padding-{side}" in style:
            padding[index] = px(style[f"padding-{side}"], f"{what} padding-{side}")
        if f"border-{side}-width" in style:
            border[index] = px(style[f"border-{side}-width"], f"{what} border-{side}-width")
    if border_style == "none":
        border = [0.0] * 4
    return tuple(padding[i] + border[i] for i in range(4))


def fixed_text(element, what):
    """The width and height of an element's own text when its min-content and max-content
    sizes are equal (no break opportunity): Ahem glyphs are 10x10. None for no text."""
    text = element.text.strip()
    if not text:
        if element.text and element.text.strip(" \n\t\r") == "" and "\u200b" in element.text:
            raise Skip("text with break opportunities", f"{what}: zero-width space")
        return None
    if any(ch.isspace() or ch == "\u200b" for ch in text):
        raise Skip(
            "text with break opportunities",
            f"{what}: text '{text.encode('unicode_escape').decode()}' has min-content < "
            "max-content; Trellis items have one desired size")
    return (10.0 * len(text), 10.0)


def wrapping_text(element):
    """(words, word width) of an element's own text when it wraps like Trellis's
    `heightForWidth`: two or more words of the same number of Ahem glyphs joined by zero-width
    spaces only, so that min-content is one word (10 px a glyph), max-content every word on one
    line and each line 10 px tall. None for any other text."""
    words = element.text.strip(" \n\t\r").split("\u200b")
    if len(words) < 2 or any(not w or any(ch.isspace() for ch in w) for w in words):
        return None
    if len({len(w) for w in words}) != 1:
        return None
    return len(words), 10.0 * len(words[0])


def category(key):
    """The skip reason for a CSS property the converter does not take."""
    if key.startswith("margin"):
        return "item margin"
    if key.startswith("min-") or key.startswith("max-"):
        return "min/max size"
    if key in ("position", "top", "left", "right", "bottom", "inset", "z-index"):
        return "absolute or relative positioning"
    if key in ("direction", "writing-mode"):
        return "RTL or vertical writing"
    if key.startswith("overflow"):
        return "overflow (scroll containers)"
    if key == "aspect-ratio":
        return "aspect ratio"
    if key == "display":
        return "nested or hidden content"
    return f"unsupported property {key}"


def check_keys(style, allowed, what):
    """Raises Skip for a property outside `allowed` (padding and border are read elsewhere;
    a positioned root is laid out as a static one)."""
    for key, value in style.items():
        if key.startswith("padding") or key.startswith("border"):
            continue
        if key == "display" and what != "root":
            raise Skip("nested or hidden content", f"{what}: display: {value}")
        if key == "position" and what == "root" and value in ("absolute", "relative"):
            continue
        if key not in allowed:
            raise Skip(category(key), f"{what}: {key}: {value}")
