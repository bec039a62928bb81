import Foundation
import ParleyText
import DocumentTree

/// The app target's build settings, read from `project.pbxproj` (with the `.xcconfig` files it
/// bases its configurations on) or from an XcodeGen `project.yml`: what names the app
/// (`INFOPLIST_KEY_CFBundleDisplayName`, `PRODUCT_NAME`, `APP_DISPLAY_NAME`…) and where its
/// `Info.plist` is. The app target is chosen over widgets, extensions, clips and tests.
struct BuildSettings {
    var targetName: String?
    var settings: [String: String] = [:]
    /// `developmentRegion` of the project: the language the Swift source is written in.
    var developmentRegion: String?
    /// Where the description came from, for the catalog's comment.
    var source: String?
    /// Info.plist keys an XcodeGen spec gives inline (`info: properties:`).
    var infoProperties: [String: Any] = [:]
    /// Where each setting was last given, for messages.
    private var places: [String: ProjectLocation] = [:]
    /// Settings that refer to themselves, through others or directly: errors at their place.
    private(set) var diagnostics: [Diagnostic] = []

    static let appProductType = "com.apple.product-type.application"

    init(files: ProjectFiles) {
        if let project = files.projectFiles.first(where: { !$0.contains("/Pods.xcodeproj/") }) {
            readProject(project, files: files)
        } else if let spec = files.xcodeGenSpecs.first {
            readXcodeGen(spec, files: files)
        } else {
            // No project file to say which .xcconfig applies: every one does, in path order.
            for xcconfig in files.xcconfigFiles { readXcconfig(xcconfig, files: files, depth: 0) }
            if !files.xcconfigFiles.isEmpty { source = files.xcconfigFiles[0] }
        }
        removeCycles()
    }

    /// The settings the app's name and Info.plist are read from: a cycle in one is an error
    /// (exit 2). Elsewhere `OTHER_FLAGS = $(OTHER_FLAGS) -x` is an old spelling of
    /// `$(inherited)` in .xcconfig files, so a cycle there is only a warning.
    static let nameKeys: Set<String> = ["INFOPLIST_KEY_CFBundleDisplayName", "APP_DISPLAY_NAME", "PRODUCT_NAME", "TARGET_NAME", "INFOPLIST_FILE"]

    /// Finds each setting that refers back to itself (`PRODUCT_NAME = $(PRODUCT_NAME)_2`),
    /// which Xcode refuses to build, reports it at the place it is given, and empties it so
    /// that resolving it ends.
    private mutating func removeCycles() {
        var cyclic: [String] = []
        for key in settings.keys.sorted() {
            var path: [String] = []
            var seen: Set<String> = []
            func reaches(_ name: String) -> Bool {
                guard let value = settings[name], seen.insert(name).inserted else { return false }
                path.append(name)
                for reference in Self.references(in: value) where reference == key || reaches(reference) {
                    if reference == key { path.append(key) }
                    return true
                }
                path.removeLast()
                return false
            }
            if reaches(key) {
                cyclic.append(key)
                let chain = path.map { "$(\($0))" }.joined(separator: " → ")
                let problem = ImportProblem.buildSettingCycle(key, chain: chain, namesTheApp: Self.nameKeys.contains(key))
                diagnostics.append(Diagnostic(problem, at: places[key]))
            }
        }
        for key in cyclic { settings[key] = "" }
    }

