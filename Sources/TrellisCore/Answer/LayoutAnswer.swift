/// What a solve returns: the frame of every item and every container with an
/// id, the tracks of every grid with an id, and non-fatal diagnostics.
///
/// An answer is `Codable` as exactly the answer's JSON, the JSON `trellis solve` prints
/// (``json()`` writes the same keys and numbers faster, with a fixed layout):
///
/// ```swift
/// let answer = try JSONDecoder().decode(LayoutAnswer.self, from: data)
/// answer.frames["a"]?.width                  // 50
/// answer.tracks["main"]?.columns[0].length   // a column's width
/// for diagnostic in answer.diagnostics where diagnostic.severity == .warning { … }
/// ```
public struct LayoutAnswer: Sendable, Equatable {
  /// Which engine produced the answer.
  public var engine: Engine
  /// The size the root was laid out at.
  public var size: AxisPair<Double>
  /// Frames by id (and, for an answer of a solve, by node: ``FrameTable/subscript(node:)``).
  public var frames: FrameTable
  /// The columns and rows of each grid with an id.
  public var tracks: [String: GridTracks]
  /// Each grid tree's grids with an id: every grid's rect in depth-first order.
  public var cells: [String: [Rect]]
  /// Non-fatal findings, such as content overflowing its container, in document order.
  public var diagnostics: [Diagnostic]
  /// The rules that gave way, by decreasing weighted violation (documents with constraints or
  /// groups; empty when every rule holds).
  public var relaxed: [RelaxedRule] = []
  /// A minimal set of required rules that cannot all hold, when there is one.
  public var conflict: RuleConflict?

  /// An engine, as answers name it (`"engine"` in the JSON).
  public enum Engine: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// The closed-form direct engine.
    case direct
    /// The LP engine (GLPK).
    case lp
  }

  /// One track of a grid: where it starts and how long it is, on its axis.
  ///
  /// The JSON is the pair `[offset, length]`: `[x, width]` for a column, `[y, height]` for a
  /// row, in root coordinates.
  public struct Track: Sendable, Equatable, Hashable {
    /// Where the track starts: a column's x, a row's y.
    public var offset: Double
    /// Its length: a column's width, a row's height.
    public var length: Double

    /// Makes a track.
    public init(offset: Double, length: Double) {
      self.offset = offset
      self.length = length
    }

    /// Where the track ends: `offset + length`.
    public var end: Double { offset + length }
  }

  /// A grid's resolved tracks.
  public struct GridTracks: Sendable, Equatable, Codable {
    /// Each column, left to right (`offset` is its x, `length` its width).
    public var columns: [Track]
    /// Each row, top to bottom (`offset` is its y, `length` its height).
    public var rows: [Track]

    /// Makes tracks.
    public init(columns: [Track], rows: [Track]) {
      self.columns = columns
      self.rows = rows
    }
  }

  /// A non-fatal finding, such as content overflowing its container.
  ///
  /// The README's "The answer and its diagnostics" says when each is made.
  public struct Diagnostic: Sendable, Equatable, Hashable, Codable {
    /// How serious a finding is (`"severity"` in the JSON).
    public enum Severity: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
      /// Something the layout could not honour: the answer is not what the document asks.
      case warning
      /// Information only.
      case info
    }

    /// How serious it is.
    public var severity: Severity
    /// The JSON path of the node it concerns (`root.children[1]`), as errors name it.
    public var path: String
    /// What was found: one sentence with the numbers.
    public var message: String

    /// Makes a diagnostic.
    public init(severity: Severity, path: String, message: String) {
      self.severity = severity
      self.path = path
      self.message = message
    }
  }

  /// Makes an answer.
  public init(
    engine: Engine, size: AxisPair<Double>, frames: FrameTable = [:],
    tracks: [String: GridTracks] = [:], cells: [String: [Rect]] = [:],
    diagnostics: [Diagnostic] = []
  ) {
    self.engine = engine
    self.size = size
    self.frames = frames
    self.tracks = tracks
    self.cells = cells
    self.diagnostics = diagnostics
  }
}
