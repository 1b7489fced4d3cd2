import ArgumentParser
import Trellis

/// The `trellis` command, for its executable and for the fuzzer: the fuzzer runs the same
/// argument parsing and `batch` line reading in-process, without the process around them.
public enum TrellisTool {
  /// Runs the command with the process's arguments, and ends the process with its status.
  public static func main() -> Never {
    TrellisCommand.main()
  }

  /// How the command line would end before running anything.
  public struct Parsed: Equatable, Sendable {
    /// The exit status: 0 when the arguments parse and validate (or ask for the help or the
    /// version), otherwise the status the command would exit with (64 for a usage error).
    public var status: Int32
    /// What would be printed on standard error (an `error:` line, then the usage for a usage
    /// error), or `nil`.
    public var standardError: String?
    /// What would be printed on standard output (the help or the version), or `nil`.
    public var standardOutput: String?
  }

  /// Parses and validates `arguments` (without the program's name) as `trellis` does, and
  /// reports how the process would end if parsing failed; never runs the command.
  public static func parse(_ arguments: [String]) -> Parsed {
    do {
      _ = try TrellisCommand.parseAsRoot(arguments)
      return Parsed(status: 0)
    } catch {
      switch TrellisCommand.ending(for: error) {
      case .failure(let status, let line): return Parsed(status: status, standardError: line)
      case .output(let text): return Parsed(status: 0, standardOutput: text)
      }
    }
  }

  /// The names of the growth families of `trellis bench --growth` (`scripts/growth`).
  public static var growthFamilies: [String] { GrowthFamily.all.map(\.name) }

  /// The document of the growth family `family` at `n` items (or required rules) and `seed`,
  /// as `trellis bench --growth` writes and measures it (JSON text), or `nil` for a family
  /// that does not exist; for the benchmarks (Benchmarks/).
  public static func growthDocument(_ family: String, n: Int, seed: UInt64 = 1) -> String? {
    GrowthFamily.named(family)?.document(n: n, seed: seed)
  }

  /// The output lines `trellis batch` prints for the JSON Lines `bytes` (one per non-blank
  /// line, in order), with whether each solved; a document with more than `nodeLimit` nodes
  /// is decoded but not solved, and has no line.
  public static func batchLines(_ bytes: [UInt8], nodeLimit: Int = .max) -> [(
    line: String, solved: Bool
  )] {
    BatchCommand.lines(bytes[...]).compactMap { item in
      switch BatchCommand.document(item) {
      case .failure(let failure): return (failure.line, false)
      case .success(let document):
        guard document.nodeCount <= nodeLimit else { return nil }
        let (line, solved) = BatchCommand.line(item, document, engine: .auto)
        return (line, solved)
      }
    }
  }
}
