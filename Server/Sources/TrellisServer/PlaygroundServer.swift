import Foundation
import Hummingbird
import Logging
import Trellis

/// The playground's HTTP server: the page and the ``Playground``'s handlers, routed by
/// Hummingbird.
///
/// | route | what |
/// |---|---|
/// | `GET /` | the page (`index.html` of ``defaultPageDirectory``) |
/// | `GET /page/<file>` | the page's scripts and style |
/// | `GET /api/documents` | the documents the page may open |
/// | `GET /api/documents/<index>` | one document's text |
/// | `POST /api/solve`, `/api/render`, `/api/explain`, `/api/check`, `/api/program` | the handlers |
public struct PlaygroundServer: Sendable {
  /// The handlers.
  public let playground: Playground
  /// The address to listen on.
  public var host: String
  /// The port (0: any free port, the one taken is passed to `onRunning`).
  public var port: Int
  /// The folder the page is read from.
  public var pageDirectory: String

  /// Makes a server.
  public init(
    playground: Playground, host: String = "127.0.0.1", port: Int = 8080,
    pageDirectory: String = PlaygroundServer.defaultPageDirectory
  ) {
    self.playground = playground
    self.host = host
    self.port = port
    self.pageDirectory = pageDirectory
  }

  /// The page's folder: `share/trellis/page` of an installed server, else the checkout's
  /// `Server/Sources/TrellisServer/Page/`.
  public static let defaultPageDirectory =
    PlaygroundFiles.directory(installed: "page", checkout: "Server/Sources/TrellisServer/Page")

  /// The page's files and their content types: nothing else is served.
  static let pageFiles = [
    "index.html": "text/html; charset=utf-8",
    "app.js": "text/javascript; charset=utf-8",
    "api.js": "text/javascript; charset=utf-8",
    "view.js": "text/javascript; charset=utf-8",
    "inspect.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
  ]

  /// Runs until SIGINT or SIGTERM, then stops gracefully.
  ///
  /// - Parameter onRunning: called with the port once the server listens.
  /// - Throws: what Hummingbird throws when the address cannot be bound.
  public func run(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
    var logger = Logger(label: "trellis-serve")
    logger.logLevel = .warning
    let app = Application(
      router: router(),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "trellis-serve"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
      logger: logger)
    try await app.runService()
  }

  /// The routes.
  func router() -> Router<BasicRequestContext> {
    let router = Router()
    let playground = playground
    let pageDirectory = pageDirectory
    router.get("/") { _, _ in Self.page("index.html", in: pageDirectory) }
    router.get("/page/:file") { _, context in
      Self.page(context.parameters.get("file") ?? "", in: pageDirectory)
    }
    router.get("/api/documents") { _, _ in Self.response(playground.documentList()) }
    router.get("/api/documents/:index") { _, context in
      Self.response(playground.document(context.parameters.get("index", as: Int.self) ?? -1))
    }
    let handlers: [(String, @Sendable (Playground, [UInt8]) -> PlaygroundReply)] = [
      ("solve", { $0.solve($1) }), ("render", { $0.render($1) }),
      ("explain", { $0.explain($1) }), ("check", { $0.check($1) }),
      ("program", { $0.program($1) }),
    ]
    for (name, handler) in handlers {
      router.post("/api/\(name)") { request, _ in
        let body: ByteBuffer
        do {
          body = try await request.body.collect(upTo: PlaygroundLimits.bodyBytes)
        } catch {
          return Self.response(
            .failure(
              .request("the request is over the limit of \(PlaygroundLimits.bodyBytes) bytes"),
              status: 413))
        }
        return Self.response(handler(playground, Array(body.readableBytesView)))
      }
    }
    return router
  }

  /// A reply as a Hummingbird response.
  static func response(_ reply: PlaygroundReply) -> Response {
    Response(
      status: HTTPResponse.Status(code: reply.status),
      headers: [.contentType: reply.contentType, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: reply.body)))
  }

  /// One of the page's files, read now (an edited page needs no restart).
  static func page(_ name: String, in directory: String) -> Response {
    guard let type = pageFiles[name],
      let data = FileManager.default.contents(atPath: directory + "/" + name)
    else {
      return response(PlaygroundReply(status: 404, contentType: "text/plain", body: "not found\n"))
    }
    return response(
      PlaygroundReply(status: 200, contentType: type, body: String(decoding: data, as: UTF8.self)))
  }
}
