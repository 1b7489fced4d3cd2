/// What a solve returns (format.md §3): the frame of every item and every container with an
/// id, the tracks of every grid with an id, and non-fatal diagnostics.
public struct LayoutAnswer: Sendable, Equatable {
  /// Which engine produced the answer: `direct` or `lp`.
  public var engine: String
  /// The size the root was laid out at.
  public var size: AxisPair<Double>
  /// Frames by id.
  public var frames: FrameTable
  /// Columns `[x, width]` and rows `[y, height]` of each grid with an id.
  public var tracks: [String: GridTracks]
  /// Each grid tree's grids with an id: every grid's rect in depth-first order (format.md §3).
  public var cells: [String: [Rect]]
  /// Non-fatal findings.
  public var diagnostics: [Diagnostic]
  /// The rules that gave way, by decreasing weighted violation (documents with constraints or
  /// groups; empty when every rule holds).
  public var relaxed: [RelaxedRule] = []
  /// A minimal set of required rules that cannot all hold, when there is one.
  public var conflict: RuleConflict?

  /// A grid's resolved tracks.
  public struct GridTracks: Sendable, Equatable {
    /// Each column as `(x, width)`.
    public var columns: [(Double, Double)]
    /// Each row as `(y, height)`.
    public var rows: [(Double, Double)]

    /// Makes tracks.
    public init(columns: [(Double, Double)], rows: [(Double, Double)]) {
      self.columns = columns
      self.rows = rows
    }

    public static func == (a: Self, b: Self) -> Bool {
      a.columns.elementsEqual(b.columns, by: ==) && a.rows.elementsEqual(b.rows, by: ==)
    }
  }

  /// A non-fatal finding, such as content overflowing its container.
  public struct Diagnostic: Sendable, Equatable {
    /// `warning` or `info`.
    public var severity: String
    /// The JSON path it concerns.
    public var path: String
    /// What was found.
    public var message: String

    /// Makes a diagnostic.
    public init(severity: String, path: String, message: String) {
      self.severity = severity
      self.path = path
      self.message = message
    }
  }

  /// Makes an answer.
  public init(
    engine: String, size: AxisPair<Double>, frames: FrameTable = [:],
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
