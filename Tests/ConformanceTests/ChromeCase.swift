import Foundation
import Testing
import Trellis

/// A Taffy fixture converted to a Trellis document, with the frames headless Chromium measured
/// for it (`Chrome/`, written by `scripts/chrome-suite/regenerate.py`; Taffy's fixtures are
/// MIT, `Chrome/LICENSE-taffy.txt`).
struct ChromeCase: CustomTestStringConvertible, Sendable {
  /// `grid/<fixture>` or `flex/<fixture>` (Taffy's), or `probe/<page>`, `wrapping/<page>` and
  /// `placement/<page>` (written for Trellis: probes, seeded grids of wrapping text and of
  /// placed and spanning items).
  var name: String
  /// The document as JSON text.
  var document: String
  /// Chrome's frames by id, `[x, y, w, h]`, unrounded.
  var frames: [String: [Double]]
  /// How far a Trellis edge may lie from Chrome's: Chrome snaps every track size, gap share
  /// and alignment offset to 1/64 px, so an edge after n tracks is (2n − 1)/64 px off at most.
  var tolerance: Double
  /// The pending rule fix (semantics §5) this case waits for, when it disagrees until then.
  var pending: String?

  var testDescription: String { name }

  /// Every case, sorted by name.
  static let all: [ChromeCase] = {
    guard let directory = Bundle.module.url(forResource: "Chrome", withExtension: nil) else {
      return []
    }
    var cases: [ChromeCase] = []
    for suite in ["grid", "flex", "probe", "wrapping", "placement"] {
      let folder = directory.appendingPathComponent(suite)
      let files =
        (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
        ?? []
      for url in files where url.pathExtension == "json" {
        guard let data = try? Data(contentsOf: url),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let documentObject = object["document"],
          let documentData = try? JSONSerialization.data(withJSONObject: documentObject),
          let frames = object["frames"] as? [String: [Double]],
          let tolerance = object["tolerance"] as? Double
        else { continue }
        let pending = (object["pending"] as? [String: String])?["rule"]
        cases.append(
          ChromeCase(
            name: "\(suite)/\(url.deletingPathExtension().lastPathComponent)",
            document: String(decoding: documentData, as: UTF8.self), frames: frames,
            tolerance: tolerance, pending: pending))
      }
    }
    return cases.sorted { $0.name < $1.name }
  }()

  /// The frames (by id) where `engine`'s answer lies farther than the tolerance from Chrome's:
  /// `id: trellis [x, y, w, h], chrome [x, y, w, h]`.
  func differences(_ engine: EngineChoice) throws -> [String] {
    let answer = try solve(LayoutDocument(json: document), engine: engine)
    var found: [String] = []
    for (id, chrome) in frames.sorted(by: { $0.key < $1.key }) {
      guard let frame = answer.frames[id] else {
        found.append("\(id): no frame")
        continue
      }
      let mine = [frame.x, frame.y, frame.width, frame.height]
      if zip(mine, chrome).contains(where: { abs($0 - $1) > tolerance }) {
        found.append("\(id): trellis \(mine), chrome \(chrome)")
      }
    }
    return found
  }
}
