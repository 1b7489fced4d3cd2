"""Runs every system of scripts/bench-peers on the same grids, checks that they agree on the
column widths and row heights, and prints the markdown table (issue 21, item 5).

Called by scripts/bench-peers (which installs and builds everything first):
    python report.py --root REPO --cache CACHE [--quick] [--json FILE]

Standard library only (it runs under the cache's virtual environment, which also holds
stretchable for scripts/peers/taffy.py).
"""

import argparse
import json
import math
import os
import platform
import subprocess
import sys

# The agreement check: Trellis's direct engine is the reference. Double-precision systems must
# agree to 1e-9 relative; Taffy computes in f32, so to 8 f32 ulps of the container's width
# (the largest coordinate it computes: 8 x 2^-23 x W, 0.076 at 1000 columns).
RELATIVE = 1e-9
TAFFY_ULPS = 8 * 2.0**-23


def log(message):
    print(message, file=sys.stderr, flush=True)


def run_json_lines(command):
    """Runs a driver; returns its JSON result lines (fails loudly on a non-zero exit)."""
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise SystemExit(f"error: {' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]


def write_grid(document_path, grid_path):
    """The document's grid as the drivers' plain text (scripts/peers/grid.h)."""
    with open(document_path) as file:
        document = json.load(file)
    grid = document["root"]
    columns = grid["columns"]
    items = grid["children"]
    rows = len(items) // columns
    lines = [
        f"{rows} {columns} {document['size'][0]!r} {document['size'][1]!r} "
        f"{grid['columnSpacing']!r} {grid['rowSpacing']!r}",
        " ".join(repr(float(sizing["stretch"])) for sizing in grid["columnSizings"]),
    ]
    lines += [f"{item['desired'][0]!r} {item['desired'][1]!r}" for item in items]
    with open(grid_path, "w") as file:
        file.write("\n".join(lines) + "\n")
    return document["size"][0]


def whole_process(spawn, trellis, document, output, runs):
    """`trellis solve FILE > output`, `runs` times, each through `spawn` (scripts/peers/spawn.c:
    a small parent, so the peak RSS is trellis's own): wall times (µs), the largest peak RSS
    (bytes), and the answer's tracks."""
    times, peak = [], 0
    for _ in range(runs):
        result = subprocess.run(
            [spawn, output, trellis, "solve", document], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)
        if result.returncode != 0:
            raise SystemExit(f"error: trellis solve {document} failed:\n{result.stderr}")
        micros, kilobytes = result.stdout.split()
        times.append(float(micros))
        peak = max(peak, int(kilobytes) * 1024)
    with open(output) as file:
        tracks = json.load(file)["tracks"]["grid"]
    times.sort()
    return {
        "system": "solve-process", "median": times[len(times) // 2], "min": times[0],
        "p90": times[min(len(times) - 1, len(times) * 9 // 10)], "runs": len(times),
        "peakBytes": peak,
        "columnWidths": [track[1] for track in tracks["columns"]],
        "rowHeights": [track[1] for track in tracks["rows"]],
    }


def disagreements(system, result, reference, width):
    """Every column width and row height of `result` off the reference by more than the
    system's tolerance."""
    found = []
    for key in ("columnWidths", "rowHeights"):
        values, expected = result.get(key), reference[key]
        if values is None:
            continue
        if len(values) != len(expected):
            found.append(f"{system}: {len(values)} {key}, the reference has {len(expected)}")
            continue
        for index, (value, want) in enumerate(zip(values, expected)):
            if system == "taffy":
                tolerance = TAFFY_ULPS * width
            else:
                tolerance = RELATIVE * max(1.0, abs(want))
            if not (abs(value - want) <= tolerance):
                found.append(f"{system}: {key}[{index}] = {value!r}, Trellis direct {want!r}")
    return found


def largest_error(system, result, reference):
    worst = 0.0
    for key in ("columnWidths", "rowHeights"):
        for value, want in zip(result.get(key) or [], reference[key]):
            worst = max(worst, abs(value - want) / max(1.0, abs(want)))
    return worst


def duration(micros):
    if micros is None:
        return "—"
    if micros >= 1e6:
        return f"{micros / 1e6:.2f} s"
    if micros >= 1e3:
        return f"{micros / 1e3:.2f} ms"
    if micros >= 10:
        return f"{micros:.1f} µs"
    return f"{micros:.2f} µs"


def growth(results, key, sides):
    """The log-log slope of `key`'s median against the number of cells between the two
    largest sides it was measured at."""
    measured = [side for side in sides if results[side].get(key)]
    if len(measured) < 2:
        return None
    small, large = measured[-2], measured[-1]
    ratio = results[large][key]["median"] / results[small][key]["median"]
    return math.log(ratio) / math.log((large * large) / (small * small)), small, large


def versions():
    return os.environ.get("BENCH_PEERS_VERSIONS", "")


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as file:
            for line in file:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    described = f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"
    return described + (f"; {versions()}" if versions() else "")


def measure(arguments, trellis, bin_dir, work, budget, sides):
    """One measurement of every system on every grid: {side: {system: result}}."""
    quick = arguments.quick
    python = sys.executable
    log("Trellis: writing the grids, timing both engines in-process (trellis bench --peers)")
    flags = ["--quick"] if quick else []
    subprocess.run([trellis, "bench", "--peers", "--write-workloads", work] + flags, check=True)
    bench = json.loads(
        subprocess.run([trellis, "bench", "--peers"] + flags, check=True, stdout=subprocess.PIPE).stdout)
    results = {}
    for entry in bench:
        side = entry["side"]
        results[side] = {
            "direct": dict(entry["direct"], columnWidths=entry["columns"], rowHeights=entry["rows"]),
            "lp": dict(entry["lp"], columnWidths=entry["lpColumns"], rowHeights=entry["lpRows"]),
            "direct-resize": entry["directResize"],
            "lp-resize": entry["lpResize"],
        }

    for side in sides:
        name = f"css-grid-{side}"
        document = os.path.join(work, name + ".json")
        grid = os.path.join(work, f"grid-{side}.txt")
        program = os.path.join(work, name + ".lp")
        width = write_grid(document, grid)
        results[side]["width"] = width
        with open(program, "w") as out:
            subprocess.run([trellis, "lp", document], stdout=out, check=True)
        row = results[side]
        log(f"{side}x{side}: C floor")
        row["c"] = run_json_lines([os.path.join(bin_dir, "floor"), grid, budget])[0]
        log(f"{side}x{side}: Kiwi (best setup, resize)")
        row["kiwi"] = run_json_lines([os.path.join(bin_dir, "kiwi"), grid, "best", budget])[0]
        row["kiwi-resize"] = run_json_lines([os.path.join(bin_dir, "kiwi"), grid, "resize", budget])[0]
        if side <= (10 if quick else 100):
            log(f"{side}x{side}: Kiwi (a constraint per item)")
            row["kiwi-cells"] = run_json_lines([os.path.join(bin_dir, "kiwi"), grid, "cells", budget])[0]
        log(f"{side}x{side}: GLPK (Trellis's program; the textbook LP)")
        row["glpk"] = run_json_lines([os.path.join(bin_dir, "glpk"), grid, "export", program, budget])[0]
        row["glpk-textbook"] = run_json_lines([os.path.join(bin_dir, "glpk"), grid, "textbook", budget])[0]
        log(f"{side}x{side}: Taffy (stretchable)")
        row["taffy"] = run_json_lines([python, os.path.join(arguments.root, "scripts", "peers", "taffy.py"), grid, budget])[0]
        runs = {10: 20, 100: 10, 1000: 3}[side] // (2 if quick else 1)
        log(f"{side}x{side}: trellis solve FILE, {runs} runs")
        row["process"] = whole_process(os.path.join(bin_dir, "spawn"), trellis, document, os.path.join(work, name + ".answer.json"), runs)

    return results


SYSTEMS = ["lp", "taffy", "kiwi", "c", "process", "glpk", "glpk-textbook", "kiwi-cells", "kiwi-resize"]


def check(results, sides):
    """Fails loudly, listing them, when any system's tracks disagree with Trellis direct."""
    problems = []
    for side in sides:
        row = results[side]
        for system in SYSTEMS:
            if system in row:
                problems += [f"{side}x{side} {p}" for p in disagreements(system, row[system], row["direct"], row["width"])]
    if problems:
        print("SYSTEMS DISAGREE (reference: Trellis direct):", file=sys.stderr)
        for problem in problems[:50]:
            print("  " + problem, file=sys.stderr)
        if len(problems) > 50:
            print(f"  … and {len(problems) - 50} more", file=sys.stderr)
        raise SystemExit(1)


def merge(total, results):
    """Runs so far and one more: per system the median of the runs' medians, the least
    minimum, every run's median kept (`medians`), the largest peak RSS."""
    if total is None:
        total = results
        for row in total.values():
            for entry in row.values():
                if isinstance(entry, dict):
                    entry["medians"] = [entry["median"]]
                    entry["readBacks"] = [entry["readBack"]] if "readBack" in entry else []
        return total
    for side, row in results.items():
        for system, entry in row.items():
            if not isinstance(entry, dict):
                continue
            kept = total[side][system]
            kept["medians"].append(entry["median"])
            kept["median"] = sorted(kept["medians"])[len(kept["medians"]) // 2]
            kept["min"] = min(kept["min"], entry["min"])
            kept["runs"] += entry["runs"]
            if "readBack" in entry:
                kept["readBacks"].append(entry["readBack"])
                kept["readBack"] = sorted(kept["readBacks"])[len(kept["readBacks"]) // 2]
            if "peakBytes" in entry:
                kept["peakBytes"] = max(kept["peakBytes"], entry["peakBytes"])
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--cache", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", help="also write every result to this file")
    parser.add_argument("--repeat", type=int, default=1, help="measure this many times; report the median of the medians")
    arguments = parser.parse_args()
    cache, quick = arguments.cache, arguments.quick
    bin_dir = os.path.join(cache, "bin")
    work = os.path.join(cache, "work")
    trellis = os.path.join(arguments.root, ".build", "release", "trellis")
    budget = "0.2" if quick else "1"
    sides = [10, 100] if quick else [10, 100, 1000]

    results = None
    for attempt in range(arguments.repeat):
        if arguments.repeat > 1:
            log(f"== run {attempt + 1} of {arguments.repeat}")
        measured = measure(arguments, trellis, bin_dir, work, budget, sides)
        check(measured, sides)
        results = merge(results, measured)

    systems = SYSTEMS

    def cell(side, system):
        entry = results[side].get(system)
        if not entry:
            return "—"
        ratio = entry["median"] / results[side]["direct"]["median"]
        if system == "direct":
            return duration(entry["median"])
        shown = f"{ratio:,.0f}" if ratio >= 100 else f"{ratio:.1f}" if ratio >= 10 else f"{ratio:.2g}"
        return f"{duration(entry['median'])} (×{shown})"

    lines = [
        f"Machine: {machine()}. "
        + (f"Medians of {arguments.repeat} runs' medians" if arguments.repeat > 1 else "Medians")
        + "; in brackets the ratio to Trellis direct. "
        "Every system's column widths and row heights agree with Trellis direct "
        f"(largest relative difference: " + ", ".join(
            f"{s} {max(largest_error(s, results[side][s], results[side]['direct']) for side in sides if s in results[side]):.1e}"
            for s in systems if any(s in results[side] for side in sides)) + ").",
        "",
        "| R×C | Trellis direct (in-process) | Trellis LP | Taffy (layout only) | Kiwi (best setup) "
        "| hand-written C, same layout | `trellis solve FILE` (whole process) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for side in sides:
        lines.append(f"| {side}×{side} | " + " | ".join(
            cell(side, system) for system in ["direct", "lp", "taffy", "kiwi", "c", "process"]) + " |")
    lines += [
        "",
        "| R×C | GLPK, Trellis's program | GLPK, textbook LP + layout | Kiwi, a constraint per item "
        "| Trellis direct ±7 resize (session) | Trellis LP ±7 resize (session) "
        "| Kiwi ±7 resize (edit variable) | Taffy read-back (Python) | `trellis solve` peak RSS |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for side in sides:
        row = results[side]
        lines.append(
            f"| {side}×{side} | {cell(side, 'glpk')} | {cell(side, 'glpk-textbook')} | {cell(side, 'kiwi-cells')} "
            f"| {cell(side, 'direct-resize')} | {cell(side, 'lp-resize')} | {cell(side, 'kiwi-resize')} | {duration(row['taffy']['readBack'])} "
            f"| {row['process']['peakBytes'] / 2**20:.1f} MiB |")
    lines += [
        "",
        "| system | growth exponent k (time ∝ cells^k) | in the side n (time ∝ n^2k) | between "
        "| fastest run: " + " | ".join(f"{side}×{side}" for side in sides) + " |",
        "|---|---:|---:|---|" + "---:|" * len(sides),
    ]
    names = {
        "direct": "Trellis direct", "lp": "Trellis LP", "taffy": "Taffy", "kiwi": "Kiwi (best setup)",
        "c": "hand-written C", "process": "`trellis solve FILE`", "glpk": "GLPK, Trellis's program",
        "glpk-textbook": "GLPK, textbook", "kiwi-cells": "Kiwi, a constraint per item",
        "kiwi-resize": "Kiwi ±7 resize", "direct-resize": "Trellis direct ±7 resize (session)",
        "lp-resize": "Trellis LP ±7 resize (session)",
    }
    for system in ["direct"] + systems + ["direct-resize", "lp-resize"]:
        fit = growth(results, system, sides)
        if fit:
            k, small, large = fit
            fastest = " | ".join(
                duration(results[side][system]["min"]) if system in results[side] else "—" for side in sides)
            lines.append(
                f"| {names[system]} | {k:.2f} | {2 * k:.2f} | {small}×{small} → {large}×{large} | {fastest} |")
    lines += [
        "",
        "Timed per run: Trellis, a whole in-process solve of the validated document (content, "
        "tracks, every frame; `trellis bench --peers`); Taffy, one `compute_layout` call (Rust, "
        "f32) on a tree whose every node was marked dirty; Kiwi best setup, each column's "
        "content found in C++, a new solver with 2C+1 constraints (w_j >= content_j, "
        "w_j >= N_j fr, Σ w_j <= width; then a weak fr == width), rows and frames in C++; "
        "hand-written C, the content pass, fr in closed form and every frame into a reused "
        "buffer; GLPK, Trellis's exported program (`trellis lp`) loaded, scaled, solved from the "
        "standard basis (primal, steepest edge, as Trellis's GLPKSolver) and read — the program "
        "alone — or the textbook fr LP (max fr such that w_j >= content_j, w_j >= N_j fr, Σ w_j <= width) with the content pass and frames; "
        "`trellis solve FILE`, the process from start to exit, its answer written to a file.",
    ]
    print("\n".join(lines))
    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump({"machine": machine(), "results": {str(k): v for k, v in results.items()}}, file)


if __name__ == "__main__":
    main()
