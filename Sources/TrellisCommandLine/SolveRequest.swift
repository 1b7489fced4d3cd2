import Trellis

/// What a `trellis solve` command line asks for, once parsed and validated, whichever parser
/// read it: ArgumentParser (``SolveCommand``) or the quick reader of the common command lines
/// (``init(quick:)``).
struct SolveRequest: Equatable {
  /// The document (`-`: standard input).
  var file = "-"
  /// The engine.
  var engine = EngineChoice.auto
  /// `--size`, parsed.
  var size: AxisPair<Double?>?
  /// The output's form.
  var format = SolveCommand.OutputFormat.json
  /// `--output`: the file to write instead of standard output.
  var output: String?
  /// `--time-limit`, parsed.
  var timeLimit: TimeLimit?
  /// `--stats`: the solve's simplex iterations by stage on stderr.
  var stats = false

  /// The request of a command ArgumentParser parsed and validated.
  ///
  /// - Throws: what `--size` and `--time-limit` throw (never, once validated).
  init(_ command: SolveCommand) throws {
    file = command.file
    engine = command.engine
    size = try command.size.map(SolveCommand.parseSize)
    format = command.format
    output = command.output
    timeLimit = try command.timeLimit.limit
    stats = command.stats.enabled
  }

  /// The size of the pieces the answer is written in: 64 KiB, a pipe's buffer on Linux.
  ///
  /// A buffer this small comes from the heap and is used again for every piece, so writing a
  /// 494 KB answer (the 100×100 grid) first-touches 17 pages instead of the 121 of a 1 MB
  /// buffer, which the allocator maps afresh for each process (≈0.1 ms of page faults); a
  /// million frames take 800 `write` calls instead of 50.
  static let piece = 1 << 16

  /// A request with the defaults (`solve` alone).
  init() {}

  /// Reads the document, solves it and writes the answer.
  ///
  /// - Parameter finish: called once a JSON answer is completely written (and committed),
  ///   while the document and the answer are still alive: a process that ends there is spared
  ///   releasing them one node at a time and unmapping each large buffer (≈0.35 ms of the
  ///   100×100 grid's 6.5 ms, ≈8 ms of 1000×1000's 0.5 s); the kernel takes the memory back
  ///   at once.
  /// - Throws: ``InputError``, ``SolverFailure``, ``TimeLimitReached`` or ``OutputError``.
  func run(finish: () -> Void = {}) throws {
    var document = try InputFile.document(file)
    if let size { document.size = size }
    StatsOption.start(stats)
    defer { StatsOption.finish(stats) }
    // Nothing below looks ids up but the LP engine's constraints, which make the table again.
    document.deferIDTable()
    if format == .svg {
      return try OutputSink.write(
        RenderCommand.svg(document, file: file, engine: engine, timeLimit: timeLimit),
        to: output)
    }
    let answer = try SolverFailure.catching(file) { () throws(LayoutError) in
      try Trellis.solve(document, engine: engine, timeLimit: timeLimit)
    }
    guard format == .json else {
      return try OutputSink.write(
        answer.table() + Self.gaveWayLine(answer, of: document, file: file), to: output)
    }
    // The nodes kept (releasing a million of them one by one is what `finish` spares), the
    // document and its plan let go before the answer is written: the plan's tables that the
    // answer does not share (desired sizes, flags: 18 MB at 1000×1000) are flat arrays, freed
    // at once.
    let root = Self.nodes(of: consume document)
    // Written in pieces as it is made: a million frames are never one 50 MB text.
    let sink = try OutputSink(path: output)
    var failure: OutputError?
    answer.writeJSON(piece: Self.piece) { piece in
      guard failure == nil else { return }
      do throws(OutputError) {
        try sink.write(piece)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    try sink.commit()
    withExtendedLifetime((root, answer), finish)
  }

  /// After the text table of a tiered answer whose rules gave way, a blank line and how many
  /// did, and how many of them are the document's own: `11 rules gave way, 1 of them yours;
  /// run 'trellis explain page.json' to see which.` Empty when every rule holds.
  static func gaveWayLine(_ answer: LayoutAnswer, of document: LayoutDocument, file: String)
    -> String
  {
    guard !answer.relaxed.isEmpty else { return "" }
    let count = Explanation.gaveWay(
      answer.relaxed.count, yours: document.statedCount(of: answer.relaxed))
    let run =
      file == "-"
      ? "run 'trellis explain' on the document" : "run 'trellis explain \(shellWord(file))'"
    return "\n" + LayoutAnswer.textEscaped("\(count); \(run) to see which.") + "\n"
  }

  /// A file name as a shell reads it: as it is when plain, else in double quotes.
  static func shellWord(_ file: String) -> String {
    let plain =
      !file.isEmpty
      && file.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || "._/+-=:,@%".unicodeScalars.contains(scalar))
      }
    guard !plain else { return file }
    var quoted = "\""
    for character in file {
      if "\"\\$`".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }

  /// The layout tree of a document that is let go (with its plan) on return.
  private static func nodes(of document: consuming LayoutDocument) -> LayoutNode {
    document.root
  }
}
