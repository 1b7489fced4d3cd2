import Foundation
import Testing

/// The fuzzer's command-line findings (Fuzz/Regressions), never a crash.
///
/// `-…` is an argument list split at NUL bytes, run as `trellis`; `~…` is the bytes of a
/// JSON Lines input, run as `trellis batch -`. Neither crashes; a failure is one `error:` line (then only the usage) and
/// nothing on standard output; a batch prints one line per item.
@Suite struct FuzzRegressionCLITests {
  static let directory = CLITests.root.appendingPathComponent("Fuzz/Regressions")

  /// The findings that are command lines or batch inputs, by name.
  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    .filter { name in
      let first = (try? Data(contentsOf: directory.appendingPathComponent(name)))?.first
      return first == UInt8(ascii: "-") || first == UInt8(ascii: "~")
    }

  @Test func thereAreFindings() {
    #expect(!Self.files.isEmpty)
  }

  @Test(arguments: files)
  func oneErrorLineOrAnswers(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
    if bytes.first == UInt8(ascii: "~") {
      let input = Array(bytes.dropFirst())
      let result = try Child.run(["batch", "-"], stdin: .bytes(input))
      #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
      #expect(result.stderr.isEmpty)
      let items = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .filter { !$0.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } }.count
      #expect(result.text.split(separator: "\n").count == items)
      return
    }
    let arguments = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    let result = try Child.run(arguments)
    #expect(result.status < 128, "crashed: \(result.stderr)")
    guard result.status != 0 else { return }
    #expect(result.stdout.isEmpty)
    let lines = result.errorLines
    #expect(lines.first?.hasPrefix("error: ") == true, "\(result.stderr)")
    #expect(lines.filter { $0.hasPrefix("error") }.count == 1, "\(result.stderr)")
    #expect(lines.dropFirst().first.map { $0.hasPrefix("Usage: ") } ?? true, "\(result.stderr)")
  }
}
