import Testing
import ParleyTestSupport
@testable import ParleyMatching

@Suite("Edge map")
struct EdgeMapTests {
    /// It answers as a dictionary would, through insertions in any order, replacements and
    /// removals, and keeps its edges in key order.
    @Test func answersAsADictionaryWould() {
        var random = SeededGenerator(state: 3)
        var map = EdgeMap()
        var reference: [Int32: Int32] = [:]
        for _ in 0..<5_000 {
            let key = Int32(random.next() % 300)
            #expect(map[key] == reference[key])
            let child: Int32? = random.next() % 5 == 0 ? nil : Int32(random.next() % 1_000)
            map[key] = child
            reference[key] = child
        }
        #expect(map.edges.map(\.key) == reference.keys.sorted())
        for (key, child) in reference { #expect(map[key] == child) }
    }

    @Test func pairsInAnyOrderKeepTheFirstChildOfAKey() {
        let map = EdgeMap([(7, 1), (3, 2), (7, 9), (5, 4)])
        #expect(map.edges == [.init(key: 3, child: 2), .init(key: 5, child: 4), .init(key: 7, child: 1)])
        #expect(EdgeMap([(1, 1), (2, 2)]).edges == [.init(key: 1, child: 1), .init(key: 2, child: 2)])
        #expect(EdgeMap([]).isEmpty)
    }
}
