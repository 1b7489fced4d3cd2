/// Version information for Trellis and its document format.
public enum TrellisVersion {
  /// The version of the Trellis package and its `trellis` tool.
  public static let current = "0.1.0"
  /// The layout document format version this build reads and writes (`"trellis": 1`).
  public static let documentFormat = 1
}
