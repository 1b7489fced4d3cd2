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
      the answer of format.md §3 on one line, or {"index": i, "file": ..., "error": \
      "<path>: <message>"} for a document that fails; the batch goes on. The output is the \
      same bytes whatever --jobs is. Exit status 0 when every document solved, 1 when any \
      failed.
      """
  )

  @Argument(help: "A .jsonl file, a directory of .json files, or '-' for JSON Lines on stdin.")
  var input: String = "-"

  @Option(help: "Parallel jobs (default: the number of cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Engine: auto, direct or lp.")
  var engine: EngineChoice = .auto

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    let items = try Self.items(input)
    let results = Results(count: items.count)
    let engine = engine
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, items.count))) { _ in
      while let index = next.take(below: items.count) {
        results.set(index, Self.line(items[index], index: index, engine: engine))
      }
    }
    var failed = false
    var buffer = Data()
    for (line, ok) in results.all {
      buffer.append(contentsOf: line.utf8)
      buffer.append(UInt8(ascii: "\n"))
      failed = failed || !ok
      if buffer.count >= 1 << 20 {
        FileHandle.standardOutput.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    FileHandle.standardOutput.write(buffer)
    if failed { throw ExitCode(1) }
  }

  /// One input document: its text (a line of the input, copied out by the worker that solves
  /// it) and where it came from.
  struct Item: Sendable {
    var text: Substring
    var file: String?
  }

  /// The documents of the input, in order.
  static func items(_ input: String) throws -> [Item] {
    var isDirectory: ObjCBool = false
    if input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      let names = try FileManager.default.contentsOfDirectory(atPath: input)
        .filter { $0.hasSuffix(".json") }.sorted()
      return try names.map { name in
        Item(
          text: Substring(try InputFile.read((input as NSString).appendingPathComponent(name))),
          file: name)
      }
    }
    // Lines by their bytes: splitting a large input by characters is slow and serial.
    let text = try InputFile.read(input)
    let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
    return text.utf8.split(separator: UInt8(ascii: "\n"))
      .filter { !$0.allSatisfy(blank.contains) }
      .map { Item(text: Substring($0), file: nil) }
  }

  /// The output line of one document, and whether it solved.
  static func line(_ item: Item, index: Int, engine: EngineChoice) -> (String, Bool) {
    func failure(_ message: String) -> (String, Bool) {
      let file = item.file.map { ", \"file\": \(LayoutAnswer.quoted($0))" } ?? ""
      return ("{\"index\": \(index)\(file), \"error\": \(LayoutAnswer.quoted(message))}", false)
    }
    let document: LayoutDocument
    do {
      document = try LayoutDocument(json: String(item.text))
    } catch {
      return failure("\(error.path): \(error.message)")
    }
    do {
      let answer = try Trellis.solve(document, engine: engine)
      // The pretty answer on one line: line breaks and indentation only ever stand between
      // tokens (strings escape their own line breaks).
      let compact = answer.json().split(separator: "\n").map {
        $0.drop { $0 == " " }
      }.joined()
      return (compact, true)
    } catch {
      return failure(error.description)
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
