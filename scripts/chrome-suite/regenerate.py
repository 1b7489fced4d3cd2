#!/usr/bin/env python3
"""Regenerates Trellis's browser-measured conformance suite (Tests/ConformanceTests/Chrome/)
from Taffy's test fixtures (https://github.com/DioxusLabs/taffy, MIT).

    scripts/chrome-suite/regenerate.py --taffy PATH [--trellis .build/debug/trellis]
        [--remeasure] [--only NAME]

PATH is a Taffy checkout (a work tree, or a bare git directory: its HEAD is read). For each
fixture of test_fixtures/grid and test_fixtures/flex it converts what Trellis expresses exactly
(grid_convert.py, flex_convert.py), measures the converted ones in headless Chromium
(measure.py; a fixture whose HTML and Chromium version are unchanged keeps its measurement
unless --remeasure), writes one JSON file per case, skipped.json with every skipped fixture and
its reason, and README.md with the counts. With --trellis it solves every case with both
engines and reports which agree with Chrome within 1/64 px; a case that disagrees must be
pending (decisions.PENDING) or not converted (decisions.SEMANTIC), else the run fails.
"""

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import decisions  # noqa: E402
import flex_convert  # noqa: E402
import grid_convert  # noqa: E402
import measure  # noqa: E402
import placement  # noqa: E402
import readme  # noqa: E402
import wrapping  # noqa: E402
from grid_tracks import auto_place  # noqa: E402
from taffy_html import Skip, find_root  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(REPO, "Tests", "ConformanceTests", "Chrome")


# Taffy's fixture folders, and pages written for Trellis (grids): probes/, which show a
# difference no Taffy fixture shows, seeded random grids of wrapping text (wrapping.py) and
# seeded random grids of placed and spanning items (placement.py).
SUITES = (("grid", grid_convert), ("flex", flex_convert), ("probe", grid_convert),
          ("wrapping", grid_convert), ("placement", grid_convert))
SEEDS = {"wrapping": wrapping.SEED, "placement": placement.SEED}
HERE = os.path.dirname(os.path.abspath(__file__))
PROBES = os.path.join(HERE, "probes")


def our_pages(suite):
    """(name, html) of the pages written for Trellis in a suite, or None for Taffy's."""
    if suite == "wrapping":
        return wrapping.pages()
    if suite == "placement":
        return placement.pages()
    if suite == "probe":
        names = sorted(n[:-5] for n in os.listdir(PROBES) if n.endswith(".html"))
        pages = []
        for name in names:
            with open(os.path.join(PROBES, f"{name}.html")) as f:
                pages.append((name, f.read()))
        return pages
    return None


class Taffy:
    """Reads files from a Taffy work tree or bare git directory."""

    def __init__(self, path):
        self.path = path
        self.bare = not os.path.isdir(os.path.join(path, "test_fixtures"))
        git = ["git", "--git-dir", path] if self.bare else ["git", "-C", path]
        self.git = git
        self.commit = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True,
                                     text=True).stdout.strip() or "unknown"

    def list(self, folder):
        if self.bare:
            out = subprocess.run(self.git + ["ls-tree", "--name-only", "HEAD", folder + "/"],
                                 capture_output=True, text=True, check=True).stdout
            return sorted(os.path.basename(p) for p in out.split() if p.endswith(".html"))
        return sorted(p for p in os.listdir(os.path.join(self.path, folder))
                      if p.endswith(".html"))

    def read(self, path):
        if self.bare:
            return subprocess.run(self.git + ["show", f"HEAD:{path}"], capture_output=True,
                                  text=True, check=True).stdout
        with open(os.path.join(self.path, path)) as f:
            return f.read()


def solve(trellis, document, engine):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(document, f)
        path = f.name
    try:
        out = subprocess.run([trellis, "solve", path, "--engine", engine], capture_output=True,
                             text=True)
    finally:
        os.unlink(path)
    if out.returncode != 0:
        return None, out.stderr.strip()
    return json.loads(out.stdout)["frames"], ""


