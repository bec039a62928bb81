import Foundation
import Hummingbird

/// Refuses every request that does not come from the studio's own page: a Host or Origin
/// other than the loopback address the studio listens on (a page elsewhere, or a DNS
/// rebinding name that resolves to 127.0.0.1), or no token (the one printed at start, as
/// Jupyter does). Without it, any web page the designer opens could drive the studio and
/// write transcripts through it.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let token: String
    let port: ListeningPort

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let hosts = port.allowedHosts
        let host = request.head.authority
        guard let host, hosts.contains(host.lowercased()) else {
            return Self.refusal(.misdirectedRequest, "This studio answers only at http://\(hosts.first ?? "127.0.0.1")/.")
        }
        if let origin = request.headers[.origin], !hosts.contains(where: { origin.lowercased() == "http://\($0)" }) {
            return Self.refusal(.forbidden, "Requests from other pages are refused.")
        }
        let given = request.headers.first(where: { $0.name.canonicalName == StudioSecurity.tokenHeader })?.value ?? request.uri.queryParameters["token"].map(String.init)
        guard let given, StudioSecurity.equal(given, token) else {
            return Self.refusal(.unauthorized, "Open the address `parley studio` printed: it carries the page's token.")
        }
        var response = try await next(request, context)
        // The page is its own: no script but its own, never framed, never sniffed into another type.
        response.headers[.contentSecurityPolicy] = StudioSecurity.policy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.cacheControl] = "no-store"
        return response
    }

    static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}

enum StudioSecurity {
    /// The header the page's calls carry the token in (the page itself, in its address).
    static let tokenHeader = "x-parley-token"

    static let policy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    /// Compares every byte, so the time taken does not tell how much of a guess was right.
    static func equal(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}

/// The port the server listens on, known once it is bound (`--port 0` picks a free one).
final class ListeningPort: @unchecked Sendable {
    private let lock = NSLock()
    private var number: Int

    init(_ number: Int) {
        self.number = number
    }

    var value: Int {
        get { lock.withLock { number } }
        set { lock.withLock { number = newValue } }
    }

    /// Host headers the page's own requests carry.
    var allowedHosts: [String] {
        let port = value
        return ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    }
}
