
/// Interns every token of the catalog as a small integer, so the index compares ints.
struct TokenTable: Equatable, Sendable {
    /// Ids of tokens that are not in the catalog at all.
    static let unknown: Int32 = -1

    private(set) var ids: [String: Int32] = [:]
    private(set) var strings: [String] = []

    init() {}

    /// A table of these tokens, in this order (as `strings` gave them).
    init(strings: [String]) {
        self.strings = strings
        ids.reserveCapacity(strings.count)
        for (index, token) in strings.enumerated() { ids[token] = Int32(index) }
    }

    mutating func intern(_ token: String) -> Int32 {
        if let id = ids[token] { return id }
        let id = Int32(strings.count)
        ids[token] = id
        strings.append(token)
        return id
    }

    func id(_ token: String) -> Int32 {
        ids[token] ?? Self.unknown
    }

    func string(_ id: Int32) -> String {
        id >= 0 && Int(id) < strings.count ? strings[Int(id)] : ""
    }
}
