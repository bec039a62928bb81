import ParleyText

/// Interns every token of the catalog as a small integer, so the index compares ints.
struct TokenTable: Equatable, Sendable {
    /// Ids of tokens that are not in the catalog at all.
    static let unknown: Int32 = -1

    private var table = WordTable()

    init() {}

    /// A table of these tokens, in this order (as `strings` gave them).
    init(strings: [String]) {
        table = WordTable(strings)
    }

    /// Every token, by id.
    var strings: [String] { table.words }

    mutating func intern(_ token: String) -> Int32 {
        table.insert(token)
    }

    func id(_ token: String) -> Int32 {
        table.number(of: token) ?? Self.unknown
    }

    func string(_ id: Int32) -> String {
        id >= 0 && Int(id) < table.count ? table.words[Int(id)] : ""
    }
}
