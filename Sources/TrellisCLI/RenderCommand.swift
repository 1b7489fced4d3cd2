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
      Invalid documents exit with status 65 and 'error: <json path>: <message>' on stderr.
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

  @Flag(help: "Write PNG instead of SVG (needs rsvg-convert on PATH).")
  var png = false

  func validate() throws {
    if let size { _ = try SolveCommand.parseSize(size) }
    if let scale, !(scale.isFinite && scale > 0) {
      throw ValidationError("--scale must be a number > 0")
    }
    if png, output == nil, isatty(STDOUT_FILENO) != 0 {
      throw ValidationError("--png writes binary data: give -o FILE or redirect standard output")
    }
  }

  func run() throws {
    var document = try InputFile.document(file)
    if let size { document.size = try SolveCommand.parseSize(size) }
    let svg = try Self.svg(document, file: file, engine: engine, scale: scale)
    if png {
      try PNGConverter.convert(svg, to: output)
    } else {
      try OutputFile.write(svg, to: output)
    }
  }

  /// The picture of `document` solved with `engine`, captioned with the file's name.
  static func svg(
    _ document: LayoutDocument, file: String, engine: EngineChoice, scale: Double? = nil
  ) throws -> String {
    let title = file == "-" ? nil : URL(fileURLWithPath: file).lastPathComponent
    let renderer = SVGRenderer(options: SVGRenderer.Options(title: title, scale: scale))
    return try SolverFailure.catching(file) { () throws(LayoutError) in
      try renderer.render(solving: document, engine: engine).svg
    }
  }
}

/// Writing a command's text output.
enum OutputFile {
  /// Writes `text` to `path`, or to standard output when `path` is `nil`.
  ///
  /// - Throws: ``InputError`` naming the file when it cannot be written.
  static func write(_ text: String, to path: String?) throws {
    guard let path else {
      print(text, terminator: "")
      return
    }
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw InputError(path: path, message: "cannot write the file (\(error.localizedDescription))")
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

  /// Converts `svg` to PNG in `path` (standard output when `nil`).
  ///
  /// - Throws: `ExitCode(69)` after printing the install hint when `rsvg-convert` is missing,
  ///   ``InputError`` when the file cannot be written or the conversion fails.
  static func convert(_ svg: String, to path: String?) throws {
    guard let executable = find() else {
      FileHandle.standardError.write(Data("error: \(installHint)\n".utf8))
      throw ExitCode(69)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--format", "png"] + (path.map { ["--output", $0] } ?? [])
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw InputError(path: executable, message: "cannot run (\(error.localizedDescription))")
    }
    // The picture is written while rsvg-convert reads it; its messages are read after.
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw InputError(
        path: path ?? "-",
        message: "rsvg-convert failed (status \(process.terminationStatus)): \(text)")
    }
  }
}
