import Foundation
import Testing
import Trellis

/// Every input the fuzzer ever crashed on (Fuzz/Regressions): each is refused with its path or
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

  @Test(arguments: files)
  func refusedOrAgreed(_ name: String) throws {
    let text = try String(
      contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
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
