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
    if let scale, !(Self.scales.contains(scale)) {
      throw ValidationError("--scale must be a number from 0.001 to 1000")
    }
    if png, let output, output.lowercased().hasSuffix(".svg") {
      throw ValidationError("--png writes PNG, but '\(output)' names an SVG file")
    }
    if writesPNG, output == nil || output == "-", isatty(STDOUT_FILENO) != 0 {
      throw ValidationError("--png writes binary data: give -o FILE or redirect standard output")
    }
  }

  /// The pixels per layout point `--scale` may give.
  static let scales = 0.001...1000.0

  /// The most pixels a PNG may have (about 7,000 × 7,000): the converter needs some 4 bytes
  /// of memory a pixel and more.
  static let maximumPixels = 50_000_000

  /// Whether the picture is PNG: `--png`, or an output file named `*.png`.
  var writesPNG: Bool { png || output?.lowercased().hasSuffix(".png") == true }

  func run() throws {
    var document = try InputFile.document(file)
    if let size { document.size = try SolveCommand.parseSize(size) }
    let svg = try Self.svg(
      document, file: file, engine: engine, scale: scale, timeLimit: try timeLimit.limit)
    if writesPNG {
      let (width, height) = PNGConverter.pixels(svg)
      guard width * height <= Double(Self.maximumPixels) else {
        throw InputError(
          path: file,
          message: "the picture would be \(Int(width)) × \(Int(height)) pixels, more than the "
            + "limit of \(Self.maximumPixels) for PNG (lower --scale, or write SVG)")
      }
      try OutputSink.write(
        try PNGConverter.convert(svg, file: file, timeLimit: try timeLimit.limit), to: output)
    } else {
      try OutputSink.write(svg, to: output)
    }
  }

  /// The picture of `document` solved with `engine`, captioned with the file's name.
  static func svg(
    _ document: LayoutDocument, file: String, engine: EngineChoice, scale: Double? = nil,
    timeLimit: TimeLimit? = nil
  ) throws -> String {
    let title = file == "-" ? nil : FileName.shown(String(file.split(separator: "/").last ?? ""))
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

  /// The picture's size in pixels: its `width` and `height` attributes.
  static func pixels(_ svg: String) -> (width: Double, height: Double) {
    func attribute(_ name: String) -> Double {
      guard let start = svg.range(of: " \(name)=\"")?.upperBound,
        let end = svg[start...].firstIndex(of: "\"")
      else { return 0 }
      return Double(svg[start..<end]) ?? .infinity
    }
    return (attribute("width"), attribute("height"))
  }

  /// The most bytes of the converter's messages kept (the rest is read and dropped).
  static let messageLimit = 4096

  /// The most bytes of PNG accepted (a picture within ``RenderCommand/maximumPixels`` is far
  /// smaller).
  static let outputLimit = 256 << 20

  /// `svg` converted to PNG, the converter stopped at `timeLimit`.
  ///
  /// - Throws: `ExitCode(69)` after printing the install hint when `rsvg-convert` is missing,
  ///   ``TimeLimitReached`` when the limit ran out, ``SystemError`` when it cannot be started
  ///   (no descriptors or processes left), ``InputError`` when the conversion fails.
  static func convert(
    _ svg: String, file: String = "-", timeLimit: TimeLimit? = nil
  ) throws -> [UInt8] {
    guard let executable = find() else {
      StandardStreams.error("error: \(installHint)")
      throw ExitCode(69)
    }
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(
        executable, ["--format", "png"], input: Array(svg.utf8), outputLimit: outputLimit,
        messageLimit: messageLimit, deadline: timeLimit.map { .now + .seconds($0.seconds) })
    } catch ChildProcess.Stop.deadline {
      // Only a time limit sets a deadline.
      guard let timeLimit else { throw ChildProcess.Stop.deadline }
      throw TimeLimitReached(file: file, limit: timeLimit)
    } catch ChildProcess.Stop.outputTooLarge {
      throw InputError(
        path: executable, message: "rsvg-convert wrote more than \(outputLimit) bytes")
    }
    guard result.status == 0 else {
      let text = String(decoding: result.messages, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw InputError(
        path: executable, message: "rsvg-convert failed (status \(result.status)): \(text)")
    }
    return result.output
  }
}
