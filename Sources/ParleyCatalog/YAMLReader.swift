import DocumentTree
import ParleyText

/// Reads a YAML node tree for one file, turning every shape problem into a
/// `Diagnostic` with the node's line and column, and carrying on so that one run
/// reports every error of the file.
final class YAMLReader {
    let file: String
    private let positions: YAMLPositions
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, text: String) {
        self.file = file
        positions = YAMLPositions(text)
    }

    /// Where the node starts, as an editor numbers lines and columns.
    func location(of node: YAMLNode) -> SourceLocation {
        let position = positions.editorPosition(yamlLine: node.mark.line, column: node.mark.column)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    func report(_ problem: CatalogProblem, at node: YAMLNode) {
        report(problem, at: location(of: node))
    }

    func report(_ problem: CatalogProblem, at location: SourceLocation) {
        diagnostics.append(Diagnostic(problem, at: location))
    }

    // MARK: Mappings

    /// The entries of a mapping whose keys are all keys of `part`; an unknown key is an
    /// error (typos must not pass silently) with the closest allowed key suggested, and so
    /// is a missing required key.
    func fields(of node: YAMLNode, in context: String, part: CatalogPart) -> Fields? {
        let allowed = part.names
        guard let mapping = node.mapping else {
            report(.notAMapping(context: context, allowedKeys: allowed, found: describe(node)), at: node)
            return nil
        }
        var fields = Fields(node: node, part: part, count: mapping.count)
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.scalar?.string else {
                report(.keyNotPlainName(context: context), at: keyNode)
                continue
            }
            guard allowed.contains(key) else {
                report(.unknownKey(key, context: context, allowedKeys: allowed, guess: closest(to: key, in: allowed)), at: keyNode)
                continue
            }
            fields.append(key: key, keyNode: keyNode, value: valueNode)
        }
        for key in part.required where fields[key] == nil {
            report(.missingKey(key, context: context), at: node)
        }
        return fields
    }

    /// A mapping with free-form keys (type names, intent keys, flags), in file order.
    func entries(of node: YAMLNode, in context: String) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
        guard let mapping = node.mapping else {
            report(.wrongShape(context: context, expected: "a mapping", found: describe(node)), at: node)
            return []
        }
        return mapping.compactMap { keyNode, value in
            guard let key = keyNode.scalar?.string else {
                report(.keyNotPlainName(context: context), at: keyNode)
                return nil
            }
            return (key, keyNode, value)
        }
    }

    func sequence(_ node: YAMLNode, in context: String) -> [YAMLNode]? {
        if let items = node.sequence { return items }
        report(.wrongShape(context: context, expected: "a list", found: describe(node)), at: node)
        return nil
    }

    // MARK: Scalars

    func string(_ node: YAMLNode, in context: String) -> String? {
        guard let scalar = node.scalar else {
            report(.wrongShape(context: context, expected: "text", found: describe(node)), at: node)
            return nil
        }
        return scalar.string
    }

    func bool(_ node: YAMLNode, in context: String) -> Bool? {
        switch node.scalar?.string {
        case "true"?: return true
        case "false"?: return false
        default:
            report(.wrongShape(context: context, expected: "true or false", found: describe(node)), at: node)
            return nil
        }
    }

    func number(_ node: YAMLNode, in context: String) -> Double? {
        guard let text = node.scalar?.string, let number = Double(text), number.isSpokenNumber else {
            report(.wrongShape(context: context, expected: "a number", found: describe(node)), at: node)
            return nil
        }
        return number
    }

    /// A scalar as written in `when`, `preset` and `default`: null, a bool, a number or an id.
    func looseValue(_ node: YAMLNode, in context: String) -> Condition.Expected? {
        guard let scalar = node.scalar else {
            report(.wrongShape(context: context, expected: "a single value (an id, a number, true/false or null)", found: describe(node)), at: node)
            return nil
        }
        if scalar.style == .plain {
            switch scalar.string {
            case "null", "~", "": return Condition.Expected.none
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: if let number = Double(scalar.string) { return .number(number) }
            }
        }
        return .identifier(scalar.string)
    }

    // MARK: Localized values

    /// A plain string or a `{locale: string}` map.
    func localizedText(_ node: YAMLNode, in context: String) -> LocalizedText? {
        if let scalar = node.scalar { return LocalizedText(scalar.string) }
        guard node.mapping != nil else {
            report(.wrongShape(context: context, expected: "text or a map from locale to text", found: describe(node)), at: node)
            return nil
        }
        var byLocale: [String: String] = [:]
        var previous: (locale: String, text: String)?
        for (locale, keyNode, value) in entries(of: node, in: context) {
            guard isLocaleCode(locale) else {
                // `{en: Sorry, cold brew is sold out.}`: the comma ended the text, and YAML read
                // the rest as a key with no value.
                if let previous, let rest = value.scalar, rest.string.isEmpty, rest.style == .plain {
                    report(.commaEndedText(locale, previousLocale: previous.locale, whole: previous.text + ", " + locale), at: keyNode)
                } else {
                    report(.notALocaleCode(locale, context: context, holding: "text"), at: keyNode)
                }
                continue
            }
            if let text = string(value, in: "\(context) (\(locale))") {
                byLocale[locale] = text
                previous = (locale, text)
            }
        }
        return LocalizedText(byLocale: byLocale)
    }

    /// A list whose items may be locale maps, or a map from locale to list.
    func localizedList<Element>(_ node: YAMLNode, in context: String, item: (YAMLNode) -> Element?) -> LocalizedList<Element> {
        if node.sequence != nil {
            return LocalizedList((sequence(node, in: context) ?? []).compactMap(item))
        }
        if node.mapping != nil {
            var lists: [String: [Element]] = [:]
            for (locale, keyNode, value) in entries(of: node, in: context) {
                guard isLocaleCode(locale) else {
                    report(.notALocaleCode(locale, context: context, holding: "a list"), at: keyNode)
                    continue
                }
                lists[locale] = (sequence(value, in: "\(context) (\(locale))") ?? []).compactMap(item)
            }
            return LocalizedList(perLocale: lists)
        }
        if node.scalar != nil, let single = item(node) { return LocalizedList([single]) }
        report(.wrongShape(context: context, expected: "a list", found: describe(node)), at: node)
        return LocalizedList()
    }

    func localizedTextList(_ node: YAMLNode, in context: String) -> LocalizedList<LocalizedText> {
        localizedList(node, in: context) { self.localizedText($0, in: context) }
    }

    /// A phrase string with its location, so later checks can point inside it.
    func phrase(_ node: YAMLNode, in context: String) -> PhraseSource? {
        guard let scalar = node.scalar else {
            report(.wrongShape(context: context, expected: "text", found: describe(node)), at: node)
            return nil
        }
        let start = location(of: node)
        let offset: Int?
        switch scalar.style {
        case .plain: offset = 0
        case .singleQuoted: offset = 1
        case .doubleQuoted: offset = scalar.string.contains("\\") ? nil : 1
        default: offset = nil
        }
        // A scalar folded over several lines, or with '' escapes: follow it through the source.
        var scalarLocations: [SourceLocation]?
        if offset != nil, scalar.style != .doubleQuoted {
            let first = positions.offset(yamlLine: node.mark.line, column: node.mark.column)
            if let offsets = positions.valueOffsets(of: scalar.string, startingAt: first, quoted: scalar.style == .singleQuoted),
               offsets.last.map({ $0 - first != offsets.count - 1 + (offset ?? 0) }) == true {
                scalarLocations = offsets.map { offset in
                    let position = positions.editorPosition(ofOffset: offset)
                    return SourceLocation(file: file, line: position.line, column: position.column)
                }
            }
        }
        return PhraseSource(text: scalar.string, location: start, textColumnOffset: offset, scalarLocations: scalarLocations)
    }

    // MARK: Helpers

    private func isLocaleCode(_ text: String) -> Bool {
        LocaleCode.isValid(text)
    }

    func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : scalar.string.quotedExcerpt
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    private func closest(to key: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, EditDistance.between(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) else { return nil }
        return best.0
    }
}

