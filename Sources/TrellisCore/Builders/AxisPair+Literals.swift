extension AxisPair: ExpressibleByArrayLiteral {
  /// Makes a pair from `[horizontal, vertical]`, written as documents write it: `[320, 480]`,
  /// `[nil, 20]`, `[.fill, .center]`, `[true, false]`.
  ///
  /// - Precondition: exactly two elements.
  /// - Complexity: O(1).
  public init(arrayLiteral elements: Value...) {
    precondition(
      elements.count == 2, "a pair is [horizontal, vertical], got \(elements.count) values")
    self.init(elements[0], elements[1])
  }
}
