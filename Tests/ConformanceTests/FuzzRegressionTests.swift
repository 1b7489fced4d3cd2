import Foundation
import Testing
import Trellis

/// Every input the fuzzer ever crashed on (Fuzz/Regressions) but command lines and batch
/// inputs (`-…`, `~…`: FuzzRegressionCLITests): each is refused with its path or
/// solved by both engines in agreement, never a crash.
@Suite struct FuzzRegressionTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()

  @Test func thereAreFindings() {
    #expect(!Self.files.isEmpty)
  }

  /// The document an input stands for, as the fuzz target reads it: `{…` a document, `#…` a
  /// grid-tree `grid` string, `=…` a constraint on a small grid.
  static func documentText(_ input: String) -> String {
    guard let first = input.first, first != "{" else { return input }
    let rest = LayoutAnswer.quoted(String(input.dropFirst()))
    if first == "#" {
      return
        #"{"trellis": 1, "size": [300, 200], "root": {"layout": "gridTree", "grid": "#
        + rest + #", "children": [{"id": "a", "desired": [20, 10]}, {"id": "b"}]}}"#
    }
    return
      #"{"trellis": 1, "size": [300, 200], "rounding": "none", "root": {"id": "g", "layout": "grid", "columns": 2, "children": [{"id": "a", "desired": [40, 20]}, {"id": "b", "desired": [30, 10]}, {"id": "c"}]}, "constraints": [{"expr": "#
      + rest + #", "strength": "strong"}]}"#
  }

  @Test(arguments: files)
  func refusedOrAgreed(_ name: String) throws {
    let input = try String(
      contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
    // Command lines and batch inputs: FuzzRegressionCLITests.
    if input.hasPrefix("-") || input.hasPrefix("~") { return }
    let text = Self.documentText(input)
    let document: LayoutDocument
    do {
      document = try LayoutDocument(json: text)
    } catch {
      #expect(!error.path.isEmpty && !error.message.isEmpty)
      return
    }
    if document.isConstrained {
      _ = try LPEngine().solveTiered(document)
    } else {
      let report = try CrossCheck.run(document)
      #expect(report.agrees, "\(report.differences)")
    }
  }
}
