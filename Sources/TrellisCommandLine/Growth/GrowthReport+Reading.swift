import Foundation

/// A report read back from the JSON of `--json-file`, to print it again (`--report FILE`).
extension GrowthReport {
  /// The report of the runs saved in `text`, summarised by the current rules.
  ///
  /// - Throws: ``GrowthError`` when `text` is not a saved report.
  init(json text: String) throws {
    guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let runs = root["runs"] as? [[String: Any]],
      let families = root["families"] as? [[String: Any]]
    else { throw GrowthError("not a growth report (the JSON of --json-file)") }
    self.init(
      runs: runs.compactMap(GrowthRun.init(json:)),
      families: families.compactMap { ($0["family"] as? String).flatMap(GrowthFamily.named) },
      seed: (root["seed"] as? NSNumber)?.uint64Value ?? 0,
      limit: root["timeLimit"] as? Double ?? 0)
    debugBuild = root["debugBuild"] as? Bool ?? false
    if let load = root["loadAverage"] as? [String: String], let start = load["start"],
      let end = load["end"]
    {
      self.load = (start, end)
    }
  }
}

extension GrowthRun {
  /// A run as `GrowthReport.json` wrote it, or `nil` when `object` is not one.
  init?(json object: [String: Any]) {
    guard let family = object["family"] as? String, let n = object["n"] as? Int,
      let text = object["result"] as? String, let result = Result(text: text)
    else { return nil }
    self.init(family: family, n: n, result: result)
    seconds = object["seconds"] as? Double
    cpuSeconds = object["cpuSeconds"] as? Double
    megabytes = object["megabytes"] as? Double
    iterations = object["iterations"] as? Int
    stages = Stage.list(object["stages"])
    relaxed = object["relaxed"] as? [String: Int] ?? [:]
    problems = object["problems"] as? [String] ?? []
    if let conflict = object["conflict"] as? [String: Any] {
      self.conflict = conflict["rules"] as? Int
      minimal = conflict["minimal"] as? Bool ?? true
    }
  }
}

extension GrowthRun.Result {
  /// The result its ``text`` names.
  init?(text: String) {
    let words = text.split(separator: " ")
    switch (words.first, words.count > 1 ? Int32(words[1]) : nil) {
    case ("ok", _): self = .ok
    case ("timeout", _): self = .timeout
    case ("skipped", _): self = .skipped
    case ("exit", let status?): self = .exit(status)
    case ("signal", let signal?): self = .signal(signal)
    default: return nil
    }
  }
}
