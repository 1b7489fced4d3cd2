"""Re-measures Taffy fixtures in headless Chromium: the unrounded border box of the root and of
each element inside it (ids n0, n1, … and n0_0 … inside n0) (`getBoundingClientRect()`, Chrome's 1/64-px layout units), as Taffy's
scripts/gentest does, but without rounding.

Each fixture is copied into a scratch folder with Taffy's base style sheet; a script appended
to its body waits for the Ahem font (`document.fonts.ready`), sets the body to gentest's first
variant (`border-box ltr`), and writes the measurements as JSON into a `<pre>` that
`chromium --dump-dom` prints.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile

SCRIPT = """
<script>
document.body.className = "border-box ltr";
function trellisMeasure() {
  const root = document.getElementById("test-root");
  const origin = root.getBoundingClientRect();
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return [r.x - origin.x, r.y - origin.y, r.width, r.height];
  };
  const out = { root: box(root), origin: [origin.x, origin.y] };
  const walk = (element, prefix) => Array.from(element.children).forEach((child, i) => {
    out[prefix + i] = box(child);
    walk(child, prefix + i + "_");
  });
  walk(root, "n");
  const pre = document.createElement("pre");
  pre.id = "trellis-measure";
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
}
document.fonts.ready.then(trellisMeasure);
</script>
"""

CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
    "--window-size=1920,1080", "--virtual-time-budget=3000", "--dump-dom",
]


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("measure: no chromium on PATH (Debian: apt-get install chromium)")


def chromium_version():
    output = subprocess.run([chromium_binary(), "--version"], capture_output=True, text=True)
    return output.stdout.strip()


def measure(html, base_css, attempts=3):
    """`measure_once`, tried again when Chromium prints nothing (it sometimes exits early)."""
    for attempt in range(attempts):
        try:
            return measure_once(html, base_css)
        except RuntimeError:
            if attempt == attempts - 1:
                raise
    return None


def measure_once(html, base_css):
    """The frames of one fixture's root and children, by id ("root", "n0", …), in px relative
    to the root's origin."""
    with tempfile.TemporaryDirectory(prefix="trellis-chrome-") as scratch:
        page = re.sub(r'<script src="[^"]*test_helper\.js"></script>', "", html)
        page = re.sub(r'href="[^"]*test_base_style\.css"', 'href="base.css"', page)
        page = page.replace("</body>", SCRIPT + "</body>")
        with open(os.path.join(scratch, "base.css"), "w") as f:
            f.write(base_css)
        path = os.path.join(scratch, "fixture.html")
        with open(path, "w") as f:
            f.write(page)
        profile = os.path.join(scratch, "profile")
        result = subprocess.run(
            [chromium_binary(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
             "file://" + path],
            capture_output=True, text=True, timeout=120)
    match = re.search(r'<pre id="trellis-measure">(.*?)</pre>', result.stdout, re.S)
    if not match:
        raise RuntimeError("chromium printed no measurement:\n" + result.stderr[-2000:])
    frames = json.loads(match.group(1).replace("&quot;", '"'))
    origin = frames.pop("origin")
    if origin != [0, 0]:
        raise RuntimeError(f"the root is not at the page origin: {origin}")
    return frames