    /// The names a setting's value refers to with `$(NAME)` or `${NAME}`.
    private static func references(in value: String) -> [String] {
        var names: [String] = []
        var rest = Substring(value)
        while let start = rest.firstIndex(of: "$") {
            let after = rest.index(after: start)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { break }
            let name = rest[rest.index(after: after)..<end].prefix { $0 != ":" }
            names.append(String(name))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// The line of a file's text that gives `key` (`KEY = …`, `KEY: …`), or 1.
    private static func line(giving key: String, in text: String) -> Int {
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(key) else { continue }
            let next = trimmed.dropFirst(key.count).drop { $0 == " " || $0 == "\t" || $0 == "\"" }.first
            if next == "=" || next == ":" || next == "[" { return number + 1 }
        }
        return 1
    }

    /// A setting with every `$(VAR)` and `${VAR}` resolved (`$(TARGET_NAME)` included).
    func value(_ key: String) -> String? {
        settings[key].map { resolve($0) }
    }

    func resolve(_ text: String, depth: Int = 0) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let after = rest.index(after: start)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { break }
            var name = String(rest[rest.index(after: after)..<end])
            if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            let replacement: String
            switch name {
            case "inherited": replacement = ""
            case "TARGET_NAME": replacement = targetName ?? ""
            case "PRODUCT_NAME": replacement = settings["PRODUCT_NAME"].map { resolve($0, depth: depth + 1) } ?? targetName ?? ""
            case "SRCROOT", "PROJECT_DIR": replacement = "."
            default: replacement = settings[name].map { resolve($0, depth: depth + 1) } ?? ""
            }
            result += replacement
            rest = rest[rest.index(after: end)...]
        }
        // Settings that double each other ($(A)$(A), A = $(B)$(B)…) stay a name's length.
        return String((result + rest).trimmingCharacters(in: .whitespaces).prefix(Self.longestValue))
    }

    /// Longer than any app's name or Info.plist path.
    static let longestValue = 1024

    // MARK: Xcode projects

    private mutating func readProject(_ path: String, files: ProjectFiles) {
        guard let data = files.read(path),
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = root["objects"] as? [String: [String: Any]]
        else { return }
        source = path
        let text = String(decoding: data, as: UTF8.self)
        // Paths in the project are relative to the folder holding the .xcodeproj.
        let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        func configurations(of list: Any?) -> [String: Any] {
            guard let listID = list as? String, let ids = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
            let all = ids.compactMap { objects[$0] }
            return all.first { $0["name"] as? String == "Release" } ?? all.first ?? [:]
        }
        func merge(_ configuration: [String: Any]) {
            if let reference = configuration["baseConfigurationReference"] as? String,
               let file = objects[reference], let name = (file["path"] as? String).map({ ($0 as NSString).lastPathComponent }),
               let xcconfig = files.xcconfigFiles.first(where: { ($0 as NSString).lastPathComponent == name }) {
                readXcconfig(xcconfig, files: files, depth: 0)
            }
            for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
                guard !key.contains("[") else { continue }
                places[key] = ProjectLocation(file: path, line: Self.line(giving: key, in: text), column: 1)
                if let text = value as? String { settings[key] = text } else if let list = value as? [String] { settings[key] = list.joined(separator: " ") }
            }
        }
        if let project = objects.values.first(where: { $0["isa"] as? String == "PBXProject" }) {
            developmentRegion = project["developmentRegion"] as? String
            merge(configurations(of: project["buildConfigurationList"]))
        }
        let projectName = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.replacingOccurrences(of: ".xcodeproj", with: "")
        let apps = objects.values
            .filter { $0["isa"] as? String == "PBXNativeTarget" && $0["productType"] as? String == Self.appProductType }
            .sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
        // The app users install: the target named as the project, else an iOS app that is not
        // a preview, demo or test harness ("ChatFeaturePreview" sorts before "CriticalMaps",
        // and its PRODUCT_NAME once named a whole app), else any iOS app, else any app.
        let shipped = apps.filter { !Self.isHarness($0["name"] as? String ?? "") }
        guard let app = apps.first(where: { $0["name"] as? String == projectName })
            ?? shipped.first(where: { isIOSApp($0, objects: objects) }) ?? shipped.first
            ?? apps.first(where: { isIOSApp($0, objects: objects) }) ?? apps.first
        else { return }
        targetName = app["name"] as? String
        merge(configurations(of: app["buildConfigurationList"]))
        if let plist = value("INFOPLIST_FILE"), !plist.isEmpty {
            settings["INFOPLIST_FILE"] = projectFolder.isEmpty || projectFolder == "." ? plist : projectFolder + "/" + plist
        }
    }

    /// Words that name an app target built to try a part of the app, not the app itself.
    static let harnessWords = ["preview", "demo", "example", "sample", "playground", "showcase", "storybook", "test", "uitests", "sandbox", "catalog"]

    /// Whether a target's name, split at capitals and punctuation, has one of `harnessWords`
    /// ("ChatFeaturePreview", "Design-Catalog", "AppUITests").
    static func isHarness(_ name: String) -> Bool {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false { words.append(current); current = "" }
            if character.isLetter { current.append(character) } else if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        return words.contains { harnessWords.contains($0.lowercased()) }
    }

    private func isIOSApp(_ target: [String: Any], objects: [String: [String: Any]]) -> Bool {
        guard let listID = target["buildConfigurationList"] as? String, let ids = objects[listID]?["buildConfigurations"] as? [String] else { return false }
        return ids.contains { ((objects[$0]?["buildSettings"] as? [String: Any])?["SDKROOT"] as? String) == "iphoneos" }
    }

    /// `KEY = value` lines, `//` comments, `#include` / `#include?` of other files; settings
    /// conditional on a configuration other than Release, or on an SDK, are left out.
    private mutating func readXcconfig(_ path: String, files: ProjectFiles, depth: Int) {
        guard depth < 8, let data = files.read(path) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        for (number, rawLine) in String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            var line = String(rawLine)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let name = String(line[line.index(after: open)..<close])
                let included = folder.isEmpty ? name : folder + "/" + name
                readXcconfig((included as NSString).standardizingPath, files: files, depth: depth + 1)
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") {
                guard key.hasSuffix("[config=Release]") else { continue }
                key = String(key[..<bracket])
            }
            guard !key.isEmpty else { continue }
            places[key] = ProjectLocation(file: path, line: number + 1, column: 1)
            settings[key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ";\""))
        }
    }

    // MARK: XcodeGen

    private mutating func readXcodeGen(_ path: String, files: ProjectFiles) {
        guard let data = files.read(path), let spec = (try? YAMLNode.document(String(decoding: data, as: UTF8.self))).map(Self.plainValue) as? [String: Any],
              let targets = spec["targets"] as? [String: Any]
        else { return }
        source = path
        if let options = spec["options"] as? [String: Any] { developmentRegion = options["developmentLanguage"] as? String }
        let text = String(decoding: data, as: UTF8.self)
        if let base = (spec["settings"] as? [String: Any])?["base"] as? [String: Any] { absorb(base, from: path, text: text) }
        let apps = targets.keys.sorted().filter { ((targets[$0] as? [String: Any])?["type"] as? String) == "application" }
        let projectName = spec["name"] as? String
        guard let name = apps.first(where: { $0 == projectName }) ?? apps.first(where: { !Self.isHarness($0) }) ?? apps.first,
              let target = targets[name] as? [String: Any]
        else { return }
        targetName = name
        if let settings = target["settings"] as? [String: Any] {
            absorb(settings["base"] as? [String: Any] ?? settings.filter { !["configs", "groups"].contains($0.key) }, from: path, text: text)
        }
        if let info = target["info"] as? [String: Any] {
            if let plist = info["path"] as? String { settings["INFOPLIST_FILE"] = plist }
            infoProperties = info["properties"] as? [String: Any] ?? [:]
        }
    }

    /// A spec file's tree as property-list-like values. Every scalar stays the text it is
    /// written as: Xcode's settings are text (`YES`, `1`), not YAML's booleans and numbers.
    private static func plainValue(_ node: YAMLNode) -> Any {
        switch node.content {
        case .scalar(let scalar): scalar.string
        case .sequence(let items): items.map(plainValue)
        case .mapping(let pairs):
            Dictionary(pairs.map { ($0.key.text ?? "", plainValue($0.value)) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private mutating func absorb(_ values: [String: Any], from path: String, text: String) {
        for (key, value) in values {
            places[key] = ProjectLocation(file: path, line: Self.line(giving: key, in: text), column: 1)
            if let text = value as? String { settings[key] = text } else { settings[key] = "\(value)" }
        }
    }
}
