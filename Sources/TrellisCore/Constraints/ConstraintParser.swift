/// A constraint expression that does not parse, with the character it stopped at.
public struct ConstraintSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based character position in the expression.
  public var column: Int
  /// What is wrong.
  public var message: String

  public var description: String { "at character \(column): \(message)" }
}

/// Parses the constraint expression language:
/// `main.col[1].width >= 2 * main.col[0].width + 8`.
///
/// Terms are frame attributes of any id (`ID.x`, `.y`, `.width`, `.height`, `.left`, `.right`,
/// `.top`, `.bottom`, `.centerX`, `.centerY`), grid tracks (`GRID.col[j].width|x`,
/// `GRID.row[i].height|y`) and numbers, combined by `+`, `-`, parentheses and `*` with a
/// number (the expression stays linear); one relation, `==`, `>=` or `<=`.
package struct ConstraintParser {
  /// What an id names, for checking references.
  package enum Target: Sendable, Equatable {
    /// A node that is not a grid: frame attributes only.
    case node
    /// A grid with this many columns and rows: frame attributes and tracks.
    case grid(columns: Int, rows: Int)
    /// A view inside a grid tree, whose frame constraints cannot reach in this version.
    case insideGridTree
  }

  /// What each id names.
  let targets: [String: Target]
  /// The expression, as characters.
  let characters: [Character]
  /// The next character.
  var position = 0
  /// How many parentheses are open.
  var depth = 0
  /// The deepest nesting of parentheses accepted (the parser recurses on each).
  static let maximumDepth = 64

  /// Makes a parser for `text` against the document's ids.
  package init(_ text: String, targets: [String: Target]) {
    self.characters = Array(text)
    self.targets = targets
  }

  /// Parses the whole expression.
  ///
  /// - Returns: `lhs − rhs` and the relation (`lhs − rhs (relation) 0`).
  /// - Throws: ``ConstraintSyntaxError`` at the first character that does not fit.
  /// - Complexity: O(length).
  package mutating func parse() throws(ConstraintSyntaxError) -> (
    LinearExpression, LayoutConstraint.Relation
  ) {
    let left = try sum()
    skipSpaces()
    let start = position
    guard let relation = relationToken() else {
      throw error(
        at: start,
        atEnd
          ? "expected ==, >= or <= (a constraint relates two sides)"
          : "expected ==, >= or <=, found \(found)")
    }
    let right = try sum()
    skipSpaces()
    guard atEnd else { throw error(at: position, "unexpected \(found) after the expression") }
    let expression = left.adding(right, times: -1)
    guard !expression.isConstant else {
      throw error(at: 0, "the constraint names no frame or track")
    }
    // Products of numbers stay within what a linear program can hold exactly.
    let bound = DocumentLimits.largestMagnitude * 1e3
    let magnitudes = expression.terms.map { abs($0.coefficient) } + [abs(expression.constant)]
    guard magnitudes.allSatisfy({ $0 == 0 || (1 / bound...bound).contains($0) }) else {
      throw error(at: 0, "a coefficient or constant is beyond 1e12 in magnitude (or below 1e-12)")
    }
    return (expression, relation)
  }

  // MARK: - Grammar

  mutating func sum() throws(ConstraintSyntaxError) -> LinearExpression {
    var result = try product()
    while true {
      skipSpaces()
      guard !atEnd, characters[position] == "+" || characters[position] == "-" else {
        return result
      }
      let sign: Double = characters[position] == "+" ? 1 : -1
      position += 1
      result = result.adding(try product(), times: sign)
    }
  }

  mutating func product() throws(ConstraintSyntaxError) -> LinearExpression {
    var result = try factor()
    while true {
      skipSpaces()
      guard !atEnd, characters[position] == "*" else { return result }
      let start = position
      position += 1
      let next = try factor()
      if result.isConstant {
        result = LinearExpression().adding(next, times: result.constant)
      } else if next.isConstant {
        result = LinearExpression().adding(result, times: next.constant)
      } else {
        throw error(at: start, "a product needs a number on one side (constraints are linear)")
      }
    }
  }

  mutating func factor() throws(ConstraintSyntaxError) -> LinearExpression {
    skipSpaces()
    guard !atEnd else { throw error(at: position, "expected a number, a frame or a track") }
    let start = position
    let character = characters[position]
    if character == "-" || character == "+" {
      // A run of signs is read in a loop (no recursion: `+-+-…` cannot exhaust the stack).
      var sign = 1.0
      while !atEnd, characters[position] == "-" || characters[position] == "+" {
        if characters[position] == "-" { sign = -sign }
        position += 1
        skipSpaces()
      }
      return LinearExpression().adding(try factor(), times: sign)
    }
    if character == "(" {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else {
        throw error(at: start, "parentheses nested deeper than \(Self.maximumDepth) levels")
      }
      position += 1
      let inner = try sum()
      skipSpaces()
      guard !atEnd, characters[position] == ")" else {
        throw error(at: position, "expected ) to close the ( at character \(start + 1)")
      }
      position += 1
      return inner
    }
    if character.isNumber || character == "." {
      while !atEnd, characters[position].isNumber || characters[position] == "." { position += 1 }
      if !atEnd, characters[position] == "e" || characters[position] == "E" {
        position += 1
        if !atEnd, characters[position] == "-" || characters[position] == "+" { position += 1 }
        while !atEnd, characters[position].isNumber { position += 1 }
      }
      let text = String(characters[start..<position])
      guard let value = Double(text), value.isFinite else {
        throw error(at: start, "\"\(text)\" is not a number")
      }
      guard DocumentLimits.isInRange(value) else {
        throw error(at: start, "\(text) must be 0 or between 1e-9 and 1e9 in magnitude")
      }
      return LinearExpression(constant: value)
    }
    while !atEnd, !Self.stops.contains(characters[position]), !characters[position].isWhitespace {
      position += 1
    }
    guard position > start else { throw error(at: start, "unexpected \(found)") }
    let quantity = try reference(String(characters[start..<position]), at: start)
    return LinearExpression(terms: [(quantity, 1)])
  }

  /// The characters that end a name.
  static let stops: Set<Character> = ["+", "-", "*", "(", ")", "=", "<", ">"]

  /// A name as a frame attribute or a track of a known id.
  func reference(_ name: String, at start: Int) throws(ConstraintSyntaxError) -> LayoutQuantity {
    for (axis, word) in [("col", ["width", "x"]), ("row", ["height", "y"])] {
      for (size, attribute) in [(true, word[0]), (false, word[1])] {
        let suffix = "].\(attribute)"
        let marker = Array(".\(axis)[")
        let letters = Array(name)
        guard name.hasSuffix(suffix),
          let open = stride(from: letters.count - marker.count, through: 0, by: -1).first(where: {
            Array(letters[$0..<$0 + marker.count]) == marker
          }), open + marker.count <= letters.count - suffix.count
        else { continue }
        let id = String(letters[..<open])
        let digits = String(letters[(open + marker.count)..<(letters.count - suffix.count)])
        guard let index = Int(digits), index >= 0 else {
          throw error(at: start, "\"\(digits)\" is not a track index in \"\(name)\"")
        }
        guard let target = targets[id] else { throw error(at: start, "unknown id \"\(id)\"") }
        guard case .grid(let columns, let rows) = target else {
          throw error(
            at: start, "\"\(id)\" is not a grid: it has no \(axis == "col" ? "columns" : "rows")")
        }
        let count = axis == "col" ? columns : rows
        guard index < count else {
          throw error(
            at: start,
            "\"\(id)\" has \(count) \(axis == "col" ? "column" : "row")\(count == 1 ? "" : "s"), no \(axis)[\(index)]"
          )
        }
        return axis == "col"
          ? .column(id: id, index: index, size: size) : .row(id: id, index: index, size: size)
      }
    }
    guard let dot = name.lastIndex(of: "."),
      let attribute = LayoutQuantity.FrameAttribute(
        rawValue: String(name[name.index(after: dot)...]))
    else {
      throw error(
        at: start,
        "\"\(name)\" is not ID.x, .y, .width, .height, .left, .right, .top, .bottom, .centerX, .centerY, GRID.col[j].width|x or GRID.row[i].height|y"
      )
    }
    let id = String(name[..<dot])
    guard let target = targets[id] else { throw error(at: start, "unknown id \"\(id)\"") }
    guard target != .insideGridTree else {
      throw error(
        at: start,
        "\"\(id)\" is a view inside a gridTree: constraints reach grids, tracks and the nodes of other containers, not grid-tree views"
      )
    }
    return .frame(id: id, attribute)
  }

  // MARK: - Characters

  var atEnd: Bool { position >= characters.count }

  /// The character at the current position, quoted, or "the end".
  var found: String { atEnd ? "the end" : "'\(characters[position])'" }

  mutating func skipSpaces() {
    while !atEnd, characters[position].isWhitespace { position += 1 }
  }

  mutating func relationToken() -> LayoutConstraint.Relation? {
    guard position + 1 < characters.count, characters[position + 1] == "=" else { return nil }
    let relation: LayoutConstraint.Relation? =
      switch characters[position] {
      case "=": .equal
      case ">": .greaterOrEqual
      case "<": .lessOrEqual
      default: nil
      }
    if relation != nil { position += 2 }
    return relation
  }

  func error(at index: Int, _ message: String) -> ConstraintSyntaxError {
    ConstraintSyntaxError(column: index + 1, message: message)
  }
}
