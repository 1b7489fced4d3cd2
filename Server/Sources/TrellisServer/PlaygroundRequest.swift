import Foundation
import Trellis

/// A request of the page: the document's text as typed, the size to lay it out at and the
/// engine.
///
/// ```json
/// {"text": "{\"trellis\": 1, …}", "size": [800, null], "engine": "auto", "svg": true}
/// ```
struct PlaygroundRequest: Sendable {
  /// The document, as JSON text.
  var text: String
  /// The size (`nil` on an axis: measured); `nil`: the document's own.
  var size: AxisPair<Double?>?
  /// The engine.
  var engine: EngineChoice
  /// Whether a solve's reply also draws the answer as SVG.
  var svg: Bool

  /// The members of the body.
  private struct Body: Decodable {
    var text: String
    var size: [Double?]?
    var engine: String?
    var svg: Bool?
  }

  /// Reads a request body.
  ///
  /// - Throws: a `request` ``PlaygroundError`` for a body that is not such a JSON object, an
  ///   unknown engine, or a size that is not two numbers (or nulls) from 0 to 1e9.
  init(_ body: [UInt8]) throws(PlaygroundError) {
    let decoded: Body
    do {
      decoded = try JSONDecoder().decode(Body.self, from: Data(body))
    } catch {
      throw .request(
        "the request must be a JSON object with the document as \"text\" (a string), "
          + "\"size\" ([W, H], numbers or null) and \"engine\" (auto, direct or lp)")
    }
    text = decoded.text
    guard let engine = EngineChoice(rawValue: decoded.engine ?? "auto") else {
      throw .request("engine must be auto, direct or lp")
    }
    self.engine = engine
    svg = decoded.svg ?? false
    if let size = decoded.size {
      guard size.count == 2 else { throw .request("size must be [W, H]") }
      for length in size {
        guard let length else { continue }
        // The documents' own number range (README, Limits).
        guard
          length.isFinite
            && (length == 0
              || (DocumentLimits.smallestMagnitude...DocumentLimits.largestMagnitude).contains(
                length))
        else {
          throw .request("a size must be 0, a number from 1e-9 to 1e9, or null")
        }
      }
      self.size = AxisPair(size[0], size[1])
    }
  }

  /// The document the text holds, at the request's size unless `sized` is `false`.
  ///
  /// - Throws: a `document` ``PlaygroundError``: the reader's error, with its path (and the
  ///   line and column of a syntax error).
  func document(sized: Bool = true) throws(PlaygroundError) -> LayoutDocument {
    var document: LayoutDocument
    do {
      document = try LayoutDocument(json: text)
    } catch {
      throw PlaygroundError(error)
    }
    if sized, let size { document.size = size }
    return document
  }
}
