import Foundation

/// A search's working set: every state made (by id), the heap of those still to expand,
/// the cheapest cost each visit key was reached at, and the edit arena. One frontier serves
/// both passes of an utterance, and then the next utterance (see `FrontierPool`), rather
/// than allocating and releasing these arrays for each pass.
struct SearchFrontier {
    typealias State = Search.State

    private(set) var states: [State] = []
    var heap = MinHeap()
    private var bestCost: VisitTable
    var arena: [Search.EditLink] = []
    /// The names still to visit in a walk of a name trie (`Search.walk`), empty between walks.
    var walkStack: [Search.WalkFrame] = []
    /// The dearest reading the pass may keep.
    private(set) var limit: MatchCost.Units = 0

    init() {
        // A pass with edits makes dozens of states: room for them at once spares growing
        // each array step by step.
        let capacity = 64
        bestCost = VisitTable(capacity: capacity)
        states.reserveCapacity(capacity)
        heap.reserveCapacity(capacity)
        arena.reserveCapacity(capacity)
        walkStack.reserveCapacity(16)
    }

    /// Empties the frontier for a new pass from the start of the utterance.
    mutating func start(limit: MatchCost.Units) {
        self.limit = limit
        states.removeAll(keepingCapacity: true)
        heap.removeAll()
        bestCost.removeAll()
        arena.removeAll(keepingCapacity: true)
        states.append(State(node: 0, position: 0))
        heap.push(cost: 0, id: 0)
        _ = bestCost.lower(VisitKey(node: 0, position: 0, valueName: -1), to: 0)
    }

    /// Keeps a state unless it costs too much or its visit key was reached as cheaply.
    mutating func push(_ state: State) {
        guard state.cost <= limit, bestCost.lower(VisitKey(state), to: state.cost) else { return }
        states.append(state)
        heap.push(cost: state.cost, id: Int32(states.count - 1))
    }

    /// The state with one more edit (recorded in the arena).
    mutating func adding(_ edit: Search.RawEdit, to state: State) -> State {
        arena.append(Search.EditLink(edit: edit, previous: state.edits))
        var next = state
        next.cost += edit.cost
        next.edits = Int32(arena.count - 1)
        return next
    }

    /// Whether the edits up to `head` left the word out of the phrase.
    func leftOut(_ token: Int32, before head: Int32) -> Bool {
        var link = head
        while link >= 0 {
            let edit = arena[Int(link)].edit
            if case .missing = edit.kind, edit.token == token { return true }
            link = arena[Int(link)].previous
        }
        return false
    }

    /// Whether the state is still the cheapest way to its visit key (else a cheaper one
    /// was pushed after it, and it is stale).
    func isCurrent(_ state: State) -> Bool {
        bestCost[VisitKey(state)] == state.cost
    }

    /// Whether the frontier stayed the size real utterances need: one that a pathological
    /// input grew is let go rather than kept.
    var isWorthKeeping: Bool {
        bestCost.capacity <= 4096 && states.capacity <= 2048 && arena.capacity <= 2048 && walkStack.capacity <= 256
    }
}

extension VisitKey {
    fileprivate init(_ state: Search.State) {
        self.init(node: state.node, position: state.position, valueName: state.valueName)
    }
}

/// Frontiers between searches, shared by every thread that matches against one index: a
/// search takes one (or makes one) and gives it back, so there are at most as many as
/// searches ever ran at once, and each stays small (`isWorthKeeping`).
final class FrontierPool: @unchecked Sendable {
    private var idle: [SearchFrontier] = []
    private let lock = NSLock()

    func take() -> SearchFrontier {
        lock.lock()
        let kept = idle.popLast()
        lock.unlock()
        return kept ?? SearchFrontier()
    }

    func giveBack(_ frontier: consuming SearchFrontier) {
        guard frontier.isWorthKeeping else { return }
        lock.lock()
        idle.append(frontier)
        lock.unlock()
    }
}
