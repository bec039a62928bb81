import ParleyText
import ParleyCatalog

/// The compiled form of an index, as the compiled-catalog cache keeps it. Every number that
/// is later used as a position (a token, a node, a phrase, an app, a value) is checked as it
/// is read, so a damaged entry is rejected here and can never index out of bounds in the
/// search. The catalog is not stored: an entry is read only for the very catalog it was
/// compiled from, which supplies each vocabulary's values.
extension PhraseIndex.Compiled {
    func write(to writer: inout BinaryWriter) {
        writer.write(tokens.strings)
        writer.write(vocabularies) { writer, slot in
            writer.write(slot.appIndex)
            writer.write(slot.typeKey)
            writer.write(slot.namesInOrder) { writer, name in
                writer.write(name.id)
                // As an array of Int is written, without making one.
                writer.write(name.tokens.count)
                for token in name.tokens { writer.write(Int(token)) }
            }
        }
        appNames.write(to: &writer)
        valueNames.write(to: &writer)
        writer.write(phrases) { writer, phrase in
            writer.write(phrase.appIndex)
            writer.write(phrase.shortcutIndex)
            writer.write(phrase.text)
            writer.write(phrase.template)
            writer.write(phrase.vocabulary.map(Int.init))
            writer.write(phrase.location)
            writer.write(phrase.heard.map { Int(tokens.id($0)) })
        }
        writer.write(nodes) { writer, node in
            writer.write(node.literals.edges) { $1.write(to: &$0) }
            writer.write(node.appChildren.edges) { $1.write(to: &$0) }
            writer.write(Int(node.valueChild))
            writer.write(node.phrases.map(Int.init))
            writer.write(node.deletions, Self.write)
        }
    }

    private static func write(_ writer: inout BinaryWriter, _ edge: PhraseIndex.LiteralEdge) {
        writer.write(Int(edge.token))
        writer.write(Int(edge.child))
        writer.write(Int(edge.deletionCost))
    }

