import Foundation
import ParleyFrontEnd
import ParleyText

/// Draws the studio's maps with Graphviz's `dot`, away from the workspace and from Swift's
/// own threads: dot is waited for on a thread of its own (`OwnThread`), for at most
/// `timeLimit` seconds, at most `drawingsAtOnce` at a time (a page that asks for more is told
/// to wait). A 100-parameter intent once kept every other request of the studio waiting for
/// two minutes. (A page that leaves does not stop its dot: the server does not cancel the
/// request, so the bound is what ends it.)
actor MapDrawer {
    static let timeLimit: Double = 20
    static let drawingsAtOnce = 2

    private var drawing = 0

    func draw(_ dot: String) async -> Result<String, GraphvizError> {
        guard drawing < Self.drawingsAtOnce else {
            return .failure(GraphvizError("another map is still being drawn; it shows in a moment", exitCode: 1))
        }
        drawing += 1
        defer { drawing -= 1 }
        return await withCheckedContinuation { continuation in
            _ = OwnThread.start {
                do throws(GraphvizError) {
                    continuation.resume(returning: .success(try Graphviz.svg(from: dot, timeLimit: Self.timeLimit)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
    }
}
