import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `trellis serve` run as a user runs it (it runs `trellis-serve` in its place), on a free
/// port, asked over HTTP, and stopped with SIGINT.
@Suite struct LiveServerTests {
  /// A running server and its address.
  final class Server {
    let process = Process()
    var base = ""

    init(_ arguments: [String] = []) throws {
      process.executableURL = try Executables.built("trellis")
      process.arguments = ["serve", "--port", "0"] + arguments
      process.currentDirectoryURL = PlaygroundHandlerTests.root
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // The first line: `trellis serve: http://127.0.0.1:PORT/ (Ctrl-C stops)`.
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let byte = output.fileHandleForReading.readData(ofLength: 1)
        guard !byte.isEmpty else { break }
        line.append(byte)
      }
      let text = String(decoding: line, as: UTF8.self)
      let match = try #require(text.firstMatch(of: /(http:\/\/127\.0\.0\.1:\d+)\//), "\(text)")
      base = String(match.1)
    }

    /// Stops the server with SIGINT; its exit status.
    func interrupt() -> Int32 {
      kill(process.processIdentifier, SIGINT)
      process.waitUntilExit()
      return process.terminationStatus
    }

    /// A request's status and body.
    func request(_ path: String, body: Data? = nil) async throws -> (Int, String) {
      var request = URLRequest(url: try #require(URL(string: base + path)))
      if let body {
        request.httpMethod = "POST"
        request.httpBody = body
      }
      let (data, response) = try await URLSession.shared.data(for: request)
      let status = try #require(response as? HTTPURLResponse).statusCode
      return (status, String(decoding: data, as: UTF8.self))
    }
  }

  @Test func servesThePageTheAPIAndStopsOnSIGINT() async throws {
    let server = try Server()
    let (pageStatus, page) = try await server.request("/")
    #expect(pageStatus == 200)
    #expect(page.contains("<script type=\"module\""))
    for file in ["app.js", "api.js", "view.js", "inspect.js", "style.css"] {
      #expect(try await server.request("/page/" + file).0 == 200, "\(file)")
    }
    // Only the page's own files are served.
    #expect(try await server.request("/page/..%2FPlayground.swift").0 == 404)
    #expect(try await server.request("/page/Package.swift").0 == 404)
    let (listStatus, list) = try await server.request("/api/documents")
    #expect(listStatus == 200)
    #expect(list.contains("\"dashboard.json\""))
    let (documentStatus, document) = try await server.request("/api/documents/0")
    #expect(documentStatus == 200)
    let text = try #require(
      try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])["text"]
    let body = try JSONSerialization.data(withJSONObject: ["text": text, "size": [640, 480]])
    let (solveStatus, solved) = try await server.request("/api/solve", body: body)
    #expect(solveStatus == 200)
    #expect(solved.hasPrefix("{\"ok\":true"))
    // A body over 8 MiB is refused, not read to its end.
    let huge = Data(repeating: 0x20, count: 9 << 20)
    #expect(try await server.request("/api/solve", body: huge).0 == 413)
    var generator = SplitMix(seed: 11)
    for _ in 0..<20 {
      let bytes = Data(
        (0..<Int(generator.next() % 2000)).map { _ in
          UInt8(truncatingIfNeeded: generator.next())
        })
      #expect(try await server.request("/api/solve", body: bytes).0 < 500)
    }
    #expect(server.interrupt() == 0)
  }

  @Test func offersTheFilesNamedAndNoOthers() async throws {
    let server = try Server(["Examples/dashboard.json"])
    defer { _ = server.interrupt() }
    let (_, list) = try await server.request("/api/documents")
    #expect(list.hasPrefix("[{\"index\":0,\"name\":\"Examples/dashboard.json\",\"kind\":\"file\"}"))
    #expect(try await server.request("/api/documents/99").0 == 404)
  }
}