    init(from reader: inout BinaryReader, catalog: Catalog) throws(BinaryReader.Malformed) {
        let apps = catalog.apps
        let strings = try reader.readArray(of: String.self)
        let tokens = TokenTable(strings: strings)
        // A token written twice would shift every later id onto another word.
        guard tokens.strings.count == strings.count else { throw BinaryReader.Malformed() }
        let tokenCount = tokens.strings.count
        func readToken(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Int32 {
            Int32(try reader.readIndex(below: tokenCount))
        }
        let vocabularies = try reader.readArray { reader throws(BinaryReader.Malformed) -> PhraseIndex.SlotValues in
            let appIndex = try reader.readIndex(below: apps.count)
            let typeKey = try reader.readString()
            guard let type = apps[appIndex].type(named: typeKey) else { throw BinaryReader.Malformed() }
            var slot = PhraseIndex.SlotValues(appIndex: appIndex, typeKey: typeKey, values: type.speakableValues)
            let count = try reader.readCount()
            slot.reserveNameTokens(ids: min(count, type.values.count))
            for _ in 0..<count {
                let id = try reader.readString()
                guard slot.addNameTokens(try reader.readArray(readToken), of: id) else { throw BinaryReader.Malformed() }
            }
            return slot
        }
        let appNames = try TokenTrie(from: &reader, tokenCount: tokenCount) { payload in payload >= 0 && payload < apps.count }
        let valueNames = try TokenTrie(from: &reader, tokenCount: tokenCount) { payload in
            let vocabulary = Int(payload >> 32), value = Int(payload & 0xFFFF_FFFF)
            return vocabulary >= 0 && vocabulary < vocabularies.count && value < vocabularies[vocabulary].values.count
        }
        let phrases = try reader.readArray { reader throws(BinaryReader.Malformed) -> PhraseIndex.Phrase in
            let appIndex = try reader.readIndex(below: apps.count)
            let shortcutIndex = try reader.readOptional { reader throws(BinaryReader.Malformed) in
                try reader.readIndex(below: apps[appIndex].shortcuts.count)
            }
            let text = try reader.readString()
            let template = try reader.read(PhraseTemplate.self)
            let vocabulary = try reader.readOptional { reader throws(BinaryReader.Malformed) in
                Int32(try reader.readIndex(below: vocabularies.count))
            }
            let location = try reader.read(SourceLocation.self)
            let heard = try reader.readArray { reader throws(BinaryReader.Malformed) in tokens.string(try readToken(&reader)) }
            return PhraseIndex.Phrase(
                appIndex: appIndex, shortcutIndex: shortcutIndex, text: text, template: template,
                parameterName: template.parameterNames.first, vocabulary: vocabulary, location: location, heard: heard)
        }
        let nodeCount = try reader.readCount()
        func readNode(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Int32 {
            Int32(try reader.readIndex(below: nodeCount))
        }
        func readEdge(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> PhraseIndex.LiteralEdge {
            let token = try readToken(&reader), child = try readNode(&reader)
            // Every step of the search costs something: a free one could lead it round in circles.
            guard let cost = MatchCost.Units(exactly: try reader.readInt()), cost > 0 else { throw BinaryReader.Malformed() }
            return PhraseIndex.LiteralEdge(token: token, child: child, deletionCost: cost)
        }
        var nodes: [PhraseIndex.Node] = []
        nodes.reserveCapacity(nodeCount)
        for _ in 0..<nodeCount {
            var node = PhraseIndex.Node()
            let literals = try reader.readArray { reader throws(BinaryReader.Malformed) in (try readToken(&reader), try readNode(&reader)) }
            node.literals = EdgeMap(literals)
            let appChildren = try reader.readArray { reader throws(BinaryReader.Malformed) in
                (Int32(try reader.readIndex(below: apps.count)), try readNode(&reader))
            }
            node.appChildren = EdgeMap(appChildren)
            let valueChild = try reader.readInt()
            guard valueChild >= -1, valueChild < nodeCount else { throw BinaryReader.Malformed() }
            node.valueChild = Int32(valueChild)
            node.phrases = try reader.readArray { reader throws(BinaryReader.Malformed) in Int32(try reader.readIndex(below: phrases.count)) }
            node.deletions = try reader.readArray(readEdge)
            nodes.append(node)
        }
        guard !nodes.isEmpty else { throw BinaryReader.Malformed() }
        self.init(phrases: phrases, vocabularies: vocabularies, nodes: nodes, tokens: tokens, appNames: appNames, valueNames: valueNames)
    }
}

extension TokenTrie {
    func write(to writer: inout BinaryWriter) {
        writer.write(nodes) { writer, node in
            writer.write(node.children.edges) { $1.write(to: &$0) }
            writer.write(node.payload.map { Int($0) })
        }
    }

    /// Reads a trie whose edges are tokens below `tokenCount` and whose payloads all pass `isValid`.
    init(from reader: inout BinaryReader, tokenCount: Int, isValid: (Int64) -> Bool) throws(BinaryReader.Malformed) {
        let nodeCount = try reader.readCount()
        guard nodeCount > 0 else { throw BinaryReader.Malformed() }
        var nodes: [Node] = []
        nodes.reserveCapacity(nodeCount)
        for _ in 0..<nodeCount {
            let children = try reader.readArray { reader throws(BinaryReader.Malformed) in
                (Int32(try reader.readIndex(below: tokenCount)), Int32(try reader.readIndex(below: nodeCount)))
            }
            let payload = try reader.readArray { reader throws(BinaryReader.Malformed) -> Int64 in
                let value = Int64(try reader.readInt())
                guard isValid(value) else { throw BinaryReader.Malformed() }
                return value
            }
            nodes.append(Node(children: EdgeMap(children), payload: payload))
        }
        self.init(nodes: nodes)
    }
}

extension EdgeMap.Edge {
    func write(to writer: inout BinaryWriter) {
        writer.write(Int(key))
        writer.write(Int(child))
    }
}
