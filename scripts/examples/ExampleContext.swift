// The names the documentation's Swift examples may use without defining them, for
// scripts/check-examples: each example is a program of its own, `main.swift` of an executable
// target that imports Foundation, Trellis and this module. An example that defines one of these
// names shadows it. The examples run from the repository's root, where these files are read.

import Foundation
import Trellis

/// `Examples/dashboard.json`: a document without constraints, which every engine lays out.
public let document: LayoutDocument = read("Examples/dashboard.json")

/// The root of `Examples/over-constrained.json`, which the constraint examples build around.
public let root: LayoutNode = read("Examples/over-constrained.json").root

/// A measurer of six words of 40 points, 20 points a line, wrapping at the width offered.
public let text = ContentMeasurer("text") { proposal in
  let width = min(240, proposal.horizontal ?? 240)
  let perLine = max(1, (width / 40).rounded(.down))
  return AxisPair(perLine * 40, (6 / perLine).rounded(.up) * 20)
}

/// A time limit in seconds.
public let seconds = 0.5

/// The answer of `Examples/over-constrained.json`, as JSON text in UTF-8.
public let data: Data = {
  do {
    return Data(try solve(read("Examples/over-constrained.json")).json().utf8)
  } catch {
    fatalError("Examples/over-constrained.json: \(error)")
  }
}()

/// Answers an example collects.
@MainActor public var answers: [LayoutAnswer] = []

/// Heights an example collects.
@MainActor public var heights: [Double] = []

/// A document of the repository, or the end of the example.
func read(_ path: String) -> LayoutDocument {
  do {
    return try LayoutDocument(json: String(contentsOfFile: path, encoding: .utf8))
  } catch {
    fatalError("\(path): \(error)")
  }
}
