import Testing
import ParleyTestSupport
@testable import ParleyMatching

@Suite("Ids by key")
struct IDsByKeyTests {
    /// It answers as a dictionary of arrays would, in the order the pairs came, for keys
    /// that share a bucket (a few distinct low bits) and keys that are not there.
    @Test func answersAsADictionaryOfArraysWould() {
        var random = SeededGenerator(state: 3)
        for count in [0, 1, 15, 16, 17, 1_000] {
            var pairs: [(key: UInt64, id: Int32)] = []
            var reference: [UInt64: [Int32]] = [:]
            for id in 0..<Int32(count) {
                let key = UInt64.random(in: 0..<40, using: &random) << UInt64.random(in: 0...60, using: &random)
                pairs.append((key, id))
                reference[key, default: []].append(id)
            }
            let table = IDsByKey(pairs)
            for (key, ids) in reference { #expect(table.ids(under: key) == ids) }
            #expect(table.ids(under: 41) == [])
        }
    }
}
