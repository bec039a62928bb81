import Foundation

/// The files of an iOS project that `parley import` reads, found by walking the folder.
/// Build products and dependencies are skipped, symbolic links are not followed (no loops),
/// and paths are relative to the project folder and sorted, so every run reads the same
/// files in the same order.
struct ProjectFiles {
    /// Folders that hold build products or other people's code, never the app's.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules", ".swiftpm"]
    /// A source file larger than this is not a hand-written one; it is skipped with a warning.
    static let maximumFileSize = 8 << 20

    let root: String
    var swiftFiles: [String] = []
    /// `.xcstrings` string catalogs.
    var stringCatalogs: [String] = []
    /// `.strings` files inside a `<lang>.lproj` folder.
    var stringsFiles: [String] = []
    var infoPlists: [String] = []
    var projectFiles: [String] = []
    var xcconfigFiles: [String] = []
    var xcodeGenSpecs: [String] = []
    var intentDefinitions: [String] = []
    /// Xcode's compiled App Intents metadata (`Metadata.appintents/extract.actionsdata`), where a
    /// project holds one.
    var actionsData: [String] = []
    /// `Package.swift` manifests: a Swift Playgrounds app names itself in one.
    var packageManifests: [String] = []
    /// Expo's `app.json` and `app.config.json`: an app with no `ios/` folder keeps its Info.plist
    /// keys there (`expo.ios.infoPlist`).
    var expoConfigs: [String] = []
    /// Files skipped because of their size, for the summary.
    var skipped: [String] = []

    init(root: String) {
        self.root = root
        walk("")
        for keyPath in [\ProjectFiles.swiftFiles, \.stringCatalogs, \.stringsFiles, \.infoPlists, \.projectFiles, \.xcconfigFiles, \.xcodeGenSpecs, \.intentDefinitions, \.packageManifests, \.expoConfigs] {
            self[keyPath: keyPath].sort()
        }
    }

    func absolute(_ path: String) -> String { root.hasSuffix("/") ? root + path : root + "/" + path }

    func read(_ path: String) -> Data? { FileManager.default.contents(atPath: absolute(path)) }

    /// The locale of `<lang>.lproj/…`; `Base` is the development language, written `""`.
    static func locale(ofLocalized path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        return name == "Base" ? "" : name
    }

    private mutating func walk(_ relative: String) {
        let path = relative.isEmpty ? root : absolute(relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() {
            let child = relative.isEmpty ? name : relative + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: absolute(child)),
                  let type = attributes[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory {
                if !Self.skippedFolders.contains(name) { walk(child) }
                continue
            }
            guard type == .typeRegular else { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            classify(child, name: name, size: size)
        }
    }

    private mutating func classify(_ path: String, name: String, size: Int) {
        let isSource = name.hasSuffix(".swift") || name.hasSuffix(".xcstrings") || name.hasSuffix(".strings")
            || name.hasSuffix(".plist") || name == "project.pbxproj" || name.hasSuffix(".xcconfig")
            || name == "project.yml" || name == "project.yaml" || name.hasSuffix(".intentdefinition") || name == "Package.swift"
            || name == "app.json" || name == "app.config.json" || name == "extract.actionsdata"
        guard isSource else { return }
        guard size <= Self.maximumFileSize else {
            skipped.append(path)
            return
        }
        switch true {
        case name == "Package.swift": packageManifests.append(path)
        case name.hasSuffix(".swift"): swiftFiles.append(path)
        case name.hasSuffix(".xcstrings"): stringCatalogs.append(path)
        case name.hasSuffix(".strings"): if Self.locale(ofLocalized: path) != nil { stringsFiles.append(path) }
        case name == "Info.plist" || name.hasSuffix("-Info.plist") || name.hasSuffix("_Info.plist"): infoPlists.append(path)
        case name == "project.pbxproj": projectFiles.append(path)
        case name.hasSuffix(".xcconfig"): xcconfigFiles.append(path)
        case name == "project.yml" || name == "project.yaml": xcodeGenSpecs.append(path)
        case name.hasSuffix(".intentdefinition"): intentDefinitions.append(path)
        case name == "app.json" || name == "app.config.json": expoConfigs.append(path)
        case name == "extract.actionsdata": actionsData.append(path)
        default: break
        }
    }
}