def tolerance(document):
    """Chrome lays out in 1/64 px units and snaps every track size, gap share and alignment
    offset to them, so an edge after n tracks sums up to 2n - 1 snapped lengths (the leading
    offset, n - 1 tracks and n - 1 gaps): the tolerance is (2n - 1)/64 px, n the most tracks
    (grid) or children (linear) on an axis, summed over nested containers, at least 1/64."""

    def tracks(node):
        if "layout" not in node:
            return 0
        count = len(node["children"])
        if node["layout"] == "grid":
            columns = node["columns"]
            keys = ("column", "row", "columnSpan", "rowSpan")
            if any(k in child for child in node["children"] for k in keys):
                # placement mode (placement.md P1): the rows the areas reach
                areas, _, _ = auto_place(
                    [((c.get("row"), c.get("rowSpan", 1)), (c.get("column"), c.get("columnSpan", 1)))
                     for c in node["children"]], columns)
                rows = max([len(node.get("rowSizings", []))] + [r + rs for r, _, rs, _ in areas])
                count = max(columns, rows)
            else:
                count = max(columns, -(-count // columns))
        return count + max([tracks(child) for child in node["children"]] + [0])

    return max(1, 2 * tracks(document["root"]) - 1) / 64


def differences(frames, expected, limit):
    """(id, Trellis frame, Chrome frame) beyond the tolerance."""
    found = []
    for key, chrome in sorted(expected.items()):
        mine = (frames or {}).get(key)
        if mine is None or any(abs(a - b) > limit for a, b in zip(mine, chrome)):
            found.append((key, mine, chrome))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--taffy", required=True)
    parser.add_argument("--trellis")
    parser.add_argument("--remeasure", action="store_true")
    parser.add_argument("--only")
    args = parser.parse_args()
    taffy = Taffy(args.taffy)
    base_css = taffy.read("scripts/gentest/test_base_style.css")
    version = measure.chromium_version()
    cases, skipped = [], {}
    for suite, converter in SUITES:
        os.makedirs(os.path.join(OUT, suite), exist_ok=True)
        ours = our_pages(suite)
        names = [n for n, _ in ours] if ours is not None else [
            n[:-5] for n in taffy.list(f"test_fixtures/{suite}")]
        for index, name in enumerate(names):
            key = f"{suite}/{name}"
            if args.only and args.only not in key:
                continue
            if ours is not None:
                html = ours[index][1]
            else:
                html = taffy.read(f"test_fixtures/{suite}/{name}.html")
            try:
                root = find_root(html)
                document, ids = converter.convert(root)
                if key in decisions.SEMANTIC:
                    raise Skip(*decisions.SEMANTIC[key])
            except Skip as skip:
                skipped[key] = {"reason": skip.reason, "detail": skip.detail}
                continue
            path = os.path.join(OUT, suite, f"{name}.json")
            record = {}
            if os.path.exists(path):
                with open(path) as f:
                    record = json.load(f)
            if args.remeasure or record.get("html") != html or record.get("chromium") != version:
                try:
                    frames = measure.measure(html, base_css)
                except RuntimeError as error:
                    raise SystemExit(f"{key}: {str(error)[:200]}") from None
                frames = {k: frames[k] for k in ids}
                print(f"measured {key}", file=sys.stderr)
            else:
                frames = record["frames"]
            case = {
                "taffy": f"test_fixtures/{suite}/{name}.html",
                "source": f"Taffy {taffy.commit[:12]} (MIT, see LICENSE-taffy.txt); frames "
                          "measured by headless Chromium with getBoundingClientRect(), unrounded",
            } if ours is None else {
                suite: (f"scripts/chrome-suite/probes/{name}.html" if suite == "probe" else
                        f"scripts/chrome-suite/{suite}.py {SEEDS[suite]} {index}"),
                "source": "a page written for Trellis (not Taffy's); frames measured by "
                          "headless Chromium with getBoundingClientRect(), unrounded",
            }
            case |= {
                "chromium": version,
                "html": html,
                "document": document,
                "frames": frames,
                "tolerance": tolerance(document),
            }
            if key in decisions.PENDING:
                rule, why = decisions.PENDING[key]
                case["pending"] = {"rule": rule, "why": why}
            with open(path, "w") as f:
                json.dump(case, f, indent=2)
                f.write("\n")
            cases.append((key, case))
    if args.only:
        return
    kept = {f"{s}/{n[:-5]}" for s, _ in SUITES for n in os.listdir(os.path.join(OUT, s))}
    for stale in kept - {k for k, _ in cases}:
        os.remove(os.path.join(OUT, stale + ".json"))
    with open(os.path.join(OUT, "skipped.json"), "w") as f:
        json.dump(dict(sorted(skipped.items())), f, indent=2)
        f.write("\n")
    agreement = {}
    failures = 0
    if args.trellis:
        for key, case in cases:
            verdicts = []
            for engine in ("direct", "lp"):
                frames, error = solve(args.trellis, case["document"], engine)
                diff = differences(frames, case["frames"], case["tolerance"])
                verdicts.append(diff)
                if diff and "pending" not in case:
                    failures += 1
                    print(f"DISAGREES {key} ({engine}) {error}", file=sys.stderr)
                    for item in diff[:6]:
                        print(f"    {item[0]}: trellis {item[1]} chrome {item[2]}",
                              file=sys.stderr)
            agrees = not any(verdicts)
            if agrees and "pending" in case:
                failures += 1
                print(f"STALE PENDING {key}: agrees now, remove the marker", file=sys.stderr)
            agreement[key] = agrees
    counts = {suite: len(taffy.list(f"test_fixtures/{suite}")) for suite in ("grid", "flex")}
    for suite in ("probe", "wrapping", "placement"):
        counts[suite] = len(our_pages(suite))
    readme.write(os.path.join(OUT, "README.md"), counts, cases, skipped, agreement,
                 taffy.commit, version)
    totals = collections.Counter(k.split("/")[0] for k, _ in cases)
    print(f"converted {dict(totals)}, skipped {len(skipped)}, agreeing "
          f"{sum(agreement.values())}/{len(agreement)}", file=sys.stderr)
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
