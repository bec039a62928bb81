import Foundation
import Testing
import ParleyTestSupport
import DocumentTree
import Yams

/// Parley composes YAML itself, from libyaml's events, rather than through Yams; the two must
/// read every text alike. Over the repository's YAML files and thousands of seeded mutations
/// of them (the fuzz corpus), both give the same tree — every scalar, its style, every
/// position — or both refuse the text with the same problem at the same line and column.
/// (Tags are left out: Yams resolves a node's tag whether or not one was written.)
@Suite("YAML agreement with Yams")
struct YAMLAgreementTests {
    static let iterations = 3_000

    static let seeds: [String] = {
        let root = URL(fileURLWithPath: TestCatalog.root)
        var texts: [String] = []
        for folder in ["phrases", "eval/catalogs", "examples", "Sources/ParleyText/Vocabulary/Locales"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == ".build" { enumerator?.skipDescendants() }
                guard url.pathExtension == "yaml" || url.pathExtension == "yml", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                texts.append(text)
            }
        }
        return texts.sorted()
    }()

    @Test func theRepositorysFilesAndTheirMutationsReadAlike() {
        #expect(Self.seeds.count > 30)
        var random = SeededGenerator(state: 39)
        var disagreements: [String] = []
        var refused = 0
        for iteration in 0..<(Self.seeds.count + Self.iterations) {
            let text = iteration < Self.seeds.count ? Self.seeds[iteration] : Mutator.mutate(random.pick(Self.seeds), &random)
            let ours = Self.ours(text), theirs = Self.yams(text)
            if case .failure = ours { refused += 1 }
            if ours != theirs {
                disagreements.append("\(ours)\n  Yams: \(theirs)\n  text: \(text.prefix(300).debugDescription)")
            }
        }
        #expect(refused > 100, "the mutations should reach the error paths")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements; first:\n\(disagreements.prefix(3).joined(separator: "\n"))")
    }

    /// A tree written out with every position, or an error's problem and place.
    enum Reading: Equatable, CustomStringConvertible {
        case tree(String)
        case failure(String)
        var description: String {
            switch self {
            case .tree(let text): "tree \(text.prefix(200))"
            case .failure(let text): "error \(text)"
            }
        }
    }

    static func ours(_ text: String) -> Reading {
        do {
            guard let root = try YAMLComposer.compose(text) else { return .tree("") }
            return .tree(describe(root))
        } catch {
            switch error {
            case .syntax(let problem, let mark): return .failure("\(problem) at \(mark.line):\(mark.column)")
            case .duplicateKeys(let keys, let mark): return .failure("duplicate keys \(keys) at \(mark.line):\(mark.column)")
            case .unreadable(let problem, let offset, let value):
                // Yams gives the offset in characters ("\r\n" is one), libyaml in bytes.
                let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset, limitedBy: text.utf8.endIndex)?.samePosition(in: text)
                return .failure("\(problem) at \(index.map { text.distance(from: text.startIndex, to: $0) } ?? -1), value \(value)")
            case .outOfMemory: return .failure("out of memory")
            }
        }
    }

    static func yams(_ text: String) -> Reading {
        do {
            guard let root = try Yams.compose(yaml: text) else { return .tree("") }
            return .tree(describe(root))
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return .failure("\(problem) at \(mark.line):\(mark.column)")
            case .duplicatedKeysInMapping(let keys, let context):
                return .failure("duplicate keys \(keys.sorted()) at \(context.mark.line):\(context.mark.column)")
            case .reader(let problem, let offset, let value, _):
                return .failure("\(problem) at \(offset ?? -1), value \(value)")
            case .memory:
                return .failure("out of memory")
            default:
                return .failure("\(error)")
            }
        } catch {
            return .failure("\(error)")
        }
    }

    static func describe(_ node: YAMLNode) -> String {
        let place = "@\(node.mark.line):\(node.mark.column)"
        switch node.content {
        case .scalar(let scalar): return "\(scalar.string.debugDescription)\(place)/\(scalar.style)"
        case .sequence(let items): return "[\(items.map(describe).joined(separator: ","))]\(place)"
        case .mapping(let pairs): return "{\(pairs.map { describe($0.key) + ":" + describe($0.value) }.joined(separator: ","))}\(place)"
        }
    }

    static func describe(_ node: Yams.Node) -> String {
        let place = "@\(node.mark?.line ?? 0):\(node.mark?.column ?? 0)"
        switch node {
        case .scalar(let scalar):
            let style: String = switch scalar.style {
            case .plain, .any: "plain"
            case .singleQuoted: "singleQuoted"
            case .doubleQuoted: "doubleQuoted"
            case .literal: "literal"
            case .folded: "folded"
            }
            return "\(scalar.string.debugDescription)\(place)/\(style)"
        case .sequence(let sequence): return "[\(sequence.map(describe).joined(separator: ","))]\(place)"
        case .mapping(let mapping): return "{\(mapping.map { describe($0.key) + ":" + describe($0.value) }.joined(separator: ","))}\(place)"
        case .alias(let alias): return "*\(alias.anchor.rawValue)\(place)"
        }
    }
}
