/// Turns the strings that App Intents code writes — literals that are often localization
/// keys (`"intent.start"`, `"Calming"`) — into catalog text per locale, through the
/// project's `Localizable` and custom tables (`.xcstrings` and `.strings`).
struct Localizer {
    var tables: [String: StringTable]
    /// The project's development language: the text written in the Swift source.
    var developmentLanguage: String

    /// Tables that hold phrases or Info.plist keys rather than code strings.
    static let specialTables: Set<String> = ["AppShortcuts", "InfoPlist"]

    /// A literal key: the development text (the table's source value, the default value or
    /// the key itself) and every translation. Nil for text with interpolations.
    func text(_ string: LocalizableString) -> Localized? {
        guard let key = string.string.literal else { return nil }
        return text(key: key, table: string.table, defaultValue: string.defaultValue)
    }

    func text(key: String, table: String? = nil, defaultValue: String? = nil) -> Localized {
        let entry = lookUp(key, table: table) ?? [:]
        let source = [entry[developmentLanguage], entry[""], defaultValue].lazy.compactMap { $0 }.first { !$0.isEmpty } ?? key
        return Localized(source: source, translations: entry, developmentLanguage: developmentLanguage)
    }

    /// Each locale's translations of a key, for text with interpolations (`%@` keys).
    func translations(of key: String, table: String? = nil) -> [String: String] {
        lookUp(key, table: table) ?? [:]
    }

    /// A literal without `table:` is looked up in `Localizable`, as `LocalizedStringResource`
    /// does; other tables only when the code names them.
    private func lookUp(_ key: String, table: String?) -> [String: String]? {
        let found = tables[table ?? "Localizable"]?.translations(of: key) ?? [:]
        return found.isEmpty ? nil : found
    }
}
