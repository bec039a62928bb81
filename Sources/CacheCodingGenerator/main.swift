import Foundation

// Writes the catalog cache's coding (`BinaryCodable`) for every struct of the catalog model
// that declares `CacheCoded`: each stored property in declaration order, so a field added
// to the model is written and read back with nothing else to edit (docs/ARCHITECTURE.md,
// "Adding a catalog key").
//
// Usage: CacheCodingGenerator OUTPUT SOURCE...
//
// The model is read line by line, as the model files are written: one declaration a line,
// braces counted outside strings and comments. A stored property's type is a name, `T?`,
// or `[T]` of those; a `// cache: shared` comment after a `String` property writes it as a
// string shared by the cache's entries (`BinaryWriter.write(shared:)`). Anything else in a
// `CacheCoded` struct stops the build with the file and line.

struct Failure: Error, CustomStringConvertible {
    var description: String
}

indirect enum PropertyType {
    case plain(String)
    case optional(PropertyType)
    case array(PropertyType)

    init(_ text: String) throws {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") {
            self = .optional(try PropertyType(String(text.dropLast())))
        } else if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            guard !inner.contains(":") else { throw Failure(description: "a dictionary (\(text)) has no cache coding") }
            self = .array(try PropertyType(inner))
        } else {
            guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }) else {
                throw Failure(description: "unreadable type '\(text)'")
            }
            self = .plain(text)
        }
    }

    /// Swift that writes `value` to `writer`.
    func write(_ value: String) -> String {
        switch self {
        case .plain, .optional(.plain), .array(.plain): "writer.write(\(value))"
        case .optional(let inner), .array(let inner): "writer.write(\(value)) { writer, value in \(inner.write("value")) }"
        }
    }

    /// Swift that reads one value from `reader`, its type inferred from the property's: a
    /// nested type's name may not be in scope in an extension of another nested type.
    var read: String {
        switch self {
        case .plain: "try reader.read()"
        case .optional(.plain): "try reader.readOptional()"
        case .array(.plain): "try reader.readArray()"
        case .optional(let inner): "try reader.readOptional { reader throws(BinaryReader.Malformed) in \(inner.read) }"
        case .array(let inner): "try reader.readArray { reader throws(BinaryReader.Malformed) in \(inner.read) }"
        }
    }
}

struct Property {
    var name: String
    var type: PropertyType
    var isShared: Bool
}

struct CodedStruct {
    var name: String
    var properties: [Property] = []
}

/// One type or body being read: a coded struct gathers the properties declared directly in it.
struct Frame {
    var name: String?
    var depth: Int
    var coded: Int?
}

/// The line without its comment and the contents of its string literals, so braces count.
func code(of line: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
        if inString {
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; result.append(character) }
        } else if character == "\"" {
            inString = true
            result.append(character)
        } else if character == "/", previous == "/" {
            result.removeLast()
            break
        } else {
            result.append(character)
        }
        previous = character
    }
    return result
}

let declaration = try NSRegularExpression(pattern: #"\b(struct|enum|class|extension|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)(<[^>]*>)?\s*(:([^{]*))?\{"#)
let storedProperty = try NSRegularExpression(pattern: #"^\s*(?:(?:public|package|internal|private|fileprivate)(?:\(set\))?\s+)*(var|let)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^=]+?)\s*(=.*)?$"#)

func generate(sources: [String]) throws -> String {
    var structs: [CodedStruct] = []
    for path in sources.sorted() {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var frames: [Frame] = []
        var depth = 0
        for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = code(of: rawLine)
            let range = NSRange(line.startIndex..., in: line)
            if let match = declaration.firstMatch(in: line, range: range) {
                let kind = String(line[Range(match.range(at: 1), in: line)!])
                let name = String(line[Range(match.range(at: 2), in: line)!])
                let conformances = match.range(at: 5).location == NSNotFound ? "" : String(line[Range(match.range(at: 5), in: line)!])
                let outer = frames.last(where: { $0.name != nil })?.name
                let qualified = outer.map { "\($0).\(name)" } ?? name
                var frame = Frame(name: qualified, depth: depth + 1)
                if conformances.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "CacheCoded" }) {
                    guard kind == "struct" else { throw Failure(description: "\(path):\(number + 1): only a struct can be CacheCoded") }
                    frame.coded = structs.count
                    structs.append(CodedStruct(name: qualified))
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                frames.append(frame)
                frames.removeAll { $0.depth > depth }
                continue
            }
            if let frame = frames.last, let coded = frame.coded, frame.depth == depth,
               !line.contains("{"), !line.contains("static "), !line.contains("lazy "),
               line.range(of: #"^\s*(?:(?:public|package|internal|private|fileprivate)(?:\(set\))?\s+)*(var|let)\s"#, options: .regularExpression) != nil {
                guard let match = storedProperty.firstMatch(in: line, range: range) else {
                    throw Failure(description: "\(path):\(number + 1): a stored property of a CacheCoded struct needs its type written")
                }
                let keyword = String(line[Range(match.range(at: 1), in: line)!])
                let name = String(line[Range(match.range(at: 2), in: line)!])
                let hasDefault = match.range(at: 4).location != NSNotFound
                if keyword == "let", hasDefault {
                    throw Failure(description: "\(path):\(number + 1): '\(name)' is a constant with a value: the cache cannot read it back")
                }
                do {
                    let type = try PropertyType(String(line[Range(match.range(at: 3), in: line)!]))
                    let isShared = rawLine.contains("// cache: shared")
                    if isShared, case .plain("String") = type {} else if isShared {
                        throw Failure(description: "only a String can be shared")
                    }
                    structs[coded].properties.append(Property(name: name, type: type, isShared: isShared))
                } catch let failure as Failure {
                    throw Failure(description: "\(path):\(number + 1): '\(name)': \(failure.description)")
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if line.contains("{") || line.contains("}") {
                // A body opened on this line (a function, a computed property) is a frame of no type.
                if line.filter({ $0 == "{" }).count > line.filter({ $0 == "}" }).count { frames.append(Frame(name: nil, depth: depth)) }
                frames.removeAll { $0.depth > depth }
            }
        }
    }
    var output = """
        // Generated by CacheCodingGenerator from the catalog model's `CacheCoded` structs: each
        // stored property, in declaration order. Edit the model, not this file.

        import ParleyText

        """
    for coded in structs.sorted(by: { $0.name < $1.name }) {
        guard !coded.properties.isEmpty else { throw Failure(description: "\(coded.name) is CacheCoded but has no stored property") }
        output += "\nextension \(coded.name) {\n"
        output += "    public func write(to writer: inout BinaryWriter) {\n"
        for property in coded.properties {
            output += "        " + (property.isShared ? "writer.write(shared: \(property.name))" : property.type.write(property.name)) + "\n"
        }
        output += "    }\n\n"
        output += "    public init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {\n"
        for property in coded.properties {
            output += "        self.\(property.name) = " + (property.isShared ? "try reader.readSharedString()" : property.type.read) + "\n"
        }
        output += "    }\n}\n"
    }
    return output
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: CacheCodingGenerator OUTPUT SOURCE...\n".utf8))
    exit(64)
}
do {
    let generated = try generate(sources: Array(arguments.dropFirst()))
    // Written only when it changes, so an edit elsewhere in the model rebuilds nothing more.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != generated {
        try generated.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
