import Synchronization
import Trellis

/// A layout session of either engine.
///
/// Two optionals rather than an enum, so that a layout mutates the session in place (through
/// optional chaining) and never copies the engine's memory.
struct AnySession: Sendable {
  private var direct: LayoutSession<DirectEngine>?
  private var lp: LayoutSession<LPEngine>?

  /// Starts a session of `engine` (`auto`: the one the document needs).
  init(_ document: LayoutDocument, engine: EngineChoice, timeLimit: TimeLimit?)
    throws(LayoutError)
  {
    switch engine == .auto ? EngineChoice.automatic(for: document) : engine {
    case .auto, .direct:
      direct = try LayoutSession(document, engine: DirectEngine(timeLimit: timeLimit))
    case .lp:
      lp = try LayoutSession(document, engine: LPEngine(timeLimit: timeLimit))
    }
  }

  /// The session's document (as last laid out).
  var document: LayoutDocument {
    guard let document = direct?.document ?? lp?.document else {
      preconditionFailure("a session of neither engine")
    }
    return document
  }

  /// Lays the document out at `size`.
  mutating func layout(size: AxisPair<Double?>) throws(LayoutError) -> LayoutAnswer {
    if let answer = try direct?.layout(size: size) { return answer }
    guard let answer = try lp?.layout(size: size) else {
      preconditionFailure("a session of neither engine")
    }
    return answer
  }
}

/// The sessions of the documents laid out lately, by text and engine: a resize of a document
/// the page showed before reuses its session (validated and numbered once, the engine's memory
/// kept), so dragging the size re-solves without reading the document again.
///
/// A session is taken out while it lays out and put back after, so that solves of other
/// documents run meanwhile; the least recently used of more than ``capacity`` is let go.
final class PlaygroundSessions: Sendable {
  /// What a session is kept under.
  struct Key: Hashable, Sendable {
    var text: String
    var engine: EngineChoice
  }

  /// A kept session and the size its document was written with.
  struct Entry: Sendable {
    var session: AnySession
    var ownSize: AxisPair<Double?>
  }

  /// The most sessions kept.
  let capacity: Int
  /// The sessions, most recently used last.
  private let entries = Mutex<[(key: Key, entry: Entry)]>([])

  init(capacity: Int = PlaygroundLimits.sessions) {
    self.capacity = capacity
  }

  /// The session kept under `key`, taken out.
  func take(_ key: Key) -> Entry? {
    entries.withLock { entries in
      guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
      return entries.remove(at: index).entry
    }
  }

  /// Keeps `entry` under `key`, letting the least recently used go beyond ``capacity``.
  func put(_ entry: Entry, for key: Key) {
    entries.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.append((key, entry))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
  }

  /// How many sessions are kept.
  var count: Int { entries.withLock { $0.count } }
}
