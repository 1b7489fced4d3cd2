import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `trellis render` and `trellis solve --format svg`, run as a user runs them.
@Suite struct RenderCLITests {
  /// Runs `trellis` with `arguments`, optionally replacing its environment's `PATH`.
  static func run(_ arguments: [String], path: String? = nil) throws -> (
    status: Int32, stdout: Data, stderr: String
  ) {
    let process = Process()
    process.executableURL = try CLITests.executable
    process.arguments = arguments
    process.currentDirectoryURL = CLITests.root
    if let path {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = path
      process.environment = environment
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, out, String(decoding: err, as: UTF8.self))
  }

  /// Whether `data` is well-formed XML.
  static func wellFormed(_ data: Data) -> Bool { XMLParser(data: data).parse() }

  /// Whether `rsvg-convert` is on this process's `PATH`.
  static let hasRSVG = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }

  /// A fresh temporary file name with `suffix`.
  static func temporary(_ suffix: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-render-\(UUID().uuidString)\(suffix)").path
  }

  @Test func rendersEveryExampleAsSVG() throws {
    for example in ["dashboard", "photo-grid", "profile-card", "settings-form"] {
      let result = try Self.run(["render", "Examples/\(example).json"])
      #expect(result.status == 0, "\(example): \(result.stderr)")
      #expect(result.stderr.isEmpty)
      let text = String(decoding: result.stdout, as: UTF8.self)
      #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
      #expect(Self.wellFormed(result.stdout), "\(example): not well-formed")
      #expect(text.contains("\(example).json · direct engine"))
    }
    let dashboard = String(
      decoding: try Self.run(["render", "Examples/dashboard.json"]).stdout, as: UTF8.self)
    #expect(dashboard.contains("<rect class=\"item\" data-id=\"chart\""))
  }

  @Test func overConstrainedDocumentsShowWhatGaveWay() throws {
    let result = try Self.run(["render", "Examples/over-constrained.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.wellFormed(result.stdout))
    let text = String(decoding: result.stdout, as: UTF8.self)
    #expect(text.contains("over-constrained.json · lp engine"))
    #expect(text.contains("<rect class=\"highlight\" data-rule=\"main.col[0].fixed\""))
    #expect(text.contains("[1] conflict: these required rules cannot all hold"))
    let direct = try Self.run(["render", "Examples/over-constrained.json", "--engine", "direct"])
    #expect(direct.status == 65)
    #expect(direct.stdout.isEmpty)
    #expect(
      direct.stderr.hasPrefix(
        "error: Examples/over-constrained.json: constraints: the direct engine"))
  }

  @Test func solveFormatSVGIsTheRenderedPicture() throws {
    let render = try Self.run(["render", "Examples/profile-card.json", "--engine", "lp"])
    let solve = try Self.run([
      "solve", "Examples/profile-card.json", "--engine", "lp", "--format", "svg",
    ])
    #expect(render.status == 0 && solve.status == 0)
    #expect(render.stdout == solve.stdout)
    #expect(String(decoding: solve.stdout, as: UTF8.self).contains("lp engine"))
  }

  @Test func writesTheOutputFileAndAppliesSizeAndScale() throws {
    let file = Self.temporary(".svg")
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try Self.run([
      "render", "Examples/settings-form.json", "-o", file, "--size", "600,null", "--scale", "2",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    #expect(Self.wellFormed(data))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(" · 600 × "))
    #expect(text.contains("viewBox=\"0 0 "))
  }

  @Test func invalidInputExits65WithItsPath() throws {
    let bad = Self.temporary(".json")
    defer { try? FileManager.default.removeItem(atPath: bad) }
    try Data(
      #"{"trellis": 1, "root": {"layout": "horizontal", "children": [{"id": "a", "stretch": -1}]}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: bad))
    for arguments in [["render", bad], ["solve", bad, "--format", "svg"]] {
      let result = try Self.run(arguments)
      #expect(result.status == 65)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("error: \(bad): root.children[0].stretch: "))
    }
    let missing = try Self.run(["render", "no/such/file.json"])
    #expect(missing.status == 65)
    #expect(missing.stderr == "error: no/such/file.json: cannot read the file\n")
    #expect(try Self.run(["render", "Examples/dashboard.json", "--scale", "0"]).status == 64)
  }

  @Test func pngWithoutRSVGConvertSaysHowToInstallIt() throws {
    let empty = Self.temporary("-bin")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let output = Self.temporary(".png")
    let result = try Self.run(
      ["render", "Examples/dashboard.json", "--png", "-o", output], path: empty)
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: rsvg-convert is not on PATH"))
    #expect(result.stderr.contains("apt-get install librsvg2-bin"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(.enabled(if: hasRSVG, "rsvg-convert is not installed"))
  func pngThroughRSVGConvert() throws {
    let file = Self.temporary(".png")
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try Self.run(["render", "Examples/profile-card.json", "--png", "-o", file])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let piped = try Self.run(["render", "Examples/profile-card.json", "--png"])
    #expect(piped.status == 0)
    #expect(piped.stdout.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  /// The README's picture is what the command beside it writes.
  @Test func showcaseIsUpToDate() throws {
    let committed = try Data(
      contentsOf: CLITests.root.appendingPathComponent("docs/showcase.svg"))
    let result = try Self.run(["render", "Examples/dashboard.json"])
    #expect(result.status == 0)
    let docc = try Data(
      contentsOf: CLITests.root.appendingPathComponent(
        "Sources/Trellis/Trellis.docc/Resources/showcase.svg"))
    #expect(docc == committed, "the DocC catalog's copy differs from docs/showcase.svg")
    #expect(
      result.stdout == committed,
      "docs/showcase.svg is stale: scripts/trellis render Examples/dashboard.json -o docs/showcase.svg"
    )
  }
}
