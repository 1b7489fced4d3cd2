/// A frame `[x, y, w, h]` in root coordinates (origin top left, y down).
public struct Rect: Sendable, Equatable, CustomStringConvertible {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Makes a frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Makes a frame from an origin and a size.
  public init(origin: AxisPair<Double>, size: AxisPair<Double>) {
    self.init(
      x: origin.horizontal, y: origin.vertical, width: size.horizontal, height: size.vertical)
  }

  /// The origin on an axis.
  public func origin(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
  /// The size on an axis.
  public func size(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
  /// The size as a pair.
  public var size: AxisPair<Double> { AxisPair(width, height) }

  public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
