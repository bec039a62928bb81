import CYAML

/// Builds a YAML document's node tree from libyaml's events.
///
/// Yams composes the same tree from the same parser, but allocates an object per event and a
/// tag object per node, and finds a mapping's duplicate keys by hashing whole nodes: composing
/// cost three times libyaml's parsing (BENCHMARKS.md). This composer reads the events into
/// `YAMLNode`s and reports what Yams reports, in the same words and at the same marks
/// (`YAMLAgreementTests` compares the two on the fuzz corpus).
public enum YAMLComposer {
    public enum Failure: Error {
        /// A scanner, parser or composer error: libyaml's words and where it stopped.
        case syntax(problem: String, at: YAMLNode.Mark)
        /// Keys that a mapping has twice, sorted, and where the first one first appears.
        case duplicateKeys([String], at: YAMLNode.Mark)
        /// Text libyaml cannot read (a control character), in libyaml's words, with the
        /// byte offset of the first scalar it could not read and that scalar's value.
        case unreadable(problem: String, byteOffset: Int, value: Int32)
        case outOfMemory
    }

    /// The root of a one-document text; nil when it has no document (only comments).
    public static func compose(_ text: String) throws(Failure) -> YAMLNode? {
        var text = text
        let root = text.withUTF8 { bytes in
            Result { () throws(Failure) in try EventReader(bytes).singleDocument() }
        }
        return try root.get()
    }
}

/// libyaml's parser over one text, with the event it last produced.
private final class EventReader {
    // Held through pointers: each read of a class's stored `var` is checked for exclusive
    // access, four times a node. (The parser keeps a pointer to itself, so it must stay
    // where it is, as a pointee does.)
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// Each anchor's node; a later anchor of the same name replaces an earlier one.
    private var anchors: [String: YAMLNode] = [:]
    private var duplicateKeys = DuplicateKeys()

    /// `bytes` must outlive the reader: libyaml reads them in place.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    deinit {
        yaml_event_delete(event)
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    func singleDocument() throws(YAMLComposer.Failure) -> YAMLNode? {
        try advance() // the stream's start
        try advance()
        guard event.pointee.type != YAML_STREAM_END_EVENT else { return nil }
        try advance() // past the document's start, to its root
        let root = try node()
        try advance() // the document's end
        try advance()
        guard event.pointee.type == YAML_STREAM_END_EVENT else {
            throw .syntax(problem: "but found another document", at: startMark)
        }
        return root
    }

    // MARK: Nodes

    /// The node that starts at the current event; leaves the reader on its last event.
    private func node() throws(YAMLComposer.Failure) -> YAMLNode {
        switch event.pointee.type {
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.pointee.data.alias.anchor)
            guard let name, let node = anchors[name] else {
                throw .syntax(problem: "found undefined alias", at: startMark)
            }
            return node
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            var bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)[...]
            // A byte-order mark that starts a scalar (files joined together) is not its text,
            // as Foundation's decoding under Yams reads it too.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            let value = String(decoding: bytes, as: UTF8.self)
            let tag = scalar.plain_implicit != 0 || scalar.quoted_implicit != 0 ? nil : Self.string(scalar.tag)
            return remember(YAMLNode(.scalar(.init(string: value, style: Self.style(scalar.style))), mark: startMark, tag: tag), as: Self.string(scalar.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let start = event.pointee.data.sequence_start
            let mark = startMark
            let tag = start.implicit != 0 ? nil : Self.string(start.tag)
            let anchor = Self.string(start.anchor)
            var items: [YAMLNode] = []
            try advance()
            while event.pointee.type != YAML_SEQUENCE_END_EVENT {
                items.append(try node())
                try advance()
            }
            return remember(YAMLNode(.sequence(items), mark: mark, tag: tag), as: anchor)
        case YAML_MAPPING_START_EVENT:
            let start = event.pointee.data.mapping_start
            let mark = startMark
            let tag = start.implicit != 0 ? nil : Self.string(start.tag)
            let anchor = Self.string(start.anchor)
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            try advance()
            while event.pointee.type != YAML_MAPPING_END_EVENT {
                let key = try node()
                try advance()
                pairs.append((key, try node()))
                try advance()
            }
            try duplicateKeys.check(pairs)
            return remember(YAMLNode(.mapping(pairs), mark: mark, tag: tag), as: anchor)
        default:
            // libyaml produces only nodes where a node is due; anything else is its error.
            throw .syntax(problem: "did not find expected node content", at: startMark)
        }
    }

    /// The node, kept under its anchor for the aliases after it. An anchor is kept once its
    /// node is complete, so an alias inside the node it names is undefined, as in Yams.
    private func remember(_ node: YAMLNode, as anchor: String?) -> YAMLNode {
        if let anchor { anchors[anchor] = node }
        return node
    }

    // MARK: Events

    private func advance() throws(YAMLComposer.Failure) {
        yaml_event_delete(event)
        guard yaml_parser_parse(parser, event) == 1 else { throw failure }
    }

    private var startMark: YAMLNode.Mark {
        YAMLNode.Mark(line: event.pointee.start_mark.line + 1, column: event.pointee.start_mark.column + 1)
    }

