import ArgumentParser
import Foundation
import Trellis

/// Invalid input: printed as `error: <path>: <message>` on stderr, exit status 65 (format.md §4).
struct InputError: Error, CustomStringConvertible {
  /// Where the problem is: a JSON path, or a file and line.
  var path: String
  /// What is wrong.
  var message: String

  var description: String { "error: \(path): \(message)" }
}

/// Reading a command's input file.
enum InputFile {
  /// The contents of `path`, or of standard input for `-`.
  ///
  /// - Throws: ``InputError`` when the file cannot be read or is not UTF-8.
  static func read(_ path: String) throws -> String {
    let data: Data
    let limit = DocumentLimits.maximumBytes
    func tooLarge(_ bytes: Int) -> InputError {
      InputError(
        path: path,
        message: "the input is \(bytes) bytes, more than the limit of \(limit) (256 MiB)")
    }
    if path == "-" {
      // Read at most one byte past the limit, so a huge stream is refused without being held.
      var buffer = Data()
      while buffer.count <= limit {
        let chunk = FileHandle.standardInput.readData(
          ofLength: min(1 << 20, limit + 1 - buffer.count))
        if chunk.isEmpty { break }
        buffer.append(chunk)
      }
      guard buffer.count <= limit else { throw tooLarge(buffer.count) }
      data = buffer
    } else {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      if let size = attributes?[.size] as? Int, size > limit { throw tooLarge(size) }
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw InputError(path: path, message: "cannot read the file")
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputError(path: path, message: "not UTF-8 text")
    }
    return text
  }
}

extension InputFile {
  /// The layout document in `path` (`-`: standard input), validated.
  ///
  /// - Throws: ``InputError`` with the JSON path of the first problem.
  static func document(_ path: String) throws -> LayoutDocument {
    let text = try read(path)
    do {
      return try LayoutDocument(json: text)
    } catch {
      throw InputError(path: error.path, message: error.message)
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

  var description: String { "error: \(file): \(message)" }

  /// Runs `body`, turning a layout error into a ``SolverFailure`` about `file`, or into an
  /// ``InputError`` (exit 65) when the document asks for what the engine cannot do.
  static func catching<T>(_ file: String, _ body: () throws(LayoutError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      switch error {
      case .invalid(let error): throw InputError(path: error.path, message: error.message)
      case .unsupported(let path, let message): throw InputError(path: path, message: message)
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