/// The known keys of one mapping, in file order.
///
/// Keys and nodes are kept apart so that a look-up runs over an array of strings alone: a
/// catalog of 10,000 values looks up every field of each one.
struct Fields {
    let node: YAMLNode
    /// The part whose keys these are: asking for another is the reader's mistake, caught in
    /// a debug build (the tests'); its flags' defaults are the schema's.
    let part: CatalogPart
    private var keys: [String] = []
    private var nodes: [(key: YAMLNode, value: YAMLNode)] = []

    /// - Parameter count: how many keys the mapping has, so that each array is made once.
    init(node: YAMLNode, part: CatalogPart, count: Int) {
        self.node = node
        self.part = part
        keys.reserveCapacity(count)
        nodes.reserveCapacity(count)
    }

    mutating func append(key: String, keyNode: YAMLNode, value: YAMLNode) {
        keys.append(key)
        nodes.append((keyNode, value))
    }

    subscript(key: String) -> YAMLNode? {
        #if DEBUG
        assert(part.names.contains(key), "'\(key)' is not a key of \(part.name) in CatalogSchema")
        CatalogSchemaReads.record(part: part.name, key: key)
        #endif
        return keys.firstIndex(of: key).map { nodes[$0].value }
    }

    /// A `true`/`false` key's value, or the default its schema row states when it is not
    /// written (or is no `true`/`false`, reported at its line).
    func flag(_ key: String, reader: YAMLReader) -> Bool {
        self[key].flatMap { reader.bool($0, in: key) } ?? part.flagDefault(key)
    }

    func keyNode(_ key: String) -> YAMLNode? {
        #if DEBUG
        assert(part.names.contains(key), "'\(key)' is not a key of \(part.name) in CatalogSchema")
        #endif
        return keys.firstIndex(of: key).map { nodes[$0].key }
    }
}

#if DEBUG
import Foundation

/// The keys the readers asked for, by part, in a debug build: a schema row that no reader
/// asks for would be accepted, documented and silently ignored (`CatalogSchemaReadTests`).
package enum CatalogSchemaReads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keys: [String: Set<String>] = [:]

    static func record(part: String, key: String) {
        lock.lock()
        defer { lock.unlock() }
        keys[part, default: []].insert(key)
    }

    /// Every key asked for so far, by part name.
    package static var asked: [String: Set<String>] {
        lock.lock()
        defer { lock.unlock() }
        return keys
    }
}
#endif