    private var failure: YAMLComposer.Failure {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.pointee.error {
        case YAML_MEMORY_ERROR:
            return .outOfMemory
        case YAML_READER_ERROR:
            return .unreadable(problem: problem, byteOffset: parser.pointee.problem_offset, value: parser.pointee.problem_value)
        default:
            return .syntax(problem: problem, at: YAMLNode.Mark(line: parser.pointee.problem_mark.line + 1, column: parser.pointee.problem_mark.column + 1))
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}

/// A mapping's keys written twice. Two keys are the same when their text (or, for a list or
/// mapping used as a key, their items) and their tags are, as Yams compared them.
///
/// A key may be an alias of a list whose items are aliases of lists, and so on: a file of a
/// few lines can nest billions of items that way. So a list or mapping key is never walked as
/// a tree: its hash is worked out once per node, and two nodes found equal are remembered, which
/// keeps the check linear in the file. (Yams walked the tree, and such a file never loaded.)
/// Nodes live until the document is composed, so their identities stay theirs meanwhile.
private struct DuplicateKeys {
    /// Mappings this small, the usual case, are checked pair by pair without hashing.
    private static let smallMapping = 16
    /// How much of a list or mapping key an error message writes out.
    private static let writtenLimit = 60

    private struct NodePair: Hashable {
        var left: ObjectIdentifier
        var right: ObjectIdentifier
    }

    private var hashes: [ObjectIdentifier: Int] = [:]
    private var provenSame: Set<NodePair> = []

    mutating func check(_ pairs: [(key: YAMLNode, value: YAMLNode)]) throws(YAMLComposer.Failure) {
        guard pairs.count > 1 else { return }
        if pairs.count <= Self.smallMapping, !hasRepeat(pairs) { return }
        var firstByHash: [Int: [YAMLNode]] = [:]
        var repeated: [YAMLNode] = []
        var isRepeated: Set<ObjectIdentifier> = []
        for (key, _) in pairs {
            let hash = hash(of: key)
            if let first = firstByHash[hash]?.first(where: { same($0, key) }) {
                if isRepeated.insert(ObjectIdentifier(first)).inserted { repeated.append(first) }
            } else {
                firstByHash[hash, default: []].append(key)
            }
        }
        guard !repeated.isEmpty else { return }
        let sorted = repeated.sorted(by: Self.precedes)
        throw .duplicateKeys(sorted.map(Self.written), at: sorted[0].mark)
    }

    private mutating func hasRepeat(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> Bool {
        for later in 1..<pairs.count {
            for earlier in 0..<later where same(pairs[earlier].key, pairs[later].key) {
                return true
            }
        }
        return false
    }

    private mutating func same(_ left: YAMLNode, _ right: YAMLNode) -> Bool {
        if left === right { return true }
        let pair = NodePair(left: ObjectIdentifier(left), right: ObjectIdentifier(right))
        switch (left.content, right.content) {
        case let (.scalar(leftScalar), .scalar(rightScalar)):
            return leftScalar.string == rightScalar.string && Self.tag(of: left) == Self.tag(of: right)
        case let (.sequence(leftItems), .sequence(rightItems)):
            guard leftItems.count == rightItems.count, Self.tag(of: left) == Self.tag(of: right) else { return false }
            if provenSame.contains(pair) { return true }
            for (leftItem, rightItem) in zip(leftItems, rightItems) where !same(leftItem, rightItem) { return false }
        case let (.mapping(leftPairs), .mapping(rightPairs)):
            guard leftPairs.count == rightPairs.count, Self.tag(of: left) == Self.tag(of: right) else { return false }
            if provenSame.contains(pair) { return true }
            for (leftPair, rightPair) in zip(leftPairs, rightPairs)
            where !same(leftPair.key, rightPair.key) || !same(leftPair.value, rightPair.value) {
                return false
            }
        default:
            return false
        }
        provenSame.insert(pair)
        return true
    }

    private mutating func hash(of node: YAMLNode) -> Int {
        var hasher = Hasher()
        hasher.combine(Self.tag(of: node))
        switch node.content {
        case .scalar(let scalar):
            hasher.combine(scalar.string)
            return hasher.finalize()
        case .sequence(let items):
            if let known = hashes[ObjectIdentifier(node)] { return known }
            hasher.combine(items.count)
            for item in items { hasher.combine(hash(of: item)) }
        case .mapping(let pairs):
            if let known = hashes[ObjectIdentifier(node)] { return known }
            hasher.combine(pairs.count)
            for pair in pairs {
                hasher.combine(hash(of: pair.key))
                hasher.combine(hash(of: pair.value))
            }
        }
        let hash = hasher.finalize()
        hashes[ObjectIdentifier(node)] = hash
        return hash
    }

    /// The node's tag; an untagged node, or one tagged only `!`, has its kind's standard tag.
    private static func tag(of node: YAMLNode) -> String {
        if let tag = node.tag, tag != "!" { return tag }
        switch node.content {
        case .scalar: return "tag:yaml.org,2002:str"
        case .sequence: return "tag:yaml.org,2002:seq"
        case .mapping: return "tag:yaml.org,2002:map"
        }
    }

    /// Scalars in text order, before lists and mappings.
    private static func precedes(_ left: YAMLNode, _ right: YAMLNode) -> Bool {
        switch (left.scalar, right.scalar) {
        case let (left?, right?): left.string < right.string
        case (.some, nil): true
        default: false
        }
    }

    /// A key as it would be written on one line (`b`, `[a, b]`, `{a: 1}`), a list or mapping
    /// cut short after `writtenLimit` characters.
    private static func written(_ key: YAMLNode) -> String {
        if let scalar = key.scalar { return scalar.string }
        var text = ""
        write(key, to: &text)
        return text
    }

    private static func write(_ node: YAMLNode, to text: inout String) {
        guard text.count < writtenLimit else {
            if !text.hasSuffix("…") { text += "…" }
            return
        }
        switch node.content {
        case .scalar(let scalar):
            text += scalar.string
        case .sequence(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                write(item, to: &text)
                if text.hasSuffix("…") { return }
            }
            text += "]"
        case .mapping(let pairs):
            text += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { text += ", " }
                write(pair.key, to: &text)
                text += ": "
                write(pair.value, to: &text)
                if text.hasSuffix("…") { return }
            }
            text += "}"
        }
    }
}
