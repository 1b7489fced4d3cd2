/// Pixel snapping for `rounding: pixel`, shared by both engines.
///
/// Edges are snapped to the `pixelScale` grid in cumulative coordinates, so adjacent frames
/// share edges; ties round half away from zero.
package enum PixelSnapping {
  /// A coordinate snapped to the grid of `scale` pixels per point.
  ///
  /// The position in pixels is first brought to a multiple of 2⁻²⁰
  /// (``AxisProblem/snapped(_:)``), so a real tie (`x.5` pixels) computed by two solvers a few
  /// ulps apart rounds the same way for both.
  package static func snap(_ value: Double, scale: Double) -> Double {
    AxisProblem.snapped(value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// A frame with its four edges snapped (the far edges in cumulative coordinates).
  package static func snap(_ rect: Rect, scale: Double) -> Rect {
    let x = snap(rect.x, scale: scale)
    let y = snap(rect.y, scale: scale)
    return Rect(
      x: x, y: y, width: snap(rect.x + rect.width, scale: scale) - x,
      height: snap(rect.y + rect.height, scale: scale) - y)
  }

  /// Every frame and track of an answer snapped.
  package static func snap(_ answer: LayoutAnswer, scale: Double) -> LayoutAnswer {
    var snapped = answer
    snap(&snapped, scale: scale)
    return snapped
  }

  /// Snaps every frame and track of an answer in place (no copy of its frame table when the
  /// answer is not shared).
  package static func snap(_ snapped: inout LayoutAnswer, scale: Double) {
    snapped.frames.snap(scale: scale)
    let answer = snapped
    snapped.tracks = answer.tracks.mapValues { tracks in
      func edges(_ list: [LayoutAnswer.Track]) -> [LayoutAnswer.Track] {
        list.map { track in
          let from = snap(track.offset, scale: scale)
          return LayoutAnswer.Track(offset: from, length: snap(track.end, scale: scale) - from)
        }
      }
      return LayoutAnswer.GridTracks(columns: edges(tracks.columns), rows: edges(tracks.rows))
    }
    snapped.cells = answer.cells.mapValues { $0.map { snap($0, scale: scale) } }
  }
}
