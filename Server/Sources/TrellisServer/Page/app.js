// The playground page: edit a document, drag its size, watch what gives way.
import * as api from "./api.js";
import { containerIDs, draw } from "./view.js";
import { constrainedBy, describe, highlight } from "./inspect.js";

const $ = (id) => document.getElementById(id);
const state = {
  size: null,        // [w, h] the user asked for (null on an axis: measured); null: the document's own
  zoom: 1,           // pixels per layout point, kept while dragging
  inFlight: false,   // a solve is on its way
  again: false,      // another was asked for meanwhile
  lastAnswer: null,
  object: null,      // the document last laid out, parsed
  explanation: null, // the last explanation (trellis explain --format json)
  hovered: null,     // the id of the item last hovered
  selected: null,    // the name of the relaxed rule selected
  inspectTimer: 0,
};

// The text sent: the editor's, with the switches applied when it is JSON (every grid's
// distribution, the document's rounding); as typed otherwise, so that the server's reader
// reports the error's line and column.
function requestText() {
  const text = $("editor").value;
  const distribution = $("distribution").value, rounding = $("rounding").value;
  if (!distribution && !rounding) return { text, object: safeParse(text) };
  const object = safeParse(text);
  if (!object || typeof object !== "object") return { text, object };
  if (rounding) object.rounding = rounding;
  if (distribution) {
    const visit = (node) => {
      if (!node || typeof node !== "object") return;
      if (node.layout === "grid") node.distribution = distribution;
      (node.children || []).forEach(visit);
    };
    visit(object.root);
  }
  return { text: JSON.stringify(object), object };
}

function safeParse(text) {
  try { return JSON.parse(text); } catch { return null; }
}

function request(extra = {}) {
  const { text, object } = requestText();
  const body = { text, engine: $("engine").value, svg: $("picture").checked, ...extra };
  if (state.size) body.size = state.size;
  return { body, object };
}

// Solves now, or once the solve on its way is back (the latest request wins).
async function solve() {
  if (state.inFlight) { state.again = true; return; }
  state.inFlight = true;
  const { body, object } = request();
  const started = performance.now();
  let reply;
  try {
    reply = await api.solve(body);
  } catch (error) {
    reply = { ok: false, error: { kind: "network", message: String(error) } };
  }
  const roundTrip = performance.now() - started;
  state.inFlight = false;
  show(reply, object, roundTrip);
  if (state.again) { state.again = false; solve(); return; }
  scheduleInspection();
}

function show(reply, object, roundTrip) {
  const error = $("error");
  if (!reply.ok) {
    const e = reply.error;
    // A syntax error's message names its line and column already.
    const where = e.line
      ? (e.message.includes(`line ${e.line}, column ${e.column}`) ? "" : `line ${e.line}, column ${e.column}: `)
      : e.path ? `${e.path}: ` : "";
    error.textContent = `${where}${e.message}`;
    error.className = "error";
    error.dataset.line = e.line || "";
    error.dataset.column = e.column || "";
    $("status").textContent = e.kind;
    return;
  }
  error.textContent = "ok";
  error.className = "ok";
  error.dataset.line = error.dataset.column = "";
  const answer = reply.answer;
  state.lastAnswer = answer;
  $("status").textContent =
    `${answer.engine} · solve ${reply.milliseconds.toFixed(2)} ms · round trip ${roundTrip.toFixed(1)} ms` +
    (reply.reused ? " · session" : "");
  $("status").dataset.roundTrip = roundTrip.toFixed(2);
  if (document.activeElement !== $("width")) $("width").value = answer.size[0] ?? "";
  if (document.activeElement !== $("height")) $("height").value = answer.size[1] ?? "";
  const canvas = $("canvas");
  if ($("picture").checked && reply.svg) {
    canvas.innerHTML = reply.svg;
  } else {
    canvas.replaceChildren(draw(answer, containerIDs(object), state.zoom));
  }
  const list = $("diagnostics");
  list.replaceChildren(...(answer.diagnostics || []).map((d) => {
    const item = document.createElement("li");
    item.textContent = `${d.severity} ${d.path}: ${d.message}`;
    return item;
  }));
  if (!list.children.length) list.innerHTML = "<li>none</li>";
  state.object = object;
  showHovered();
  showSelected();
}

// The hovered item's frame and the rules that name it (kept once the pointer leaves it).
function hover(id) {
  if (!state.lastAnswer?.frames?.[id]) return;
  state.hovered = id;
  showHovered();
}

function showHovered() {
  const svg = $("canvas").querySelector("svg");
  for (const node of svg?.querySelectorAll(".hovered") ?? []) node.classList.remove("hovered");
  if (!state.hovered || !state.lastAnswer) return;
  for (const node of svg?.querySelectorAll(`[data-id="${CSS.escape(state.hovered)}"]`) ?? []) node.classList.add("hovered");
  $("inspect").replaceChildren(...describe(state.hovered, state.object, state.lastAnswer, state.explanation));
}

// Selects the relaxed rule named `name` (again: none), and highlights what it constrains.
function select(name) {
  state.selected = state.selected === name ? null : name;
  showSelected();
}

function showSelected() {
  const rules = state.explanation?.relaxed || [];
  const rule = rules.find((r) => r.rule === state.selected);
  if (!rule) state.selected = null;
  for (const row of $("relaxed").tBodies[0].rows) row.classList.toggle("selected", row.dataset.rule === state.selected);
  highlight($("canvas").querySelector("svg"), rule && state.lastAnswer ? constrainedBy(rule, state.lastAnswer) : null);
}

