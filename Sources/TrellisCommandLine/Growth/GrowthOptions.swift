import ArgumentParser
import Foundation

/// `trellis bench --growth` and its options (`scripts/growth`).
struct GrowthOptions: ParsableArguments {
  @Flag(
    help: """
      Run the growth families instead: generated over-constrained documents at each size, \
      each solved by a child 'trellis solve --stats' (or 'explain') under a time limit; \
      prints time, peak memory, simplex iterations per stage and growth exponents.
      """)
  var growth = false

  @Option(help: ArgumentHelp("With --growth: only these families.", valueName: "a,b,…"))
  var families: String?

  @Option(
    help: ArgumentHelp(
      "With --growth: the sizes (items, or required rules; default 1000,2000,4000,8000,16000).",
      valueName: "n,n,…"))
  var sizes: String?

  @Option(
    name: .customLong("time-limit"),
    help: ArgumentHelp(
      "With --growth: kill a run after this many seconds (default 30).", valueName: "seconds"))
  var timeLimit: Double?

  @Option(help: "With --growth: the seed of the generated documents (default 1).")
  var seed: UInt64?

  @Option(
    name: .customLong("json-file"),
    help: ArgumentHelp(
      "With --growth: also write every run as JSON to this file.", valueName: "file"))
  var jsonFile: String?

  @Flag(help: "With --growth: list the families and exit.")
  var listFamilies = false

  @Option(
    help: ArgumentHelp(
      "With --growth: print the report of runs saved with --json-file instead of running.",
      valueName: "file"))
  var report: String?

  static let defaultSizes = [1000, 2000, 4000, 8000, 16000]

  func validate() throws {
    let used = families != nil || sizes != nil || timeLimit != nil || seed != nil
    guard growth || !(used || jsonFile != nil || listFamilies || report != nil) else {
      throw ValidationError(
        "--families, --sizes, --time-limit, --seed, --json-file, --list-families and --report "
          + "need --growth")
    }
    _ = try selectedFamilies
    _ = try selectedSizes
    if let timeLimit, !(timeLimit > 0 && timeLimit.isFinite) {
      throw ValidationError("--time-limit must be a positive number of seconds")
    }
  }

  /// The families asked for, in the harness's order.
  var selectedFamilies: [GrowthFamily] {
    get throws {
      guard let families else { return GrowthFamily.all }
      let names = families.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      for name in names where GrowthFamily.named(name) == nil {
        throw ValidationError(
          "--families: no family '\(name)'; the families are "
            + GrowthFamily.all.map(\.name).joined(separator: ", "))
      }
      return GrowthFamily.all.filter { names.contains($0.name) }
    }
  }

  /// The sizes asked for, ascending.
  var selectedSizes: [Int] {
    get throws {
      guard let sizes else { return Self.defaultSizes }
      let values = sizes.split(separator: ",").map {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      guard !values.isEmpty,
        values.allSatisfy({ $0.map { $0 >= GrowthFamily.smallest && $0 <= 1_000_000 } ?? false })
      else {
        throw ValidationError(
          "--sizes must be whole numbers from \(GrowthFamily.smallest) to 1000000, comma-separated")
      }
      return Set(values.compactMap { $0 }).sorted()
    }
  }

  /// Runs the harness, or writes its documents to `workloads`; prints JSON instead of the
  /// table when `json`.
  func run(workloads: String?, json: Bool) throws {
    let families = try selectedFamilies
    let seed = seed ?? 1
    if let report {
      let saved: GrowthReport
      do {
        saved = try GrowthReport(json: try String(contentsOfFile: report, encoding: .utf8))
      } catch let error as GrowthError {
        throw InputError(path: report, message: error.description)
      } catch {
        throw InputError(path: report, message: "cannot read (\(error.localizedDescription))")
      }
      return try OutputSink.write(json ? saved.json : saved.markdown, to: nil)
    }
    if listFamilies {
      let lines = families.map { "\($0.name) (\($0.command.rawValue)): \($0.summary)" }
      try OutputSink.write(lines.joined(separator: "\n") + "\n", to: nil)
      return
    }
    if let workloads {
      try GrowthHarness.write(
        families: families, sizes: try selectedSizes, seed: seed, to: workloads)
      return
    }
    let harness = GrowthHarness(
      families: families, sizes: try selectedSizes, limit: timeLimit ?? 30, seed: seed)
    FileHandle.standardError.write(
      Data("growth: seed \(seed), \(families.count) families, \(harness.executable)\n".utf8))
    let startLoad = GrowthReport.loadAverage()
    let runs = try harness.run { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    var report = GrowthReport(runs: runs, families: families, seed: seed, limit: harness.limit)
    if let startLoad, let endLoad = GrowthReport.loadAverage() {
      report.load = (startLoad, endLoad)
    }
    if let jsonFile {
      do {
        try report.json.write(toFile: jsonFile, atomically: true, encoding: .utf8)
      } catch {
        throw InputError(path: jsonFile, message: "cannot write (\(error.localizedDescription))")
      }
    }
    try OutputSink.write(json ? report.json : report.markdown, to: nil)
    let invalid = runs.filter { $0.n == GrowthHarness.checkSize && !$0.isSound }
    if !invalid.isEmpty {
      throw ExitCode(1)
    }
  }
}
