import ArgumentParser
import Foundation
import Trellis

/// Invalid input: printed as `error: [<file>: ]<path>: <message>` on stderr, exit status 65.
struct InputError: Error, CustomStringConvertible {
  /// Where the problem is: a JSON path, or a file and line.
  var path: String
  /// What is wrong.
  var message: String
  /// The file `path` is in, when it is not `path` itself and not standard input.
  var file: String?

  var description: String { ErrorLine.format(file: file, path, message) }

  /// A problem at `path` in the document read from `file` (`-`: standard input, not named).
  init(path: String, message: String, in file: String? = nil) {
    self.path = path
    self.message = message
    self.file = file == "-" ? nil : file
  }
}

/// Reading a command's input file.
enum InputFile {
  /// The contents of `path`, or of standard input for `-`.
  ///
  /// - Throws: ``InputError`` when the file cannot be read or is not UTF-8.
  static func read(_ path: String, regularOnly: Bool = false) throws -> String {
    guard let text = String(validating: try bytes(path, regularOnly: regularOnly), as: UTF8.self)
    else {
      throw InputError(path: path, message: "not UTF-8 text")
    }
    return text
  }

  /// The bytes of `path`, or of standard input for `-`, at most `DocumentLimits.maximumBytes`.
  ///
  /// A regular file is refused by its size before it is read; a stream (standard input, a
  /// pipe, a device) is read to one byte past the limit and refused then. Opening never
  /// blocks (a named pipe without a writer reads as empty); with `regularOnly` (a directory's
  /// entries), anything but a regular file is refused.
  ///
  /// - Throws: ``InputError`` when the input is closed, missing, a directory, unreadable or
  ///   too large; ``SystemError`` when it would not fit the memory limit (``MemoryBudget``).
  static func bytes(_ path: String, regularOnly: Bool = false) throws -> [UInt8] {
    let limit = DocumentLimits.maximumBytes
    func tooLarge(_ bytes: Int) -> InputError {
      InputError(
        path: path,
        message: "the input is \(bytes) bytes, more than the limit of \(limit) (256 MiB)")
    }
    let descriptor: Int32
    if path == "-" {
      guard !StandardStreams.inputWasClosed else {
        throw InputError(path: path, message: "cannot read standard input (it is closed)")
      }
      descriptor = STDIN_FILENO
    } else {
      descriptor = open(FileName.cString(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else {
        let reason = errno == ENOENT ? "" : " (\(Errno(errno)))"
        throw InputError(path: path, message: "cannot read the file\(reason)")
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var info = stat()
    var expected = 0
    if fstat(descriptor, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR {
        throw InputError(path: path, message: "cannot read the file (it is a directory)")
      }
      if info.st_mode & S_IFMT == S_IFREG {
        if info.st_size > limit { throw tooLarge(Int(info.st_size)) }
        expected = Int(info.st_size)
        try MemoryBudget.check(inputBytes: expected, path)
      } else if regularOnly {
        throw InputError(path: path, message: "cannot read the file (not a regular file)")
      }
    }
    if descriptor != STDIN_FILENO {
      // Opened without blocking; read as any file is.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    let bytes: [UInt8]
    do {
      bytes = try Descriptor.readAll(descriptor, limit: limit, expected: expected)
    } catch {
      let what = path == "-" ? "standard input" : "the file"
      throw InputError(path: path, message: "cannot read \(what) (\(error))")
    }
    guard bytes.count <= limit else { throw tooLarge(bytes.count) }
    if expected == 0 { try MemoryBudget.check(inputBytes: bytes.count, path) }
    return bytes
  }
}

extension InputFile {
  /// The layout document in `path` (`-`: standard input), validated.
  ///
  /// - Throws: ``InputError`` with the file and the JSON path of the first problem.
  static func document(_ path: String) throws -> LayoutDocument {
    let bytes = try bytes(path)
    // ASCII is UTF-8: most documents are checked without copying them into a string.
    guard isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else {
      throw InputError(path: path, message: "not UTF-8 text")
    }
    do {
      // The text is let go inside, once read, before the plan is made.
      return try LayoutDocument(jsonUTF8: consume bytes)
    } catch {
      throw InputError(path: error.path, message: error.message, in: path)
    }
  }
}

extension InputFile {
  /// Whether every byte is below 0x80, checked eight at a time.
  ///
  /// - Complexity: O(`bytes.count`).
  static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var index = 0
      var high: UInt64 = 0
      while index + 8 <= raw.count {
        high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        index += 8
      }
      while index < raw.count {
        high |= UInt64(raw[index])
        index += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }
}

/// A valid document the LP engine could not solve: printed as `error: <file>: <message>`,
/// exit status 70 (an internal failure, never expected within the documented limits).
struct SolverFailure: Error, CustomStringConvertible {
  /// The document.
  var file: String
  /// What failed.
  var message: String

  var description: String { ErrorLine.format(file, message) }

  /// Runs `body`, turning a layout error into a ``SolverFailure`` about `file`, into an
  /// ``InputError`` (exit 65) when the document asks for what the engine cannot do, or into
  /// ``TimeLimitReached`` (exit 75).
  static func catching<T>(_ file: String, _ body: () throws(LayoutError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      switch error {
      case .invalid(let error):
        throw InputError(path: error.path, message: error.message, in: file)
      case .unsupported(let path, let message):
        throw InputError(path: path, message: message, in: file)
      case .timeLimitReached(let limit):
        throw TimeLimitReached(file: file, limit: limit)
      case .unsolved, .measurement: break
      }
      throw SolverFailure(file: file, message: error.description)
    }
  }

  /// ``catching(_:_:)-(_,()throws(LayoutError)->T)`` for the LP engine's own errors.
  static func catching<T>(_ file: String, _ body: () throws(LPEngineError) -> T) throws -> T {
    try catching(file) { () throws(LayoutError) -> T in
      do throws(LPEngineError) {
        return try body()
      } catch {
        throw error.layoutError
      }
    }
  }
}

extension EngineChoice: ExpressibleByArgument {}