// The relaxed rules (explain) and both engines' agreement (check), once the drag or the
// typing rests.
function scheduleInspection() {
  clearTimeout(state.inspectTimer);
  state.inspectTimer = setTimeout(async () => {
    const { body } = request({ svg: false });
    const [explained, checked] = await Promise.all([api.explain(body), api.check(body)]);
    const rows = $("relaxed").tBodies[0];
    state.explanation = explained.ok ? explained.explanation : null;
    if (explained.ok) {
      const e = explained.explanation;
      $("summary").textContent = e.summary || (e.relaxed?.length ? "" : "Every rule holds.");
      rows.replaceChildren(...(e.relaxed || []).map((rule) => {
        const row = document.createElement("tr");
        row.dataset.rule = rule.rule;
        row.title = "select to highlight what it constrains";
        row.addEventListener("click", () => select(rule.rule));
        for (const value of [rule.tier, rule.rule, rule.target, rule.achieved, rule.expr]) {
          const cell = document.createElement("td");
          cell.textContent = typeof value === "number" ? Math.round(value * 100) / 100 : value ?? "";
          row.append(cell);
        }
        return row;
      }));
    } else {
      $("summary").textContent = explained.error.message;
      rows.replaceChildren();
    }
    showHovered();
    showSelected();
    $("check").textContent = !checked.ok ? "" : checked.lpOnly
      ? "LP engine only (constraints or groups)"
      : checked.agrees ? "both engines agree" : `engines differ: ${checked.differences.join("; ")}`;
  }, 300);
}

// Saves `text` as a file named `name` (a download the browser makes from memory).
function save(name, text, type) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

async function download(kind) {
  const { body } = request({ svg: false });
  if (kind === "answer") {
    if (state.lastAnswer) save("answer.json", JSON.stringify(state.lastAnswer, null, 2), "application/json");
    return;
  }
  const reply = kind === "svg" ? await api.render(body) : await api.program(body);
  if (!reply.ok) { $("error").textContent = reply.error.message; $("error").className = "error"; return; }
  if (kind === "svg") save("layout.svg", reply.svg, "image/svg+xml");
  else save("layout.lp", reply.program, "text/plain");
}

// The document in the link's fragment (`#doc=` and its UTF-8 text in base64url), so that a
// link opens the page on it.
function encodeDocument(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeDocument(fragment) {
  const match = /^#doc=([A-Za-z0-9_-]*)$/.exec(fragment);
  if (!match) return null;
  try {
    const binary = atob(match[1].replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

// Fits the document's own size into the stage, then keeps that zoom while dragging.
function fitZoom(answer) {
  const available = Math.max(200, $("result").clientWidth - 24);
  const width = answer?.size?.[0] || 400;
  state.zoom = Math.min(1, available / width);
}

async function open(index) {
  const reply = await api.document(index);
  if (!reply.ok) { $("error").textContent = reply.error.message; return; }
  $("editor").value = reply.text;
  state.size = null;
  const object = safeParse(reply.text);
  fitZoom({ size: object?.size });
  solve();
}

function resizeTo(width, height) {
  const clamp = (v) => (v === null || Number.isNaN(v) ? null : Math.max(0, Math.round(v)));
  state.size = [clamp(width), clamp(height)];
  $("width").value = state.size[0] ?? "";
  $("height").value = state.size[1] ?? "";
  solve();
}

function dragHandle() {
  const handle = $("handle");
  handle.addEventListener("pointerdown", (down) => {
    down.preventDefault();
    handle.setPointerCapture(down.pointerId);
    const svg = $("canvas").querySelector("svg");
    const origin = svg.getBoundingClientRect();
    const move = (event) => resizeTo(
      (event.clientX - origin.left) / state.zoom, (event.clientY - origin.top) / state.zoom);
    const up = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", up);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", up);
  });
}

async function start() {
  const list = await api.documents();
  $("documents").replaceChildren(...list.map((d) => new Option(`${d.name}${d.kind === "file" ? "" : " (example)"}`, d.index)));
  $("documents").addEventListener("change", () => open($("documents").value));
  let typing = 0;
  $("editor").addEventListener("input", () => { clearTimeout(typing); typing = setTimeout(solve, 120); });
  for (const id of ["engine", "distribution", "rounding", "picture"]) $(id).addEventListener("change", solve);
  const typed = () => resizeTo(
    $("width").value === "" ? null : Number($("width").value),
    $("height").value === "" ? null : Number($("height").value));
  $("width").addEventListener("input", typed);
  $("height").addEventListener("input", typed);
  $("own").addEventListener("click", () => { state.size = null; solve(); });
  $("error").addEventListener("click", () => {
    const { line, column } = $("error").dataset;
    if (!line) return;
    const lines = $("editor").value.split("\n");
    const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + (column - 1);
    $("editor").focus();
    $("editor").setSelectionRange(offset, offset + 1);
  });
  dragHandle();
  $("canvas").addEventListener("mouseover", (event) => {
    const node = event.target.closest?.("[data-id]");
    if (node) hover(node.dataset.id);
  });
  $("get-svg").addEventListener("click", () => download("svg"));
  $("get-answer").addEventListener("click", () => download("answer"));
  $("get-program").addEventListener("click", () => download("program"));
  $("share").addEventListener("click", (event) => {
    event.preventDefault();
    history.replaceState(null, "", "#doc=" + encodeDocument($("editor").value));
    $("share").href = location.href;
    navigator.clipboard?.writeText(location.href).catch(() => {});
  });
  const shared = decodeDocument(location.hash);
  if (shared !== null) {
    $("editor").value = shared;
    fitZoom({ size: safeParse(shared)?.size });
    solve();
  } else if (list.length) {
    open(list[0].index);
  }
}

start();
