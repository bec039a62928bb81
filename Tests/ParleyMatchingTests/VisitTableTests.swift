import Testing
import ParleyTestSupport
@testable import ParleyMatching

@Suite("Visit table")
struct VisitTableTests {
    /// The table answers as a dictionary of the lowest cost per key would, through every
    /// growth, for keys that crowd together (small nodes and positions, as a search makes
    /// them) and keys far apart.
    @Test(arguments: [8, 100_000])
    func answersAsADictionaryWould(_ spread: UInt64) {
        var random = SeededGenerator(state: spread)
        var table = VisitTable(capacity: 16)
        var reference: [[Int32]: MatchCost.Units] = [:]
        for _ in 0..<20_000 {
            let key = VisitKey(
                node: Int32(random.next() % spread), position: Int32(random.next() % 12),
                valueName: Int32(random.next() % 3) - 1)
            let cost = MatchCost.Units(random.next() % 70)
            let known = reference[[key.node, key.position, key.valueName]]
            #expect(table[key] == known)
            let lowers = known.map { cost < $0 } ?? true
            #expect(table.lower(key, to: cost) == lowers)
            if lowers { reference[[key.node, key.position, key.valueName]] = cost }
        }
        for (parts, cost) in reference {
            #expect(table[VisitKey(node: parts[0], position: parts[1], valueName: parts[2])] == cost)
        }
    }

    /// Emptied for the next search, the table forgets every key but keeps its slots, and
    /// answers as a new table would.
    @Test func emptiedItForgetsEveryKey() {
        var random = SeededGenerator(state: 7)
        var table = VisitTable(capacity: 16)
        for round in 0..<5 {
            var reference: [[Int32]: MatchCost.Units] = [:]
            for _ in 0..<(round * 300) {
                let key = VisitKey(node: Int32(random.next() % 50), position: Int32(random.next() % 12), valueName: -1)
                #expect(table[key] == reference[[key.node, key.position]])
                _ = table.lower(key, to: MatchCost.Units(round))
                reference[[key.node, key.position]] = MatchCost.Units(round)
            }
            let capacity = table.capacity
            table.removeAll()
            #expect(table.capacity == capacity)
            for parts in reference.keys {
                #expect(table[VisitKey(node: parts[0], position: parts[1], valueName: -1)] == nil)
            }
        }
    }
}
