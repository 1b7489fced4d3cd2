"""Taffy (through stretchable's Python binding, Taffy compiled in its wheel) laying out the
bench-peers grid. Usage: python taffy.py GRID.txt [budget seconds]

The grid is CSS: `display: grid`, columns `minmax(auto, Nfr)`, rows `max-content`, gaps, the
container's size fixed, content aligned to the start (so rows do not stretch, as in
Trellis), and every item a leaf of `min-size` its desired size stretched over its cell (its
min- and max-content contribution is the desired size; its frame is its cell).

Timed per run: one `node_compute_layout` call into Taffy (Rust) on a tree whose every node was
marked dirty beforehand (untimed), so no cached result is reused: Taffy's whole grid layout,
f32 arithmetic, no rounding. Not timed: building the tree (Python), reading the frames back
(one Python call per node; its time is printed as `readBack`).
"""

import json
import sys
import time

from stretchable import Style, taffylib
from stretchable.context import taffy
from stretchable.style import AlignContent, Display, JustifyContent
from stretchable.style.geometry.size import SizeAvailableSpace


def read_grid(path):
    with open(path) as file:
        header = file.readline().split()
        rows, columns = int(header[0]), int(header[1])
        width, height, column_gap, row_gap = (float(v) for v in header[2:6])
        weights = [float(v) for v in file.readline().split()]
        items = [tuple(float(v) for v in line.split()) for line in file if line.strip()]
    assert len(weights) == columns and len(items) == rows * columns
    return rows, columns, width, height, column_gap, row_gap, weights, items


def main():
    path = sys.argv[1]
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    rows, columns, width, height, column_gap, row_gap, weights, items = read_grid(path)
    ptr = taffy._ptr
    taffylib.disable_rounding(ptr)
    root_style = Style(
        display=Display.GRID,
        size=(width, height),
        gap=(column_gap, row_gap),
        grid_template_columns=[f"minmax(auto, {w!r}fr)" for w in weights],
        grid_template_rows=["max-content"] * rows,
        align_content=AlignContent.START,
        justify_content=JustifyContent.START,
    ).to_dict()
    root = taffylib.node_create(ptr, root_style)
    template = Style(min_size=(1, 1)).to_dict()
    nodes = []
    for w, h in items:
        style = dict(template)
        style["min_size"] = {"width": {"dim": 1, "value": w}, "height": {"dim": 1, "value": h}}
        node = taffylib.node_create(ptr, style)
        taffylib.node_add_child(ptr, root, node)
        nodes.append(node)
    available = SizeAvailableSpace(width, height).to_dict()

    def layout():
        for node in nodes:
            taffylib.node_mark_dirty(ptr, node)
        taffylib.node_mark_dirty(ptr, root)
        before = time.perf_counter()
        if not taffylib.node_compute_layout(ptr, root, available):
            raise SystemExit("taffy: layout failed")
        return (time.perf_counter() - before) * 1e6

    layout()
    samples = []
    start = time.perf_counter()
    while len(samples) < 3 or (time.perf_counter() - start < budget and len(samples) < 100000):
        samples.append(layout())
    samples.sort()
    before = time.perf_counter()
    out = taffylib.PyLayout()
    frames = []
    for node in nodes:
        taffylib.node_get_layout(ptr, node, out)
        frames.append((out.x, out.y, out.width, out.height))
    read_back = (time.perf_counter() - before) * 1e6
    column_widths = [frames[j][2] for j in range(columns)]
    row_heights = [frames[i * columns][3] for i in range(rows)]
    print(json.dumps({
        "system": "taffy", "rows": rows, "columns": columns,
        "median": samples[len(samples) // 2], "min": samples[0],
        "p90": samples[min(len(samples) - 1, len(samples) * 9 // 10)], "runs": len(samples),
        "readBack": read_back,
        "note": "one node_compute_layout call, every node dirty, f32, no rounding",
        "columnWidths": column_widths, "rowHeights": row_heights,
    }))


if __name__ == "__main__":
    main()
