import Foundation
import Testing
import Trellis

/// The repository's documentation as the tests read it: README.md and the DocC catalog's
/// articles, from the source tree, with their fenced code blocks.
///
/// A JSON example's Swift twin is the ```swift block right after it, marked by the comment
/// `<!-- swift-twin: NAME -->` on the line before its fence. The JSON is the fenced block before
/// the twin: a ```json block (a whole document, or members of one such as `"constraints": […]`,
/// which stand for `Examples/over-constrained.json`'s root with those members), or a ```swift
/// block holding the document in a `"""` string. `<!-- swift-twin: NAME, json: PATH -->` takes
/// the JSON from a file of the repository instead.
enum Documentation {
  /// The repository's root directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The markdown files: README.md, then the catalog's articles by name.
  static let files: [String] = {
    let catalog = "Sources/Trellis/Trellis.docc"
    let articles =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(catalog).path)) ?? []
    return ["README.md"]
      + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }()

  /// A fenced code block.
  struct Block: Sendable {
    /// The file, relative to the repository's root.
    var file: String
    /// The 1-based line of its opening fence.
    var line: Int
    /// The language after the opening fence (`json`, `swift`, empty).
    var language: String
    /// The lines between the fences.
    var text: String
    /// What the `<!-- … -->` comment on the line before the fence says, if there is one.
    var marker: String?

    /// `file:line`, for messages.
    var place: String { "\(file):\(line)" }
  }

  /// A file of the repository as text.
  static func text(of file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// The fenced code blocks of a markdown file, in order.
  static func blocks(in file: String) throws -> [Block] {
    let lines = try text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("```") else {
        index += 1
        continue
      }
      let opening = index
      index += 1
      while index < lines.count && lines[index] != "```" { index += 1 }
      var marker: String?
      if opening > 0 {
        let previous = lines[opening - 1].trimmingCharacters(in: .whitespaces)
        if previous.hasPrefix("<!--") && previous.hasSuffix("-->") {
          marker = previous.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        }
      }
      blocks.append(
        Block(
          file: file, line: opening + 1, language: String(lines[opening].dropFirst(3)),
          text: lines[(opening + 1)..<min(index, lines.count)].joined(separator: "\n"),
          marker: marker))
      index += 1
    }
    return blocks
  }

  /// The text of the first `"""` string literal in Swift source, as the string's value (the
  /// closing delimiter's indentation removed from every line).
  static func stringLiteral(in swift: String) -> String? {
    let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasSuffix("\"\"\"") }),
      let end = lines[(start + 1)...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "\"\"\""
      })
    else { return nil }
    let indentation = lines[end].prefix { $0 == " " }.count
    return lines[(start + 1)..<end].map { String($0.dropFirst(indentation)) }
      .joined(separator: "\n")
  }

  /// The snippets of a Swift source file by name: the lines between `// START NAME` and
  /// `// END` comments (`// twin: NAME` … `// end twin`), without their common indentation.
  static func snippets(
    inSource path: String, start: String, end: String
  ) throws -> [String: String] {
    let source = try String(contentsOfFile: path, encoding: .utf8)
    var snippets: [String: String] = [:]
    var name: String?
    var indentation = 0
    var lines: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix(start) {
        name = String(trimmed.dropFirst(start.count))
        indentation = line.prefix { $0 == " " }.count
        lines = []
      } else if trimmed == end, let current = name {
        snippets[current] = lines.map { String($0.dropFirst(indentation)) }
          .joined(separator: "\n")
        name = nil
      } else if name != nil {
        lines.append(line)
      }
    }
    return snippets
  }
}
