import Trellis

/// The libFuzzer entry point: bytes in, never a crash, and both engines agreeing.
///
/// - `{…`: a layout document. Whatever decodes is solved by both engines and compared
///   (``CrossCheck``); a document with constraints, groups or rule tiers is solved by the LP
///   engine's tiers twice, which must give the same bytes.
/// - `#…`: a MyGridLayout grid description (the `grid` string of a `gridTree`).
/// - `=…`: a constraint expression against a fixed set of ids.
///
/// A disagreement or non-finite frame traps, so libFuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(first == UInt8(ascii: "{") ? 0 : 1), as: UTF8.self)
  switch first {
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
