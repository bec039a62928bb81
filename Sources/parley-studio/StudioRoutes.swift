import Foundation
import Hummingbird
import ParleyText
import ParleyDialogue
import ParleyFrontEnd

/// The studio's addresses: the page, its script and style, and the JSON calls the page
/// makes. Every answer to a call is JSON; a refused call says why in `error`.
enum StudioRoutes {
    /// The largest request body taken: a pasted utterance of a megabyte is read and refused
    /// with a message, anything larger is refused unread.
    static let largestBody = 2 << 20

    static func router(workspace: Workspace, token: String, port: ListeningPort) -> Router<BasicRequestContext> {
        let router = Router()
        let drawer = MapDrawer()
        router.add(middleware: RequestGuard(token: token, port: port))
        router.get("/") { _, _ in
            asset(StudioPage.html(token: token), type: "text/html; charset=utf-8")
        }
        router.get("/studio.js") { _, _ in asset(StudioPage.script, type: "text/javascript; charset=utf-8") }
        router.get("/studio.css") { _, _ in asset(StudioPage.style, type: "text/css; charset=utf-8") }

        router.get("/api/state") { request, _ in
            json(await workspace.state(since: request.uri.queryParameters["since"].map(String.init)))
        }
        router.post("/api/conversation") { request, context in
            let body = try await fields(of: request, context: context)
            guard let device = Device(rawValue: body["device"] as? String ?? "phone") else {
                return refusal("device is phone or homepod")
            }
            let locale = (body["locale"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            guard let id = await workspace.startConversation(device: device, locale: locale) else {
                return refusal("the catalog does not load; fix the errors listed under Files")
            }
            return json(.object([("conversation", .string(id))]))
        }
        router.post("/api/say") { request, context in
            let body = try await fields(of: request, context: context)
            guard let id = body["conversation"] as? String, let text = body["text"] as? String else {
                return refusal("say takes a conversation and a text")
            }
            do throws(Workspace.LineError) {
                return json(try await workspace.say(text, in: id))
            } catch {
                switch error {
                case .unknownConversation: return refusal("this conversation has ended (the catalog changed); start a new one", status: .gone)
                case .tooLong(let size): return refusal("that is \(size); the studio takes lines of at most \(Workspace.longestLine) characters (\(Workspace.longestLineBytes) bytes)")
                case .lineBreak: return refusal("one line at a time: a line break would make two turns")
                case .empty: return refusal("say something first")
                }
            }
        }
        router.get("/api/map") { request, _ in
            let query = request.uri.queryParameters
            let source: Workspace.MapSource
            do throws(Workspace.MapError) {
                source = try await workspace.map(
                    conversation: query["conversation"].map(String.init), app: query["app"].flatMap { Int(String($0)) },
                    intent: query["intent"].map(String.init), coverage: query["coverage"] == "1")
            } catch {
                switch error {
                case .nothingToDraw: return json(.object([("svg", .null), ("note", .string("Start a shortcut, or pick an intent, to see its map."))]))
                case .unknownIntent: return refusal("no such intent")
                }
            }
            switch await drawer.draw(source.dot) {
            case .success(let svg):
                func share(_ value: Double) -> JSONValue { .number((value * 10_000).rounded() / 10_000) }
                // Where each node is on the picture, with its catalog line: the page lays a
                // button over each, and a click shows the line.
                let nodes: [JSONValue] = Graphviz.drawnNodes(in: svg).compactMap { node in
                    guard let line = source.lines[node.name] else { return nil }
                    return .object([
                        ("left", share(node.left)), ("top", share(node.top)), ("width", share(node.width)), ("height", share(node.height)),
                        ("place", .string(line.place)), ("line", .string(line.text)),
                    ])
                }
                return json(.object([
                    ("app", .integer(source.app)), ("intent", .string(source.intent)), ("svg", .string(TestHTMLReport.inlineSVG(svg))),
                    ("nodes", .array(nodes)),
                ]))
            case .failure(let note):
                return json(.object([("svg", .null), ("note", .string(note.message))]))
            }
        }
        router.post("/api/transcripts") { _, _ in
            json(await workspace.runTranscripts())
        }
        router.post("/api/save") { request, context in
            let body = try await fields(of: request, context: context)
            guard let id = body["conversation"] as? String, let name = body["name"] as? String else {
                return refusal("save takes a conversation and a name")
            }
            do throws(Workspace.SaveError) {
                return json(try await workspace.save(conversation: id, name: name, overwrite: body["overwrite"] as? Bool ?? false))
            } catch {
                switch error {
                case .unknownConversation: return refusal("this conversation has ended (the catalog changed)", status: .gone)
                case .badName: return refusal("a transcript's name is \(TranscriptName.rule), not a path")
                case .noFolder: return refusal("the studio was started without a transcript folder")
                }
            }
        }
        return router
    }

    /// A request's JSON object; a body that is not one is refused with a message.
    private static func fields(of request: Request, context: BasicRequestContext) async throws -> [String: Any] {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: largestBody)
        } catch {
            throw HTTPError(.contentTooLarge, message: "a request of more than \(largestBody >> 20) MB")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any] else {
            throw HTTPError(.badRequest, message: "the body is not a JSON object")
        }
        return object
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: value.serialized)))
    }

    private static func refusal(_ message: String, status: HTTPResponse.Status = .badRequest) -> Response {
        json(.object([("error", .string(message))]), status: status)
    }
}
