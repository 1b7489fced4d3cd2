import Foundation
import Trellis
import TrellisCommandLine

/// The libFuzzer entry point: bytes in, never a crash, and both engines agreeing.
///
/// - `{…`: a layout document. Whatever decodes is solved by both engines and compared
///   (``CrossCheck``); a document with constraints, groups or rule tiers is solved by the LP
///   engine's tiers twice, which must give the same bytes.
/// - `#…`: a MyGridLayout grid description (the `grid` string of a `gridTree`).
/// - `=…`: a constraint expression against a fixed set of ids.
/// - `-…`: a `trellis` command line (the arguments after the program's name, split at NUL
///   bytes), parsed and validated as the binary does (``TrellisTool/parse(_:)``): it parses,
///   or fails with one `error:` line (then only the usage).
/// - `~…`: the bytes of a `batch` JSON Lines input (``TrellisTool/batchLines(_:nodeLimit:)``):
///   every non-blank line gives one output line, an answer or `{"index": …, "error": …}`.
///
/// A disagreement or non-finite frame traps, so libFuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(first == UInt8(ascii: "{") ? 0 : 1), as: UTF8.self)
  switch first {
  case UInt8(ascii: "-"): fuzzArguments(bytes.dropFirst())
  case UInt8(ascii: "~"): fuzzBatch(Array(bytes.dropFirst()))
  case UInt8(ascii: "#"): fuzzGrid(text)
  case UInt8(ascii: "="): fuzzConstraint(text)
  default: fuzzDocument(text)
  }
  return 0
}

/// Documents: decode, then both engines (or the tiers), compared.
func fuzzDocument(_ text: String) {
  guard let document = try? LayoutDocument(json: text) else { return }
  // Keep each run short: libFuzzer's speed is the point (large documents are the
  // differential tests' job).
  guard document.nodeCount <= 400 else { return }
  if document.isConstrained {
    guard let first = try? LPEngine().solveTiered(document) else { return }
    let second = try? LPEngine().solveTiered(document)
    check(first)
    if first.json() != second?.json() { fatalError("tiered solve not deterministic\n\(text)") }
    return
  }
  let report: CrossCheck.Report
  do {
    report = try CrossCheck.run(document)
  } catch {
    fatalError("LP engine failed on a valid document: \(error)\n\(text)")
  }
  check(report.direct)
  if !report.agrees {
    let differences = report.differences.prefix(6).map(\.description).joined(separator: "; ")
    fatalError("engines disagree: \(differences)\n\(text)")
  }
}

/// Grid descriptions: read inside a grid tree and solved when they read.
func fuzzGrid(_ text: String) {
  var json = "{\"trellis\": 1, \"size\": [300, 200], \"root\": {\"layout\": \"gridTree\", \"grid\": "
  json += quoted(text)
  json += ", \"children\": [{\"id\": \"a\", \"desired\": [20, 10]}, {\"id\": \"b\"}]}}"
  fuzzDocument(json)
}

/// Constraint expressions: parsed against a small grid document, solved when they parse.
func fuzzConstraint(_ text: String) {
  let json =
    "{\"trellis\": 1, \"size\": [300, 200], \"rounding\": \"none\", \"root\": {\"id\": \"g\", \"layout\": \"grid\", \"columns\": 2, \"children\": [{\"id\": \"a\", \"desired\": [40, 20]}, {\"id\": \"b\", \"desired\": [30, 10]}, {\"id\": \"c\"}]}, \"constraints\": [{\"expr\": "
    + quoted(text) + ", \"strength\": \"strong\"}]}"
  fuzzDocument(json)
}

/// Command lines: parsed and validated, never run. A failure has a status and its error on
/// one line, starting `error: `, followed by nothing or the usage.
func fuzzArguments(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  let parsed = TrellisTool.parse(arguments)
  guard parsed.status != 0 else {
    if parsed.standardError != nil { fatalError("parsed, with an error: \(arguments)") }
    return
  }
  guard let error = parsed.standardError, error.hasPrefix("error: ") else {
    fatalError("status \(parsed.status) without an error line: \(arguments)")
  }
  let rest = error.drop { $0 != "\n" }
  guard rest.isEmpty || rest.hasPrefix("\nUsage: "),
    !rest.split(separator: "\n").contains(where: { $0.hasPrefix("error") }),
    !error.prefix(while: { $0 != "\n" }).unicodeScalars.contains(where: { $0.value < 0x20 })
  else {
    fatalError("error not on one line: \(arguments)\n\(error)")
  }
}

/// `batch` input: one output line per non-blank input line, each one line of JSON (an
/// answer, or the item's error).
func fuzzBatch(_ bytes: [UInt8]) {
  let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
  let inputs = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .filter { !$0.allSatisfy(blank.contains) }.count
  let lines = TrellisTool.batchLines(bytes, nodeLimit: 400)
  if lines.count > inputs { fatalError("\(lines.count) lines for \(inputs) inputs") }
  for (line, solved) in lines {
    guard !line.contains("\n"), (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil
    else {
      fatalError("batch line not one line of JSON: \(line)")
    }
    if !solved, !line.hasPrefix("{\"index\": ") { fatalError("failure without index: \(line)") }
  }
}

/// Every frame finite.
func check(_ answer: LayoutAnswer) {
  for (id, rect) in answer.frames
  where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
    fatalError("non-finite frame \(id): \(rect)")
  }
}

/// A JSON string literal.
func quoted(_ text: String) -> String { JSONValue.string(text).text() }

/// libFuzzer's driver, for a `main` of our own (SwiftPM links an executable's `main` as
/// `TrellisFuzz_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The executable's entry point: hands over to libFuzzer with ``fuzz(_:_:)``.
@_cdecl("TrellisFuzz_main")
public func fuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments) { data, size in
    guard let data else { return 0 }
    return fuzz(data, size)
  }
}
