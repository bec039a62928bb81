import Foundation

/// One localization table of the project — `Localizable`, `AppShortcuts`, `InfoPlist`, or a
/// custom `table:` — merged from every `.xcstrings` catalog and `<lang>.lproj/<table>.strings`
/// file of that name.
struct StringTable {
    struct Entry {
        /// Locale → the values for that locale: one for a string unit or a `.strings` line,
        /// several for an App Shortcuts string set (every phrase of one shortcut).
        var values: [String: [String]] = [:]
        /// Where the key is written, for lint findings.
        var locations: [String: ProjectLocation] = [:]
        /// `stale` in a string catalog: Xcode no longer finds the key in the code.
        var isStale = false
    }

    var name: String
    /// The catalog's `sourceLanguage`, or the language of the `.strings` files' base.
    var sourceLanguage: String?
    var entries: [String: Entry] = [:]
    /// Keys in the order they were read, for deterministic reports.
    var keys: [String] = []
    /// Keys with printf placeholders by their shape (`Log %@ glasses` for `Log %lld glasses`),
    /// the first read of each shape: code knows an interpolation, not the format Xcode chose.
    private var keysByShape: [String: String] = [:]
    /// The locales the table has, sorted.
    var locales: [String] { Array(Set(entries.values.flatMap(\.values.keys))).sorted() }

    init(name: String) { self.name = name }

    mutating func add(key: String, locale: String, values: [String], at location: ProjectLocation, stale: Bool = false) {
        if entries[key] == nil {
            entries[key] = Entry()
            keys.append(key)
            if key.contains("%") {
                let shape = Self.shape(key)
                if keysByShape[shape] == nil { keysByShape[shape] = key }
            }
        }
        var existing = entries[key]!.values[locale] ?? []
        for value in values where !existing.contains(value) { existing.append(value) }
        entries[key]!.values[locale] = existing
        if entries[key]!.locations[locale] == nil { entries[key]!.locations[locale] = location }
        if stale { entries[key]!.isStale = true }
    }

    /// The first value of a key per locale; a key with placeholders is found whatever format
    /// Xcode wrote for each (`%@`, `%lld`, `%d`, `%f`, `%1$lld` …).
    func translations(of key: String) -> [String: String] {
        let entry = entries[key] ?? (key.contains("%") ? keysByShape[Self.shape(key)].flatMap { entries[$0] } : nil)
        return (entry?.values ?? [:]).compactMapValues(\.first)
    }

    /// Every printf placeholder as `%@`, its position and length modifier aside.
    ///
    ///     StringTable.shape("Log %1$lld glasses in %2$@")   // "Log %@ glasses in %@"
    static func shape(_ key: String) -> String {
        guard let pattern = try? NSRegularExpression(pattern: Self.placeholder) else { return key }
        return pattern.stringByReplacingMatches(in: key, range: NSRange(key.startIndex..., in: key), withTemplate: "%@")
    }

    /// A printf placeholder as Xcode writes them in string catalogs.
    static let placeholder = "%(?:[0-9]+\\$)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSaA]"
}

/// Reads `.xcstrings` (JSON string catalogs) and `.strings` files into `StringTable`s.
enum StringTableReader {
    /// A string catalog: every key's string unit or string set per locale. Plural and device
    /// variations contribute their `other` form.
    static func readCatalog(_ data: Data, file: String, into table: inout StringTable) throws(ImportProblem) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .notAStringCatalog(file: file)
        }
        if table.sourceLanguage == nil { table.sourceLanguage = root["sourceLanguage"] as? String }
        let strings = root["strings"] as? [String: Any] ?? [:]
        let lines = KeyLines.firstQuoted(in: String(decoding: data, as: UTF8.self))
        for key in strings.keys.sorted() {
            guard let entry = strings[key] as? [String: Any] else { continue }
            let location = ProjectLocation(file: file, line: lines.line(ofQuoted: key), column: 1)
            let stale = entry["extractionState"] as? String == "stale"
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            if localizations.isEmpty {
                table.add(key: key, locale: "", values: [], at: location, stale: stale)
            }
            for locale in localizations.keys.sorted() {
                guard let localization = localizations[locale] as? [String: Any] else { continue }
                let values = catalogValues(localization)
                table.add(key: key, locale: locale, values: values, at: location, stale: stale)
            }
        }
    }

    private static func catalogValues(_ localization: [String: Any]) -> [String] {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return [value]
        }
        if let set = localization["stringSet"] as? [String: Any], let values = set["values"] as? [String] {
            return values
        }
        if let variations = localization["variations"] as? [String: Any] {
            for kind in variations.keys.sorted() {
                guard let forms = variations[kind] as? [String: Any] else { continue }
                let form = forms["other"] ?? forms.keys.sorted().first.flatMap { forms[$0] }
                if let form = form as? [String: Any] {
                    let values = catalogValues(form)
                    if !values.isEmpty { return values }
                }
            }
        }
        return []
    }

    /// A `.strings` file (`"key" = "value";`, comments, escapes; UTF-8 or UTF-16), read
    /// with Foundation's property-list parser.
    static func readStrings(_ data: Data, file: String, locale: String, into table: inout StringTable) throws(ImportProblem) {
        guard let text = decodeText(data) else { throw .notText(file: file) }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        var format = PropertyListSerialization.PropertyListFormat.openStep
        guard let parsed = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format),
              let dictionary = parsed as? [String: Any]
        else {
            throw .notAStringsFile(file: file)
        }
        let lines = KeyLines.firstQuoted(in: text)
        let keyed = dictionary.keys.map { (key: $0, line: lines.line(ofQuoted: $0)) }.sorted { ($0.line, $0.key) < ($1.line, $1.key) }
        for (key, line) in keyed {
            guard let value = dictionary[key] as? String else { continue }
            table.add(key: key, locale: locale, values: [value], at: ProjectLocation(file: file, line: line, column: 1))
        }
    }

    /// Text with a byte-order mark or without: UTF-8, else UTF-16 (older Xcode's default).
    static func decodeText(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] {
            return String(data: data, encoding: .utf16)
        }
        if let text = String(data: data, encoding: .utf8) {
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        return String(data: data, encoding: .utf16)
    }
}
