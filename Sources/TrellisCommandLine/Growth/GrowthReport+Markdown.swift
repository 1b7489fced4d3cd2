/// The growth report as markdown: a row per run, then a row per family.
extension GrowthReport {
  /// The markdown report: the header, the runs, the families.
  var markdown: String {
    let loadText =
      load.map { ", load average \($0.start) at the start, \($0.end) at the end" } ?? ""
    var lines = [
      "Growth: seed \(seed), time limit \(Self.fixed(limit, 0)) s per run, one process per run"
        + " (wall and CPU seconds, peak RSS in MB of 10⁶ bytes, simplex iterations from --stats)"
        + loadText + "."
    ]
    if debugBuild { lines.append("**Debug build: these are not release times.**") }
    lines += [""] + runTable + [""] + familyTable
    return lines.joined(separator: "\n") + "\n"
  }

  /// A row per run: its result, times, memory, iterations, the stages with the most
  /// iterations, the rules that gave way by tier and the conflict's size.
  var runTable: [String] {
    var lines = [
      "| family | n | result | s | cpu s | MB | iterations | top stages: iterations (solves) "
        + "| gave way | conflict |",
      "|---|---:|---|---:|---:|---:|---:|---|---|---:|",
    ]
    for family in families {
      for run in runs where run.family == family.name {
        let stages = Self.merged(run.stages).filter { $0.iterations > 0 }
          .sorted { $0.iterations > $1.iterations }.prefix(3)
          .map { "\($0.stage) \($0.iterations)\($0.calls > 1 ? " (\($0.calls))" : "")" }
        let relaxed = ["required", "strong", "medium", "weak"].compactMap { tier in
          run.relaxed[tier].map { "\(tier) \($0)" }
        }
        var result = run.result.text
        if !run.problems.isEmpty { result += ": " + run.problems.joined(separator: "; ") }
        var conflict = ""
        if let size = run.conflict { conflict = "\(size)" + (run.minimal ? "" : " (not minimal)") }
        let cells: [String] = [
          family.name, Self.count(run.n), result, run.seconds.map(Self.seconds) ?? "",
          run.cpuSeconds.map(Self.seconds) ?? "", run.megabytes.map(Self.megabytes) ?? "",
          run.iterations.map { Self.count($0) } ?? "", stages.joined(separator: ", "),
          relaxed.joined(separator: ", "), conflict,
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines
  }

  /// The sizes measured: those most families ran (a family's check at a small size shows
  /// only when it failed).
  var sizes: [Int] {
    var count: [Int: Int] = [:]
    for run in runs { count[run.n, default: 0] += 1 }
    return count.filter { $0.value * 2 > families.count }.keys.sorted()
  }

  /// A row per family: seconds at each size (or why not), memory at 8,000, the exponents and
  /// the targets missed.
  var familyTable: [String] {
    let sizes = sizes
    var lines = [
      "| family | command | "
        + sizes.map { "s at \(Self.count($0))" }.joined(separator: " | ")
        + " | MB at 8,000 | exponent 2,000–8,000 | cpu exponent | iterations exponent "
        + "| last step exponent | over target |",
      "|---|---|" + String(repeating: "---:|", count: sizes.count + 5) + "---|",
    ]
    for family in families {
      let summary = summary(family)
      let mine = runs.filter { $0.family == family.name }
      let times: [String] = sizes.map { n in
        guard let run = mine.first(where: { $0.n == n }) else { return "" }
        return run.result == .ok ? run.seconds.map(Self.seconds) ?? "" : run.result.text
      }
      var memory = ""
      if let run = summary.atTarget {
        memory = run.result == .ok ? run.megabytes.map(Self.megabytes) ?? "" : run.result.text
      }
      let exponent: String = summary.exponent.map { Self.fixed($0, 2) } ?? ""
      let last: String =
        summary.lastExponent.map { "\(Self.fixed($0.0, 2)) (to \(Self.count($0.1)))" } ?? ""
      let misses = summary.misses.joined(separator: "; ")
      let cells: [String] =
        [family.name, family.command.rawValue] + times + [
          memory, (summary.censored ? "≥ " : "") + exponent,
          summary.cpuExponent.map { Self.fixed($0, 2) } ?? "",
          summary.iterationExponent.map { Self.fixed($0, 2) } ?? "", last,
          misses.isEmpty ? "" : "**" + misses + "**",
        ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines
  }
}
