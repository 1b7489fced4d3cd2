import Foundation
import Testing
import Trellis

/// A worked example: a document and the frames the semantics give for it.
struct Fixture: CustomTestStringConvertible, Sendable {
  /// The file name without `.json`.
  var name: String
  /// Where the expected values come from.
  var source: String
  /// The document as JSON text.
  var document: String
  /// Expected frames by id, `[x, y, w, h]`.
  var frames: [String: [Double]]
  /// Expected grid-tree cells by id, each `[x, y, w, h]`, when the fixture gives them.
  var cells: [String: [[Double]]] = [:]
  /// Expected diagnostics, in order (none when the fixture gives none: its content fits).
  var diagnostics: [LayoutAnswer.Diagnostic] = []

  var testDescription: String { name }

  /// Every fixture file, sorted by name; names starting with `x` are disabled.
  static let all: [Fixture] = {
    guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
      let files = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    return files.filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix("x") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
      .compactMap { url in
        guard let data = try? Data(contentsOf: url),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let documentObject = object["document"],
          let documentData = try? JSONSerialization.data(withJSONObject: documentObject),
          let frames = object["frames"] as? [String: [Double]]
        else { return nil }
        let diagnostics = (object["diagnostics"] as? [[String: String]] ?? []).map {
          LayoutAnswer.Diagnostic(
            severity: LayoutAnswer.Diagnostic.Severity(rawValue: $0["severity"] ?? "") ?? .info,
            path: $0["path"] ?? "", message: $0["message"] ?? "")
        }
        return Fixture(
          name: url.deletingPathExtension().lastPathComponent,
          source: object["source"] as? String ?? "",
          document: String(decoding: documentData, as: UTF8.self), frames: frames,
          cells: object["cells"] as? [String: [[Double]]] ?? [:], diagnostics: diagnostics)
      }
  }()
}
