import ArgumentParser
import Trellis

extension SolveRequest {
  /// The long options of `trellis solve`, each taking one value.
  private enum QuickOption: String {
    case engine, size, format, output
    case timeLimit = "time-limit"
  }

  /// Reads the common `trellis solve` command lines without ArgumentParser, or gives `nil`.
  ///
  /// Building ArgumentParser's command tree reflects every subcommand's properties and looks up
  /// their conformances at run time, which cost about 1.4 ms of a 100×100 grid's 9 ms. This
  /// reader takes only command lines whose meaning is plain, and ArgumentParser reads all the
  /// others, so that every error, help text and exit status stays ArgumentParser's:
  /// - `solve` first, then at most one document (a value not starting with `-`, or `-`
  ///   itself) and each of `--engine`, `--size`, `--format`, `--output` and `--time-limit` at
  ///   most once, as `--name value` (a value not starting with `-`, or `-`) or `--name=value`;
  /// - no empty argument, no other option or flag (`--help`, `-h`, `--version`, `--`…);
  /// - every value valid (the engine and the format by their names, `--size` and
  ///   `--time-limit` as ``SolveCommand`` validates them).
  ///
  /// When it gives a request, ArgumentParser parses `arguments` to the same one
  /// (`QuickSolveParsingTests` checks it on the common lines, their near misses and 3,000
  /// random mixes of both).
  ///
  /// - Parameter arguments: the command line without the program's name.
  /// - Complexity: O(total length of `arguments`).
  init?(quick arguments: [String]) {
    guard arguments.first == "solve" else { return nil }
    self.init()
    var seen: Set<String> = []
    var fileSeen = false
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      guard !argument.isEmpty else { return nil }
      guard argument.hasPrefix("-"), argument != "-" else {
        guard !fileSeen else { return nil }
        fileSeen = true
        file = argument
        continue
      }
      guard argument.hasPrefix("--") else { return nil }
      let text = argument.dropFirst(2)
      let name: Substring
      let value: String
      if let equals = text.firstIndex(of: "=") {
        name = text[..<equals]
        value = String(text[text.index(after: equals)...])
      } else {
        guard let next = rest.popFirst(), !next.hasPrefix("-") || next == "-" else { return nil }
        name = text
        value = next
      }
      guard !value.isEmpty, let option = QuickOption(rawValue: String(name)),
        seen.insert(option.rawValue).inserted, set(option, value)
      else { return nil }
    }
  }

  /// Sets `option` to `value`; `false` when the value is not valid.
  private mutating func set(_ option: QuickOption, _ value: String) -> Bool {
    switch option {
    case .engine:
      guard let engine = EngineChoice(argument: value) else { return false }
      self.engine = engine
    case .format:
      guard let format = SolveCommand.OutputFormat(argument: value) else { return false }
      self.format = format
    case .output:
      output = value
    case .size:
      guard let size = try? SolveCommand.parseSize(value) else { return false }
      self.size = size
    case .timeLimit:
      guard let limit = try? TimeLimitOption.limit(value) else { return false }
      timeLimit = limit
    }
    return true
  }
}
