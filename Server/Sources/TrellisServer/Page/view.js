// Draws an answer to scale: the root's bounds, every container, the grids' tracks with their
// sizes and every item labelled with its id. One layout point is `zoom` pixels.

const SVG = "http://www.w3.org/2000/svg";

function element(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

// The ids of the document's containers (nodes with children), or an empty set.
export function containerIDs(object) {
  const ids = new Set();
  const visit = (node) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node.children)) {
      if (typeof node.id === "string") ids.add(node.id);
      node.children.forEach(visit);
    }
  };
  visit(object && object.root);
  return ids;
}

const round = (value) => Math.round(value * 10) / 10;

export function draw(answer, containers, zoom) {
  const [width, height] = answer.size.map((length, axis) => {
    if (length !== null && length !== undefined) return length;
    return Math.max(0, ...Object.values(answer.frames).map((f) => f[axis] + f[axis + 2]));
  });
  const svg = element("svg", {
    width: Math.ceil(width * zoom) + 1, height: Math.ceil(height * zoom) + 1,
    viewBox: `0 0 ${width + 1 / zoom} ${height + 1 / zoom}`, "data-width": width, "data-height": height,
  });
  svg.append(element("rect", { class: "frame-root", x: 0, y: 0, width, height }));
  const entries = Object.entries(answer.frames);
  const font = 11 / zoom;
  for (const [id, [x, y, w, h]] of entries) {
    if (!containers.has(id)) continue;
    svg.append(element("rect", { class: "frame-container", "data-id": id, x, y, width: w, height: h, "vector-effect": "non-scaling-stroke" }));
  }
  for (const [id, [x, y, w, h]] of entries) {
    if (containers.has(id)) continue;
    const group = element("g", { class: "item", "data-id": id });
    group.append(element("rect", { class: "frame-item", x, y, width: w, height: h, "vector-effect": "non-scaling-stroke" }));
    group.append(element("title", {}, `${id}: ${round(x)}, ${round(y)}, ${round(w)} × ${round(h)}`));
    group.append(element("text", { class: "label", x: x + 3 / zoom, y: y + font + 1 / zoom, "font-size": font }, id));
    svg.append(group);
  }
  // Tracks last: their lines and sizes over the items, and a band for each track and spacing
  // (`main.col[1]`, `main.col.spacing[0]`), shown when a relaxed rule that names it is selected.
  for (const [id, tracks] of Object.entries(answer.tracks || {})) {
    const frame = answer.frames[id];
    if (!frame) continue;
    const [fx, fy, fw, fh] = frame;
    const columns = tracks.columns || [], rows = tracks.rows || [];
    for (const [position, size] of columns) {
      for (const x of [position, position + size]) {
        svg.append(element("line", { class: "track", x1: x, x2: x, y1: fy, y2: fy + fh, "vector-effect": "non-scaling-stroke" }));
      }
      svg.append(element("text", { class: "track-size", x: position + size / 2, y: fy + font, "text-anchor": "middle", "font-size": font * 0.9 }, round(size)));
    }
    for (const [position, size] of rows) {
      for (const y of [position, position + size]) {
        svg.append(element("line", { class: "track", x1: fx, x2: fx + fw, y1: y, y2: y, "vector-effect": "non-scaling-stroke" }));
      }
      svg.append(element("text", { class: "track-size", x: fx + 2 / zoom, y: position + size / 2, "font-size": font * 0.9 }, round(size)));
    }
    const band = (name, start, length, vertical) => svg.append(element("rect", {
      class: "track-band", "data-track": name, "vector-effect": "non-scaling-stroke",
      ...(vertical ? { x: start, y: fy, width: length, height: fh } : { x: fx, y: start, width: fw, height: length }),
    }));
    columns.forEach(([position, size], index) => {
      band(`${id}.col[${index}]`, position, size, true);
      const next = columns[index + 1];
      if (next) band(`${id}.col.spacing[${index}]`, position + size, next[0] - position - size, true);
    });
    rows.forEach(([position, size], index) => {
      band(`${id}.row[${index}]`, position, size, false);
      const next = rows[index + 1];
      if (next) band(`${id}.row.spacing[${index}]`, position + size, next[0] - position - size, false);
    });
  }
  return svg;
}
