import ArgumentParser
import Foundation
import Trellis

/// `trellis batch`: many documents on all cores, one JSON answer per line in input order.
struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Solve many documents in parallel and print one JSON answer per line, in order.",
    discussion: """
      Input: a JSON Lines file (one document per line; blank lines are skipped), a directory \
      (its *.json files, by name) or '-' (JSON Lines on standard input). Each output line is \
      the answer 'trellis solve' prints, on one line, or {"index": i, "file": ..., "error": \
      "<path>: <message>"} for a document that fails (a line that is not UTF-8, a file that \
      cannot be read); the batch goes on. The index is the line's number counting from 0 \
      (blank lines count), or the file's position by name; a JSON syntax error names the \
      input's line and the column in it. The output is the \
      same bytes whatever --jobs is. --time-limit applies to each document: one that reaches \
      it fails with the error "$: time limit of S s reached before the layout was done" and \
      the batch goes on. Exit status 0 when every document solved, 1 when any failed.
      """
  )

  @Argument(help: "A .jsonl file, a directory of .json files, or '-' for JSON Lines on stdin.")
  var input: String = "-"

  @Option(help: "How many documents to solve at once (default: one per core).")
  var jobs: Int?

  @Option(help: "Engine: auto, direct or lp.")
  var engine: EngineChoice = .auto

  @OptionGroup var timeLimit: TimeLimitOption

  func validate() throws {
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    let items = try Self.items(input)
    let results = Results(count: items.count)
    let engine = engine
    let limit = try timeLimit.limit
    let next = Counter()
    let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, items.count))) { _ in
      while let position = next.take(below: items.count) {
        results.set(position, Self.line(items[position], engine: engine, timeLimit: limit))
      }
    }
    let sink = try OutputSink(path: nil)
    var failed = false
    var buffer: [UInt8] = []
    for (line, ok) in results.all {
      buffer += line.utf8
      buffer.append(UInt8(ascii: "\n"))
      failed = failed || !ok
      if buffer.count >= 1 << 20 {
        try sink.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try sink.write(buffer)
    try sink.commit()
    if failed { throw ExitCode(1) }
  }

  /// One input document: where its text is (read by the worker that solves it), its index
  /// and the file it came from.
  struct Item: Sendable {
    /// Where the document's text is.
    enum Source: Sendable {
      /// One line of a JSON Lines input (the whole input's bytes, shared).
      case line(ArraySlice<UInt8>)
      /// A file of a directory.
      case file(String)
    }

    /// Where the document's text is.
    var source: Source
    /// The line's number counting from 0 (JSON Lines), or the file's position by name.
    var index: Int
    /// The file's name in the directory, for a directory's document.
    var file: String?
  }

  /// The documents of the input, in order: a directory's `*.json` entries by name (each read
  /// later by its worker, so an unreadable one fails alone), or the non-blank lines of a JSON
  /// Lines input, each keeping its line number as its index.
  ///
  /// - Throws: ``InputError`` when the input itself cannot be read.
  static func items(_ input: String) throws -> [Item] {
    if input != "-", let names = try jsonEntries(of: input) {
      return names.enumerated().map { index, name in
        Item(
          source: .file(input.hasSuffix("/") ? input + name : input + "/" + name), index: index,
          file: name)
      }
    }
    // Lines by their bytes: splitting a large input by characters is slow and serial, and a
    // line that is not UTF-8 fails alone.
    return lines(try InputFile.bytes(input)[...])
  }

  /// The names of the `*.json` entries of the directory `path`, sorted by their bytes.
  ///
  /// Names are read as bytes (``FileName``).
  ///
  /// - Returns: the names, or `nil` when `path` is not a directory.
  ///
  /// - Throws: ``InputError`` when the directory cannot be read.
  static func jsonEntries(of path: String) throws -> [String]? {
    var info = stat()
    guard stat(FileName.cString(path), &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      return nil
    }
    guard let directory = opendir(FileName.cString(path)) else {
      throw InputError(path: path, message: "cannot read the directory (\(Errno(errno)))")
    }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard name.count >= 5, name.suffix(5).elementsEqual(".json".utf8) else { continue }
      names.append(name)
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }.map(FileName.string)
  }

  /// The non-blank lines of a JSON Lines input, each keeping its line number as its index.
  static func lines(_ bytes: ArraySlice<UInt8>) -> [Item] {
    let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
    return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
      .filter { !$0.element.allSatisfy(blank.contains) }
      .map { Item(source: .line($0.element), index: $0.offset, file: nil) }
  }

  /// The output line of one document, and whether it solved.
  static func line(_ item: Item, engine: EngineChoice, timeLimit: TimeLimit? = nil) -> (
    String, Bool
  ) {
    let document: LayoutDocument
    switch self.document(item) {
    case .success(let decoded): document = decoded
    case .failure(let failure): return (failure.line, false)
    }
    return line(item, document, engine: engine, timeLimit: timeLimit)
  }

  /// A document's failure line: `{"index": i, "file": …, "error": "<path>: <message>"}`.
  struct Failure: Error {
    /// The output line.
    var line: String

    init(_ item: Item, _ message: String) {
      let file = item.file.map { ", \"file\": \(LayoutAnswer.quoted(FileName.shown($0)))" } ?? ""
      let error = LayoutAnswer.quoted(ErrorLine.clip(message))
      line = "{\"index\": \(item.index)\(file), \"error\": \(error)}"
    }
  }

  /// The document of one input, or its failure line (not UTF-8, unreadable, invalid).
  static func document(_ item: Item) -> Result<LayoutDocument, Failure> {
    func failure(_ message: String) -> Result<LayoutDocument, Failure> {
      .failure(Failure(item, message))
    }
    let text: String
    switch item.source {
    case .line(let bytes):
      guard let line = String(validating: bytes, as: UTF8.self) else {
        return failure("$: not UTF-8 text")
      }
      text = line
    case .file(let path):
      do {
        text = try InputFile.read(path, regularOnly: true)
      } catch let error as InputError {
        return failure("$: \(error.message)")
      } catch {
        return failure("$: \(error)")
      }
    }
    do {
      return .success(try LayoutDocument(json: text))
    } catch {
      return failure("\(error.path): \(inputPlace(of: error.message, in: item))")
    }
  }

  /// A syntax error's place as a line of the JSON Lines input: the document is that one line,
  /// so the reader's `line 1, column c` is the input's line (index + 1), column c.
  static func inputPlace(of message: String, in item: Item) -> String {
    let prefix = "invalid JSON at line 1, "
    guard case .line = item.source, message.hasPrefix(prefix) else { return message }
    return "invalid JSON at line \(item.index + 1), " + message.dropFirst(prefix.count)
  }

  /// The output line of a decoded document, and whether it solved.
  static func line(
    _ item: Item, _ document: LayoutDocument, engine: EngineChoice, timeLimit: TimeLimit? = nil
  ) -> (String, Bool) {
    do {
      let answer = try Trellis.solve(document, engine: engine, timeLimit: timeLimit)
      // The pretty answer on one line: line breaks and indentation only ever stand between
      // tokens (strings escape their own line breaks).
      let compact = answer.json().split(separator: "\n").map {
        $0.drop { $0 == " " }
      }.joined()
      return (compact, true)
    } catch .timeLimitReached(let limit) {
      // Like the document errors: `<path>: <message>`, the path the whole document.
      return (Failure(item, "$: " + LayoutError.timeLimitMessage(limit)).line, false)
    } catch {
      return (Failure(item, error.description).line, false)
    }
  }

  /// The next index to solve, shared by the workers.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }
  }

  /// The output lines by index, filled by the workers.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(String, Bool)]

    init(count: Int) { lines = Array(repeating: ("", true), count: count) }

    func set(_ index: Int, _ line: (String, Bool)) {
      lock.lock()
      lines[index] = line
      lock.unlock()
    }

    var all: [(String, Bool)] {
      lock.lock()
      defer { lock.unlock() }
      return lines
    }
  }
}
