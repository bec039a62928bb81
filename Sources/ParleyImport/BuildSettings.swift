import Foundation
import Yams

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
        return (result + rest).trimmingCharacters(in: .whitespaces)
    }

    // MARK: Xcode projects

    private mutating func readProject(_ path: String, files: ProjectFiles) {
        guard let data = files.read(path),
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = root["objects"] as? [String: [String: Any]]
        else { return }
        source = path
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
        guard let app = apps.first(where: { $0["name"] as? String == projectName }) ?? apps.first(where: { isIOSApp($0, objects: objects) }) ?? apps.first else { return }
        targetName = app["name"] as? String
        merge(configurations(of: app["buildConfigurationList"]))
        if let plist = value("INFOPLIST_FILE"), !plist.isEmpty {
            settings["INFOPLIST_FILE"] = projectFolder.isEmpty || projectFolder == "." ? plist : projectFolder + "/" + plist
        }
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
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
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
            settings[key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ";\""))
        }
    }

    // MARK: XcodeGen

    private mutating func readXcodeGen(_ path: String, files: ProjectFiles) {
        guard let data = files.read(path), let spec = (try? Yams.load(yaml: String(decoding: data, as: UTF8.self))) as? [String: Any],
              let targets = spec["targets"] as? [String: Any]
        else { return }
        source = path
        if let options = spec["options"] as? [String: Any] { developmentRegion = options["developmentLanguage"] as? String }
        if let base = (spec["settings"] as? [String: Any])?["base"] as? [String: Any] { absorb(base) }
        let apps = targets.keys.sorted().filter { ((targets[$0] as? [String: Any])?["type"] as? String) == "application" }
        let projectName = spec["name"] as? String
        guard let name = apps.first(where: { $0 == projectName }) ?? apps.first, let target = targets[name] as? [String: Any] else { return }
        targetName = name
        if let settings = target["settings"] as? [String: Any] {
            absorb(settings["base"] as? [String: Any] ?? settings.filter { !["configs", "groups"].contains($0.key) })
        }
        if let info = target["info"] as? [String: Any] {
            if let plist = info["path"] as? String { settings["INFOPLIST_FILE"] = plist }
            infoProperties = info["properties"] as? [String: Any] ?? [:]
        }
    }

    private mutating func absorb(_ values: [String: Any]) {
        for (key, value) in values {
            if let text = value as? String { settings[key] = text } else { settings[key] = "\(value)" }
        }
    }
}
