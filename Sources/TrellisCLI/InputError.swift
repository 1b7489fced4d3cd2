import ArgumentParser
import Foundation

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
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
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
