// What names an item, and what a relaxed rule constrains: the page's hover panel and the
// highlight of a selected rule. Rules name frames by id and tracks as `grid.col[i]`,
// `grid.row[i]` and `grid.col.spacing[i]`.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Whether `text` names `name` (an id or a track) as a whole word: not `content` in
// `content-min`, but `main` in `main.col[1].width`.
export function names(text, name) {
  return new RegExp(`(^|[^\\w-])${escape(name)}(?![\\w-])`).test(text ?? "");
}

// Every node's parent's id, from the document object.
function parents(object) {
  const parent = new Map();
  const visit = (node) => {
    if (!node || typeof node !== "object" || !Array.isArray(node.children)) return;
    for (const child of node.children) {
      if (child && typeof child.id === "string" && typeof node.id === "string") parent.set(child.id, node.id);
      visit(child);
    }
  };
  visit(object?.root);
  return parent;
}

// The tracks of its parent grid an item's frame lies in: `["main.col[1]", "main.row[0]"]`.
export function tracksOf(id, object, answer) {
  const grid = parents(object).get(id);
  const frame = answer.frames[id], tracks = answer.tracks?.[grid];
  if (!frame || !tracks) return [];
  const within = ([position, size], start, length) =>
    Math.min(start + length, position + size) - Math.max(start, position) > 1e-6 ||
    (length === 0 && start >= position && start <= position + size);
  const [x, y, w, h] = frame;
  return [
    ...(tracks.columns || []).flatMap((track, i) => (within(track, x, w) ? [`${grid}.col[${i}]`] : [])),
    ...(tracks.rows || []).flatMap((track, i) => (within(track, y, h) ? [`${grid}.row[${i}]`] : [])),
  ];
}

const ruleText = (rule) => [rule.rule, rule.expr, rule.relation].join(" ");

// The rules that name item `id`: the document's constraints and groups that mention it or its
// tracks, and the relaxed rules (of the last explanation) whose target involves it.
export function rulesNaming(id, object, answer, explanation) {
  const own = [id, ...tracksOf(id, object, answer)];
  const named = (text) => own.some((name) => names(text, name));
  const constraints = (Array.isArray(object?.constraints) ? object.constraints : [])
    .filter((c) => named(c?.expr));
  const groups = Object.entries(object?.groups && typeof object.groups === "object" ? object.groups : {})
    .filter(([, members]) => Array.isArray(members) && members.some((m) => named(String(m))));
  const relaxed = (explanation?.relaxed || []).filter((rule) => named(ruleText(rule)) || rule.owner === id);
  return { tracks: own.slice(1), constraints, groups, relaxed };
}

// What a relaxed rule constrains: the frames it names (and its owner) and the tracks and
// spacings it names.
export function constrainedBy(rule, answer) {
  const text = ruleText(rule);
  const ids = Object.keys(answer.frames).filter((id) => names(text, id) || rule.owner === id);
  const tracks = [...text.matchAll(/([^\s()+*<>=,]+?)\.(col|row)(\.spacing)?\[(\d+)\]/g)]
    .map((m) => `${m[1]}.${m[2]}${m[3] ?? ""}[${m[4]}]`);
  return { ids, tracks };
}

// Marks what `targets` names in the drawing (`null`: nothing).
export function highlight(svg, targets) {
  if (!svg) return;
  for (const node of svg.querySelectorAll(".highlight")) node.classList.remove("highlight");
  if (!targets) return;
  for (const id of targets.ids) {
    for (const node of svg.querySelectorAll(`[data-id="${CSS.escape(id)}"]`)) node.classList.add("highlight");
  }
  for (const track of targets.tracks) {
    for (const node of svg.querySelectorAll(`[data-track="${CSS.escape(track)}"]`)) node.classList.add("highlight");
  }
}

const round = (value) => (typeof value === "number" ? Math.round(value * 100) / 100 : value);

function item(kind, text) {
  const node = document.createElement("li");
  node.dataset.kind = kind;
  node.textContent = text;
  return node;
}

// The hover panel's content for item `id`: its frame, then the rules that name it.
export function describe(id, object, answer, explanation) {
  const frame = answer.frames[id];
  if (!frame) return [document.createTextNode(`${id}: not in this layout`)];
  const [x, y, w, h] = frame.map(round);
  const head = document.createElement("p");
  head.className = "frame";
  head.textContent = `${id}: x ${x}, y ${y}, ${w} × ${h}`;
  const found = rulesNaming(id, object, answer, explanation);
  if (found.tracks.length) head.textContent += ` · in ${found.tracks.join(", ")}`;
  const list = document.createElement("ul");
  list.id = "inspect-rules";
  for (const c of found.constraints) {
    list.append(item("constraint", `constraint ${c.id ?? ""}: ${c.expr}${c.strength ? ` (${c.strength})` : ""}`));
  }
  for (const [name, members] of found.groups) list.append(item("group", `group ${name}: ${members.join(", ")}`));
  for (const rule of found.relaxed) {
    list.append(item("relaxed",
      `gave way (${rule.tier}) ${rule.rule}: ${rule.relation ?? rule.expr}, achieved ${round(rule.achieved)}`));
  }
  if (!list.children.length) list.append(item("none", "no constraint, group or relaxed rule names it"));
  return [head, list];
}
