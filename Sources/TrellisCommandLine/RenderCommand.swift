import ArgumentParser
import Foundation
import Trellis

/// `trellis render`: lays a document out and draws it as SVG (or PNG through `rsvg-convert`).
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out a document and draw it as an SVG picture.",
    discussion: """
      Draws the container bounds, shaded margins and spacings, grid track lines with their \
      sizes, grid-tree cells and every item's frame labelled with its id. --png converts \
      the picture with rsvg-convert (Debian and Ubuntu: apt-get install librsvg2-bin). \
      Invalid documents exit with status 65 and 'error: <json path>: <message>' on stderr; \
      a layout that reaches --time-limit exits with status 75 and draws nothing.
      """
  )

  @Argument(help: "The document ('-' or nothing for standard input).")
  var file: String = "-"

  @Option(name: [.short, .customLong("output")], help: "Write the picture to this file.")
  var output: String?

  @Option(help: "Engine: auto (direct where it applies, else LP), direct or lp.")
  var engine: EngineChoice = .auto

  @Option(help: "Override the document's size: W,H (either may be 'null' to measure that axis).")
  var size: String?

  @Option(help: "Pixels per layout point (default: the longer side at least 800 pixels).")
  var scale: Double?

  @Flag(help: "Write PNG instead of SVG (needs rsvg-convert on PATH); implied by -o FILE.png.")
  var png = false

  @OptionGroup var timeLimit: TimeLimitOption

  func validate() throws {
    if let size { _ = try SolveCommand.parseSize(size) }
    if let scale, !(scale.isFinite && scale > 0) {
      throw ValidationError("--scale must be a number > 0")
    }
    if png, let output, output.lowercased().hasSuffix(".svg") {
      throw ValidationError("--png writes PNG, but '\(output)' names an SVG file")
    }
    if writesPNG, output == nil || output == "-", isatty(STDOUT_FILENO) != 0 {
      throw ValidationError("--png writes binary data: give -o FILE or redirect standard output")
    }
  }

  /// Whether the picture is PNG: `--png`, or an output file named `*.png`.
  var writesPNG: Bool { png || output?.lowercased().hasSuffix(".png") == true }

  func run() throws {
    var document = try InputFile.document(file)
    if let size { document.size = try SolveCommand.parseSize(size) }
    let svg = try Self.svg(
      document, file: file, engine: engine, scale: scale, timeLimit: try timeLimit.limit)
    if writesPNG {
      try OutputSink.write(try PNGConverter.convert(svg), to: output)
    } else {
      try OutputSink.write(svg, to: output)
    }
  }

  /// The picture of `document` solved with `engine`, captioned with the file's name.
  static func svg(
    _ document: LayoutDocument, file: String, engine: EngineChoice, scale: Double? = nil,
    timeLimit: TimeLimit? = nil
  ) throws -> String {
    let title = file == "-" ? nil : URL(fileURLWithPath: file).lastPathComponent
    let renderer = SVGRenderer(options: SVGRenderer.Options(title: title, scale: scale))
    return try SolverFailure.catching(file) { () throws(LayoutError) in
      try renderer.render(solving: document, engine: engine, timeLimit: timeLimit).svg
    }
  }
}

/// SVG to PNG through `rsvg-convert` (librsvg).
enum PNGConverter {
  /// The command's name.
  static let tool = "rsvg-convert"

  /// What to do when `rsvg-convert` is missing.
  static let installHint =
    "rsvg-convert is not on PATH; install it (Debian/Ubuntu: apt-get install librsvg2-bin, "
    + "macOS: brew install librsvg) or drop --png to write SVG"

  /// `rsvg-convert`'s path: the first executable of that name in a `PATH` directory.
  static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return directories.map { $0 + "/" + tool }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// `svg` converted to PNG.
  ///
  /// - Throws: `ExitCode(69)` after printing the install hint when `rsvg-convert` is missing,
  ///   ``InputError`` when it cannot run or the conversion fails.
  static func convert(_ svg: String) throws -> [UInt8] {
    guard let executable = find() else {
      StandardStreams.error("error: \(installHint)")
      throw ExitCode(69)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--format", "png"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw InputError(path: executable, message: "cannot run (\(error.localizedDescription))")
    }
    // The picture is written on another thread while this one reads the PNG, so neither
    // pipe can fill up and stall the other; a converter that stops reading early is reported
    // by its status, not by the failed write.
    let writer = input.fileHandleForWriting
    let bytes = Data(svg.utf8)
    let feeding = Thread {
      try? writer.write(contentsOf: bytes)
      try? writer.close()
    }
    feeding.start()
    let png = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw InputError(
        path: executable,
        message: "rsvg-convert failed (status \(process.terminationStatus)): \(text)")
    }
    return Array(png)
  }
}
