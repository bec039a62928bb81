import Testing
import ParleyTestSupport
@testable import ParleyMatching

@Suite("Min heap")
struct MinHeapTests {
    /// The heap packs each (cost, id) into one number; whatever the signs and sizes, it gives
    /// the pairs back whole, in (cost, id) order, through pushes and pops interleaved.
    @Test func popsInCostThenIDOrder() {
        var random = SeededGenerator(state: 11)
        let extremes: [Int32] = [.min, .min + 1, -1, 0, 1, .max - 1, .max]
        for count in [0, 1, 2, 7, 100, 2_000] {
            var heap = MinHeap()
            var reference: [(cost: Int32, id: Int32)] = []
            var popped: [(cost: Int32, id: Int32)] = []
            var expected: [(cost: Int32, id: Int32)] = []
            for step in 0..<count {
                let cost = step % 5 == 0 ? random.pick(extremes) : Int32.random(in: -50...50, using: &random)
                let id = step % 7 == 0 ? random.pick(extremes) : Int32.random(in: -1_000...1_000, using: &random)
                heap.push(cost: cost, id: id)
                reference.append((cost, id))
                if step % 3 == 2, let (cost, id) = heap.pop() {
                    let smallest = reference.indices.min { (reference[$0].cost, reference[$0].id) < (reference[$1].cost, reference[$1].id) }!
                    expected.append(reference.remove(at: smallest))
                    popped.append((cost, id))
                }
            }
            while let (cost, id) = heap.pop() { popped.append((cost, id)) }
            expected += reference.sorted { ($0.cost, $0.id) < ($1.cost, $1.id) }
            #expect(popped.map(\.cost) == expected.map(\.cost))
            #expect(popped.map(\.id) == expected.map(\.id))
        }
    }
}
